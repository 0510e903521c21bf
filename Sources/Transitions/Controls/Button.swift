import Foundation

/// `UIButton`: a control with a title, title colour and image per state (stored, not drawn).
/// `.touchUpInside` and the other events come through `Control`.
open class Button: Control {
    /// `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close }

    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var titleColors: [UInt: Color] = [:]
    /// Images and background images per state (TransitionsUIKit's `UIImage`, held untyped here).
    package var images: [UInt: AnyObject] = [:]
    package var backgroundImages: [UInt: AnyObject] = [:]
    /// The title label TransitionsUIKit vends (`titleLabel`), made on first use.
    package var titleLabelView: View?

    /// `init(type:)`.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// `init(frame:)`: a `.custom` button.
    public override init(frame: CGRect) {
        buttonType = .custom
        super.init(frame: frame)
    }

    public convenience init(_ simulation: Simulation, frame: CGRect = .zero, name: String = "button") {
        self.init(in: simulation, frame: frame, name: name)
    }

    /// `init?(coder:)` (never called by the model): a `.custom` button.
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    /// `setTitle(_:for:)`.
    public func setTitle(_ title: String?, for state: State) { titles[state.rawValue] = title }
    /// `title(for:)`: the state's title, else the normal state's (as UIKit).
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    /// `currentTitle`: the title for the current `state`.
    public var currentTitle: String? { title(for: state) }

    public func setTitleColor(_ color: Color?, for state: State) { titleColors[state.rawValue] = color }
    public func titleColor(for state: State) -> Color? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }
    public var currentTitleColor: Color { titleColor(for: state) ?? (buttonType == .system ? Color(red: 0, green: 0.478, blue: 1) : .white) }

    package func storedImage(for state: State, background: Bool) -> AnyObject? {
        let table = background ? backgroundImages : images
        return table[state.rawValue] ?? table[State.normal.rawValue]
    }
}
