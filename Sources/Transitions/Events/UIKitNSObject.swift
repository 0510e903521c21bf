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
/// * `awakeFromNib()`, `awakeAfter(using:)` — called by the model's nibs (`Nib`).
/// * `prepareForInterfaceBuilder()` — Interface Builder's canvas; never called (there is none).
open class UIKitNSObject: NSObject, KeyValueStringObserver {
    public override init() { super.init() }

    /// `responds(to:)`: whether this object has the selector's method.
    open func responds(to aSelector: TypedSelector?) -> Bool { aSelector?.canBeInvoked(on: self) ?? false }

    /// `forwardingTarget(for:)`: where a selector this object has no method for goes instead
    /// (nil: nowhere).
    open func forwardingTarget(for aSelector: TypedSelector?) -> Any? { nil }

    /// `observeValue(forKeyPath:of:change:context:)` (`KeyValueStringObserver`).
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}

    /// `awakeFromNib()`: after a nib made this object (`Nib`).
    open func awakeFromNib() {}

    /// `awakeAfter(using:)`: right after a nib decoded this object, which may return a
    /// replacement (apps return a view loaded from another nib); the default is `self`.
    open func awakeAfter(using coder: NSCoder) -> Any? { self }

    /// `prepareForInterfaceBuilder()` (`@IBDesignable`): Interface Builder calls it to render a
    /// designable in the canvas; there is no canvas, so the model never does.
    open func prepareForInterfaceBuilder() {}
}
