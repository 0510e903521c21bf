import Foundation

/// `NSCollectionLayoutVisibleItem`: an element on screen, as a section's
/// `visibleItemsInvalidationHandler` sees it: changing its alpha, z-index, hidden, centre or
/// transform changes the attributes the collection view applies (a carousel that scales the
/// cards near the middle).
public protocol CollectionLayoutVisibleItem: AnyObject {
    var alpha: CGFloat { get set }
    var zIndex: Int { get set }
    var isHidden: Bool { get set }
    var center: CGPoint { get set }
    var transform: AffineTransform2D { get set }
    var transform3D: Transform3D { get set }
    var name: String { get }
    var indexPath: IndexPath { get }
    var frame: CGRect { get }
    var bounds: CGRect { get }
    var representedElementCategory: CollectionViewLayoutAttributes.ElementCategory { get }
    var representedElementKind: String? { get }
}

/// The model's visible item: a view onto the layout's attributes of the element.
final class LayoutVisibleItem: CollectionLayoutVisibleItem {
    let attributes: CollectionViewLayoutAttributes
    init(_ attributes: CollectionViewLayoutAttributes) { self.attributes = attributes }

    var alpha: CGFloat {
        get { attributes.alpha }
        set { attributes.alpha = newValue.isFinite ? newValue : 1 }
    }
    var zIndex: Int {
        get { attributes.zIndex }
        set { attributes.zIndex = newValue }
    }
    var isHidden: Bool {
        get { attributes.isHidden }
        set { attributes.isHidden = newValue }
    }
    var center: CGPoint {
        get { attributes.center }
        set { if newValue.x.isFinite && newValue.y.isFinite { attributes.center = newValue } }
    }
    var transform: AffineTransform2D {
        get { attributes.transform }
        set { attributes.transform = newValue }
    }
    var transform3D: Transform3D {
        get { attributes.transform3D }
        set { attributes.transform3D = newValue }
    }
    /// `name`: the element kind for supplementary views, "cell" for cells.
    var name: String { attributes.representedElementKind ?? "cell" }
    var indexPath: IndexPath { attributes.indexPath }
    var frame: CGRect { attributes.frame }
    var bounds: CGRect { attributes.bounds }
    var representedElementCategory: CollectionViewLayoutAttributes.ElementCategory { attributes.representedElementCategory }
    var representedElementKind: String? { attributes.representedElementKind }
}
