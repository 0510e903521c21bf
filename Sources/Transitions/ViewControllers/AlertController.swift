import Foundation

/// `UIAlertController`: an alert or action sheet, presented modally with UIKit's system
/// presentation. Modelled:
///
/// * presentation: over the presenter (its view stays, `overFullScreen`) with a cross-dissolve;
///   a custom transitioning delegate or style set by the app is refused, as UIKit ignores them
///   for alerts — the style and transition stay the system's;
/// * the alert's view: a dimmed full-screen root with a card (270 points wide and centred for
///   an alert; the screen's width less 8-point margins, at the bottom above the safe area, for an
///   action sheet) holding the title and message labels, the text fields and one 44-point button
///   per action (a sheet's cancel action in its own group below); tapping a button — a finger
///   on it, or `tap(_:)` — dismisses the alert and then calls the action's handler, as UIKit
///   does; a disabled action's button does nothing;
/// * `preferredAction`, `textFields` (`addTextField(configurationHandler:)`, alerts only; an
///   action sheet refuses them as UIKit raises), `actions` in the order added; a second cancel
///   action is refused (UIKit raises "can only have one action with a style of
///   UIAlertActionStyleCancel").
///
/// Fonts, colours and the blur of the card are drawn (not modelled).
open class AlertController: ViewController {
    /// `UIAlertController.Style`.
    public enum Style: Int, Sendable, Hashable { case actionSheet, alert }

    /// `message`.
    open var message: String? { didSet { messageLabel.text = message } }
    /// `preferredStyle` (read-only, as in UIKit).
    public private(set) var preferredStyle: Style = .alert
    /// `actions`, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// `preferredAction`: must be one of `actions` (another is refused and recorded).
    open var preferredAction: AlertAction? {
        didSet {
            if let p = preferredAction, !actions.contains(where: { $0 === p }) {
                simulation.record(.rejectedCall, "preferredAction of \(reportTitle) is not one of its actions")
                preferredAction = oldValue
            }
        }
    }
    /// `textFields` (nil until one is added).
    public private(set) var textFields: [TextField]?

    let titleLabel = Label()
    let messageLabel = Label()
    /// The card the labels, fields and buttons sit on (and the cancel group's card of a sheet).
    let card = View()
    let cancelCard = View()
    var buttons: [(AlertAction, Button)] = []

    /// `init(title:message:preferredStyle:)`: a convenience initialiser, as in UIKit (so
    /// `UIAlertController()` and `init(nibName:bundle:)` are inherited: an alert with no title).
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init(nibName: nil, bundle: nil)
        self.preferredStyle = preferredStyle
        self.title = title
        self.message = message
    }

    /// `init(nibName:bundle:)`: an alert-style controller with no title or message.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        super.modalPresentationStyle = .overFullScreen
        super.modalTransitionStyle = .crossDissolve
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        super.modalPresentationStyle = .overFullScreen
        super.modalTransitionStyle = .crossDissolve
    }

    /// The system's presentation: setting another style or transition is ignored (recorded).
    open override var modalPresentationStyle: ModalPresentationStyle {
        get { .overFullScreen }
        set { if newValue != .overFullScreen { simulation.record(.rejectedCall, "modalPresentationStyle set on an alert controller") } }
    }

    open override var title: String? { didSet { titleLabel.text = title } }

    /// `addAction(_:)`.
    open func addAction(_ action: AlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            return simulation.record(.rejectedCall, "\(reportTitle) can only have one action with the cancel style")
        }
        guard action.controller == nil else {
            return simulation.record(.rejectedCall, "\(action.title ?? "an action") is already in an alert controller")
        }
        action.controller = self
        actions.append(action)
        if isViewLoaded { rebuildButtons() }
    }

    /// `addTextField(configurationHandler:)`: alerts only.
    open func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            return simulation.record(.rejectedCall, "text fields can only be added to an alert controller of style .alert")
        }
        let field = TextField(frame: CGRect(x: 0, y: 0, width: 238, height: 24))
        textFields = (textFields ?? []) + [field]
        configurationHandler?(field)
        if isViewLoaded { layOutCard() }
    }

    open override func loadView() {
        let root = View(frame: simulation.application.device.bounds)
        root.backgroundColor = Color(white: 0, alpha: 0.2)
        titleLabel.numberOfLines = 0
        messageLabel.numberOfLines = 0
        titleLabel.text = title
        messageLabel.text = message
        card.backgroundColor = Color(white: 0.97, alpha: 1)
        cancelCard.backgroundColor = Color(white: 0.97, alpha: 1)
        root.addSubview(card)
        view = root
        rebuildButtons()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        layOutCard()
    }

    /// One button per action (the sheet's cancel action on its own card).
    private func rebuildButtons() {
        for (_, b) in buttons { b.removeFromSuperview() }
        buttons = actions.map { action in
            let b = Button(type: .system)
            b.setTitle(action.title, for: .normal)
            b.isEnabled = action.isEnabled
            b.addTarget(action, for: .touchUpInside) { [weak self, weak action] _ in
                guard let self, let action else { return }
                self.tap(action)
            }
            return (action, b)
        }
        layOutCard()
    }

    /// The card's frame and its contents', top to bottom: title, message, fields, buttons.
    private func layOutCard() {
        guard isViewLoaded else { return }
        let bounds = view.bounds
        let sheet = preferredStyle == .actionSheet
        let width = sheet ? max(0, bounds.width - 16) : 270
        let inner = max(0, width - 32)
        var y: CGFloat = 0
        for (label, present) in [(titleLabel, title?.isEmpty == false), (messageLabel, message?.isEmpty == false)] {
            guard present else {
                label.removeFromSuperview()
                continue
            }
            if label.superview !== card { card.addSubview(label) }
            y += label === titleLabel ? 20 : 4
            let h = label.sizeThatFits(CGSize(width: inner, height: .greatestFiniteMagnitude)).height
            label.frame = CGRect(x: 16, y: y, width: inner, height: h)
            y += h
        }
        if y > 0 { y += 20 }
        for field in textFields ?? [] {
            if field.superview !== card { card.addSubview(field) }
            field.frame = CGRect(x: 16, y: y, width: inner, height: 24)
            y += 32
        }
        let inlineActions = sheet ? actions.filter { $0.style != .cancel } : actions
        let sideBySide = !sheet && inlineActions.count == 2
        for (i, action) in inlineActions.enumerated() {
            guard let b = buttons.first(where: { $0.0 === action })?.1 else { continue }
            if b.superview !== card { card.addSubview(b) }
            if sideBySide {
                b.frame = CGRect(x: CGFloat(i) * width / 2, y: y, width: width / 2, height: 44)
            } else {
                b.frame = CGRect(x: 0, y: y + CGFloat(i) * 44, width: width, height: 44)
            }
        }
        y += sideBySide ? 44 : CGFloat(inlineActions.count) * 44
        let cancel = sheet ? actions.first(where: { $0.style == .cancel }) : nil
        let bottomInset = view.safeAreaInsets.bottom
        if sheet {
            var bottom = bounds.maxY - max(bottomInset, 8)
            if let cancel, let b = buttons.first(where: { $0.0 === cancel })?.1 {
                if cancelCard.superview !== view { view.addSubview(cancelCard) }
                if b.superview !== cancelCard { cancelCard.addSubview(b) }
                cancelCard.frame = CGRect(x: 8, y: bottom - 44, width: width, height: 44)
                b.frame = CGRect(x: 0, y: 0, width: width, height: 44)
                bottom -= 44 + 8
            } else {
                cancelCard.removeFromSuperview()
            }
            card.frame = CGRect(x: 8, y: bottom - y, width: width, height: y)
        } else {
            card.frame = CGRect(x: (bounds.width - width) / 2, y: (bounds.height - y) / 2, width: width, height: y)
        }
    }

    /// A tap on `action`'s button: nothing for a disabled action or one not in this alert;
    /// otherwise the alert is dismissed and, once it is, the handler runs (UIKit's order).
    public func tap(_ action: AlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        guard presentingViewController != nil else {
            action.handler?(action)
            return
        }
        dismiss(animated: true) { action.handler?(action) }
    }
}

/// `UIAlertAction`: a button of an alert controller.
open class AlertAction: NSObject {
    /// `UIAlertAction.Style`.
    public enum Style: Int, Sendable, Hashable { case `default`, cancel, destructive }

    public let title: String?
    public let style: Style
    /// `isEnabled`: a disabled action's button does nothing.
    open var isEnabled = true {
        didSet { controller?.buttonFor(self)?.isEnabled = isEnabled }
    }
    let handler: ((AlertAction) -> Void)?
    weak var controller: AlertController?

    /// `init(title:style:handler:)`.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}

extension AlertController {
    /// The button showing `action`, once the view is loaded.
    func buttonFor(_ action: AlertAction) -> Button? { buttons.first { $0.0 === action }?.1 }
}
