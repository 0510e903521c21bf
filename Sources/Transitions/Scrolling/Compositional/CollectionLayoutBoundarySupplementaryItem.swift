import Foundation

/// `NSCollectionLayoutBoundarySupplementaryItem`: a header or footer of a section
/// (`CollectionLayoutSection.boundarySupplementaryItems`) or of the whole layout
/// (`CompositionalLayoutConfiguration.boundarySupplementaryItems`), on the edge `alignment`
/// names. Its attributes have `elementKind` and the index path [section, n] — n counting the
/// section's earlier boundary items of the same kind, so usually 0 — ([0, n] for the layout's
/// own); the collection view asks the data source for the view.
///
/// Layout rule (vertical scrolling; horizontal swaps the axes), in `CompositionalLayout`:
/// * `.top` (`.topLeading`, `.topTrailing`) items stack at the section's start, before its top
///   content inset; `.bottom` ones at its end, after its bottom inset. With `extendsBoundary`
///   (the default) each takes its height of room; without, it lies over the section's content
///   from the section's start (end).
/// * Across the axis: its width resolves against the section's width — less the section's
///   leading and trailing content insets while `supplementariesFollowContentInsets` (the
///   default) — and it sits centred (`.top`), at the leading (`.topLeading`) or trailing
///   (`.topTrailing`) side of that width.
/// * `.leading` / `.trailing` items (on the edges across the scrolling axis) sit at that side of
///   the content, from its start; extending, they narrow the content by their width.
///   `.none` centres the item on the content's start, over it.
/// * `offset` (`absoluteOffset`) moves the item.
/// * `pinToVisibleBounds`: a section's `.top` item stays at the top of the visible bounds (below
///   the adjusted content inset) while its section is on screen, pushed up by the section's end;
///   a `.bottom` one at the bottom likewise; the layout's own stay at the visible edge. The layout
///   asks to be invalidated on every bounds change then, and a pinned item that has moved is
///   drawn above the cells (z-index 1024 at least, as the flow layout's).
/// * The layout's own boundary items are placed on the edges along the scrolling axis only
///   (`.top`/`.bottom` scrolling vertically); on the other edges they are stored, not placed.
public final class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutSupplementaryItem {
    /// `extendsBoundary`: whether the item takes room in its section (true by default).
    public var extendsBoundary = true
    /// `pinToVisibleBounds`: false by default.
    public var pinToVisibleBounds = false
    public let alignment: RectAlignment
    /// `offset`: the absolute offset it was made with.
    public let offset: CGPoint

    /// `init(layoutSize:elementKind:alignment:)`.
    public convenience init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// `init(layoutSize:elementKind:alignment:absoluteOffset:)`.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: CollectionLayoutAnchor(edges: Self.edges(of: alignment), offset: absoluteOffset, absolute: true), itemAnchor: nil)
    }

    /// The edges an alignment names.
    static func edges(of alignment: RectAlignment) -> DirectionalRectEdge {
        switch alignment {
        case .none: []
        case .top: .top
        case .topLeading: [.top, .leading]
        case .leading: .leading
        case .bottomLeading: [.bottom, .leading]
        case .bottom: .bottom
        case .bottomTrailing: [.bottom, .trailing]
        case .trailing: .trailing
        case .topTrailing: [.top, .trailing]
        }
    }
}
