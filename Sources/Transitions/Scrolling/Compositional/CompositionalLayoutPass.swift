import Foundation

/// One computation of a compositional layout's geometry (`CompositionalLayout.prepare()`): the
/// sections, their counts and the container in; the frames of the cells, supplementary views
/// and decorations, and the content's extent, out. Pure geometry: the layout makes the
/// attributes, pins headers and calls the visible-items handlers.
///
/// Sections are stacked along the scrolling axis ("along": y when scrolling vertically), each
/// spanning the container's effective extent across it ("across": x), as `CollectionLayoutSection`,
/// `CollectionLayoutGroup` and `CollectionLayoutBoundarySupplementaryItem` describe.
struct CompositionalLayoutPass {
    /// A cell's place.
    struct Cell { var indexPath: IndexPath, frame: CGRect, zIndex: Int }
    /// Pinning of a boundary item along the scrolling axis: to the visible start or end, within
    /// `span` (its section's extent; the whole content for the layout's own).
    struct Pin { var atStart: Bool, span: ClosedRange<CGFloat> }
    /// A supplementary view's place (`ofLayout`: one of the layout's own boundary items).
    struct Supplementary { var kind: String, indexPath: IndexPath, frame: CGRect, zIndex: Int, pin: Pin?, ofLayout = false }
    /// A decoration's place.
    struct Decoration { var kind: String, indexPath: IndexPath, frame: CGRect, zIndex: Int }
    /// A place a group makes for an item (`item` nil for a custom group's).
    struct Leaf { var frame: CGRect, zIndex: Int, item: CollectionLayoutItem? }

    /// The most places one group makes (repetition of tiny subitems stops there).
    static let maxPlaces = 100_000

    let scroll: LayoutAxis
    let traits: TraitCollection
    var cells: [Cell] = []
    var supplementaries: [Supplementary] = []
    var decorations: [Decoration] = []
    /// Each laid-out section's extent along the scrolling axis.
    var sectionSpans: [Int: ClosedRange<CGFloat>] = [:]
    var contentSize: CGSize = .zero

    init(scroll: LayoutAxis, traits: TraitCollection) {
        self.scroll = scroll
        self.traits = traits
    }

    /// Lays out every section (nil: none, taking no room), with the layout's own boundary items
    /// first and last; `container(for:)` gives a section's container by its insets reference.
    mutating func run(
        sections: [(section: CollectionLayoutSection?, items: Int)], configuration: CompositionalLayoutConfiguration,
        layoutContainer: LayoutContainer, container: (CollectionLayoutSection) -> LayoutContainer
    ) {
        let spacing = LayoutAxis.clamped(configuration.interSectionSpacing)
        let global = configuration.boundarySupplementaryItems
        var cursor: CGFloat = 0
        // The layout's own headers (and, below, footers): as a section's, across the whole container.
        var globalPlaced: [(Int, CGRect, Pin?)] = []
        cursor = placeAlongEdge(
            global, atStart: true, from: cursor, acrossStart: scroll.acrossInsets(layoutContainer.effectiveContentInsets).0,
            acrossLength: scroll.across(layoutContainer.effectiveContentSize), sizeIn: layoutContainer.effectiveContentSize, into: &globalPlaced)
        var first = true
        for (index, entry) in sections.enumerated() {
            guard let section = entry.section else { continue }
            if !first { cursor += spacing }
            first = false
            let end = layOut(section, at: index, items: entry.items, from: cursor, in: container(section))
            sectionSpans[index] = cursor...max(cursor, end)
            cursor = max(cursor, end)
        }
        cursor = placeAlongEdge(
            global, atStart: false, from: cursor, acrossStart: scroll.acrossInsets(layoutContainer.effectiveContentInsets).0,
            acrossLength: scroll.across(layoutContainer.effectiveContentSize), sizeIn: layoutContainer.effectiveContentSize, into: &globalPlaced)
        var kinds: [String: Int] = [:]
        for (i, frame, pin) in globalPlaced {
            let b = global[i]
            let n = kinds[b.elementKind, default: 0]
            kinds[b.elementKind] = n + 1
            supplementaries.append(Supplementary(
                kind: b.elementKind, indexPath: IndexPath(item: n, section: 0), frame: frame, zIndex: b.zIndex,
                pin: pin.map { Pin(atStart: $0.atStart, span: 0...max(0, cursor)) }, ofLayout: true))
        }
        contentSize = scroll.size(along: cursor, across: scroll.across(layoutContainer.contentSize))
    }

    /// Places the boundary items of `items` on the start (end) edge along the scrolling axis from
    /// `cursor`, returning the cursor after those that extend the boundary; non-extending ones lie
    /// over what follows (precedes) them. Appends (index in `items`, frame, pin if pinned).
    private func placeAlongEdge(
        _ items: [CollectionLayoutBoundarySupplementaryItem], atStart: Bool, from start: CGFloat, acrossStart: CGFloat, acrossLength: CGFloat,
        sizeIn: CGSize, into placed: inout [(Int, CGRect, Pin?)]
    ) -> CGFloat {
        var cursor = start
        var overlays: [(Int, CGSize)] = []
        for (i, b) in items.enumerated() {
            let placement = Self.placement(of: b.alignment, scroll: scroll)
            guard placement.edge == (atStart ? .alongStart : .alongEnd) else { continue }
            let size = b.layoutSize.resolved(in: sizeIn)
            let length = scroll.along(size), breadth = scroll.across(size)
            guard b.extendsBoundary else {
                overlays.append((i, size))
                continue
            }
            let across = acrossStart + Self.offset(placement.acrossAlign, room: acrossLength, length: breadth)
            placed.append((i, moved(scroll.rect(along: cursor, across: across, length: length, breadth: breadth), by: b.offset), pinIf(b, atStart)))
            cursor += length
        }
        for (i, size) in overlays {
            let b = items[i]
            let placement = Self.placement(of: b.alignment, scroll: scroll)
            let length = scroll.along(size), breadth = scroll.across(size)
            let across = acrossStart + Self.offset(placement.acrossAlign, room: acrossLength, length: breadth)
            let along = atStart ? start : cursor - length
            placed.append((i, moved(scroll.rect(along: along, across: across, length: length, breadth: breadth), by: b.offset), pinIf(b, atStart)))
        }
        return cursor
    }

    private func pinIf(_ b: CollectionLayoutBoundarySupplementaryItem, _ atStart: Bool) -> Pin? {
        b.pinToVisibleBounds ? Pin(atStart: atStart, span: 0...0) : nil
    }

    private func moved(_ r: CGRect, by offset: CGPoint) -> CGRect {
        r.offsetBy(dx: offset.x.isFinite ? offset.x : 0, dy: offset.y.isFinite ? offset.y : 0)
    }

    // MARK: Sections

    /// Lays out section `index` from `start` along the scrolling axis; returns where it ends.
    private mutating func layOut(_ section: CollectionLayoutSection, at index: Int, items: Int, from start: CGFloat, in container: LayoutContainer) -> CGFloat {
        let acrossStart = scroll.acrossInsets(container.effectiveContentInsets).0
        let acrossLength = scroll.across(container.effectiveContentSize)
        let containerAlong = scroll.along(container.effectiveContentSize)
        let (insetStart, insetEnd) = scroll.alongInsets(section.contentInsets)
        let (insetLead, insetTrail) = scroll.acrossInsets(section.contentInsets)
        let follows = section.supplementariesFollowContentInsets
        // Headers and footers: across the section, or its inset width while they follow the insets.
        let supplementaryStart = acrossStart + (follows ? min(insetLead, acrossLength) : 0)
        let supplementaryLength = max(0, acrossLength - (follows ? insetLead + insetTrail : 0))
        let supplementarySizeIn = scroll.size(along: containerAlong, across: supplementaryLength)
        let boundary = section.boundarySupplementaryItems
        var placed: [(Int, CGRect, Pin?)] = []
        var cursor = placeAlongEdge(
            boundary, atStart: true, from: start, acrossStart: supplementaryStart, acrossLength: supplementaryLength,
            sizeIn: supplementarySizeIn, into: &placed)
        let contentStart = cursor + insetStart
        // Items on the edges across the axis narrow the content when they extend the boundary.
        var roomLead: CGFloat = 0, roomTrail: CGFloat = 0
        for b in boundary where b.extendsBoundary {
            let edge = Self.placement(of: b.alignment, scroll: scroll).edge
            let breadth = scroll.across(b.layoutSize.resolved(in: supplementarySizeIn))
            if edge == .acrossStart { roomLead = max(roomLead, breadth) }
            if edge == .acrossEnd { roomTrail = max(roomTrail, breadth) }
        }
        let contentAcross = acrossStart + min(insetLead + roomLead, acrossLength)
        let contentBreadth = max(0, acrossLength - insetLead - insetTrail - roomLead - roomTrail)
        for (i, b) in boundary.enumerated() {
            let edge = Self.placement(of: b.alignment, scroll: scroll).edge
            guard edge == .acrossStart || edge == .acrossEnd || edge == .none else { continue }
            let size = b.layoutSize.resolved(in: supplementarySizeIn)
            let length = scroll.along(size), breadth = scroll.across(size)
            let across: CGFloat
            switch edge {
            case .acrossStart: across = supplementaryStart
            case .acrossEnd: across = supplementaryStart + supplementaryLength - breadth
            default: across = contentAcross + (contentBreadth - breadth) / 2
            }
            let along = edge == .none ? contentStart - length / 2 : contentStart
            placed.append((i, moved(scroll.rect(along: along, across: across, length: length, breadth: breadth), by: b.offset), nil))
        }

        // The groups.
        let groupRoom = scroll.size(along: max(0, containerAlong - insetStart - insetEnd), across: contentBreadth)
        let groupSize = section.group.layoutSize.resolved(in: groupRoom)
        let groupLength = scroll.along(groupSize), groupBreadth = scroll.across(groupSize)
        let spacing = LayoutAxis.clamped(section.interGroupSpacing)
        let orthogonal = section.orthogonalScrollingBehavior != .none
        var placedItems = 0
        var along = contentStart
        var across = contentAcross
        if section.orthogonalScrollingBehavior == .groupPagingCentered { across += max(0, (contentBreadth - groupBreadth) / 2) }
        var contentLength: CGFloat = 0
        while placedItems < items {
            let box = scroll.rect(along: along, across: across, length: groupLength, breadth: groupBreadth)
            var leaves: [Leaf] = []
            layOut(section.group, in: box, limit: items - placedItems, into: &leaves)
            guard !leaves.isEmpty else { break }
            for leaf in leaves {
                let path = IndexPath(item: placedItems, section: index)
                cells.append(Cell(indexPath: path, frame: leaf.frame, zIndex: leaf.zIndex))
                for s in leaf.item?.supplementaryItems ?? [] {
                    supplementaries.append(Supplementary(kind: s.elementKind, indexPath: path, frame: s.frame(in: leaf.frame), zIndex: s.zIndex, pin: nil))
                }
                placedItems += 1
            }
            if orthogonal {
                contentLength = groupLength
                across += groupBreadth + spacing
            } else {
                contentLength = along + groupLength - contentStart
                along += groupLength + spacing
            }
        }
        cursor = contentStart + contentLength + insetEnd
        cursor = placeAlongEdge(
            boundary, atStart: false, from: cursor, acrossStart: supplementaryStart, acrossLength: supplementaryLength,
            sizeIn: supplementarySizeIn, into: &placed)
        let end = cursor
        var kinds: [String: Int] = [:]
        for (i, frame, pin) in placed.sorted(by: { $0.0 < $1.0 }) {
            let b = boundary[i]
            let n = kinds[b.elementKind, default: 0]
            kinds[b.elementKind] = n + 1
            supplementaries.append(Supplementary(
                kind: b.elementKind, indexPath: IndexPath(item: n, section: index), frame: frame, zIndex: b.zIndex,
                pin: pin.map { Pin(atStart: $0.atStart, span: start...max(start, end)) }))
        }
        let sectionFrame = scroll.rect(along: start, across: acrossStart, length: max(0, end - start), breadth: acrossLength)
        var decorationKinds: [String: Int] = [:]
        for d in section.decorationItems {
            let n = decorationKinds[d.elementKind, default: 0]
            decorationKinds[d.elementKind] = n + 1
            decorations.append(Decoration(
                kind: d.elementKind, indexPath: IndexPath(item: n, section: index), frame: sectionFrame.insetClamped(by: d.contentInsets), zIndex: d.zIndex))
        }
        return end
    }

    // MARK: Groups

    /// Lays out `group` in `box` (its room, before its content insets), appending at most `limit`
    /// places to `leaves`.
    func layOut(_ group: CollectionLayoutGroup, in box: CGRect, limit: Int, into leaves: inout [Leaf]) {
        guard leaves.count < limit else { return }
        let content = box.insetClamped(by: group.contentInsets)
        switch group.arrangement {
        case .custom(let provider):
            let environment = LayoutEnvironment(layoutContainer: LayoutContainer(contentSize: content.size, effectiveContentInsets: .zero), traitCollection: traits)
            for custom in provider(environment) {
                guard leaves.count < limit else { return }
                let f = custom.frame
                let finite = [f.origin.x, f.origin.y, f.size.width, f.size.height].allSatisfy(\.isFinite)
                let frame = finite ? f.standardized.offsetBy(dx: content.minX, dy: content.minY) : CGRect(origin: content.origin, size: .zero)
                leaves.append(Leaf(frame: frame, zIndex: custom.zIndex, item: nil))
            }
        case .line(let axis, let repetition):
            layOutLine(group, axis: axis, repetition: repetition, in: content, limit: limit, into: &leaves)
        }
    }

    /// One subitem's measures in a line: its size, and its edge spacings along and across.
    private struct Measure {
        var item: CollectionLayoutItem
        var length: CGFloat, breadth: CGFloat
        var leadMin: CGFloat, trailMin: CGFloat, leadFlexible: Bool, trailFlexible: Bool
        var acrossLeadMin: CGFloat, acrossTrailMin: CGFloat, acrossLeadFlexible: Bool, acrossTrailFlexible: Bool
        /// Room it takes along the line (without inter-item spacing).
        var extent: CGFloat { length + leadMin + trailMin }
        var flexibleEdges: Int { (leadFlexible ? 1 : 0) + (trailFlexible ? 1 : 0) }
    }

    private func measure(_ item: CollectionLayoutItem, axis: LayoutAxis, in content: CGSize) -> Measure {
        let size = item.layoutSize.resolved(in: content)
        let (lead, trail) = axis.alongEdges(item.edgeSpacing)
        let (aLead, aTrail) = axis.acrossEdges(item.edgeSpacing)
        return Measure(
            item: item, length: axis.along(size), breadth: axis.across(size),
            leadMin: lead?.minimum ?? 0, trailMin: trail?.minimum ?? 0,
            leadFlexible: lead?.isFlexibleSpacing ?? false, trailFlexible: trail?.isFlexibleSpacing ?? false,
            acrossLeadMin: aLead?.minimum ?? 0, acrossTrailMin: aTrail?.minimum ?? 0,
            acrossLeadFlexible: aLead?.isFlexibleSpacing ?? false, acrossTrailFlexible: aTrail?.isFlexibleSpacing ?? false)
    }

    private func layOutLine(
        _ group: CollectionLayoutGroup, axis: LayoutAxis, repetition: CollectionLayoutGroup.Repetition, in content: CGRect, limit: Int,
        into leaves: inout [Leaf]
    ) {
        guard !group.subitems.isEmpty else { return }
        let room = axis.along(content.size), breadth = axis.across(content.size)
        let gap = group.interItemSpacing?.minimum ?? 0
        let gapFlexible = group.interItemSpacing?.isFlexibleSpacing ?? false
        var measures = group.subitems.map { measure($0, axis: axis, in: content.size) }
        // How many places, and the room they take at their minimum spacings.
        let count: Int
        var used: CGFloat = 0
        var flexibleEdges = 0
        switch repetition {
        case .equal(let n), .repeating(let n):
            count = n
            if case .equal = repetition {
                let each = (room - gap * CGFloat(n - 1) - CGFloat(n) * (measures[0].leadMin + measures[0].trailMin)) / CGFloat(n)
                measures[0].length = each.isFinite ? max(0, each) : 0
            }
            used = CGFloat(n) * measures[0].extent + gap * CGFloat(n - 1)
            flexibleEdges = n.multipliedReportingOverflow(by: measures[0].flexibleEdges).partialValue
        case .fill:
            let tolerance = max(0.001, room * 1e-9)
            var k = 0
            while k < Self.maxPlaces {
                let m = measures[k % measures.count]
                let next = used + (k > 0 ? gap : 0) + m.extent
                if k > 0 && next > room + tolerance { break }
                used = next
                flexibleEdges += m.flexibleEdges
                k += 1
                // A round of subitems that takes no room would repeat for ever: one round only.
                if k == measures.count && used == 0 && gap == 0 { break }
            }
            count = k
        }
        let flexibleCount = CGFloat(gapFlexible ? max(count - 1, 0) : 0) + CGFloat(max(flexibleEdges, 0))
        let leftover = room - used
        let extra = leftover > 0 && flexibleCount > 0 && leftover.isFinite ? leftover / flexibleCount : 0
        let between = gap + (gapFlexible ? extra : 0)
        var position = axis.along(content.origin)
        let acrossOrigin = axis.across(content.origin)
        for k in 0..<min(count, Self.maxPlaces) {
            guard leaves.count < limit else { return }
            let m = measures[k % measures.count]
            if k > 0 { position += between }
            position += m.leadMin + (m.leadFlexible ? extra : 0)
            let slack = max(0, breadth - m.breadth - m.acrossLeadMin - m.acrossTrailMin)
            let offset: CGFloat =
                m.acrossLeadFlexible && m.acrossTrailFlexible ? m.acrossLeadMin + slack / 2
                : m.acrossLeadFlexible ? m.acrossLeadMin + slack : m.acrossLeadMin
            let itemBox = axis.rect(along: position, across: acrossOrigin + offset, length: m.length, breadth: m.breadth)
            if let subgroup = m.item as? CollectionLayoutGroup {
                layOut(subgroup, in: itemBox, limit: limit, into: &leaves)
            } else {
                leaves.append(Leaf(frame: itemBox.insetClamped(by: m.item.contentInsets), zIndex: 0, item: m.item))
            }
            position += m.length + m.trailMin + (m.trailFlexible ? extra : 0)
        }
    }

    // MARK: Alignment

    /// Where an alignment puts a boundary item, relative to the scrolling axis.
    enum Edge { case alongStart, alongEnd, acrossStart, acrossEnd, none }
    enum Align { case start, center, end }

    static func placement(of alignment: RectAlignment, scroll: LayoutAxis) -> (edge: Edge, acrossAlign: Align) {
        switch (scroll, alignment) {
        case (_, .none): (.none, .center)
        case (.vertical, .top): (.alongStart, .center)
        case (.vertical, .topLeading): (.alongStart, .start)
        case (.vertical, .topTrailing): (.alongStart, .end)
        case (.vertical, .bottom): (.alongEnd, .center)
        case (.vertical, .bottomLeading): (.alongEnd, .start)
        case (.vertical, .bottomTrailing): (.alongEnd, .end)
        case (.vertical, .leading): (.acrossStart, .start)
        case (.vertical, .trailing): (.acrossEnd, .start)
        case (.horizontal, .leading): (.alongStart, .center)
        case (.horizontal, .topLeading): (.alongStart, .start)
        case (.horizontal, .bottomLeading): (.alongStart, .end)
        case (.horizontal, .trailing): (.alongEnd, .center)
        case (.horizontal, .topTrailing): (.alongEnd, .start)
        case (.horizontal, .bottomTrailing): (.alongEnd, .end)
        case (.horizontal, .top): (.acrossStart, .start)
        case (.horizontal, .bottom): (.acrossEnd, .start)
        }
    }

    static func offset(_ align: Align, room: CGFloat, length: CGFloat) -> CGFloat {
        switch align {
        case .start: 0
        case .center: (room - length) / 2
        case .end: room - length
        }
    }
}
