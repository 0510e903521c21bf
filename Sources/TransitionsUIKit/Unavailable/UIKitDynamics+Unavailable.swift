import Foundation
import Transitions

// The parts of UIKit Dynamics the model does not run: each names what to use instead.

/// `UIDynamicItemGroup` (iOS 9: items moving as one rigid body).
@available(
    *, unavailable,
    message: "item groups are not modelled: join the items with UIAttachmentBehavior.fixedAttachment(with:attachedTo:attachmentAnchor:)"
)
open class UIDynamicItemGroup {}
