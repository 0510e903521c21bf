import Foundation

/// The root of a tab bar controller's More tab (UIKit's private `UIMoreListController`): a table
/// of the controllers that did not fit in the bar, one row each, titled by its tab bar item (or
/// its title), with a disclosure indicator. Tapping a row pushes that controller on the More
/// tab's navigation controller. The rows follow the tab bar controller's `viewControllers` each
/// time the list appears.
final class MoreListController: TableViewController {
    private weak var tabs: TabBarController?

    init(tabs: TabBarController) {
        self.tabs = tabs
        super.init(style: .plain)
        title = "More"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    private var listed: [ViewController] { tabs?.overflowControllers ?? [] }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tableView.reloadData()
    }

    override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { listed.count }

    override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        let rows = listed
        if rows.indices.contains(indexPath.row) {
            let vc = rows[indexPath.row]
            cell.textLabel?.text = vc.tabBarItem.title ?? vc.title
        }
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let rows = listed
        guard let tabs, rows.indices.contains(indexPath.row) else { return }
        tabs.pushOnMoreTab(rows[indexPath.row], animated: true)
    }
}
