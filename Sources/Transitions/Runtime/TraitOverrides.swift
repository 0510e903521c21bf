import Foundation

/// `UITraitOverrides` (iOS 17): the traits an object (`View`, `ViewController`,
/// `PresentationController`, `WindowScene`) sets for itself and for everything that inherits
/// traits from it, as `vc.traitOverrides.userInterfaceLevel = .elevated` writes them.
///
/// One settable property per trait of the model's `TraitCollection` (size classes, idiom,
/// appearance, display scale, level). Setting one records an override — even to the trait's
/// unspecified value, which then replaces the inherited value, as in UIKit; `contains(_:)` tells
/// whether a trait is overridden and `remove(_:)` takes an override away (the trait is inherited
/// again), with the trait types `registerForTraitChanges` names (`UITraitUserInterfaceLevel.self`).
/// A property reads the override's value, or the trait's unspecified value when it has none.
///
/// Inheritance (`View.modelTraitCollection`, `ViewController.modelTraitCollection`): a view's
/// traits are its superview's — a controller's root view its controller's, a window its scene's —
/// with its own overrides on top; a controller's are its parent's (with the parent's
/// `overrideTraitCollection(forChild:)`), a presented controller's its presentation
/// controller's (the presenter's, then the presentation's `overrideTraitCollection`, then its
/// `traitOverrides`), a root controller's the window's (or the superview's its view is in);
/// the controller's own overrides on top. `overrideUserInterfaceStyle` is an override of the
/// same object, below its `traitOverrides`.
///
/// Changing an object's overrides tells the objects in a window whose traits change —
/// `traitCollectionDidChange(_:)` with the previous collection, then the iOS 17 registrations
/// watching a trait that changed — once each, right after the change (UIKit delivers them on
/// the next layout pass, before layout; the model delivers them at the change, so code after
/// the assignment sees them done). Objects outside a window are not told (UIKit updates what is
/// in the hierarchy): they read the new traits when they ask.
public struct TraitOverrides: Sendable, Hashable {
    /// The overridden traits: which are overridden (`specified`) and their values (`values`).
    enum Key: Int, Sendable, Hashable, CaseIterable { case horizontalSizeClass, verticalSizeClass, idiom, style, scale, level }
    private(set) var values = TraitCollection()
    private(set) var specified: Set<Key> = []

    public init() {}

    public var horizontalSizeClass: TraitCollection.SizeClass {
        get { values.horizontalSizeClass }
        set { set(.horizontalSizeClass) { $0.horizontalSizeClass = newValue } }
    }
    public var verticalSizeClass: TraitCollection.SizeClass {
        get { values.verticalSizeClass }
        set { set(.verticalSizeClass) { $0.verticalSizeClass = newValue } }
    }
    public var userInterfaceIdiom: Device.Idiom {
        get { values.userInterfaceIdiom }
        set { set(.idiom) { $0.userInterfaceIdiom = newValue } }
    }
    public var userInterfaceStyle: TraitCollection.Style {
        get { values.userInterfaceStyle }
        set { set(.style) { $0.userInterfaceStyle = newValue } }
    }
    /// `displayScale`: a non-finite or negative scale is refused (the override is unchanged), as
    /// no screen has one.
    public var displayScale: CGFloat {
        get { values.displayScale }
        set {
            guard newValue.isFinite, newValue >= 0 else { return }
            set(.scale) { $0.displayScale = newValue }
        }
    }
    public var userInterfaceLevel: TraitCollection.Level {
        get { values.userInterfaceLevel }
        set { set(.level) { $0.userInterfaceLevel = newValue } }
    }

    /// `contains(_:)`: whether `trait` is overridden here.
    public func contains(_ trait: Trait) -> Bool {
        guard let k = Self.key(of: trait) else { return false }
        return specified.contains(k)
    }

    /// `remove(_:)`: `trait` is no longer overridden (it is inherited again).
    public mutating func remove(_ trait: Trait) {
        guard let k = Self.key(of: trait), specified.remove(k) != nil else { return }
        Self.copy(k, from: TraitCollection(), to: &values)
    }

    /// Whether nothing is overridden.
    package var isEmpty: Bool { specified.isEmpty }

    /// `t` with these overrides in place of its values.
    package func applied(to t: TraitCollection) -> TraitCollection {
        guard !specified.isEmpty else { return t }
        var out = t
        for k in specified { Self.copy(k, from: values, to: &out) }
        return out
    }

    /// The overrides, for the state fingerprint: each overridden trait and its value, in a
    /// fixed order.
    package var fingerprintDescription: String {
        Key.allCases.filter(specified.contains).map { k -> String in
            switch k {
            case .horizontalSizeClass: return "h\(values.horizontalSizeClass.rawValue)"
            case .verticalSizeClass: return "v\(values.verticalSizeClass.rawValue)"
            case .idiom: return "i\(values.userInterfaceIdiom)"
            case .style: return "s\(values.userInterfaceStyle.rawValue)"
            case .scale: return "d\(values.displayScale)"
            case .level: return "l\(values.userInterfaceLevel.rawValue)"
            }
        }.joined(separator: " ")
    }

    private mutating func set(_ k: Key, _ change: (inout TraitCollection) -> Void) {
        change(&values)
        specified.insert(k)
    }

    private static func copy(_ k: Key, from source: TraitCollection, to t: inout TraitCollection) {
        switch k {
        case .horizontalSizeClass: t.horizontalSizeClass = source.horizontalSizeClass
        case .verticalSizeClass: t.verticalSizeClass = source.verticalSizeClass
        case .idiom: t.userInterfaceIdiom = source.userInterfaceIdiom
        case .style: t.userInterfaceStyle = source.userInterfaceStyle
        case .scale: t.displayScale = source.displayScale
        case .level: t.userInterfaceLevel = source.userInterfaceLevel
        }
    }

    private static func key(of trait: Trait) -> Key? {
        switch ObjectIdentifier(trait) {
        case ObjectIdentifier(TraitHorizontalSizeClass.self): return .horizontalSizeClass
        case ObjectIdentifier(TraitVerticalSizeClass.self): return .verticalSizeClass
        case ObjectIdentifier(TraitUserInterfaceIdiom.self): return .idiom
        case ObjectIdentifier(TraitUserInterfaceStyle.self): return .style
        case ObjectIdentifier(TraitDisplayScale.self): return .scale
        case ObjectIdentifier(TraitUserInterfaceLevel.self): return .level
        default: return nil
        }
    }
}

/// One step of a trait inheritance walk: an object's overrides, or a collection whose
/// specified traits replace the inherited ones (`overrideTraitCollection`).
enum TraitLayer {
    case overrides(TraitOverrides)
    case collection(TraitCollection?)

    func applied(to t: TraitCollection) -> TraitCollection {
        switch self {
        case .overrides(let o): return o.applied(to: t)
        case .collection(let c): return t.overridden(by: c)
        }
    }

    /// `base` with `layers` (nearest first) applied from the farthest to the nearest.
    static func resolve(_ base: TraitCollection, _ layers: [TraitLayer]) -> TraitCollection {
        layers.reversed().reduce(base) { $1.applied(to: $0) }
    }

    /// How deep one walk may go through the other kind of object (a view's walk into its
    /// controller's, a root controller's into its view's superview) before it stops at the
    /// device's traits: only a hierarchy that contains itself goes that deep.
    static let maximumDepth = 64
}

/// Telling the objects whose traits an override changed (see `TraitOverrides`).
enum TraitPropagation {
    /// The objects that may inherit from a view, a controller, a presentation or every window,
    /// each once, parents before what inherits from them.
    struct Affected {
        private(set) var objects: [any TraitChangeObservable] = []
        private var seen = Set<ObjectIdentifier>()

        private mutating func insert(_ o: any TraitChangeObservable) -> Bool {
            guard seen.insert(ObjectIdentifier(o)).inserted else { return false }
            objects.append(o)
            return true
        }

        mutating func add(view root: View) {
            for v in [root] + root.allDescendants {
                _ = insert(v)
                if let c = v.owningController { add(controller: c) }
            }
        }

        mutating func add(controller c: ViewController) {
            guard insert(c) else { return }
            if let v = c.viewIfLoaded { add(view: v) }
            for child in c.children { add(controller: child) }
            if let p = c.ownPresentedViewController, p.ownPresentingViewController === c {
                if let pc = p.modelPresentationController { add(presentation: pc) }
                add(controller: p)
            }
        }

        mutating func add(presentation pc: PresentationController) {
            guard insert(pc) else { return }
            add(controller: pc.presentedViewController)
        }
    }

    /// Runs `change` (an override being set), then tells the affected objects in a window whose
    /// traits differ: `traitCollectionDidChange(_:)`, then the registrations.
    static func change(_ affected: Affected, _ change: () -> Void) {
        let inWindow = affected.objects.filter(isInWindow)
        let before = inWindow.map(\.traitCollection)
        change()
        for (o, previous) in zip(inWindow, before) where o.traitCollection != previous {
            switch o {
            case let v as View: TraitRegistrations.notify(v, previous: previous) { v.traitCollectionDidChange(previous) }
            case let c as ViewController: TraitRegistrations.notify(c, previous: previous) { c.traitCollectionDidChange(previous) }
            case let pc as PresentationController: TraitRegistrations.notify(pc, previous: previous) { pc.traitCollectionDidChange(previous) }
            default: break
            }
        }
    }

    private static func isInWindow(_ o: any TraitChangeObservable) -> Bool {
        switch o {
        case let v as View: return v.window != nil
        case let c as ViewController: return c.viewIfLoaded?.window != nil
        case let pc as PresentationController: return pc.containerView?.window != nil || pc.presentedViewController.viewIfLoaded?.window != nil
        default: return false
        }
    }
}

extension PresentationController: TraitChangeObservable {}

extension View {
    /// `traitOverrides` (iOS 17): traits this view and its subviews take in place of the
    /// inherited ones (see `TraitOverrides`).
    public var traitOverrides: TraitOverrides {
        get { traitOverrideStorage }
        set {
            guard newValue != traitOverrideStorage else { return }
            var affected = TraitPropagation.Affected()
            affected.add(view: self)
            TraitPropagation.change(affected) { traitOverrideStorage = newValue }
        }
    }

    /// This view's own layer of its trait walk: `overrideUserInterfaceStyle`, then
    /// `traitOverrides`.
    var ownTraitLayer: TraitLayer {
        .own(style: styleOverride, overrides: traitOverrideStorage)
    }

    /// The traits this view inherits and overrides (`TraitOverrides`), `depth` walks deep.
    func modelTraits(depth: Int) -> TraitCollection {
        var layers: [TraitLayer] = []
        var v: View? = self
        var base: TraitCollection?
        while let cur = v {
            layers.append(cur.ownTraitLayer)
            if let c = cur.owningController {
                if depth < TraitLayer.maximumDepth { base = c.modelTraits(depth: depth + 1) }
                break
            }
            if let w = cur as? Window {
                base = w.sceneTraits
                break
            }
            v = cur.superview
        }
        return TraitLayer.resolve(base ?? simulation.application.device.traitCollection, layers)
    }
}

extension Window {
    /// The traits a window inherits: its scene's (the device's with the scene's overrides), or
    /// the device's when it has no scene.
    var sceneTraits: TraitCollection {
        let device = simulation.application.device.traitCollection
        return detachedFromScene ? device : simulation.application.sceneTraitOverrides.applied(to: device)
    }
}

extension TraitLayer {
    /// A view's or controller's own layer: its `overrideUserInterfaceStyle` (when specified),
    /// then its `traitOverrides` on top.
    static func own(style: TraitCollection.Style, overrides: TraitOverrides) -> TraitLayer {
        guard style != .unspecified else { return .overrides(overrides) }
        var o = TraitOverrides()
        o.userInterfaceStyle = style
        return .overrides(o).merged(with: overrides)
    }

    /// This layer with `more` on top (both overrides).
    func merged(with more: TraitOverrides) -> TraitLayer {
        guard case .overrides(let o) = self, !more.isEmpty else { return self }
        var out = o
        out.merge(more)
        return .overrides(out)
    }
}

extension TraitOverrides {
    /// `other`'s overrides in place of these.
    mutating func merge(_ other: TraitOverrides) {
        for k in other.specified { Self.copy(k, from: other.values, to: &values) }
        specified.formUnion(other.specified)
    }
}

extension ViewController {
    /// `traitOverrides` (iOS 17): traits this controller, its views, its children and the
    /// controllers it presents take in place of the inherited ones (see `TraitOverrides`).
    public var traitOverrides: TraitOverrides {
        get { traitOverrideStorage }
        set {
            guard newValue != traitOverrideStorage else { return }
            var affected = TraitPropagation.Affected()
            affected.add(controller: self)
            TraitPropagation.change(affected) { traitOverrideStorage = newValue }
        }
    }

    /// This controller's own layer: `overrideUserInterfaceStyle`, then `traitOverrides`.
    var ownTraitLayer: TraitLayer {
        .own(style: styleOverride, overrides: traitOverrideStorage)
    }

    /// The traits this controller inherits and overrides (`TraitOverrides`), `depth` walks deep.
    func modelTraits(depth: Int) -> TraitCollection {
        var layers: [TraitLayer] = []
        var c: ViewController? = self
        var base: TraitCollection?
        var seen = Set<ObjectIdentifier>()
        while let cur = c, seen.insert(ObjectIdentifier(cur)).inserted {
            layers.append(cur.ownTraitLayer)
            if cur.parent == nil, let p = cur.ownPresentingViewController {
                if let pc = cur.modelPresentationController {
                    layers.append(.overrides(pc.traitOverrideStorage))
                    layers.append(.collection(pc.overrideTraitCollection))
                }
                c = p
            } else if let p = cur.parent {
                layers.append(.collection(p.overrideTraitCollection(forChild: cur)))
                c = p
            } else {
                // A root: the traits where its view is (a window's root view is in the window).
                if let sv = cur.viewIfLoaded?.superview {
                    if depth < TraitLayer.maximumDepth { base = sv.modelTraits(depth: depth + 1) }
                } else if let w = cur.windowRoot {
                    base = w.sceneTraits
                }
                c = nil
            }
        }
        return TraitLayer.resolve(base ?? simulation.application.device.traitCollection, layers)
    }
}

extension PresentationController {
    /// `traitOverrides` (iOS 17): traits this presentation controller and the presented
    /// controller (with its children and views) take in place of the inherited ones, over
    /// `overrideTraitCollection` (see `TraitOverrides`).
    public var traitOverrides: TraitOverrides {
        get { traitOverrideStorage }
        set {
            guard newValue != traitOverrideStorage else { return }
            var affected = TraitPropagation.Affected()
            affected.add(presentation: self)
            TraitPropagation.change(affected) { traitOverrideStorage = newValue }
        }
    }
}

extension WindowScene {
    /// `traitOverrides` (iOS 17): traits every window of the scene and everything in it take in
    /// place of the screen's (the application's one scene keeps them: see `TraitOverrides`).
    public var traitOverrides: TraitOverrides {
        get { application.sceneTraitOverrides }
        set {
            guard newValue != application.sceneTraitOverrides else { return }
            var affected = TraitPropagation.Affected()
            for w in application.allWindows { affected.add(view: w) }
            TraitPropagation.change(affected) { application.sceneTraitOverrides = newValue }
        }
    }
}
