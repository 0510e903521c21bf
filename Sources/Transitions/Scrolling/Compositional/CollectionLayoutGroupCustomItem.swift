import Foundation

/// `NSCollectionLayoutGroupCustomItem`: one item of a custom group
/// (`CollectionLayoutGroup.custom(layoutSize:itemProvider:)`): its frame in the group's
/// coordinates and its z-index. Immutable, as UIKit's.
public final class CollectionLayoutGroupCustomItem: Sendable {
    public let frame: CGRect
    public let zIndex: Int

    /// `init(frame:)`.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }
    /// `init(frame:zIndex:)`.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
    }
}
