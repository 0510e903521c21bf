import Foundation

/// `NSCollectionLayoutSize`: an element's width and height in a compositional layout, each a
/// `CollectionLayoutDimension`. Immutable, as UIKit's.
public final class CollectionLayoutSize: Sendable, Hashable, CustomStringConvertible {
    public let widthDimension: CollectionLayoutDimension
    public let heightDimension: CollectionLayoutDimension

    /// `init(widthDimension:heightDimension:)`.
    public init(widthDimension width: CollectionLayoutDimension, heightDimension height: CollectionLayoutDimension) {
        widthDimension = width
        heightDimension = height
    }

    /// Both dimensions resolved in `container` (`CollectionLayoutDimension.resolved(in:)`).
    func resolved(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolved(in: container), height: heightDimension.resolved(in: container))
    }

    public static func == (a: CollectionLayoutSize, b: CollectionLayoutSize) -> Bool {
        a.widthDimension == b.widthDimension && a.heightDimension == b.heightDimension
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(widthDimension)
        hasher.combine(heightDimension)
    }
    public var description: String { "{\(widthDimension), \(heightDimension)}" }
}
