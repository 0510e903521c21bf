import Foundation
import Testing
import TransitionsUIKit

// Compositional layouts (`UICollectionViewCompositionalLayout`, iOS 13) as apps write them, in
// UIKit's spelling, with frames worked out by hand from UIKit's rules: groups repeated down a
// section, fractional dimensions of the containing element, spacings, insets, nested and custom
// groups, orthogonal rows, headers and footers, horizontal scrolling, and bad input.

/// Sections of `counts` items; supplementary views of any kind, dequeued by kind.
private final class Counts: NSObject, UICollectionViewDataSource {
    var counts: [Int]
    var supplementaryAsked: [String] = []
    init(_ counts: [Int]) { self.counts = counts }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
        supplementaryAsked.append("\(kind) \(indexPath.section).\(indexPath.item)")
        return collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: kind, for: indexPath)
    }
}

/// A collection view of `size` 100 points down `root`'s view, clear of the safe area, with no
/// content-inset adjustment (the frames below are in plain content coordinates), with
/// `layout`, showing `data`, laid out.
private func host(
    _ root: UIViewController, _ layout: UICollectionViewLayout, _ data: Counts, size: CGSize = CGSize(width: 390, height: 600),
    kinds: [String] = [], at origin: CGPoint = CGPoint(x: 0, y: 100)
) -> UICollectionView {
    let cv = UICollectionView(frame: CGRect(origin: origin, size: size), collectionViewLayout: layout)
    cv.contentInsetAdjustmentBehavior = .never
    cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    for kind in kinds { cv.register(UICollectionReusableView.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: kind) }
    cv.dataSource = data
    root.view.addSubview(cv)
    cv.layoutIfNeeded()
    return cv
}

/// The frame of item `item` of `section`.
private func frame(_ cv: UICollectionView, _ item: Int, _ section: Int = 0) -> CGRect? {
    cv.collectionViewLayout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame
}

/// Equal to within 1e-9 on every side.
private func near(_ a: CGRect?, _ b: CGRect) -> Bool {
    guard let a else { return false }
    return [a.minX - b.minX, a.minY - b.minY, a.width - b.width, a.height - b.height].allSatisfy { abs($0) < 1e-9 }
}

/// A full-width item (fractions of its group).
private func fullItem() -> NSCollectionLayoutItem {
    NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)))
}

/// The brief's grid: three equal items to a 100-point row, 10 apart, in a section inset 16 on
/// every side, rows 8 apart.
private func threeColumnSection() -> NSCollectionLayoutSection {
    let group = NSCollectionLayoutGroup.horizontal(
        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitem: fullItem(), count: 3)
    group.interItemSpacing = .fixed(10)
    let section = NSCollectionLayoutSection(group: group)
    section.contentInsets = NSDirectionalEdgeInsets(top: 16, leading: 16, bottom: 16, trailing: 16)
    section.interGroupSpacing = 8
    return section
}

/// A photo grid as apps write it: a collection view controller whose layout is made in a
/// static factory, the section provider's parameters spelled out, two columns below 500 points
/// of effective width, square rows (`.fractionalWidth` for a height), inset items.
private final class PhotoGrid: UICollectionViewController {
    init() { super.init(collectionViewLayout: PhotoGrid.createLayout()) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    static func createLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewCompositionalLayout { (sectionIndex: Int, layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection? in
            let columns = layoutEnvironment.container.effectiveContentSize.width > 500 ? 4 : 2
            let itemSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0 / CGFloat(columns)), heightDimension: .fractionalHeight(1.0))
            let item = NSCollectionLayoutItem(layoutSize: itemSize)
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let groupSize = NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalWidth(1.0 / CGFloat(columns)))
            let group = NSCollectionLayoutGroup.horizontal(layoutSize: groupSize, repeatingSubitem: item, count: columns)
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)
            return section
        }
        return layout
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
    }
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 9 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
}

/// The values and factories of the `NSCollectionLayout…` family, in both spellings UIKit code
/// uses (class methods and implicit members).
@Suite struct CompositionalLayoutValueTests {
    /// Dimensions say what they are; sizes, spacings and edge spacings keep what they were made
    /// with; a group is an item; a configuration is copied by the layout.
    @Test func valuesReadBackAsUIKitNamesThem() {
        let half = NSCollectionLayoutDimension.fractionalWidth(0.5)
        #expect(half.isFractionalWidth && !half.isAbsolute && half.dimension == 0.5)
        #expect(NSCollectionLayoutDimension.fractionalHeight(2).isFractionalHeight)
        #expect(NSCollectionLayoutDimension.absolute(44).isAbsolute)
        #expect(NSCollectionLayoutDimension.estimated(44).isEstimated)
        let uniform = NSCollectionLayoutDimension.uniformAcrossSiblings(estimate: 30)
        #expect(uniform.isEstimated && uniform.isUniformAcrossSiblings && uniform.dimension == 30)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        #expect(size.widthDimension == .fractionalWidth(1) && size.heightDimension.isEstimated)
        #expect(NSCollectionLayoutSpacing.fixed(8).isFixedSpacing && NSCollectionLayoutSpacing.flexible(8).isFlexibleSpacing)
        #expect(NSCollectionLayoutSpacing.flexible(8).spacing == 8)
        let edges = NSCollectionLayoutEdgeSpacing(leading: .fixed(4), top: nil, trailing: .flexible(0), bottom: nil)
        #expect(edges.leading == .fixed(4) && edges.top == nil && edges.trailing?.isFlexibleSpacing == true)

        let item = NSCollectionLayoutItem(layoutSize: size)
        item.contentInsets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        item.edgeSpacing = edges
        #expect(item.layoutSize == size && item.contentInsets.trailing == 4 && item.supplementaryItems.isEmpty)
        let group: NSCollectionLayoutGroup = .vertical(layoutSize: size, subitems: [item])
        let asItem: NSCollectionLayoutItem = group
        #expect(asItem.layoutSize == size && group.subitems.first === item && group.interItemSpacing == nil)
        #expect(NSCollectionLayoutGroup.horizontal(layoutSize: size, repeatingSubitem: item, count: 2).subitems.count == 1)
        #expect(group.visualDescription().contains("vertical"))

        let section = NSCollectionLayoutSection(group: group)
        #expect(section.orthogonalScrollingBehavior == .none && section.interGroupSpacing == 0)
        #expect(section.supplementariesFollowContentInsets && section.contentInsetsReference == .automatic)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        section.decorationItems = [.background(elementKind: "background")]
        #expect(section.decorationItems.first?.elementKind == "background")
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: size, elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        #expect(header.extendsBoundary && !header.pinToVisibleBounds && header.alignment == .top && header.zIndex == 1)

        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        #expect(configuration.scrollDirection == .vertical && configuration.interSectionSpacing == 0)
        configuration.interSectionSpacing = 20
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        configuration.interSectionSpacing = 50
        #expect(layout.configuration.interSectionSpacing == 20)
        #expect(UICollectionLayoutSectionOrthogonalScrollingBehavior.groupPagingCentered.rawValue == 5)
        #expect(NSRectAlignment.topTrailing.rawValue == 8 && UIContentInsetsReference.readableContent.rawValue == 4)
    }
}

/// Where a compositional layout puts items, headers and footers, by UIKit's rules, with numbers
/// worked out by hand.
@Suite struct CompositionalLayoutTests {
    /// 390 wide, insets 16: the group is 358 wide; three items of (358 − 2 × 10) / 3 each, 10
    /// apart; rows 100 tall from y 16, 8 apart; seven items make three rows, the last with one
    /// item (the group keeps its size). Content: 16 + 3 × 100 + 2 × 8 + 16 = 348 tall.
    @Test func aGroupRepeatsDownTheSectionWithSpacingAndInsets() throws {
        try withUIKitStage { sim, root in
            let layout = UICollectionViewCompositionalLayout(section: threeColumnSection())
            let cv = host(root, layout, Counts([7]))
            let w = 338.0 / 3
            let xs = [16, 16 + w + 10, 16 + 2 * (w + 10)]
            for i in 0..<7 {
                let expected = CGRect(x: xs[i % 3], y: 16 + CGFloat(i / 3) * 108, width: w, height: 100)
                #expect(near(frame(cv, i), expected), "item \(i): \(String(describing: frame(cv, i))) ≠ \(expected)")
            }
            #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 348))
            #expect(frame(cv, 7) == nil)
            let inRow1 = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 130, width: 390, height: 10)))
            #expect(inRow1.map(\.indexPath.item).sorted() == [3, 4, 5])
            #expect(sim.violations.isEmpty)
        }
    }

    /// A horizontal group of a half-width item and a vertical group of two half-height items
    /// (`subitems:` repeats the one subitem while it fits): three items a group. The leading
    /// item's content insets shrink it inside its 195 × 200 room.
    @Test func nestedGroupsLayOutRecursively() throws {
        try withUIKitStage { _, root in
            let leading = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
            leading.contentInsets = NSDirectionalEdgeInsets(top: 4, leading: 4, bottom: 4, trailing: 4)
            let small = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(0.5)))
            let trailing = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), subitems: [small])
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)), subitems: [leading, trailing])
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let cv = host(root, layout, Counts([5]))
            #expect(frame(cv, 0) == CGRect(x: 4, y: 4, width: 187, height: 192))
            #expect(frame(cv, 1) == CGRect(x: 195, y: 0, width: 195, height: 100))
            #expect(frame(cv, 2) == CGRect(x: 195, y: 100, width: 195, height: 100))
            #expect(frame(cv, 3) == CGRect(x: 4, y: 204, width: 187, height: 192))
            #expect(frame(cv, 4) == CGRect(x: 195, y: 200, width: 195, height: 100))
            #expect(layout.collectionViewContentSize.height == 400)
        }
    }

    /// `subitems:` repeats items while they fit: quarter-width items make four to a row; with
    /// fixed spacing 10 the fourth no longer fits (4 × 97.5 + 30 > 390) and rows hold three;
    /// with flexible spacing, the room left after three 100-point items (90) is shared by the two
    /// gaps.
    @Test func subitemsRepeatWhileTheyFitAndFlexibleSpacingSharesTheRest() {
        withUIKitStage { _, root in
            func layout(_ itemWidth: NSCollectionLayoutDimension, spacing: NSCollectionLayoutSpacing?) -> UICollectionViewCompositionalLayout {
                let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: itemWidth, heightDimension: .absolute(50)))
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
                group.interItemSpacing = spacing
                return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            }
            let quarters = host(root, layout(.fractionalWidth(0.25), spacing: nil), Counts([6]))
            #expect((0..<6).compactMap { frame(quarters, $0)?.minX } == [0, 97.5, 195, 292.5, 0, 97.5])
            #expect(frame(quarters, 4)?.minY == 50)
            let spaced = host(root, layout(.fractionalWidth(0.25), spacing: .fixed(10)), Counts([4]))
            #expect((0..<4).compactMap { frame(spaced, $0)?.minX } == [0, 107.5, 215, 0])
            let flexible = host(root, layout(.absolute(100), spacing: .flexible(0)), Counts([3]))
            #expect((0..<3).compactMap { frame(flexible, $0)?.minX } == [0, 145, 290])
        }
    }

    /// Flexible edge spacing on both sides of three 100-point items shares the 90 points left
    /// among the six edges (15 each); a fixed top edge spacing moves the item down in its group.
    @Test func edgeSpacingTakesRoomAroundTheItem() {
        withUIKitStage { _, root in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .absolute(40)))
            item.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(0), top: .fixed(5), trailing: .flexible(0), bottom: nil)
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [item])
            let cv = host(root, UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)), Counts([3]))
            #expect(frame(cv, 0) == CGRect(x: 15, y: 5, width: 100, height: 40))
            #expect(frame(cv, 1) == CGRect(x: 145, y: 5, width: 100, height: 40))
            #expect(frame(cv, 2) == CGRect(x: 275, y: 5, width: 100, height: 40))
        }
    }

    /// A section provider asked for each section with the layout's environment: a list section
    /// (44-point rows), then a grid whose column count comes from
    /// `environment.container.effectiveContentSize.width` (390 / 130 = 3), 20 points below
    /// (`interSectionSpacing`).
    @Test func aSectionProviderVariesBySectionIndex() {
        withUIKitStage { _, root in
            var asked: [(Int, CGFloat)] = []
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = 20
            let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, environment in
                let width = environment.container.effectiveContentSize.width
                asked.append((index, width))
                if index == 0 {
                    let group = NSCollectionLayoutGroup.vertical(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)), subitems: [fullItem()])
                    return NSCollectionLayoutSection(group: group)
                }
                let columns = Int(width / 130)
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(130)),
                    subitem: fullItem(), count: columns)
                return NSCollectionLayoutSection(group: group)
            }, configuration: configuration)
            let cv = host(root, layout, Counts([2, 4]))
            #expect(asked.map(\.0) == [0, 1] && asked.allSatisfy { $0.1 == 390 })
            #expect(frame(cv, 0) == CGRect(x: 0, y: 0, width: 390, height: 44))
            #expect(frame(cv, 1) == CGRect(x: 0, y: 44, width: 390, height: 44))
            #expect(frame(cv, 0, 1) == CGRect(x: 0, y: 108, width: 130, height: 130))
            #expect(frame(cv, 2, 1) == CGRect(x: 260, y: 108, width: 130, height: 130))
            #expect(frame(cv, 3, 1) == CGRect(x: 0, y: 238, width: 130, height: 130))
            #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 368))
        }
    }

    /// An orthogonally scrolling section lays its groups left to right in one row as tall as a
    /// group: half of the 358-point content width each, 10 apart, from the leading inset; the
    /// next section starts below that one row. Items past the collection's width have no cells.
    /// `.groupPagingCentered` starts with the first group centred.
    @Test func orthogonalSectionsLayTheirGroupsInOneRow() {
        withUIKitStage { _, root in
            func section(_ behavior: UICollectionLayoutSectionOrthogonalScrollingBehavior) -> NSCollectionLayoutSection {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .absolute(120)), subitems: [fullItem()])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = behavior
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                return section
            }
            let layout = UICollectionViewCompositionalLayout { index, _ in section(index == 0 ? .continuous : .groupPagingCentered) }
            let cv = host(root, layout, Counts([4, 2]))
            #expect((0..<4).compactMap { frame(cv, $0) } == [16, 205, 394, 583].map { CGRect(x: $0, y: 0, width: 179, height: 120) })
            #expect(frame(cv, 0, 1) == CGRect(x: 105.5, y: 120, width: 179, height: 120))
            #expect(frame(cv, 1, 1) == CGRect(x: 294.5, y: 120, width: 179, height: 120))
            #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 240))
            #expect(cv.indexPathsForVisibleItems == [IndexPath(item: 0, section: 0), IndexPath(item: 1, section: 0), IndexPath(item: 0, section: 1), IndexPath(item: 1, section: 1)])
        }
    }

    /// A header and a footer per section: the header at the section's top (40), then the top
    /// inset (10), the rows (50, 5 apart), the bottom inset (10) and the footer (30); across,
    /// they follow the leading and trailing insets (16) by default, and span the section
    /// without. The data source is asked for their views, at [section, 0].
    @Test func headersAndFootersTakeTheirRoomAroundTheInsets() throws {
        try withUIKitStage { _, root in
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [fullItem()])
            let section = NSCollectionLayoutSection(group: group)
            section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 16, bottom: 10, trailing: 16)
            section.interGroupSpacing = 5
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top),
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(30)),
                    elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom),
            ]
            let layout = UICollectionViewCompositionalLayout(section: section)
            let data = Counts([2, 2])
            let cv = host(root, layout, data, kinds: [UICollectionView.elementKindSectionHeader, UICollectionView.elementKindSectionFooter])
            let header = UICollectionView.elementKindSectionHeader, footer = UICollectionView.elementKindSectionFooter
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 16, y: 0, width: 358, height: 40))
            #expect(frame(cv, 0) == CGRect(x: 16, y: 50, width: 358, height: 50))
            #expect(frame(cv, 1) == CGRect(x: 16, y: 105, width: 358, height: 50))
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: footer, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 16, y: 165, width: 358, height: 30))
            let second = try #require(layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 1)))
            #expect(second.frame == CGRect(x: 16, y: 195, width: 358, height: 40))
            #expect(second.representedElementCategory == .supplementaryView && second.representedElementKind == header)
            #expect(layout.collectionViewContentSize.height == 390)
            let elements = try #require(layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 390, height: 45)))
            #expect(elements.contains { $0.representedElementKind == header && $0.indexPath == IndexPath(item: 0, section: 0) })
            #expect(data.supplementaryAsked.contains("\(header) 0.0") && data.supplementaryAsked.contains("\(footer) 1.0"))
            #expect(cv.supplementaryView(forElementKind: header, at: IndexPath(item: 0, section: 1))?.frame == second.frame)

            section.supplementariesFollowContentInsets = false
            layout.invalidateLayout()
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 390, height: 40))
        }
    }

    /// A pinned header stays at the top of the visible bounds while its section (0…190) is on
    /// screen, pushed up by the section's end, above the cells.
    @Test func pinnedHeadersFollowTheVisibleBounds() throws {
        try withUIKitStage { _, root in
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(50)), subitems: [fullItem()])
            let section = NSCollectionLayoutSection(group: group)
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), elementKind: "header", alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            let layout = UICollectionViewCompositionalLayout(section: section)
            // Sections: header 0…40, rows 40…190; then 190…380.
            let cv = host(root, layout, Counts([3, 3]), size: CGSize(width: 390, height: 200), kinds: ["header"])
            let path = IndexPath(item: 0, section: 0)
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: path)?.frame.minY == 0)
            cv.contentOffset = CGPoint(x: 0, y: 100)
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: path)?.frame.minY == 100)
            #expect(cv.supplementaryView(forElementKind: "header", at: path)?.frame.minY == 100)
            #expect((layout.layoutAttributesForSupplementaryView(ofKind: "header", at: path)?.zIndex ?? 0) >= 1024)
            cv.contentOffset = CGPoint(x: 0, y: 170)
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: path)?.frame.minY == 150)
            #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 10, width: 390, height: 200)))
        }
    }

    /// Scrolling horizontally swaps the axes: a leading header 50 wide takes the section's start,
    /// columns of two equally tall items (10 apart) follow left to right 20 apart; the content is
    /// as tall as the collection.
    @Test func horizontalScrollDirectionSwapsTheAxes() {
        withUIKitStage { _, root in
            let group = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)), subitem: fullItem(), count: 2)
            group.interItemSpacing = .fixed(10)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 20
            section.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(50), heightDimension: .fractionalHeight(1)), elementKind: "header",
                    alignment: .leading)
            ]
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.scrollDirection = .horizontal
            let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
            let cv = host(root, layout, Counts([5]), size: CGSize(width: 390, height: 300), kinds: ["header"])
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 50, height: 300))
            #expect(frame(cv, 0) == CGRect(x: 50, y: 0, width: 100, height: 145))
            #expect(frame(cv, 1) == CGRect(x: 50, y: 155, width: 100, height: 145))
            #expect(frame(cv, 2) == CGRect(x: 170, y: 0, width: 100, height: 145))
            #expect(frame(cv, 4) == CGRect(x: 290, y: 0, width: 100, height: 145))
            #expect(layout.collectionViewContentSize == CGSize(width: 390, height: 300))
            #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 390, height: 250)))
            #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 40, y: 0, width: 390, height: 300)))
        }
    }

    /// `.automatic` (the default) keeps the content clear of the safe area across the scrolling
    /// axis: a horizontally scrolling collection under the status bar starts its items below
    /// it, and the environment says so; `.none` does not. Safe-area insets that arrive after the
    /// layout was prepared (the controller's `additionalSafeAreaInsets`) lay it out again.
    @Test func contentInsetsReferenceKeepsTheContentClearOfTheSafeArea() {
        withUIKitStage { _, root in
            var seen: [CGFloat] = []
            func layout(_ reference: UIContentInsetsReference) -> UICollectionViewCompositionalLayout {
                let configuration = UICollectionViewCompositionalLayoutConfiguration()
                configuration.scrollDirection = .horizontal
                configuration.contentInsetsReference = reference
                return UICollectionViewCompositionalLayout(sectionProvider: { _, environment in
                    seen.append(environment.container.effectiveContentInsets.top)
                    let group = NSCollectionLayoutGroup.vertical(
                        layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(100), heightDimension: .fractionalHeight(1)), subitems: [fullItem()])
                    return NSCollectionLayoutSection(group: group)
                }, configuration: configuration)
            }
            let automatic = host(root, layout(.automatic), Counts([1]), size: CGSize(width: 390, height: 300), at: .zero)
            let top = automatic.safeAreaInsets.top
            #expect(top > 0 && seen.last == top)
            #expect(frame(automatic, 0) == CGRect(x: 0, y: top, width: 100, height: 300 - top))
            let none = host(root, layout(.none), Counts([1]), size: CGSize(width: 390, height: 300), at: .zero)
            #expect(frame(none, 0) == CGRect(x: 0, y: 0, width: 100, height: 300))

            let vertical = host(root, UICollectionViewCompositionalLayout(section: threeColumnSection()), Counts([3]))
            #expect(frame(vertical, 0)?.minX == 16)
            root.additionalSafeAreaInsets = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20)
            vertical.setNeedsLayout()
            vertical.layoutIfNeeded()
            #expect(vertical.safeAreaInsets.left == 20)
            #expect(near(frame(vertical, 0), CGRect(x: 36, y: 16, width: 298.0 / 3, height: 100)))  // (350 − 32 − 20) / 3
        }
    }

    /// The photo grid, presented full screen: on a 390-point screen, two columns of 175-point
    /// squares (half the 350-point group, which is as tall as half its width), from the
    /// section's 20-point insets, each cell inset 2 points; nine photos make five rows.
    @Test func aControllerAsAppsWriteIt() throws {
        try withUIKitStage { sim, root in
            let grid = PhotoGrid()
            grid.modalPresentationStyle = .fullScreen
            root.present(grid, animated: false)
            try sim.runUntilIdle()
            let cv = try #require(grid.collectionView)
            #expect(cv.bounds.width == 390)
            #expect(frame(cv, 0) == CGRect(x: 22, y: 22, width: 171, height: 171))
            #expect(frame(cv, 1) == CGRect(x: 197, y: 22, width: 171, height: 171))
            #expect(frame(cv, 2) == CGRect(x: 22, y: 197, width: 171, height: 171))
            #expect(frame(cv, 8) == CGRect(x: 22, y: 722, width: 171, height: 171))
            #expect(cv.contentSize == CGSize(width: 390, height: 915))
            #expect(cv.visibleCells.count == 9 && sim.violations.isEmpty)
        }
    }

    /// A list layout (iOS 14): full-width rows of an estimated (so, in the model, exact) 44
    /// points, a supplementary header per section; the appearance and separators are stored.
    @Test func listLayoutsStackRowsUnderHeaders() {
        withUIKitStage { _, root in
            var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
            configuration.headerMode = .supplementary
            configuration.showsSeparators = false
            configuration.trailingSwipeActionsConfigurationProvider = { _ in nil }
            let layout = UICollectionViewCompositionalLayout.list(using: configuration)
            let header = UICollectionView.elementKindSectionHeader
            let cv = host(root, layout, Counts([3, 1]), kinds: [header])
            #expect(configuration.appearance == .insetGrouped && !configuration.showsSeparators)
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 390, height: 44))
            #expect(frame(cv, 2) == CGRect(x: 0, y: 132, width: 390, height: 44))
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: header, at: IndexPath(item: 0, section: 1))?.frame.minY == 176)
            #expect(frame(cv, 0, 1) == CGRect(x: 0, y: 220, width: 390, height: 44))
            #expect(cv.contentSize.height == 264)
        }
    }

    /// A batch update prepares the layout again from the new counts: an item inserted at the top
    /// pushes the rows down a row (their cells stay theirs and slide there).
    @Test func batchUpdatesLayOutTheNewCounts() throws {
        try withUIKitStage { sim, root in
            let data = Counts([3])
            let cv = host(root, UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .plain)), data)
            let first = try #require(cv.cellForItem(at: IndexPath(item: 0, section: 0)))
            cv.performBatchUpdates({
                data.counts = [4]
                cv.insertItems(at: [IndexPath(item: 0, section: 0)])
            })
            try sim.runUntilIdle()
            #expect(cv.cellForItem(at: IndexPath(item: 1, section: 0)) === first)
            #expect(first.frame == CGRect(x: 0, y: 44, width: 390, height: 44))
            #expect(frame(cv, 3) == CGRect(x: 0, y: 132, width: 390, height: 44) && cv.contentSize.height == 176)
            #expect(sim.violations.isEmpty)
        }
    }

    /// In a real collection view the cells take the layout's frames, and a narrower collection
    /// lays out again: (300 − 32 − 20) / 3 per item.
    @Test func cellsTakeTheFramesAndANewWidthLaysOutAgain() throws {
        try withUIKitStage { sim, root in
            let layout = UICollectionViewCompositionalLayout(section: threeColumnSection())
            let cv = host(root, layout, Counts([7]))
            #expect(cv.contentSize == CGSize(width: 390, height: 348))
            #expect(cv.visibleCells.count == 7)
            let w = 338.0 / 3
            let cell = try #require(cv.cellForItem(at: IndexPath(item: 4, section: 0)))
            #expect(near(cell.frame, CGRect(x: 26 + w, y: 124, width: w, height: 100)))
            #expect(cv.indexPathForItem(at: CGPoint(x: 20, y: 240)) == IndexPath(item: 6, section: 0))
            #expect(!layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 20, width: 390, height: 600)))
            #expect(layout.shouldInvalidateLayout(forBoundsChange: CGRect(x: 0, y: 0, width: 300, height: 600)))
            cv.frame = CGRect(x: 0, y: 100, width: 300, height: 600)
            cv.layoutIfNeeded()
            let narrow = 248.0 / 3
            #expect(near(cv.cellForItem(at: IndexPath(item: 4, section: 0))?.frame, CGRect(x: 26 + narrow, y: 124, width: narrow, height: 100)))
            #expect(cv.contentSize.width == 300)
            #expect(sim.violations.isEmpty)
        }
    }

    /// A custom group places its items at the frames its provider computes from the group's
    /// container (390 × 100), relative to the group; z-indexes pass to the attributes.
    @Test func customGroupsPlaceItemsWhereTheProviderSays() {
        withUIKitStage { _, root in
            var widths: [CGFloat] = []
            let group = NSCollectionLayoutGroup.custom(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100))
            ) { environment in
                let size = environment.container.contentSize
                widths.append(size.width)
                return [
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: 0, y: 0, width: size.width / 2, height: size.height)),
                    NSCollectionLayoutGroupCustomItem(frame: CGRect(x: size.width / 2, y: 0, width: size.width / 2, height: 50), zIndex: 3),
                ]
            }
            let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
            let cv = host(root, layout, Counts([3]))
            #expect(widths.allSatisfy { $0 == 390 } && !widths.isEmpty)
            #expect(frame(cv, 0) == CGRect(x: 0, y: 0, width: 195, height: 100))
            #expect(frame(cv, 1) == CGRect(x: 195, y: 0, width: 195, height: 50))
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 3)
            #expect(frame(cv, 2) == CGRect(x: 0, y: 100, width: 195, height: 100))
        }
    }

    /// A badge anchored to an item's top-trailing corner with a fractional offset of
    /// (0.5, −0.5) has its centre on the corner; the layout's own header comes before every
    /// section; a background decoration covers its section.
    @Test func badgesLayoutHeadersAndBackgrounds() {
        withUIKitStage { _, root in
            let badge = NSCollectionLayoutSupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(20), heightDimension: .absolute(20)), elementKind: "badge",
                containerAnchor: NSCollectionLayoutAnchor(edges: [.top, .trailing], fractionalOffset: CGPoint(x: 0.5, y: -0.5)))
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)), supplementaryItems: [badge])
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)), subitems: [item])
            let section = NSCollectionLayoutSection(group: group)
            section.decorationItems = [.background(elementKind: "background")]
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.boundarySupplementaryItems = [
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(60)), elementKind: "banner",
                    alignment: .top)
            ]
            let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
            let cv = host(root, layout, Counts([2]), kinds: ["badge", "banner"])
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: "banner", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 390, height: 60))
            #expect(frame(cv, 1) == CGRect(x: 195, y: 60, width: 195, height: 100))
            #expect(layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 380, y: 50, width: 20, height: 20))
            #expect(layout.layoutAttributesForDecorationView(ofKind: "background", at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 60, width: 390, height: 100))
            #expect(layout.collectionViewContentSize.height == 160)
            #expect(cv.visibleSupplementaryViews(ofKind: "badge").count == 2)
        }
    }

    /// Setting the configuration keeps a copy and lays out again.
    @Test func settingTheConfigurationInvalidates() {
        withUIKitStage { _, root in
            let layout = UICollectionViewCompositionalLayout(section: threeColumnSection())
            let cv = host(root, layout, Counts([3, 3]))
            #expect(frame(cv, 0, 1)?.minY == 148)  // section 0 is 16 + 100 + 16 = 132 tall
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = 20
            layout.configuration = configuration
            #expect(frame(cv, 0, 1)?.minY == 168)
            #expect(cv.contentSize.height == 284)
        }
    }

    /// A section's visible-items handler sees the cells on screen and the content offset, and
    /// what it changes is what the cells show.
    @Test func visibleItemsHandlersChangeTheCellsOnScreen() throws {
        try withUIKitStage { _, root in
            var seen: [[Int]] = []
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(300), heightDimension: .absolute(100)), subitems: [fullItem()])
            let section = NSCollectionLayoutSection(group: group)
            section.orthogonalScrollingBehavior = .continuous
            section.visibleItemsInvalidationHandler = { items, offset, environment in
                seen.append(items.map(\.indexPath.item))
                #expect(offset == .zero && environment.container.contentSize.width == 390)
                for item in items where item.indexPath.item == 1 {
                    item.transform = CGAffineTransform(scaleX: 0.8, y: 0.8)
                    item.alpha = 0.5
                }
            }
            let cv = host(root, UICollectionViewCompositionalLayout(section: section), Counts([3]))
            #expect(seen.last == [0, 1])
            let second = try #require(cv.cellForItem(at: IndexPath(item: 1, section: 0)))
            #expect(second.transform == CGAffineTransform(scaleX: 0.8, y: 0.8) && second.alpha == 0.5)
        }
    }
}

/// Bad input never traps and never makes a NaN frame.
@Suite struct CompositionalLayoutBadInputTests {
    /// NaN, infinite and negative dimensions, spacings and insets count as 0; a count of 0 or
    /// less makes one item a group; a section provider returning nil leaves its section out
    /// (recorded: UIKit raises); a custom group's NaN frame is empty; a zero-size collection
    /// gives fractional dimensions of 0.
    @Test func badValuesClampAndNothingIsNaN() {
        withUIKitStage { sim, root in
            let weird = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(.nan), heightDimension: .absolute(-5)))
            weird.contentInsets = NSDirectionalEdgeInsets(top: .nan, leading: .infinity, bottom: -3, trailing: 1e300)
            weird.edgeSpacing = NSCollectionLayoutEdgeSpacing(leading: .flexible(.nan), top: .fixed(.infinity), trailing: .fixed(-2), bottom: nil)
            let zeroCount = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(40)), subitem: fullItem(), count: 0)
            zeroCount.interItemSpacing = .fixed(.nan)
            let negativeCount = NSCollectionLayoutGroup.vertical(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(.infinity), heightDimension: .estimated(.nan)), subitem: weird, count: -2)
            let huge = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1e308), heightDimension: .absolute(1e308)),
                subitems: [NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(0)))])
            huge.interItemSpacing = .flexible(.infinity)
            let custom = NSCollectionLayoutGroup.custom(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalHeight(2), heightDimension: .absolute(10))
            ) { _ in [NSCollectionLayoutGroupCustomItem(frame: CGRect(x: CGFloat.nan, y: 0, width: .infinity, height: 1))] }
            let configuration = UICollectionViewCompositionalLayoutConfiguration()
            configuration.interSectionSpacing = -.infinity
            let layout = UICollectionViewCompositionalLayout(sectionProvider: { index, _ in
                let groups = [zeroCount, negativeCount, huge, custom]
                guard index < groups.count else { return nil }
                let section = NSCollectionLayoutSection(group: groups[index])
                section.interGroupSpacing = .nan
                section.contentInsets = NSDirectionalEdgeInsets(top: -10, leading: .nan, bottom: .infinity, trailing: 5)
                section.orthogonalScrollingBehavior = index == 2 ? .paging : .none
                return section
            }, configuration: configuration)
            let cv = host(root, layout, Counts([3, 2, 5, 2, 4]))
            let frames = (0..<5).flatMap { s in (0..<5).compactMap { frame(cv, $0, s) } }
            #expect(frames.allSatisfy { [$0.minX, $0.minY, $0.width, $0.height].allSatisfy(\.isFinite) })
            #expect(frame(cv, 2, 0) != nil && frame(cv, 0, 4) == nil)
            #expect(frame(cv, 1, 0)?.minY != frame(cv, 0, 0)?.minY)  // one item a row: the count was taken as 1
            let size = layout.collectionViewContentSize
            #expect(size.width.isFinite && size.height.isFinite)
            #expect(sim.violations.filter { $0.detail.contains("section provider") }.count == 1)
            cv.reloadData()
            #expect(sim.violations.filter { $0.detail.contains("section provider") }.count == 1)

            let empty = host(root, UICollectionViewCompositionalLayout(section: threeColumnSection()), Counts([4]), size: .zero)
            #expect((0..<4).compactMap { frame(empty, $0) }.allSatisfy { $0.width == 0 && $0.minX.isFinite })
        }
    }
}
