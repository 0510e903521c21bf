import Foundation
import Testing
import TransitionsUIKit

// The UIKit surface that probes written as apps write them reached for (table editing, bar
// appearances, images from data, URLs, text traits), each with UIKit's behaviour.

/// A list whose rows can be deleted and moved, as Xcode's table template writes it.
private final class Groceries: UITableViewController {
    var items = ["apples", "bread", "coffee"]
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 0 }
    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        items.insert(items.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

/// A list with a trailing "Delete" swipe action.
private final class Inbox: UITableViewController {
    var mails = ["a", "b"]
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { mails.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
            self?.mails.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            done(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }
}

/// Counts a text view's changes (a text view delegate is a scroll view delegate).
private final class Counter: NSObject, UITextViewDelegate {
    var changes = 0
    var scrolls = 0
    func textViewDidChange(_ textView: UITextView) { changes += 1 }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool { text != "!" }
    func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls += 1 }
}

/// Filters as the search text changes.
private final class Searcher: NSObject, UISearchResultsUpdating, UISearchControllerDelegate {
    var queries: [String] = []
    var events: [String] = []
    func updateSearchResults(for searchController: UISearchController) { queries.append(searchController.searchBar.text ?? "") }
    func willPresentSearchController(_ searchController: UISearchController) { events.append("willPresent") }
    func didDismissSearchController(_ searchController: UISearchController) { events.append("didDismiss") }
}

/// Records trait changes.
private final class TraitWatcher: UIViewController {
    var changes = 0
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { changes += 1 }
}

@Suite struct ProbeSurfaceTests {
    /// Deleting through the data source's commit, refused for a row it cannot edit or one that
    /// does not exist; moving only in editing mode; `editButtonItem` toggles editing.
    @Test func editingATableThroughItsDataSource() throws {
        try withUIKitStage { sim, root in
            let list = Groceries(style: .plain)
            root.addChild(list)
            root.view.addSubview(list.view)
            list.didMove(toParent: root)
            list.tableView.frame = root.view.bounds
            try sim.runUntilIdle()
            list.tableView.commitEdit(.delete, forRowAt: IndexPath(row: 0, section: 0))  // cannot edit
            list.tableView.commitEdit(.delete, forRowAt: IndexPath(row: 7, section: 0))  // no such row
            list.tableView.commitEdit(.delete, forRowAt: IndexPath(row: -1, section: 0))
            list.tableView.commitEdit(.delete, forRowAt: IndexPath(index: 1))  // not a row's index path
            list.tableView.commitEdit(.delete, forRowAt: IndexPath(row: 1, section: 0))
            try sim.runUntilIdle()
            #expect(list.items == ["apples", "coffee"] && list.tableView.numberOfRows(inSection: 0) == 2)
            list.tableView.reorderRow(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0))
            #expect(list.items == ["apples", "coffee"], "not editing: no move")
            let edit = list.editButtonItem
            #expect(edit.title == "Edit" && list.editButtonItem === edit)
            edit.tap()
            #expect(list.isEditing && list.tableView.isEditing && edit.title == "Done")
            list.tableView.reorderRow(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 9, section: 0))  // no such row
            list.tableView.reorderRow(from: IndexPath(index: 0), to: IndexPath(row: 0, section: 0))
            #expect(list.items == ["apples", "coffee"])
            list.tableView.reorderRow(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 0))
            #expect(list.items == ["coffee", "apples"])
            edit.tap()
            #expect(!list.isEditing && edit.title == "Edit")
        }
    }

    /// An accessory view sits at the cell's trailing edge and the content view leaves it room.
    @Test func accessoryViews() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let toggle = UISwitch(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
        cell.accessoryView = toggle
        #expect(toggle.superview === cell && toggle.frame == CGRect(x: 320 - 16 - 51, y: 6.5, width: 51, height: 31))
        #expect(cell.contentView.frame.width == CGFloat(320 - 51 - 32))
        cell.accessoryView = nil
        #expect(toggle.superview == nil && cell.contentView.frame.width == 320)
    }

    /// Sizes come from PNG, GIF and JPEG headers; anything else is nil; `pngData()` round-trips.
    @Test func imagesFromData() throws {
        var png = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        png.append(contentsOf: [0, 0, 0x02, 0x80, 0, 0, 0x01, 0xE0])  // 640 × 480
        let fromPNG = try #require(UIImage(data: png, scale: 2))
        #expect(fromPNG.size == CGSize(width: 320, height: 240) && fromPNG.scale == 2)
        let gif = Data(Array("GIF89a".utf8) + [0x20, 0x00, 0x10, 0x00])  // 32 × 16
        #expect(UIImage(data: gif)?.size == CGSize(width: 32, height: 16))
        // SOI, an APP0 segment, then SOF0 with height 100, width 200.
        let jpeg = Data([0xFF, 0xD8, 0xFF, 0xE0, 0x00, 0x04, 0x4A, 0x46, 0xFF, 0xC0, 0x00, 0x11, 0x08, 0x00, 0x64, 0x00, 0xC8, 0x03])
        #expect(UIImage(data: jpeg)?.size == CGSize(width: 200, height: 100))
        #expect(UIImage(data: Data("not an image".utf8)) == nil && UIImage(data: Data()) == nil)
        #expect(UIImage(data: Data([0xFF, 0xD8, 0xFF, 0xC0, 0x00])) == nil, "truncated JPEG")
        let round = try #require(fromPNG.pngData())
        #expect(UIImage(data: round, scale: 2)?.size == fromPNG.size)
    }

    /// No app on the simulated device opens a URL: recorded, answered false on the main queue;
    /// the class-level key path reaches the shared application.
    @Test func urlsAndTheSharedApplicationByKeyPath() throws {
        try withUIKitStage { sim, _ in
            let url = URL(string: "https://example.com")!
            var answer: Bool?
            #expect(!UIApplication.shared.canOpenURL(url))
            UIApplication.shared.open(url, options: [:]) { answer = $0 }
            #expect(answer == nil)
            try sim.runUntilIdle()
            #expect(answer == false && UIApplication.shared.openedURLs == [url])
            #expect((UIApplication.value(forKeyPath: "shared") as? UIApplication) === UIApplication.shared)
            #expect(UIApplication.value(forKeyPath: "nothing") == nil)
        }
    }

    /// Stored surface: text input traits, bar appearances, bar styles, font metrics.
    @Test func storedSurface() {
        withUIKitStage { _, _ in
            let field = UITextField()
            #expect(field.autocapitalizationType == .sentences)
            field.autocapitalizationType = .words
            field.textContentType = .emailAddress
            #expect(field.autocapitalizationType == .words && field.textContentType == .emailAddress)
            let appearance = UINavigationBarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
            let nav = UINavigationController(rootViewController: UIViewController())
            nav.navigationBar.standardAppearance = appearance
            nav.navigationBar.scrollEdgeAppearance = appearance.copy()
            nav.navigationBar.barStyle = .black
            #expect(nav.navigationBar.standardAppearance === appearance && nav.navigationBar.scrollEdgeAppearance?.backgroundColor == .white)
            let tabs = UITabBarAppearance()
            tabs.configureWithTransparentBackground()
            tabs.stackedLayoutAppearance.selected.iconColor = .red
            let bar = UITabBar()
            bar.standardAppearance = tabs
            bar.itemPositioning = .centered
            #expect(bar.standardAppearance.stackedLayoutAppearance.selected.iconColor == .red && bar.itemPositioning == .centered)
            let font = UIFont.systemFont(ofSize: 17)
            #expect(UIFontMetrics(forTextStyle: .body).scaledFont(for: font) == font)
            #expect(UIFontMetrics.default.scaledFont(for: font, maximumPointSize: 12).pointSize == 12)
            let keyframes = CAKeyframeAnimation(keyPath: "position")
            keyframes.calcMode = .paced
            #expect(keyframes.calculationMode == .paced && UIButton(type: .roundedRect).buttonType == .system)
        }
    }

    /// A swipe reveals the delegate's actions; tapping one runs its handler with the row's cell.
    @Test func swipeActions() throws {
        try withUIKitStage { sim, root in
            let inbox = Inbox(style: .plain)
            root.addChild(inbox)
            root.view.addSubview(inbox.view)
            inbox.didMove(toParent: root)
            inbox.tableView.frame = root.view.bounds
            try sim.runUntilIdle()
            var completed: Bool?
            inbox.tableView.performSwipeAction(at: IndexPath(row: 0, section: 0), leading: true)  // no leading actions
            #expect(inbox.mails.count == 2)
            inbox.tableView.performSwipeAction(at: IndexPath(row: 0, section: 0)) { completed = $0 }
            try sim.runUntilIdle()
            #expect(inbox.mails == ["b"] && completed == true && inbox.tableView.numberOfRows(inSection: 0) == 1)
        }
    }

    /// The share sheet: cancelling dismisses it and then reports no activity; choosing an offered
    /// activity reports it completed; an excluded one is refused.
    @Test func theShareSheet() throws {
        try withUIKitStage { sim, root in
            var reports: [String] = []
            let share = UIActivityViewController(activityItems: ["hello"], applicationActivities: nil)
            share.excludedActivityTypes = [.airDrop]
            share.completionWithItemsHandler = { type, completed, _, _ in reports.append("\(type?.rawValue ?? "none") \(completed)") }
            root.present(share, animated: true)
            try sim.runUntilIdle()
            #expect(root.presentedViewController === share && share.modalPresentationStyle == .pageSheet)
            share.perform(.airDrop)
            #expect(reports.isEmpty && sim.violations.count == 1)
            share.cancel()
            try sim.runUntilIdle()
            #expect(reports == ["none false"] && root.presentedViewController == nil)
        }
    }

    /// A container's trait override reaches its child, which hears the change; a stranger is refused.
    @Test func traitOverridesForChildren() {
        withUIKitStage { sim, root in
            let child = TraitWatcher()
            root.addChild(child)
            child.didMove(toParent: root)
            let compact = UITraitCollection(verticalSizeClass: .compact)
            root.setOverrideTraitCollection(compact, forChild: child)
            #expect(child.traitCollection.verticalSizeClass == .compact && child.changes == 1)
            #expect(root.overrideTraitCollection(forChild: child) == compact)
            root.setOverrideTraitCollection(compact, forChild: UIViewController())
            #expect(sim.violations.count == 1)
        }
    }

    /// A text view is a scroll view (a sheet's scrollable); typing goes through its delegate.
    @Test func textViewsScrollAndType() {
        withUIKitStage { _, root in
            let text = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let counter = Counter()
            text.delegate = counter
            let scrollable: UIScrollView = text
            root.view.addSubview(text)
            text.contentSize = CGSize(width: 300, height: 1000)
            scrollable.contentOffset = CGPoint(x: 0, y: 50)
            #expect(counter.scrolls == 1)
            text.insertText("hi")
            text.insertText("!")  // refused by the delegate
            text.deleteBackward()
            #expect(text.text == "h" && counter.changes == 2 && text.text.count == 1)
            text.text = nil
            #expect(text.text == "")
            text.automaticallyAdjustsScrollIndicatorInsets = false
            #expect(!text.automaticallyAdjustsScrollIndicatorInsets)
        }
    }

    /// A search controller's updater hears the bar's text and activation; cancelling deactivates.
    @Test func searchControllers() {
        withUIKitStage { _, root in
            let search = UISearchController(searchResultsController: nil)
            let searcher = Searcher()
            search.searchResultsUpdater = searcher
            search.delegate = searcher
            root.navigationItem.searchController = search
            search.isActive = true
            search.searchBar.text = "cat"
            search.searchBar.text = "cat"  // unchanged: not told again
            search.searchBar.tapCancelButton()
            #expect(root.navigationItem.searchController === search && !search.isActive)
            #expect(searcher.queries == ["", "cat", "cat"] && searcher.events == ["willPresent", "didDismiss"])
        }
    }

    /// A context menu's configuration runs its providers when asked, as the system does when the
    /// menu opens; actions are menu elements.
    @Test func contextMenuConfigurations() throws {
        var opened = 0
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: { UIViewController() }) { _ in
            opened += 1
            return UIMenu(title: "Photo", children: [UIAction(title: "Share") { _ in }, UIAction(title: "Delete", attributes: .destructive) { _ in }])
        }
        let menu = try #require(configuration.menu())
        #expect(opened == 1 && menu.children.map(\.title) == ["Share", "Delete"] && configuration.preview() != nil)
    }

    /// Content pinned to the content layout guide sizes the scroll region (`contentSize`); a view
    /// pinned to the frame layout guide stays in the visible frame while the content scrolls.
    @Test func scrollViewLayoutGuides() {
        withUIKitStage { sim, root in
            let scroll = UIScrollView()
            scroll.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(scroll)
            let content = UIView()
            let badge = UIView()
            for v in [content, badge] {
                v.translatesAutoresizingMaskIntoConstraints = false
                scroll.addSubview(v)
            }
            NSLayoutConstraint.activate([
                scroll.topAnchor.constraint(equalTo: root.view.topAnchor),
                scroll.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                scroll.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
                scroll.heightAnchor.constraint(equalToConstant: 500),
                content.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                content.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                content.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                content.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                content.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                content.heightAnchor.constraint(equalToConstant: 1200),
                badge.topAnchor.constraint(equalTo: scroll.frameLayoutGuide.topAnchor, constant: 10),
                badge.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor, constant: -10),
                badge.widthAnchor.constraint(equalToConstant: 40),
                badge.heightAnchor.constraint(equalToConstant: 40),
            ])
            root.view.layoutIfNeeded()
            let width = root.view.bounds.width
            #expect(scroll.contentSize == CGSize(width: width, height: 1200))
            #expect(content.frame == CGRect(x: 0, y: 0, width: width, height: 1200))
            #expect(badge.frame == CGRect(x: width - 50, y: 10, width: 40, height: 40))
            scroll.contentOffset = CGPoint(x: 0, y: 300)
            sim.advanceFrame()
            #expect(badge.frame.minY == 310 && content.frame.minY == 0, "the badge stays in view, the content scrolls")
        }
    }
}
