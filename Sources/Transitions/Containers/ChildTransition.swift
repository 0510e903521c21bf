import Foundation

/// The child-swap transition shared by the custom container, the tab bar and the navigation
/// controller, with UIKit's containment and appearance order:
///
/// ```
/// begin:    from.willMove(nil), addChild(to) → to.willMove(container),
///           to.viewWillAppear, from.viewWillDisappear          (when the container is on screen)
/// complete: from.view removed, from.removeFromParent() → didMove(nil), to.didMove(container),
///           to.viewDidAppear, from.viewDidDisappear
/// cancel:   to.view removed, to.removeFromParent() → didMove(nil), from.didMove(container),
///           to.viewWillDisappear/DidDisappear, from.viewWillAppear/DidAppear
/// ```
/// When `keepsFrom` is true (navigation push), `from` stays a child: only its view leaves.
enum ChildTransition {
    static func run(
        container: ViewController, in host: View, from: ViewController, to: ViewController,
        kind: TransitionKind, animated: Bool, keepsFrom: Bool, removesTo: Bool,
        travel: Double? = nil, style: ModalPresentationStyle = .fullScreen,
        animator: (any ViewControllerAnimatedTransitioning)?,
        interaction: (any ViewControllerInteractiveTransitioning)?,
        done: @escaping (Bool) -> Void
    ) throws(TransitionError) {
        guard container.activeTransition == nil else {
            throw container.simulation.nested(.transitionInFlight(container: container.reportTitle), "\(kind.rawValue) \(to.reportTitle)")
        }
        let onScreen = container.appearanceState == .appeared || container.appearanceState == .appearing
        if !keepsFrom { container.transitionStep(.willMove(from, nil)) }
        if to.parent !== container { container.addChild(to) }
        let interactive = animated && (interaction?.wantsInteractiveStart ?? false)
        let ctx = TransitionContext(
            simulation: container.simulation, kind: kind, container: host, from: from, to: to,
            fromView: from.view, toView: to.view, animated: animated, interactive: interactive, style: style
        ) { ctx, completed in
            container.activeTransition = nil
            if completed {
                container.transitionStep(.removeView(from.view))
                if !keepsFrom { from.removeFromParent() }
                if removesTo { container.transitionStep(.didMove(to, container)) }
                if onScreen {
                    container.transitionStep(.endAppearance(to))
                    container.transitionStep(.endAppearance(from))
                }
                // The container may have started or ended its own appearance transition meanwhile
                // (a push over it, a pop back to it): the removed child ends disappeared, the
                // shown child follows the container.
                if !keepsFrom || from.view.window == nil { forceDisappeared(from, in: container) }
                sync(to, with: container)
            } else {
                container.transitionStep(.removeIncomingView(to.view))
                if removesTo { to.removeFromParent() }
                if !keepsFrom { from.didMove(toParent: container) }
                if from.view.superview !== host { host.addSubview(from.view) }
                // Undo the appearance changes — but `from` only reappears if the container is
                // still on screen (it may have been covered meanwhile, e.g. by a push).
                let stillOnScreen = container.appearanceState == .appeared || container.appearanceState == .appearing
                if onScreen {
                    to.beginAppearance(false, animated: animated)
                    to.endAppearanceIfNeeded()
                }
                if onScreen && stillOnScreen {
                    from.beginAppearance(true, animated: animated)
                    from.endAppearanceIfNeeded()
                }
                forceDisappeared(to, in: container)
                sync(from, with: container)
            }
            done(completed)
        }
        container.simulation.transitionWillBegin?(ctx)
        if let travel {
            // A container that knows the direction (seed 000's private context): the outgoing view
            // leaves by `travel`, the incoming one arrives from the opposite side.
            ctx.frames[ObjectIdentifier(from)] = (host.bounds, host.bounds.offsetBy(dx: travel, dy: 0))
            ctx.frames[ObjectIdentifier(to)] = (host.bounds.offsetBy(dx: -travel, dy: 0), host.bounds)
        } else {
            // UIKit's navigation controller: the incoming view's start and the outgoing view's end
            // are unknown (`.zero`).
            ctx.frames[ObjectIdentifier(from)] = (host.bounds, .zero)
            ctx.frames[ObjectIdentifier(to)] = (.zero, host.bounds)
        }
        container.activeTransition = ctx
        if onScreen {
            container.transitionStep(.beginAppearance(to, true, animated))
            container.transitionStep(.beginAppearance(from, false, animated))
        }
        TransitionRunner.run(ctx, animator: animator, interaction: interaction)
    }
}

/// Ends `vc` disappeared (its view has left the screen), through the container's steps.
func forceDisappeared(_ vc: ViewController, in container: ViewController) {
    guard vc.appearanceState != .disappeared else { return }
    container.transitionStep(.beginAppearance(vc, false, false))
    container.transitionStep(.endAppearance(vc))
}

/// Brings a child's appearance state in line with its container's, through the container's steps.
func sync(_ child: ViewController, with container: ViewController) {
    switch container.appearanceState {
    case .appeared:
        if child.appearanceState != .appeared {
            container.transitionStep(.beginAppearance(child, true, false))
            container.transitionStep(.endAppearance(child))
        }
    case .appearing:
        if child.appearanceState == .disappeared || child.appearanceState == .disappearing {
            container.transitionStep(.beginAppearance(child, true, false))
        }
    case .disappearing:
        if child.appearanceState == .appeared || child.appearanceState == .appearing {
            container.transitionStep(.beginAppearance(child, false, false))
        }
    case .disappeared:
        forceDisappeared(child, in: container)
    }
}
