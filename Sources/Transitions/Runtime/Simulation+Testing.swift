import Foundation

// Test hooks of `Simulation` (package access), kept apart from the model as swift-collections
// keeps `Deque+Testing.swift`.

extension Simulation {
    /// The running property animators.
    package var testingPropertyAnimators: [ViewPropertyAnimator] { animation.propertyAnimators }

    /// Every library object a state holds, for `FingerprintSchemaTests`: the census (controllers,
    /// views, contexts, presentation controllers, animators, interaction controllers), the view
    /// trees from `window` and the controllers' views, their layers (sublayers and masks
    /// included) and recognizers, live contexts with their animators, interaction controllers
    /// and coordinators, and the running property animators.
    package func instrumentedObjects(window: Window) -> [AnyObject] {
        var out: [AnyObject] = []
        var seen = Set<ObjectIdentifier>()
        func add(_ o: AnyObject?) {
            guard let o, seen.insert(ObjectIdentifier(o)).inserted else { return }
            out.append(o)
        }
        func addLayer(_ l: Layer) {
            add(l)
            for c in l.children { addLayer(c) }
            if let m = l.mask { addLayer(m) }
        }
        var views: [View] = [window]
        for o in census.alive {
            add(o.object)
            if let vc = o.object as? ViewController {
                add(vc.modelPresentationController)
                add((vc as? NavigationController)?.interactivePopGestureRecognizer)
                if vc.isViewLoaded { views.append(vc.view) }
            }
            if let v = o.object as? View { views.append(v) }
        }
        var visited = Set<ObjectIdentifier>()
        while let v = views.popLast() {
            guard visited.insert(ObjectIdentifier(v)).inserted else { continue }
            add(v)
            addLayer(v.layer)
            for r in v.recognizers { add(r) }
            views += v.subviewList
        }
        for c in liveContexts.compactMap(\.value) {
            add(c)
            add(c.animator)
            add(c.interactionController)
            add(c.coordinator)
        }
        for a in animation.propertyAnimators { add(a) }
        for d in animation.dynamicAnimators.compactMap(\.value) {
            add(d)
            for b in d.allBehaviors { add(b) }
        }
        return out
    }

    /// Each level's own digest in this state (`FingerprintWalk.trace`), in walk order: what tells
    /// two states apart.
    package func fingerprintTrace(window: Window) -> [String] {
        var walk = FingerprintWalk(tracing: true)
        _ = fingerprint(window: window, walk: &walk) { _, _ in }
        return walk.trace ?? []
    }
}
