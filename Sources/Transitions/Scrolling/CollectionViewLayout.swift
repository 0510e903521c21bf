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
    /// `shouldInvalidateLayout(forBoundsChange:)`: asked on every change of the collection view's
    /// bounds (each scrolled frame); true lays out again (`prepare()` runs). UIKit's default is
    /// false; a change of the bounds' size lays out again whatever this says.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: where a drag's
    /// deceleration ends; asked at the release, before the delegate's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (which sees this answer).
    /// Snapping layouts override it. `velocity` is the delegate's (points per millisecond: Apple
    /// documents points per second, but the value passed is the same as the delegate's).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    /// `targetContentOffset(forProposedContentOffset:)`: the offset after a layout update (the
    /// model asks nothing of it: read back by apps' own code).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }
}
