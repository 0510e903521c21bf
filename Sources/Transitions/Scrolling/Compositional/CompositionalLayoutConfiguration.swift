import Foundation

/// `UICollectionViewCompositionalLayoutConfiguration`: what applies to a whole compositional
/// layout — its scroll direction, the spacing between sections, its own headers and footers
/// (`boundarySupplementaryItems`, placed before the first section and after the last as a
/// section's are in it) and the reference its sections' insets are measured from.
///
/// A layout keeps a copy of the configuration it is given (UIKit's `copy` property), so changing
/// the object afterwards does not change the layout; set it again (`layout.configuration =`),
/// which invalidates the layout.
public final class CompositionalLayoutConfiguration {
    /// `scrollDirection`: `.vertical` by default.
    public var scrollDirection: CollectionViewFlowLayout.ScrollDirection = .vertical
    /// `interSectionSpacing`: 0 by default (a negative, NaN or infinite value counts as 0).
    public var interSectionSpacing: CGFloat = 0
    /// `boundarySupplementaryItems`: the layout's headers and footers.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// `contentInsetsReference` (iOS 14): `.automatic` by default.
    public var contentInsetsReference: ContentInsetsReference = .automatic

    public init() {}

    /// `copy()`: a configuration with the same values (NSCopying).
    public func copy() -> Any { copied() }

    func copied() -> CompositionalLayoutConfiguration {
        let c = CompositionalLayoutConfiguration()
        c.scrollDirection = scrollDirection
        c.interSectionSpacing = interSectionSpacing
        c.boundarySupplementaryItems = boundarySupplementaryItems
        c.contentInsetsReference = contentInsetsReference
        return c
    }
}
