import Foundation

/// `UICollectionReusableView`: what a collection view shows and reuses — cells
/// (`CollectionViewCell`) and supplementary views (section headers and footers).
///
/// Collection views make views of a registered class through `init(dequeuedWith:)`, a required
/// convenience initialiser that subclasses inherit when they override both designated
/// initialisers (`init(frame:)` and `init?(coder:)`, as UIKit subclasses do) or none; it calls
/// the subclass's `init(frame:)`.
open class CollectionReusableView: View {
    /// `reuseIdentifier`: the identifier it was dequeued with (overridable, as in UIKit; the pools
    /// file views under the identifier they were made with).
    open var reuseIdentifier: String? { reuseIdentifierStorage }
    var reuseIdentifierStorage: String?

    public override init(frame: CGRect) { super.init(frame: frame) }

    /// `init?(coder:)` (never called by the model; see `View.init?(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The initialiser collection views make registered views with (see the type's notes).
    public required convenience init(dequeuedWith reuseIdentifier: String) {
        self.init(frame: .zero)
        self.reuseIdentifierStorage = reuseIdentifier
    }

    /// `prepareForReuse()`: called before a pooled view is handed out again.
    open func prepareForReuse() {}

    /// `apply(_:)`: the layout's attributes for this view (geometry set by the collection view).
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {}

    /// `preferredLayoutAttributesFitting(_:)`: a self-sizing view's chance to change its size.
    /// The model's layouts do not self-size (`estimatedItemSize` is stored), so they never ask;
    /// the default returns the attributes unchanged, as UIKit's does for a view without Auto
    /// Layout content.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        layoutAttributes
    }
}
