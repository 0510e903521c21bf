import Foundation

/// `NSObject` as UIKit code overrides it: Foundation's `NSObject` plus the Objective-C runtime
/// methods that Linux Foundation's `NSObject` lacks. The model's responders derive from it, and
/// `transit-uikit-rewrite` makes an app's `class Foo: NSObject` derive from it (a `Sendable` one
/// keeps `NSObject`), so their overrides and `super` calls compile and the model calls them:
///
/// * `responds(to:)` — what `perform(_:)`, target-action and delegate checks ask; a proxy
///   answers for the object it forwards to.
/// * `forwardingTarget(for:)` — where a selector this object has no method for goes (Objective-C's
///   fast forwarding): target-action, timers, display links and `perform(_:)` follow it, so the
///   weak proxy apps put between a `CADisplayLink` and their controller works.
/// * `observeValue(forKeyPath:of:change:context:)` — string-keyed KVO (`addObserver(_:forKeyPath:…)`)
///   delivers here; the default ignores it (UIKit's raises for a context nobody handled).
/// * Key-value observing of the object's own properties (`KeyValueObservable`): an app's
///   `@objc dynamic var` notifies its observers (`transit-uikit-rewrite` brackets its setter), so
///   `observe(\.progress)` and `addObserver(_:forKeyPath: "progress"…)` work on an app's objects.
/// * `awakeFromNib()`, `awakeAfter(using:)` — called by the model's nibs (`Nib`).
/// * `prepareForInterfaceBuilder()` — Interface Builder's canvas; never called (there is none).
/// * The accessibility attributes (`accessibilityLabel`, `isAccessibilityElement`, traits…) —
///   stored, open for accessible custom controls.
open class UIKitNSObject: NSObject, KeyValueStringObserver {
    public override init() { super.init() }

    /// The object's key-value observers (`KeyValueObservable`), made on first use.
    var ownObserverList: KeyValueObserverList?

    /// The category members (`CategoryOverride`) this object's class adopts, its class's answer
    /// fetched on first use.
    private final var adoptedCategoryMembers: CategoryOverride.Members = []

    /// Whether this object's class adopts the category protocol of `member`: the model's members
    /// ask before casting `self` to it, a cast that fails at a conformance search's cost.
    final func adoptsCategory(_ member: CategoryOverride.Members) -> Bool {
        if !adoptedCategoryMembers.contains(.known) {
            adoptedCategoryMembers = CategoryOverride.members(adoptedBy: self)
        }
        return adoptedCategoryMembers.contains(member)
    }

    /// The list `keyValueObservers` answers: the object's own (a view answers its layer's, a
    /// controller the list its setters bracket).
    func keyValueObserverList() -> KeyValueObserverList {
        KeyValueObserverList.made(in: &ownObserverList)
    }

    /// `conforms(to:)`: whether this object's class adopts the protocol (Objective-C's
    /// `conformsToProtocol:`). Open, as delegate proxies override it to answer for their
    /// delegate too.
    open func conforms(to aProtocol: Protocol) -> Bool { aProtocol.isAdopted(by: self) }
    /// `conforms(to: SomeProtocol.self)`: the protocol's type, as Swift passes it on iOS (through
    /// `conforms(to:)` taking a `Protocol`, so an override answers).
    public func conforms<P>(to aProtocol: P.Type) -> Bool { conforms(to: Protocol(aProtocol)) }

    /// `observationInfo`: an opaque pointer to the object's key-value observer registrations
    /// while it has any (`observe(_:options:changeHandler:)` tokens not invalidated,
    /// `addObserver(_:forKeyPath:…)` registrations), nil while none is registered — what code checks before removing an
    /// observer it may not have added (`if player.observationInfo != nil { … }`). The pointer
    /// identifies the registrations; nothing is to be read through it.
    open var observationInfo: UnsafeMutableRawPointer? {
        let list = keyValueObserverList()
        guard list.hasRegistrations else { return nil }
        return Unmanaged.passUnretained(list).toOpaque()
    }

    /// `responds(to:)`: whether this object has the selector's method.
    open func responds(to aSelector: TypedSelector?) -> Bool { aSelector?.canBeInvoked(on: self) ?? false }

    /// `forwardingTarget(for:)`: where a selector this object has no method for goes instead
    /// (nil: nowhere).
    open func forwardingTarget(for aSelector: TypedSelector?) -> Any? { nil }

    /// `observeValue(forKeyPath:of:change:context:)` (`KeyValueStringObserver`).
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {
        guard adoptsCategory(.observeValue), let c = self as? CategoryOverride.ObserveValue else { return }
        _ = CategoryOverride.run(self, #function) { c.categoryObserveValue(forKeyPath: keyPath, of: object, change: change, context: context) }
    }

    /// `awakeFromNib()`: after a nib made this object (`Nib`).
    open func awakeFromNib() {
        guard adoptsCategory(.awakeFromNib), let c = self as? CategoryOverride.AwakeFromNib else { return }
        _ = CategoryOverride.run(self, #function) { c.categoryAwakeFromNib() }
    }

    /// `awakeAfter(using:)`: right after a nib decoded this object, which may return a
    /// replacement (apps return a view loaded from another nib); the default is `self`.
    open func awakeAfter(using coder: NSCoder) -> Any? { self }

    /// `prepareForInterfaceBuilder()` (`@IBDesignable`): Interface Builder calls it to render a
    /// designable in the canvas; there is no canvas, so the model never does.
    open func prepareForInterfaceBuilder() {}

    // MARK: UIAccessibility

    /// `accessibilityCustomActions` (stored; open, as apps compute them from their state).
    open var accessibilityCustomActions: [AccessibilityCustomAction]? {
        get { storedAccessibility(AccessibilityKey.customActions) }
        set { storeAccessibility(newValue, AccessibilityKey.customActions) }
    }

    /// `UIAccessibilityContainer`: the elements inside this one, by index — by default those of
    /// `accessibilityElements`; open, as cells that reveal actions override them.
    open func accessibilityElementCount() -> Int { accessibilityElements?.count ?? 0 }
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }
    open func index(ofAccessibilityElement element: Any) -> Int {
        accessibilityElements?.firstIndex { ($0 as AnyObject) === (element as AnyObject) } ?? NSNotFound
    }

    /// An instance of this class made with `initializer`, for a construction from a metatype
    /// value (`MetatypeInitializer.construct`): `transit-uikit-rewrite` overrides it in each
    /// class of the app's files (calling that class's own initialiser); here, UIKit's classes.
    /// Not for app code.
    open class func _transitInstantiate(_ initializer: MetatypeInitializer) -> UIKitNSObject {
        MetatypeInitializer.library(self, initializer)
    }

    // Key-value coding (`NSObject+KeyValueCoding.swift`): open, as apps override
    // `value(forUndefinedKey:)` / `setValue(_:forUndefinedKey:)`.

    /// `value(forKey:)`: UIKit's keys the model defines, then the object's stored property of that
    /// name, then `value(forUndefinedKey:)`.
    open func value(forKey key: String) -> Any? { keyValue(forKey: key) }
    /// `setValue(_:forKey:)`: UIKit's keys the model defines, else `setValue(_:forUndefinedKey:)`.
    open func setValue(_ value: Any?, forKey key: String) { setKeyValue(value, forKey: key) }
    /// `value(forKeyPath:)`: `value(forKey:)` along a dotted path.
    open func value(forKeyPath keyPath: String) -> Any? { keyPathValue(keyPath) }
    /// `setValue(_:forKeyPath:)`: `setValue(_:forKey:)` on the object the path's prefix names.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) { setKeyPathValue(value, keyPath) }
    /// `setValuesForKeys(_:)`: `setValue(_:forKey:)` for each pair (`NSNull` as nil, as Foundation).
    open func setValuesForKeys(_ keyedValues: [String: Any]) {
        for (key, value) in keyedValues.sorted(by: { $0.key < $1.key }) { setValue(value is NSNull ? nil : value, forKey: key) }
    }
    /// `dictionaryWithValues(forKeys:)`: `value(forKey:)` for each key (`NSNull` for nil).
    public func dictionaryWithValues(forKeys keys: [String]) -> [String: Any] {
        Dictionary(keys.map { ($0, value(forKey: $0) ?? NSNull()) }, uniquingKeysWith: { a, _ in a })
    }
    /// `value(forUndefinedKey:)`: UIKit raises NSUndefinedKeyException; the model records the
    /// read as a rejected call (the checker reports it: UIKit's private keys are not modelled)
    /// and returns nil.
    open func value(forUndefinedKey key: String) -> Any? {
        Simulation.recordUndefinedKey(key, on: self, writing: false)
        return nil
    }
    /// `setValue(_:forUndefinedKey:)`: recorded as a rejected call, as `value(forUndefinedKey:)`.
    open func setValue(_ value: Any?, forUndefinedKey key: String) {
        Simulation.recordUndefinedKey(key, on: self, writing: true)
    }

    /// `classForCoder()` called on a class (Objective-C's class method, as in
    /// `Bundle(for: MyView.classForCoder())`): the class itself.
    open class func classForCoder() -> AnyClass { self }
    /// `description()` / `debugDescription()` (class methods of `NSObject`): the class's name;
    /// open, so cells that name their reuse identifiers by overriding it compile.
    open class func description() -> String { String(describing: self) }
    open class func debugDescription() -> String { description() }

    // UIKit's accessibility attributes (the `UIAccessibility` informal protocol, which UIKit
    // declares on `NSObject`): on views, images, bar items and the app's own objects, open so
    // accessible custom controls override them. Stored and read back: there is no assistive
    // technology in the model. Defaults as UIKit's for a plain object (not an element, no label,
    // no traits). (`accessibilityIdentifier` is `UIAccessibilityIdentification`'s: views, bar
    // items, images and `UIAccessibilityElement` have it, not every object.)

    open var isAccessibilityElement: Bool {
        get { storedAccessibility(AccessibilityKey.element) ?? false }
        set { storeAccessibility(newValue, AccessibilityKey.element) }
    }
    open var accessibilityLabel: String? {
        get { storedAccessibility(AccessibilityKey.label) }
        set { storeAccessibility(newValue, AccessibilityKey.label) }
    }
    open var accessibilityHint: String? {
        get { storedAccessibility(AccessibilityKey.hint) }
        set { storeAccessibility(newValue, AccessibilityKey.hint) }
    }
    open var accessibilityValue: String? {
        get { storedAccessibility(AccessibilityKey.value) }
        set { storeAccessibility(newValue, AccessibilityKey.value) }
    }
    open var accessibilityLanguage: String? {
        get { storedAccessibility(AccessibilityKey.language) }
        set { storeAccessibility(newValue, AccessibilityKey.language) }
    }
    open var accessibilityTraits: AccessibilityTraits {
        get { storedAccessibility(AccessibilityKey.traits) ?? .none }
        set { storeAccessibility(newValue, AccessibilityKey.traits) }
    }
    open var accessibilityViewIsModal: Bool {
        get { storedAccessibility(AccessibilityKey.modal) ?? false }
        set { storeAccessibility(newValue, AccessibilityKey.modal) }
    }
    open var accessibilityElementsHidden: Bool {
        get { storedAccessibility(AccessibilityKey.hidden) ?? false }
        set { storeAccessibility(newValue, AccessibilityKey.hidden) }
    }
    open var shouldGroupAccessibilityChildren: Bool {
        get { storedAccessibility(AccessibilityKey.group) ?? false }
        set { storeAccessibility(newValue, AccessibilityKey.group) }
    }
    /// `accessibilityIgnoresInvertColors` (Smart Invert leaves the view's content as it is).
    open var accessibilityIgnoresInvertColors: Bool {
        get { storedAccessibility(AccessibilityKey.ignoresInvert) ?? false }
        set { storeAccessibility(newValue, AccessibilityKey.ignoresInvert) }
    }
    /// `accessibilityElements` (weakly typed, as UIKit's `[Any]?`).
    open var accessibilityElements: [Any]? {
        get { storedAccessibility(AccessibilityKey.elements) }
        set { storeAccessibility(newValue, AccessibilityKey.elements) }
    }
    /// `accessibilityFrame` (screen coordinates; UIKit's default for a non-view is `.zero`).
    open var accessibilityFrame: CGRect {
        get { storedAccessibility(AccessibilityKey.frame) ?? .zero }
        set { storeAccessibility(newValue, AccessibilityKey.frame) }
    }
}
