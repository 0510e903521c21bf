import Foundation

extension NavigationController {

    /// Replaces the stack. When the top changes, one transition runs from the old top to the new
    /// one — a push if the new top was not in the stack, else a pop — with the delegate's
    /// animator for that operation; controllers that leave the stack leave their parent when it
    /// completes, new ones become children. An empty navigation controller takes the new stack
    /// without a transition. An empty array, or a call while a transition runs, is refused.
    func replaceStack(with new: [ViewController], animated: Bool) throws(TransitionError) {
        _ = view
        guard let to = new.last else { throw .notFound("a root for \(reportTitle) (setViewControllers)") }
        guard activeTransition == nil else { throw simulation.nested(.transitionInFlight(container: reportTitle), "setViewControllers on \(reportTitle)") }
        let old = stack
        func settle() {
            for vc in old where !new.contains(where: { $0 === vc }) && vc.parent === self {
                vc.willMove(toParent: nil)
                if vc.isViewLoaded, vc.view.superview === contentView { vc.view.removeFromSuperview() }
                vc.removeFromParent()
            }
            for vc in new where vc.parent !== self {
                addChild(vc)
                vc.didMove(toParent: self)
            }
            stack = new
            topControllerChanged()
        }
        guard let from = stack.last else {
            settle()
            to.view.frame = contentView.bounds
            contentView.addSubview(to.view)
            if appearanceState == .appearing || appearanceState == .appeared {
                to.beginAppearance(true, animated: false)
                if appearanceState == .appeared { to.endAppearanceIfNeeded() }
            }
            return
        }
        guard from !== to else { return settle() }
        let isPush = !old.contains { $0 === to }
        if isPush {
            guard to.parent == nil, to.ownPresentingViewController == nil, to !== self else { throw .alreadyPresenting(to.reportTitle) }
        }
        delegate?.navigationController(self, willShow: to, animated: animated)
        let animator: any ViewControllerAnimatedTransitioning =
            isPush
            ? liveDelegate?.navigationController(self, animationControllerFor: .push, from: from, to: to) ?? to.systemNavigationAnimator(SlideAnimator(direction: 1, curve: .easeInOut))
            : popAnimator(from: from, to: to, curve: .easeInOut)
        let interaction = delegate?.navigationController(self, interactionControllerFor: animator)
        let keepsFrom = new.contains { $0 === from }
        try ChildTransition.run(
            container: self, in: contentView, from: from, to: to, kind: isPush ? .push : .pop, animated: animated,
            keepsFrom: keepsFrom, removesTo: isPush, animator: animator, interaction: interaction
        ) { [weak self] completed in
            if completed { settle() }
            guard let self else { return }
            self.delegate?.navigationController(self, didShow: completed ? to : from, animated: animated)
        }
    }

    /// Empties the stack at once, without a transition (a split view controller collapsing this
    /// controller's stack onto another's): every controller leaves this one, and is returned.
    func detachStack() -> [ViewController] {
        let all = stack
        for vc in all where vc.parent === self {
            vc.willMove(toParent: nil)
            if vc.isViewLoaded, vc.view.superview === contentView { vc.view.removeFromSuperview() }
            vc.removeFromParent()
        }
        stack = []
        return all
    }
}
