import Foundation

/// `UIMenuItem`: a custom command of the edit menu — a title and the action it sends.
open class MenuItem: UIKitNSObject {
    open var title: String
    open var action: TypedSelector

    /// `init(title:action:)`.
    public init(title: String, action: TypedSelector) {
        self.title = title
        self.action = action
        super.init()
    }
}

/// `UIMenuController` (iOS 3–16; `UIEditMenuInteraction` since): the edit menu, one per
/// simulation (`shared`).
///
/// As in UIKit, the menu shows for a first responder in the target view's window: the standard
/// commands and the app's `menuItems` that the responder chain can perform
/// (`canPerformAction(_:withSender:)`); a menu with none does not show. The menu is not drawn:
/// it is visible (`isMenuVisible`, `menuFrame` next to the target rectangle, in window
/// coordinates) and posts UIKit's will/did show and hide notifications. Choosing a command
/// (`choose(_:)`, the user's tap) hides the menu and sends the item's action to the first
/// responder up the chain that can perform it, with the menu controller as sender.
open class MenuController: UIKitNSObject {
    /// `UIMenuController.ArrowDirection` (stored: where UIKit points the menu's arrow).
    public enum ArrowDirection: Int, Sendable, Hashable { case `default`, up, down, left, right }

    public static let willShowMenuNotification = Notification.Name("UIMenuControllerWillShowMenuNotification")
    public static let didShowMenuNotification = Notification.Name("UIMenuControllerDidShowMenuNotification")
    public static let willHideMenuNotification = Notification.Name("UIMenuControllerWillHideMenuNotification")
    public static let didHideMenuNotification = Notification.Name("UIMenuControllerDidHideMenuNotification")
    public static let menuFrameDidChangeNotification = Notification.Name("UIMenuControllerMenuFrameDidChangeNotification")

    /// `menuItems`: the app's commands, after the standard ones.
    open var menuItems: [MenuItem]?
    open var arrowDirection: ArrowDirection = .default
    /// `isMenuVisible`.
    public private(set) var isMenuVisible = false
    /// `menuFrame`: in the window's coordinates; `.zero` while hidden.
    public private(set) var menuFrame: CGRect = .zero
    private weak var targetView: View?
    private var targetRect: CGRect = .zero

    private override init() { super.init() }

    nonisolated(unsafe) private static let sharedKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// `shared`: the current simulation's menu controller.
    public class var shared: MenuController {
        AssociatedObjects.value(of: Simulation.current, key: sharedKey) { MenuController() }
    }

    /// `showMenu(from:rect:)`: shows the menu next to `targetRect` (in `targetView`'s
    /// coordinates) when a first responder in its window can perform one of the commands.
    open func showMenu(from targetView: View, rect targetRect: CGRect) {
        self.targetView = targetView
        self.targetRect = targetRect
        setMenuVisible(true, animated: true)
    }

    /// `hideMenu()` / `hideMenu(from:)`.
    open func hideMenu() { setMenuVisible(false, animated: true) }
    open func hideMenu(from targetView: View) { hideMenu() }

    /// `setTargetRect(_:in:)` (iOS 3–13): where the next `setMenuVisible(true…)` points.
    open func setTargetRect(_ targetRect: CGRect, in targetView: View) {
        self.targetView = targetView
        self.targetRect = targetRect
        if isMenuVisible { place() }
    }

    /// `setMenuVisible(_:animated:)` (iOS 3–13).
    open func setMenuVisible(_ menuVisible: Bool, animated: Bool) {
        if menuVisible {
            guard !availableItems.isEmpty || firstResponder.map(Self.canPerformAStandardCommand) == true else { return }
            let wasVisible = isMenuVisible
            if !wasVisible { NotificationCenter.default.post(name: Self.willShowMenuNotification, object: self) }
            isMenuVisible = true
            place()
            if !wasVisible { NotificationCenter.default.post(name: Self.didShowMenuNotification, object: self) }
        } else if isMenuVisible {
            NotificationCenter.default.post(name: Self.willHideMenuNotification, object: self)
            isMenuVisible = false
            menuFrame = .zero
            NotificationCenter.default.post(name: Self.didHideMenuNotification, object: self)
        }
    }

    /// `update()`: the menu's commands are asked again (a visible menu with none left hides).
    open func update() {
        if isMenuVisible, availableItems.isEmpty, firstResponder.map(Self.canPerformAStandardCommand) != true { hideMenu() }
    }

    /// The app's items the responder chain from the first responder can perform now.
    public var availableItems: [MenuItem] {
        guard let first = firstResponder else { return [] }
        return (menuItems ?? []).filter { first.target(forAction: $0.action, withSender: self) != nil }
    }

    /// The user taps `item` in the visible menu: the menu hides and the item's action goes to
    /// the first responder up the chain that can perform it. False when the menu is hidden or
    /// the item is not one it shows.
    @discardableResult
    public func choose(_ item: MenuItem) -> Bool {
        guard isMenuVisible, availableItems.contains(where: { $0 === item }), let first = firstResponder,
            let target = first.target(forAction: item.action, withSender: self) as AnyObject?
        else { return false }
        hideMenu()
        return item.action.invoke(on: target, with: self)
    }

    private var firstResponder: Responder? {
        guard let window = targetView?.window else { return nil }
        return ([window] + window.allDescendants).first(where: \.isFirstResponder)
            ?? window.visibleViewController.flatMap { $0.isFirstResponder ? $0 : nil }
    }

    /// Whether the first responder is a text input, whose standard commands (select, paste…)
    /// UIKit's menu always offers.
    private static func canPerformAStandardCommand(_ responder: Responder) -> Bool { responder is TextField || responder is TextView }

    /// The menu above the target rectangle (below it when there is no room), 44 points high.
    private func place() {
        guard let view = targetView, let window = view.window else { return }
        var r = view.convert(targetRect, to: window)
        if ![r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) { r = CGRect(x: window.bounds.midX, y: window.bounds.midY, width: 0, height: 0) }
        let width = min(window.bounds.width, 240), height = 44.0
        let above = r.minY - height - 10 >= window.safeAreaInsets.top
        let y = above ? r.minY - height - 10 : r.maxY + 10
        let x = min(max(r.midX - width / 2, 0), max(0, window.bounds.width - width))
        let frame = CGRect(x: x, y: y, width: width, height: height)
        let changed = frame != menuFrame
        menuFrame = frame
        if changed { NotificationCenter.default.post(name: Self.menuFrameDidChangeNotification, object: self) }
    }
}

/// `UIResponderStandardEditActions`: the standard commands, which every `UIResponder` has (they
/// are declared on `Responder`; see there), so `#selector(UIResponderStandardEditActions.copy(_:))`
/// names them.
public protocol ResponderStandardEditActions: AnyObject {
    func cut(_ sender: Any?)
    func copy(_ sender: Any?)
    func paste(_ sender: Any?)
    func select(_ sender: Any?)
    func selectAll(_ sender: Any?)
    func delete(_ sender: Any?)
}

extension Responder: ResponderStandardEditActions {}
