import Foundation
import Transitions

// Auto Layout's UIKit names over the model's layout engine (`Transitions/Layout`).

public typealias NSLayoutConstraint = LayoutConstraint
public typealias NSLayoutAnchor = LayoutAnchor
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension
public typealias UILayoutGuide = LayoutGuide
public typealias UILayoutPriority = LayoutPriority

/// `NSDirectionalEdgeInsets` (left-to-right: leading is left).
public struct NSDirectionalEdgeInsets: Sendable, Hashable {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    public static let zero = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
}

extension View {
    /// `directionalLayoutMargins` (LTR: leading = left).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMarginInsets
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set { layoutMarginInsets = LayoutInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    @available(*, unavailable, message: "exerciseAmbiguityInLayout is a debugging aid that moves views at random: use hasAmbiguousLayout (the checker reports ambiguous views at rest)")
    public func exerciseAmbiguityInLayout() { fatalError() }

    @available(*, unavailable, message: "the visual format language is not modelled: use anchors")
    public static func constraints(withVisualFormat format: String, options: Int, metrics: [String: Any]?, views: [String: Any]) -> [LayoutConstraint] {
        fatalError()
    }
}
