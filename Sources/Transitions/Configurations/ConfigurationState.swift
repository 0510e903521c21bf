import Foundation

/// `UIConfigurationStateCustomKey`: the key of an app's own state in a configuration state.
public struct ConfigurationStateCustomKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// `UIConfigurationState` (iOS 14): what a view's configuration is updated for — its traits and
/// state (`ViewConfigurationState`, `CellConfigurationState`) — as `updated(for:)` and
/// `updateConfiguration(using:)` receive it.
public protocol ConfigurationState {
    init(traitCollection: TraitCollection)
    var traitCollection: TraitCollection { get set }
    /// `subscript(key:)`: an app's own state.
    subscript(key: ConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// `UIViewConfigurationState`: a view's traits and whether it is disabled, highlighted,
/// selected, focused.
public struct ViewConfigurationState: ConfigurationState, Hashable {
    public var traitCollection: TraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    /// `isPinned` (iOS 17: a pinned section header).
    public var isPinned = false
    private var custom: [ConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// `UICellConfigurationDragState`.
public enum CellConfigurationDragState: Int, Sendable, Hashable { case none, lifting, dragging }
/// `UICellConfigurationDropState`.
public enum CellConfigurationDropState: Int, Sendable, Hashable { case none, notTargeted, targeted }

/// `UICellConfigurationState`: a cell's view state, and whether it is editing, swiped, expanded,
/// reordering, dragged or a drop target. The model's cells fill in what they track (selection,
/// highlight, editing, disabled for a table cell without user interaction); the rest stay false.
public struct CellConfigurationState: ConfigurationState, Hashable {
    public var traitCollection: TraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    public var isPinned = false
    public var isEditing = false
    public var isSwiped = false
    public var isExpanded = false
    public var isReordering = false
    public var cellDragState: CellConfigurationDragState = .none
    public var cellDropState: CellConfigurationDropState = .none
    private var custom: [ConfigurationStateCustomKey: AnyHashable] = [:]

    public init(traitCollection: TraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: ConfigurationStateCustomKey) -> AnyHashable? {
        get { custom[key] }
        set { custom[key] = newValue }
    }
}

/// `UIContentConfiguration` (iOS 14): what a cell (or header, footer, any view) shows, as a
/// value; the view that shows it comes from `makeContentView()`. Setting one on a cell
/// (`contentConfiguration`) installs that view filling the cell's `contentView`, or hands the
/// configuration to the view already there when it `supports(_:)` it.
public protocol ContentConfiguration {
    /// `makeContentView()`: a new view showing this configuration.
    func makeContentView() -> View & ContentView
    /// `updated(for:)`: this configuration as it looks in `state` (selected, highlighted…).
    func updated(for state: any ConfigurationState) -> Self
}

/// `UIContentView`: a view that shows a content configuration.
public protocol ContentView: AnyObject {
    /// `configuration`: setting it shows the new configuration.
    var configuration: any ContentConfiguration { get set }
    /// `supports(_:)` (iOS 16): whether `configuration` can be shown by setting `configuration`
    /// (true by default, as in UIKit; a cell makes a new content view when it is false).
    func supports(_ configuration: any ContentConfiguration) -> Bool
}

extension ContentView {
    public func supports(_ configuration: any ContentConfiguration) -> Bool { true }
}

/// A view's installed content configuration: the configuration and the content view showing it,
/// filling a container (a cell's `contentView`, or the view itself).
package struct ContentConfigurationSlot {
    package private(set) var configuration: (any ContentConfiguration)?
    package private(set) var view: (View & ContentView)?

    package init() {}

    /// Installs `configuration` in `container`: nil removes the content view; a content view
    /// that supports the configuration is updated in place (`configuration = `); otherwise the
    /// old one is removed and the configuration's new content view added, filling the
    /// container and following its size.
    package mutating func set(_ configuration: (any ContentConfiguration)?, in container: View) {
        self.configuration = configuration
        guard let configuration else {
            if let v = view, v.superview === container { v.removeFromSuperview() }
            view = nil
            return
        }
        if let v = view, v.supports(configuration) {
            v.configuration = configuration
            if v.superview !== container { install(v, in: container) }
            return
        }
        if let v = view, v.superview === container { v.removeFromSuperview() }
        let v = configuration.makeContentView()
        install(v, in: container)
        view = v
    }

    private func install(_ v: View, in container: View) {
        v.frame = CGRect(origin: .zero, size: container.bounds.size)
        v.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(v)
    }
}

/// What a cell or header-footer view keeps of its configurations: the content configuration
/// and its view, the background configuration, the automatic-update flags, the update handler,
/// and whether an update is pending (every new view has one: UIKit configures a cell before it
/// first lays out).
package struct ViewConfigurations {
    package var content = ContentConfigurationSlot()
    package var background: BackgroundConfiguration?
    package var automaticallyUpdatesContent = true
    package var automaticallyUpdatesBackground = true
    /// `configurationUpdateHandler` (typed by its view's file).
    package var handler: Any?
    package var needsUpdate = true
    package var isUpdating = false

    package init() {}
}
