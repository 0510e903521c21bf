import Foundation

/// `UIDynamicItem`: what UIKit Dynamics moves — a center, a bounds size and a transform. A
/// `DynamicAnimator` reads them when the item joins it (or on `updateItem(usingCurrentState:)`)
/// and from then on writes `center` and the rotation of `transform` every step.
///
/// `UIView` and `UICollectionViewLayoutAttributes` conform, as in UIKit; apps write their own
/// `NSObject` items (a value driven by a spring). `collisionBoundsType` and
/// `collisionBoundingPath` are optional in UIKit: the defaults here are UIKit's (a rectangle;
/// the bounds' rectangle as a path centred on the item).
///
/// Mass comes from the bounds: mass = density × width × height / 10 000 (a 100 × 100 item of
/// density 1 has mass 1; see `DynamicItemBehavior.density`).
public protocol DynamicItem: ClassQuerying {
    var center: CGPoint { get set }
    var bounds: CGRect { get }
    var transform: AffineTransform2D { get set }
    /// `collisionBoundsType` (iOS 9; optional in UIKit).
    var collisionBoundsType: DynamicItemCollisionBoundsType { get }
    /// `collisionBoundingPath` (iOS 9; optional in UIKit): read when `collisionBoundsType` is
    /// `.path`; (0, 0) is the item's center.
    var collisionBoundingPath: BezierPath { get }
}

extension DynamicItem {
    public var collisionBoundsType: DynamicItemCollisionBoundsType { .rectangle }
    public var collisionBoundingPath: BezierPath {
        let s = bounds.size
        return BezierPath(rect: CGRect(x: -s.width / 2, y: -s.height / 2, width: s.width, height: s.height))
    }
}

extension View: DynamicItem {}

/// Layout attributes are dynamic items (UIKit: `UICollectionViewLayoutAttributes` conforms), for
/// layouts that animate their cells with a `DynamicAnimator(collectionViewLayout:)`.
extension CollectionViewLayoutAttributes: DynamicItem {}
