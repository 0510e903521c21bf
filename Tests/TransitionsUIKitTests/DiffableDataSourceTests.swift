import Foundation
import Testing
import TransitionsUIKit

// Diffable data sources (iOS 13) as apps write them: a menu of items in sections, a snapshot
// built and applied, cells made by a cell provider, and later snapshots applied with animation.

private enum Section: Hashable { case main, extra }

private struct MenuItem: Hashable {
    let name: String
}

private final class MenuCell: UICollectionViewCell {
    private(set) var item: MenuItem?
    var configurations = 0
    func configure(_ item: MenuItem) {
        self.item = item
        configurations += 1
    }
}

private final class HeaderView: UICollectionReusableView {
    var title = ""
}

private func items(_ names: String...) -> [MenuItem] { names.map(MenuItem.init) }

/// A 100-point-wide list of 50-point rows (a flow layout without spacing), with a diffable data
/// source whose cells are `MenuCell`s, in `root`'s view (not yet laid out).
private final class Menu {
    let collectionView: UICollectionView
    var dataSource: UICollectionViewDiffableDataSource<Section, MenuItem>!
    var provided = 0

    init(_ root: UIViewController, height: CGFloat = 400, header: CGFloat = 0) {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumLineSpacing = 0
        layout.headerReferenceSize = CGSize(width: 100, height: header)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: height), collectionViewLayout: layout)
        collectionView.register(MenuCell.self, forCellWithReuseIdentifier: "cell")
        dataSource = UICollectionViewDiffableDataSource<Section, MenuItem>(collectionView: collectionView) { [unowned self] collectionView, indexPath, item in
            self.provided += 1
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath) as! MenuCell
            cell.configure(item)
            return cell
        }
        root.view.addSubview(collectionView)
    }

    /// The visible cells' items, in index-path order.
    var shown: [String] { collectionView.visibleCells.compactMap { ($0 as? MenuCell)?.item?.name } }

    func cell(_ name: String) -> MenuCell? {
        guard let path = dataSource.indexPath(for: MenuItem(name: name)) else { return nil }
        return collectionView.cellForItem(at: path) as? MenuCell
    }
}

@Suite struct DiffableSnapshotTests {
    /// Counts, identifiers, indices and order as the snapshot's operations leave them.
    @Test func queriesFollowTheOperations() {
        var snapshot = NSDiffableDataSourceSnapshot<Section, MenuItem>()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0)
        snapshot.appendSections([.main])
        snapshot.appendItems(items("a", "b", "c"))  // nil: the last section
        snapshot.appendSections([.extra])
        snapshot.appendItems(items("x"), toSection: .extra)
        snapshot.insertItems(items("a0"), beforeItem: MenuItem(name: "a"))
        snapshot.insertItems(items("b1", "b2"), afterItem: MenuItem(name: "b"))
        #expect(snapshot.sectionIdentifiers == [.main, .extra])
        #expect(snapshot.itemIdentifiers(inSection: .main).map(\.name) == ["a0", "a", "b", "b1", "b2", "c"])
        #expect(snapshot.numberOfItems == 7 && snapshot.numberOfItems(inSection: .extra) == 1)
        #expect(snapshot.indexOfItem(MenuItem(name: "x")) == 6 && snapshot.indexOfItem(MenuItem(name: "b")) == 2)
        #expect(snapshot.indexOfItem(MenuItem(name: "nope")) == nil)
        #expect(snapshot.indexOfSection(.extra) == 1)
        #expect(snapshot.sectionIdentifier(containingItem: MenuItem(name: "x")) == .extra)

        snapshot.moveItem(MenuItem(name: "c"), beforeItem: MenuItem(name: "a0"))
        snapshot.moveItem(MenuItem(name: "a"), afterItem: MenuItem(name: "x"))  // into the other section
        snapshot.deleteItems(items("b1"))
        #expect(snapshot.itemIdentifiers.map(\.name) == ["c", "a0", "b", "b2", "x", "a"])
        #expect(snapshot.sectionIdentifier(containingItem: MenuItem(name: "a")) == .extra)

        snapshot.moveSection(.extra, beforeSection: .main)
        #expect(snapshot.sectionIdentifiers == [.extra, .main])
        #expect(snapshot.itemIdentifiers.map(\.name) == ["x", "a", "c", "a0", "b", "b2"])
        snapshot.moveSection(.extra, afterSection: .main)
        #expect(snapshot.sectionIdentifiers == [.main, .extra])

        snapshot.reloadItems(items("b"))
        snapshot.reconfigureItems(items("c", "x"))
        #expect(snapshot.reloadedItemIdentifiers.map(\.name) == ["b"])
        #expect(snapshot.reconfiguredItemIdentifiers.map(\.name) == ["c", "x"])

        snapshot.deleteSections([.extra])
        #expect(snapshot.sectionIdentifiers == [.main] && snapshot.numberOfItems == 4)
        #expect(snapshot.sectionIdentifier(containingItem: MenuItem(name: "x")) == nil)
        #expect(snapshot.reconfiguredItemIdentifiers.map(\.name) == ["c"])
        snapshot.insertSections([.extra], beforeSection: .main)
        #expect(snapshot.sectionIdentifiers == [.extra, .main] && snapshot.numberOfItems(inSection: .extra) == 0)

        snapshot.deleteAllItems()
        #expect(snapshot.numberOfSections == 0 && snapshot.numberOfItems == 0 && snapshot.itemIdentifiers.isEmpty)
    }

    /// What UIKit raises on is recorded as a rejected call and ignored: the snapshot is unchanged
    /// and nothing traps.
    @Test func badOperationsAreRecordedAndIgnored() {
        withUIKitStage { sim, _ in
            var snapshot = NSDiffableDataSourceSnapshot<Section, MenuItem>()
            snapshot.appendItems(items("a"))  // no section
            #expect(snapshot.numberOfItems == 0)
            snapshot.appendSections([.main])
            snapshot.appendItems(items("a", "b"), toSection: .main)
            let before = snapshot.itemIdentifiers
            snapshot.appendItems(items("c", "a"))  // "a" is already there
            snapshot.appendItems(items("d", "d"))  // twice in one call
            snapshot.appendItems(items("e"), toSection: .extra)  // unknown section
            snapshot.insertItems(items("f"), beforeItem: MenuItem(name: "nope"))
            snapshot.deleteItems(items("a", "nope"))
            snapshot.moveItem(MenuItem(name: "a"), afterItem: MenuItem(name: "a"))
            snapshot.reloadItems(items("nope"))
            snapshot.appendSections([.main])
            snapshot.deleteSections([.extra])
            #expect(snapshot.itemIdentifiers == before && snapshot.sectionIdentifiers == [.main])
            #expect(snapshot.reloadedItemIdentifiers.isEmpty)
            #expect(snapshot.numberOfItems(inSection: .extra) == 0)
            let rejected = sim.violations.filter { $0.detail.contains("NSInternalInconsistencyException") }
            #expect(rejected.count == 11)
            #expect(rejected.first?.detail.contains("appendItems(_:toSection:)") == true)
        }
    }
}

@Suite struct DiffableDataSourceTests {
    /// The applied snapshot shows as cells, each made by the cell provider for its item, placed by
    /// the flow layout; the data source became the collection view's.
    @Test func aCollectionViewShowsTheAppliedSnapshot() throws {
        try withUIKitStage { sim, root in
            let menu = Menu(root)
            #expect(menu.collectionView.dataSource === menu.dataSource)
            var snapshot = NSDiffableDataSourceSnapshot<Section, MenuItem>()
            snapshot.appendSections([.main, .extra])
            snapshot.appendItems(items("soup", "salad", "bread"), toSection: .main)
            snapshot.appendItems(items("cake"), toSection: .extra)
            var done = 0
            menu.dataSource.apply(snapshot, animatingDifferences: false) { done += 1 }
            menu.collectionView.layoutIfNeeded()
            #expect(menu.collectionView.numberOfSections == 2 && menu.collectionView.numberOfItems(inSection: 0) == 3)
            #expect(menu.shown == ["soup", "salad", "bread", "cake"])
            #expect(menu.collectionView.visibleCells.map(\.frame.minY) == [0, 50, 100, 150])
            #expect(menu.cell("cake")?.frame == CGRect(x: 0, y: 150, width: 100, height: 50))
            #expect(menu.dataSource.snapshot().itemIdentifiers == snapshot.itemIdentifiers)
            try sim.runUntilIdle()
            #expect(done == 1 && sim.violations.isEmpty)
        }
    }

    /// Item identifiers and index paths, section identifiers and indexes, in both directions.
    @Test func identifiersAndIndexPaths() throws {
        withUIKitStage { _, root in
            let menu = Menu(root)
            var snapshot = NSDiffableDataSourceSnapshot<Section, MenuItem>()
            snapshot.appendSections([.main, .extra])
            snapshot.appendItems(items("a", "b"), toSection: .main)
            snapshot.appendItems(items("c"), toSection: .extra)
            menu.dataSource.apply(snapshot)
            #expect(menu.dataSource.itemIdentifier(for: IndexPath(item: 0, section: 1)) == MenuItem(name: "c"))
            #expect(menu.dataSource.itemIdentifier(for: IndexPath(item: 2, section: 0)) == nil)
            #expect(menu.dataSource.indexPath(for: MenuItem(name: "b")) == IndexPath(item: 1, section: 0))
            #expect(menu.dataSource.indexPath(for: MenuItem(name: "z")) == nil)
            #expect(menu.dataSource.sectionIdentifier(for: 1) == .extra && menu.dataSource.sectionIdentifier(for: 2) == nil)
            #expect(menu.dataSource.index(for: .extra) == 1)
        }
    }

    /// An animated apply that deletes one item, inserts one and moves one: the cells end where the
    /// new snapshot says, the surviving items keep their cells (the moved one too), the deleted
    /// item's cell leaves, and the completion runs once, when the animation ends.
    @Test func anAnimatedApplyDeletesInsertsAndMoves() throws {
        try withUIKitStage { sim, root in
            let menu = Menu(root)
            var first = NSDiffableDataSourceSnapshot<Section, MenuItem>()
            first.appendSections([.main])
            first.appendItems(items("a", "b", "c", "d", "e"))
            menu.dataSource.apply(first, animatingDifferences: false)
            menu.collectionView.layoutIfNeeded()
            try sim.runUntilIdle()
            let before = Dictionary(uniqueKeysWithValues: ["a", "b", "c", "d", "e"].map { ($0, menu.cell($0)) })

            var next = menu.dataSource.snapshot()
            next.deleteItems(items("b"))
            next.appendItems(items("f"))
            next.moveItem(MenuItem(name: "e"), beforeItem: MenuItem(name: "a"))  // e a c d f
            var done = 0
            menu.dataSource.apply(next) { done += 1 }
            #expect(menu.collectionView.numberOfItems(inSection: 0) == 5)
            sim.advance(by: 0.15)
            let midway = before["e"]??.layer.presentation()?.frame.minY ?? 0
            #expect(midway > 0 && midway < 200)  // e slides up from 200 towards 0
            #expect(done == 0)
            try sim.runUntilIdle()
            #expect(done == 1)
            #expect(before["b"]??.superview == nil)
            #expect(menu.shown == ["e", "a", "c", "d", "f"])
            for name in ["a", "c", "d", "e"] { #expect(menu.cell(name) === before[name]!) }
            #expect(menu.collectionView.visibleCells.map(\.frame.minY) == [0, 50, 100, 150, 200])
            #expect(menu.cell("e")?.frame.minY == 0 && menu.cell("f")?.item == MenuItem(name: "f"))
            #expect(sim.violations.isEmpty)
        }
    }

    /// Without animation the difference is applied at once (iOS 15: cells kept, no reload); the
    /// completion waits for the next turn of the event loop. `applySnapshotUsingReloadData` makes
    /// every cell again.
    @Test func applyingWithoutAnimationKeepsCellsAndReloadingMakesThemAgain() throws {
        try withUIKitStage { sim, root in
            let menu = Menu(root)
            var snapshot = NSDiffableDataSourceSnapshot<Section, MenuItem>()
            snapshot.appendSections([.main])
            snapshot.appendItems(items("a", "b", "c"))
            menu.dataSource.apply(snapshot, animatingDifferences: false)
            menu.collectionView.layoutIfNeeded()
            let c = menu.cell("c")
            snapshot.deleteItems(items("a"))
            var done = 0
            menu.dataSource.apply(snapshot, animatingDifferences: false) { done += 1 }
            #expect(done == 0)
            #expect(menu.cell("c") === c && c?.frame.minY == 50 && c?.layer.presentation()?.frame.minY ?? 50 == 50)
            try sim.runUntilIdle()
            #expect(done == 1 && menu.shown == ["b", "c"])

            menu.dataSource.applySnapshotUsingReloadData(snapshot) { done += 1 }
            #expect(menu.cell("c") !== c && menu.shown == ["b", "c"])
            try sim.runUntilIdle()
            #expect(done == 2 && sim.violations.isEmpty)
        }
    }

    /// A reconfigured item is configured again in the cell it has; a reloaded one gets a new cell.
    @Test func reconfigureKeepsTheCellAndReloadReplacesIt() throws {
        try withUIKitStage { sim, root in
            let menu = Menu(root)
            var snapshot = NSDiffableDataSourceSnapshot<Section, MenuItem>()
            snapshot.appendSections([.main])
            snapshot.appendItems(items("a", "b", "c"))
            menu.dataSource.apply(snapshot, animatingDifferences: false)
            menu.collectionView.layoutIfNeeded()
            let a = try #require(menu.cell("a")), b = try #require(menu.cell("b"))
            let configured = a.configurations
            snapshot.reconfigureItems(items("a"))
            snapshot.reloadItems(items("b"))
            menu.dataSource.apply(snapshot)
            #expect(menu.cell("a") === a && a.configurations == configured + 1)
            try sim.runUntilIdle()
            #expect(menu.cell("b") !== b && menu.cell("b")?.item == MenuItem(name: "b"))
            #expect(menu.dataSource.snapshot().reconfiguredItemIdentifiers.isEmpty)
            #expect(sim.violations.isEmpty)
        }
    }

    /// Sections inserted, deleted and moved in one animated apply: the items end in their new
    /// sections, and the layout's headers come from the supplementary view provider.
    @Test func sectionsAndSupplementaryViews() throws {
        try withUIKitStage { sim, root in
            let menu = Menu(root, height: 600, header: 20)
            menu.collectionView.register(HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader, withReuseIdentifier: "header")
            let provider: UICollectionViewDiffableDataSource<Section, MenuItem>.SupplementaryViewProvider = { [unowned menu] collectionView, kind, indexPath in
                let header = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath) as! HeaderView
                header.title = "\(menu.dataSource.sectionIdentifier(for: indexPath.section)!)"
                return header
            }
            menu.dataSource.supplementaryViewProvider = provider
            var snapshot = NSDiffableDataSourceSnapshot<Section, MenuItem>()
            snapshot.appendSections([.main])
            snapshot.appendItems(items("a", "b"))
            menu.dataSource.apply(snapshot)
            menu.collectionView.layoutIfNeeded()
            func headers() -> [String] {
                menu.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).compactMap { ($0 as? HeaderView)?.title }
            }
            #expect(headers() == ["main"])
            snapshot.insertSections([.extra], beforeSection: .main)
            snapshot.appendItems(items("z"), toSection: .extra)
            snapshot.moveItem(MenuItem(name: "b"), beforeItem: MenuItem(name: "z"))
            var done = 0
            menu.dataSource.apply(snapshot) { done += 1 }
            try sim.runUntilIdle()
            #expect(done == 1 && menu.shown == ["b", "z", "a"])
            #expect(headers() == ["extra", "main"])
            #expect(menu.cell("a")?.frame.minY == 140)  // header, b and z, header
            #expect(sim.violations.isEmpty)

            menu.dataSource.supplementaryViewProvider = nil
            menu.collectionView.reloadData()
            #expect(sim.violations.contains { $0.detail.contains("supplementaryViewProvider") })
        }
    }

    /// Random snapshots applied one after another, animated or not: the cells always show the
    /// snapshot's items in its order, with no update refused.
    @Test func randomAppliesAlwaysShowTheSnapshot() throws {
        try withUIKitStage { sim, root in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 50)
            layout.minimumLineSpacing = 0
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 1000), collectionViewLayout: layout)
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: cv) { cv, indexPath, item in
                let cell = cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
                cell.tag = item
                return cell
            }
            root.view.addSubview(cv)
            var seed: UInt64 = 7
            func random(_ n: Int) -> Int {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((seed >> 33) % UInt64(n))
            }
            func shuffled(_ values: [Int]) -> [Int] {
                var v = values
                for i in v.indices.reversed() where i > 0 { v.swapAt(i, random(i + 1)) }
                return v
            }
            for round in 0..<40 {
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                let sections = shuffled((0..<4).filter { _ in random(3) > 0 })
                snapshot.appendSections(sections)
                if !sections.isEmpty {
                    for item in shuffled((0..<12).filter { _ in random(4) > 0 }) {
                        snapshot.appendItems([item], toSection: sections[random(sections.count)])
                    }
                }
                if let reloaded = snapshot.itemIdentifiers.first, random(3) == 0 { snapshot.reloadItems([reloaded]) }
                if let reconfigured = snapshot.itemIdentifiers.last, random(3) == 0 { snapshot.reconfigureItems([reconfigured]) }
                dataSource.apply(snapshot, animatingDifferences: round % 3 != 0)
                cv.layoutIfNeeded()
                try sim.runUntilIdle()
                #expect(cv.numberOfSections == sections.count)
                #expect(cv.visibleCells.map(\.tag) == snapshot.itemIdentifiers, "round \(round)")
                #expect(cv.visibleCells.map(\.frame.minY) == snapshot.itemIdentifiers.indices.map { CGFloat($0) * 50 }, "round \(round)")
            }
            #expect(sim.violations.isEmpty)
        }
    }
}

/// A table's data source with section titles, as apps subclass it.
private final class TitledDataSource: UITableViewDiffableDataSource<Section, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section) == .extra ? "Extra" : nil
    }
}

/// A reorderable, deletable list, as apps subclass the data source for editing.
private final class EditableDataSource: UITableViewDiffableDataSource<Section, String> {
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete, let name = itemIdentifier(for: indexPath) else { return }
        var snapshot = snapshot()
        snapshot.deleteItems([name])
        apply(snapshot)
    }
}

/// Rows in sections, as apps keep them for a plain data source.
private final class Shelves: NSObject, UITableViewDataSource {
    var shelves: [[String]]
    init(_ shelves: [[String]]) { self.shelves = shelves }
    func numberOfSections(in tableView: UITableView) -> Int { shelves.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shelves[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = shelves[indexPath.section][indexPath.row]
        return cell
    }
}

private func makeTable(_ root: UIViewController) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
    root.view.addSubview(table)
    return table
}

@Suite struct TableDiffableDataSourceTests {
    /// A table shows the snapshot; an animated apply deletes, inserts and moves rows and adds a
    /// titled section: surviving rows keep their cells and slide, the completion runs once after.
    @Test func aTableShowsTheSnapshotAndAnimatesItsDifferences() throws {
        try withUIKitStage { sim, root in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            let dataSource = TitledDataSource(tableView: table) { tableView, indexPath, name in
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = name
                return cell
            }
            #expect(table.dataSource === dataSource && dataSource.defaultRowAnimation == .automatic)
            root.view.addSubview(table)
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.main])
            snapshot.appendItems(["a", "b", "c", "d"])
            dataSource.apply(snapshot, animatingDifferences: false)
            table.layoutIfNeeded()
            func texts() -> [String] { table.visibleCells.compactMap { $0.textLabel?.text } }
            #expect(texts() == ["a", "b", "c", "d"])
            #expect(table.visibleCells.map(\.frame.minY) == [0, 44, 88, 132])
            let cells = Dictionary(uniqueKeysWithValues: table.visibleCells.map { ($0.textLabel!.text!, $0) })

            snapshot.deleteItems(["b"])
            snapshot.appendItems(["e"])
            snapshot.moveItem("d", beforeItem: "a")  // d a c e
            snapshot.appendSections([.extra])
            snapshot.appendItems(["x"], toSection: .extra)
            var done = 0
            dataSource.apply(snapshot) { done += 1 }
            #expect(!texts().contains("b"))  // its cell left (to the pool: it may show another row now)
            sim.advance(by: 0.15)
            #expect(done == 0)
            try sim.runUntilIdle()
            #expect(done == 1)
            #expect(texts() == ["d", "a", "c", "e", "x"])
            for name in ["a", "c", "d"] { #expect(table.cellForRow(at: dataSource.indexPath(for: name)!) === cells[name]) }
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.frame.minY == 0)
            #expect(table.headerView(forSection: 1)?.textLabel?.text == "Extra")
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)).minY == 204)  // 4 rows, a 28-point title header
            #expect(dataSource.itemIdentifier(for: IndexPath(row: 2, section: 0)) == "c")
            // Rows are not editable unless a subclass says so (UIKit's default).
            table.commitEdit(.delete, forRowAt: IndexPath(row: 0, section: 0))
            #expect(dataSource.snapshot().numberOfItems == 5)
            #expect(sim.violations.isEmpty)
        }
    }

    /// Random snapshots applied to a table one after another, animated or not: the rows always
    /// show the snapshot's items in its order, with no update refused.
    @Test func randomAppliesToATableAlwaysShowTheSnapshot() throws {
        try withUIKitStage { sim, root in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 1000), style: .plain)
            table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
            let dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { tableView, indexPath, item in
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.tag = item
                return cell
            }
            root.view.addSubview(table)
            table.layoutIfNeeded()
            var seed: UInt64 = 11
            func random(_ n: Int) -> Int {
                seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                return Int((seed >> 33) % UInt64(n))
            }
            func shuffled(_ values: [Int]) -> [Int] {
                var v = values
                for i in v.indices.reversed() where i > 0 { v.swapAt(i, random(i + 1)) }
                return v
            }
            for round in 0..<40 {
                var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
                let sections = shuffled((0..<4).filter { _ in random(3) > 0 })
                snapshot.appendSections(sections)
                if !sections.isEmpty {
                    for item in shuffled((0..<12).filter { _ in random(4) > 0 }) {
                        snapshot.appendItems([item], toSection: sections[random(sections.count)])
                    }
                }
                if let reloaded = snapshot.itemIdentifiers.first, random(3) == 0 { snapshot.reloadItems([reloaded]) }
                if let reconfigured = snapshot.itemIdentifiers.last, random(3) == 0 { snapshot.reconfigureItems([reconfigured]) }
                dataSource.apply(snapshot, animatingDifferences: round % 3 != 0)
                try sim.runUntilIdle()
                #expect(table.numberOfSections == sections.count)
                #expect(table.visibleCells.map(\.tag) == snapshot.itemIdentifiers, "round \(round)")
                #expect(table.visibleCells.map(\.frame.minY) == snapshot.itemIdentifiers.indices.map { CGFloat($0) * 44 }, "round \(round)")
            }
            #expect(sim.violations.isEmpty)
        }
    }

    /// The table updates a diffable apply uses, as apps call them: a moved row keeps its cell and
    /// slides; inserted and deleted sections renumber the rows after them; counts that do not add
    /// up are refused (UIKit raises).
    @Test func rowMovesAndSectionUpdates() throws {
        try withUIKitStage { sim, root in
            let table = makeTable(root)
            let data = Shelves([["a", "b", "c"], ["x"]])
            table.dataSource = data
            table.layoutIfNeeded()
            let c = table.cellForRow(at: IndexPath(row: 2, section: 0))
            data.shelves[0] = ["c", "a", "b"]
            table.moveRow(at: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === c)
            try sim.runUntilIdle()
            #expect(c?.frame.minY == 0 && table.cellForRow(at: IndexPath(row: 1, section: 0))?.textLabel?.text == "a")

            let x = table.cellForRow(at: IndexPath(row: 0, section: 1))
            var done = 0
            table.performBatchUpdates({
                data.shelves = [["new"], ["c", "a", "b"]]
                table.deleteSections(IndexSet(integer: 1), with: .fade)
                table.insertSections(IndexSet(integer: 0), with: .fade)
            }, completion: { _ in done += 1 })
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 1)) === c)
            #expect(x?.textLabel?.text != "x" || x?.superview == nil)
            try sim.runUntilIdle()
            #expect(done == 1 && table.numberOfSections == 2)
            #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["new", "c", "a", "b"])
            #expect(c?.frame.minY == 44)
            #expect(sim.violations.isEmpty)

            table.insertSections(IndexSet(integer: 2), with: .automatic)  // the data has no third section
            #expect(sim.violations.contains { $0.detail.contains("NSInternalInconsistencyException") })
        }
    }

    /// Reconfigured rows keep their cells; `defaultRowAnimation = .none` applies at once and
    /// completes on the next turn; a subclass that allows editing deletes through a snapshot and
    /// reorders with the snapshot following.
    @Test func reconfigureNoAnimationAndEditing() throws {
        try withUIKitStage { sim, root in
            let table = makeTable(root)
            var titles = ["a": "A", "b": "B", "c": "C"]
            let dataSource = EditableDataSource(tableView: table) { tableView, indexPath, name in
                let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                cell.textLabel?.text = titles[name]
                return cell
            }
            var snapshot = NSDiffableDataSourceSnapshot<Section, String>()
            snapshot.appendSections([.main])
            snapshot.appendItems(["a", "b", "c"])
            dataSource.apply(snapshot)
            table.layoutIfNeeded()
            let b = table.cellForRow(at: IndexPath(row: 1, section: 0))
            titles["b"] = "B!"
            snapshot.reconfigureItems(["b"])
            snapshot.deleteItems(["a"])
            dataSource.defaultRowAnimation = .none
            var done = 0
            dataSource.apply(snapshot) { done += 1 }
            #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === b && b?.textLabel?.text == "B!")
            #expect(b?.frame.minY == 0 && done == 0)
            try sim.runUntilIdle()
            #expect(done == 1)

            table.setEditing(true, animated: false)
            table.reorderRow(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
            #expect(dataSource.snapshot().itemIdentifiers == ["c", "b"])
            #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["C", "B!"])
            table.commitEdit(.delete, forRowAt: IndexPath(row: 0, section: 0))
            try sim.runUntilIdle()
            #expect(dataSource.snapshot().itemIdentifiers == ["b"] && table.numberOfRows(inSection: 0) == 1)
            #expect(sim.violations.isEmpty)
        }
    }
}

/// A menu's data source subclassed for reordering, as apps write it.
private final class ReorderingMenuSource: UICollectionViewDiffableDataSource<Section, MenuItem> {
    override func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { true }
}

@Suite struct DiffableDataSourceSubclassTests {
    /// A subclass made with a cell provider of UIKit's provider type; the data source's move
    /// method (what UIKit's reordering calls) makes its snapshot follow, and a provider that
    /// returns nil is recorded and stood in for.
    @Test func subclassesAndProviders() throws {
        try withUIKitStage { sim, root in
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 400), collectionViewLayout: UICollectionViewFlowLayout())
            cv.register(MenuCell.self, forCellWithReuseIdentifier: "cell")
            let provider: UICollectionViewDiffableDataSource<Section, MenuItem>.CellProvider = { cv, indexPath, item in
                guard item.name != "broken" else { return nil }
                return cv.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            let dataSource = ReorderingMenuSource(collectionView: cv, cellProvider: provider)
            root.view.addSubview(cv)
            var snapshot = NSDiffableDataSourceSnapshot<Section, MenuItem>()
            snapshot.appendSections([.main])
            snapshot.appendItems(items("a", "b", "c"))
            dataSource.apply(snapshot)
            cv.layoutIfNeeded()
            #expect(dataSource.collectionView(cv, canMoveItemAt: IndexPath(item: 0, section: 0)))
            dataSource.collectionView(cv, moveItemAt: IndexPath(item: 0, section: 0), to: IndexPath(item: 2, section: 0))
            #expect(dataSource.snapshot().itemIdentifiers.map(\.name) == ["b", "c", "a"])
            #expect(sim.violations.isEmpty)

            snapshot.appendItems(items("broken"))
            dataSource.apply(snapshot)
            try sim.runUntilIdle()
            #expect(cv.visibleCells.count == 4)
            #expect(sim.violations.contains { $0.detail.contains("returned nil") })
        }
    }

    /// Section snapshots: an outline's items, levels and visibility follow expand and collapse;
    /// applied to a section, the section shows the visible items (the rest of the snapshot
    /// untouched); `snapshot(for:)` returns the outline, flat again after a whole snapshot.
    @Test func sectionSnapshotsShowTheirVisibleItems() throws {
        try withUIKitStage { sim, root in
            var outline = NSDiffableDataSourceSectionSnapshot<MenuItem>()
            outline.append(items("drinks", "food"))
            outline.append(items("tea", "coffee"), to: MenuItem(name: "drinks"))
            outline.append(items("green"), to: MenuItem(name: "tea"))
            outline.insert(items("water"), before: MenuItem(name: "tea"))
            #expect(outline.items.map(\.name) == ["drinks", "water", "tea", "green", "coffee", "food"])
            #expect(outline.rootItems.map(\.name) == ["drinks", "food"])
            #expect(outline.visibleItems.map(\.name) == ["drinks", "food"])
            #expect(outline.level(of: MenuItem(name: "green")) == 2 && outline.parent(of: MenuItem(name: "green")) == MenuItem(name: "tea"))
            outline.expand(items("drinks"))
            #expect(outline.visibleItems.map(\.name) == ["drinks", "water", "tea", "coffee", "food"])
            #expect(!outline.isVisible(MenuItem(name: "green")) && outline.index(of: MenuItem(name: "coffee")) == 4)
            let drinks = outline.snapshot(of: MenuItem(name: "drinks"), includingParent: true)
            #expect(drinks.items.count == 5 && drinks.isExpanded(MenuItem(name: "drinks")))
            outline.append(items("food"))  // already there: recorded, ignored
            #expect(sim.violations.count == 1 && outline.items.count == 6)

            let menu = Menu(root)
            var snapshot = NSDiffableDataSourceSnapshot<Section, MenuItem>()
            snapshot.appendSections([.main, .extra])
            snapshot.appendItems(items("specials"), toSection: .main)
            snapshot.appendItems(items("old"), toSection: .extra)
            menu.dataSource.apply(snapshot, animatingDifferences: false)
            menu.collectionView.layoutIfNeeded()
            menu.dataSource.apply(outline, to: .extra)
            try sim.runUntilIdle()
            #expect(menu.shown == ["specials", "drinks", "water", "tea", "coffee", "food"])
            #expect(menu.dataSource.snapshot(for: .extra).visibleItems == outline.visibleItems)
            #expect(menu.dataSource.snapshot(for: .main).items.map(\.name) == ["specials"])

            outline.collapse(items("drinks"))
            menu.dataSource.apply(outline, to: .extra, animatingDifferences: false)
            try sim.runUntilIdle()
            #expect(menu.shown == ["specials", "drinks", "food"])
            menu.dataSource.apply(menu.dataSource.snapshot())
            #expect(menu.dataSource.snapshot(for: .extra).rootItems.map(\.name) == ["drinks", "food"])
            #expect(sim.violations.count == 1)
        }
    }
}
