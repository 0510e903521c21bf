/// Misuse that UIKit rejects with an exception, as a typed error (never a crash).
public enum TransitionError: Error, Sendable, Hashable, CustomStringConvertible {
    /// `addSubview` of a view onto itself or one of its descendants.
    case viewCycle(view: String, superview: String)
    /// A view controller operation on a controller that is not a child.
    case notAChild(child: String, parent: String)
    /// Presenting a controller that is already presented, or from one that already presents.
    case alreadyPresenting(String)
    /// A transition was started on a container while another one was in flight.
    case transitionInFlight(container: String)
    /// Dismiss with nothing presented.
    case nothingToDismiss(String)
    /// `UIViewPropertyAnimator` rejects the call in its current state.
    case illegalAnimatorCall(call: String, state: String)
    /// A parameter is out of range (negative duration, NaN…).
    case invalidParameter(name: String, value: Double)
    /// Navigation/tab/container index or controller not found.
    case notFound(String)
    /// `runUntilIdle` gave up: the model keeps scheduling work.
    case notQuiescent(events: Int)

    public var description: String {
        switch self {
        case .viewCycle(let v, let s): return "adding \(v) to \(s) would create a cycle"
        case .notAChild(let c, let p): return "\(c) is not a child of \(p)"
        case .alreadyPresenting(let s): return "\(s) is already presenting or presented"
        case .transitionInFlight(let c): return "\(c) already has a transition in flight"
        case .nothingToDismiss(let s): return "\(s) presents nothing to dismiss"
        case .illegalAnimatorCall(let call, let state): return "\(call) is not allowed in state \(state)"
        case .invalidParameter(let n, let v): return "invalid \(n) = \(v)"
        case .notFound(let s): return "not found: \(s)"
        case .notQuiescent(let n): return "the simulation did not become idle (\(n) events processed)"
        }
    }
}
