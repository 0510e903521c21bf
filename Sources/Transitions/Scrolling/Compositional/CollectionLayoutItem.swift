import Foundation

/// `NSCollectionLayoutItem`: the smallest element of a compositional layout, one cell: its size
/// (dimensions resolved against its group), the insets that shrink its cell inside the room it is
/// given (`contentInsets`), the space kept around it (`edgeSpacing`) and the supplementary views
/// attached to it (badges: `supplementaryItems`).
///
/// `contentInsets` apply after the item is placed: the cell's frame is the item's room less the
/// insets (UIKit ignores them along an estimated dimension and logs; the model applies them,
/// as it does not self-size). Insets larger than the room leave a cell of zero length there.
/// A class, as UIKit's: a group keeps its subitems by reference, so changing an item after
/// making the group changes the layout the next time it is prepared.
public class CollectionLayoutItem {
    /// `layoutSize`.
    public let layoutSize: CollectionLayoutSize
    var storedSupplementaryItems: [CollectionLayoutSupplementaryItem]
    /// `contentInsets`.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// `edgeSpacing` (`CollectionLayoutEdgeSpacing`).
    public var edgeSpacing: CollectionLayoutEdgeSpacing?

    /// `init(layoutSize:)`.
    public convenience init(layoutSize: CollectionLayoutSize) { self.init(layoutSize: layoutSize, supplementaryItems: []) }

    /// `init(layoutSize:supplementaryItems:)`: with supplementary views anchored to the item
    /// (their attributes have the item's index path and their own element kind).
    public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        storedSupplementaryItems = supplementaryItems
    }

    /// `supplementaryItems`.
    public var supplementaryItems: [CollectionLayoutSupplementaryItem] { storedSupplementaryItems }
}
