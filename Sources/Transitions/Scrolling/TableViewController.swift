import Foundation

/// `UITableViewController`: a controller whose root view is a table view it is the data source
/// and delegate of.
///
/// UIKit's class adopts both protocols, so a subclass *overrides* their methods
/// (`override func tableView(_:numberOfRowsInSection:)`, `override func scrollViewDidScroll(_:)`):
/// each is declared here, open, with the protocol's default. `clearsSelectionOnViewWillAppear`
/// deselects the selected rows in `viewWillAppear` (UIKit's documented behaviour).
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The table view's style, used when the view loads.
    public let style: TableView.Style
    /// `clearsSelectionOnViewWillAppear` (true by default).
    open var clearsSelectionOnViewWillAppear = true

    /// `init(style:)`.
    public init(style: TableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// `tableView`: the root view (settable, as in UIKit).
    /// `refreshControl`: the table view's (`ScrollView.refreshControl`).
    open var refreshControl: RefreshControl? {
        get { tableView.refreshControl }
        set { tableView.refreshControl = newValue }
    }

    /// `setEditing(_:animated:)`: the table view follows the controller's editing mode.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView.setEditing(editing, animated: animated)
    }

    open var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    open override func loadView() {
        let table = TableView(frame: CGRect(origin: .zero, size: preferredSize), style: style)
        table.dataSource = self
        table.delegate = self
        view = table
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, let table = tableView {
            for path in table.indexPathsForSelectedRows ?? [] { table.deselectRow(at: path, animated: animated) }
        }
    }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    /// UIKit requires a subclass that has rows to override this; the base makes a plain cell.
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    open func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    open func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    open func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }

    // MARK: UITableViewDelegate

    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.resolvedRowHeight }
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { TableView.automaticDimension }
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { TableView.automaticDimension }
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// `tableView(_:willSelectRowAt:)`: the row to select (nil cancels the selection).
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    open func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    open func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    open func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    open func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    open func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? { nil }
    open func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration? { nil }
    open func tableView(_ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    open func tableView(_ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    open func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}
    open func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?) {}
    open func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?) {}
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    open func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}

    // MARK: UIScrollViewDelegate

    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    open func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    open func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    open func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    open func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}
