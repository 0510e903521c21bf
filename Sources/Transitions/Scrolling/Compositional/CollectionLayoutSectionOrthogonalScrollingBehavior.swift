import Foundation

/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`: whether a section of a compositional
/// layout scrolls across the layout's axis (a row of cards in a vertically scrolling list), and
/// how it comes to rest, with UIKit's raw values.
///
/// Any value but `.none` lays the section's groups one after the other across the axis (left to
/// right in a vertical layout), `interGroupSpacing` apart, in one row as tall as a group.
/// UIKit puts that row in an internal scroll view; the model places the groups at their offsets
/// in the collection view's content (those beyond its width are off screen, with no cells) and
/// does not scroll the row: the paging variants differ only in `.groupPagingCentered` starting
/// with the first group centred.
public enum CollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable {
    case none = 0, continuous, continuousGroupLeadingBoundary, paging, groupPaging, groupPagingCentered
}
