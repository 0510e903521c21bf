import Foundation

/// A 128-bit digest of a model state, for exhaustive exploration: two programs whose states
/// have the same fingerprint have the same futures, so only one of them needs exploring (TLC's
/// state fingerprints).
///
/// The digest is *canonical*: it depends on what the state is, not on how it was reached.
/// Objects are labelled by their position in a fixed walk (controllers from the window's root
/// through children and presented controllers, then views depth-first from the window), never
/// by address or creation order, and names lose their digits (the counters that number `m3`,
/// `v7`, `n12` say how many objects came before, not what this state is). The clock enters
/// only through what can matter: the phase within the frame, each animation's elapsed local
/// time and each scheduled event's delay — not the absolute time. Deterministic across
/// processes (no seeded hashing), so fingerprints can be saved and a search resumed.
///
/// What it covers: every view in the window (geometry, opacity, transform, visibility,
/// interaction, timing, recognizers, in-flight animations, a subclass's stored scalars), every
/// controller reachable from the root (type, appearance, presentation, style, delegates'
/// types, a subclass's stored scalars), live transition contexts, property animators, the
/// interaction-ignoring depth, violations recorded, the library objects still alive and not on
/// screen (leaks), plus anything the scenario adds. What it cannot see: state captured in
/// closures (scheduled events count by delay only) and objects of yours that no controller or
/// view stores.
public struct StateFingerprint: Hashable, Sendable, Codable, CustomStringConvertible {
    public let high: UInt64
    public let low: UInt64

    public init(high: UInt64, low: UInt64) {
        self.high = high
        self.low = low
    }

    /// The state of `window`'s simulation, plus `extra` facts of yours (a scenario's own
    /// bookkeeping that decides future checks).
    public init(window: Window, extra: [String] = []) {
        self = window.simulation.fingerprint(window: window) { h, _ in for s in extra { h.combine(s) } }
    }

    public var description: String { String(format: "%016llx%016llx", high, low) }
}

/// Two independent 64-bit lanes (a 128-bit digest): collisions among 10⁹ states have
/// probability about 10⁻²¹.
package struct FingerprintHasher {
    private var a: UInt64 = 0x243F_6A88_85A3_08D3
    private var b: UInt64 = 0x1319_8A2E_0370_7344

    package init() {}

    /// SplitMix64's finaliser: every input bit affects every output bit.
    private static func mix(_ z0: UInt64) -> UInt64 {
        var z = z0
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    package mutating func combine(_ x: UInt64) {
        a = Self.mix(a ^ x) &+ 0x9E37_79B9_7F4A_7C15
        b = Self.mix(b &+ (x &* 0xD6E8_FEB8_6659_FD93)) ^ (b >> 17)
    }

    package mutating func combine(_ x: Int) { combine(UInt64(bitPattern: Int64(x))) }
    package mutating func combine(_ x: Bool) { combine(x ? 1 : 2 as UInt64) }

    /// Quantised to 2⁻²⁰ (about 10⁻⁶: float noise of different paths to one state is far below,
    /// any difference a check or a future step can see far above); −0 is 0; huge and
    /// non-finite values by bit pattern.
    package mutating func combine(_ x: Double) {
        let q = x * 1_048_576
        if q.isFinite, abs(q) < 9e15 { combine(Int(q.rounded())) } else { combine(x.bitPattern) }
    }

    package mutating func combine(_ p: CGPoint) {
        combine(p.x)
        combine(p.y)
    }

    package mutating func combine(_ r: CGRect) {
        combine(r.origin)
        combine(r.size.width)
        combine(r.size.height)
    }

    /// The string without its digits, then its length as a separator.
    package mutating func combine(_ xs: [Int]) {
        for x in xs { combine(x) }
        combine(xs.count)
    }

    package mutating func combine(_ s: String) {
        var n = 0
        for u in s.utf8 where !(48...57).contains(u) {
            combine(UInt64(u))
            n += 1
        }
        combine(UInt64(n) | 1 << 40)
    }

    package func finalize() -> StateFingerprint { StateFingerprint(high: Self.mix(a ^ 0x5851_F42D), low: Self.mix(b &+ a)) }
}

/// The canonical labels of one walk: what a scenario's extra facts refer to objects by.
package struct FingerprintLabels {
    package var controllers: [ObjectIdentifier: Int] = [:]
    package var views: [ObjectIdentifier: Int] = [:]
    /// Controller titles (as the journal records them) to labels.
    package var titles: [String: Int] = [:]

    package func label(_ v: View?) -> Int { v.flatMap { views[ObjectIdentifier($0)] } ?? -1 }
    package func label(title: String) -> Int { titles[title] ?? -1 }
}

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
        for animator in propertyAnimators {
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
        h.combine(frameObservers.count)
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
        if let c = v.backgroundColor { for x in [c.red, c.green, c.blue, c.alpha] { h.combine(x) } } else { h.combine(-1) }
        for r in v.gestureRecognizers {
            h.combine(_typeName(type(of: r), qualified: false))
            h.combine(r.isEnabled)
            h.combine(r.state.rawValue)
        }
        h.combine(v.subviews.count)
        for a in v.animations where !a.isRemoved {
            h.combine(a.property.rawValue)
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

/// The stored properties a class of yours adds to a library class (a container's selected
/// index, a flag), read by reflection: numbers, flags, strings and enum cases by value,
/// optionals and references by presence, collections by count. The library's own classes
/// (modules Transitions and TransitionChecks) are hashed field by field instead: reflection
/// is slow, and they are most of the objects.
enum StoredScalars {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var libraryTypes: [ObjectIdentifier: Bool] = [:]

    /// True for the package's own classes.
    static func isLibrary(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        if let known = libraryTypes[key] { return known }
        let name = _typeName(type, qualified: true)
        let library = name.hasPrefix("Transitions.") || name.hasPrefix("TransitionChecks.")
        libraryTypes[key] = library
        return library
    }

    static func hash(_ object: AnyObject, into h: inout FingerprintHasher) {
        guard !isLibrary(type(of: object)) else { return }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror, !isLibrary(m.subjectType) {
            for child in m.children where child.label != "title" && child.label != "name" {
                h.combine(child.label ?? "")
                value(child.value, depth: 0, into: &h)
            }
            mirror = m.superclassMirror
        }
    }

    /// The controllers a subclass stores (alone, in optionals or in arrays), in declaration order.
    static func controllers(in vc: ViewController) -> [ViewController] {
        if let c = vc as? ContainerViewController { return c.viewControllers }
        guard !isLibrary(type(of: vc)) else { return [] }
        var found: [ViewController] = []
        func collect(_ x: Any, depth: Int) {
            if let c = x as? ViewController { return found.append(c) }
            guard depth < 2 else { return }
            let m = Mirror(reflecting: x)
            switch m.displayStyle {
            case .optional, .collection: for c in m.children { collect(c.value, depth: depth + 1) }
            default: return
            }
        }
        var mirror: Mirror? = Mirror(reflecting: vc)
        while let m = mirror, !isLibrary(m.subjectType) {
            for child in m.children { collect(child.value, depth: 0) }
            mirror = m.superclassMirror
        }
        return found
    }

    private static func value(_ x: Any, depth: Int, into h: inout FingerprintHasher) {
        switch x {
        case let v as Double: h.combine(v)
        case let v as Int: h.combine(v)
        case let v as Bool: h.combine(v)
        case let v as String: h.combine(v)
        case let v as CGPoint: h.combine(v)
        case let v as CGRect: h.combine(v)
        case let v as CGSize:
            h.combine(v.width)
            h.combine(v.height)
        default:
            let m = Mirror(reflecting: x)
            switch m.displayStyle {
            case .optional:
                if let some = m.children.first { value(some.value, depth: depth, into: &h) } else { h.combine(0 as UInt64) }
            case .enum:
                h.combine("\(x)")
            case .collection, .dictionary, .set:
                h.combine(m.children.count)
            case .struct, .tuple:
                if depth < 2 { for c in m.children { value(c.value, depth: depth + 1, into: &h) } }
            default:
                h.combine(1 as UInt64)  // a reference or a closure: present
            }
        }
    }
}
