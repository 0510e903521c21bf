import Foundation
import Springs

/// `UIViewControllerInteractiveTransitioning`.
public protocol ViewControllerInteractiveTransitioning: SelectorPerforming {
    func startInteractiveTransition(_ context: any ViewControllerContextTransitioning)
    /// Optional in UIKit; true by default (the transition starts interactive).
    var wantsInteractiveStart: Bool { get }
}

extension ViewControllerInteractiveTransitioning {
    public var wantsInteractiveStart: Bool { true }
}
