import Foundation

/// `UICollectionViewCell`: an item of a collection view. Subviews go in `contentView`;
/// selection and highlight are stored (drawn).
///
/// Collection views make cells of a registered class through `init(dequeuedWith:)`, a
/// required convenience initialiser that subclasses inherit when they override both designated
/// initialisers (`init(frame:)` and `init?(coder:)`, as UIKit subclasses do) or none; it calls
/// the subclass's `init(frame:)`.
open class CollectionViewCell: View {
    public internal(set) var reuseIdentifier: String?
    /// `contentView`: the cell's content, filling it.
    public let contentView: View
    open var isSelected = false
    open var isHighlighted = false
    public var backgroundView: View?
    public var selectedBackgroundView: View?

    public override init(frame: CGRect) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        name = "\(type(of: self))"
        addSubview(contentView)
        _ = keyValueObservers.add(willChange: {}, didChange: { [weak self] in
            guard let self else { return }
            self.contentView.frame = CGRect(origin: .zero, size: self.bounds.size)
        })
    }

    /// `init?(coder:)` (never called by the model; see `View.init?(coder:)`): an empty cell.
    public required init?(coder: NSCoder) {
        contentView = View(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// The initialiser collection views make registered cells with (see the type's notes).
    public required convenience init(dequeuedWith reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// `prepareForReuse()`: called before a pooled cell is handed out again.
    open func prepareForReuse() {}

    /// `apply(_:)`: the layout's attributes for this cell (frame set by the collection view).
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}
}
