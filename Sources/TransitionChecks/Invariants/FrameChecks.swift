import Foundation
import Transitions

/// The rules checked on every rendered frame while a transition is in flight (not only between
/// the scenario's steps), through the simulation's per-frame hook:
///
/// * at most one transition per container;
/// * from the first frame after it starts, the incoming controller's view is in the container view
///   (or, for a dismissal that restores the presenter, in the window);
/// * while a finger drives an interactive transition (no finish or cancel yet), nothing moves the
///   transition's views with the clock: progress follows the finger within the frame;
/// * the geometry of every animated view is finite;
/// * the view the transition is about (the incoming one going forward, the outgoing one going
///   back) is seen on some frame: on screen, drawn, not under an opaque view — checked when the
///   transition ends (`TransitionWorld`).
///
/// Problems go to `TransitionWorld.frameProblems`; the invariant "checked on every frame" reports
/// them after the step in which they happened.
enum FrameChecks {
    static func run(_ w: TransitionWorld) {
        guard !w.tracks.isEmpty, w.frameProblems.count < 20 else { return }
        var live: [TransitionContext] = []
        for (_, t) in w.tracks { if let c = t.context, c.isInFlight, !c.isComplete { live.append(c) } }
        guard !live.isEmpty else { return }
        live.sort { $0.id < $1.id }
        var perContainer: [ObjectIdentifier: Int] = [:]
        for ctx in live {
            if let host = host(of: ctx) { perContainer[ObjectIdentifier(host), default: 0] += 1 }
            guard let track = w.tracks[ctx.id] else { continue }
            let frames = w.sim.frameCount - ctx.startFrame
            track.frames = frames
            let to = ctx.view(forKey: .to)
            let onScreen = ctx.containerView.window === w.window
            if frames >= 1, let to, !to.isDescendant(of: ctx.containerView), !(onScreen && to.window === w.window) {
                w.frameProblems.append(
                    "t=\(w.sim.now) \(ctx.kind.rawValue) (context \(ctx.id)): the incoming view \(to) is not in the container view")
            }
            if ctx.isInteractive, !ctx.interactionDecided {
                let roots = [ctx.view(forKey: .from), to].compactMap { $0 }
                let moving = w.sim.viewsMovingWithClock(under: roots)
                if !moving.isEmpty {
                    w.frameProblems.append(
                        "t=\(w.sim.now) \(ctx.kind.rawValue) (context \(ctx.id)): \(moving.map(\.modelName)) move with the clock "
                            + "while the finger drives the transition (progress \(ctx.percentComplete)): it plays through instead of following the finger")
                }
            }
            // A transition in a container that is off screen or under another screen is not seen.
            // (Interactive transitions are exempt: a finger may keep the view off screen.)
            // So is one whose container is being carried by another animation (a presentation
            // sliding the presenter away while a child switch runs inside it).
            if !track.movingViewSeen, !ctx.isInteractive, !track.offScreen,
                !onScreen || w.window.opaqueCover(of: ctx.containerView) != nil
                    || carriedByAnotherAnimation(ctx.containerView)
            {
                track.offScreen = true
            }
            if !track.movingViewSeen, !ctx.isInteractive, !track.offScreen, let moving = track.movingForward ? to : ctx.view(forKey: .from) {
                // The view, or else a snapshot of it standing in for it (animators often animate one).
                func look(at candidate: View) {
                    guard candidate.window === w.window, candidate.effectivePresentationAlpha > 0.01, w.window.visibleArea(of: candidate) > 0
                    else { return }
                    if let cover = w.window.opaqueCover(of: candidate) {
                        track.lastCover = cover.modelName
                    } else {
                        track.movingViewSeen = true
                    }
                }
                // An outgoing view already outside the screen when the transition starts (dragged
                // off by the finger, then dismissed) has nothing to show: not a layering fault.
                if !track.movingForward, frames <= 1, moving.window === w.window, w.window.visibleArea(of: moving) <= 0,
                    !w.window.allDescendants.contains(where: { $0.isSnapshot && $0.snapshotSource === moving && w.window.visibleArea(of: $0) > 0 })
                {
                    track.offScreen = true
                    continue
                }
                if moving.bounds.width > 0, moving.bounds.height > 0 { track.movingViewHadArea = true }
                look(at: moving)
                if !track.movingViewSeen {
                    for standIn in w.window.allDescendants where standIn.isSnapshot && standIn.snapshotSource === moving {
                        look(at: standIn)
                        if track.movingViewSeen { break }
                    }
                }
            }
        }
        for (_, n) in perContainer where n > 1 {
            w.frameProblems.append("t=\(w.sim.now): two transitions in flight in one container")
        }
        // Geometry only changes through the model and its animations: check what moves.
        var broken = w.sim.nonFiniteAnimatedViews
        for ctx in live {
            for v in [ctx.view(forKey: .from), ctx.view(forKey: .to)] {
                if let v, !v.hasFiniteGeometry, !broken.contains(where: { $0 === v }) { broken.append(v) }
            }
        }
        for v in broken {
            w.frameProblems.append("t=\(w.sim.now): \(v) has non-finite geometry")
        }
    }

    /// The container a transition runs in: the parent of a child transition's controllers, or the
    /// presenter of a presentation.
    static func host(of ctx: TransitionContext) -> ViewController? {
        guard let from = ctx.viewController(forKey: .from) else { return nil }
        switch ctx.kind {
        case .present: return from
        case .dismiss: return ctx.viewController(forKey: .to)
        default: return from.parent ?? ctx.viewController(forKey: .to)?.parent
        }
    }
}

/// True when an ancestor of `view` is animating: the view moves on screen for reasons outside the
/// transition running inside it.
private func carriedByAnotherAnimation(_ view: View) -> Bool {
    var v = view.superview
    while let cur = v {
        if cur.hasAnimations { return true }
        v = cur.superview
    }
    return false
}
