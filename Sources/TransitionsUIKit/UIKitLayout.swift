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

/// `NSDirectionalEdgeInsets` (left-to-right: leading is left); the model's, as compositional
/// layouts use it.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets

/// `NSDirectionalRectEdge`: edges named by reading direction, with UIKit's raw values.
public typealias NSDirectionalRectEdge = DirectionalRectEdge

extension View {
    /// `directionalLayoutMargins` (LTR: leading = left).
    public var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get {
            let m = layoutMargins
            return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
        }
        set { layoutMargins = EdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }

    @available(*, unavailable, message: "exerciseAmbiguityInLayout is a debugging aid that moves views at random: use hasAmbiguousLayout (the checker reports ambiguous views at rest)")
    public func exerciseAmbiguityInLayout() { fatalError() }
}

/// `UILayoutSupport`: the deprecated (iOS 7–11) bar guides of a view controller, `topLayoutGuide`
/// and `bottomLayoutGuide`.
public protocol UILayoutSupport: AnyObject {
    /// `length`: how far the bars reach into the controller's view.
    var length: CGFloat { get }
    var topAnchor: LayoutYAxisAnchor { get }
    var bottomAnchor: LayoutYAxisAnchor { get }
    var heightAnchor: LayoutDimension { get }
}

/// A bar guide: a layout guide of the controller's root view spanning from its top edge to the
/// safe area's top (`topLayoutGuide`), or from the safe area's bottom to its bottom edge
/// (`bottomLayoutGuide`) — what UIKit's guides became when iOS 11 replaced them with the safe
/// area. `length` is the matching safe-area inset.
public final class BarLayoutGuide: LayoutGuide, UILayoutSupport {
    let isTop: Bool
    init(isTop: Bool) {
        self.isTop = isTop
        super.init()
        identifier = isTop ? "UIViewControllerTopLayoutGuide" : "UIViewControllerBottomLayoutGuide"
    }

    public var length: CGFloat {
        guard let v = owningView else { return 0 }
        return isTop ? v.safeAreaInsets.top : v.safeAreaInsets.bottom
    }

    /// The guide of `view`, made and pinned on first use.
    static func guide(in view: View, top: Bool) -> BarLayoutGuide {
        if let g = view.layoutGuides.lazy.compactMap({ $0 as? BarLayoutGuide }).first(where: { $0.isTop == top }) { return g }
        let g = BarLayoutGuide(isTop: top)
        view.addLayoutGuide(g)
        let safe = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            g.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            g.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            top ? g.topAnchor.constraint(equalTo: view.topAnchor) : g.topAnchor.constraint(equalTo: safe.bottomAnchor),
            top ? g.bottomAnchor.constraint(equalTo: safe.topAnchor) : g.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ])
        return g
    }
}

extension ViewController {
    /// `topLayoutGuide` (deprecated in iOS 11): the bars' guide above the safe area.
    public var topLayoutGuide: any UILayoutSupport { BarLayoutGuide.guide(in: view, top: true) }
    /// `bottomLayoutGuide` (deprecated in iOS 11): the bars' guide below the safe area.
    public var bottomLayoutGuide: any UILayoutSupport { BarLayoutGuide.guide(in: view, top: false) }
}

extension ViewController {
    /// `systemMinimumLayoutMargins`: UIKit's minimum margins for a root view (none top and
    /// bottom; 16 points leading and trailing, 20 on wide iPhones and in a regular-width
    /// environment). The root view's actual margins never go below them while
    /// `viewRespectsSystemMinimumLayoutMargins` (`View.layoutMargins`).
    public var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        let m = systemMinimumMargins
        return NSDirectionalEdgeInsets(top: m.top, leading: m.left, bottom: m.bottom, trailing: m.right)
    }
}

extension LayoutConstraint {
    /// `responds(to:)`: whether the constraint has the selector's method (`isActive`'s getter and
    /// setter among them, as on every iOS since 8).
    public func responds(to aSelector: Selector?) -> Bool { aSelector?.canBeInvoked(on: self) ?? false }

    /// `instancesRespond(to:)`: whether a constraint of this class has the selector's method.
    public class func instancesRespond(to aSelector: Selector?) -> Bool {
        aSelector?.canBeInvoked(on: LayoutConstraint()) ?? false
    }
}
