import Foundation

/// `UITableViewCell`: a row of a table view. Subviews go in `contentView`; selection and
/// highlight are stored (drawn).
///
/// Table views make cells of a registered class through `init(dequeuedWith:)`, a required
/// convenience initialiser that subclasses inherit when they override both designated
/// initialisers (`init(style:reuseIdentifier:)` and `init?(coder:)`, as UIKit subclasses do)
/// or none; it calls the subclass's `init(style:reuseIdentifier:)`.
open class TableViewCell: View {
    /// `UITableViewCell.SeparatorStyle` (UIKit nests it in the cell): the table's.
    public typealias SeparatorStyle = TableView.SeparatorStyle
    /// `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable, Hashable { case `default`, value1, value2, subtitle }
    /// `UITableViewCell.EditingStyle` (editing is not modelled: the type is for the data source's
    /// `commit`/`editingStyleForRowAt` methods apps declare).
    public enum EditingStyle: Int, Sendable, Hashable { case none, delete, insert }
    /// `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable, Hashable { case none, blue, gray, `default` }
    /// `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable, Hashable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    /// `reuseIdentifier`: the identifier it was dequeued with (overridable, as in UIKit; the pools
    /// file views under the identifier they were made with).
    open var reuseIdentifier: String? { reuseIdentifierStorage }
    var reuseIdentifierStorage: String?
    /// The style it was made with (UIKit keeps it private, so subclasses declare their own `style`).
    package let cellStyle: CellStyle
    /// `contentView`: the cell's content, filling it.
    public let contentView: View
    /// The built-in image view, once made (`imageView`, `TableViewCell+Accessories.swift`).
    package var builtInImageView: ImageView?
    public var selectionStyle: SelectionStyle = .default
    /// `accessoryType` (open, as in UIKit: cells override it to restyle their checkmarks).
    open var accessoryType: AccessoryType = .none
    /// `accessoryView`: a view at the cell's trailing edge, centred vertically, 16 points in
    /// (it replaces the accessory type's control, as in UIKit); `editingAccessoryView` stored.
    open var accessoryView: View? {
        didSet {
            if oldValue !== accessoryView, oldValue?.superview === self { oldValue?.removeFromSuperview() }
            if let v = accessoryView, v.superview !== self { addSubview(v) }
            placeContent()
        }
    }
    open var editingAccessoryView: View?
    open var isSelected = false {
        didSet {
            updateSelectedBackground()
            if isSelected != oldValue { setNeedsUpdateConfiguration() }
        }
    }
    /// `backgroundView` and `selectedBackgroundView`: behind the content view, filling the cell
    /// (the selected one is shown only while the cell is selected or highlighted, above the
    /// plain one), as UIKit places them.
    open var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            placeBackgrounds()
        }
    }
    open var selectedBackgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            placeBackgrounds()
        }
    }

    /// The content view fills the cell, less the accessory view's room (its width and 16 points
    /// each side) when there is one, which sits centred at the trailing edge.
    private func placeContent() {
        let b = CGRect(origin: .zero, size: bounds.size)
        guard let a = accessoryView else {
            contentView.frame = b
            return
        }
        let s = a.bounds.size
        a.frame = CGRect(x: b.maxX - 16 - s.width, y: b.midY - s.height / 2, width: s.width, height: s.height)
        contentView.frame = CGRect(x: 0, y: 0, width: max(0, b.width - s.width - 32), height: b.height)
    }

    private func placeBackgrounds() {
        var index = 0
        for v in [backgroundView, selectedBackgroundView].compactMap({ $0 }) {
            v.frame = bounds
            insertSubview(v, at: index)
            index += 1
        }
        updateSelectedBackground()
    }

    private func updateSelectedBackground() { selectedBackgroundView?.isHidden = !(isSelected || isHighlighted) }
    open var isHighlighted = false {
        didSet {
            updateSelectedBackground()
            if isHighlighted != oldValue { setNeedsUpdateConfiguration() }
        }
    }

    /// `textLabel`: the built-in title label, made on first use and placed in the content view
    /// (UIKit's default, subtitle and value styles), filling it with a 16-point inset.
    /// Open and read-only, as in UIKit: a cell may answer its own label.
    open var textLabel: Label? { builtInTextLabel }
    private lazy var builtInTextLabel: Label? = makeLabel(inset: 16, fraction: cellStyle == .subtitle ? 0.5 : 1, top: true)
    /// `detailTextLabel`: the subtitle/value label (nil for the default style, as in UIKit).
    open var detailTextLabel: Label? { builtInDetailTextLabel }
    private lazy var builtInDetailTextLabel: Label? = cellStyle == .default ? nil : makeLabel(inset: 16, fraction: 0.5, top: false)
    /// `imageView`: the built-in image view, made on first use and added to the content view
    /// (UIKit creates it lazily too, in the content view, for the default, subtitle and value
    /// styles; nil for `.value2`, which has none). It is placed at the leading 16-point margin,
    /// as tall and as wide as the content view is tall; the model does not move `textLabel`
    /// aside for it (UIKit's cell lays the labels out beside a visible image). Open and
    /// read-only, as in UIKit: a cell may answer its own image view.
    open var imageView: ImageView? {
        guard cellStyle != .value2 else { return nil }
        if let v = builtInImageView { return v }
        let h = contentView.bounds.height
        let v = ImageView(frame: CGRect(x: 16, y: 0, width: h, height: h))
        contentView.addSubview(v)
        // A stored property, not an associated object: the associations table lets go of its
        // values only on its next use, which kept released cells' image views alive.
        builtInImageView = v
        return v
    }

    private func makeLabel(inset: Double, fraction: Double, top: Bool) -> Label {
        let l = Label(frame: .zero)
        let b = contentView.bounds
        let h = b.height * fraction
        l.frame = CGRect(x: inset, y: top ? 0 : b.height - h, width: max(0, b.width - 2 * inset), height: h)
        contentView.addSubview(l)
        return l
    }

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.cellStyle = style
        self.reuseIdentifierStorage = reuseIdentifier
        contentView = View(frame: .zero)
        super.init(frame: .zero)
        modelName = "\(type(of: self))"
        addSubview(contentView)
        // The content view follows the cell's bounds.
        _ = keyValueObservers.add(willChange: {}, didChange: { [weak self] in
            guard let self else { return }
            self.placeContent()
            for v in [self.backgroundView, self.selectedBackgroundView].compactMap({ $0 }) { v.frame = CGRect(origin: .zero, size: self.bounds.size) }
        })
    }

    /// `init?(coder:)` (never called by the model; see `View.init?(coder:)`): a default cell.
    public required init?(coder: NSCoder) {
        cellStyle = .default
        reuseIdentifierStorage = nil
        contentView = View(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// `UITableViewCell(frame:)` and `UITableViewCell()`: a default-style cell without a reuse
    /// identifier (UIKit's `initWithFrame:` makes one).
    public convenience override init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// The initialiser table views make registered cells with (see the type's notes).
    public required convenience init(dequeuedWith reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// `prepareForReuse()`: called before a pooled cell is handed out again.
    open func prepareForReuse() {}

    /// `setSelected(_:animated:)`, `setHighlighted(_:animated:)`.
    open func setSelected(_ selected: Bool, animated: Bool) { isSelected = selected }
    open func setHighlighted(_ highlighted: Bool, animated: Bool) { isHighlighted = highlighted }
    /// `isEditing` / `setEditing(_:animated:)`: the table view tells its visible cells when its
    /// editing mode changes (the editing controls are drawn: stored).
    open var isEditing = false { didSet { if isEditing != oldValue { setNeedsUpdateConfiguration() } } }
    open func setEditing(_ editing: Bool, animated: Bool) { isEditing = editing }

    // MARK: Configurations (iOS 14: `TableViewCell+Configuration.swift`)

    /// The configurations and whether an update is pending (`ViewConfigurations`).
    package var configurationSlots = ViewConfigurations()

    /// `configurationState`: the cell's traits, selection, highlight and editing state (and
    /// disabled while it takes no touches). Open, as in UIKit: a subclass adds its own states.
    open var configurationState: CellConfigurationState {
        var s = CellConfigurationState(traitCollection: traitCollection)
        s.isSelected = isSelected
        s.isHighlighted = isHighlighted
        s.isEditing = isEditing
        s.isDisabled = !isUserInteractionEnabled
        return s
    }

    /// `setNeedsUpdateConfiguration()`: the cell's configuration is updated for its current
    /// state before its next layout (`updateConfiguration(using:)`), as UIKit coalesces
    /// requests; selection, highlight and editing changes request it.
    open func setNeedsUpdateConfiguration() {
        configurationSlots.needsUpdate = true
        setNeedsLayout()
    }

    /// `updateConfiguration(using:)`: override to configure the cell for `state` (the default
    /// does nothing). Called before the cell's first layout and after state changes — the
    /// configurations that update automatically already updated for `state` — then
    /// `configurationUpdateHandler`.
    open func updateConfiguration(using state: CellConfigurationState) {}

    /// UIKit's configuration update runs before the cell lays out.
    open override func layoutSublayers(of layer: Layer) {
        if layer === self.layer { updateConfigurationIfNeeded() }
        super.layoutSublayers(of: layer)
    }
}

/// A table cell is a gesture recognizer delegate, as UIKit's `UITableViewCell` declares itself
/// (`<NSCoding, UIGestureRecognizerDelegate>`): a cell can make itself the delegate of the
/// recognizers it adds (a swipeable cell's pan). Its `gestureRecognizerShouldBegin(_:)` is the
/// view's method, one selector in Objective-C, so a cell overriding it answers both questions.
extension TableViewCell: GestureRecognizerDelegate {}
