import Foundation

/// `UICollisionBehaviorDelegate`: told when contacts begin and end — between two items, or an
/// item and a boundary (`identifier` nil for the reference view's bounds). UIKit's requirements
/// are optional; the defaults do nothing.
///
/// A contact begins on the first step two outlines touch and ends on the first step they no
/// longer do (a resting item stays in contact: one `began`, no `ended` until it leaves). The
/// point is where they touch (reference view coordinates). Called after the step, with the
/// items at their new positions; the delegate may change behaviors.
public protocol CollisionBehaviorDelegate: SelectorPerforming {
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem, at p: CGPoint)
    func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem)
    func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?,
        at p: CGPoint)
    func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?)
}

extension CollisionBehaviorDelegate {
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item1: any DynamicItem, with item2: any DynamicItem, at p: CGPoint
    ) {}
    public func collisionBehavior(_ behavior: CollisionBehavior, endedContactFor item1: any DynamicItem, with item2: any DynamicItem) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, beganContactFor item: any DynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?,
        at p: CGPoint
    ) {}
    public func collisionBehavior(
        _ behavior: CollisionBehavior, endedContactFor item: any DynamicItem, withBoundaryIdentifier identifier: (any NSCopying)?
    ) {}
}
