import Foundation
import Transitions

/// Key-value coding as Objective-C's dynamic lookup on `AnyObject` reaches it:
/// `(items[0] as AnyObject).value(forKey: "view")`, `(plist.value(forKey: k) as AnyObject).value(forKey: name)`.
/// On iOS every object answers `value(forKey:)` (`NSObject`'s informal protocol, named here as
/// Foundation names it); Linux has no dynamic lookup, so `transit-uikit-rewrite` makes such a
/// call `(x as AnyObject as? NSKeyValueCoding)?.value(forKey: k)`: the objects that answer key-value
/// coding in the model adopt this protocol. An `NSObject` without the key (a number, `NSNull`)
/// answers nil and the model records the call as rejected, where UIKit raises
/// `NSUndefinedKeyException`; an object that is no key-value container (a Swift object, which
/// Objective-C would answer "unrecognized selector") answers nil through the failed cast.
///
/// The adopters: every `NSObject` (UIKit's classes and the app's, with their own key-value coding;
/// Foundation's — an `NSDictionary` answers its entry for the key, as Foundation's
/// `valueForKey:` does), layers, animations, gesture recognizers, the screen and the application.
public protocol NSKeyValueCoding: AnyObject {
    func value(forKey key: String) -> Any?
    func value(forKeyPath keyPath: String) -> Any?
    func setValue(_ value: Any?, forKey key: String)
}

extension NSObject: NSKeyValueCoding {}
extension CALayer: NSKeyValueCoding {}
extension CAAnimation: NSKeyValueCoding {}
extension UIGestureRecognizer: NSKeyValueCoding {}
extension UIScreen: NSKeyValueCoding {}
extension UIApplication: NSKeyValueCoding {}
