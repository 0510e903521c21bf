/// Starts a transition the way UIKit does, for every container.
///
/// * Not animated: the views are placed at their final frames and the context completes at once
///   — except a `.custom` presentation or dismissal, whose animator runs with `isAnimated` false
///   (UIKit's `isAnimated` documentation: the animator installs the final views without
///   animating; it must still complete the context). No interaction controller is started then.
/// * With an interaction controller: it is started (`startInteractiveTransition(_:)`) and drives
///   the animator — also when it does not want an interactive start (`wantsInteractiveStart`
///   false: the context is not interactive at first, and an interruptible transition starts its
///   own animation and may be grabbed later; UIKit's header: "it is possible to start it as if
///   it was not interactive and then interrupt the transition and interact with it"). UIKit
///   never calls the animator's `animateTransition(using:)` then (Apple's interruptible sample
///   leaves it empty).
/// * Otherwise the animator runs, and interaction events are ignored until the context completes.
enum TransitionRunner {
    static func run(
        _ context: TransitionContext, animator: (any ViewControllerAnimatedTransitioning)?,
        interaction: (any ViewControllerInteractiveTransitioning)?
    ) {
        context.simulation.asCurrent { start(context, animator: animator, interaction: interaction) }
    }

    private static func start(
        _ context: TransitionContext, animator: (any ViewControllerAnimatedTransitioning)?,
        interaction: (any ViewControllerInteractiveTransitioning)?
    ) {
        let sim = context.simulation
        context.animator = animator
        context.startFrame = sim.frameCount
        if let animator {
            sim.census.register(animator, .animator, name: "\(type(of: animator))")
            if !StoredScalars.isLibrary(type(of: animator)) { sim.noteReached("animator \(type(of: animator))") }
        }
        if let interaction {
            sim.census.register(interaction, .interactionController, name: "\(type(of: interaction))")
            if !StoredScalars.isLibrary(type(of: interaction)) { sim.noteReached("interaction controller \(type(of: interaction))") }
        }
        sim.log(context.fromVC, .transitionBegan(kind: context.kind.rawValue, interactive: context.isInteractive))
        // A `.custom` presentation or dismissal runs its animator even when not animated, with
        // `isAnimated` false (Apple: the animator then installs the final views without
        // animating); other styles run none then.
        let unanimatedCustom = !context.isAnimated && context.presentationStyle == .custom && (context.kind == .present || context.kind == .dismiss)
        guard context.isAnimated || unanimatedCustom, let animator else {
            context.isInFlight = true
            startAlongside(context)
            if let to = context.view(forKey: .to), to.superview == nil { context.containerView.addSubview(to) }
            if let to = context.view(forKey: .to) {
                let f = context.finalFrame(for: context.toVC)
                if f != .zero { to.frame = f }
            }
            context.completeTransition(true)
            return
        }
        if let interaction, context.isAnimated {
            context.isInFlight = true
            context.interactionController = interaction
            interaction.startInteractiveTransition(context)
            startAlongside(context)
            return
        }
        sim.application.beginIgnoringInteractionEvents()
        context.endsIgnoring = true
        context.isInFlight = true
        animator.animateTransition(using: context)
        startAlongside(context)
    }

    /// Runs the alongside animations registered so far; later ones run at once.
    static func startAlongside(_ context: TransitionContext) {
        context.alongsideStarted = true
        let blocks = context.alongsideAnimations
        context.alongsideAnimations = []
        for b in blocks { b() }
    }

    /// Common end of every transition: re-enable interaction, tell the animator, journal.
    static func finish(_ context: TransitionContext, completed: Bool) {
        if context.endsIgnoring {
            context.endsIgnoring = false
            context.simulation.application.endIgnoringInteractionEvents()
        }
        context.animator?.animationEnded(completed)
        context.simulation.transitionDidEnd?(context, completed)
        context.simulation.log(context.fromVC, .transitionCompleted(kind: context.kind.rawValue, didComplete: completed))
    }
}
