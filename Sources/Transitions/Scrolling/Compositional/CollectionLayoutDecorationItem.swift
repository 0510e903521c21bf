import Foundation

/// `NSCollectionLayoutDecorationItem`: a view the layout draws behind a section (a background:
/// `background(elementKind:)`), registered with the layout
/// (`register(_:forDecorationViewOfKind:)`).
///
/// Stored, and measured: `layoutAttributesForDecorationView(ofKind:at:)` with [section, 0] gives
/// its frame — the section's frame (headers and footers included) less the item's content
/// insets. The model's collection views make no decoration views, so the layout leaves these
/// attributes out of `layoutAttributesForElements(in:)`.
public final class CollectionLayoutDecorationItem: CollectionLayoutItem {
    /// `zIndex`: 0 by default.
    public var zIndex = 0
    public let elementKind: String

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(
            layoutSize: CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)), supplementaryItems: [])
    }

    /// `background(elementKind:)`: the whole section.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem { CollectionLayoutDecorationItem(elementKind: elementKind) }
}
