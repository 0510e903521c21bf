import Foundation

/// `NSLayoutAnchor`: an attribute of a view or layout guide, typed by axis so that only
/// compatible anchors can be related (x with x, y with y, sizes with sizes).
public class LayoutAnchor<AnchorType: AnyObject>: CustomStringConvertible {
    /// The view or guide (weak, as UIKit's `item`).
    public private(set) weak var item: AnyObject?
    let attribute: LayoutConstraint.Attribute
    /// The item kept alive while the anchor is used in an expression.
    private let strongItem: AnyObject?

    init(_ item: AnyObject?, _ attribute: LayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
        strongItem = item
    }

    public var description: String { "\(LayoutConstraint.itemName(item)).\(attribute)" }

    func make(_ relation: LayoutConstraint.Relation, _ other: LayoutAnchor<AnchorType>?, multiplier: CGFloat = 1, constant: CGFloat) -> LayoutConstraint {
        LayoutConstraint(
            item: strongItem as Any, attribute: attribute, relatedBy: relation, toItem: other?.strongItem,
            attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint { make(.equal, anchor, constant: 0) }
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint { make(.greaterThanOrEqual, anchor, constant: 0) }
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint { make(.lessThanOrEqual, anchor, constant: 0) }
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint { make(.equal, anchor, constant: c) }
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant c: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: c)
    }
}

/// `==` between anchors, of the same type or not (`NSLayoutAnchor`s are `NSObject`s: a
/// constraint's `firstAnchor`, an `NSLayoutAnchor<AnyObject>`, compares with `view.widthAnchor`):
/// equal when they name the same attribute of the same item, as UIKit's `isEqual(_:)` answers.
public func == <A, B>(lhs: LayoutAnchor<A>, rhs: LayoutAnchor<B>) -> Bool {
    lhs.item != nil && lhs.item === rhs.item && lhs.attribute == rhs.attribute
}
public func != <A, B>(lhs: LayoutAnchor<A>, rhs: LayoutAnchor<B>) -> Bool { !(lhs == rhs) }
/// `==` with an optional anchor (`constraint.secondAnchor == view.topAnchor`): equal when both
/// are nil or both name the same attribute of the same item.
public func == <A, B>(lhs: LayoutAnchor<A>?, rhs: LayoutAnchor<B>?) -> Bool {
    guard let lhs, let rhs else { return lhs == nil && rhs == nil }
    return lhs == rhs
}
public func != <A, B>(lhs: LayoutAnchor<A>?, rhs: LayoutAnchor<B>?) -> Bool { !(lhs == rhs) }

extension LayoutConstraint {
    /// `firstAnchor`: the anchor of `firstItem.firstAttribute` (`NSLayoutAnchor<AnyObject>`);
    /// compare it with a view's anchors with `==`. A constraint without a first item (one
    /// whose item was released) answers an anchor of nothing, equal to none.
    public var firstAnchor: LayoutAnchor<AnyObject> { LayoutAnchor(firstItem, firstAttribute) }
    /// `secondAnchor`: the anchor of `secondItem.secondAttribute`, nil for a constant
    /// constraint (no second item).
    public var secondAnchor: LayoutAnchor<AnyObject>? {
        guard let item = secondItem else { return nil }
        return LayoutAnchor(item, secondAttribute)
    }
}

/// UIKit's system spacing between sibling views' edges (the standard 8 pt).
let systemSpacing = 8.0

/// `NSLayoutXAxisAnchor`.
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    /// `constraint(equalToSystemSpacingAfter:multiplier:)`: `self == anchor + 8·multiplier`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier m: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * m)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier m: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * m)
    }
    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier m: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * m)
    }
}

/// `NSLayoutYAxisAnchor`.
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    /// `constraint(equalToSystemSpacingBelow:multiplier:)`: `self == anchor + 8·multiplier`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier m: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant: systemSpacing * m)
    }
    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier m: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant: systemSpacing * m)
    }
    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier m: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant: systemSpacing * m)
    }
}

/// `NSLayoutDimension`: widths and heights, which may also equal constants and multiples.
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> LayoutConstraint { make(.equal, nil, constant: c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> LayoutConstraint { make(.greaterThanOrEqual, nil, constant: c) }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> LayoutConstraint { make(.lessThanOrEqual, nil, constant: c) }
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint { make(.equal, anchor, multiplier: m, constant: 0) }
    public func constraint(equalTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, multiplier: m, constant: c)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: 0)
    }
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier m: CGFloat, constant c: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}
