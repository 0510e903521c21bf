import Foundation
import Springs

/// `UIViewControllerInteractiveTransitioning`.
public protocol ViewControllerInteractiveTransitioning: SelectorPerforming {
    func startInteractiveTransition(_ context: any ViewControllerContextTransitioning)
    var wantsInteractiveStart: Bool { get }
}
