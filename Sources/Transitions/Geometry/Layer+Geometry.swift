import Foundation

/// Which values geometry reads: the model's (what was set) or what is on screen now.
public enum ValueSource: Sendable, Hashable {
    case model, onScreen
    /// The model's values with every transform ignored (UIKit's `frame` arithmetic).
    case modelIgnoringTransforms
}

/// A quadrilateral: a rect of some layer's bounds mapped into another's coordinates (transforms
/// can rotate or shear it).
public struct Quad: Sendable, Hashable {
    public var corners: [CGPoint]
    /// Its bounding box.
    public var boundingBox: CGRect {
        let xs = corners.map(\.x), ys = corners.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
    /// True when the quad is its own bounding box (no rotation or shear on the way).
    public var isAxisAligned: Bool {
        guard corners.count == 4 else { return false }
        let c = corners
        return (c[0].y == c[1].y && c[1].x == c[2].x && c[2].y == c[3].y && c[3].x == c[0].x)
            || (c[0].x == c[1].x && c[1].y == c[2].y && c[2].x == c[3].x && c[3].y == c[0].y)
    }
    /// True if `p` is inside (convex quad, either winding; edges count as inside).
    public func contains(_ p: CGPoint) -> Bool {
        guard corners.count == 4 else { return false }
        var sign = 0.0
        for i in 0..<4 {
            let a = corners[i], b = corners[(i + 1) % 4]
            let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
            if cross == 0 { continue }
            if sign == 0 { sign = cross } else if (sign > 0) != (cross > 0) { return false }
        }
        return true
    }
}

/// One geometry for everything: `convert`, `frameInWindow`, hit-testing and the visibility checks
/// all go through `values(_:)` and `LayerValues.toSuperlayer` / `fromSuperlayer`.
extension Layer {
    /// The values `source` names.
    public func values(_ source: ValueSource) -> LayerValues {
        switch source {
        case .model: return modelValues
        case .onScreen: return presentationValues
        case .modelIgnoringTransforms: return modelValues.untransformed
        }
    }

    /// The root of this layer's tree (a window's layer for a view in a window).
    public var rootLayer: Layer {
        var l = self
        while let s = l.superlayer { l = s }
        return l
    }

    /// A point of this layer's bounds in the root layer's (the root's own map is not applied:
    /// root coordinates are its bounds coordinates, as a window's are).
    public func convertToRoot(_ p: CGPoint, _ source: ValueSource) -> CGPoint {
        var point = p
        var l = self
        while let s = l.superlayer {
            point = l.values(source).toSuperlayer(point)
            l = s
        }
        return point
    }

    /// A point of the root layer's bounds in this layer's.
    public func convertFromRoot(_ p: CGPoint, _ source: ValueSource) -> CGPoint {
        var chain: [Layer] = []
        var l = self
        while let s = l.superlayer {
            chain.append(l)
            l = s
        }
        var point = p
        for layer in chain.reversed() { point = layer.values(source).fromSuperlayer(point) }
        return point
    }

    /// `convert(_:to:)`: a point of this layer's bounds in `layer`'s (the root's for nil).
    /// A presentation copy converts through the layer it copies, on screen (`presentation()`).
    public func convert(_ p: CGPoint, to layer: Layer?, _ source: ValueSource = .model) -> CGPoint {
        if isPresentationLayer || layer?.isPresentationLayer == true {
            return (presentedModel ?? self).convert(p, to: layer.map { $0.presentedModel ?? $0 }, .onScreen)
        }
        let r = convertToRoot(p, source)
        return layer?.convertFromRoot(r, source) ?? r
    }

    /// `convert(_:from:)`.
    public func convert(_ p: CGPoint, from layer: Layer?, _ source: ValueSource = .model) -> CGPoint {
        if isPresentationLayer || layer?.isPresentationLayer == true {
            return (presentedModel ?? self).convert(p, from: layer.map { $0.presentedModel ?? $0 }, .onScreen)
        }
        return convertFromRoot(layer?.convertToRoot(p, source) ?? p, source)
    }

    /// `convert(_:to:)` for a rect: the bounding box of its converted corners.
    public func convert(_ rect: CGRect, to layer: Layer?, _ source: ValueSource = .model) -> CGRect {
        quad(rect, to: layer, source).boundingBox
    }

    /// `convert(_:from:)` for a rect.
    public func convert(_ rect: CGRect, from layer: Layer?, _ source: ValueSource = .model) -> CGRect {
        Quad(corners: Layer.corners(rect).map { convert($0, from: layer, source) }).boundingBox
    }

    /// `rect` of this layer's bounds as a quad in `layer`'s coordinates (the root's for nil).
    public func quad(_ rect: CGRect, to layer: Layer?, _ source: ValueSource) -> Quad {
        Quad(corners: Layer.corners(rect).map { convert($0, to: layer, source) })
    }

    static func corners(_ r: CGRect) -> [CGPoint] {
        [CGPoint(x: r.minX, y: r.minY), CGPoint(x: r.maxX, y: r.minY), CGPoint(x: r.maxX, y: r.maxY), CGPoint(x: r.minX, y: r.maxY)]
    }

    /// The area this layer lets its content show through, in its own bounds coordinates: its
    /// bounds (rounded corners ignored), cut by its mask (the mask's path's bounding box for a
    /// shape layer, else the mask's frame), with `source` values. Nil means unclipped.
    func ownClip(_ source: ValueSource) -> CGRect? {
        guard let m = mask else { return nil }
        let mv = m.values(source)
        var shape = mv.bounds
        if let s = m as? ShapeLayer { shape = (source == .onScreen ? s.presentedPath : s.path)?.boundingBox ?? .zero }
        // The mask sits in this layer's bounds coordinates through its own position/transform.
        return Quad(corners: Layer.corners(shape).map { mv.toSuperlayer($0) }).boundingBox
    }
}
