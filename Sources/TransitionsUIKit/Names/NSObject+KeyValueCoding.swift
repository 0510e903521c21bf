import Foundation
import Transitions

// Key-value coding where the static type is Foundation's `NSObject` (`objects as? [NSObject]`,
// then `$0.value(forKey: "identifier")`): on iOS every `NSObject` answers `value(forKey:)`;
// Linux Foundation's has no key-value coding. Declared on the protocol, constrained to
// `NSObject`, so the methods of UIKit's classes and the app's (`UIKitNSObject`, which apps
// override) stay the ones a call on those static types finds, and this one is reached only
// through `NSObject` itself:
//
// * an object of UIKit's or the app's classes answers with its own key-value coding (so an
//   override in an app class runs, as Objective-C's dispatch would);
// * another `NSObject` answers a stored property of that name (`key` or `_key`) by reflection;
//   writing one cannot be done by name without the Objective-C runtime;
// * an `NSDictionary` answers its entry for the key (Foundation's `valueForKey:` on a
//   dictionary; Linux Foundation's own method, which a call through `NSObject` does not reach);
// * otherwise the key is undefined: UIKit raises `NSUndefinedKeyException`; the model records
//   the call as rejected on the current simulation and answers nil (writes change nothing).
extension NSObjectProtocol where Self: NSObject {
    public func value(forKey key: String) -> Any? {
        if let object = self as? UIKitNSObject { return object.value(forKey: key) }
        if let dictionary = self as? NSDictionary { return dictionary.value(forKey: key) }
        if let stored = UIKitNSObject.reflectedStoredProperty(of: self, named: key) { return stored }
        Simulation.recordUndefinedKey(key, on: self, writing: false)
        return nil
    }

    public func setValue(_ value: Any?, forKey key: String) {
        if let object = self as? UIKitNSObject { return object.setValue(value, forKey: key) }
        Simulation.recordUndefinedKey(key, on: self, writing: true)
    }

    public func value(forKeyPath keyPath: String) -> Any? {
        if let object = self as? UIKitNSObject { return object.value(forKeyPath: keyPath) }
        guard let dot = keyPath.firstIndex(of: ".") else { return value(forKey: keyPath) }
        let head = value(forKey: String(keyPath[..<dot]))
        let rest = String(keyPath[keyPath.index(after: dot)...])
        return (head as? NSObject)?.value(forKeyPath: rest)
    }

    public func setValue(_ value: Any?, forKeyPath keyPath: String) {
        if let object = self as? UIKitNSObject { return object.setValue(value, forKeyPath: keyPath) }
        Simulation.recordUndefinedKey(keyPath, on: self, writing: true)
    }
}

// `==` / `!=` between optionals of UIKit's or the app's objects whose static types differ, such
// as `viewControllers?[i] != cardController` where `cardController` is `(UIViewController &
// CardPresentable)?`: a composition of a class and a protocol is not itself `Equatable`, so
// Swift's `Optional` operators do not apply; on iOS the comparison compiles (NSObject's
// `isEqual(_:)`). Both sides are converted to `UIKitNSObject?` and compared as `NSObject`s are.
public func == (lhs: UIKitNSObject?, rhs: UIKitNSObject?) -> Bool {
    switch (lhs, rhs) {
    case (nil, nil): return true
    case let (l?, r?): return l.isEqual(r)
    default: return false
    }
}

public func != (lhs: UIKitNSObject?, rhs: UIKitNSObject?) -> Bool { !(lhs == rhs) }
