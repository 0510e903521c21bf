import Foundation
import Synchronization

/// Method swizzling: the part of the Objective-C runtime's method tables that apps use to
/// exchange a UIKit method's implementation with their own (`class_getInstanceMethod`,
/// `class_addMethod`, `class_replaceMethod`, `method_exchangeImplementations`,
/// `method_setImplementation`; TransitionsUIKit gives them their C names).
///
/// On iOS each class has a table from selectors to implementations (IMPs); a message looks the
/// selector up from the receiver's class towards the root, and a swizzle rewrites table entries.
/// The classic use (a full-screen pop gesture, a navigation bar restyled per controller):
///
/// ```swift
/// extension UIViewController {
///     @objc func my_viewWillAppear(_ animated: Bool) {
///         my_viewWillAppear(animated)   // now UIKit's viewWillAppear(_:)
///         restyleNavigationBar()
///     }
/// }
/// method_exchangeImplementations(
///     class_getInstanceMethod(UIViewController.self, #selector(viewWillAppear(_:)))!,
///     class_getInstanceMethod(UIViewController.self, #selector(my_viewWillAppear(_:)))!)
/// ```
///
/// The model keeps the entries a swizzle changed (process-wide, as on iOS) and consults them at
/// two kinds of places:
///
/// * the model's own implementation of each method apps swizzle (`modelled`: a controller's view
///   life cycle, `dismiss(animated:completion:)`, a navigation controller's push and pops, a
///   view's layout, hierarchy notifications and hit testing, a window's `sendEvent(_:)`) asks
///   `divert` first — where UIKit's dispatch reaches `UIViewController`'s IMP: a subclass's
///   override calls `super`;
/// * an app method that a swizzle may exchange gets the same question as its first statement
///   (`transit-uikit-rewrite` adds it to methods whose selectors the files name, in files that
///   swizzle).
///
/// When the entry found for the receiver holds another implementation, that one runs instead and
/// its result is returned. An app method's implementation runs its body (entered once past its
/// own check); a model method's runs the model's behaviour without asking again. So the app's
/// `my_viewWillAppear(animated)` inside itself reaches UIKit's behaviour, as on iOS.
///
/// What is not modelled: class methods (`class_getClassMethod`), implementations made from
/// blocks, methods of more than two arguments, calling an IMP as a C function pointer, and
/// swizzling a UIKit method outside `modelled` — `class_getInstanceMethod` records that as a
/// rejected call and returns nil for the UIKit methods apps swizzle (`notModelled`). A typed
/// selector cannot tell a UIKit method from an app's (Swift has no method tables to ask), so a
/// UIKit method on neither list is taken for the app's: its swizzle would not run.
public enum MethodSwizzling {
    /// A class's entry for a selector.
    struct Slot: Hashable, Sendable {
        let owner: ObjectIdentifier
        /// The selector's name without the labels after its first colon (`push:animated:` →
        /// `push::`): a bare `#selector(push)` names a two-argument method by its base and
        /// argument count only.
        let name: String
        init(owner: ObjectIdentifier, name: String) {
            self.owner = owner
            let colons = name.filter { $0 == ":" }.count
            self.name = (name.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false).first.map(String.init) ?? name)
                + String(repeating: ":", count: colons)
        }
    }

    /// The model's behaviour of one modelled method, run without the swizzle check: the receiver,
    /// the arguments; the result (nil for none), or `.refused` when the receiver or an argument
    /// is not of the method's types.
    typealias ModelBody = @Sendable (AnyObject, Any?, Any?) -> Outcome
    enum Outcome {
        case returned(Any)
        case refused(String)
    }

    /// The entries swizzles changed (or added), by class and selector.
    nonisolated(unsafe) private static var entries: [Slot: Implementation] = [:]
    /// True while any entry differs from what it held first (app methods skip the look-up
    /// otherwise), and one bit per modelled method (`Modelled.bit`) while an entry for its
    /// selector does (the model's methods skip it otherwise: hit testing and layout run for every
    /// touch and frame).
    private static let active = Atomic<Bool>(false)
    private static let modelledActive = Atomic<UInt64>(0)
    private static let lock = NSLock()

    /// The one-shot pass an app method's implementation gets when a swizzled entry runs it: its
    /// own check lets the body run once (its call to itself inside then asks again).
    final class Pass: @unchecked Sendable {
        var object: ObjectIdentifier?
        var name: String
        init(object: ObjectIdentifier, name: String) {
            self.object = object
            self.name = name
        }
    }
    @TaskLocal static var pass: Pass?

    // MARK: Implementations and methods

    /// An implementation (`IMP`): the model's behaviour of a modelled method, or an app method,
    /// reached through its selector.
    public struct Implementation: @unchecked Sendable {
        enum Kind {
            case model(Slot)
            case app(TypedSelector)
        }
        let kind: Kind
        /// What the declarations the runtime does not model return (they cannot be called).
        package static let placeholder = Implementation(kind: .model(Slot(owner: ObjectIdentifier(View.self), name: "")))
        /// Whether both run the same code.
        func isSame(as other: Implementation) -> Bool {
            switch (kind, other.kind) {
            case (.model(let a), .model(let b)): return a == b
            case (.app(let a), .app(let b)): return a.name == b.name && a.declaringClass == b.declaringClass
            default: return false
            }
        }
        /// What the implementation is, for reports.
        var label: String {
            switch kind {
            case .model(let slot): return "UIKit's \(slot.name)"
            case .app(let selector): return selector.name
            }
        }
    }

    /// A method (`Method`): a class's entry for a selector, as `class_getInstanceMethod` found it.
    public final class Method: Hashable, @unchecked Sendable {
        let owner: AnyClass
        let name: String
        /// The implementation the entry holds before any swizzle.
        let original: Implementation
        init(owner: AnyClass, name: String, original: Implementation) {
            self.owner = owner
            self.name = name
            self.original = original
        }
        var slot: Slot { Slot(owner: ObjectIdentifier(owner), name: name) }
        /// The selector's name.
        public var selectorName: String { name }
        public static func == (a: Method, b: Method) -> Bool { a.slot == b.slot }
        public func hash(into hasher: inout Hasher) { hasher.combine(slot) }
    }

    // MARK: The runtime's functions

    /// `class_getInstanceMethod(_:_:)`: the entry a message to an instance of `cls` finds (the
    /// class's own or an ancestor's); nil for a selector without a method. A UIKit method outside
    /// the modelled ones is recorded as a rejected call (its swizzle would never run).
    public static func instanceMethod(_ cls: AnyClass?, _ selector: TypedSelector) -> Method? {
        guard let cls else { return nil }
        lock.lock()
        defer { lock.unlock() }
        var current: AnyClass? = cls
        while let c = current {
            let slot = Slot(owner: ObjectIdentifier(c), name: selector.name)
            if let original = modelled[slot] { return Method(owner: c, name: selector.name, original: .init(kind: .model(original.slot))) }
            if let imp = entries[slot] { return Method(owner: c, name: selector.name, original: (ownEntries[slot] ?? nil) ?? imp) }
            current = _getSuperclass(c)
        }
        if modelledBits[Slot(owner: ObjectIdentifier(cls), name: selector.name).name] != nil { return nil }  // a UIKit method this class lacks
        if notModelled.contains(selector.name) || selector.declaringClass == nil {
            Simulation.currentIfAny?.record(
                .rejectedCall,
                selector.declaringClass == nil
                    ? "class_getInstanceMethod(\(cls), \(selector.name)): a selector made from a string names no method without the Objective-C runtime"
                    : "class_getInstanceMethod(\(cls), \(selector.name)): swizzling this UIKit method is not modelled (the swizzled implementation would never run)")
            return nil
        }
        guard let declaring = selector.declaringClass, isClass(cls, kindOf: declaring) else { return nil }
        return Method(owner: declaring, name: selector.name, original: .init(kind: .app(selector)))
    }

    /// `method_getImplementation(_:)`.
    public static func implementation(of method: Method) -> Implementation {
        lock.lock()
        defer { lock.unlock() }
        return entries[method.slot] ?? method.original
    }

    /// `method_setImplementation(_:_:)`: the entry holds `imp`; returns what it held.
    @discardableResult
    public static func setImplementation(of method: Method, to imp: Implementation) -> Implementation {
        lock.lock()
        defer { lock.unlock() }
        let old = entries[method.slot] ?? method.original
        if ownEntries[method.slot] == nil { ownEntries[method.slot] = .some(method.original) }
        entries[method.slot] = imp
        refreshActivity()
        return old
    }

    /// `method_exchangeImplementations(_:_:)`.
    public static func exchange(_ a: Method, _ b: Method) {
        lock.lock()
        defer { lock.unlock() }
        let ia = entries[a.slot] ?? a.original, ib = entries[b.slot] ?? b.original
        for m in [a, b] where ownEntries[m.slot] == nil { ownEntries[m.slot] = .some(m.original) }
        entries[a.slot] = ib
        entries[b.slot] = ia
        refreshActivity()
    }

    /// `class_addMethod(_:_:_:_:)`: gives `cls` its own entry for the selector, unless it has one
    /// (then false, as the runtime: an inherited entry does not count).
    public static func addMethod(_ cls: AnyClass?, _ selector: TypedSelector, _ imp: Implementation) -> Bool {
        guard let cls else { return false }
        lock.lock()
        defer { lock.unlock() }
        let slot = Slot(owner: ObjectIdentifier(cls), name: selector.name)
        if modelled[slot] != nil || entries[slot] != nil { return false }
        // An app method is its selector's class's own (a UIKit method's selector says nothing
        // about which class declares it: `modelled` does).
        if modelledBits[slot.name] == nil, let declaring = selector.declaringClass, declaring == cls { return false }
        entries[slot] = imp
        ownEntries[slot] = .some(nil)  // inherited before: an entry here is never "as it was"
        refreshActivity()
        return true
    }

    /// `class_replaceMethod(_:_:_:_:)`: `cls`'s own entry holds `imp` (added when it had none);
    /// returns what it held.
    @discardableResult
    public static func replaceMethod(_ cls: AnyClass?, _ selector: TypedSelector, _ imp: Implementation) -> Implementation? {
        guard let cls else { return nil }
        lock.lock()
        defer { lock.unlock() }
        let slot = Slot(owner: ObjectIdentifier(cls), name: selector.name)
        let old = entries[slot] ?? modelled[slot].map { Implementation(kind: .model($0.slot)) }
            ?? (modelledBits[slot.name] == nil && selector.declaringClass == cls ? Implementation(kind: .app(selector)) : nil)
        if ownEntries[slot] == nil { ownEntries[slot] = .some(old) }
        entries[slot] = imp
        refreshActivity()
        return old
    }

    /// What each changed entry held first (nil inside: the class had no entry of its own).
    nonisolated(unsafe) private static var ownEntries: [Slot: Implementation?] = [:]

    /// After a change (under the lock): entries holding what they held first are dropped (an
    /// exchange undone by a second one), and the activity flags follow what is left.
    private static func refreshActivity() {
        for (slot, imp) in entries {
            let first: Implementation? = modelled[slot] != nil ? Implementation(kind: .model(slot)) : (ownEntries[slot] ?? nil)
            if let first, first.isSame(as: imp) { entries[slot] = nil }
        }
        var mask: UInt64 = 0
        for slot in entries.keys { if let bit = modelledBits[slot.name] { mask |= bit } }
        active.store(!entries.isEmpty, ordering: .relaxed)
        modelledActive.store(mask, ordering: .relaxed)
    }

    /// The activity bit of each modelled method, and of its selector's name.
    struct Bit: Sendable {
        let mask: UInt64
        static let viewDidLoad = Bit(mask: 1 << 0)
        static let viewWillAppear = Bit(mask: 1 << 1)
        static let viewDidAppear = Bit(mask: 1 << 2)
        static let viewWillDisappear = Bit(mask: 1 << 3)
        static let viewDidDisappear = Bit(mask: 1 << 4)
        static let viewWillLayoutSubviews = Bit(mask: 1 << 5)
        static let viewDidLayoutSubviews = Bit(mask: 1 << 6)
        static let dismiss = Bit(mask: 1 << 7)
        static let push = Bit(mask: 1 << 8)
        static let pop = Bit(mask: 1 << 9)
        static let popToRoot = Bit(mask: 1 << 10)
        static let setViewControllers = Bit(mask: 1 << 11)
        static let layoutSubviews = Bit(mask: 1 << 12)
        static let didMoveToSuperview = Bit(mask: 1 << 13)
        static let didMoveToWindow = Bit(mask: 1 << 14)
        static let hitTest = Bit(mask: 1 << 15)
        static let pointInside = Bit(mask: 1 << 16)
        static let sendEvent = Bit(mask: 1 << 17)
    }
    /// Each modelled selector name's bit (`modelled`); a name here is a UIKit method's, whatever
    /// the class.
    static let modelledBits: [String: UInt64] = Dictionary(modelled.values.map { ($0.slot.name, $0.bit.mask) }, uniquingKeysWith: |)

    // MARK: Dispatch

    /// Whether an entry for the modelled method `bit` names may hold another implementation: the
    /// model's methods build `divert`'s arguments only then.
    @inline(__always) static func isActive(_ bit: Bit) -> Bool { modelledActive.load(ordering: .relaxed) & bit.mask != 0 }

    /// The swizzle check of a method `owner` declares (a modelled one, or an app method the
    /// rewriter instruments): nil to run the method's own body; else what the implementation the
    /// receiver's entry holds returned.
    public static func divert(_ object: AnyObject, _ owner: AnyClass, _ name: String, _ a: Any? = nil, _ b: Any? = nil) -> Any?? {
        guard active.load(ordering: .relaxed) else { return nil }
        if let p = pass, p.object == ObjectIdentifier(object), p.name == name {
            p.object = nil  // entered as an implementation: the body runs
            return nil
        }
        lock.lock()
        var found: Implementation?
        var current: AnyClass? = type(of: object)
        while let c = current {
            if let imp = entries[Slot(owner: ObjectIdentifier(c), name: name)] {
                found = imp
                break
            }
            if c == owner { break }
            current = _getSuperclass(c)
        }
        lock.unlock()
        guard let imp = found else { return nil }
        switch imp.kind {
        case .model(let slot):
            if slot == Slot(owner: ObjectIdentifier(owner), name: name) { return nil }  // its own behaviour
            guard let body = modelled[slot]?.body else { return nil }
            switch body(object, a, b) {
            case .returned(let value): return .some(value)
            case .refused(let why):
                Simulation.currentIfAny?.record(.rejectedCall, "swizzled \(name) on \(type(of: object)): \(why)")
                return .some(nil)
            }
        case .app(let selector):
            return $pass.withValue(Pass(object: ObjectIdentifier(object), name: selector.name)) {
                let (invoked, result) = selector.invocation(on: object, with: a, and: b)
                return invoked ? .some(result) : .some(nil)
            }
        }
    }

    /// True when `cls` is `ancestor` or one of its subclasses.
    private static func isClass(_ cls: AnyClass, kindOf ancestor: AnyClass) -> Bool {
        var current: AnyClass? = cls
        while let c = current {
            if c == ancestor { return true }
            current = _getSuperclass(c)
        }
        return false
    }

    // MARK: The modelled methods

    struct Modelled: Sendable {
        let slot: Slot
        let bit: Bit
        let body: ModelBody
    }

    /// One modelled method: its class, selector name, activity bit and behaviour.
    private static func model<T: AnyObject>(
        _ type: T.Type, _ name: String, _ bit: Bit, _ body: @escaping @Sendable (T, Any?, Any?) -> Outcome
    ) -> (Slot, Modelled) {
        let slot = Slot(owner: ObjectIdentifier(type), name: name)
        return (slot, Modelled(slot: slot, bit: bit, body: { object, a, b in
            guard let t = object as? T else { return .refused("\(Swift.type(of: object)) is not a \(T.self)") }
            return body(t, a, b)
        }))
    }

    /// The methods whose model implementation asks `divert`, with the behaviour each runs when
    /// called as an implementation. Names as `#selector` spells them here (`transit-uikit-rewrite`).
    static let modelled: [Slot: Modelled] = Dictionary(uniqueKeysWithValues: [
        model(ViewController.self, "viewDidLoad", .viewDidLoad) { vc, _, _ in vc.modelViewDidLoad(); return .returned(()) },
        model(ViewController.self, "viewWillAppear:", .viewWillAppear) { vc, a, _ in
            guard let animated = a as? Bool else { return .refused("viewWillAppear: takes a Bool") }
            vc.modelViewWillAppear(animated)
            return .returned(())
        },
        model(ViewController.self, "viewDidAppear:", .viewDidAppear) { vc, a, _ in
            guard let animated = a as? Bool else { return .refused("viewDidAppear: takes a Bool") }
            vc.modelViewDidAppear(animated)
            return .returned(())
        },
        model(ViewController.self, "viewWillDisappear:", .viewWillDisappear) { vc, a, _ in
            guard let animated = a as? Bool else { return .refused("viewWillDisappear: takes a Bool") }
            vc.modelViewWillDisappear(animated)
            return .returned(())
        },
        model(ViewController.self, "viewDidDisappear:", .viewDidDisappear) { vc, a, _ in
            guard let animated = a as? Bool else { return .refused("viewDidDisappear: takes a Bool") }
            vc.modelViewDidDisappear(animated)
            return .returned(())
        },
        model(ViewController.self, "viewWillLayoutSubviews", .viewWillLayoutSubviews) { vc, _, _ in vc.modelViewWillLayoutSubviews(); return .returned(()) },
        model(ViewController.self, "viewDidLayoutSubviews", .viewDidLayoutSubviews) { vc, _, _ in vc.modelViewDidLayoutSubviews(); return .returned(()) },
        model(ViewController.self, "dismissWithAnimated:completion:", .dismiss) { vc, a, b in
            guard let animated = a as? Bool else { return .refused("dismissWithAnimated:completion: takes a Bool") }
            vc.modelDismiss(animated: animated, completion: b as? () -> Void)
            return .returned(())
        },
        model(NavigationController.self, "pushViewController:animated:", .push) { nav, a, b in
            guard let vc = a as? ViewController, let animated = b as? Bool else { return .refused("pushViewController:animated: takes a controller and a Bool") }
            nav.modelPush(vc, animated: animated)
            return .returned(())
        },
        model(NavigationController.self, "popViewControllerWithAnimated:", .pop) { nav, a, _ in
            guard let animated = a as? Bool else { return .refused("popViewControllerWithAnimated: takes a Bool") }
            return .returned(nav.popViewController(animated: animated, interaction: nil) as Any)
        },
        model(NavigationController.self, "popToRootViewControllerWithAnimated:", .popToRoot) { nav, a, _ in
            guard let animated = a as? Bool else { return .refused("popToRootViewControllerWithAnimated: takes a Bool") }
            return .returned(nav.modelPopToRoot(animated: animated) as Any)
        },
        model(NavigationController.self, "setViewControllers:animated:", .setViewControllers) { nav, a, b in
            guard let vcs = a as? [ViewController], let animated = b as? Bool else {
                return .refused("setViewControllers:animated: takes controllers and a Bool")
            }
            nav.modelSetViewControllers(vcs, animated: animated)
            return .returned(())
        },
        model(View.self, "layoutSubviews", .layoutSubviews) { v, _, _ in v.modelLayoutSubviews(); return .returned(()) },
        model(View.self, "didMoveToSuperview", .didMoveToSuperview) { _, _, _ in .returned(()) },
        model(View.self, "didMoveToWindow", .didMoveToWindow) { _, _, _ in .returned(()) },
        model(View.self, "hitTest:with:", .hitTest) { v, a, b in
            guard let p = a as? CGPoint else { return .refused("hitTest:with: takes a CGPoint") }
            return .returned(v.modelHitTest(p, with: b as? Event) as Any)
        },
        model(View.self, "pointWithInside:with:", .pointInside) { v, a, _ in
            guard let p = a as? CGPoint else { return .refused("pointWithInside:with: takes a CGPoint") }
            return .returned(v.modelBounds.contains(p))
        },
        model(Window.self, "sendEvent:", .sendEvent) { w, a, _ in
            guard let e = a as? Event else { return .refused("sendEvent: takes a UIEvent") }
            w.modelSendEvent(e)
            return .returned(())
        },
    ])

    /// UIKit methods apps swizzle that the model does not consult entries for (their swizzle is
    /// refused by `class_getInstanceMethod`).
    static let notModelled: Set<String> = [
        "present:animated:completion:", "show:sender:", "showDetailViewController:sender:", "setNeedsStatusBarAppearanceUpdate",
        "sendAction:to:for:", "sendAction:to:from:for:", "awakeFromNib", "traitCollectionDidChange:", "viewWillTransitionTo:with:",
        "willMoveToSuperview:", "willMoveToWindow:", "willMoveToParent:", "didMoveToParent:", "touchesBegan:with:", "touchesMoved:with:",
        "touchesEnded:with:", "touchesCancelled:with:", "layoutIfNeeded", "setNeedsLayout", "addSubview:", "removeFromSuperview",
        "popToViewController:animated:", "viewSafeAreaInsetsDidChange", "updateViewConstraints", "loadView", "becomeFirstResponder",
        "resignFirstResponder", "gestureRecognizerShouldBegin:", "sizeThatFits:", "draw:", "layoutSublayers", "display",
    ]
}
