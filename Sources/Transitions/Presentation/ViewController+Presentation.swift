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

    func performPresent(_ vc: ViewController, animated: Bool, completion: (() -> Void)?) throws(TransitionError) {
        guard let window = view.window else { throw .notFound("\(reportTitle) is not in a window") }
        guard presentedViewController == nil, vc.presentingViewController == nil, vc.parent == nil else {
            throw .alreadyPresenting(presentedViewController?.reportTitle ?? vc.reportTitle)
        }
        guard vc !== self else { throw .alreadyPresenting(reportTitle) }
        guard activeTransition == nil else { throw simulation.nested(.transitionInFlight(container: reportTitle), "present(\(vc.reportTitle))") }
        // UIKit refuses to present from a controller whose own presentation or dismissal is in
        // flight ("Attempt to present … while a presentation is in progress").
        var p = presentingViewController
        while let cur = p {
            if let t = cur.activeTransition, t.kind == .present || t.kind == .dismiss {
                throw simulation.nested(.transitionInFlight(container: cur.reportTitle), "present(\(vc.reportTitle)) from \(reportTitle)")
            }
            p = cur.presentingViewController
        }
        let delegate = vc.liveTransitioningDelegate()
        var pc: PresentationController
        if vc.modalPresentationStyle == .custom {
            pc =
                delegate?.presentationController(forPresented: vc, presenting: self, source: self)
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
        vc.presentationController = pc
        if !StoredScalars.isLibrary(type(of: vc)) { simulation.noteReached("view controller \(type(of: vc)) presented") }
        if !StoredScalars.isLibrary(type(of: pc)) { simulation.noteReached("presentation controller \(type(of: pc))") }
        if let d = vc.transitioningDelegate, !StoredScalars.isLibrary(type(of: d)) { simulation.noteReached("transitioning delegate \(type(of: d))") }
        presentedViewController = vc
        vc.presentingViewController = self

        let custom = delegate?.animationController(forPresented: vc, presenting: self, source: self)
        let animator: (any ViewControllerAnimatedTransitioning)? = custom ?? (animated ? vc.modalTransitionStyle.systemAnimator() : nil)
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
                self.presentedViewController = nil
                vc.presentingViewController = nil
                vc.presentationController = nil
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
        let presenter: ViewController
        if presentedViewController != nil {
            presenter = self
        } else if let p = presentingViewController {
            presenter = p
        } else {
            throw .nothingToDismiss(reportTitle)
        }
        guard let vc = presenter.presentedViewController else { throw .nothingToDismiss(reportTitle) }
        if let top = vc.presentedViewController { throw .alreadyPresenting(top.reportTitle) }
        guard presenter.activeTransition == nil else {
            throw simulation.nested(.transitionInFlight(container: presenter.reportTitle), "dismiss(\(vc.reportTitle))")
        }
        guard let pc = vc.presentationController, let container = pc.containerView else {
            throw .notFound("presentation of \(vc.reportTitle)")
        }
        let delegate = vc.liveTransitioningDelegate()
        let custom = delegate?.animationController(forDismissed: vc)
        let animator: (any ViewControllerAnimatedTransitioning)? = custom ?? (animated ? vc.modalTransitionStyle.systemAnimator() : nil)
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
                presenter.presentedViewController = nil
                vc.presentingViewController = nil
                vc.presentationController = nil
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
