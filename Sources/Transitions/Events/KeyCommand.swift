import Foundation

/// `UIKeyModifierFlags`.
public struct KeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)
}

/// `UIKeyCommand`: a hardware-keyboard shortcut — an input and modifier flags — and the action
/// it sends. A responder offers its commands through `keyCommands` (a controller also through
/// `addKeyCommand(_:)`); a key press on the simulated keyboard (`Window.pressKey(_:modifierFlags:)`)
/// finds the first matching command up the responder chain from the first responder and sends
/// its action to the first responder from there that can perform it (`canPerformAction`).
open class KeyCommand: UIKitNSObject {
    public static let inputUpArrow = "UIKeyInputUpArrow"
    public static let inputDownArrow = "UIKeyInputDownArrow"
    public static let inputLeftArrow = "UIKeyInputLeftArrow"
    public static let inputRightArrow = "UIKeyInputRightArrow"
    public static let inputEscape = "UIKeyInputEscape"
    public static let inputPageUp = "UIKeyInputPageUp"
    public static let inputPageDown = "UIKeyInputPageDown"
    public static let inputHome = "UIKeyInputHome"
    public static let inputEnd = "UIKeyInputEnd"

    open private(set) var input: String?
    open private(set) var modifierFlags: KeyModifierFlags
    open private(set) var action: TypedSelector?
    /// `title`, `discoverabilityTitle` (shown in the shortcut overlay; stored).
    open var title: String
    open var discoverabilityTitle: String?
    /// `wantsPriorityOverSystemBehavior` (stored: the model's keyboard has no system shortcuts).
    open var wantsPriorityOverSystemBehavior = false

    /// `init(input:modifierFlags:action:)`.
    public init(input: String, modifierFlags: KeyModifierFlags, action: TypedSelector) {
        self.input = input
        self.modifierFlags = modifierFlags
        self.action = action
        title = ""
        super.init()
    }

    /// `init(input:modifierFlags:action:discoverabilityTitle:)` (iOS 9–13).
    public convenience init(input: String, modifierFlags: KeyModifierFlags, action: TypedSelector, discoverabilityTitle: String) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.discoverabilityTitle = discoverabilityTitle
    }

    /// `init(title:image:action:input:modifierFlags:…)` (iOS 13).
    public convenience init(
        title: String = "", image: Image? = nil, action: TypedSelector, input: String, modifierFlags: KeyModifierFlags = [],
        propertyList: Any? = nil, discoverabilityTitle: String? = nil
    ) {
        self.init(input: input, modifierFlags: modifierFlags, action: action)
        self.title = title
        self.discoverabilityTitle = discoverabilityTitle
    }

    func matches(_ input: String, _ flags: KeyModifierFlags) -> Bool { self.input == input && modifierFlags == flags }
}

extension Window {
    /// A key press on the simulated hardware keyboard: the first key command matching `input` and
    /// `modifierFlags` up the responder chain from the first responder in this window (else from
    /// the visible controller) — a responder's `keyCommands`, then a controller's added ones —
    /// sends its action, with the command as sender, to the first responder from there that can
    /// perform it. True when a command handled the press. Ignored while the app ignores
    /// interaction events.
    @discardableResult
    public func pressKey(_ input: String, modifierFlags: KeyModifierFlags = []) -> Bool {
        guard !simulation.application.isIgnoringInteractionEvents else { return false }
        let first: Responder? =
            ([self] + allDescendants).first(where: \.isFirstResponder)
            ?? visibleViewController.flatMap { vc in vc.isFirstResponder ? vc : nil } ?? visibleViewController ?? rootViewController
        var seen = Set<ObjectIdentifier>()
        var r = first
        while let cur = r, seen.insert(ObjectIdentifier(cur)).inserted {
            let commands = (cur.keyCommands ?? []) + ((cur as? ViewController)?.addedKeyCommands ?? [])
            if let command = commands.first(where: { $0.matches(input, modifierFlags) }), let action = command.action,
                let target = first?.target(forAction: action, withSender: command) as AnyObject?
            {
                return action.invoke(on: target, with: command)
            }
            r = cur.next
        }
        return false
    }
}
