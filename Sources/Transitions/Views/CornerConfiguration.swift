import Foundation

/// `UICornerRadius` (iOS 26): one corner's radius — a fixed length, or concentric with the
/// container's corner (its radius less the view's inset from it, at least `minimum`). A number
/// literal is a fixed radius (`.corners(radius: 8)`), as UIKit's `UICornerRadius` takes one.
public struct CornerRadius: Sendable, Hashable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral {
    enum Kind: Sendable, Hashable {
        case fixed(Double)
        case containerConcentric(minimum: Double?)
    }
    let kind: Kind
    init(kind: Kind) { self.kind = kind }

    /// `fixed(_:)`: this radius (a non-finite or negative one is 0).
    public static func fixed(_ radius: CGFloat) -> CornerRadius {
        CornerRadius(kind: .fixed(radius.isFinite && radius > 0 ? Double(radius) : 0))
    }
    /// `containerConcentric(minimum:)`: the container's corner radius less the view's inset from
    /// that corner, at least `minimum`.
    public static func containerConcentric(minimum: CGFloat? = nil) -> CornerRadius {
        CornerRadius(kind: .containerConcentric(minimum: minimum.flatMap { $0.isFinite && $0 > 0 ? Double($0) : nil }))
    }
    /// `init(floatLiteral:)`, `init(integerLiteral:)`: `fixed(_:)` of the literal.
    public init(floatLiteral value: Double) { self = .fixed(CGFloat(value)) }
    public init(integerLiteral value: Int) { self = .fixed(CGFloat(value)) }
    /// `containerConcentric`: as `containerConcentric(minimum: nil)`.
    public static var containerConcentric: CornerRadius { containerConcentric(minimum: nil) }
}

/// `UICornerConfiguration` (iOS 26): how a view's corners are rounded (`View.cornerConfiguration`).
///
/// The model resolves it on the view's backing layer whenever the view is laid out (and when it
/// is set): each corner's radius — fixed, concentric with the container, or a capsule's half of
/// the shorter side (at most `maximumRadius`) — clamped to half the shorter side. The layer keeps
/// one `cornerRadius` with `maskedCorners`: the corners with a radius, at the largest of them
/// (**model's choice**: Core Animation's layer has one radius; UIKit draws unequal corners, the
/// checks' clipping uses the largest). `effectiveRadius(corner:)` answers each corner's own.
///
/// The container is the nearest ancestor with a corner configuration, else the window, whose
/// corners are the screen's (`Device.screenCornerRadius`). Its corner radius less the larger of the
/// view's two insets from that corner (**model's choice** where the insets differ) is the
/// concentric radius.
public struct CornerConfiguration: Sendable, Hashable {
    enum Shape: Sendable, Hashable {
        /// Top left, top right, bottom left, bottom right; the groups of corners (by index) that
        /// share the largest of their resolved radii.
        case corners([CornerRadius?], sharing: [[Int]])
        case capsule(maximum: Double?)
    }
    let shape: Shape

    /// `corners(radius:)`: each corner resolves the radius on its own.
    public static func corners(radius: CornerRadius) -> CornerConfiguration {
        CornerConfiguration(shape: .corners([radius, radius, radius, radius], sharing: []))
    }
    /// `uniformCorners(radius:)`: every corner takes the largest of the resolved radii.
    public static func uniformCorners(radius: CornerRadius) -> CornerConfiguration {
        CornerConfiguration(shape: .corners([radius, radius, radius, radius], sharing: [[0, 1, 2, 3]]))
    }
    /// `corners(topLeftRadius:topRightRadius:bottomLeftRadius:bottomRightRadius:)` (nil: square).
    public static func corners(
        topLeftRadius: CornerRadius? = nil, topRightRadius: CornerRadius? = nil, bottomLeftRadius: CornerRadius? = nil,
        bottomRightRadius: CornerRadius? = nil
    ) -> CornerConfiguration {
        CornerConfiguration(shape: .corners([topLeftRadius, topRightRadius, bottomLeftRadius, bottomRightRadius], sharing: []))
    }
    /// `uniformTopRadius(_:bottomLeftRadius:bottomRightRadius:)` and the other edges': the edge's
    /// two corners take the larger of their resolved radii, the other two their own.
    public static func uniformTopRadius(_ topRadius: CornerRadius, bottomLeftRadius: CornerRadius? = nil, bottomRightRadius: CornerRadius? = nil) -> CornerConfiguration {
        CornerConfiguration(shape: .corners([topRadius, topRadius, bottomLeftRadius, bottomRightRadius], sharing: [[0, 1]]))
    }
    public static func uniformBottomRadius(_ bottomRadius: CornerRadius, topLeftRadius: CornerRadius? = nil, topRightRadius: CornerRadius? = nil) -> CornerConfiguration {
        CornerConfiguration(shape: .corners([topLeftRadius, topRightRadius, bottomRadius, bottomRadius], sharing: [[2, 3]]))
    }
    public static func uniformLeftRadius(_ leftRadius: CornerRadius, topRightRadius: CornerRadius? = nil, bottomRightRadius: CornerRadius? = nil) -> CornerConfiguration {
        CornerConfiguration(shape: .corners([leftRadius, topRightRadius, leftRadius, bottomRightRadius], sharing: [[0, 2]]))
    }
    public static func uniformRightRadius(_ rightRadius: CornerRadius, topLeftRadius: CornerRadius? = nil, bottomLeftRadius: CornerRadius? = nil) -> CornerConfiguration {
        CornerConfiguration(shape: .corners([topLeftRadius, rightRadius, bottomLeftRadius, rightRadius], sharing: [[1, 3]]))
    }
    /// `capsule()` / `capsule(maximumRadius:)`: half the shorter side, at most `maximumRadius`.
    public static func capsule(maximumRadius: CGFloat? = nil) -> CornerConfiguration {
        CornerConfiguration(shape: .capsule(maximum: maximumRadius.flatMap { $0.isFinite && $0 >= 0 ? Double($0) : nil }))
    }
    public static var capsule: CornerConfiguration { capsule(maximumRadius: nil) }

    /// The radii (top left, top right, bottom left, bottom right) for a view of `size` whose
    /// corners sit `insets` inside a container whose corner radius is `containerRadius`.
    func resolved(size: CGSize, insets: EdgeInsets, containerRadius: Double) -> [Double] {
        let w = size.width.isFinite ? max(0, Double(size.width)) : 0, h = size.height.isFinite ? max(0, Double(size.height)) : 0
        let limit = min(w, h) / 2
        switch shape {
        case .capsule(let maximum):
            let r = min(limit, maximum ?? limit)
            return Array(repeating: r, count: 4)
        case .corners(let corners, let sharing):
            let gaps = [
                max(insets.top, insets.left), max(insets.top, insets.right), max(insets.bottom, insets.left), max(insets.bottom, insets.right),
            ].map { Double($0.isFinite ? $0 : 0) }
            var radii = corners.enumerated().map { i, r -> Double in
                guard let r else { return 0 }
                switch r.kind {
                case .fixed(let v): return v
                case .containerConcentric(let minimum): return max(minimum ?? 0, containerRadius - gaps[i])
                }
            }
            for group in sharing {
                let top = group.map { radii[$0] }.max() ?? 0
                for i in group { radii[i] = top }
            }
            return radii.map { min(max(0, $0), limit) }
        }
    }
}

extension View {
    /// `cornerConfiguration` (iOS 26): how the view's corners are rounded — resolved onto its
    /// layer's `cornerRadius` and `maskedCorners` now and whenever the view is laid out
    /// (`CornerConfiguration`). Default: square corners.
    public var cornerConfiguration: CornerConfiguration {
        get { display.cornerConfiguration ?? .corners(radius: .fixed(0)) }
        set {
            display.cornerConfiguration = newValue
            applyCornerConfiguration()
            for v in allDescendants where v.display.cornerConfiguration != nil { v.setNeedsLayout() }
        }
    }

    /// `effectiveRadius(corner:)` (iOS 26): the radius a corner resolves to now (the largest of
    /// several corners asked at once).
    public func effectiveRadius(corner: RectCorner) -> CGFloat {
        let r = resolvedCornerRadii()
        let picks: [(RectCorner, Double)] = [(.topLeft, r[0]), (.topRight, r[1]), (.bottomLeft, r[2]), (.bottomRight, r[3])]
        return CGFloat(picks.filter { corner.contains($0.0) }.map(\.1).max() ?? 0)
    }

    /// The corner radii (top left, top right, bottom left, bottom right) the configuration gives
    /// now: against the nearest ancestor with a configuration, else the window (the screen's corners).
    func resolvedCornerRadii() -> [Double] {
        guard let config = display.cornerConfiguration else {
            let r = Double(layer.cornerRadius)
            let m = layer.maskedCorners
            return [m.contains(.minXMinY) ? r : 0, m.contains(.maxXMinY) ? r : 0, m.contains(.minXMaxY) ? r : 0, m.contains(.maxXMaxY) ? r : 0]
        }
        var container: View? = superview
        while let c = container, c.display.cornerConfiguration == nil, !(c is Window) { container = c.superview }
        var insets = EdgeInsets.zero
        var radius = 0.0
        if let c = container {
            let f = convert(bounds, to: c)
            let cb = c.bounds
            insets = EdgeInsets(top: f.minY - cb.minY, left: f.minX - cb.minX, bottom: cb.maxY - f.maxY, right: cb.maxX - f.maxX)
            radius = c is Window && c.display.cornerConfiguration == nil
                ? Double(simulation.application.device.screenCornerRadius) : Double(c.layer.cornerRadius)
        }
        return config.resolved(size: bounds.size, insets: insets, containerRadius: radius)
    }

    /// Puts the resolved radii on the layer: the largest as `cornerRadius`, the corners that
    /// have one as `maskedCorners`.
    func applyCornerConfiguration() {
        guard display.cornerConfiguration != nil else { return }
        let r = resolvedCornerRadii()
        let largest = r.max() ?? 0
        layer.cornerRadius = largest
        var mask: CornerMask = []
        if r[0] > 0 { mask.insert(.minXMinY) }
        if r[1] > 0 { mask.insert(.maxXMinY) }
        if r[2] > 0 { mask.insert(.minXMaxY) }
        if r[3] > 0 { mask.insert(.maxXMaxY) }
        layer.maskedCorners = largest > 0 ? mask : [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]
    }
}
