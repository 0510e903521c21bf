import Foundation
import Transitions

/// `UIAction` (iOS 14): a closure-backed action for controls and bar button items. A control's
/// actions run with its target-action pairs, in the order added, for their events
/// (`addAction(_:for:)`; a button's `primaryAction` for `.primaryActionTriggered`, which a tap on
/// a button sends with `.touchUpInside`); `sender` is the control while the action runs.
/// `title`, `image`, `attributes` and `state` are what menus draw (stored).
public final class UIAction: MenuElement {
    /// `UIActionHandler`.
    public typealias Handler = UIActionHandler
    /// `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let identifier: Identifier
    public var attributes: Attributes
    public var state: State
    let handler: (UIAction) -> Void
    /// `sender`: the control that sent the action, while it runs.
    public private(set) var sender: Any?

    /// `selectedImage` (iOS 17: the image a menu draws for the `.on` state; stored).
    public var selectedImage: UIImage?

    /// UIKit's initialiser, with iOS 15's `subtitle` and iOS 17's `selectedImage`.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil, identifier: Identifier? = nil,
        discoverabilityTitle: String? = nil, attributes: Attributes = [], state: State = .off, handler: @escaping (UIAction) -> Void
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.attributes = attributes
        self.state = state
        self.handler = handler
        self.selectedImage = selectedImage
        super.init(title: title, image: image)
        self.subtitle = subtitle
    }

    /// Runs the handler with `sender` set (a `.disabled` action does not run).
    func perform(from sender: Any?) {
        guard !attributes.contains(.disabled) else { return }
        self.sender = sender
        defer { self.sender = nil }
        handler(self)
    }
}

extension MenuElement {
    /// `UIMenuElement.Attributes` (an action's or command's; stored: menus are drawn).
    public struct Attributes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }
    /// `UIMenuElement.State`: the check mark a menu draws beside an action.
    public enum State: Int, Sendable, Hashable { case off, on, mixed }
}

/// `UIActionHandler`: what a `UIAction` runs.
public typealias UIActionHandler = (UIAction) -> Void
/// `UIContextMenuContentPreviewProvider`: makes the controller a context menu previews.
public typealias UIContextMenuContentPreviewProvider = () -> ViewController?
/// `UIContextMenuActionProvider`: makes a context menu's menu from the suggested actions.
public typealias UIContextMenuActionProvider = ([MenuElement]) -> Menu?

extension Control {
    /// `.primaryActionTriggered`'s `UIAction`s added with `addAction(_:for:)`, by identifier: a
    /// second action with the same identifier replaces the first, as UIKit's does.
    public func addAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeAction(identifiedBy: action.identifier, for: controlEvents)
        UIActionRegistry.retain(action, by: self)
        addTarget(action, for: controlEvents) { [weak action] control in action?.perform(from: control) }
    }
    /// `removeAction(_:for:)`.
    public func removeAction(_ action: UIAction, for controlEvents: UIControl.Event) {
        removeTarget(action, action: nil, for: controlEvents)
    }
    /// `removeAction(identifiedBy:for:)`.
    public func removeAction(identifiedBy identifier: UIAction.Identifier, for controlEvents: UIControl.Event) {
        for a in UIActionRegistry.actions(of: self) where a.identifier == identifier { removeTarget(a, action: nil, for: controlEvents) }
    }
    /// `enumerateEventHandlers(_:)` (iOS 14): each handler the control holds — a `UIAction`, or a
    /// target and its action — once for every event it is registered for, in the order they
    /// were added, until the iterator sets its last argument. The iterator may add or remove
    /// handlers: it walks the list as it was when the call began.
    public func enumerateEventHandlers(_ iterator: (_ actionHandler: UIAction?, _ targetAction: (target: Any?, action: Selector)?,
                                                    _ controlEvent: UIControl.Event, _ stop: UnsafeMutablePointer<ObjCBool>) -> Void) {
        var stop = ObjCBool(false)
        for entry in targetActions.entries {
            let handler: (UIAction?, (target: Any?, action: Selector)?)
            if let action = entry.target as? UIAction, entry.selector == nil {
                handler = (action, nil)
            } else if let selector = entry.selector {
                handler = (nil, (entry.target, selector))
            } else {
                continue  // a closure the model's own API added: neither kind UIKit reports
            }
            for bit in 0..<UInt.bitWidth where entry.events & (1 << bit) != 0 {
                iterator(handler.0, handler.1, UIControl.Event(rawValue: 1 << bit), &stop)
                if stop.boolValue { return }
            }
        }
    }
}

private enum PrimaryActionKey {
    nonisolated(unsafe) static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

/// The `UIAction`s a control holds (it holds them strongly, as UIKit's control does; its
/// target-action list does not retain targets).
enum UIActionRegistry {
    nonisolated(unsafe) static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    static func actions(of control: Control) -> [UIAction] { AssociatedObjects.get(control, key: key) as? [UIAction] ?? [] }
    static func retain(_ action: UIAction, by control: Control) {
        AssociatedObjects.set(control, key: key, value: actions(of: control) + [action], policy: .retain)
    }
}

extension Button {
    /// `UIButton(type:primaryAction:)` / `UIButton(primaryAction:)`: the action runs on
    /// `.primaryActionTriggered` (a tap) and gives the button its title and image.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        guard let primaryAction else { return }
        setTitle(primaryAction.title.isEmpty ? nil : primaryAction.title, for: .normal)
        if let image = primaryAction.image { setImage(image, for: .normal) }
        addAction(primaryAction, for: .primaryActionTriggered)
    }
}

extension BarButtonItem {
    /// `UIBarButtonItem(primaryAction:)` / `(title:image:primaryAction:menu:)` /
    /// `(systemItem:primaryAction:menu:)`: a tap runs the action; the menu is the item's `menu`
    /// (stored: the system draws it).
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction?, menu: UIMenu? = nil) {
        self.init()
        self.style = .plain
        self.primaryAction = primaryAction
        if let title { self.title = title }
        if let image { self.image = image }
        self.menu = menu
    }
    public convenience init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(barButtonSystemItem: systemItem, target: nil, action: nil)
        self.setPrimaryAction(primaryAction, takingLabels: false)
        self.menu = menu
    }

    /// `primaryAction` (iOS 14): what a tap runs. Setting it gives the item the action's title
    /// and image (a system item keeps its own), as UIKit's does.
    public var primaryAction: UIAction? {
        get { AssociatedObjects.get(self, key: PrimaryActionKey.key) as? UIAction }
        set { setPrimaryAction(newValue, takingLabels: systemItem == nil) }
    }

    private func setPrimaryAction(_ action: UIAction?, takingLabels: Bool) {
        AssociatedObjects.set(self, key: PrimaryActionKey.key, value: action, policy: .retain)
        handler = action.map { action in { item in action.perform(from: item) } }
        guard let action, takingLabels else { return }
        title = action.title.isEmpty ? nil : action.title
        image = action.image
    }
    /// `UIBarButtonItem(title:image:menu:)` (iOS 14): an item that shows `menu` (stored).
    public convenience init(title: String? = nil, image: UIImage? = nil, menu: UIMenu?) {
        self.init()
        self.title = title
        self.image = image
        self.menu = menu
    }
}
