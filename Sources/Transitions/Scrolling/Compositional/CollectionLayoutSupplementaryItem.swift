import Foundation

/// `NSCollectionLayoutSupplementaryItem`: a supplementary view attached to an item of a
/// compositional layout (a badge), placed by anchors. Its attributes have the item's index path
/// and `elementKind`; the collection view asks the data source for the view
/// (`collectionView(_:viewForSupplementaryElementOfKind:at:)`).
///
/// Placement: with `containerAnchor` alone, against the anchor's edges of the item's cell frame,
/// moved by its offset (`CollectionLayoutAnchor`); with an `itemAnchor` too, the point of the
/// supplementary view its edges name is put on the point of the item the container anchor's
/// edges name (offsets added). Its size resolves against the item's cell frame. Attached to a
/// group (`CollectionLayoutGroup.supplementaryItems`) it is stored only.
public class CollectionLayoutSupplementaryItem: CollectionLayoutItem {
    /// `zIndex`: 1 by default, as UIKit's (above the cells).
    public var zIndex = 1
    public let elementKind: String
    public let containerAnchor: CollectionLayoutAnchor
    public let itemAnchor: CollectionLayoutAnchor?

    /// `init(layoutSize:elementKind:containerAnchor:)`.
    public convenience init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, containerAnchor: containerAnchor, itemAnchor: nil)
    }

    /// `init(layoutSize:elementKind:containerAnchor:itemAnchor:)`.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor, itemAnchor: CollectionLayoutAnchor?) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        self.itemAnchor = itemAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// The frame for an item whose cell is at `container`.
    func frame(in container: CGRect) -> CGRect {
        let size = layoutSize.resolved(in: container.size)
        guard let itemAnchor else { return containerAnchor.frame(of: size, in: container) }
        let target = containerAnchor.point(in: container, offsetUnit: size)
        let own = itemAnchor.point(in: CGRect(origin: .zero, size: size), offsetUnit: size)
        let r = CGRect(x: target.x - own.x, y: target.y - own.y, width: size.width, height: size.height)
        return r.minX.isFinite && r.minY.isFinite ? r : CGRect(origin: container.origin, size: size)
    }
}

extension CollectionLayoutAnchor {
    /// The point of `rect` the edges name (the middle on an axis with neither edge), plus the
    /// offset (fractions of `offsetUnit` for a fractional offset).
    func point(in rect: CGRect, offsetUnit: CGSize) -> CGPoint {
        func along(_ lo: CGFloat, _ hi: CGFloat, near: Bool, far: Bool) -> CGFloat {
            near && !far ? lo : far && !near ? hi : (lo + hi) / 2
        }
        let dx = offset.x.isFinite ? offset.x : 0, dy = offset.y.isFinite ? offset.y : 0
        return CGPoint(
            x: along(rect.minX, rect.maxX, near: edges.contains(.leading), far: edges.contains(.trailing)) + (isAbsoluteOffset ? dx : dx * offsetUnit.width),
            y: along(rect.minY, rect.maxY, near: edges.contains(.top), far: edges.contains(.bottom)) + (isAbsoluteOffset ? dy : dy * offsetUnit.height))
    }
}
