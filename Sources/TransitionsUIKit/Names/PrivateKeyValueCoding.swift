import Foundation
import Transitions

// Key-value coding on `UIApplication` and `UIScreen` (neither an `NSObject` in the model): code
// reads UIKit's private keys there (`"statusBar"`, `"_displayCornerRadius"`). The model defines
// none of them: a read answers nil and a write changes nothing, each recorded as a rejected call
// on the current simulation (UIKit raises for a key it does not define, and the status bar view
// those keys reached is gone since iOS 13), so the checker reports code that relies on them.

extension UIScreen {
    public func value(forKey key: String) -> Any? {
        Simulation.recordUndefinedKey(key, on: self, writing: false)
        return nil
    }
    public func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }
    public func setValue(_ value: Any?, forKey key: String) { Simulation.recordUndefinedKey(key, on: self, writing: true) }
}

extension UIApplication {
    public func value(forKey key: String) -> Any? {
        Simulation.recordUndefinedKey(key, on: self, writing: false)
        return nil
    }
    public func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }
    public func setValue(_ value: Any?, forKey key: String) { Simulation.recordUndefinedKey(key, on: self, writing: true) }
}
