import Foundation

/// Key-value coding on UIKit's objects and the app's (`UIKitNSObject`): Linux Foundation's
/// `NSObject` has none, and UIKit code uses it for keys UIKit defines (`"modalInPresentation"`
/// where older SDKs lack the property, `"alpha"`), for private keys (`"tabBar"` to give a tab bar
/// controller a bar subclass), and as a key-value container.
///
/// * Keys the model defines are read and written with their semantics: a view's geometry,
///   alpha, visibility, colour and tag; a controller's view, title, modal-in-presentation and
///   preferred content size; a tab bar controller's `tabBar` (setting it installs the bar).
///   A navigation controller's private `_isTransitioning` (a push or pop is running) is read too.
/// * Reading another key finds the object's stored property of that name (an app class's
///   `@objc` property, by reflection) or its `_name`; writing one cannot (Swift has no
///   Objective-C runtime to set it by name): the write is recorded as a rejected call naming
///   the property.
/// * Any other key is UIKit's private or undefined: `value(forUndefinedKey:)` /
///   `setValue(_:forUndefinedKey:)` record it as a rejected call (UIKit raises for an undefined
///   key; the model cannot tell a private key from one), so the checker reports code that relies
///   on one.
extension UIKitNSObject {
    func keyValue(forKey key: String) -> Any? {
        if let v = definedValue(forKey: key) { return v }
        if let stored = storedProperty(named: key) { return stored }
        return value(forUndefinedKey: key)
    }

    func setKeyValue(_ value: Any?, forKey key: String) {
        if setDefinedValue(value, forKey: key) { return }
        if storedProperty(named: key) != nil {
            Simulation.currentIfAny?.record(
                .rejectedCall, "setValue(_:forKey: \"\(key)\") on \(type(of: self)): no Objective-C runtime sets the property \(key) by name; assign it")
            return
        }
        setValue(value, forUndefinedKey: key)
    }

    func keyPathValue(_ keyPath: String) -> Any? {
        let parts = keyPath.split(separator: ".", maxSplits: 1).map(String.init)
        guard parts.count == 2 else { return value(forKey: keyPath) }
        let head = value(forKey: parts[0])
        if let o = head as? UIKitNSObject { return o.value(forKeyPath: parts[1]) }
        if let l = head as? Layer { return l.value(forKeyPath: parts[1]) }
        return nil
    }

    func setKeyPathValue(_ value: Any?, _ keyPath: String) {
        guard let dot = keyPath.lastIndex(of: ".") else { return setValue(value, forKey: keyPath) }
        let owner = self.value(forKeyPath: String(keyPath[..<dot]))
        let last = String(keyPath[keyPath.index(after: dot)...])
        if let o = owner as? UIKitNSObject { o.setValue(value, forKey: last) } else if let l = owner as? Layer { l.setValue(value, forKey: last) }
    }

    private func storedProperty(named key: String) -> Any?? { Self.reflectedStoredProperty(of: self, named: key) }

    /// A stored property named `key` (or `_key`) of `object`'s class, read by reflection (an
    /// optional's value unwrapped; `.none`: the class has no such property). Also what
    /// key-value coding on a plain Foundation `NSObject` reads (TransitionsUIKit).
    package static func reflectedStoredProperty(of object: AnyObject, named key: String) -> Any?? {
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror {
            for child in m.children where child.label == key || child.label == "_" + key { return .some(Self.unwrapped(child.value)) }
            mirror = m.superclassMirror
        }
        return nil
    }

    /// UIKit's keys the model defines (nil: not one of them).
    private func definedValue(forKey key: String) -> Any?? {
        if let vc = self as? ViewController {
            switch key {
            case "view": return .some(vc.view)
            case "title": return .some(vc.title)
            case "modalInPresentation", "isModalInPresentation": return .some(vc.isModalInPresentation)
            case "preferredContentSize": return .some(vc.preferredContentSize)
            case "tabBar": if let t = vc as? TabBarController { return .some(t.tabBarStorage) }
            // UIKit's private flag full-screen pop gestures read: a push or pop is running.
            case "_isTransitioning": if vc is NavigationController { return .some(vc.activeTransition.map { !$0.isComplete } ?? false) }
            default: break
            }
        }
        if let v = self as? View {
            switch key {
            case "frame": return .some(v.frame)
            case "bounds": return .some(v.bounds)
            case "center": return .some(v.center)
            case "alpha": return .some(v.alpha)
            case "hidden", "isHidden": return .some(v.isHidden)
            case "backgroundColor": return .some(v.backgroundColor)
            case "tag": return .some(v.tag)
            case "clipsToBounds": return .some(v.clipsToBounds)
            case "userInteractionEnabled", "isUserInteractionEnabled": return .some(v.isUserInteractionEnabled)
            case "layer": return .some(v.layer)
            case "superview": return .some(v.superview)
            case "subviews": return .some(v.subviews)
            default: break
            }
        }
        return nil
    }

    /// Sets one of UIKit's keys the model defines; false when `key` is not one (a value of the
    /// wrong type for a defined key is ignored, as the property's type would refuse it).
    private func setDefinedValue(_ value: Any?, forKey key: String) -> Bool {
        if let vc = self as? ViewController {
            switch key {
            case "title": vc.title = value as? String; return true
            case "modalInPresentation", "isModalInPresentation":
                if let b = Self.bool(value) { vc.isModalInPresentation = b }
                return true
            case "preferredContentSize":
                if let s = value as? CGSize { vc.preferredContentSize = s }
                return true
            case "tabBar":
                guard let t = vc as? TabBarController else { break }
                if let bar = value as? TabBar { t.replaceTabBar(with: bar) }
                return true
            default: break
            }
        }
        if let v = self as? View {
            switch key {
            case "frame": if let r = value as? CGRect { v.frame = r }
            case "bounds": if let r = value as? CGRect { v.bounds = r }
            case "center": if let p = value as? CGPoint { v.center = p }
            case "alpha": if let d = Self.double(value) { v.alpha = d }
            case "hidden", "isHidden": if let b = Self.bool(value) { v.isHidden = b }
            case "backgroundColor": v.backgroundColor = value as? Color
            case "tag": if let d = Self.double(value), d.isFinite, abs(d) < 9.0e15 { v.tag = Int(d) }
            case "clipsToBounds": if let b = Self.bool(value) { v.clipsToBounds = b }
            case "userInteractionEnabled", "isUserInteractionEnabled": if let b = Self.bool(value) { v.isUserInteractionEnabled = b }
            default: return false
            }
            return true
        }
        return false
    }

    /// An optional's value (nil for none), anything else as it is.
    private static func unwrapped(_ value: Any) -> Any? {
        let m = Mirror(reflecting: value)
        guard m.displayStyle == .optional else { return value }
        return m.children.first.map { unwrapped($0.value) } ?? nil
    }

    private static func bool(_ value: Any?) -> Bool? {
        if let b = value as? Bool { return b }
        if let n = value as? NSNumber { return n.boolValue }
        return nil
    }

    private static func double(_ value: Any?) -> Double? {
        if let d = value as? Double { return d }
        if let d = value as? CGFloat { return Double(d) }
        if let i = value as? Int { return Double(i) }
        if let n = value as? NSNumber { return n.doubleValue }
        return nil
    }
}
