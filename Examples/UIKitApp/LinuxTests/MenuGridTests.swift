import Testing
import TransitionsUIKit

/// The menu grid (MyApp/Transitions/MenuGrid.swift), compiled unchanged: its diffable data
/// source shows the snapshot as cells and headers, a search applies a filtered snapshot with
/// animation (surviving cells kept, the completion once after), and a tap finds its item.
@Suite struct MenuGridTests {
    @Test func theMenuShowsItsSnapshotAndFiltersWithAnimation() throws {
        let sim = Simulation()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 640))
        let menu = MenuGridViewController()
        window.rootViewController = menu
        window.makeKeyAndVisible()
        try sim.runUntilIdle()
        let grid: UICollectionView = menu.collectionView
        func titles() -> [String] { grid.visibleCells.compactMap { ($0 as? MenuGridViewController.MenuItemCell)?.titleLabel.text } }
        func headers() -> [String] {
            grid.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader)
                .compactMap { ($0 as? MenuGridViewController.SectionHeader)?.label.text }
        }
        #expect(titles() == ["Soup", "Salad", "Bread", "Pasta", "Salmon", "Risotto"])
        #expect(headers() == ["Starters", "Mains"])
        // Two 155-point items a line, 10 apart (filling the 320 points: as UIKit places them), under a
        // 30-point header.
        #expect(grid.visibleCells.prefix(3).map(\.frame.origin) == [CGPoint(x: 0, y: 30), CGPoint(x: 165, y: 30), CGPoint(x: 0, y: 100)])
        let salmon = grid.cellForItem(at: IndexPath(item: 1, section: 1))

        var finished = 0
        menu.applySnapshot(filter: "sal") { finished += 1 }
        try sim.runUntilIdle()
        #expect(finished == 1)
        #expect(titles() == ["Salad", "Salmon"] && headers() == ["Starters", "Mains"])
        #expect(grid.cellForItem(at: IndexPath(item: 0, section: 1)) === salmon)
        #expect(salmon?.frame.origin == CGPoint(x: 0, y: 120))  // header, Salad, 10, header

        menu.applySnapshot(filter: "pa")
        try sim.runUntilIdle()
        #expect(titles() == ["Pasta"] && headers() == ["Mains"])
        grid.tapItem(at: IndexPath(item: 0, section: 0))
        #expect(menu.selectedItem?.title == "Pasta")
        // The same callback, reached through the collection view's delegate (UIKit types it
        // as a collection-view delegate).
        menu.applySnapshot(filter: "sal")
        try sim.runUntilIdle()
        menu.pickFirstItem()
        #expect(menu.selectedItem?.title == "Salad")
        #expect(sim.violations.isEmpty)
    }
}
