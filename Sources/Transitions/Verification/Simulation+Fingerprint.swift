import Foundation

extension Simulation {
    /// The canonical fingerprint of this simulation as seen from `window`; `extra` adds the
    /// caller's own facts, referring to objects by the walk's labels.
    package func fingerprint(window: Window, extra: (inout FingerprintHasher, FingerprintLabels) -> Void) -> StateFingerprint {
        var h = FingerprintHasher()
        var labels = FingerprintLabels()
        // Controllers first, so views can name the controller that owns them.
        var owners: [ObjectIdentifier: Int] = [:]
        var stack: [ViewController] = window.rootViewController.map { [$0] } ?? []
        var order: [ViewController] = []
        while let vc = stack.popLast(), order.count < 100_000 {
            guard labels.controllers[ObjectIdentifier(vc)] == nil else { continue }
            labels.controllers[ObjectIdentifier(vc)] = order.count
            labels.titles[vc.title] = order.count
            if vc.isViewLoaded { owners[ObjectIdentifier(vc.view)] = order.count }
            order.append(vc)
            // Pushed last, walked first: presented, children, then controllers the subclass
            // stores (a container's pages that are not children right now).
            stack += StoredScalars.controllers(in: vc).reversed()
            if let p = vc.presentedViewController { stack.append(p) }
            stack += vc.children.reversed()
        }
        // The window's tree, then the loaded views of walked controllers that are off screen
        // (a page's view keeps its geometry while another page is shown).
        var views: [View] = []
        for root in [window] + order.compactMap({ $0.isViewLoaded ? $0.view : nil }) {
            guard labels.views[ObjectIdentifier(root)] == nil else { continue }
            var viewStack: [View] = [root]
            while let v = viewStack.popLast(), views.count < 1_000_000 {
                labels.views[ObjectIdentifier(v)] = views.count
                views.append(v)
                viewStack += v.subviews.reversed()
            }
        }
        h.combine(areAnimationsEnabled)
        h.combine(order.count)
        for vc in order { hash(vc, into: &h, labels) }
        h.combine(views.count)
        for v in views { hash(v, owner: owners[ObjectIdentifier(v)] ?? -1, into: &h, labels) }
        hashClock(into: &h)
        for c in liveContexts {
            guard let c = c.value else { continue }
            h.combine(c.kind.rawValue)
            h.combine(labels.controllers[ObjectIdentifier(c.fromVC)] ?? -1)
            h.combine(labels.controllers[ObjectIdentifier(c.toVC)] ?? -1)
            for flag in [c.isComplete, c.didComplete, c.isInteractive, c.transitionWasCancelled, c.isInFlight, c.interactionDecided] { h.combine(flag) }
            h.combine(c.pendingOutcome.map { $0 ? 1 : 0 } ?? 2)
            h.combine(c.completionCalls)
            h.combine(c.percentComplete)
            h.combine(labels.label(c.containerView))
        }
        for animator in animation.propertyAnimators {
            h.combine(animator.state.rawValue)
            h.combine(animator.isRunning)
            h.combine(animator.isReversed)
            h.combine(animator.fractionComplete)
            h.combine(animator.duration)
        }
        h.combine(application.ignoringDepth)
        h.combine(violations.count)
        h.combine(systemVersion == .iOS8)
        // Library objects alive but in neither walk: leaks in the making (by kind and name).
        var offScreen: [String] = []
        for o in census.alive {
            let id = ObjectIdentifier(o.object)
            if labels.views[id] != nil || labels.controllers[id] != nil { continue }
            if let vc = o.object as? ViewController {
                offScreen.append("controller:\(vc.title.filter { !$0.isNumber }):\(vc.appearanceState.rawValue)")
            } else if o.kind == .view || o.kind == .context || o.kind == .presentationController {
                offScreen.append(o.kind.rawValue + ":" + o.name.filter { !$0.isNumber })
            }
        }
        offScreen.sort()
        for s in offScreen { h.combine(s) }
        h.combine(offScreen.count)
        extra(&h, labels)
        return h.finalize()
    }

    /// The frame phase and each scheduled event's delay; not the absolute time.
    private func hashClock(into h: inout FingerprintHasher) {
        h.combine(Double(frameCount + 1) * frameInterval - now)
        h.combine(pendingEvents)
        for t in scheduledEventTimes { h.combine(t - now) }
        h.combine(frameObserverCount)
    }

    private func hash(_ vc: ViewController, into h: inout FingerprintHasher, _ labels: FingerprintLabels) {
        h.combine(_typeName(type(of: vc), qualified: false))
        h.combine(vc.appearanceState.rawValue)
        h.combine(vc.isViewLoaded)
        h.combine(vc.modalPresentationStyle.rawValue)
        h.combine(vc.transitioningDelegate.map { _typeName(type(of: $0), qualified: false) } ?? "-")
        h.combine(vc.presentationController.map { _typeName(type(of: $0), qualified: false) } ?? "-")
        h.combine(vc.activeTransition != nil)
        h.combine(vc.definesPresentationContext)
        h.combine(vc.children.count)
        h.combine(vc.presentedViewController.flatMap { labels.controllers[ObjectIdentifier($0)] } ?? -1)
        h.combine(vc.presentingViewController.flatMap { labels.controllers[ObjectIdentifier($0)] } ?? -1)
        switch vc {
        case let p as PageSwitcherController:
            h.combine(p.selectedIndex ?? -1)
            for flag in [p.isShowingPresentation, p.showsShadow, p.showsCloseButton, p.dragging] { h.combine(flag) }
            for x in [p.addPageScrollDurationPerPage, p.addedPageFadeDuration, p.selectionDuration, p.dragOffset] { h.combine(x) }
            h.combine(p.orientation.rawValue)
            h.combine(labels.label(p.presentationView))
            h.combine(p.pageLayers.map { labels.label($0) })
            h.combine(labels.label(p.nameLabel))
            h.combine(labels.label(p.pageDots))
            h.combine(p.animationsInFlight)
            h.combine(p.leavingForPresentation.flatMap { labels.controllers[ObjectIdentifier($0)] } ?? -1)
            h.combine(p.delegate != nil)
        case let c as ContainerViewController:
            h.combine(c.viewControllers.map { labels.controllers[ObjectIdentifier($0)] ?? -1 })
            h.combine(c.selectedViewController.flatMap { labels.controllers[ObjectIdentifier($0)] } ?? -1)
            h.combine(c.panInteraction != nil)
            h.combine(c.delegate.map { _typeName(type(of: $0), qualified: false) } ?? "-")
            for x in [c.buttonsHeight, c.panHandoff.completionThreshold, c.panHandoff.flingSpeed, c.panDirection] { h.combine(x) }
        case let t as TabBarController:
            h.combine((t.viewControllers ?? []).map { labels.controllers[ObjectIdentifier($0)] ?? -1 })
            h.combine(t.selected.flatMap { labels.controllers[ObjectIdentifier($0)] } ?? -1)
            h.combine(t.delegate.map { _typeName(type(of: $0), qualified: false) } ?? "-")
        case let n as NavigationController:
            h.combine(n.viewControllers.map { labels.controllers[ObjectIdentifier($0)] ?? -1 })
            h.combine(n.edgePanInteraction != nil)
            h.combine(n.delegate.map { _typeName(type(of: $0), qualified: false) } ?? "-")
            for x in [n.edgePanHandoff.completionThreshold, n.edgePanHandoff.flingSpeed, n.edgeWidth] { h.combine(x) }
        default:
            break
        }
        StoredScalars.hash(vc, into: &h)
    }

    private func hash(_ v: View, owner: Int, into h: inout FingerprintHasher, _ labels: FingerprintLabels) {
        h.combine(v.name)
        h.combine(owner)
        h.combine(v.modelCenter)
        h.combine(v.modelBounds)
        h.combine(v.modelAlpha)
        let t = v.modelTransform
        for x in [t.a, t.b, t.c, t.d, t.tx, t.ty, v.anchorPoint.x, v.anchorPoint.y, v.layerSpeed] { h.combine(x) }
        for flag in [v.isHidden, v.isUserInteractionEnabled, v.isSnapshot, v.clipsToBounds] { h.combine(flag) }
        h.combine(labels.label(v.snapshotSource))
        h.combine(v.tag)
        let d = v.display
        h.combine(Int(d.autoresizingMask.rawValue))
        h.combine(d.contentMode.rawValue)
        for flag in [d.autoresizesSubviews, d.translatesAutoresizingMaskIntoConstraints, d.isOpaque] { h.combine(flag) }
        if let c = d.tintColor { for x in [c.red, c.green, c.blue, c.alpha] { h.combine(x) } } else { h.combine(-1) }
        if let c = v.backgroundColor { for x in [c.red, c.green, c.blue, c.alpha] { h.combine(x) } } else { h.combine(-1) }
        for r in v.recognizers {
            h.combine(_typeName(type(of: r), qualified: false))
            h.combine(r.isEnabled)
            h.combine(r.state.rawValue)
        }
        h.combine(v.subviews.count)
        for a in v.animations where !a.isRemoved {
            h.combine(a.property.keyPath)
            for i in 0..<a.property.lanes { h.combine(a.offset[i]) }
            h.combine(a.driver == nil ? a.elapsed : a.progress)
            h.combine(a.duration)
            for f in [0.13, 0.5, 0.87] { h.combine(a.curve.progress(at: f)) }  // the curve, by its values
            h.combine(a.groups.count)
        }
        switch v {
        case let l as LabelView: h.combine(l.text)
        case let d as PageDotsView:
            h.combine(d.numberOfPages)
            h.combine(d.currentPage)
        case let p as PageLayerView:
            h.combine(p.page.flatMap { labels.controllers[ObjectIdentifier($0)] } ?? -1)
            h.combine(labels.label(p.closeButton))
            h.combine(p.hasShadow)
        default: break
        }
        StoredScalars.hash(v, into: &h)
    }
}
