import Foundation
import Testing
import TransitionsUIKit

/// A table controller written as UIKit code writes it: data source, delegate and scroll view
/// methods *overridden*.
private final class Inbox: UITableViewController {
    var scrolled = 0
    var selected: [IndexPath] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "row \(indexPath.row)"
        return cell
    }
    override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 50 }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled += 1 }
}

private final class Gallery: UICollectionViewController {
    var selected: [IndexPath] = []
    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 12 }
    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        UICollectionViewCell(frame: .zero)
    }
    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

@Suite struct ListControllerTests {
    @Test func aTableControllerIsItsTablesDataSourceAndDelegate() throws {
        try withUIKitStage { sim, root in
            let inbox = Inbox(style: .plain)
            root.present(inbox, animated: false)
            try sim.runUntilIdle()
            let table = try #require(inbox.tableView)
            #expect(inbox.view === table && table.dataSource === inbox && table.delegate === inbox)
            #expect(table.visibleCells.first?.textLabel?.text == "row 0")
            let contentHeight: CGFloat = table.contentSize.height
            #expect(contentHeight == 2000, "the overridden row height lays the rows out: \(contentHeight.bitPattern)")
            table.contentOffset = CGPoint(x: 0, y: 120)
            #expect(inbox.scrolled >= 1, "the overridden scroll view method is called")
            table.tapRow(at: IndexPath(row: 3, section: 0))
            #expect(inbox.selected == [IndexPath(row: 3, section: 0)] && table.indexPathForSelectedRow != nil)
            // clearsSelectionOnViewWillAppear: the selection goes when it appears again.
            let detail = UIViewController()
            detail.modalPresentationStyle = .fullScreen
            inbox.present(detail, animated: false)
            try sim.runUntilIdle()
            #expect(table.indexPathForSelectedRow != nil)
            detail.dismiss(animated: false)
            try sim.runUntilIdle()
            #expect(table.indexPathForSelectedRow == nil)
        }
    }

    @Test func aCollectionControllerUsesTheLayoutItWasMadeWith() throws {
        try withUIKitStage { sim, root in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 100, height: 100)
            let gallery = Gallery(collectionViewLayout: layout)
            #expect(gallery.collectionViewLayout === layout, "before the view loads")
            root.present(gallery, animated: false)
            try sim.runUntilIdle()
            let collection = try #require(gallery.collectionView)
            #expect(collection.collectionViewLayout === layout && collection.dataSource === gallery)
            #expect(collection.visibleCells.count > 0)
            collection.tapItem(at: IndexPath(item: 2, section: 0))
            #expect(gallery.selected == [IndexPath(item: 2, section: 0)])
        }
    }
}
