import Foundation

/// `UIResponder`: an object in the responder chain, which touches travel up when a responder
/// does not handle them.
///
/// The chain (UIKit's): a view's `next` is the controller whose root view it is, else its
/// superview; a controller's is its view's superview (a presented controller's, its presenter);
/// a window's is the application. Every `touches…` method forwards to `next` by default, so
/// overriding one and not calling `super` consumes the touches.
open class Responder: NSObject, KeyValueStringObserver {
    public override init() {}

    /// `responds(to:)`: whether this object has the selector's method. Open, as `NSObject`'s is
    /// in UIKit: a proxy answers for the object it forwards to.
    open func responds(to aSelector: TypedSelector?) -> Bool { aSelector?.canBeInvoked(on: self) ?? false }

    /// `encode(with:)` (`NSCoding`, which UIKit's views and controllers adopt): the model
    /// archives nothing; overridable so subclasses that encode their state compile.
    open func encode(with coder: NSCoder) {}

    /// `forwardingTarget(for:)`: where a selector this object has no method for goes instead
    /// (nil: nowhere). Target-action and `perform(_:)` follow it, as Objective-C's forwarding does.
    open func forwardingTarget(for aSelector: TypedSelector?) -> Any? { nil }

    /// `observeValue(forKeyPath:of:change:context:)` (`KeyValueStringObserver`): string-keyed
    /// observers override it; the default ignores the notification (UIKit's raises for an
    /// unhandled context).
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}

    /// `accessibilityPerformEscape()` / `accessibilityActivate()` /
    /// `accessibilityPerformMagicTap()`: the gestures of assistive technologies, which the model
    /// never performs (there is none); open so the overrides apps write to handle them compile.
    /// UIKit's defaults: not handled.
    open func accessibilityPerformEscape() -> Bool { false }
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// `next`: the responder that receives events this one does not handle.
    open var next: Responder? { nil }

    /// `touchesBegan(_:with:)`.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) { next?.touchesBegan(touches, with: event) }
    /// `touchesMoved(_:with:)`.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) { next?.touchesMoved(touches, with: event) }
    /// `touchesEnded(_:with:)`.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) { next?.touchesEnded(touches, with: event) }
    /// `touchesCancelled(_:with:)`.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) { next?.touchesCancelled(touches, with: event) }

    /// `canBecomeFirstResponder` (default false).
    open var canBecomeFirstResponder: Bool { false }
    /// `canResignFirstResponder` (default true).
    open var canResignFirstResponder: Bool { true }
    /// `isFirstResponder`.
    public var isFirstResponder: Bool { firstResponderFlag }
    package var firstResponderFlag = false

    /// `becomeFirstResponder()`: true when it became first responder.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        firstResponderFlag = true
        return true
    }

    /// `resignFirstResponder()`.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        firstResponderFlag = false
        return true
    }
}
