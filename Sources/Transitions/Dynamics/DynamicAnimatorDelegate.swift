import Foundation

/// `UIDynamicAnimatorDelegate`: told when the animator pauses (every item has come to rest,
/// `DynamicAnimator`'s rest rule) and when it is about to resume. UIKit's requirements are
/// optional; the defaults do nothing.
public protocol DynamicAnimatorDelegate: SelectorPerforming {
    func dynamicAnimatorWillResume(_ animator: DynamicAnimator)
    func dynamicAnimatorDidPause(_ animator: DynamicAnimator)
}

extension DynamicAnimatorDelegate {
    public func dynamicAnimatorWillResume(_ animator: DynamicAnimator) {}
    public func dynamicAnimatorDidPause(_ animator: DynamicAnimator) {}
}
