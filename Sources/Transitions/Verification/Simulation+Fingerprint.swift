import Foundation

extension Simulation {
    /// The canonical fingerprint of this simulation as seen from `window`; `extra` adds the
    /// caller's own facts, referring to objects by the walk's labels.
    package func fingerprint(window: Window, extra: (inout FingerprintHasher, FingerprintLabels) -> Void) -> StateFingerprint {
        var walk = FingerprintWalk()
        return fingerprint(window: window, walk: &walk, extra: extra)
    }

    package func fingerprint(
        window: Window, walk: inout FingerprintWalk, extra: (inout FingerprintHasher, FingerprintLabels) -> Void
    ) -> StateFingerprint {
        // Controllers first, so views can name the controller that owns them.
        var stack: [ViewController] = window.rootViewController.map { [$0] } ?? []
        var order: [ViewController] = []
        while let vc = stack.popLast(), order.count < 100_000 {
            guard walk.labels.controllers[ObjectIdentifier(vc)] == nil else { continue }
            walk.labels.controllers[ObjectIdentifier(vc)] = order.count
            walk.labels.journalIDs[vc.journalID] = order.count
            order.append(vc)
            // Pushed last, walked first: presented, children, then controllers the levels keep
            // (a container's pages that are not children right now; yours by reflection).
            var kept = walk.interface(of: vc).compactMap { $0 as? ViewController }
            kept += StoredScalars.controllers(in: vc)
            stack += kept.reversed()
            if let p = vc.ownPresentedViewController { stack.append(p) }
            stack += vc.children.reversed()
        }
        // The window's tree, then the loaded views of walked controllers that are off screen
        // (a page's view keeps its geometry while another page is shown).
        var views: [View] = []
        for root in [window] + order.compactMap({ $0.isViewLoaded ? $0.view : nil }) {
            guard walk.labels.views[ObjectIdentifier(root)] == nil else { continue }
            var viewStack: [View] = [root]
            while let v = viewStack.popLast(), views.count < 1_000_000 {
                walk.labels.views[ObjectIdentifier(v)] = views.count
                views.append(v)
                viewStack += v.subviewList.reversed()
            }
        }
        walk.combine(areAnimationsEnabled)
        walk.combine(order.count)
        for vc in order {
            walk.combine(typeOf: vc)
            walk.hashLevels(vc)
        }
        walk.combine(views.count)
        for v in views { walk.hashLevels(v) }
        hashClock(into: &walk.h)
        for c in liveContexts {
            guard let c = c.value else { continue }
            walk.hashLevels(c)
        }
        for animator in animation.propertyAnimators { walk.hashLevels(animator) }
        // Running UIKit Dynamics animators: their bodies' velocities decide where the items go.
        for animator in animation.dynamicAnimators.compactMap(\.value) { walk.hashLevels(animator) }
        walk.combine(application.ignoringDepth)
        // The software keyboard (where it is decides the next keyboard notifications' frames).
        if let kb = application.keyboard.frame {
            walk.combine(kb.origin)
            walk.combine(kb.size.height)
        } else {
            walk.combine(-1)
        }
        walk.combine(violations.count)
        walk.combine(systemVersion == .iOS8)
        // Library objects alive but in neither walk: leaks in the making (by kind and name).
        var offScreen: [String] = []
        for o in census.alive {
            let id = ObjectIdentifier(o.object)
            if walk.labels.views[id] != nil || walk.labels.controllers[id] != nil { continue }
            if let vc = o.object as? ViewController {
                offScreen.append("controller:\(vc.reportTitle.filter { !$0.isNumber }):\(vc.appearanceState.rawValue)")
            } else if o.kind == .view || o.kind == .context || o.kind == .presentationController {
                offScreen.append(o.kind.rawValue + ":" + o.name.filter { !$0.isNumber })
            }
        }
        offScreen.sort()
        for s in offScreen { walk.combine(s) }
        walk.combine(offScreen.count)
        extra(&walk.h, walk.labels)
        return walk.h.finalize()
    }

    /// The frame phase and each scheduled event's delay; not the absolute time.
    private func hashClock(into h: inout FingerprintHasher) {
        h.combine(Double(frameCount + 1) * frameInterval - now)
        h.combine(pendingEvents)
        for t in scheduledEventTimes { h.combine(t - now) }
        h.combine(frameObserverCount)
    }
}
