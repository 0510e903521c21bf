import Foundation

/// `UICollectionViewLayoutAttributes`: where an item goes, in the collection view's content
/// coordinates.
open class CollectionViewLayoutAttributes {
    public let indexPath: IndexPath
    public var frame: CGRect
    public var alpha: CGFloat = 1
    public var transform: AffineTransform2D = .identity
    public var zIndex = 0
    public var isHidden = false

    public init(forCellWith indexPath: IndexPath) {
        self.indexPath = indexPath
        frame = .zero
    }

    public var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
}
