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

/// Sections with titles, a custom header view, explicit and automatic heights.
private final class Settings: UITableViewController {
    override func numberOfSections(in tableView: UITableView) -> Int { 3 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "General" : nil
    }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        section == 0 ? "Footer" : nil
    }
    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        guard section == 2 else { return nil }
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "banner")
        header?.textLabel?.text = "Banner"
        return header
    }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        section == 2 ? 60 : UITableView.automaticDimension
    }
}

private final class Banner: UITableViewHeaderFooterView {
    override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { nil }
}

@Suite struct TableSectionTests {
    @Test func sectionHeadersAndFootersTakeTheirPlace() throws {
        try withUIKitStage { sim, root in
            let settings = Settings(style: .plain)
            root.present(settings, animated: false)
            try sim.runUntilIdle()
            let table = try #require(settings.tableView)
            table.register(Banner.self, forHeaderFooterViewReuseIdentifier: "banner")
            table.reloadData()
            // Section 0: a titled header (28) and footer (28); section 1: none (plain: 0);
            // section 2: the delegate's 60-point banner.
            #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 0, width: table.bounds.width, height: 28))
            #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
            #expect(table.rectForFooter(inSection: 0).minY == 28 + 88 && table.rectForFooter(inSection: 0).height == 28)
            #expect(table.rectForHeader(inSection: 1).height == 0)
            #expect(table.rect(forSection: 1).minY == 144 && table.rect(forSection: 1).height == 88)
            #expect(table.rectForHeader(inSection: 2) == CGRect(x: 0, y: 232, width: table.bounds.width, height: 60))
            let contentHeight: CGFloat = table.contentSize.height
            #expect(contentHeight == 380)
            #expect(table.headerView(forSection: 0)?.textLabel?.text == "General")
            let banner = try #require(table.headerView(forSection: 2))
            #expect(banner is Banner && banner.textLabel?.text == "Banner" && banner.superview === table)
            #expect(banner.frame == table.rectForHeader(inSection: 2))
            // A fixed section height applies where the delegate answers automatic.
            table.sectionHeaderHeight = 40
            #expect(table.rectForHeader(inSection: 1).height == 40 && table.rectForHeader(inSection: 2).height == 60)
            #expect(table.headerView(forSection: 1) == nil, "a header of height without a view or title has no view")
            #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "unregistered") == nil)
            #expect(sim.violations.isEmpty)
        }
    }
}
