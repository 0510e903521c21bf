import Foundation
import Springs

/// `UIViewControllerInteractiveTransitioning`.
public protocol ViewControllerInteractiveTransitioning: AnyObject {
    func startInteractiveTransition(_ context: any ViewControllerContextTransitioning)
    var wantsInteractiveStart: Bool { get }
}
