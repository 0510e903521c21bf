import Foundation

/// `UICollectionViewDataSource`.
public protocol CollectionViewDataSource: SelectorPerforming {
    func numberOfSections(in collectionView: CollectionView) -> Int
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView
    /// `collectionView(_:canMoveItemAt:)` / `collectionView(_:moveItemAt:to:)`: interactive
    /// reordering (the model has no reordering gesture; `moveItem(at:to:)` moves from code).
    func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
}

extension CollectionViewDataSource {
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    public func collectionView(_ collectionView: CollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { false }
    public func collectionView(_ collectionView: CollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// `collectionView(_:viewForSupplementaryElementOfKind:at:)`: the section header or footer the
    /// layout asks for. Not implemented while the layout has supplementary views: refused and
    /// recorded (UIKit raises), and an empty view stands in.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        collectionView.simulation.record(
            .rejectedCall,
            "the layout of \(collectionView.modelName) has a \(kind) view at \(indexPath) but its data source does not implement collectionView(_:viewForSupplementaryElementOfKind:at:) (UIKit raises)")
        return CollectionReusableView(frame: .zero)
    }
}

/// `UICollectionViewDelegate`: a scroll view delegate with highlighting, selection and display.
/// A tap on an item (`CollectionView.tapItem(at:)`) asks and tells them in UIKit's order.
public protocol CollectionViewDelegate: ScrollViewDelegate {
    func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath)
    func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView, forElementKind elementKind: String,
        at indexPath: IndexPath)
    func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView, forElementOfKind elementKind: String,
        at indexPath: IndexPath)
    /// A long press's context menu (`ContextMenu.swift`: the model shows none; never asked).
    func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration?
    /// The context menu's previews and life cycle (never called: no menu opens).
    func collectionView(_ collectionView: CollectionView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    func collectionView(_ collectionView: CollectionView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?)
    func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?)
    /// `collectionView(_:targetContentOffsetForProposedContentOffset:)`: after a layout change
    /// (`setCollectionViewLayout`), the content offset to keep, given the new layout's
    /// `targetContentOffset(forProposedContentOffset:)` (default: that proposal).
    func collectionView(_ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint
    /// `collectionView(_:transitionLayoutForOldLayout:newLayout:)`: the layout an interactive
    /// layout change shows (`startInteractiveTransition(to:completion:)`); by default a
    /// `CollectionViewTransitionLayout` between the two.
    func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout, newLayout toLayout: CollectionViewLayout
    ) -> CollectionViewTransitionLayout
    /// Committing to a context menu's preview (`ContextMenu.swift`: never called, no menu shows).
    func collectionView(
        _ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    public func collectionView(_ collectionView: CollectionView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    public func collectionView(_ collectionView: CollectionView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?) {}
    public func collectionView(_ collectionView: CollectionView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?) {}
    public func collectionView(
        _ collectionView: CollectionView, transitionLayoutForOldLayout fromLayout: CollectionViewLayout, newLayout toLayout: CollectionViewLayout
    ) -> CollectionViewTransitionLayout { CollectionViewTransitionLayout(currentLayout: fromLayout, nextLayout: toLayout) }
    public func collectionView(
        _ collectionView: CollectionView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}
    public func collectionView(_ collectionView: CollectionView, targetContentOffsetForProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }
    public func collectionView(_ collectionView: CollectionView, contextMenuConfigurationForItemAt indexPath: IndexPath, point: CGPoint)
        -> ContextMenuConfiguration?
    { nil }
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didHighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool { true }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, willDisplay cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, didEndDisplaying cell: CollectionViewCell, forItemAt indexPath: IndexPath) {}
    public func collectionView(
        _ collectionView: CollectionView, willDisplaySupplementaryView view: CollectionReusableView, forElementKind elementKind: String,
        at indexPath: IndexPath
    ) {}
    public func collectionView(
        _ collectionView: CollectionView, didEndDisplayingSupplementaryView view: CollectionReusableView, forElementOfKind elementKind: String,
        at indexPath: IndexPath
    ) {}
}

/// `UICollectionView`: items placed by a layout (`CollectionViewFlowLayout`'s rule), as a
/// scroll view. The data source is read on first use (a cell, the visible cells, an item's
/// attributes) and on `reloadData()`; `contentSize` is the layout's; cells are made for the
/// items whose layout frames intersect the bounds and re-tiled whenever the bounds change
/// (scrolling), reusing pooled cells, and every visible cell takes its attributes (frame,
/// transform, alpha, z-index, hidden) on each tiling, as UIKit applies them. Batch updates
/// (`CollectionView+Updates.swift`) animate the cells to their new attributes; so do layout
/// changes, at once or interactively (`CollectionView+InteractiveTransition.swift`).
/// Interactive movement is not modelled.
open class CollectionView: ScrollView {
    /// `UICollectionView.ScrollPosition`.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    open weak var dataSource: (any CollectionViewDataSource)?
    /// The item being moved interactively (`beginInteractiveMovementForItem(at:)`): where it
    /// came from and where it would go now.
    var interactiveMovement: (source: IndexPath, target: IndexPath)?
    /// `collectionViewLayout`: setting it lays out again.
    open var collectionViewLayout: CollectionViewLayout {
        didSet {
            for l in Self.layouts(shownBy: oldValue) { l.installedCollectionView = nil }
            for l in Self.layouts(shownBy: collectionViewLayout) { l.installedCollectionView = self }
            layoutChanged()
        }
    }
    /// The layout and, for a transition layout, the two it moves between: all of them answer
    /// `collectionView` while it is shown.
    private static func layouts(shownBy layout: CollectionViewLayout) -> [CollectionViewLayout] {
        guard let t = layout as? CollectionViewTransitionLayout else { return [layout] }
        return [t.currentLayout, t.nextLayout, t]
    }
    /// The interactive layout transition in progress (`startInteractiveTransition(to:completion:)`)
    /// and its completion.
    var layoutTransition: (layout: CollectionViewTransitionLayout, completion: LayoutInteractiveTransitionCompletion?)?

    /// `UICollectionView.LayoutInteractiveTransitionCompletion`: `(completed, finished)`.
    public typealias LayoutInteractiveTransitionCompletion = (_ completed: Bool, _ finished: Bool) -> Void
    // The interactive layout transition (CollectionView+InteractiveTransition.swift), open as in
    // UIKit: subclasses override these to track the transition.
    /// `startInteractiveTransition(to:completion:)`: the transition layout now shown (the one in
    /// progress when one already is, refused).
    @discardableResult
    open func startInteractiveTransition(to layout: CollectionViewLayout, completion: LayoutInteractiveTransitionCompletion? = nil) -> CollectionViewTransitionLayout {
        beginInteractiveTransition(to: layout, completion: completion)
    }
    /// `finishInteractiveTransition()`: the rest of the way to the new layout, animated.
    open func finishInteractiveTransition() { endInteractiveTransition(keepingNewLayout: true) }
    /// `cancelInteractiveTransition()`: back to the old layout, animated.
    open func cancelInteractiveTransition() { endInteractiveTransition(keepingNewLayout: false) }
    open var allowsSelection = true
    /// `backgroundView`: fills the collection view behind every cell (it does not scroll).
    open var backgroundView: View? {
        didSet {
            if let old = oldValue, old !== backgroundView, old.superview === self { old.removeFromSuperview() }
            placeBackgroundView()
        }
    }
    /// `indexPathsForSelectedItems`.
    public internal(set) var indexPathsForSelectedItems: [IndexPath]? = []

    let tiling = CellTiling<CollectionViewCell>()
    /// The supplementary views on screen and their pools, by element kind.
    var supplementaryTilings: [String: CellTiling<CollectionReusableView>] = [:]
    /// The attributes each visible supplementary view last took, by kind.
    var appliedSupplementary: [String: [IndexPath: CollectionViewLayoutAttributes]] = [:]
    /// The cells (and supplementary views) waiting in the reuse pools (as `TableView.pooledCells`).
    package var pooledCells: [View] {
        tiling.pools.values.flatMap { $0 } + supplementaryTilings.values.flatMap { $0.pools.values.flatMap { $0 } }
    }
    var isLoaded = false
    var counts: [Int] = []
    var collectionDelegate: (any CollectionViewDelegate)? { super.delegate as? CollectionViewDelegate }
    /// `delegate` as UIKit types it, `UICollectionViewDelegate?`: as `TableView._transitTableViewDelegate`
    /// for a collection view (the rewriter's narrowed reads and an app subclass's override).
    open var _transitCollectionViewDelegate: (any CollectionViewDelegate)? {
        get { super.delegate as? CollectionViewDelegate }
        set { super.delegate = newValue }
    }

    /// Routes a delegate of this view's kind (or nil) through `_transitCollectionViewDelegate`.
    open override var delegate: (any ScrollViewDelegate)? {
        get { super.delegate }
        set {
            if newValue == nil || newValue is any CollectionViewDelegate {
                _transitCollectionViewDelegate = newValue as? any CollectionViewDelegate
            } else {
                super.delegate = newValue
            }
        }
    }
    /// The attributes each visible cell last took (`apply(_:)` runs when they change).
    var appliedAttributes: [IndexPath: CollectionViewLayoutAttributes] = [:]
    /// Batch updates: depth, the changes asked for, and the completions waiting.
    var updateDepth = 0
    var isPreparingLayout = false
    var pendingChanges = CollectionChanges()
    var updateCompletions: [(Bool) -> Void] = []
    /// The cell `reconfigureItems(at:)` is configuring again: the data source's dequeue with its
    /// reuse identifier returns it.
    var reconfiguringCell: CollectionViewCell?
    /// `isPrefetchingEnabled` (the model has no prefetching: cells are made when they show).
    open var isPrefetchingEnabled = true
    /// `remembersLastFocusedIndexPath` (focus is tvOS's; stored).
    open var remembersLastFocusedIndexPath = false
    /// `allowsMultipleSelection`: a tap adds to the selection (and a tap on a selected item
    /// deselects it) instead of replacing it.
    open var allowsMultipleSelection = false

    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        let missing = layout is MissingLayout
        collectionViewLayout = missing ? CollectionViewFlowLayout() : layout
        super.init(frame: frame)
        setUp()
        if missing {
            simulation.record(
                .rejectedCall,
                "\(modelName) was made without a layout (UIKit raises: UICollectionView must be initialized with a non-nil layout parameter); it uses a flow layout")
        }
    }

    /// `init(frame:)` (and `init()`, through it): Objective-C's inherited initialisers, which
    /// UIKit's `UICollectionView` keeps as convenience initialisers. They call
    /// `init(frame:collectionViewLayout:)` with no layout: a subclass that overrides it with its
    /// own layout works (`MyTabs()`), while a plain collection view made so is refused, as UIKit
    /// raises, and gets a flow layout.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: MissingLayout())
    }

    /// The layout `init(frame:)` passes: Objective-C's nil.
    final class MissingLayout: CollectionViewLayout {}

    public convenience init(_ simulation: Simulation, frame: CGRect = .zero, collectionViewLayout layout: CollectionViewLayout, name: String = "collectionView") {
        let pending = simulation.beginInit(of: Self.self, name: name)
        self.init(frame: frame, collectionViewLayout: layout)
        pending.end()
    }

    /// `init?(coder:)` (never called by the model): a flow layout.
    public required init?(coder: NSCoder) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        collectionViewLayout.installedCollectionView = self
        var before = CGRect.zero
        _ = keyValueObservers.add(
            willChange: { [weak self] in before = self?.bounds ?? .zero },
            didChange: { [weak self] in
                guard let self, self.isLoaded else { return }
                let moved = self.bounds != before
                if self.bounds.size != before.size || (moved && self.collectionViewLayout.shouldInvalidateLayout(forBoundsChange: self.bounds)) {
                    // Inside an animation block UIKit brackets the new layout with the layout's
                    // animated-bounds-change calls.
                    let animated = !self.simulation.animation.contexts.isEmpty
                    if animated { self.collectionViewLayout.prepare(forAnimatedBoundsChange: before) }
                    self.layoutChanged()
                    if animated { self.collectionViewLayout.finalizeAnimatedBoundsChange() }
                } else {
                    self.tile()
                }
            })
    }

    // MARK: Cells

    /// `register(_:forCellWithReuseIdentifier:)` with a `CollectionViewCell` class.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        guard let type = cellClass as? CollectionViewCell.Type else { return }
        let sim = simulation
        tiling.factories[identifier] = { id in sim.asCurrent { type.init(dequeuedWith: id) } }
    }

    /// A storyboard prototype cell, as a stand-in (as `TableView`'s).
    package func registerPrototype(_ type: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String, connect: @escaping (CollectionViewCell) -> Void) {
        tiling.registerPrototype(identifier, in: simulation, make: { type.init(dequeuedWith: $0) }, connect: connect)
    }

    /// `register(_:forCellWithReuseIdentifier:)` with a nib (as `TableView`'s).
    open func register(_ nib: Nib?, forCellWithReuseIdentifier identifier: String) {
        guard let nib else { return }
        tiling.factories[identifier] = nibFactory(nib, expected: "UICollectionViewCell") { CollectionViewCell(frame: .zero) }
    }

    /// Makes views from `nib`'s first object, of type `V`; a registered nib whose first object is
    /// something else is refused (recorded) and an empty view of `V` stands in.
    private func nibFactory<V: CollectionReusableView>(_ nib: Nib, expected: String, fallback: @escaping () -> V) -> (String) -> V {
        let sim = simulation
        return { id in
            sim.asCurrent {
                let view = nib.instantiate(withOwner: nil).first as? V ?? {
                    if Nib.isRegistered(nib.name) {
                        sim.reject(.notFound("\(nib)'s first object is not a \(expected) (for \"\(id)\")"))
                    }
                    return fallback()
                }()
                view.reuseIdentifierStorage = id
                return view
            }
        }
    }

    // MARK: Supplementary views

    func supplementaryTiling(_ kind: String) -> CellTiling<CollectionReusableView> {
        if let t = supplementaryTilings[kind] { return t }
        let t = CellTiling<CollectionReusableView>()
        supplementaryTilings[kind] = t
        return t
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a
    /// `CollectionReusableView` class.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        guard let type = viewClass as? CollectionReusableView.Type else { return }
        let sim = simulation
        supplementaryTiling(elementKind).factories[identifier] = { id in sim.asCurrent { type.init(dequeuedWith: id) } }
    }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)` with a nib.
    open func register(_ nib: Nib?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        guard let nib else { return }
        supplementaryTiling(elementKind).factories[identifier] = nibFactory(nib, expected: "UICollectionReusableView") {
            CollectionReusableView(frame: .zero)
        }
    }

    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`: a pooled view (after
    /// `prepareForReuse()`) or a new one of the registered class.
    open func dequeueReusableSupplementaryView(
        ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        let t = supplementaryTiling(elementKind)
        let wasPooled = !(t.pools[identifier]?.isEmpty ?? true)
        guard let view = t.dequeue(identifier) else {
            preconditionFailure("unable to dequeue a view of kind \(elementKind) with identifier \(identifier): register a class first")
        }
        if wasPooled { view.prepareForReuse() }
        return view
    }

    /// `supplementaryView(forElementKind:at:)`: the view on screen, else nil.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        ensureLoaded()
        return supplementaryTilings[elementKind]?.visible[indexPath]
    }

    /// `visibleSupplementaryViews(ofKind:)`, in index-path order.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [CollectionReusableView] {
        ensureLoaded()
        return supplementaryTilings[elementKind]?.orderedVisible.map(\.1) ?? []
    }

    /// `indexPathsForVisibleSupplementaryElements(ofKind:)`, in order.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        ensureLoaded()
        return supplementaryTilings[elementKind]?.orderedVisible.map(\.0) ?? []
    }

    /// Brings the supplementary views on screen in line with `attributes` (the layout's, all
    /// kinds): as cells, made by the data source and placed by their attributes, above the cells.
    func tileSupplementary(_ attributes: [CollectionViewLayoutAttributes]) {
        var byKind: [String: [CollectionViewLayoutAttributes]] = [:]
        for a in attributes where a.representedElementCategory == .supplementaryView && !a.isHidden {
            if let kind = a.representedElementKind { byKind[kind, default: []].append(a) }
        }
        for kind in Set(byKind.keys).union(supplementaryTilings.keys) {
            let list = byKind[kind] ?? []
            let byPath = Dictionary(list.map { ($0.indexPath, $0) }, uniquingKeysWith: { a, _ in a })
            let t = supplementaryTiling(kind)
            t.tile(
                in: self, frames: list.map { ($0.indexPath, $0.frame) }, rect: bounds, identifier: { $0.reuseIdentifierStorage },
                make: { [unowned self] path in self.dataSource?.collectionView(self, viewForSupplementaryElementOfKind: kind, at: path) },
                willDisplay: { [unowned self] view, path in
                    self.collectionDelegate?.collectionView(self, willDisplaySupplementaryView: view, forElementKind: kind, at: path)
                },
                didEnd: { [unowned self] view, path in
                    self.appliedSupplementary[kind]?[path] = nil
                    self.collectionDelegate?.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: kind, at: path)
                },
                place: { [unowned self] view, path, _ in
                    guard let a = byPath[path] else { return }
                    if view.superview === self, self.subviewList.last !== view { self.bringSubviewToFront(view) }
                    self.apply(a, to: view, at: path, recordedIn: &self.appliedSupplementary[kind, default: [:]])
                })
        }
    }

    /// `dequeueReusableCell(withReuseIdentifier:for:)`: a pooled cell (after
    /// `prepareForReuse()`) or a new one of the registered class.
    /// While `reconfigureItems(at:)` asks for an item's cell, a dequeue with the cell's
    /// identifier returns that cell, as it is (no `prepareForReuse()`).
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> CollectionViewCell {
        if let cell = reconfiguringCell, cell.reuseIdentifierStorage == identifier {
            reconfiguringCell = nil
            return cell
        }
        let wasPooled = !(tiling.pools[identifier]?.isEmpty ?? true)
        guard let cell = tiling.dequeue(identifier) else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier): register a class first")
        }
        if wasPooled { cell.prepareForReuse() }
        return cell
    }

    /// `reloadData()`: reads the data source again, lays out and re-tiles.
    open func reloadData() {
        tiling.clear()
        appliedAttributes = [:]
        for t in supplementaryTilings.values { t.clear() }
        appliedSupplementary = [:]
        isLoaded = true
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        counts = (0..<max(sections, 0)).map { max(dataSource?.collectionView(self, numberOfItemsInSection: $0) ?? 0, 0) }
        prepareLayout()
        contentSize = collectionViewLayout.collectionViewContentSize
        tile()
    }

    /// Runs the layout's `prepare()`. Invalidations while it runs (a layout that sets its own
    /// `itemSize` in `prepare()`) do not lay out again: the layout is being prepared.
    func prepareLayout() {
        isPreparingLayout = true
        defer { isPreparingLayout = false }
        collectionViewLayout.prepare()
    }

    /// A drag's resting place as the layout wants it (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`).
    override func layoutTarget(_ proposed: CGPoint, velocity: CGPoint) -> CGPoint {
        collectionViewLayout.targetContentOffset(forProposedContentOffset: proposed, withScrollingVelocity: velocity)
    }

    /// The layout changed (invalidated, replaced, new bounds size): lay out again.
    func layoutChanged() {
        guard isLoaded, !isPreparingLayout else { return }
        prepareLayout()
        contentSize = collectionViewLayout.collectionViewContentSize
        tile()
    }

    func ensureLoaded() { if !isLoaded { reloadData() } }

    var isTiling = false
    func tile() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        let elements = collectionViewLayout.layoutAttributesForElements(in: CGRect(origin: .zero, size: contentSize).union(bounds)) ?? []
        let all = elements.filter { $0.representedElementCategory == .cell && !$0.isHidden }
        let byPath = Dictionary(all.map { ($0.indexPath, $0) }, uniquingKeysWith: { a, _ in a })
        tiling.tile(
            in: self, frames: all.map { ($0.indexPath, $0.frame) }, rect: bounds, identifier: { $0.reuseIdentifierStorage },
            make: { [unowned self] path in self.dataSource?.collectionView(self, cellForItemAt: path) },
            willDisplay: { [unowned self] cell, path in
                cell.isSelected = self.indexPathsForSelectedItems?.contains(path) ?? false
                self.collectionDelegate?.collectionView(self, willDisplay: cell, forItemAt: path)
            },
            didEnd: { [unowned self] cell, path in
                self.appliedAttributes[path] = nil
                self.collectionDelegate?.collectionView(self, didEndDisplaying: cell, forItemAt: path)
            },
            place: { [unowned self] cell, path, _ in
                if let a = byPath[path] { self.apply(a, to: cell, at: path) }
            })
        tileSupplementary(elements)
        placeBackgroundView()
    }

    /// Puts a cell where its attributes say, as UIKit applies them: size and centre (so a
    /// transform turns it about its centre), transform, alpha, hidden, z-index as the layer's
    /// `zPosition`; then the cell's `apply(_:)` when the attributes changed.
    func apply(_ a: CollectionViewLayoutAttributes, to cell: CollectionViewCell, at path: IndexPath) {
        apply(a, to: cell, at: path, recordedIn: &appliedAttributes)
    }

    /// `place(_:on:)`, then the view's `apply(_:)` when the attributes differ from those recorded
    /// for `path` (a copy of them is recorded).
    func apply(
        _ a: CollectionViewLayoutAttributes, to view: CollectionReusableView, at path: IndexPath,
        recordedIn applied: inout [IndexPath: CollectionViewLayoutAttributes]
    ) {
        place(a, on: view)
        if let last = applied[path], last.isEqual(a) { return }
        applied[path] = a.copy() as? CollectionViewLayoutAttributes
        view.apply(a)
    }

    /// The geometry and look of `a` on `cell` (without `apply(_:)`).
    func place(_ a: CollectionViewLayoutAttributes, on cell: CollectionReusableView) {
        let size = a.size
        if cell.bounds.size != size { cell.bounds = CGRect(origin: cell.bounds.origin, size: size) }
        cell.center = a.center
        let affine = Transform3D(a.transform3D.affine) == a.transform3D
        if affine {
            if cell.transform != a.transform { cell.transform = a.transform }
        } else if cell.layer.transform != a.transform3D {
            cell.layer.transform = a.transform3D
        }
        if cell.alpha != a.alpha { cell.alpha = a.alpha }
        if cell.isHidden != a.isHidden { cell.isHidden = a.isHidden }
        if cell.layer.zPosition != Double(a.zIndex) { cell.layer.zPosition = Double(a.zIndex) }
    }

    /// `reloadItems(at:)` / `reloadSections(_:)`: the data source is asked again for those items'
    /// cells (the model reloads every item: the counts must not have changed, as UIKit requires
    /// — an index path or section out of range is refused and recorded, UIKit raises).
    open func reloadItems(at indexPaths: [IndexPath]) {
        if noteReloaded(indexPaths) { return }
        ensureLoaded()
        if let bad = indexPaths.first(where: { !counts.indices.contains($0.section) || !(0..<counts[$0.section]).contains($0.item) }) {
            simulation.record(.rejectedCall, "reloadItems(at:) on \(modelName): item \(bad) is out of range")
            return
        }
        reloadData()
    }
    /// `reconfigureItems(at:)` (iOS 15): the visible cells of these items are configured again
    /// in place — the data source is asked for each item's cell and its dequeue returns the cell
    /// the item has (no `prepareForReuse()`, no new cell, no animation). Items off screen have no
    /// cell: theirs is made when they show. A data source that answers with another cell is
    /// recorded (UIKit requires the same cell) and that cell goes to the reuse pool; an index path
    /// out of range is refused and recorded (UIKit raises).
    open func reconfigureItems(at indexPaths: [IndexPath]) {
        ensureLoaded()
        if let bad = indexPaths.first(where: { !counts.indices.contains($0.section) || !(0..<counts[$0.section]).contains($0.item) }) {
            simulation.record(.rejectedCall, "reconfigureItems(at:) on \(modelName): item \(bad) is out of range")
            return
        }
        for p in indexPaths {
            guard let cell = tiling.visible[p] else { continue }
            reconfiguringCell = cell
            let answer = dataSource?.collectionView(self, cellForItemAt: p)
            reconfiguringCell = nil
            if let answer, answer !== cell {
                simulation.record(
                    .rejectedCall,
                    "reconfigureItems(at:) on \(modelName): the data source answered item \(p) with another cell than the one it has (UIKit requires the same cell: dequeue with its reuse identifier)")
                if let id = answer.reuseIdentifierStorage { tiling.pools[id, default: []].append(answer) }
            }
        }
    }

    open func reloadSections(_ sections: IndexSet) {
        ensureLoaded()
        if let bad = sections.first(where: { !counts.indices.contains($0) }) {
            simulation.record(.rejectedCall, "reloadSections(_:) on \(modelName): section \(bad) is out of range")
            return
        }
        reloadData()
    }

    // MARK: Queries

    open var numberOfSections: Int {
        ensureLoaded()
        return counts.count
    }
    open func numberOfItems(inSection section: Int) -> Int {
        ensureLoaded()
        return counts.indices.contains(section) ? counts[section] : 0
    }

    /// `cellForItem(at:)`: the item's cell when it is on screen, else nil.
    open func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? {
        ensureLoaded()
        return tiling.visible[indexPath]
    }

    /// `visibleCells`, in index-path order.
    open var visibleCells: [CollectionViewCell] {
        ensureLoaded()
        return tiling.orderedVisible.map(\.1)
    }

    /// `indexPathsForVisibleItems`, in order.
    open var indexPathsForVisibleItems: [IndexPath] {
        ensureLoaded()
        return tiling.orderedVisible.map(\.0)
    }

    /// `layoutAttributesForItem(at:)`: the layout's attributes (content coordinates).
    open func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        ensureLoaded()
        return collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }

    /// `layoutAttributesForSupplementaryElement(ofKind:at:)`: the layout's.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        ensureLoaded()
        return collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// `indexPath(for:)`: a visible cell's index path.
    open func indexPath(for cell: CollectionViewCell) -> IndexPath? { tiling.visible.first { $0.value === cell }?.key }

    /// `indexPathForItem(at:)`: the item under a point of the collection view's coordinates.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        ensureLoaded()
        return collectionViewLayout.layoutAttributesForElements(in: CGRect(origin: point, size: CGSize(width: 1, height: 1)))?
            .first { $0.frame.contains(point) }?.indexPath
    }

    // MARK: Selection and scrolling

    /// `selectItem(at:animated:scrollPosition:)`: selects without telling the delegate — added to
    /// the selection with `allowsMultipleSelection`, else replacing it (nil deselects all);
    /// nothing when `allowsSelection` is false (UIKit's documented rules).
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard allowsSelection else { return }
        if let p = indexPath, allowsMultipleSelection {
            if !(indexPathsForSelectedItems ?? []).contains(p) { indexPathsForSelectedItems = (indexPathsForSelectedItems ?? []) + [p] }
        } else {
            for p in indexPathsForSelectedItems ?? [] { tiling.visible[p]?.isSelected = false }
            indexPathsForSelectedItems = indexPath.map { [$0] } ?? []
        }
        if let p = indexPath {
            tiling.visible[p]?.isSelected = true
            if !scrollPosition.isEmpty { scrollToItem(at: p, at: scrollPosition, animated: animated) }
        }
    }

    /// `deselectItem(at:animated:)`.
    open func deselectItem(at indexPath: IndexPath, animated: Bool) {
        tiling.visible[indexPath]?.isSelected = false
        indexPathsForSelectedItems?.removeAll { $0 == indexPath }
    }

    /// A tap on an item (what UIKit's touch handling does), in the order Apple's collection view
    /// guide gives: nothing unless `shouldHighlightItemAt` allows; `didHighlightItemAt` as the
    /// finger goes down; as it lifts, `shouldSelectItemAt`, then `didUnhighlightItemAt`, then —
    /// if selection was allowed — the other selected items are deselected (`didDeselectItemAt`)
    /// and this one selected (`didSelectItemAt`). With `allowsMultipleSelection`, a tap on a
    /// selected item asks `shouldDeselectItemAt` instead and deselects it, and other selections
    /// stay.
    public func tapItem(at indexPath: IndexPath) {
        guard allowsSelection, layoutAttributesForItem(at: indexPath) != nil else { return }
        let d = collectionDelegate
        guard d?.collectionView(self, shouldHighlightItemAt: indexPath) ?? true else { return }
        tiling.visible[indexPath]?.isHighlighted = true
        d?.collectionView(self, didHighlightItemAt: indexPath)
        // The finger lifts: the selection question, then the highlight goes (Apple's order).
        let unhighlight = {
            self.tiling.visible[indexPath]?.isHighlighted = false
            d?.collectionView(self, didUnhighlightItemAt: indexPath)
        }
        let selected = indexPathsForSelectedItems ?? []
        if allowsMultipleSelection, selected.contains(indexPath) {
            let deselects = d?.collectionView(self, shouldDeselectItemAt: indexPath) ?? true
            unhighlight()
            guard deselects else { return }
            deselectItem(at: indexPath, animated: false)
            d?.collectionView(self, didDeselectItemAt: indexPath)
            return
        }
        let selects = d?.collectionView(self, shouldSelectItemAt: indexPath) ?? true
        unhighlight()
        guard selects else { return }
        if !allowsMultipleSelection {
            for old in selected where old != indexPath {
                deselectItem(at: old, animated: false)
                d?.collectionView(self, didDeselectItemAt: old)
            }
        }
        selectItem(at: indexPath, animated: false, scrollPosition: [])
        d?.collectionView(self, didSelectItemAt: indexPath)
    }

    /// `scrollToItem(at:at:animated:)`: the item at the given edge or centre of the bounds
    /// (no position on an axis: as little as needed), within the scrollable range.
    open func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let r = layoutAttributesForItem(at: indexPath)?.frame else { return }
        var o = contentOffset
        if position.contains(.top) { o.y = r.minY } else if position.contains(.centeredVertically) { o.y = r.midY - bounds.height / 2 } else if position.contains(.bottom) { o.y = r.maxY - bounds.height }
        if position.contains(.left) { o.x = r.minX } else if position.contains(.centeredHorizontally) { o.x = r.midX - bounds.width / 2 } else if position.contains(.right) { o.x = r.maxX - bounds.width }
        if o == contentOffset { return scrollRectToVisible(r, animated: animated) }
        setContentOffset(clamped(o), animated: animated)
    }

    /// The background view at the bottom, covering the visible bounds.
    func placeBackgroundView() {
        guard let bg = backgroundView else { return }
        if bg.superview !== self { insertSubview(bg, at: 0) } else if subviewList.first !== bg { sendSubviewToBack(bg) }
        if bg.frame != bounds { bg.frame = bounds }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeBackgroundView()
        if !isLoaded { reloadData() } else { tile() }
    }

    // MARK: Override points declared with their subjects elsewhere
    // Overridable as in UIKit, so declared here; the work is done in the batch-update files.

    /// `performBatchUpdates(_:completion:)`.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdates({ updates?() }, completion: completion)
    }

    /// `insertItems(at:)`: items at these index paths (numbered as after the update).
    open func insertItems(at indexPaths: [IndexPath]) { change { $0.insertedItems.formUnion(indexPaths) } }

    /// `deleteItems(at:)`: the items at these index paths (numbered as before the update) leave.
    open func deleteItems(at indexPaths: [IndexPath]) { change { $0.deletedItems.formUnion(indexPaths) } }

    /// `moveItem(at:to:)`: the item keeps its cell and moves.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) { change { $0.moves.append((indexPath, newIndexPath)) } }

    /// `insertSections(_:)` / `deleteSections(_:)`.
    open func insertSections(_ sections: IndexSet) { change { $0.insertedSections.formUnion(sections) } }

    open func deleteSections(_ sections: IndexSet) { change { $0.deletedSections.formUnion(sections) } }

    /// `moveSection(_:toSection:)`: as a deletion and an insertion (the cells are made again).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        change {
            $0.deletedSections.insert(section)
            $0.insertedSections.insert(newSection)
        }
    }

    /// `setCollectionViewLayout(_:animated:completion:)`: the cells move to the new layout's
    /// attributes, over `updateAnimationDuration` when animated; the layouts are told
    /// (`prepareForTransition(to:)`, `prepareForTransition(from:)`, `finalizeLayoutTransition()`).
    /// Refused (recorded) while an interactive layout transition runs: finish or cancel it first.
    open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool, completion: ((Bool) -> Void)? = nil) {
        guard layoutTransition == nil else {
            simulation.reject(.transitionInFlight(container: "\(type(of: self)) (setCollectionViewLayout during an interactive layout transition)"))
            return
        }
        let old = collectionViewLayout
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        let animates = animated && isLoaded
        let sim = simulation
        install(layout, animated: animates) { finished in
            old.finalizeLayoutTransition()
            layout.finalizeLayoutTransition()
            guard let completion else { return }
            if animates { completion(finished) } else { _ = sim.schedule(after: 0) { completion(true) } }
        }
    }

    /// Shows `layout`: at once, or (`animated`) moving the cells on screen from where they are to
    /// its attributes over `updateAnimationDuration`; then `done(finished)`.
    func install(_ layout: CollectionViewLayout, animated: Bool, done: @escaping (Bool) -> Void) {
        guard animated else {
            collectionViewLayout = layout
            settleContentOffsetAfterLayoutChange()
            done(true)
            return
        }
        let shown = Set(tiling.visible.keys)
        var start: [IndexPath: CollectionViewLayoutAttributes] = [:]
        for p in shown { if let a = appliedAttributes[p] { start[p] = a } }
        simulation.performWithoutAnimation {
            collectionViewLayout = layout
            settleContentOffsetAfterLayoutChange()
        }
        // Cells that were on screen go back to where they were, then move.
        var target: [IndexPath: CollectionViewLayoutAttributes] = [:]
        simulation.performWithoutAnimation {
            for (p, cell) in tiling.visible {
                guard let from = start[p], let to = appliedAttributes[p] else { continue }
                target[p] = to
                apply(from, to: cell, at: p)
            }
        }
        simulation.animate(
            duration: Self.updateAnimationDuration, curve: .easeInOut,
            animations: { for (p, a) in target { if let cell = self.tiling.visible[p] { self.apply(a, to: cell, at: p) } } },
            completion: { [weak self] finished in
                self?.tile()
                done(finished)
            })
    }

    /// `setCollectionViewLayout(_:animated:)`.
    open func setCollectionViewLayout(_ layout: CollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// The offset after a layout change: the new layout proposes
    /// (`targetContentOffset(forProposedContentOffset:)`), the delegate decides
    /// (`collectionView(_:targetContentOffsetForProposedContentOffset:)`), as in UIKit; a
    /// non-finite answer is ignored.
    private func settleContentOffsetAfterLayoutChange() {
        let proposed = collectionViewLayout.targetContentOffset(forProposedContentOffset: contentOffset)
        let target = collectionDelegate?.collectionView(self, targetContentOffsetForProposedContentOffset: proposed) ?? proposed
        if target.x.isFinite, target.y.isFinite, target != contentOffset { contentOffset = target }
    }
}
