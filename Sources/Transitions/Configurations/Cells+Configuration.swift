import Foundation

// Content and background configurations on table cells, collection cells and table header-footer
// views (iOS 14), as UIKit applies them:
//
// - `contentConfiguration = c` makes `c.makeContentView()` and installs it filling the view's
//   `contentView` (following its size), replacing the content view of the previous
//   configuration — or, when that view `supports(_:)` the new configuration, hands it over in
//   place (`configuration = c`), keeping the view; nil removes it.
// - A state change (selection, highlight, editing) or `setNeedsUpdateConfiguration()` asks for
//   a configuration update, which runs before the view's next layout (the next frame's layout
//   pass, or `layoutIfNeeded()`), coalesced, as UIKit's: first the configurations that update
//   automatically (`automaticallyUpdatesContentConfiguration`, `…BackgroundConfiguration`) take
//   `updated(for: configurationState)`, then `updateConfiguration(using:)`, then
//   `configurationUpdateHandler`. Every new cell has one pending, as UIKit configures a cell
//   before it first lays out.
// - `backgroundConfiguration` is stored (backgrounds are drawn).

extension TableViewCell {
    /// `contentConfiguration` (see the notes above).
    public var contentConfiguration: (any ContentConfiguration)? {
        get { configurationSlots.content.configuration }
        set {
            var slot = configurationSlots.content
            slot.set(newValue, in: contentView)
            configurationSlots.content = slot
        }
    }
    /// `automaticallyUpdatesContentConfiguration` (true by default).
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationSlots.automaticallyUpdatesContent }
        set { configurationSlots.automaticallyUpdatesContent = newValue }
    }
    /// `backgroundConfiguration` (stored).
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { configurationSlots.background }
        set { configurationSlots.background = newValue }
    }
    /// `automaticallyUpdatesBackgroundConfiguration` (true by default).
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationSlots.automaticallyUpdatesBackground }
        set { configurationSlots.automaticallyUpdatesBackground = newValue }
    }
    /// `UITableViewCell.ConfigurationUpdateHandler` (iOS 15).
    public typealias ConfigurationUpdateHandler = (TableViewCell, CellConfigurationState) -> Void
    /// `configurationUpdateHandler` (iOS 15): called after `updateConfiguration(using:)`;
    /// setting it asks for an update.
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationSlots.handler as? ConfigurationUpdateHandler }
        set {
            configurationSlots.handler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// `defaultContentConfiguration()`: a list configuration for the cell's style — `.cell()`
    /// for the default style, `.subtitleCell()` for subtitle, `.valueCell()` for the value
    /// styles.
    public func defaultContentConfiguration() -> ListContentConfiguration {
        switch cellStyle {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// `defaultBackgroundConfiguration()` (iOS 16): the list cell background for the table's
    /// style (grouped for a grouped or inset-grouped table).
    public func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        if let t = superview as? TableView, t.style != .plain { return .listGroupedCell() }
        return .listPlainCell()
    }

    /// The update handler, for `updateConfigurationIfNeeded()` (`ConfigurationHost`).
    package func runConfigurationUpdateHandler(_ state: CellConfigurationState) { configurationUpdateHandler?(self, state) }
}

extension CollectionViewCell {
    /// `contentConfiguration` (see the notes above).
    public var contentConfiguration: (any ContentConfiguration)? {
        get { configurationSlots.content.configuration }
        set {
            var slot = configurationSlots.content
            slot.set(newValue, in: contentView)
            configurationSlots.content = slot
        }
    }
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationSlots.automaticallyUpdatesContent }
        set { configurationSlots.automaticallyUpdatesContent = newValue }
    }
    /// `backgroundConfiguration` (stored).
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { configurationSlots.background }
        set { configurationSlots.background = newValue }
    }
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationSlots.automaticallyUpdatesBackground }
        set { configurationSlots.automaticallyUpdatesBackground = newValue }
    }
    /// `UICollectionViewCell.ConfigurationUpdateHandler` (iOS 15).
    public typealias ConfigurationUpdateHandler = (CollectionViewCell, CellConfigurationState) -> Void
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationSlots.handler as? ConfigurationUpdateHandler }
        set {
            configurationSlots.handler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    package func runConfigurationUpdateHandler(_ state: CellConfigurationState) { configurationUpdateHandler?(self, state) }
}

extension TableViewHeaderFooterView {
    /// `contentConfiguration` (see the notes above).
    public var contentConfiguration: (any ContentConfiguration)? {
        get { configurationSlots.content.configuration }
        set {
            var slot = configurationSlots.content
            slot.set(newValue, in: contentView)
            configurationSlots.content = slot
        }
    }
    public var automaticallyUpdatesContentConfiguration: Bool {
        get { configurationSlots.automaticallyUpdatesContent }
        set { configurationSlots.automaticallyUpdatesContent = newValue }
    }
    /// `backgroundConfiguration` (stored).
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { configurationSlots.background }
        set { configurationSlots.background = newValue }
    }
    public var automaticallyUpdatesBackgroundConfiguration: Bool {
        get { configurationSlots.automaticallyUpdatesBackground }
        set { configurationSlots.automaticallyUpdatesBackground = newValue }
    }
    /// `UITableViewHeaderFooterView.ConfigurationUpdateHandler` (iOS 15).
    public typealias ConfigurationUpdateHandler = (TableViewHeaderFooterView, ViewConfigurationState) -> Void
    public var configurationUpdateHandler: ConfigurationUpdateHandler? {
        get { configurationSlots.handler as? ConfigurationUpdateHandler }
        set {
            configurationSlots.handler = newValue
            setNeedsUpdateConfiguration()
        }
    }

    /// `defaultContentConfiguration()`: a header configuration for the table's style
    /// (`.groupedHeader()` in a grouped or inset-grouped table, else `.plainHeader()`).
    public func defaultContentConfiguration() -> ListContentConfiguration {
        if let t = superview as? TableView, t.style != .plain { return .groupedHeader() }
        return .plainHeader()
    }

    /// `defaultBackgroundConfiguration()`.
    public func defaultBackgroundConfiguration() -> BackgroundConfiguration {
        if let t = superview as? TableView, t.style != .plain { return .listGroupedHeaderFooter() }
        return .listPlainHeaderFooter()
    }

    package func runConfigurationUpdateHandler(_ state: ViewConfigurationState) { configurationUpdateHandler?(self, state) }
}

/// The three UIKit classes that take content and background configurations (a table cell, a
/// collection cell, a table header-footer view) declare UIKit's members each; the update they
/// run is one.
package protocol ConfigurationHost: AnyObject {
    associatedtype HostState: ConfigurationState
    var configurationSlots: ViewConfigurations { get set }
    var configurationState: HostState { get }
    var contentConfiguration: (any ContentConfiguration)? { get set }
    var backgroundConfiguration: BackgroundConfiguration? { get set }
    var automaticallyUpdatesContentConfiguration: Bool { get }
    var automaticallyUpdatesBackgroundConfiguration: Bool { get }
    func updateConfiguration(using state: HostState)
    func runConfigurationUpdateHandler(_ state: HostState)
}

extension ConfigurationHost {
    /// Runs a pending configuration update (see the notes above): the automatically updating
    /// configurations take `updated(for:)`, then `updateConfiguration(using:)`, then the handler.
    package func updateConfigurationIfNeeded() {
        guard configurationSlots.needsUpdate, !configurationSlots.isUpdating else { return }
        configurationSlots.needsUpdate = false
        configurationSlots.isUpdating = true
        defer { configurationSlots.isUpdating = false }
        let state = configurationState
        if automaticallyUpdatesContentConfiguration, let c = contentConfiguration { contentConfiguration = c.updated(for: state) }
        if automaticallyUpdatesBackgroundConfiguration, let b = backgroundConfiguration { backgroundConfiguration = b.updated(for: state) }
        updateConfiguration(using: state)
        runConfigurationUpdateHandler(state)
    }
}

extension TableViewCell: ConfigurationHost {}
extension CollectionViewCell: ConfigurationHost {}
extension TableViewHeaderFooterView: ConfigurationHost {}

/// `UICollectionViewListCell` (iOS 14): a collection view cell for list layouts
/// (`CollectionLayoutListConfiguration`), with a list content configuration by default and
/// stored accessories and indentation (drawn: the content view keeps the cell's full width).
open class CollectionViewListCell: CollectionViewCell {
    /// `accessories` (stored).
    open var accessories: [CellAccessory] = []
    /// `indentationLevel`, `indentationWidth`, `indentsAccessories` (stored).
    open var indentationLevel = 0
    open var indentationWidth: CGFloat = 10
    open var indentsAccessories = true

    /// `defaultContentConfiguration()`: `.cell()`.
    open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// `defaultBackgroundConfiguration()`: the plain list cell background.
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listPlainCell() }
}

/// `UICellAccessory` (iOS 14): an accessory of a list cell — its kind and where it shows
/// (stored: accessories are drawn).
public struct CellAccessory {
    /// `UICellAccessory.DisplayedState`.
    public enum DisplayedState: Int, Sendable, Hashable { case always, whenEditing, whenNotEditing }
    /// `UICellAccessory.Placement`.
    public enum Placement: Sendable, Hashable { case leading, trailing }
    /// The accessory's kind.
    public enum Kind: Sendable, Hashable {
        case disclosureIndicator, checkmark, delete, insert, reorder, multiselect, outlineDisclosure, popUpMenu, label(String), customView, detail
    }

    public let kind: Kind
    public let displayed: DisplayedState
    public var isHidden: Bool?
    public var tintColor: Color?
    /// The custom view (`customView(configuration:)`) or the action (`delete`, `detail`…).
    public let view: View?
    public let actionHandler: (() -> Void)?

    init(_ kind: Kind, displayed: DisplayedState, isHidden: Bool? = nil, tintColor: Color? = nil, view: View? = nil, action: (() -> Void)? = nil) {
        (self.kind, self.displayed, self.isHidden, self.tintColor, self.view, self.actionHandler) = (kind, displayed, isHidden, tintColor, view, action)
    }

    public static func disclosureIndicator(displayed: DisplayedState = .always, options: Options = Options()) -> CellAccessory {
        CellAccessory(.disclosureIndicator, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor)
    }
    public static func checkmark(displayed: DisplayedState = .always, options: Options = Options()) -> CellAccessory {
        CellAccessory(.checkmark, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor)
    }
    public static func delete(displayed: DisplayedState = .whenEditing, options: Options = Options(), actionHandler: (() -> Void)? = nil) -> CellAccessory {
        CellAccessory(.delete, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor, action: actionHandler)
    }
    public static func insert(displayed: DisplayedState = .whenEditing, options: Options = Options(), actionHandler: (() -> Void)? = nil) -> CellAccessory {
        CellAccessory(.insert, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor, action: actionHandler)
    }
    public static func reorder(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> CellAccessory {
        CellAccessory(.reorder, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor)
    }
    public static func multiselect(displayed: DisplayedState = .whenEditing, options: Options = Options()) -> CellAccessory {
        CellAccessory(.multiselect, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor)
    }
    public static func outlineDisclosure(displayed: DisplayedState = .always, options: Options = Options(), actionHandler: (() -> Void)? = nil) -> CellAccessory {
        CellAccessory(.outlineDisclosure, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor, action: actionHandler)
    }
    public static func detail(displayed: DisplayedState = .always, options: Options = Options(), actionHandler: (() -> Void)? = nil) -> CellAccessory {
        CellAccessory(.detail, displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor, action: actionHandler)
    }
    public static func label(text: String, displayed: DisplayedState = .always, options: Options = Options()) -> CellAccessory {
        CellAccessory(.label(text), displayed: displayed, isHidden: options.isHidden, tintColor: options.tintColor)
    }
    public static func customView(configuration: CustomViewConfiguration) -> CellAccessory {
        CellAccessory(.customView, displayed: configuration.displayed, isHidden: configuration.isHidden, tintColor: configuration.tintColor, view: configuration.customView)
    }

    public typealias DisclosureIndicatorOptions = Options
    public typealias CheckmarkOptions = Options
    public typealias DeleteOptions = Options
    public typealias InsertOptions = Options
    public typealias ReorderOptions = Options
    public typealias MultiselectOptions = Options
    public typealias OutlineDisclosureOptions = Options
    public typealias DetailOptions = Options
    public typealias LabelOptions = Options

    /// The options every accessory takes (`UICellAccessory.DisclosureIndicatorOptions` and the
    /// rest: their common part).
    public struct Options {
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: Color?
        public init(isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: Color? = nil) {
            (self.isHidden, self.reservedLayoutWidth, self.tintColor) = (isHidden, reservedLayoutWidth, tintColor)
        }
    }

    /// `UICellAccessory.CustomViewConfiguration`.
    public struct CustomViewConfiguration {
        public var customView: View
        public var placement: Placement
        public var isHidden: Bool?
        public var reservedLayoutWidth: CGFloat?
        public var tintColor: Color?
        public var maintainsFixedSize: Bool
        public var displayed: DisplayedState
        public init(
            customView: View, placement: Placement, isHidden: Bool? = nil, reservedLayoutWidth: CGFloat? = nil, tintColor: Color? = nil,
            maintainsFixedSize: Bool = false
        ) {
            self.customView = customView
            self.placement = placement
            self.isHidden = isHidden
            self.reservedLayoutWidth = reservedLayoutWidth
            self.tintColor = tintColor
            self.maintainsFixedSize = maintainsFixedSize
            displayed = .always
        }
    }
}
