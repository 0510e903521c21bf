import Foundation
import Transitions

/// The weak-reference census at rest: every controller, view, presentation controller and
/// transition context the case created must either be part of the interface (reachable from the
/// window) or have been released. Animators and interaction controllers may live on in the app's
/// delegates; anything they keep alive that should be gone is reported with its holder.
///
/// Reachable: the window's view tree (with the cells in its lists' reuse pools); the root
/// controller; from each reachable controller its
/// children, presented controller, presentation controller, loaded view, and every controller or
/// view in its stored properties (a navigation stack, a container's pages, a host view) — found
/// with `Mirror`, so containers of yours count their own arrays. Holders are found the same way
/// among the live objects of the census and the delegates the app keeps; an object held only by
/// a closure is reported without one.
enum LeakCensus {
    static func leaks(_ w: TransitionWorld) -> [String] {
        // Values associated with released objects (`objc_setAssociatedObject`) go first, as they
        // would with their owner in Objective-C.
        AssociatedObjects.dropReleasedOwners(of: w.sim)
        let census = w.sim.census.alive
        let reachable = reachableObjects(from: w.window, kept: w.keptControllers)
        let cached = viewsCached(by: w.retained)
        var problems: [String] = []
        for (object, kind, name) in census {
            switch kind {
            case .controller, .view, .presentationController, .context: break
            case .animator, .interactionController: continue
            }
            guard !reachable.contains(ObjectIdentifier(object)) else { continue }
            // A plain view the app's own live transition objects keep for their next use (a
            // delegate's lazy dimming or background view) is kept on purpose; a controller or a
            // controller's view they keep is still reported.
            if kind == .view, cached.contains(ObjectIdentifier(object)), (object as? View)?.owningController == nil { continue }
            let holders = holders(of: object, among: census.map(\.object) + w.retained)
            problems.append(
                "\(kind.rawValue) \(name) is still alive after it left the interface"
                    + (holders.isEmpty ? " (held by a closure or an object outside the census)" : ", referenced by " + holders.joined(separator: ", ") + " (a strong reference among them keeps it)"))
        }
        return problems
    }

    /// The views (with their subtrees) in the stored properties of the app's transition objects
    /// that the app keeps alive (its delegates, held as the app holds them).
    static func viewsCached(by keepers: [AnyObject]) -> Set<ObjectIdentifier> {
        var out = Set<ObjectIdentifier>()
        for k in keepers where !StoredScalars.isLibrary(type(of: k)) && !(k is ViewController) && !(k is View) {
            for case let v as View in storedObjects(of: k) where v.owningController == nil {
                for d in [v] + v.allDescendants { out.insert(ObjectIdentifier(d)) }
            }
        }
        return out
    }

    /// Identifiers of everything the interface keeps: views in the window, controllers reachable
    /// from the root, and what those controllers hold.
    static func reachableObjects(from window: Window, kept: [ViewController] = []) -> Set<ObjectIdentifier> {
        var seen = Set<ObjectIdentifier>()
        var views: [View] = [window]
        var controllers: [ViewController] = (window.rootViewController.map { [$0] } ?? []) + kept
        while !views.isEmpty || !controllers.isEmpty {
            if let v = views.popLast() {
                guard seen.insert(ObjectIdentifier(v)).inserted else { continue }
                views += v.subviewList
                // A list's reuse pools keep the cells scrolled off, as UIKit's do.
                if let t = v as? TableView { views += t.pooledCells } else if let c = v as? CollectionView { views += c.pooledCells }
                continue
            }
            guard let vc = controllers.popLast(), seen.insert(ObjectIdentifier(vc)).inserted else { continue }
            controllers += vc.children
            if let p = vc.ownPresentedViewController { controllers.append(p) }
            if let pc = vc.modelPresentationController {
                seen.insert(ObjectIdentifier(pc))
                if let c = pc.containerView { views.append(c) }
            }
            // What the presentation's own objects keep while it lasts (a presentation controller's
            // blur view waiting to be shown, a delegate's dimming view) is the interface's too.
            for keeper in [vc.modelPresentationController as AnyObject?, vc.transitioningDelegate as AnyObject?].compactMap({ $0 })
            where !StoredScalars.isLibrary(type(of: keeper)) {
                for value in storedObjects(of: keeper) {
                    if let c = value as? ViewController { controllers.append(c) } else if let v = value as? View { views.append(v) }
                }
            }
            if vc.isViewLoaded { views.append(vc.view) }
            for value in storedObjects(of: vc) {
                if let c = value as? ViewController { controllers.append(c) } else if let v = value as? View { views.append(v) }
            }
        }
        return seen
    }

    /// The objects in `subject`'s stored properties, looking through optionals, arrays and
    /// tuples. The library's own levels say what they keep (`FingerprintSchema.interface`, beside
    /// each type); `Mirror` reads the levels of a class that are yours.
    static func storedObjects(of subject: AnyObject) -> [AnyObject] {
        var out = FingerprintSchemas.interface(of: subject)
        guard !StoredScalars.isLibrary(type(of: subject)) else { return out }
        var mirror: Mirror? = Mirror(reflecting: subject)
        while let m = mirror, !StoredScalars.isLibrary(m.subjectType) {
            for child in m.children { collect(child.value, into: &out, depth: 0) }
            mirror = m.superclassMirror
        }
        return out
    }

    private static func collect(_ value: Any, into out: inout [AnyObject], depth: Int) {
        guard depth < 3 else { return }
        let m = Mirror(reflecting: value)
        switch m.displayStyle {
        case .class:
            out.append(value as AnyObject)
        case .optional, .collection, .tuple, .set:
            for c in m.children { collect(c.value, into: &out, depth: depth + 1) }
        default:
            break
        }
    }

    /// "Type.property" for every candidate whose stored properties hold `object`.
    static func holders(of object: AnyObject, among candidates: [AnyObject]) -> [String] {
        var out: [String] = []
        var seen = Set<ObjectIdentifier>()
        for c in candidates where c !== object && seen.insert(ObjectIdentifier(c)).inserted {
            var mirror: Mirror? = Mirror(reflecting: c)
            while let m = mirror {
                for child in m.children {
                    var found: [AnyObject] = []
                    collect(child.value, into: &found, depth: 0)
                    if found.contains(where: { $0 === object }) {
                        out.append("\(type(of: c)).\(child.label ?? "?")")
                    }
                }
                mirror = m.superclassMirror
            }
            if out.count >= 3 { break }
        }
        return out
    }
}
