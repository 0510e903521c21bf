import Foundation

/// `UIRectCorner`.
public struct RectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = RectCorner(rawValue: 1 << 0)
    public static let topRight = RectCorner(rawValue: 1 << 1)
    public static let bottomLeft = RectCorner(rawValue: 1 << 2)
    public static let bottomRight = RectCorner(rawValue: 1 << 3)
    public static let allCorners: RectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}

/// `UIBezierPath`: a mutable path object over the model's `ShapePath` (`cgPath`), with the
/// drawing attributes stored (`lineWidth`, `lineCapStyle` … are not rendered). Its `cgPath`
/// is what shape layers, masks and shadow paths use: containment and bounds are the path's.
open class BezierPath: CustomStringConvertible {
    /// `cgPath`: the outline (settable, as in UIKit).
    public var cgPath: ShapePath
    /// `usesEvenOddFillRule` (containment follows it).
    public var usesEvenOddFillRule = false
    /// `lineWidth`, `lineCapStyle`, `lineJoinStyle`, `miterLimit`, `flatness` (stored).
    public var lineWidth: CGFloat = 1
    public var lineCapStyle: LineCapStyle = .butt
    public var lineJoinStyle: LineJoinStyle = .miter
    public var miterLimit: CGFloat = 10
    public var flatness: CGFloat = 0.6
    /// The dash pattern and phase `setLineDash(_:count:phase:)` stored (empty: a solid line).
    package private(set) var lineDashPattern: [CGFloat] = []
    package private(set) var lineDashPhase: CGFloat = 0
    /// `CGLineCap` / `CGLineJoin`.
    public enum LineCapStyle: Int32, Sendable, Hashable { case butt, round, square }
    public enum LineJoinStyle: Int32, Sendable, Hashable { case miter, round, bevel }

    /// `setLineDash(_:count:phase:)`: the dash lengths (`count` of them from `pattern`; nil or a
    /// count that is not positive: a solid line) and where in the pattern the line starts
    /// (drawing: stored, read back by `getLineDash`).
    public func setLineDash(_ pattern: UnsafePointer<CGFloat>?, count: Int, phase: CGFloat) {
        guard let pattern, count > 0 else {
            (lineDashPattern, lineDashPhase) = ([], phase.isFinite ? phase : 0)
            return
        }
        lineDashPattern = Array(UnsafeBufferPointer(start: pattern, count: count))
        lineDashPhase = phase.isFinite ? phase : 0
    }
    /// `getLineDash(_:count:phase:)`: writes the pattern (as many as it has), its count and the
    /// phase where the pointers are given.
    public func getLineDash(_ pattern: UnsafeMutablePointer<CGFloat>?, count: UnsafeMutablePointer<Int>?, phase: UnsafeMutablePointer<CGFloat>?) {
        if let pattern { for (i, v) in lineDashPattern.enumerated() { pattern[i] = v } }
        count?.pointee = lineDashPattern.count
        phase?.pointee = lineDashPhase
    }

    public init() { cgPath = ShapePath() }
    public init(cgPath: ShapePath) { self.cgPath = cgPath }
    public convenience init(rect: CGRect) { self.init(cgPath: ShapePath(rect: rect)) }
    public convenience init(ovalIn rect: CGRect) { self.init(cgPath: ShapePath(ellipseIn: rect)) }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(cgPath: ShapePath(roundedRect: rect, cornerRadius: Double(cornerRadius)))
    }
    /// `init(roundedRect:byRoundingCorners:cornerRadii:)` (the radii's width is used for every
    /// chosen corner: the model's rounded rectangles are circular).
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: RectCorner, cornerRadii: CGSize) {
        var mask: CornerMask = []
        if corners.contains(.topLeft) { mask.insert(.minXMinY) }
        if corners.contains(.topRight) { mask.insert(.maxXMinY) }
        if corners.contains(.bottomLeft) { mask.insert(.minXMaxY) }
        if corners.contains(.bottomRight) { mask.insert(.maxXMaxY) }
        self.init(cgPath: ShapePath(roundedRect: rect, cornerRadius: Double(cornerRadii.width), corners: mask))
    }
    /// `init(arcCenter:radius:startAngle:endAngle:clockwise:)`.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    public func move(to point: CGPoint) { cgPath.move(to: point) }
    public func addLine(to point: CGPoint) { cgPath.addLine(to: point) }
    public func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        cgPath.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    public func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) { cgPath.addQuadCurve(to: endPoint, control: controlPoint) }
    public func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        cgPath.addArc(center: center, radius: Double(radius), startAngle: Double(startAngle), endAngle: Double(endAngle), clockwise: clockwise)
    }
    public func close() { cgPath.closeSubpath() }
    public func append(_ other: BezierPath) { cgPath.append(other.cgPath) }
    public func removeAllPoints() { cgPath = ShapePath() }
    /// `apply(_:)`: every point through the transform.
    public func apply(_ transform: AffineTransform2D) { cgPath = cgPath.applying(transform) }
    /// `copy()`: the outline and the drawing attributes.
    public func copy() -> BezierPath {
        let p = BezierPath(cgPath: cgPath)
        p.usesEvenOddFillRule = usesEvenOddFillRule
        p.lineWidth = lineWidth
        (p.lineCapStyle, p.lineJoinStyle, p.miterLimit, p.flatness) = (lineCapStyle, lineJoinStyle, miterLimit, flatness)
        (p.lineDashPattern, p.lineDashPhase) = (lineDashPattern, lineDashPhase)
        return p
    }

    /// `reversing()`: a new path with the same shape traversed backwards, as UIKit's: the
    /// subpaths in reverse order, each starting where it ended and running its segments in
    /// reverse (a cubic's control points swapped); a closed subpath stays closed, its closing
    /// segment becoming an explicit line from its start. The drawing attributes are copied.
    public func reversing() -> BezierPath {
        let p = copy()
        p.cgPath = cgPath.reversed()
        return p
    }

    /// `currentPoint`: where the next segment starts (zero for an empty path).
    public var currentPoint: CGPoint { cgPath.currentPoint }
    /// `bounds`: the bounding box of the outline (zero for an empty path).
    public var bounds: CGRect {
        let b = cgPath.boundingBox
        return b.isNull ? .zero : b
    }
    public var isEmpty: Bool { cgPath.isEmpty }
    /// `contains(_:)`: inside the filled path, with `usesEvenOddFillRule`.
    public func contains(_ point: CGPoint) -> Bool { cgPath.contains(point, evenOdd: usesEvenOddFillRule) }

    /// `fill()` / `stroke()` / `addClip()` (drawing is not rendered: a clip limits only what a
    /// `draw(_:)` paints, never a view's geometry or what the checks see).
    public func fill() {}
    public func stroke() {}
    public func addClip() {}

    public var description: String { "BezierPath(\(cgPath.elements.count) elements)" }
}

extension ShapePath {
    /// The same outline traversed backwards (`UIBezierPath.reversing()`): subpaths in reverse
    /// order; each runs from where it ended back to its start through the same segments (a
    /// cubic's control points swapped, a quadratic's kept). A closed subpath `M p0 … pn Z` ended
    /// at `p0`, so it becomes `M p0 L pn … p1 Z` (its closing segment, an explicit line now; none
    /// when `pn` is `p0` already). A lone move stays a move.
    public func reversed() -> ShapePath {
        /// A subpath: its start, its drawing segments and whether it is closed.
        struct Subpath {
            var start: CGPoint
            var segments: [Element] = []
            var closed = false
        }
        var subpaths: [Subpath] = []
        var current: Subpath?
        // Where a segment without a move starts: the origin, or after a close the closed
        // subpath's start (Core Graphics' rule).
        var loose = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p):
                if let c = current { subpaths.append(c) }
                current = Subpath(start: p)
            case .close:
                guard var c = current else { continue }
                c.closed = true
                subpaths.append(c)
                loose = c.start
                current = nil
            case .line, .quadCurve, .curve:
                if current == nil { current = Subpath(start: loose) }
                current?.segments.append(e)
            }
        }
        if let c = current { subpaths.append(c) }
        var out = ShapePath()
        for sub in subpaths.reversed() {
            // The points the segments start from: the subpath's start, then each one's end.
            var from: [CGPoint] = [sub.start]
            for seg in sub.segments { from.append(seg.endPoint ?? from.last!) }
            let end = from.last!
            if sub.closed {
                out.move(to: sub.start)
                if end != sub.start { out.addLine(to: end) }
            } else {
                out.move(to: end)
            }
            for (i, seg) in sub.segments.enumerated().reversed() {
                // Drop the first segment of a closed subpath when it is a line: the close draws it.
                if sub.closed, i == 0, case .line = seg { break }
                let target = from[i]
                switch seg {
                case .line: out.addLine(to: target)
                case .quadCurve(_, let c): out.addQuadCurve(to: target, control: c)
                case .curve(_, let c1, let c2): out.addCurve(to: target, control1: c2, control2: c1)
                case .move, .close: break
                }
            }
            if sub.closed { out.closeSubpath() }
        }
        return out
    }
}

extension ShapePath.Element {
    /// The point a drawing element ends at (nil for a close).
    var endPoint: CGPoint? {
        switch self {
        case .move(let p), .line(let p), .quadCurve(let p, _), .curve(let p, _, _): p
        case .close: nil
        }
    }
}
