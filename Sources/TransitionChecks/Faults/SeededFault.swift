import Foundation
import Transitions

/// Realistic bugs from transition libraries and Stack Overflow reports, each a switch in a test
/// animator, test container or test interaction controller — never in the production code paths.
public enum SeededFault: String, CaseIterable, Sendable {
    case doubleComplete
    case neverComplete
    case completeFinishedWhenCancelled
    case toViewLeftOnCancel
    case fromViewNotRestoredOnCancel
    case reparentPresenterOnCustomDismiss
    case toViewNotAdded
    case transformNotReset
    case presenterAlphaNotRestored
    case wrongFinalFrame
    case animatesPresenterInCustomPresentation
    case snapshotLeftBehind
    case unbalancedIgnoring
    case extraEndIgnoring
    case updateAfterCompletion
    case forgottenDidMove
    case didMoveWithoutWillMove
    case appearanceNotForwarded
    case oldChildViewLeftInHost
    case interactionNeverEnds
    case contextRetainedByAnimator
    case wrongLayeringDuringTransition
    case playsThroughGesture
    case containerTransformLeft
    case interactionLeftDisabled
    case presentedRetainedByAnimator
    case delegateReleasedMidway
    case doubleTapPushesTwice

    /// The bug as people hit it.
    public var summary: String {
        switch self {
        case .doubleComplete: return "completeTransition called from two completion paths"
        case .neverComplete: return "an early return skips completeTransition: the UI freezes"
        case .completeFinishedWhenCancelled: return "completeTransition(true) after an interactive cancel"
        case .toViewLeftOnCancel: return "the container leaves the incoming view in place after a cancelled swipe"
        case .fromViewNotRestoredOnCancel: return "the outgoing view keeps its faded state after a cancel"
        case .reparentPresenterOnCustomDismiss: return "the presenter's view added to the container on a .custom dismissal: black screen"
        case .toViewNotAdded: return "the animator never adds the incoming view to the container: black screen"
        case .transformNotReset: return "a scale transform left on the presented view"
        case .presenterAlphaNotRestored: return "the presenter faded to 0 and never restored"
        case .wrongFinalFrame: return "finalFrame(for:) ignored: the view lands off by 20 pt"
        case .animatesPresenterInCustomPresentation:
            return "viewController(forKey:).view used instead of view(forKey:) in a .custom presentation"
        case .snapshotLeftBehind: return "a snapshot view is added and never removed"
        case .unbalancedIgnoring: return "beginIgnoringInteractionEvents without the matching end"
        case .extraEndIgnoring: return "endIgnoringInteractionEvents without a begin"
        case .updateAfterCompletion: return "updateInteractiveTransition after the transition completed"
        case .forgottenDidMove: return "the container forgets didMove(toParent:) after adding a child"
        case .didMoveWithoutWillMove: return "the container removes a child without willMove(toParent: nil)"
        case .appearanceNotForwarded: return "the container does not forward appearance to the incoming child"
        case .oldChildViewLeftInHost: return "the outgoing child's view is never removed from the container"
        case .interactionNeverEnds: return "the pan's end is not forwarded: the interactive transition never finishes"
        case .contextRetainedByAnimator: return "the animator keeps the transition context in a strong property: it leaks"
        case .wrongLayeringDuringTransition:
            return "the incoming view is inserted below the outgoing one: hidden for the whole animation, it pops in at the end"
        case .playsThroughGesture:
            return "the interaction controller starts the interruptible animator: it plays through instead of following the finger"
        case .containerTransformLeft: return "the animator scales the container view down and never resets it"
        case .interactionLeftDisabled: return "the animator disables interaction on the incoming view and re-enables the wrong one"
        case .presentedRetainedByAnimator:
            return "the animator keeps the presented controller in a strong property: it outlives its dismissal"
        case .delegateReleasedMidway:
            return "the transitioning delegate is held only during the presentation: the dismissal silently uses the default"
        case .doubleTapPushesTwice: return "the button handler pushes without checking for a transition in flight: a double tap pushes twice"
        }
    }
}
