import Foundation

/// `UIEdgeInsets`: distances inwards from each edge of a rectangle.
public struct EdgeInsets: Sendable, Hashable, CustomStringConvertible {
    public var top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public init() { self.init(top: 0, left: 0, bottom: 0, right: 0) }
    public static let zero = EdgeInsets()
    public var description: String { "{\(top), \(left), \(bottom), \(right)}" }

    /// Edge by edge sum (the model's: UIKit declares no `+` on `UIEdgeInsets`, and apps that
    /// declare their own must not find two).
    package static func + (a: EdgeInsets, b: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

extension CGRect {
    /// `inset(by:)`: the rectangle shrunk by the insets (grown by negative ones); a rectangle
    /// whose width or height would be negative is `.null`, as in UIKit.
    public func inset(by insets: EdgeInsets) -> CGRect {
        let w = width - insets.left - insets.right, h = height - insets.top - insets.bottom
        guard w >= 0, h >= 0 else { return .null }
        return CGRect(x: minX + insets.left, y: minY + insets.top, width: w, height: h)
    }
}
