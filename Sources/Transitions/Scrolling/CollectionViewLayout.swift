import Foundation

/// `UICollectionViewLayout`: computes where items go. Subclasses override `prepare()`,
/// `collectionViewContentSize` and the attribute queries, as in UIKit.
open class CollectionViewLayout {
    /// `collectionView`: the collection view using this layout (overridable read-only, as in UIKit:
    /// layouts declare it non-optional when they are only ever installed).
    open var collectionView: CollectionView? { installedCollectionView }
    weak var installedCollectionView: CollectionView?

    public init() {}
    /// `init?(coder:)` (never called by the model: there are no archives), so the subclasses
    /// UIKit code writes (`super.init(coder: aDecoder)`) compile.
    public required init?(coder: NSCoder) {}

    /// `layoutAttributesClass`: the class the layout makes its attributes of (a subclass with
    /// extra properties; `CollectionViewFlowLayout` honours it).
    open class var layoutAttributesClass: AnyClass { CollectionViewLayoutAttributes.self }
    /// `invalidationContextClass`.
    open class var invalidationContextClass: AnyClass { CollectionViewLayoutInvalidationContext.self }

    /// `flipsHorizontallyInOppositeLayoutDirection`: whether the collection view mirrors this
    /// layout's frames when its layout direction is opposite to the one the layout was written
    /// for (false by default, as UIKit's; layouts override it to support right-to-left). The
    /// model lays out left to right only — the simulated device's language is left to right and
    /// no layout in the model flips (`semanticContentAttribute` is stored) — so frames are used
    /// as the layout gives them.
    open var flipsHorizontallyInOppositeLayoutDirection: Bool { false }

    open func prepare() {}
    open var collectionViewContentSize: CGSize { .zero }
    open func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? { nil }
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }
    /// `layoutAttributesForSupplementaryView(ofKind:at:)`: nil by default.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }
    /// `layoutAttributesForDecorationView(ofKind:at:)`: nil by default.
    open func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }

    /// `invalidateLayout()`: `invalidateLayout(with:)` with a context of the layout's
    /// `invalidationContextClass` that invalidates everything, as UIKit's does.
    open func invalidateLayout() {
        let type = Self.invalidationContextClass as? CollectionViewLayoutInvalidationContext.Type ?? CollectionViewLayoutInvalidationContext.self
        invalidateLayout(with: type.init())
    }
    /// `invalidateLayout(with:)`: the collection view lays out again — everything, whatever the
    /// context names (UIKit may re-query only the items named).
    open func invalidateLayout(with context: CollectionViewLayoutInvalidationContext) { collectionView?.layoutChanged() }
    /// `invalidationContext(forBoundsChange:)`: the context a bounds change invalidates with.
    open func invalidationContext(forBoundsChange newBounds: CGRect) -> CollectionViewLayoutInvalidationContext {
        let type = Self.invalidationContextClass as? CollectionViewLayoutInvalidationContext.Type ?? CollectionViewLayoutInvalidationContext.self
        return type.init()
    }
    /// `shouldInvalidateLayout(forBoundsChange:)`: asked on every change of the collection view's
    /// bounds (each scrolled frame); true lays out again (`prepare()` runs). UIKit's default is
    /// false; a change of the bounds' size lays out again whatever this says.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool { false }
    /// `shouldInvalidateLayout(forPreferredLayoutAttributes:withOriginalAttributes:)` and
    /// `invalidationContext(forPreferredLayoutAttributes:withOriginalAttributes:)`: a self-sizing
    /// cell's answer. The model's cells do not self-size (`estimatedItemSize` is stored), so the
    /// model never asks; the defaults are UIKit's (false, a fresh context).
    open func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> Bool { false }
    open func invalidationContext(
        forPreferredLayoutAttributes preferredAttributes: CollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: CollectionViewLayoutAttributes
    ) -> CollectionViewLayoutInvalidationContext {
        let type = Self.invalidationContextClass as? CollectionViewLayoutInvalidationContext.Type ?? CollectionViewLayoutInvalidationContext.self
        return type.init()
    }
    /// `targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`: where a drag's
    /// deceleration ends; asked at the release, before the delegate's
    /// `scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)` (which sees this answer).
    /// Snapping layouts override it. `velocity` is the delegate's (points per millisecond: Apple
    /// documents points per second, but the value passed is the same as the delegate's).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    /// `targetContentOffset(forProposedContentOffset:)`: the offset after a layout update (the
    /// model asks nothing of it: read back by apps' own code).
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint { proposedContentOffset }

    // MARK: Updates

    /// Called by the collection view before a batch update prepares the layout again.
    func willPrepareAgain() {}

    /// `prepare(forCollectionViewUpdates:)`: the items a batch update inserts, deletes, moves
    /// and reloads, before the layout is asked for the new attributes.
    open func prepare(forCollectionViewUpdates updateItems: [CollectionViewUpdateItem]) {}
    /// `finalizeCollectionViewUpdates()`: after the update's animations are set up.
    open func finalizeCollectionViewUpdates() {}
    /// `initialLayoutAttributesForAppearingItem(at:)`: where an item that comes with an update
    /// starts (nil: at its new place).
    open func initialLayoutAttributesForAppearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }
    /// `finalLayoutAttributesForDisappearingItem(at:)`: where an item that an update removes
    /// goes (nil: it leaves at once).
    open func finalLayoutAttributesForDisappearingItem(at itemIndexPath: IndexPath) -> CollectionViewLayoutAttributes? { nil }
    /// The same for supplementary and decoration views (UIKit's override points; the model
    /// animates items only, so it does not ask for these).
    open func initialLayoutAttributesForAppearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingSupplementaryElement(
        ofKind elementKind: String, at elementIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }
    open func initialLayoutAttributesForAppearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }
    open func finalLayoutAttributesForDisappearingDecorationElement(
        ofKind elementKind: String, at decorationIndexPath: IndexPath
    ) -> CollectionViewLayoutAttributes? { nil }
    /// `prepareForTransition(to:)` / `prepareForTransition(from:)` / `finalizeLayoutTransition()`:
    /// around `setCollectionViewLayout(_:animated:)`.
    open func prepareForTransition(to newLayout: CollectionViewLayout) {}
    open func prepareForTransition(from oldLayout: CollectionViewLayout) {}
    open func finalizeLayoutTransition() {}
    /// `prepare(forAnimatedBoundsChange:)` / `finalizeAnimatedBoundsChange()`: around a change
    /// of the collection view's bounds made inside an animation block that lays the items out
    /// again (a rotation, a sheet resized with animation); `oldBounds` are the bounds before.
    /// Layouts note what was on screen there to anchor the content while it animates.
    open func prepare(forAnimatedBoundsChange oldBounds: CGRect) {}
    open func finalizeAnimatedBoundsChange() {}

    /// `register(_:forDecorationViewOfKind:)`: decoration views (backgrounds the layout draws
    /// behind sections) are not made by the model; registering is accepted.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {}
    /// `register(_:forDecorationViewOfKind:)` with a nib (accepted likewise).
    open func register(_ nib: Nib?, forDecorationViewOfKind elementKind: String) {}
}

/// `UICollectionViewLayoutInvalidationContext`: what an invalidation concerns. The model lays
/// everything out again on any invalidation; the values are kept for the layout's own reading.
open class CollectionViewLayoutInvalidationContext {
    public required init() {}
    /// `invalidateEverything`: nothing in particular was named (open, as UIKit's subclasses
    /// answer for their own invalidations; read through the other open getters).
    open var invalidateEverything: Bool {
        invalidatedItemIndexPaths == nil && invalidatedSupplementaryIndexPaths == nil && invalidatedDecorationIndexPaths == nil
    }
    open var invalidateDataSourceCounts = false
    open var contentOffsetAdjustment: CGPoint = .zero
    open var contentSizeAdjustment: CGSize = .zero
    /// `invalidatedItemIndexPaths` (open, read-only as UIKit's: a subclass may answer its own).
    open var invalidatedItemIndexPaths: [IndexPath]? { invalidatedItems.map { $0.sorted() } }
    private var invalidatedItems: Set<IndexPath>?

    /// `invalidateItems(at:)`.
    open func invalidateItems(at indexPaths: [IndexPath]) {
        invalidatedItems = (invalidatedItems ?? []).union(indexPaths)
    }
    /// `invalidatedSupplementaryIndexPaths` / `invalidatedDecorationIndexPaths`: by element kind.
    /// (Open and read-only as UIKit's.)
    open var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? { supplementaryInvalidations }
    open var invalidatedDecorationIndexPaths: [String: [IndexPath]]? { decorationInvalidations }
    private var supplementaryInvalidations: [String: [IndexPath]]?
    private var decorationInvalidations: [String: [IndexPath]]?
    /// `invalidateSupplementaryElements(ofKind:at:)`.
    open func invalidateSupplementaryElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        supplementaryInvalidations = Self.adding(indexPaths, kind: elementKind, to: supplementaryInvalidations)
    }
    /// `invalidateDecorationElements(ofKind:at:)`.
    open func invalidateDecorationElements(ofKind elementKind: String, at indexPaths: [IndexPath]) {
        decorationInvalidations = Self.adding(indexPaths, kind: elementKind, to: decorationInvalidations)
    }
    private static func adding(_ indexPaths: [IndexPath], kind: String, to table: [String: [IndexPath]]?) -> [String: [IndexPath]] {
        var table = table ?? [:]
        table[kind] = Set((table[kind] ?? []) + indexPaths).sorted()
        return table
    }
}

/// `UICollectionViewFlowLayoutInvalidationContext`.
open class CollectionViewFlowLayoutInvalidationContext: CollectionViewLayoutInvalidationContext {
    open var invalidateFlowLayoutDelegateMetrics = true
    open var invalidateFlowLayoutAttributes = true
}

/// `UICollectionViewUpdateItem`: one change of a batch update.
public final class CollectionViewUpdateItem {
    /// `UICollectionViewUpdateItem.Action`.
    public enum Action: Int, Sendable, Hashable { case insert, delete, reload, move, none }
    public let indexPathBeforeUpdate: IndexPath?
    public let indexPathAfterUpdate: IndexPath?
    public let updateAction: Action

    init(before: IndexPath?, after: IndexPath?, action: Action) {
        indexPathBeforeUpdate = before
        indexPathAfterUpdate = after
        updateAction = action
    }
}
