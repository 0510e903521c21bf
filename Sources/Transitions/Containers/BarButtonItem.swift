import Foundation

/// `UIBarButtonItem`: a button in a navigation bar or toolbar. UIKit's target-action with a typed
/// selector (`action`, sent to `target`, which is not retained, with the item as argument), or a
/// closure (`handler`); `tap()` is a tap on the button, which sends both when the item is
/// enabled. A selector with no target is sent along the responder chain of the key window's
/// visible controller (UIKit's nil-target rule for bar items: the first responder that has the
/// method). Where the button sits in the bar is drawing (not modelled).
open class BarButtonItem: BarItem {
    /// `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable, Hashable { case plain, bordered, done }
    /// `UIBarButtonItem.SystemItem`.
    public enum SystemItem: Int, Sendable, Hashable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks, search, refresh,
            stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    public var style: Style = .plain
    public var width: CGFloat = 0
    public var customView: View?
    public var tintColor: Color?
    public weak var target: AnyObject?
    /// `action`: the selector a tap sends to `target`.
    public var action: TypedSelector?
    /// The closure a tap runs (the model's spelling of a primary action).
    public var handler: ((BarButtonItem) -> Void)?
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    /// `init(title:style:target:action:)`.
    public init(title: String?, style: Style, target: Any?, action: TypedSelector?) {
        super.init()
        self.title = title
        self.style = style
        self.target = targetObject(target)
        self.action = action
    }

    /// `init(barButtonSystemItem:target:action:)`.
    public init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: TypedSelector?) {
        super.init()
        self.systemItem = systemItem
        self.target = targetObject(target)
        self.action = action
    }

    /// A titled item whose tap runs `handler`.
    public init(title: String?, style: Style = .plain, handler: @escaping (BarButtonItem) -> Void) {
        super.init()
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// A system item whose tap runs `handler`.
    public init(barButtonSystemItem systemItem: SystemItem, handler: @escaping (BarButtonItem) -> Void) {
        super.init()
        self.systemItem = systemItem
        self.handler = handler
    }

    /// `init(customView:)`.
    public init(customView: View) {
        super.init()
        self.customView = customView
    }

    /// A tap on the button: when enabled, sends the action to the target (or up the responder
    /// chain) and runs the handler.
    public func tap() {
        guard isEnabled else { return }
        if let action {
            if let target {
                action.invoke(on: target, with: self)
            } else {
                var responder: Responder? = Simulation.current.application.keyWindow?.visibleViewController
                while let r = responder, !action.canBeInvoked(on: r) { responder = r.next }
                if let r = responder { action.invoke(on: r, with: self) } else {
                    Simulation.current.record(.rejectedCall, "bar button action \(action) found no responder with the method")
                }
            }
        }
        handler?(self)
    }
}
