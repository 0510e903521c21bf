import Foundation

/// `NSCollectionLayoutSection`: one section of a compositional layout — its group, repeated until
/// the section's items are placed, with insets, spacing, headers and footers.
///
/// Layout rule (vertical scrolling; horizontal swaps the axes; `CompositionalLayout`): the section
/// spans the container's effective width; its boundary supplementary items
/// (`CollectionLayoutBoundarySupplementaryItem`) come first and last; inside them
/// `contentInsets` inset the content, whose width the top-level group's fractional width is of
/// (and whose height — the container's effective height less the top and bottom insets — its
/// fractional height). With `orthogonalScrollingBehavior` `.none`, groups follow one another
/// down the section `interGroupSpacing` apart, each at the content's leading edge, until every
/// item is placed; otherwise they run left to right in one row
/// (`CollectionLayoutSectionOrthogonalScrollingBehavior`). A section with no items has no groups:
/// its headers, footers and insets only.
public final class CollectionLayoutSection {
    /// A section's `visibleItemsInvalidationHandler`.
    public typealias VisibleItemsInvalidationHandler = ([any CollectionLayoutVisibleItem], CGPoint, any CollectionLayoutEnvironment) -> Void

    let group: CollectionLayoutGroup
    /// `contentInsets`.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// `interGroupSpacing` (a negative, NaN or infinite value counts as 0).
    public var interGroupSpacing: CGFloat = 0
    /// `orthogonalScrollingBehavior`.
    public var orthogonalScrollingBehavior: CollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// `boundarySupplementaryItems`: headers and footers.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// `decorationItems` (`CollectionLayoutDecorationItem`: measured, no views made).
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// `supplementariesFollowContentInsets`: whether headers and footers are inset by the
    /// section's leading and trailing content insets (true by default).
    public var supplementariesFollowContentInsets = true
    /// `contentInsetsReference` (iOS 14): `.automatic` takes the layout configuration's.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// `supplementaryContentInsetsReference` (iOS 16; stored: supplementary items follow the
    /// section's reference).
    public var supplementaryContentInsetsReference: ContentInsetsReference = .automatic
    /// `visibleItemsInvalidationHandler`: called each time the layout is prepared — and, while
    /// set, the layout asks to be prepared on every bounds change (each scrolled frame) — with
    /// the section's cells and supplementary views that intersect the visible bounds, the
    /// collection view's content offset and the layout's environment. Changes it makes to the
    /// items' alpha, transform, centre, z-index or hidden are what the collection view applies.
    /// Orthogonal sections are not scrolled by the model, so the offset is always the collection
    /// view's.
    public var visibleItemsInvalidationHandler: VisibleItemsInvalidationHandler?

    /// `init(group:)`.
    public init(group: CollectionLayoutGroup) { self.group = group }
}
