import Foundation

/// `UICollectionViewCell`: an item of a collection view. Subviews go in `contentView`;
/// selection and highlight are stored (drawn).
///
/// Collection views make cells of a registered class through `init(dequeuedWith:)`
/// (`CollectionReusableView`).
open class CollectionViewCell: CollectionReusableView {
    /// `contentView`: the cell's content, filling it.
    public let contentView: View
    open var isSelected = false
    open var isHighlighted = false
    public var backgroundView: View?
    public var selectedBackgroundView: View?

    public override init(frame: CGRect) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        modelName = "\(type(of: self))"
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
}
