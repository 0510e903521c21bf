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
    /// `CGLineCap` / `CGLineJoin`.
    public enum LineCapStyle: Int32, Sendable, Hashable { case butt, round, square }
    public enum LineJoinStyle: Int32, Sendable, Hashable { case miter, round, bevel }

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
    /// `copy()`.
    public func copy() -> BezierPath {
        let p = BezierPath(cgPath: cgPath)
        p.usesEvenOddFillRule = usesEvenOddFillRule
        p.lineWidth = lineWidth
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

    /// `fill()` / `stroke()` (drawing is not rendered).
    public func fill() {}
    public func stroke() {}

    public var description: String { "BezierPath(\(cgPath.elements.count) elements)" }
}
