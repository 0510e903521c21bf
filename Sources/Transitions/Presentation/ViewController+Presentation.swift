import Foundation

/// Modal presentation and dismissal with UIKit's rules.
///
/// * The transitioning delegate (weak) may vend an animator, an interaction controller and, for
///   `.custom`, a presentation controller. Without an animator an animated presentation uses the
///   default cover-vertical animator.
/// * `view(forKey:)` returns nil for the presenter's view whenever the presentation controller
///   keeps it (`shouldRemovePresentersView == false`): the animator must not touch it.
/// * `.fullScreen` removes the presenter's view when the presentation completes and puts it back
///   where it was when the dismissal completes. Views the animator moved into the container
///   leave the window with the container — the "black screen after a .custom dismissal".
/// * The presenter gets viewWillDisappear/viewDidDisappear only when its view is removed.
extension ViewController {

    /// `presentedViewController`: the controller presented by this one or, when it presents
    /// none, by its nearest ancestor that does (UIKit's header: "the view controller that was
    /// presented by this view controller or its nearest ancestor"). A child of a navigation
    /// controller sees what the navigation controller presented for it.
    public var presentedViewController: ViewController? {
        var cur: ViewController? = self
        while let c = cur {
            if let p = c.ownPresentedViewController { return p }
            cur = c.parent
        }
        return nil
    }

    /// `presentingViewController`: the controller that presented this one or, when it was not
    /// presented, its farthest ancestor (UIKit's header: "the view controller that presented this
    /// view controller (or its farthest ancestor)"). Nil when neither was presented.
    public var presentingViewController: ViewController? {
        if let p = ownPresentingViewController { return p }
        return farthestAncestor.ownPresentingViewController
    }

    /// The top of this controller's containment chain: the window's root or a presented controller.
    package var farthestAncestor: ViewController {
        var vc = self
        while let p = vc.parent { vc = p }
        return vc
    }

    /// The controller that handles a presentation asked of this one, in `style` (UIKit's
    /// presentation context). `present(_:animated:completion:)`: "a full-screen presentation must
    /// be made by a view controller that itself covers the entire screen. If the current view
    /// controller is unable to fulfill a request, it forwards the request up the view controller
    /// hierarchy to its nearest parent". So every style goes to the farthest ancestor, except the
    /// context styles (`.currentContext`, `.overCurrentContext`), which go to the nearest
    /// controller from this one up that `definesPresentationContext`, else to the farthest
    /// ancestor as well ("If no view controller defines the presentation context, UIKit asks the
    /// window's root view controller").
    package func presentationHost(for style: ModalPresentationStyle) -> ViewController {
        if style == .currentContext || style == .overCurrentContext {
            var cur: ViewController? = self
            while let c = cur {
                if c.definesPresentationContext { return c }
                cur = c.parent
            }
        }
        return farthestAncestor
    }

    /// Presents `vc` from this controller, which is the presentation's host
    /// (`presentationHost(for:)`); `source` is the controller the app asked, which the
    /// transitioning delegate hears as `source`.
    func performPresent(_ vc: ViewController, source: ViewController, animated: Bool, completion: (() -> Void)?) throws(TransitionError) {
        guard let window = view.window else { throw .notFound("\(reportTitle) is not in a window") }
        guard ownPresentedViewController == nil, vc.ownPresentingViewController == nil, vc.parent == nil else {
            throw .alreadyPresenting(ownPresentedViewController?.reportTitle ?? vc.reportTitle)
        }
        // UIKit raises "Application tried to present modally an active controller" for a
        // controller that presents, or that is this one or above it: refused, recorded.
        guard !isInHierarchy(above: vc), vc.ownPresentedViewController == nil else { throw .alreadyPresenting(vc.reportTitle) }
        guard activeTransition == nil else { throw simulation.nested(.transitionInFlight(container: reportTitle), "present(\(vc.reportTitle))") }
        // UIKit refuses to present from a controller whose own presentation or dismissal is in
        // flight ("Attempt to present … while a presentation is in progress").
        var p = ownPresentingViewController
        while let cur = p {
            if let t = cur.activeTransition, t.kind == .present || t.kind == .dismiss {
                throw simulation.nested(.transitionInFlight(container: cur.reportTitle), "present(\(vc.reportTitle)) from \(reportTitle)")
            }
            p = cur.ownPresentingViewController
        }
        let delegate = vc.liveTransitioningDelegate()
        var pc: PresentationController
        if vc.modalPresentationStyle == .custom {
            pc =
                delegate?.presentationController(forPresented: vc, presenting: self, source: source)
                ?? PresentationController(presentedViewController: vc, presenting: self)
            pc.presentingViewController = self
        } else if vc.modalPresentationStyle == .popover, let popover = vc.popoverPresentationController {
            popover.presentingViewController = self
            pc = popover
        } else if vc.modalPresentationStyle.isSheet {
            // UIKit's sheet (iOS 15+): the one the app may have configured already.
            let sheet = vc.sheetStorage ?? SheetPresentationController(presentedViewController: vc, presenting: self)
            vc.sheetStorage = sheet
            sheet.presentingViewController = self
            pc = sheet
        } else {
            pc = SystemPresentationController(presented: vc, presenting: self, removesPresenter: vc.modalPresentationStyle.removesPresenter)
        }
        if vc.modalPresentationStyle == .custom || vc.modalPresentationStyle == .popover {
            pc = adaptedPresentationController(pc, for: vc)
        }
        let container = View(simulation, frame: window.bounds, name: "transition(\(vc.reportTitle))")
        window.addSubview(container)
        pc.containerView = container
        container.owningPresentation = pc
        placementAtPresentation = Placement(of: view)
        vc.modelPresentationController = pc
        if !StoredScalars.isLibrary(type(of: vc)) { simulation.noteReached("view controller \(type(of: vc)) presented") }
        if !StoredScalars.isLibrary(type(of: pc)) { simulation.noteReached("presentation controller \(type(of: pc))") }
        if let d = vc.transitioningDelegate, !StoredScalars.isLibrary(type(of: d)) { simulation.noteReached("transitioning delegate \(type(of: d))") }
        ownPresentedViewController = vc
        vc.ownPresentingViewController = self

        let custom = delegate?.animationController(forPresented: vc, presenting: self, source: source)
        let animator: (any ViewControllerAnimatedTransitioning)? = custom ?? (animated ? vc.systemPresentationAnimator() : nil)
        let interaction = custom.flatMap { delegate?.interactionControllerForPresentation(using: $0) }
        let removes = pc.shouldRemovePresentersView
        let presenterView: View = view
        let interactive = animated && (interaction?.wantsInteractiveStart ?? false)
        let ctx = TransitionContext(
            simulation: simulation, kind: .present, container: container, from: self, to: vc,
            fromView: removes ? presenterView : nil, toView: vc.view, animated: animated, interactive: interactive,
            style: vc.modalPresentationStyle
        ) { [weak self] ctx, completed in
            guard let self else { return }
            self.activeTransition = nil
            if completed {
                pc.presentationTransitionDidEnd(true)
                if removes {
                    // Where the presenter's view belongs: where it is now, or, when the animator
                    // moved it into the transition's container (animators written for pushes add
                    // both views), where it was before the presentation — UIKit puts it back
                    // there after the dismissal either way.
                    let now = Placement(of: presenterView)
                    let moved = now.map { $0.superview?.isDescendant(of: container) ?? true } ?? true
                    self.savedPresenterPlacement = moved ? self.placementAtPresentation : now
                    presenterView.removeFromSuperview()
                    self.endAppearanceIfNeeded()
                }
                vc.endAppearanceIfNeeded()
            } else {
                pc.presentationTransitionDidEnd(false)
                vc.view.removeFromSuperview()
                container.removeFromSuperview()
                self.ownPresentedViewController = nil
                vc.ownPresentingViewController = nil
                vc.modelPresentationController = nil
                // From now on only the app can keep the presentation controller: it keeps its
                // controllers as UIKit's does (a popover's or a sheet's is the presented controller's own).
                if vc.popoverStorage !== pc, vc.sheetStorage !== pc { pc.holdControllers() }
                vc.beginAppearance(false, animated: animated)
                vc.endAppearanceIfNeeded()
                if removes {
                    self.beginAppearance(true, animated: animated)
                    self.endAppearanceIfNeeded()
                }
            }
            vc.uikitState.isBeingPresented = false
            completion?()
        }
        ctx.presentation = pc
        simulation.transitionWillBegin?(ctx)
        ctx.frames[ObjectIdentifier(vc)] = (.zero, pc.frameOfPresentedViewInContainerView)
        ctx.frames[ObjectIdentifier(self)] = (presenterView.frameInWindow, removes ? .zero : presenterView.frameInWindow)
        activeTransition = ctx
        vc.uikitState.isBeingPresented = true
        vc.beginAppearance(true, animated: animated)
        if removes { beginAppearance(false, animated: animated) }
        pc.presentationTransitionWillBegin()
        TransitionRunner.run(ctx, animator: animator, interaction: interaction)
        // The run loop's layout pass after the transition is set up: the new container view lays
        // out (containerViewWillLayoutSubviews / DidLayoutSubviews, the views inside it).
        if !ctx.isComplete { container.layoutIfNeeded() }
    }

    func performDismiss(animated: Bool, completion: (() -> Void)?) throws(TransitionError) {
        // UIKit: the presenter dismisses what it presented; asked of a controller that presents
        // nothing, the presentation showing it is dismissed. Both answers are the ancestor-aware
        // ones: a child of a presented navigation controller dismisses the navigation controller.
        let presenter: ViewController
        if let presented = presentedViewController, let p = presented.ownPresentingViewController {
            presenter = p
        } else if let p = presentingViewController {
            presenter = p
        } else {
            throw .nothingToDismiss(reportTitle)
        }
        guard let vc = presenter.ownPresentedViewController else { throw .nothingToDismiss(reportTitle) }
        // A stack of presentations: UIKit dismisses the presenter's immediate child "and all view
        // controllers above that child on the stack … only the top-most view is dismissed in an
        // animated fashion; any intermediate view controllers are simply removed from the stack".
        // The model removes the ones above `vc` first, top down, without animation (no animator
        // is asked), then dismisses `vc` as asked. Everything is checked before anything moves.
        var stack = [presenter, vc]
        while let p = stack.last?.ownPresentedViewController { stack.append(p) }
        for c in stack where c.activeTransition != nil {
            throw simulation.nested(.transitionInFlight(container: c.reportTitle), "dismiss(\(vc.reportTitle))")
        }
        for c in stack.dropFirst() where c.modelPresentationController?.containerView == nil {
            throw .notFound("presentation of \(c.reportTitle)")
        }
        for host in stack.dropFirst().dropLast().reversed() {
            try host.dismissOwnPresented(animated: false, completion: nil, removingFromStack: true)
        }
        try presenter.dismissOwnPresented(animated: animated, completion: completion, removingFromStack: false)
    }

    /// Dismisses the controller this one presents, which presents nothing (checked by the
    /// caller). `removingFromStack`: an intermediate of a stack UIKit removes without asking its
    /// transitioning delegate.
    private func dismissOwnPresented(animated: Bool, completion: (() -> Void)?, removingFromStack: Bool) throws(TransitionError) {
        let presenter = self
        guard let vc = ownPresentedViewController, let pc = vc.modelPresentationController, let container = pc.containerView else {
            throw .nothingToDismiss(reportTitle)
        }
        let delegate = removingFromStack ? nil : vc.liveTransitioningDelegate()
        let custom = delegate?.animationController(forDismissed: vc)
        let animator: (any ViewControllerAnimatedTransitioning)? = custom ?? (animated ? vc.systemPresentationAnimator() : nil)
        let interaction = custom.flatMap { delegate?.interactionControllerForDismissal(using: $0) }
        let removes = pc.shouldRemovePresentersView
        let presenterView: View = presenter.view
        let interactive = animated && (interaction?.wantsInteractiveStart ?? false)
        let ctx = TransitionContext(
            simulation: simulation, kind: .dismiss, container: container, from: vc, to: presenter,
            fromView: vc.view, toView: removes ? presenterView : nil, animated: animated, interactive: interactive,
            style: vc.modalPresentationStyle
        ) { ctx, completed in
            presenter.activeTransition = nil
            if completed {
                pc.dismissalTransitionDidEnd(true)
                vc.view.removeFromSuperview()
                container.removeFromSuperview()
                presenter.ownPresentedViewController = nil
                vc.ownPresentingViewController = nil
                vc.modelPresentationController = nil
                // From now on only the app can keep the presentation controller: it keeps its
                // controllers as UIKit's does (a popover's or a sheet's is the presented controller's own).
                if vc.popoverStorage !== pc, vc.sheetStorage !== pc { pc.holdControllers() }
                if removes, let p = presenter.savedPresenterPlacement, let sv = p.superview, presenterView.superview !== sv {
                    sv.insertSubview(presenterView, at: p.index)
                }
                presenter.savedPresenterPlacement = nil
                if self.simulation.systemVersion == .iOS7, presenterView.window == nil, let p = presenter.placementAtPresentation,
                    let sv = p.superview
                {
                    sv.insertSubview(presenterView, at: p.index)  // iOS 7: the system restores the presenter's view
                }
                presenter.placementAtPresentation = nil
                vc.endAppearanceIfNeeded()
                if removes { presenter.endAppearanceIfNeeded() }
            } else {
                pc.dismissalTransitionDidEnd(false)
                if removes { presenterView.removeFromSuperview() }
                vc.beginAppearance(true, animated: animated)
                vc.endAppearanceIfNeeded()
                if removes {
                    presenter.beginAppearance(false, animated: animated)
                    presenter.endAppearanceIfNeeded()
                }
            }
            vc.uikitState.isBeingDismissed = false
            completion?()
        }
        ctx.presentation = pc
        simulation.transitionWillBegin?(ctx)
        presenter.activeTransition = ctx
        vc.uikitState.isBeingDismissed = true
        vc.beginAppearance(false, animated: animated)
        if removes { presenter.beginAppearance(true, animated: animated) }
        if removes, presenterView.superview == nil {
            // UIKit puts the presenter's view back under the container for the dismissal.
            if let window = container.superview { window.insertSubview(presenterView, belowSubview: container) }
        }
        ctx.frames[ObjectIdentifier(vc)] = (vc.view.frame, .zero)
        ctx.frames[ObjectIdentifier(presenter)] = (.zero, presenterView.frame)
        pc.dismissalTransitionWillBegin()
        TransitionRunner.run(ctx, animator: animator, interaction: interaction)
    }
}
