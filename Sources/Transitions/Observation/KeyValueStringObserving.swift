import Foundation

/// `NSKeyValueChangeKey`: the keys of the change dictionary string-keyed observers receive.
public struct KeyValueChangeKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let kindKey = KeyValueChangeKey(rawValue: "kind")
    public static let newKey = KeyValueChangeKey(rawValue: "new")
    public static let oldKey = KeyValueChangeKey(rawValue: "old")
    public static let indexesKey = KeyValueChangeKey(rawValue: "indexes")
    public static let notificationIsPriorKey = KeyValueChangeKey(rawValue: "notificationIsPrior")
}

/// The receiving end of string-keyed observing: `observeValue(forKeyPath:of:change:context:)`,
/// which UIKit's `NSObject` declares and observers override. The model's responders (views,
/// controllers), presentation controllers, interactive transitions and gesture recognizers
/// declare it open, so the overrides apps write compile; an app class that derives from
/// `NSObject` itself adopts this protocol (the UIKit rewriter adds it where such a class overrides
/// the method).
public protocol KeyValueStringObserver: AnyObject {
    func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
}

/// One `addObserver(_:forKeyPath:options:context:)` registration.
final class KeyValueStringRegistration {
    weak var observer: AnyObject?
    let keyPath: String
    let context: UnsafeMutableRawPointer?
    var token: KeyValueObservation?
    init(observer: AnyObject, keyPath: String, context: UnsafeMutableRawPointer?) {
        self.observer = observer
        self.keyPath = keyPath
        self.context = context
    }
}

extension KeyValueObservable {
    /// `addObserver(_:forKeyPath:options:context:)`: string-keyed KVO over the model's typed
    /// observing. The key is one of the observable properties of the object's kind
    /// (`KeyValueStringKeys`: a scroll view's `contentOffset`, a view's `frame`, a layer's
    /// `position` …); the observer's `observeValue(forKeyPath:of:change:context:)` is called
    /// synchronously on each change, with the values the options ask for (a `CGPoint` for
    /// `contentOffset`, not an `NSValue`), the `kind` (`.setting`, 1) and, for `.prior`, the
    /// prior flag. The observer is not retained, as in KVO. A key the model cannot observe is
    /// recorded as a rejected call and nothing is registered (KVO raises for a key the class
    /// is not key-value compliant for).
    public func addObserver(
        _ observer: AnyObject, forKeyPath keyPath: String, options: KeyValueObservingOptions = [], context: UnsafeMutableRawPointer?
    ) {
        guard let read = KeyValueStringKeys.reader(for: self, key: keyPath) else {
            Simulation.current.record(
                .rejectedCall, "addObserver(_:forKeyPath: \"\(keyPath)\") on \(type(of: self)): not a key the model can observe on it")
            return
        }
        let registration = KeyValueStringRegistration(observer: observer, keyPath: keyPath, context: context)
        let list = keyValueObservers
        weak var object = self
        var before: Any?
        let id = list.add(
            willChange: { before = object.flatMap(read) },
            didChange: { [weak registration] in
                guard let o = object, let r = registration, let old = before else { return }
                before = nil
                let new = read(o)
                guard !KeyValueStringKeys.same(old, new) else { return }
                if options.contains(.prior) { r.notify(of: o, old: options.contains(.old) ? old : nil, new: nil, prior: true) }
                r.notify(of: o, old: options.contains(.old) ? old : nil, new: options.contains(.new) ? new : nil, prior: false)
            })
        registration.token = KeyValueObservation(list: list, id: id)
        list.stringRegistrations.append(registration)
        if options.contains(.initial) {
            registration.notify(of: self, old: nil, new: options.contains(.new) ? read(self) : nil, prior: false)
        }
    }

    /// `removeObserver(_:forKeyPath:context:)`: ends the most recent matching registration.
    /// Removing one that is not registered is recorded as a rejected call (KVO raises).
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String, context: UnsafeMutableRawPointer?) {
        removeRegistration(observer, keyPath) { $0.context == context }
    }

    /// `removeObserver(_:forKeyPath:)`: ends the most recent registration for the key.
    public func removeObserver(_ observer: AnyObject, forKeyPath keyPath: String) {
        removeRegistration(observer, keyPath) { _ in true }
    }

    private func removeRegistration(_ observer: AnyObject, _ keyPath: String, matching: (KeyValueStringRegistration) -> Bool) {
        let list = keyValueObservers
        list.stringRegistrations.removeAll { $0.observer == nil }
        guard let i = list.stringRegistrations.lastIndex(where: { $0.observer === observer && $0.keyPath == keyPath && matching($0) }) else {
            Simulation.current.record(
                .rejectedCall, "removeObserver(_:forKeyPath: \"\(keyPath)\") on \(type(of: self)): that observer is not registered for the key")
            return
        }
        list.stringRegistrations[i].token?.invalidate()
        list.stringRegistrations.remove(at: i)
    }
}

extension KeyValueStringRegistration {
    func notify(of object: AnyObject, old: Any?, new: Any?, prior: Bool) {
        guard let o = observer as? KeyValueStringObserver else { return }
        var change: [KeyValueChangeKey: Any] = [.kindKey: KeyValueChange.setting.rawValue]
        if let old { change[.oldKey] = old }
        if let new { change[.newKey] = new }
        if prior { change[.notificationIsPriorKey] = true }
        o.observeValue(forKeyPath: keyPath, of: object, change: change, context: context)
    }
}

/// The keys string-keyed observers may name, per kind of object: the properties the model's
/// setters bracket (`KeyValueObservable`), under UIKit's key names (`hidden` for `isHidden`),
/// boxed as UIKit's types (a view's `alpha` a `CGFloat`, a layer's `opacity` a `Float`), so
/// `change?[.newKey] as? CGFloat` reads them as on a device.
enum KeyValueStringKeys {
    /// UIKit's key (`uikitReader`), else a stored property of that name of an app's object (an
    /// `@objc dynamic var`, read by reflection; `NSNull` for nil, as KVO's change dictionary).
    static func reader(for object: AnyObject, key: String) -> ((AnyObject) -> Any)? {
        if let read = uikitReader(for: object, key: key) { return read }
        guard object is UIKitNSObject || object is Layer, UIKitNSObject.reflectedStoredProperty(of: object, named: key) != nil else { return nil }
        return { o in
            switch UIKitNSObject.reflectedStoredProperty(of: o, named: key) {
            case .some(.some(let value)): return value
            default: return NSNull()
            }
        }
    }

    static func uikitReader(for object: AnyObject, key: String) -> ((AnyObject) -> Any)? {
        switch object {
        case is ScrollView:
            switch key {
            case "contentOffset": return { ($0 as! ScrollView).contentOffset }
            case "contentSize": return { ($0 as! ScrollView).contentSize }
            case "contentInset": return { ($0 as! ScrollView).contentInset }
            default: break
            }
        case is ViewController:
            switch key {
            case "preferredContentSize": return { ($0 as! ViewController).preferredContentSize }
            case "modalPresentationStyle": return { ($0 as! ViewController).modalPresentationStyle.rawValue }
            default: return nil
            }
        default: break
        }
        if object is View {
            switch key {
            case "frame": return { ($0 as! View).frame }
            case "bounds": return { ($0 as! View).bounds }
            case "center": return { ($0 as! View).center }
            case "alpha": return { CGFloat(($0 as! View).alpha) }  // UIKit's type: CGFloat
            case "hidden", "isHidden": return { ($0 as! View).isHidden }
            case "transform": return { ($0 as! View).transform }
            default: return nil
            }
        }
        if object is Layer {
            switch key {
            case "frame": return { ($0 as! Layer).frame }
            case "bounds": return { ($0 as! Layer).bounds }
            case "position": return { ($0 as! Layer).position }
            case "anchorPoint": return { ($0 as! Layer).anchorPoint }
            case "opacity": return { Float(($0 as! Layer).opacity) }  // UIKit's type: Float
            case "hidden", "isHidden": return { ($0 as! Layer).isHidden }
            case "cornerRadius": return { CGFloat(($0 as! Layer).cornerRadius) }
            default: return nil
            }
        }
        return nil
    }

    /// Whether two values read for one key are the same (then nobody is notified).
    static func same(_ a: Any, _ b: Any) -> Bool {
        if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
        return String(describing: a) == String(describing: b)
    }
}
