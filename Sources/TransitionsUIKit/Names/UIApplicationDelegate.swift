import Foundation
import Transitions

/// `UIApplicationDelegate`. The model runs no application life cycle, so none of the launch or
/// scene callbacks is called; the protocol exists for what transition code reads through it:
/// the app's main window, `UIApplication.shared.delegate?.window`.
///
/// In UIKit `window` is an optional requirement (`@objc optional var window: UIWindow? { get set }`),
/// so through the protocol it reads as `UIWindow??`: `delegate?.window!` and
/// `delegate?.window??.rootViewController` are how it is spelt. The model keeps that shape: the
/// protocol's `window` (`UIWindow??`) is the app delegate's own stored `window` property when it
/// declares one (read by reflection, as the Objective-C runtime reads the property), and the
/// application's key window for the delegate the model supplies when the app has set none.
public protocol UIApplicationDelegate: AnyObject {}

extension UIApplicationDelegate {
    /// The delegate's `window`, as the optional requirement reads (`UIWindow??`): `.none` when the
    /// delegate has no `window` property.
    public var window: Window?? {
        if let system = self as? SystemApplicationDelegate { return .some(system.application?.keyWindow) }
        for child in Mirror(reflecting: self).children where child.label == "window" {
            if let w = child.value as? Window? { return .some(w) }
        }
        return .none
    }
}

/// The delegate the model supplies while the app has set none: its `window` is the key window.
final class SystemApplicationDelegate: UIApplicationDelegate {
    weak var application: Application?
    init(application: Application) { self.application = application }
}

enum ApplicationKeys {
    nonisolated(unsafe) static let delegate = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

extension Application {
    /// `delegate`: the app delegate set here (held weakly, as UIKit's is unowned), or the model's
    /// stand-in, whose `window` is the key window (a UIKit app always has one).
    public var delegate: (any UIApplicationDelegate)? {
        get {
            if let box = AssociatedObjects.get(self, key: ApplicationKeys.delegate) as? WeakApplicationDelegate, let d = box.value {
                return d
            }
            return SystemApplicationDelegate(application: self)
        }
        set { AssociatedObjects.set(self, key: ApplicationKeys.delegate, value: WeakApplicationDelegate(newValue), policy: .retain) }
    }
}

/// A weak hold on the app delegate.
final class WeakApplicationDelegate {
    weak var value: (any UIApplicationDelegate)?
    init(_ value: (any UIApplicationDelegate)?) { self.value = value }
}
