import Foundation

/// `UICollectionViewLayoutAttributes`: where an element goes — a cell, a supplementary view
/// (a section header or footer) or a decoration view — in the collection view's content
/// coordinates, and how it looks there.
///
/// An `NSObject` that copies (`NSCopying`), as UIKit's: layouts copy the attributes their
/// superclass returns before changing them (`super.layoutAttributesForElements(in:)?.map {
/// $0.copy() as! UICollectionViewLayoutAttributes }`), and a subclass with extra properties
/// (`layoutAttributesClass`) overrides `copy(with:)` and `isEqual(_:)`. `transform` and
/// `transform3D` are one value, as in UIKit: setting one sets the other (the 2D transform of a
/// 3D one is its affine part).
open class CollectionViewLayoutAttributes: NSObject, NSCopying {
    /// `UICollectionView.ElementCategory`.
    public enum ElementCategory: UInt, Sendable, Hashable { case cell, supplementaryView, decorationView }

    open var indexPath = IndexPath(item: 0, section: 0)
    public private(set) var representedElementCategory = ElementCategory.cell
    /// The supplementary or decoration view's kind (nil for a cell).
    public private(set) var representedElementKind: String?
    open var frame: CGRect = .zero
    open var alpha: CGFloat = 1
    open var transform3D: Transform3D = .identity
    open var zIndex = 0
    open var isHidden = false

    /// `UICollectionViewLayoutAttributes()`: a cell's, at item 0 of section 0 (set `indexPath`).
    public required override init() { super.init() }

    /// `init(forCellWith:)`.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// `init(forSupplementaryViewOfKind:with:)`.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// `init(forDecorationViewOfKind:with:)`.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// Makes these a supplementary view's (for layouts that make attributes of a subclass).
    package func representAsSupplementary(_ kind: String) {
        representedElementCategory = .supplementaryView
        representedElementKind = kind
    }

    /// `copy(with:)`: an instance of the same class with the same values (subclasses copy
    /// their own properties after calling this).
    open func copy(with zone: NSZone? = nil) -> Any {
        let c = type(of: self).init()
        c.indexPath = indexPath
        c.representedElementCategory = representedElementCategory
        c.representedElementKind = representedElementKind
        c.frame = frame
        c.alpha = alpha
        c.transform3D = transform3D
        c.zIndex = zIndex
        c.isHidden = isHidden
        return c
    }

    /// `copy()`.
    open override func copy() -> Any { copy(with: nil) }

    /// Equal values (UIKit compares attributes by value, so that unchanged ones are not applied
    /// again).
    open override func isEqual(_ object: Any?) -> Bool {
        guard let o = object as? CollectionViewLayoutAttributes, type(of: o) == type(of: self) else { return false }
        return o.indexPath == indexPath && o.representedElementCategory == representedElementCategory
            && o.representedElementKind == representedElementKind && o.frame == frame && o.alpha == alpha
            && o.transform3D == transform3D && o.zIndex == zIndex && o.isHidden == isHidden
    }

    open override var hash: Int { indexPath.hashValue ^ Int(representedElementCategory.rawValue) }

    /// `transform`: the affine part of `transform3D`.
    open var transform: AffineTransform2D {
        get { transform3D.affine }
        set { transform3D = Transform3D(newValue) }
    }

    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    open var size: CGSize {
        get { frame.size }
        set {
            let c = center
            frame.size = newValue
            center = c
        }
    }
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
}
