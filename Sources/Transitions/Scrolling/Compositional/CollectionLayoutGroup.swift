import Foundation

/// `NSCollectionLayoutGroup`: an item that lays out subitems — in a horizontal row, a vertical
/// column, or at frames it computes (`custom`). A section repeats its group until the section's
/// items are placed; groups nest.
///
/// Layout rule (horizontal; vertical swaps the axes), in the group's room less its
/// `contentInsets`:
/// * `horizontal(layoutSize:subitems:)`: the subitems, in order and again from the first, while
///   the next one fits (its width, its edge spacing and `interItemSpacing`'s minimum) — UIKit's
///   "repeat items until available horizontal space is exhausted": an item of
///   `.fractionalWidth(0.25)` makes four to a row, but three of `.fractionalWidth(1/3)` with
///   fixed spacing do not fit and make two. The first subitem is placed even if it does not fit.
/// * `horizontal(layoutSize:subitem:count:)` (deprecated in iOS 16): `count` copies of equal
///   width, `(width − spacing × (count − 1)) / count`, whatever the item's own width dimension.
/// * `horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16): `count` copies at the item's own
///   width (UIKit: "it's your responsibility to ensure that the group's layoutSize can fit count
///   repetitions").
/// * Subitems are `interItemSpacing` apart (nil: 0); the room left after them and the minimum
///   spacings goes in equal shares to the flexible spacings (`.flexible` inter-item spacing and
///   flexible edge spacings); with none it stays at the trailing end.
/// * Each subitem's height resolves against the group's (a fractional height is of it); it sits
///   at the top unless its edge spacing says otherwise (`CollectionLayoutEdgeSpacing`).
/// * A group that gets fewer items than it has places for (the section's last) keeps its size:
///   the rest of its places stay empty.
///
/// A `count` of zero or less makes one copy (UIKit raises; nothing is recorded: the group has no
/// simulation). Repetition stops at 100 000 places, and after one round when the subitems take no
/// room along the axis (UIKit would not end).
public final class CollectionLayoutGroup: CollectionLayoutItem {
    /// How the group places its subitems.
    enum Arrangement {
        /// In a line along `axis`: filling the group, `count` equal copies, or `count` copies at
        /// the item's size.
        case line(LayoutAxis, Repetition)
        case custom((any CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem])
    }
    enum Repetition { case fill, equal(Int), repeating(Int) }

    let arrangement: Arrangement
    /// `subitems`: the items the group was made with (one for the `count:` forms).
    public let subitems: [CollectionLayoutItem]
    /// `interItemSpacing` (nil: none).
    public var interItemSpacing: CollectionLayoutSpacing?

    init(layoutSize: CollectionLayoutSize, arrangement: Arrangement, subitems: [CollectionLayoutItem]) {
        self.arrangement = arrangement
        self.subitems = subitems
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// `supplementaryItems`: settable on a group, as UIKit's (stored: the model attaches
    /// supplementary views to items only).
    public override var supplementaryItems: [CollectionLayoutSupplementaryItem] {
        get { storedSupplementaryItems }
        set { storedSupplementaryItems = newValue }
    }

    /// `horizontal(layoutSize:subitems:)`: the subitems left to right, repeated while they fit.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .line(.horizontal, .fill), subitems: subitems)
    }
    /// `horizontal(layoutSize:subitem:count:)`: `count` equally wide copies.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .line(.horizontal, .equal(max(count, 1))), subitems: [subitem])
    }
    /// `horizontal(layoutSize:repeatingSubitem:count:)` (iOS 16): `count` copies at the item's width.
    public static func horizontal(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .line(.horizontal, .repeating(max(count, 1))), subitems: [subitem])
    }
    /// `vertical(layoutSize:subitems:)`: the subitems top to bottom, repeated while they fit.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem]) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .line(.vertical, .fill), subitems: subitems)
    }
    /// `vertical(layoutSize:subitem:count:)`: `count` equally tall copies.
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .line(.vertical, .equal(max(count, 1))), subitems: [subitem])
    }
    /// `vertical(layoutSize:repeatingSubitem:count:)` (iOS 16): `count` copies at the item's height.
    public static func vertical(layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .line(.vertical, .repeating(max(count, 1))), subitems: [subitem])
    }
    /// `custom(layoutSize:itemProvider:)`: one item per frame the provider returns, in the group's
    /// coordinates (its room less its content insets). The provider is called each time the
    /// group is laid out, with an environment whose container is that room
    /// (`contentSize` = `effectiveContentSize` = its size, no insets) and the collection view's
    /// traits. Frames with NaN or infinite values count as empty frames at the group's origin.
    public static func custom(
        layoutSize: CollectionLayoutSize, itemProvider: @escaping (any CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [])
    }

    /// `visualDescription()`: a one-line account of the group (UIKit draws ASCII art).
    public func visualDescription() -> String {
        let kind: String
        switch arrangement {
        case .line(let axis, let r):
            let how: String
            switch r {
            case .fill: how = "\(subitems.count) subitems"
            case .equal(let n): how = "\(n) equal subitems"
            case .repeating(let n): how = "\(n) repeated subitems"
            }
            kind = "\(axis == .horizontal ? "horizontal" : "vertical") group of \(how)"
        case .custom: kind = "custom group"
        }
        return "\(kind), size \(layoutSize)"
    }
}
