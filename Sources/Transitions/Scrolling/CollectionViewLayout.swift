import Foundation

/// `UICollectionViewLayout`: computes where items go. Subclasses override `prepare()`,
/// `collectionViewContentSize` and the attribute queries, as in UIKit.
open class CollectionViewLayout {
    public internal(set) weak var collectionView: CollectionView?

    public init() {}

    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }
    /// `invalidateLayout()`: the collection view lays out again.
    open func invalidateLayout() { collectionView?.layoutChanged() }
}
