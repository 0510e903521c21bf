import Foundation

/// `UITableViewCell`: a row of a table view. Subviews go in `contentView`; selection and
/// highlight are stored (drawn).
///
/// Table views make cells of a registered class through `init(dequeuedWith:)`, a required
/// convenience initialiser that subclasses inherit when they override both designated
/// initialisers (`init(style:reuseIdentifier:)` and `init?(coder:)`, as UIKit subclasses do)
/// or none; it calls the subclass's `init(style:reuseIdentifier:)`.
open class TableViewCell: View {
    /// `UITableViewCell.CellStyle`.
    public enum CellStyle: Int, Sendable, Hashable { case `default`, value1, value2, subtitle }
    /// `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable, Hashable { case none, blue, gray, `default` }
    /// `UITableViewCell.AccessoryType`.
    public enum AccessoryType: Int, Sendable, Hashable { case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton }

    public let reuseIdentifier: String?
    public let style: CellStyle
    /// `contentView`: the cell's content, filling it.
    public let contentView: View
    public var selectionStyle: SelectionStyle = .default
    public var accessoryType: AccessoryType = .none
    public var isSelected = false
    public var isHighlighted = false

    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = View(frame: .zero)
        super.init(frame: .zero)
        name = "\(type(of: self))"
        addSubview(contentView)
        // The content view follows the cell's bounds.
        _ = keyValueObservers.add(willChange: {}, didChange: { [weak self] in
            guard let self else { return }
            self.contentView.frame = CGRect(origin: .zero, size: self.bounds.size)
        })
    }

    /// `init?(coder:)` (never called by the model; see `View.init?(coder:)`): a default cell.
    public required init?(coder: NSCoder) {
        style = .default
        reuseIdentifier = nil
        contentView = View(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
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
}
