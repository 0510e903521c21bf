import Foundation

/// `UIContentInsetsReference` (iOS 14): what a compositional layout measures its sections'
/// content insets from — the container's effective insets (`NSCollectionLayoutContainer`).
///
/// The model: `.none` is no insets; `.automatic` and `.safeArea` the collection view's safe-area
/// insets on the edges across the scrolling axis (left and right when scrolling vertically) beyond
/// what `adjustedContentInset` already keeps clear; `.layoutMargins` and `.readableContent` its
/// layout margins there (the model has no readable-width rule: the margins stand in), likewise
/// beyond `adjustedContentInset`. A section's `.automatic` means the layout configuration's.
public enum ContentInsetsReference: Int, Sendable, Hashable {
    case automatic = 0, none, safeArea, layoutMargins, readableContent
}
