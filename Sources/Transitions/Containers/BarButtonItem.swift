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

    open var style: Style = .plain
    open var width: CGFloat = 0
    open var customView: View?
    open var tintColor: Color?
    open weak var target: AnyObject?
    /// `action`: the selector a tap sends to `target`.
    open var action: TypedSelector?
    /// The closure a tap runs (the model's spelling of a primary action).
    public var handler: ((BarButtonItem) -> Void)?
    public private(set) var systemItem: SystemItem?
    /// `menu` (iOS 14): the menu the item shows on a tap (when it has no action) or a long press.
    /// Open, as UIKit's (a back item's subclass answers nil to suppress the history menu). The
    /// system draws menus: stored.
    open var menu: Menu?

    /// `init()` and `init?(coder:)` are the designated initialisers, as in UIKit: the others are
    /// convenience initialisers, which a subclass that overrides `init()` inherits.
    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init() }

    /// `init(title:style:target:action:)`.
    public convenience init(title: String?, style: Style, target: Any?, action: TypedSelector?) {
        self.init()
        self.title = title
        self.style = style
        self.target = targetObject(target)
        self.action = action
    }

    /// `init(barButtonSystemItem:target:action:)`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: Any?, action: TypedSelector?) {
        self.init()
        self.systemItem = systemItem
        self.target = targetObject(target)
        self.action = action
    }

    /// A titled item whose tap runs `handler`.
    public convenience init(title: String?, style: Style = .plain, handler: @escaping (BarButtonItem) -> Void) {
        self.init()
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// A system item whose tap runs `handler`.
    public convenience init(barButtonSystemItem systemItem: SystemItem, handler: @escaping (BarButtonItem) -> Void) {
        self.init()
        self.systemItem = systemItem
        self.handler = handler
    }

    /// `init(customView:)`.
    public convenience init(customView: View) {
        self.init()
        self.customView = customView
    }

    /// `value(forKey:)` with the key popovers and badges anchor to, `"view"`: the view that shows
    /// this item — its `customView`, else the button a navigation bar shows it with (see
    /// `NavigationBar.itemView(for:)`), nil while no bar shows it. Any other key is refused and
    /// recorded, as UIKit raises for a key the class does not define (`UIKitNSObject`).
    open override func value(forKey key: String) -> Any? {
        guard key == "view" else { return super.value(forKey: key) }
        if let customView { return customView }
        for window in Simulation.current.application.windows {
            for case let bar as NavigationBar in [window] + window.allDescendants {
                if let view = bar.itemView(for: self) { return view }
            }
        }
        return nil
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
