import Foundation

/// `UIContextualAction`: a button revealed by swiping a table row. Its handler gets the action,
/// the view showing it and a completion the app calls with whether it performed the action.
open class ContextualAction: NSObject {
    /// `UIContextualAction.Style`.
    public enum Style: Int, Sendable, Hashable { case normal, destructive }
    public let style: Style
    /// `title`, `image`, `backgroundColor` (drawing, stored).
    open var title: String?
    open var image: Image?
    open var backgroundColor: Color!
    public let handler: (ContextualAction, View, @escaping (Bool) -> Void) -> Void

    /// `init(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping (ContextualAction, View, @escaping (Bool) -> Void) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? Color(red: 1, green: 0.231, blue: 0.188) : Color(white: 0.78)
        super.init()
    }
}

/// `UISwipeActionsConfiguration`: the actions a swipe on one edge of a row reveals, first
/// nearest the edge.
open class SwipeActionsConfiguration: NSObject {
    public let actions: [ContextualAction]
    /// `performsFirstActionWithFullSwipe` (true): a full swipe performs the first action.
    open var performsFirstActionWithFullSwipe = true
    public init(actions: [ContextualAction]) {
        self.actions = actions
        super.init()
    }
}

/// `UITableViewRowAction` (iOS 8–13, deprecated for `UIContextualAction`): a button a trailing
/// swipe reveals, from the delegate's `tableView(_:editActionsForRowAt:)`, which UIKit asks when
/// the delegate gives no trailing swipe configuration. Its handler gets the action and the row.
open class TableViewRowAction: NSObject {
    /// `UITableViewRowAction.Style`, UIKit's raw values (`.normal` is a grey button).
    public enum Style: Int, Sendable, Hashable {
        case `default` = 0, normal = 1
        public static let destructive = Style.default
    }
    public let style: Style
    /// `title`, `backgroundColor`, `backgroundEffect` (drawing, stored).
    open var title: String?
    open var backgroundColor: Color?
    open var backgroundEffect: VisualEffect?
    public let handler: (TableViewRowAction, IndexPath) -> Void

    /// `init(style:title:handler:)`.
    public init(style: Style, title: String?, handler: @escaping (TableViewRowAction, IndexPath) -> Void) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

extension TableView {
    /// The user's swipe on the row at `indexPath` — from the trailing edge (`leading: false`)
    /// or the leading one — and tap on the revealed action at `index` (a full swipe: the first
    /// action, when the configuration allows): the delegate's configuration for that edge is
    /// asked and the action's handler runs with the row's cell as its source view and a
    /// completion (the app deletes rows itself in the handler, as in UIKit). Nothing happens
    /// without a configuration, an action at `index`, or the row.
    public func performSwipeAction(at indexPath: IndexPath, leading: Bool = false, actionAt index: Int = 0, completion: ((Bool) -> Void)? = nil) {
        guard let d = tableDelegate, let cell = cellForRow(at: indexPath) else { return }
        let configuration = leading ? d.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
            : d.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        // No trailing configuration: the row actions of iOS 8–10 (`editActionsForRowAt`).
        if configuration == nil, !leading, let rowActions = d.tableView(self, editActionsForRowAt: indexPath) {
            guard rowActions.indices.contains(index) else { return }
            rowActions[index].handler(rowActions[index], indexPath)
            completion?(true)
            return
        }
        guard let actions = configuration?.actions, actions.indices.contains(index) else { return }
        let action = actions[index]
        action.handler(action, cell) { done in completion?(done) }
    }
}
