import Foundation

/// `UICollectionViewCompositionalLayout` (iOS 13): a layout composed of sections
/// (`CollectionLayoutSection`), each a group (`CollectionLayoutGroup`) of items
/// (`CollectionLayoutItem`) repeated until the section's items are placed — one section for
/// all (`init(section:)`) or one per section index from a provider (`init(sectionProvider:)`).
///
/// Layout rule (vertical scrolling; `configuration.scrollDirection = .horizontal` swaps the
/// axes): sections stack top to bottom, `configuration.interSectionSpacing` apart, between the
/// layout's own headers and footers; each spans the container's effective width
/// (`CollectionLayoutEnvironment`) and lays out as `CollectionLayoutSection` says. Dimensions
/// resolve against the containing element (`CollectionLayoutDimension`); estimated ones are
/// taken as they are: the model does not self-size cells. `collectionViewContentSize` is the
/// container's width by the sections' extent.
///
/// `prepare()` asks the collection view for its counts (`numberOfSections`,
/// `numberOfItems(inSection:)`) and the provider for each section, and computes every frame;
/// `layoutAttributesForElements(in:)` returns the cells and supplementary views (headers,
/// footers, badges) whose frames intersect the rect, `layoutAttributesForItem(at:)` and
/// `layoutAttributesForSupplementaryView(ofKind:at:)` one of them. Attributes are of the
/// layout's `layoutAttributesClass`. A bounds change invalidates the layout when the width
/// changes (the height, scrolling horizontally), when a header is pinned, or when a section has a
/// `visibleItemsInvalidationHandler`; the layout is also prepared again when the container it
/// measured (the collection view's size, adjusted content inset, safe area) is found changed.
///
/// A section provider returning nil (UIKit raises) leaves that section out — no room, no
/// attributes for its items — and is recorded as a rejected call, once per section.
open class CompositionalLayout: CollectionViewLayout {
    /// `UICollectionViewCompositionalLayoutSectionProvider`.
    public typealias SectionProvider = (Int, any CollectionLayoutEnvironment) -> CollectionLayoutSection?

    private let sectionProvider: SectionProvider
    private var storedConfiguration: CompositionalLayoutConfiguration

    private var cells: [CollectionViewLayoutAttributes] = []
    private var cellsByPath: [IndexPath: CollectionViewLayoutAttributes] = [:]
    private var supplementary: [CollectionViewLayoutAttributes] = []
    /// The layout's own boundary items among `supplementary` (no section's visible items).
    private var layoutSupplementary: Set<ObjectIdentifier> = []
    private var decorations: [CollectionViewLayoutAttributes] = []
    private var contentSize: CGSize = .zero
    /// What the last `prepare()` measured: the container, and whether anything follows the
    /// visible bounds (pinned headers, visible-items handlers).
    private var preparedContainer: LayoutContainer?
    private var preparedBounds: CGRect = .zero
    private var followsBounds = false
    /// Sections whose provider returned nil, already recorded.
    private var reportedMissingSections: Set<Int> = []

    /// `init(section:)`: every section laid out as `section`.
    public convenience init(section: CollectionLayoutSection) {
        self.init(section: section, configuration: CompositionalLayoutConfiguration())
    }
    /// `init(section:configuration:)`.
    public init(section: CollectionLayoutSection, configuration: CompositionalLayoutConfiguration) {
        sectionProvider = { _, _ in section }
        storedConfiguration = configuration.copied()
        super.init()
    }
    /// `init(sectionProvider:)`: each section as the provider makes it, asked on every
    /// `prepare()` with the section's index and the layout's environment.
    public convenience init(sectionProvider: @escaping SectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: CompositionalLayoutConfiguration())
    }
    /// `init(sectionProvider:configuration:)`.
    public init(sectionProvider: @escaping SectionProvider, configuration: CompositionalLayoutConfiguration) {
        self.sectionProvider = sectionProvider
        storedConfiguration = configuration.copied()
        super.init()
    }
    /// `init?(coder:)` (never called by the model): a layout without sections.
    public required init?(coder: NSCoder) {
        sectionProvider = { _, _ in nil }
        storedConfiguration = CompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// `configuration`: setting it keeps a copy and invalidates the layout.
    open var configuration: CompositionalLayoutConfiguration {
        get { storedConfiguration }
        set {
            storedConfiguration = newValue.copied()
            invalidateLayout()
        }
    }

    // MARK: Preparing

    open override func prepare() {
        cells = []
        cellsByPath = [:]
        supplementary = []
        layoutSupplementary = []
        decorations = []
        contentSize = .zero
        followsBounds = false
        guard let cv = collectionView else {
            preparedContainer = nil
            return
        }
        let configuration = storedConfiguration
        let scroll = LayoutAxis(configuration.scrollDirection)
        let layoutContainer = container(of: cv, reference: configuration.contentInsetsReference, scroll: scroll)
        preparedContainer = layoutContainer
        preparedBounds = cv.bounds
        let environment = LayoutEnvironment(layoutContainer: layoutContainer, traitCollection: cv.traitCollection)
        var sections: [(section: CollectionLayoutSection?, items: Int)] = []
        for s in 0..<cv.numberOfSections {
            let section = sectionProvider(s, environment)
            if section == nil, reportedMissingSections.insert(s).inserted {
                cv.simulation.record(.rejectedCall, "the section provider of the compositional layout of \(cv.modelName) returned nil for section \(s) (UIKit raises): the section is left out")
            }
            sections.append((section, cv.numberOfItems(inSection: s)))
        }
        var pass = CompositionalLayoutPass(scroll: scroll, traits: cv.traitCollection)
        pass.run(sections: sections, configuration: configuration, layoutContainer: layoutContainer) { section in
            section.contentInsetsReference == .automatic ? layoutContainer : self.container(of: cv, reference: section.contentInsetsReference, scroll: scroll)
        }
        contentSize = pass.contentSize
        for c in pass.cells {
            let a = makeAttributes()
            a.indexPath = c.indexPath
            a.frame = c.frame
            a.zIndex = c.zIndex
            cells.append(a)
            cellsByPath[c.indexPath] = a
        }
        for s in pass.supplementaries {
            let a = makeAttributes()
            a.indexPath = s.indexPath
            a.representAsSupplementary(s.kind)
            a.frame = pinned(s, in: cv, scroll: scroll)
            a.zIndex = s.pin != nil && a.frame != s.frame ? max(s.zIndex, 1024) : s.zIndex
            supplementary.append(a)
            if s.ofLayout { layoutSupplementary.insert(ObjectIdentifier(a)) }
            if s.pin != nil { followsBounds = true }
        }
        for d in pass.decorations {
            let a = CollectionViewLayoutAttributes(forDecorationViewOfKind: d.kind, with: d.indexPath)
            a.frame = d.frame
            a.zIndex = d.zIndex
            decorations.append(a)
        }
        callVisibleItemsHandlers(sections: sections.map(\.section), in: cv, environment: environment)
    }

    /// The container of `cv`'s content (`CollectionLayoutEnvironment`): its visible content area,
    /// with the insets `reference` adds across the scrolling axis.
    private func container(of cv: CollectionView, reference: ContentInsetsReference, scroll: LayoutAxis) -> LayoutContainer {
        let adjusted = cv.adjustedContentInset
        let bounds = cv.bounds.size
        func finite(_ v: CGFloat) -> CGFloat { v.isFinite ? max(0, v) : 0 }
        let size = CGSize(
            width: finite(bounds.width - adjusted.left - adjusted.right), height: finite(bounds.height - adjusted.top - adjusted.bottom))
        let extra: EdgeInsets
        switch reference {
        case .none: extra = .zero
        case .automatic, .safeArea: extra = cv.safeAreaInsets
        case .layoutMargins, .readableContent: extra = cv.layoutMargins
        }
        var insets = DirectionalEdgeInsets.zero
        if scroll == .vertical {
            insets.leading = finite(extra.left - adjusted.left)
            insets.trailing = finite(extra.right - adjusted.right)
        } else {
            insets.top = finite(extra.top - adjusted.top)
            insets.bottom = finite(extra.bottom - adjusted.bottom)
        }
        return LayoutContainer(contentSize: size, effectiveContentInsets: insets)
    }

    /// New attributes of `layoutAttributesClass`.
    private func makeAttributes() -> CollectionViewLayoutAttributes {
        (Self.layoutAttributesClass as? CollectionViewLayoutAttributes.Type ?? CollectionViewLayoutAttributes.self).init()
    }

    /// Where a pinned boundary item is with the collection view's bounds as they are.
    private func pinned(_ s: CompositionalLayoutPass.Supplementary, in cv: CollectionView, scroll: LayoutAxis) -> CGRect {
        guard let pin = s.pin else { return s.frame }
        let inset = cv.adjustedContentInset
        let visibleStart = scroll == .vertical ? cv.bounds.minY + inset.top : cv.bounds.minX + inset.left
        let visibleEnd = scroll == .vertical ? cv.bounds.maxY - inset.bottom : cv.bounds.maxX - inset.right
        let length = scroll.along(s.frame.size)
        let at = scroll == .vertical ? s.frame.minY : s.frame.minX
        var moved = pin.atStart
            ? min(max(at, visibleStart), pin.span.upperBound - length)
            : max(min(at, visibleEnd - length), pin.span.lowerBound)
        if !moved.isFinite { moved = at }
        var f = s.frame
        if scroll == .vertical { f.origin.y = moved } else { f.origin.x = moved }
        return f
    }

    /// Calls each section's `visibleItemsInvalidationHandler` with its elements on screen.
    private func callVisibleItemsHandlers(sections: [CollectionLayoutSection?], in cv: CollectionView, environment: LayoutEnvironment) {
        let visible = cv.bounds
        for (index, section) in sections.enumerated() {
            guard let handler = section?.visibleItemsInvalidationHandler else { continue }
            followsBounds = true
            let items = (cells + supplementary)
                .filter {
                    $0.indexPath.section == index && !layoutSupplementary.contains(ObjectIdentifier($0)) && CellTiling<View>.overlaps($0.frame, visible)
                }
                .map { LayoutVisibleItem($0) as any CollectionLayoutVisibleItem }
            handler(items, cv.contentOffset, environment)
        }
    }

    // MARK: Queries

    open override var collectionViewContentSize: CGSize { contentSize }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        refreshIfContainerChanged()
        return (cells + supplementary).filter { CellTiling<View>.overlaps($0.frame, rect) }
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        cellsByPath[indexPath]
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        supplementary.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// `layoutAttributesForDecorationView(ofKind:at:)`: a section's decoration item
    /// (`CollectionLayoutDecorationItem`), at [section, n].
    open override func layoutAttributesForDecorationView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        decorations.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// True when the width changes (the height, scrolling horizontally), or anything follows the
    /// visible bounds (pinned headers, visible-items handlers).
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        if followsBounds { return true }
        return storedConfiguration.scrollDirection == .vertical ? newBounds.width != preparedBounds.width : newBounds.height != preparedBounds.height
    }

    /// Lays out again when the container measured by `prepare()` no longer matches the
    /// collection view (a safe area or content inset that arrived after the layout was prepared).
    private func refreshIfContainerChanged() {
        guard let cv = collectionView, let prepared = preparedContainer else { return }
        let now = container(of: cv, reference: storedConfiguration.contentInsetsReference, scroll: LayoutAxis(storedConfiguration.scrollDirection))
        if now != prepared { invalidateLayout() }
    }
}
