import Foundation

/// `UIResponder`: an object in the responder chain, which touches travel up when a responder
/// does not handle them.
///
/// The chain (UIKit's): a view's `next` is the controller whose root view it is, else its
/// superview; a controller's is its view's superview (a presented controller's, its presenter);
/// a window's is the application. Every `touches…` method forwards to `next` by default, so
/// overriding one and not calling `super` consumes the touches. Its `NSObject` methods
/// (`responds(to:)`, `forwardingTarget(for:)`, `observeValue`, `awakeFromNib`…) are
/// `UIKitNSObject`'s.
open class Responder: UIKitNSObject {
    public override init() { super.init() }

    /// `encode(with:)` (`NSCoding`, which UIKit's views and controllers adopt): the model
    /// archives nothing; overridable so subclasses that encode their state compile.
    open func encode(with coder: NSCoder) {}

    /// `accessibilityPerformEscape()` / `accessibilityActivate()` /
    /// `accessibilityPerformMagicTap()`: the gestures of assistive technologies, which the model
    /// never performs (there is none); open so the overrides apps write to handle them compile.
    /// UIKit's defaults: not handled.
    open func accessibilityPerformEscape() -> Bool { false }
    open func accessibilityActivate() -> Bool { false }
    open func accessibilityPerformMagicTap() -> Bool { false }

    /// `keyCommands`: the hardware-keyboard shortcuts this responder offers (none by default;
    /// `Window.pressKey(_:modifierFlags:)` looks here up the chain).
    open var keyCommands: [KeyCommand]? { nil }

    /// `next`: the responder that receives events this one does not handle.
    open var next: Responder? { nil }

    /// `canPerformAction(_:withSender:)`: whether this responder handles `action` (by default,
    /// whether it has the method). `target(forAction:withSender:)` asks it up the chain.
    open func canPerformAction(_ action: TypedSelector, withSender sender: Any?) -> Bool { action.canBeInvoked(on: self) }

    /// `target(forAction:withSender:)`: the first responder from this one up the chain (`next`)
    /// whose `canPerformAction(_:withSender:)` says yes; nil when none does.
    open func target(forAction action: TypedSelector, withSender sender: Any?) -> Any? {
        var r: Responder? = self
        var seen = Set<ObjectIdentifier>()
        while let cur = r, seen.insert(ObjectIdentifier(cur)).inserted {
            if cur.canPerformAction(action, withSender: sender) { return cur }
            r = cur.next
        }
        return nil
    }

    // `UIResponderStandardEditActions`, which UIKit declares on `UIResponder`: the edit menu's
    // and keyboard shortcuts' actions, overridden by responders that handle them (`override func
    // copy(_ sender: Any?)`) and sent up the chain to the first that can perform them
    // (`target(forAction:withSender:)`; `MenuController`'s items). A responder that does not
    // implement one raises "unrecognized selector" on iOS when sent it anyway: the defaults
    // record a rejected call on the current simulation and do nothing else.
    open func cut(_ sender: Any?) { unimplementedEditAction("cut(_:)") }
    open func copy(_ sender: Any?) { unimplementedEditAction("copy(_:)") }
    open func paste(_ sender: Any?) { unimplementedEditAction("paste(_:)") }
    open func pasteAndMatchStyle(_ sender: Any?) { unimplementedEditAction("pasteAndMatchStyle(_:)") }
    open func select(_ sender: Any?) { unimplementedEditAction("select(_:)") }
    open func selectAll(_ sender: Any?) { unimplementedEditAction("selectAll(_:)") }
    open func delete(_ sender: Any?) { unimplementedEditAction("delete(_:)") }
    open func makeTextWritingDirectionLeftToRight(_ sender: Any?) { unimplementedEditAction("makeTextWritingDirectionLeftToRight(_:)") }
    open func makeTextWritingDirectionRightToLeft(_ sender: Any?) { unimplementedEditAction("makeTextWritingDirectionRightToLeft(_:)") }
    open func toggleBoldface(_ sender: Any?) { unimplementedEditAction("toggleBoldface(_:)") }
    open func toggleItalics(_ sender: Any?) { unimplementedEditAction("toggleItalics(_:)") }
    open func toggleUnderline(_ sender: Any?) { unimplementedEditAction("toggleUnderline(_:)") }
    open func increaseSize(_ sender: Any?) { unimplementedEditAction("increaseSize(_:)") }
    open func decreaseSize(_ sender: Any?) { unimplementedEditAction("decreaseSize(_:)") }
    open func find(_ sender: Any?) { unimplementedEditAction("find(_:)") }
    open func findNext(_ sender: Any?) { unimplementedEditAction("findNext(_:)") }
    open func findPrevious(_ sender: Any?) { unimplementedEditAction("findPrevious(_:)") }
    open func findAndReplace(_ sender: Any?) { unimplementedEditAction("findAndReplace(_:)") }
    open func useSelectionForFind(_ sender: Any?) { unimplementedEditAction("useSelectionForFind(_:)") }
    open func duplicate(_ sender: Any?) { unimplementedEditAction("duplicate(_:)") }
    open func rename(_ sender: Any?) { unimplementedEditAction("rename(_:)") }

    private func unimplementedEditAction(_ name: String) {
        Simulation.currentIfAny?.record(.rejectedCall, "\(name) sent to \(type(of: self)), which does not implement it (UIKit: unrecognized selector)")
    }

    /// `motionBegan(_:with:)`, `motionEnded(_:with:)`, `motionCancelled(_:with:)`: device motion
    /// (the shake gesture). The simulated device never shakes, so they are never sent; the
    /// defaults forward to `next`, as UIKit's do.
    open func motionBegan(_ motion: Event.EventSubtype, with event: Event?) { next?.motionBegan(motion, with: event) }
    open func motionEnded(_ motion: Event.EventSubtype, with event: Event?) { next?.motionEnded(motion, with: event) }
    open func motionCancelled(_ motion: Event.EventSubtype, with event: Event?) { next?.motionCancelled(motion, with: event) }

    /// `remoteControlReceived(with:)`: a play/pause from the lock screen or headphones (after
    /// `beginReceivingRemoteControlEvents()`). The simulated device has no remote controls, so it
    /// is never sent; the default forwards to `next`, as UIKit's does.
    open func remoteControlReceived(with event: Event?) { next?.remoteControlReceived(with: event) }

    /// `pressesBegan(_:with:)`, `pressesChanged`, `pressesEnded`, `pressesCancelled`: physical
    /// button presses (`Press`: never delivered in the model); the defaults forward to `next`.
    open func pressesBegan(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesBegan(presses, with: event) }
    open func pressesChanged(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesChanged(presses, with: event) }
    open func pressesEnded(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesEnded(presses, with: event) }
    open func pressesCancelled(_ presses: Set<Press>, with event: PressesEvent?) { next?.pressesCancelled(presses, with: event) }

    /// `touchesBegan(_:with:)`.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) {
        if ranTouchesCategory(.began, touches, event) { return }
        next?.touchesBegan(touches, with: event)
    }
    /// `touchesMoved(_:with:)`.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) {
        if ranTouchesCategory(.moved, touches, event) { return }
        next?.touchesMoved(touches, with: event)
    }
    /// `touchesEnded(_:with:)`.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) {
        if ranTouchesCategory(.ended, touches, event) { return }
        next?.touchesEnded(touches, with: event)
    }
    /// `touchesCancelled(_:with:)`.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        if ranTouchesCategory(.cancelled, touches, event) { return }
        next?.touchesCancelled(touches, with: event)
    }

    /// The phases of a touch, for `ranTouchesCategory`.
    package enum TouchesMember: String { case began = "touchesBegan(_:with:)", moved = "touchesMoved(_:with:)", ended = "touchesEnded(_:with:)", cancelled = "touchesCancelled(_:with:)" }

    /// Runs an app's category of the touches member (`CategoryOverride`) where UIKit's own
    /// method would run — the responder's default, or a model control's tracking — unless it is
    /// already running for this object (its `super` call); true when it ran.
    package final func ranTouchesCategory(_ member: TouchesMember, _ touches: Set<Touch>, _ event: Event?) -> Bool {
        let ran: Void?
        switch member {
        case .began:
            guard adoptsCategory(.touchesBegan), let c = self as? CategoryOverride.TouchesBegan else { return false }
            ran = CategoryOverride.run(self, member.rawValue) { c.categoryTouchesBegan(touches, with: event) }
        case .moved:
            guard adoptsCategory(.touchesMoved), let c = self as? CategoryOverride.TouchesMoved else { return false }
            ran = CategoryOverride.run(self, member.rawValue) { c.categoryTouchesMoved(touches, with: event) }
        case .ended:
            guard adoptsCategory(.touchesEnded), let c = self as? CategoryOverride.TouchesEnded else { return false }
            ran = CategoryOverride.run(self, member.rawValue) { c.categoryTouchesEnded(touches, with: event) }
        case .cancelled:
            guard adoptsCategory(.touchesCancelled), let c = self as? CategoryOverride.TouchesCancelled else { return false }
            ran = CategoryOverride.run(self, member.rawValue) { c.categoryTouchesCancelled(touches, with: event) }
        }
        return ran != nil
    }

    /// `inputAccessoryView` / `inputView`: the views the keyboard shows above / instead of its
    /// keys while this responder is first responder. The keyboard is not drawn in the model:
    /// read back only (nil by default; text fields and text views store theirs; controllers and
    /// views override to return one, as on iOS). `reloadInputViews()` has nothing to reload.
    open var inputAccessoryView: View? { nil }
    open var inputView: View? { nil }
    /// `inputViewController` / `inputAccessoryViewController`: controllers of those views (a
    /// custom keyboard's); nil by default, as UIKit's, for responders to override.
    open var inputViewController: InputViewController? { nil }
    open var inputAccessoryViewController: InputViewController? { nil }
    open func reloadInputViews() {}

    /// `canBecomeFirstResponder` (default false).
    open var canBecomeFirstResponder: Bool { false }
    /// `canResignFirstResponder` (default true).
    open var canResignFirstResponder: Bool { true }
    /// `isFirstResponder`.
    /// Open, as UIKit's (a text view wrapper answers for the text view it holds).
    open var isFirstResponder: Bool { firstResponderFlag }
    package var firstResponderFlag = false

    /// `becomeFirstResponder()`: true when it became first responder.
    ///
    /// UIKit's rules: only a responder in a window can (a view in one, a controller whose view is
    /// in one; elsewhere the call does nothing and returns false); a window has one first
    /// responder, so the current one is asked to resign first, and if it refuses this one does
    /// not become first responder. The software keyboard follows (`Keyboard`).
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if isFirstResponder { return true }
        guard let window = responderWindow else { return false }
        let keyboard = window.simulation.application.keyboard
        let previous = window.currentFirstResponder
        if let previous, previous !== self {
            keyboard.handingOver = true
            let resigned = previous.resignFirstResponder()
            keyboard.handingOver = false
            guard resigned else {
                keyboard.refresh()
                return false
            }
        }
        firstResponderFlag = true
        keyboard.owner = self
        keyboard.refresh(previousOwner: previous)
        return true
    }

    /// `resignFirstResponder()`: false when `canResignFirstResponder` says no. The keyboard
    /// hides unless another responder is taking over.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard canResignFirstResponder else { return false }
        guard firstResponderFlag else { return true }
        firstResponderFlag = false
        releaseKeyboard()
        return true
    }

    /// Stops being first responder whatever `canResignFirstResponder` says (a view leaving its
    /// window, `endEditing(true)`), as UIKit does.
    package func forceResignFirstResponder() {
        guard firstResponderFlag else { return }
        if !resignFirstResponder() {
            firstResponderFlag = false
            releaseKeyboard()
        }
    }

    private func releaseKeyboard() {
        guard let app = responderWindow?.simulation.application ?? keyboardApplication, app.keyboard.owner === self else { return }
        app.keyboard.owner = nil
        app.keyboard.refresh()
    }

    /// The window this responder is in (a view's window, a controller's view's window), where
    /// it can be first responder.
    package var responderWindow: Window? { nil }

    /// The application whose keyboard this responder may hold once out of any window.
    package var keyboardApplication: Application? { nil }
}
