import Foundation
import Testing

@testable import Transitions

private final class CardCell: CollectionViewCell {
    var configured = 0
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError() }
    override func prepareForReuse() { configured = 0 }
}

private final class RowCell: TableViewCell {
    override init(style: CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { fatalError() }
}

private final class Rows: TableViewDataSource, TableViewDelegate {
    var count = 30
    var selected: [IndexPath] = []
    func tableView(_ t: TableView, numberOfRowsInSection s: Int) -> Int { count }
    func tableView(_ t: TableView, cellForRowAt p: IndexPath) -> TableViewCell { t.dequeueReusableCell(withIdentifier: "row", for: p) }
    func tableView(_ t: TableView, heightForRowAt p: IndexPath) -> CGFloat { p.row == 0 ? 100 : 50 }
    func tableView(_ t: TableView, didSelectRowAt p: IndexPath) { selected.append(p) }
}

private final class Cards: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    func collectionView(_ c: CollectionView, numberOfItemsInSection s: Int) -> Int { 40 }
    func collectionView(_ c: CollectionView, cellForItemAt p: IndexPath) -> CollectionViewCell {
        let cell = c.dequeueReusableCell(withReuseIdentifier: "card", for: p)
        (cell as? CardCell)?.configured += 1
        return cell
    }
}

@Suite struct TableAndCollectionViewTests {
    /// UIKit's built-in cell labels: `textLabel` always, `detailTextLabel` only for the styles
    /// that have one; both live in the content view.
    @Test func builtInCellLabels() {
        _ = Simulation()
        let plain = TableViewCell(style: .default, reuseIdentifier: "c")
        plain.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        plain.textLabel?.text = "Title"
        #expect(plain.textLabel?.superview === plain.contentView && plain.textLabel?.text == "Title")
        #expect(plain.detailTextLabel == nil)
        let sub = TableViewCell(style: .subtitle, reuseIdentifier: "c")
        #expect(sub.detailTextLabel != nil && sub.detailTextLabel?.superview === sub.contentView)
    }

    @Test func tableRowsStackByHeightAndScrollOnScreen() throws {
        let sim = Simulation()
        let window = Window(sim)
        let table = TableView(sim, frame: CGRect(x: 0, y: 100, width: 390, height: 400))
        window.addSubview(table)
        let rows = Rows()
        table.register(RowCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        table.delegate = rows
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 390, height: 100))
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 200, width: 390, height: 50))
        #expect(table.contentSize == CGSize(width: 390, height: 100 + 29 * 50))
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(0...6))  // 0..<100, then 50 each up to 400
        let cell = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(cell is RowCell && cell.frameInWindow == CGRect(x: 0, y: 300, width: 390, height: 50))
        #expect(cell.contentView.frame == cell.bounds)
        table.contentOffset = CGPoint(x: 0, y: 120)
        #expect(cell.frameInWindow.minY == 180)  // moved with the content
        #expect(table.indexPathsForVisibleRows?.first?.row == 1 && table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil)
        // Scrolled far: cells are reused, not multiplied.
        table.contentOffset = CGPoint(x: 0, y: 1000)
        #expect(table.visibleCells.count <= 10 && table.subviews.count <= 12)
        table.tapRow(at: IndexPath(row: 20, section: 0))
        #expect(rows.selected == [IndexPath(row: 20, section: 0)] && table.indexPathForSelectedRow?.row == 20)
        table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == table.maximumContentOffset.y)
    }

    @Test func reloadDataReadsTheDataSourceAgain() {
        let sim = Simulation()
        let table = TableView(sim, frame: CGRect(x: 0, y: 0, width: 100, height: 400))
        let rows = Rows()
        rows.count = 2
        table.register(RowCell.self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        #expect(table.visibleCells.count == 2)
        rows.count = 5
        #expect(table.visibleCells.count == 2)
        table.reloadData()
        #expect(table.visibleCells.count == 5)
    }

    @Test func flowLayoutFillsLinesAndCellFramesConvertToTheWindow() throws {
        let sim = Simulation()
        let window = Window(sim)
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 150)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 20
        layout.sectionInset = EdgeInsets(top: 10, left: 20, bottom: 10, right: 20)
        let cv = CollectionView(sim, frame: CGRect(x: 0, y: 50, width: 390, height: 600), collectionViewLayout: layout)
        window.addSubview(cv)
        let cards = Cards()
        cv.register(CardCell.self, forCellWithReuseIdentifier: "card")
        cv.dataSource = cards
        cv.delegate = cards
        // 20 + 100 + 10 + 100 + 10 + 100 = 340 ≤ 370: three per line.
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame == CGRect(x: 240, y: 10, width: 100, height: 150))
        #expect(cv.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame == CGRect(x: 20, y: 180, width: 100, height: 150))
        let expectedHeight: CGFloat = 10 + 14 * 150 + 13 * 20 + 10  // 40 items: 14 lines
        #expect(cv.contentSize.height == expectedHeight)
        #expect(cv.indexPathsForVisibleItems.count == 12)  // lines at 10, 180, 350, 520 meet 0..<600
        let cell = try #require(cv.cellForItem(at: IndexPath(item: 4, section: 0)) as? CardCell)
        #expect(cell.convert(cell.bounds, to: nil) == CGRect(x: 130, y: 230, width: 100, height: 150))
        cv.contentOffset = CGPoint(x: 0, y: 170)
        #expect(cell.convert(cell.bounds, to: nil) == CGRect(x: 130, y: 60, width: 100, height: 150))
        #expect(cv.visibleCells.allSatisfy { $0.frame.maxY > cv.bounds.minY && $0.frame.minY < cv.bounds.maxY })
        #expect(cv.indexPathForItem(at: CGPoint(x: 150, y: 200)) == IndexPath(item: 4, section: 0))
    }

    @Test func scrollingReusesCells() {
        let sim = Simulation()
        let cv = CollectionView(sim, frame: CGRect(x: 0, y: 0, width: 390, height: 300), collectionViewLayout: CollectionViewFlowLayout())
        let cards = Cards()
        cv.register(CardCell.self, forCellWithReuseIdentifier: "card")
        cv.dataSource = cards
        let before = Set(cv.visibleCells.map(ObjectIdentifier.init))
        cv.contentOffset = CGPoint(x: 0, y: 300)
        let after = Set(cv.visibleCells.map(ObjectIdentifier.init))
        #expect(!before.isDisjoint(with: after) || before.count > 0)
        #expect(cv.subviews.count == cv.visibleCells.count)
        #expect(cv.visibleCells.allSatisfy { ($0 as? CardCell)?.configured == 1 })  // prepared for reuse, configured once
    }
}
