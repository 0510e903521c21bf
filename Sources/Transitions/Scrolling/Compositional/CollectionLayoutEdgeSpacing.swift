import Foundation

/// `NSCollectionLayoutEdgeSpacing`: space a compositional layout keeps around an item, between
/// it and its neighbours or its group's edges (an item's `edgeSpacing`); nil on an edge is none.
/// Immutable, as UIKit's.
///
/// Along its group's axis (leading/trailing in a horizontal group, top/bottom in a vertical
/// one) the spacing adds to `interItemSpacing` and takes room in the group (a group made with
/// `subitems:` fits fewer items); a flexible edge also shares the group's leftover room. Across
/// the axis it places the item in the group: after the leading (top) spacing, or centred in the
/// room left when both edges are flexible, or against the far edge when only the near one is.
public final class CollectionLayoutEdgeSpacing: Sendable, Hashable {
    public let leading: CollectionLayoutSpacing?
    public let top: CollectionLayoutSpacing?
    public let trailing: CollectionLayoutSpacing?
    public let bottom: CollectionLayoutSpacing?

    /// `init(leading:top:trailing:bottom:)`.
    public init(leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?, bottom: CollectionLayoutSpacing?) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }

    public static func == (a: CollectionLayoutEdgeSpacing, b: CollectionLayoutEdgeSpacing) -> Bool {
        a.leading == b.leading && a.top == b.top && a.trailing == b.trailing && a.bottom == b.bottom
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(leading)
        hasher.combine(top)
        hasher.combine(trailing)
        hasher.combine(bottom)
    }
}
