import Foundation
import Transitions

// The parts of UIKit Dynamics the model does not run: each names what to use instead.

/// `UIFieldBehavior` (iOS 9: radial, vortex, spring, drag, noise, electric and magnetic fields).
@available(
    *, unavailable,
    message:
        "field behaviors are not modelled: use UIGravityBehavior (a linear field), UISnapBehavior or a UIAttachmentBehavior with a frequency (a spring field), UIDynamicItemBehavior.resistance (a drag field)"
)
open class UIFieldBehavior: DynamicBehavior {}

/// `UIRegion` (iOS 9: the region of a field behavior).
@available(*, unavailable, message: "regions only bound field behaviors, which are not modelled")
public final class UIRegion {}

/// `UIDynamicItemGroup` (iOS 9: items moving as one rigid body).
@available(
    *, unavailable,
    message: "item groups are not modelled: join the items with UIAttachmentBehavior.fixedAttachment(with:attachedTo:attachmentAnchor:)"
)
open class UIDynamicItemGroup {}
