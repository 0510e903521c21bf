import Foundation

/// `UICollectionViewDelegateFlowLayout`: per-item sizes and per-section spacing.
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath) -> CGSize {
        (layout as? CollectionViewFlowLayout)?.itemSize ?? CGSize(width: 50, height: 50)
    }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, insetForSectionAt section: Int) -> EdgeInsets {
        (layout as? CollectionViewFlowLayout)?.sectionInset ?? .zero
    }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int) -> CGFloat {
        (layout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 10
    }
    public func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { (layout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 10 }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int) -> CGSize {
        (layout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero
    }
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForFooterInSection section: Int) -> CGSize {
        (layout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero
    }
}

/// `UICollectionViewFlowLayout`: items in lines.
///
/// Layout rule (vertical scrolling; horizontal swaps the axes): per section, items go left to
/// right from the section inset, `minimumInteritemSpacing` apart, and a line breaks when the next
/// item would cross the right inset; a line is as tall as its tallest item, and lines are
/// `minimumLineSpacing` apart; sections follow one another with their insets. Sizes, insets and
/// spacings come from the delegate (`CollectionViewDelegateFlowLayout`) or the layout's
/// properties (UIKit's defaults: 50×50 items, 10 pt spacings). Unlike UIKit, lines are not
/// justified (extra space stays at the line's end).
///
/// Section headers and footers (`headerReferenceSize` / `footerReferenceSize`, or the delegate's
/// per-section sizes) take their height (width, scrolling horizontally) across the whole width
/// before the section's top inset and after its bottom inset, as UIKit's; a zero, negative or
/// non-finite size means none.
/// `sectionHeadersPinToVisibleBounds` keeps a section's header at the top of the visible bounds
/// (below the adjusted inset) while the section is on screen, pushed up by the section's end;
/// footers pin to the bottom likewise.
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// `UICollectionView.ScrollDirection`.
    public enum ScrollDirection: Int, Sendable, Hashable { case vertical, horizontal }

    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    open var estimatedItemSize: CGSize = .zero
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    open var sectionInset: EdgeInsets = .zero { didSet { invalidateLayout() } }
    open var scrollDirection: ScrollDirection = .vertical { didSet { invalidateLayout() } }
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// `UICollectionView.elementKindSectionHeader` / `…Footer`.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    private var attributes: [CollectionViewLayoutAttributes] = []
    /// Headers and footers, and each section's extent along the scrolling axis (for pinning).
    private var supplementary: [CollectionViewLayoutAttributes] = []
    private var sectionSpans: [Int: ClosedRange<CGFloat>] = [:]
    private var contentSize: CGSize = .zero

    public override init() { super.init() }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func prepare() {
        attributes = []
        supplementary = []
        sectionSpans = [:]
        guard let cv = collectionView else { return }
        let flow = cv.delegate as? CollectionViewDelegateFlowLayout
        let vertical = scrollDirection == .vertical
        // Work in (along the line, across lines) coordinates; `extent` is the line's room.
        let extent = vertical ? cv.bounds.width : cv.bounds.height
        var cross: CGFloat = 0
        var maxAlong: CGFloat = 0
        for s in 0..<cv.numberOfSections {
            let inset = flow?.collectionView(cv, layout: self, insetForSectionAt: s) ?? sectionInset
            let lineSpacing = flow?.collectionView(cv, layout: self, minimumLineSpacingForSectionAt: s) ?? minimumLineSpacing
            let itemSpacing = flow?.collectionView(cv, layout: self, minimumInteritemSpacingForSectionAt: s) ?? minimumInteritemSpacing
            let (startAlong, endAlong) = vertical ? (inset.left, extent - inset.right) : (inset.top, extent - inset.bottom)
            let sectionStart = cross
            let header = flow?.collectionView(cv, layout: self, referenceSizeForHeaderInSection: s) ?? headerReferenceSize
            let headerDepth = vertical ? header.height : header.width
            if headerDepth > 0, headerDepth.isFinite {
                let a = makeAttributes(supplementary: Self.elementKindSectionHeader, at: IndexPath(item: 0, section: s))
                a.frame = vertical ? CGRect(x: 0, y: cross, width: extent, height: headerDepth) : CGRect(x: cross, y: 0, width: headerDepth, height: extent)
                supplementary.append(a)
                cross += headerDepth
            }
            cross += vertical ? inset.top : inset.left
            var along = startAlong, lineDepth: CGFloat = 0, lineHasItems = false
            for i in 0..<cv.numberOfItems(inSection: s) {
                let path = IndexPath(item: i, section: s)
                let size = flow?.collectionView(cv, layout: self, sizeForItemAt: path) ?? itemSize
                let (a, c) = vertical ? (size.width, size.height) : (size.height, size.width)
                if lineHasItems && along + a > endAlong {
                    cross += lineDepth + lineSpacing
                    along = startAlong
                    lineDepth = 0
                    lineHasItems = false
                }
                let attr = makeAttributes()
                attr.indexPath = path
                attr.frame = vertical ? CGRect(x: along, y: cross, width: a, height: c) : CGRect(x: cross, y: along, width: c, height: a)
                attributes.append(attr)
                maxAlong = max(maxAlong, along + a)
                along += a + itemSpacing
                lineDepth = max(lineDepth, c)
                lineHasItems = true
            }
            cross += lineDepth + (vertical ? inset.bottom : inset.right)
            let footer = flow?.collectionView(cv, layout: self, referenceSizeForFooterInSection: s) ?? footerReferenceSize
            let footerDepth = vertical ? footer.height : footer.width
            if footerDepth > 0, footerDepth.isFinite {
                let a = makeAttributes(supplementary: Self.elementKindSectionFooter, at: IndexPath(item: 0, section: s))
                a.frame = vertical ? CGRect(x: 0, y: cross, width: extent, height: footerDepth) : CGRect(x: cross, y: 0, width: footerDepth, height: extent)
                supplementary.append(a)
                cross += footerDepth
            }
            sectionSpans[s] = sectionStart...max(cross, sectionStart)
            maxAlong = max(maxAlong, endAlong + (vertical ? inset.right : inset.bottom))
        }
        contentSize = vertical ? CGSize(width: extent, height: cross) : CGSize(width: cross, height: extent)
    }

    open override var collectionViewContentSize: CGSize { contentSize }

    /// New attributes of `layoutAttributesClass` (a cell's).
    private func makeAttributes() -> CollectionViewLayoutAttributes {
        (Self.layoutAttributesClass as? CollectionViewLayoutAttributes.Type ?? CollectionViewLayoutAttributes.self).init()
    }

    /// New attributes of `layoutAttributesClass` for a supplementary view.
    private func makeAttributes(supplementary kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes {
        let a = makeAttributes()
        a.indexPath = indexPath
        a.representAsSupplementary(kind)
        return a
    }

    /// `initialLayoutAttributesForAppearingItem(at:)`: an inserted item fades in at its place
    /// (its attributes with alpha 0, UIKit's flow layout default); other items start where they
    /// were.
    open override func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard insertedDuringUpdate.contains(itemIndexPath), let a = layoutAttributesForItem(at: itemIndexPath)?.copy() as? CollectionViewLayoutAttributes else { return nil }
        a.alpha = 0
        return a
    }

    /// `finalLayoutAttributesForDisappearingItem(at:)`: a deleted item fades out where it was.
    open override func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        guard deletedDuringUpdate.contains(itemIndexPath), let a = previousAttributes[itemIndexPath]?.copy() as? CollectionViewLayoutAttributes else { return nil }
        a.alpha = 0
        return a
    }

    private var insertedDuringUpdate: Set<IndexPath> = []
    private var deletedDuringUpdate: Set<IndexPath> = []
    private var previousAttributes: [IndexPath: CollectionViewLayoutAttributes] = [:]

    open override func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {
        insertedDuringUpdate = Set(updateItems.filter { $0.updateAction == .insert }.compactMap(\.indexPathAfterUpdate))
        deletedDuringUpdate = Set(updateItems.filter { $0.updateAction == .delete }.compactMap(\.indexPathBeforeUpdate))
    }

    open override func finalizeCollectionViewUpdates() {
        insertedDuringUpdate = []
        deletedDuringUpdate = []
    }

    /// The attributes before `prepare()` replaces them (what deleted items fade out from).
    override func willPrepareAgain() {
        previousAttributes = Dictionary(attributes.map { ($0.indexPath, $0) }, uniquingKeysWith: { a, _ in a })
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        attributes.filter { CellTiling<View>.overlaps($0.frame, rect) }
            + supplementary.map(pinned).filter { CellTiling<View>.overlaps($0.frame, rect) }
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        supplementary.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }.map(pinned)
    }

    /// Pinned headers and footers follow the visible bounds (UIKit asks for a new layout on every
    /// bounds change then).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        sectionHeadersPinToVisibleBounds || sectionFootersPinToVisibleBounds
    }

    /// A header or footer where pinning puts it now (a copy when it moves).
    private func pinned(_ a: CollectionViewLayoutAttributes) -> CollectionViewLayoutAttributes {
        guard let cv = collectionView, let span = sectionSpans[a.indexPath.section] else { return a }
        let isHeader = a.representedElementKind == Self.elementKindSectionHeader
        guard isHeader ? sectionHeadersPinToVisibleBounds : sectionFootersPinToVisibleBounds else { return a }
        let vertical = scrollDirection == .vertical
        let inset = cv.adjustedContentInset
        let visibleStart = (vertical ? cv.bounds.minY + inset.top : cv.bounds.minX + inset.left)
        let visibleEnd = (vertical ? cv.bounds.maxY - inset.bottom : cv.bounds.maxX - inset.right)
        let depth = vertical ? a.frame.height : a.frame.width
        let at = vertical ? a.frame.minY : a.frame.minX
        let moved: CGFloat = isHeader
            ? min(max(at, visibleStart), span.upperBound - depth)
            : max(min(at, visibleEnd - depth), span.lowerBound)
        guard moved != at, let c = a.copy() as? CollectionViewLayoutAttributes else { return a }
        if vertical { c.frame.origin.y = moved } else { c.frame.origin.x = moved }
        c.zIndex = 1024
        return c
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes.first { $0.indexPath == indexPath }
    }
}
