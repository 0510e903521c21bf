import Foundation

/// `NSCollectionLayoutContainer`: the room an element of a compositional layout is laid out
/// in. `effectiveContentSize` is `contentSize` less `effectiveContentInsets`.
public protocol CollectionLayoutContainer {
    var contentSize: CGSize { get }
    var effectiveContentSize: CGSize { get }
    var contentInsets: DirectionalEdgeInsets { get }
    var effectiveContentInsets: DirectionalEdgeInsets { get }
}

/// `NSCollectionLayoutEnvironment`: what a section provider (and a custom group's item
/// provider) is given: the container and the collection view's traits.
///
/// The layout's container (`CompositionalLayout`): `contentSize` is the collection view's bounds
/// size less its `adjustedContentInset` (the visible content area), `contentInsets` zero, and
/// `effectiveContentInsets` what the layout's `contentInsetsReference` adds on the edges across
/// the scrolling axis (`ContentInsetsReference`). So in a 390-point-wide vertically scrolling
/// collection with no safe-area insets at its sides, `container.effectiveContentSize.width` is 390.
public protocol CollectionLayoutEnvironment {
    var container: any CollectionLayoutContainer { get }
    var traitCollection: TraitCollection { get }
}

/// The model's container: a size and insets.
struct LayoutContainer: CollectionLayoutContainer, Sendable, Equatable {
    var contentSize: CGSize
    var effectiveContentInsets: DirectionalEdgeInsets
    var contentInsets: DirectionalEdgeInsets { .zero }
    var effectiveContentSize: CGSize {
        CGSize(
            width: max(0, contentSize.width - effectiveContentInsets.leading - effectiveContentInsets.trailing),
            height: max(0, contentSize.height - effectiveContentInsets.top - effectiveContentInsets.bottom))
    }
}

/// The model's environment.
struct LayoutEnvironment: CollectionLayoutEnvironment {
    var layoutContainer: LayoutContainer
    var traitCollection: TraitCollection
    var container: any CollectionLayoutContainer { layoutContainer }
}
