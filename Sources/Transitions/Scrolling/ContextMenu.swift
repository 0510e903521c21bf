import Foundation

/// `UIMenuElement`: what a menu holds (an action, a command or a submenu).
open class MenuElement: NSObject {
    open var title: String
    /// `subtitle` (iOS 15; drawn by the system: stored).
    open var subtitle: String?
    open var image: Image?
    public init(title: String, image: Image? = nil) {
        self.title = title
        self.image = image
        super.init()
    }
}

/// `UIMenu`: a titled group of elements (drawn by the system: stored).
public final class Menu: MenuElement {
    /// `UIMenu.Options`.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }
    /// `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
    }
    public let identifier: Identifier?
    public let options: Options
    public let children: [MenuElement]
    public init(title: String = "", image: Image? = nil, identifier: Identifier? = nil, options: Options = [], children: [MenuElement] = []) {
        self.identifier = identifier
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }
}

/// `UIContextMenuConfiguration`: what a long press on an item or row shows — a preview and a
/// menu, made on demand by the providers. Context menus are system chrome the model does not
/// show: the delegate methods that vend a configuration exist so apps' overrides compile, and
/// `menu()` / `preview()` run the providers as the system would when the menu opens.
public final class ContextMenuConfiguration: NSObject {
    public let identifier: (any NSCopying)?
    let previewProvider: (() -> ViewController?)?
    let actionProvider: (([MenuElement]) -> Menu?)?
    public init(identifier: (any NSCopying)?, previewProvider: (() -> ViewController?)?, actionProvider: (([MenuElement]) -> Menu?)?) {
        self.identifier = identifier
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
    /// The menu the action provider makes (with no suggested elements).
    public func menu() -> Menu? { actionProvider?([]) }
    /// The preview controller the preview provider makes.
    public func preview() -> ViewController? { previewProvider?() }
}

/// `UIContextMenuInteractionAnimating` / `…CommitAnimating`: the animator a context menu hands
/// its delegate when it appears, disappears or commits to its preview. The model shows no
/// context menu (a long press opens none), so no animator is ever handed out and the delegate
/// methods that receive one (`collectionView(_:willPerformPreviewActionForMenuWith:animator:)`,
/// `tableView(_:willPerformPreviewActionForMenuWith:animator:)`) are never called.
public protocol ContextMenuInteractionAnimating: AnyObject {
    var previewViewController: ViewController? { get }
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping () -> Void)
}

/// `UIContextMenuInteractionCommitStyle`.
public enum ContextMenuInteractionCommitStyle: Int, Sendable, Hashable { case dismiss, pop }

public protocol ContextMenuInteractionCommitAnimating: ContextMenuInteractionAnimating {
    var preferredCommitStyle: ContextMenuInteractionCommitStyle { get set }
}
