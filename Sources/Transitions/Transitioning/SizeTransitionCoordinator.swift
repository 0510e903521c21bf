import Foundation

/// The transition coordinator of a size change — the device rotating, or a window taking a new
/// screen size — handed to `viewWillTransition(to:with:)` and `willTransition(to:with:)`.
///
/// UIKit's order, which the model follows (`Application.deviceChanged`): the controllers whose
/// traits change hear `willTransition(to:with:)`, then each resized window's root controller
/// hears `viewWillTransition(to:with:)` with the new size (the default implementations forward
/// to children, at `size(forChildContentContainer:withParentContainerSize:)`, and to the
/// controller they present, through its presentation controller; an override that does not call
/// `super` stops the forwarding, as on iOS). Then one animation block of `transitionDuration`
/// resizes the windows, lays them out, reports the safe-area and trait changes and runs the
/// alongside animations registered during those calls; the completions run when it ends.
///
/// The context describes no presentation: no controllers or views for the transition's keys,
/// `presentationStyle` `.none`, not interactive; `targetTransform` is the rotation from the old
/// interface orientation to the new (quarter turns; identity for a resize without rotation).
/// Registering after the animation block has started runs the animation at once; after the
/// completions have run, nothing runs and `animate` answers false, as UIKit's.
public final class SizeTransitionCoordinator: ViewControllerTransitionCoordinator {
    /// UIKit's rotation animation: 0.4 s for a quarter turn, twice that for a half turn.
    public static let quarterTurnDuration: TimeInterval = 0.4

    public let containerView: View
    public let transitionDuration: TimeInterval
    public let targetTransform: AffineTransform2D
    private var alongside: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var started = false
    private var finished = false

    init(containerView: View, from old: Device.Orientation, to new: Device.Orientation) {
        self.containerView = containerView
        let turns = Self.quarterTurns(from: old, to: new)
        targetTransform = AffineTransform2D(rotationAngle: Double(turns) * .pi / 2)
        transitionDuration = Self.quarterTurnDuration * Double(max(1, abs(turns)))
    }

    /// Quarter turns (−2…2) from one interface orientation to another; 0 unless both are valid.
    package static func quarterTurns(from old: Device.Orientation, to new: Device.Orientation) -> Int {
        func angle(_ o: Device.Orientation) -> Int? {
            switch o {
            case .portrait: 0
            case .landscapeLeft: 1
            case .portraitUpsideDown: 2
            case .landscapeRight: 3
            default: nil
            }
        }
        guard let a = angle(old), let b = angle(new) else { return 0 }
        let d = ((a - b) % 4 + 4) % 4
        return d == 3 ? -1 : d
    }

    public var isAnimated: Bool { transitionDuration > 0 }
    public var presentationStyle: ModalPresentationStyle { .none }
    public var initiallyInteractive: Bool { false }
    public var isInterruptible: Bool { false }
    public var isInteractive: Bool { false }
    public var isCancelled: Bool { false }
    public var percentComplete: CGFloat { finished ? 1 : 0 }
    public var completionVelocity: CGFloat { 1 }
    public var completionCurve: View.AnimationCurve { .easeInOut }
    public func viewController(forKey key: TransitionKey) -> ViewController? { nil }
    public func view(forKey key: TransitionKey) -> View? { nil }

    @discardableResult
    public func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        guard !finished else { return false }
        if let completion { completions.append(completion) }
        if let animation {
            if started { animation(self) } else { alongside.append(animation) }
        }
        return true
    }

    @discardableResult
    public func animateAlongsideTransition(
        in view: View?,
        animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)? = nil
    ) -> Bool {
        animate(alongsideTransition: animation, completion: completion)
    }

    /// A size change is never interactive: the handlers never run.
    public func notifyWhenInteractionChanges(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void) {}
    public func notifyWhenInteractionEnds(_ handler: @escaping (any ViewControllerTransitionCoordinatorContext) -> Void) {}

    /// Runs `changes` and the alongside animations in one animation block, then the completions.
    func perform(in simulation: Simulation, _ changes: () -> Void) {
        simulation.animate(
            duration: transitionDuration, curve: .easeInOut,
            animations: {
                started = true
                changes()
                let registered = alongside
                alongside = []
                for a in registered { a(self) }
            },
            completion: { [self] _ in
                finished = true
                let registered = completions
                completions = []
                for c in registered { c(self) }
            })
    }
}
