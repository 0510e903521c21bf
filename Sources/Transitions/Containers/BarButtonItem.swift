import Foundation

/// `UIBarButtonItem`: a button in a navigation bar or toolbar. The action is a closure (the
/// target is kept weakly, as UIKit keeps it, and not otherwise used); `tap()` is a tap on the
/// button, which sends the action when the item is enabled. Where the button sits in the bar is
/// drawing (not modelled).
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
    /// The action a tap sends (UIKit's target-action, as a closure).
    public var action: ((BarButtonItem) -> Void)?
    public private(set) var systemItem: SystemItem?

    public override init() { super.init() }

    /// `init(title:style:target:action:)`.
    public init(title: String?, style: Style, target: AnyObject?, action: ((BarButtonItem) -> Void)?) {
        super.init()
        self.title = title
        self.style = style
        self.target = target
        self.action = action
    }

    /// `init(barButtonSystemItem:target:action:)`.
    public init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: ((BarButtonItem) -> Void)?) {
        super.init()
        self.systemItem = systemItem
        self.target = target
        self.action = action
    }

    /// `init(customView:)`.
    public init(customView: View) {
        super.init()
        self.customView = customView
    }

    /// A tap on the button: sends the action when enabled.
    public func tap() {
        guard isEnabled else { return }
        action?(self)
    }
}
