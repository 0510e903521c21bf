import Foundation
import Transitions

// UIKit Dynamics (iOS 7; iOS 9's item outlines, anchoring and attachment factories) over the
// model's engine (`Transitions/Dynamics/`): gravity, collisions, attachments, snaps, pushes and
// item properties run on the simulation's frames. Field behaviors and item groups are not
// modelled.

public typealias UIDynamicItem = DynamicItem
public typealias UIDynamicItemCollisionBoundsType = DynamicItemCollisionBoundsType
public typealias UIDynamicAnimator = DynamicAnimator
public typealias UIDynamicAnimatorDelegate = DynamicAnimatorDelegate
public typealias UIDynamicBehavior = DynamicBehavior
public typealias UIGravityBehavior = GravityBehavior
public typealias UICollisionBehavior = CollisionBehavior
public typealias UICollisionBehaviorDelegate = CollisionBehaviorDelegate
public typealias UIAttachmentBehavior = AttachmentBehavior
public typealias UISnapBehavior = SnapBehavior
public typealias UIPushBehavior = PushBehavior
public typealias UIDynamicItemBehavior = DynamicItemBehavior
public typealias UIFieldBehavior = FieldBehavior
public typealias UIRegion = Region
public typealias UIFloatRange = FloatRange

/// `UIFloatRangeZero`, `UIFloatRangeInfinite` (Objective-C's names; Swift's are
/// `UIFloatRange.zero` and `.infinite`).
public let UIFloatRangeZero = FloatRange.zero
public let UIFloatRangeInfinite = FloatRange.infinite
/// `UIFloatRangeMake(_:_:)`.
public func UIFloatRangeMake(_ minimum: CGFloat, _ maximum: CGFloat) -> UIFloatRange { FloatRange(minimum: minimum, maximum: maximum) }
/// `UIFloatRangeIsInfinite(_:)`.
public func UIFloatRangeIsInfinite(_ range: UIFloatRange) -> Bool { range.isInfinite }
/// `UIFloatRangeIsEqualToRange(_:_:)`.
public func UIFloatRangeIsEqualToRange(_ a: UIFloatRange, _ b: UIFloatRange) -> Bool { a == b }

// Swift 4's spellings.
@available(*, deprecated, renamed: "UICollisionBehavior.Mode")
public typealias UICollisionBehaviorMode = CollisionBehavior.Mode
@available(*, deprecated, renamed: "UIPushBehavior.Mode")
public typealias UIPushBehaviorMode = PushBehavior.Mode
@available(*, deprecated, renamed: "UIAttachmentBehavior.AttachmentType")
public typealias UIAttachmentBehaviorType = AttachmentBehavior.AttachmentType
