import Foundation

/// `UITableViewDataSource`.
public protocol TableViewDataSource: SelectorPerforming {
    func numberOfSections(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    /// Editing (`TableView.commitEdit(_:forRowAt:)` is the user's delete or insert tap).
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The section index (the strip of titles down the right edge): its titles, nil for none.
    func sectionIndexTitles(for tableView: TableView) -> [String]?
    /// The section a tap on index entry `index` (`title`) scrolls to.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension TableViewDataSource {
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// UIKit's defaults: rows are editable; they move only when the data source implements
    /// `moveRowAt` (the model cannot tell: they do not move unless `canMoveRowAt` says so).
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// No section index, UIKit's default.
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// Entry `index` scrolls to section `index`.
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
}

/// `UITableViewDelegate`: a scroll view delegate with row heights, selection and display.
public protocol TableViewDelegate: ScrollViewDelegate {
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// Highlighting on a tap (`tapRow(at:)`): asked, then told as the finger goes down and up.
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    /// `tableView(_:willDeselectRowAt:)`: the row to deselect (nil keeps it selected).
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    /// `tableView(_:estimatedHeightForRowAt:)`: an estimate for scrolling far ahead. The model lays
    /// every row out at its real height, so it never needs one (never asked).
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat
    /// `tableView(_:editingStyleForRowAt:)`: the control a row shows in editing mode (`.delete` by
    /// default); `commitEdit(_:forRowAt:)` commits only the row's own style.
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    /// `tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)`: where a row being
    /// dragged to reorder may go (default: where it was proposed). The model has no interactive
    /// reordering to ask it; a reordering library asks it itself.
    func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath
    /// The delete confirmation button's title (drawn: stored by the app, never shown).
    func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String?
    /// A tap on a row's detail button (`tapAccessoryButton(forRowAt:)`).
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    /// `tableView(_:willDisplayHeaderView:forSection:)` / `…FooterView…`: a section's header
    /// (footer) view is placed in the table (the model places every section's when the table
    /// lays its rows out); `didEndDisplayingHeaderView` / `…FooterView…`: it is taken out (the
    /// next layout of the rows, or a reload).
    func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int)
    func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int)
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int)
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int)
    /// The actions a swipe reveals (`TableView.performSwipeAction(at:leading:actionAt:)`).
    func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration?
    /// The row actions a trailing swipe reveals when there is no trailing configuration
    /// (`UITableViewRowAction`, deprecated in iOS 13).
    func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]?
    /// A long press's context menu (the model shows none; never asked).
    func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration?
    /// The context menu's previews and life cycle (never called: no menu opens).
    func tableView(_ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    func tableView(_ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview?
    func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating)
    func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?)
    func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?)
}

extension TableViewDelegate {
    public func tableView(_ tableView: TableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> SwipeActionsConfiguration? { nil }
    public func tableView(_ tableView: TableView, editActionsForRowAt indexPath: IndexPath) -> [TableViewRowAction]? { nil }
    public func tableView(_ tableView: TableView, contextMenuConfigurationForRowAt indexPath: IndexPath, point: CGPoint) -> ContextMenuConfiguration? { nil }
    public func tableView(_ tableView: TableView, previewForHighlightingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    public func tableView(_ tableView: TableView, previewForDismissingContextMenuWithConfiguration configuration: ContextMenuConfiguration) -> TargetedPreview? { nil }
    public func tableView(
        _ tableView: TableView, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}
    public func tableView(_ tableView: TableView, willDisplayContextMenu configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?) {}
    public func tableView(_ tableView: TableView, willEndContextMenuInteraction configuration: ContextMenuConfiguration, animator: (any ContextMenuInteractionAnimating)?) {}
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.resolvedRowHeight }
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat { TableView.automaticDimension }
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { TableView.automaticDimension }
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    /// `tableView(_:willSelectRowAt:)`: the row to select instead (nil: none); by default the row.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat { tableView.estimatedRowHeight }
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    public func tableView(
        _ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath
    ) -> IndexPath { proposedDestinationIndexPath }
    public func tableView(_ tableView: TableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? { nil }
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, willDisplayFooterView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: View, forSection section: Int) {}
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: View, forSection section: Int) {}
}

/// `UITableView`: a vertical list of rows, as a scroll view.
///
/// Layout rule: `tableHeaderView` on top at its height; then per section a header, its rows and
/// a footer, full width, one below the other; then `tableFooterView`. A row is the delegate's
/// `heightForRowAt` or else `rowHeight` tall (`automaticDimension` is `estimatedRowHeight`,
/// else 44). A section header (footer) is the delegate's `heightForHeaderInSection`
/// (`…FooterInSection`) or else `sectionHeaderHeight` (`sectionFooterHeight`) tall; where that
/// is `automaticDimension` (the default) the height is the header view's own height, else 28
/// points when the section has a title or a view, else 0 in a plain table and 18 in a grouped
/// one. Its view is the delegate's `viewForHeaderInSection` or, for a title, a
/// `UITableViewHeaderFooterView` showing it; header and footer views are made when the table
/// loads and placed at their rects (UIKit's floating headers of plain tables are not modelled).
/// `contentSize` is the bounds' width by the total. The data source is read on first use (a
/// cell, the visible cells, a row's rect) and on `reloadData()`; cells are made for the rows
/// that intersect the bounds and re-tiled whenever the bounds change (scrolling), reusing
/// pooled cells. Height changes animate inside `beginUpdates()`/`endUpdates()` and
/// `performBatchUpdates`, rows are inserted and deleted by code (TableView+Updates.swift);
/// editing mode is stored only (its controls are drawn; no touch reorders or deletes rows).
open class TableView: ScrollView {
    /// `UITableView.Style`.
    public enum Style: Int, Sendable, Hashable { case plain, grouped, insetGrouped }
    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable, Hashable { case none, top, middle, bottom }
    /// `UITableViewCell.SeparatorStyle` (drawing: stored).
    public enum SeparatorStyle: Int, Sendable, Hashable { case none, singleLine, singleLineEtched }
    /// `UITableView.automaticDimension`.
    public static let automaticDimension: CGFloat = -1

    public let style: Style
    /// `isEditing` / `setEditing(_:animated:)` (stored: see above).
    /// The visible cells hear `setEditing(_:animated:)` too, as in UIKit.
    open var isEditing = false {
        didSet { if isEditing != oldValue { for c in visibleCells { c.setEditing(isEditing, animated: editingAnimated) } } }
    }
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != isEditing else { return }
        editingAnimated = animated
        defer { editingAnimated = false }
        isEditing = editing
    }
    private var editingAnimated = false
    open weak var dataSource: (any TableViewDataSource)?
    open var rowHeight: CGFloat = 44 { didSet { invalidate() } }
    open var estimatedRowHeight: CGFloat = 0
    /// `sectionHeaderHeight` (`automaticDimension` by default, as since iOS 11).
    open var sectionHeaderHeight: CGFloat = TableView.automaticDimension { didSet { invalidate() } }
    /// `sectionFooterHeight`.
    open var sectionFooterHeight: CGFloat = TableView.automaticDimension { didSet { invalidate() } }
    /// `estimatedSectionHeaderHeight` / `estimatedSectionFooterHeight` (read where the
    /// automatic height has no view to measure).
    open var estimatedSectionHeaderHeight: CGFloat = 0
    open var estimatedSectionFooterHeight: CGFloat = 0
    open var separatorStyle: SeparatorStyle = .singleLine
    /// The section index's colours (stored: the index strip is drawn) and the row count from
    /// which it shows (`sectionIndexMinimumDisplayRowCount`, 0: always).
    open var sectionIndexColor: Color?
    open var sectionIndexBackgroundColor: Color?
    open var sectionIndexTrackingBackgroundColor: Color?
    open var sectionIndexMinimumDisplayRowCount = 0
    open var separatorColor: Color?
    open var allowsSelection = true
    /// `allowsSelectionDuringEditing` (stored: selection while editing follows `allowsSelection`).
    open var allowsSelectionDuringEditing = false
    /// `allowsMultipleSelection`: a tap on a row adds it to the selection (and a tap on a
    /// selected row deselects it) instead of replacing the selection; `selectRow(at:…)` adds too.
    /// `allowsMultipleSelectionDuringEditing` is the same rule while `isEditing`. Both false by
    /// default, as UIKit's.
    open var allowsMultipleSelection = false
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the selection is multiple now (the editing rule while editing).
    var selectsMultipleRows: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }
    /// `separatorInset` (stored: separators are drawn). UIKit's default, 15 points on the left.
    open var separatorInset = EdgeInsets(top: 0, left: 15, bottom: 0, right: 0)
    open var tableHeaderView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let h = tableHeaderView { addSubview(h) }
            invalidate()
        }
    }
    /// `backgroundView`: behind the rows, sized to the table's bounds (it does not scroll).
    open var backgroundView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let b = backgroundView {
                insertSubview(b, at: 0)
                b.frame = bounds
            }
        }
    }
    /// `separatorEffect` (stored: separators are not drawn).
    open var separatorEffect: VisualEffect?
    /// `indexPathsForSelectedRows`: the selected rows, in the order they were selected (nil when
    /// none is, as UIKit's).
    open var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows }
    open var tableFooterView: View? {
        didSet {
            oldValue?.removeFromSuperview()
            if let f = tableFooterView { addSubview(f) }
            invalidate()
        }
    }
    /// `indexPathForSelectedRow`: the selected row; with several, the first by section and row,
    /// as UIKit documents.
    open var indexPathForSelectedRow: IndexPath? { selectedRows.min() }
    /// The selected rows, in the order selected.
    private var selectedRows: [IndexPath] = []
    /// `sectionHeaderTopPadding` (iOS 15): space above each section's header (sections without a
    /// header have none). UIKit's default, `automaticDimension`, is the model's placement with no
    /// padding: headers start where their section does (the small gap UIKit's automatic padding
    /// leaves above plain tables' headers is not modelled); a value of 0 or more is that padding.
    open var sectionHeaderTopPadding: CGFloat = TableView.automaticDimension { didSet { invalidate() } }

    let tiling = CellTiling<TableViewCell>()
    /// The cells waiting in the reuse pools: kept by the table for reuse, as UIKit's are (the leak
    /// census counts them as the interface's).
    package var pooledCells: [View] { tiling.pools.values.flatMap { $0 } }
    var rowFrames: [(IndexPath, CGRect)]?
    /// Open `beginUpdates()` calls, and the completions waiting for the outermost update
    /// (TableView+Updates.swift).
    var updateDepth = 0
    var updateCompletions: [(Bool) -> Void] = []

    /// `beginUpdates()`: opens an update; nests. Open, as UIKit's (a self-sizing table
    /// overrides the pair to re-measure).
    open func beginUpdates() { updateDepth += 1 }

    /// `endUpdates()`: closes an update; the outermost re-reads the rows and animates them to
    /// their new frames (TableView+Updates.swift). An unbalanced call is recorded and otherwise
    /// ignored (UIKit raises).
    open func endUpdates() {
        guard updateDepth > 0 else {
            simulation.record(.rejectedCall, "endUpdates() without beginUpdates() on \(modelName)")
            return
        }
        updateDepth -= 1
        if updateDepth == 0 { closeOutermostUpdate() }
    }
    /// Rows and sections deleted (numbered as before the update), inserted (numbered as after
    /// it) and moved in the open update (`TableView+Updates.swift`).
    var pendingChanges = CollectionChanges()
    /// The cell `reconfigureRows(at:)` is configuring again: the data source's dequeue with its
    /// reuse identifier returns it.
    var reconfiguringCell: TableViewCell?
    /// Per section: its rect, its header's and footer's rects and views.
    private var sectionLayout: [SectionLayout] = []
    /// How many sections the table laid out last.
    var laidOutSectionCount: Int { sectionLayout.count }
    private var headerFooterFactories: [String: () -> TableViewHeaderFooterView] = [:]
    struct SectionLayout {
        var rect: CGRect
        var header: CGRect
        var footer: CGRect
        var headerView: View?
        var footerView: View?
    }
    var tableDelegate: (any TableViewDelegate)? { super.delegate as? TableViewDelegate }
    /// `delegate` as UIKit types it, `UITableViewDelegate?` (the model's `delegate` is the
    /// scroll view's, and Swift cannot narrow a settable property in a subclass): what
    /// `transit-uikit-rewrite` reads where code calls a table view delegate method through it
    /// (`x.delegate?.tableView?(…)`), and what an app's `override var delegate: UITableViewDelegate?` in a
    /// subclass becomes — open, so the override's accessors and observers run whenever the
    /// delegate is set (`delegate = x` comes here when `x` is a `UITableViewDelegate` or nil), as on
    /// iOS. The model's own calls read the stored delegate, as UIKit reads its instance variable.
    open var _transitTableViewDelegate: (any TableViewDelegate)? {
        get { super.delegate as? TableViewDelegate }
        set { super.delegate = newValue }
    }

    /// Routes a delegate of this view's kind (or nil) through `_transitTableViewDelegate`.
    open override var delegate: (any ScrollViewDelegate)? {
        get { super.delegate }
        set {
            if newValue == nil || newValue is any TableViewDelegate {
                _transitTableViewDelegate = newValue as? any TableViewDelegate
            } else {
                super.delegate = newValue
            }
        }
    }

    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        watchBounds()
    }

    public convenience init(_ simulation: Simulation, frame: CGRect = .zero, style: Style = .plain, name: String = "tableView") {
        let pending = simulation.beginInit(of: Self.self, name: name)
        self.init(frame: frame, style: style)
        pending.end()
    }

    /// `init?(coder:)` (never called by the model): a plain table.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        watchBounds()
    }

    public convenience override init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    private func watchBounds() {
        _ = keyValueObservers.add(willChange: {}, didChange: { [weak self] in self?.tileIfLoaded() })
    }

    /// The row height used when the delegate gives none.
    package var resolvedRowHeight: CGFloat {
        rowHeight >= 0 ? rowHeight : (estimatedRowHeight > 0 ? estimatedRowHeight : 44)
    }

    // MARK: Cells

    /// `register(_:forCellReuseIdentifier:)` with a `TableViewCell` class (others are ignored).
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        guard let type = cellClass as? TableViewCell.Type else { return }
        let sim = simulation
        tiling.factories[identifier] = { id in sim.asCurrent { type.init(dequeuedWith: id) } }
    }

    /// A storyboard prototype cell, as a stand-in: cells of `type`, each `connect`ed (its outlets)
    /// and then told `awakeFromNib()`, as a storyboard makes them (`OutletStandIns`).
    package func registerPrototype(_ type: TableViewCell.Type, forCellReuseIdentifier identifier: String, connect: @escaping (TableViewCell) -> Void) {
        tiling.registerPrototype(identifier, in: simulation, make: { type.init(dequeuedWith: $0) }, connect: connect)
    }

    /// `register(_:forCellReuseIdentifier:)` with a nib: cells are the nib's first top-level
    /// object, which must be a `TableViewCell` (else the refusal is recorded and a plain cell made).
    open func register(_ nib: Nib?, forCellReuseIdentifier identifier: String) {
        guard let nib else { return }
        let sim = simulation
        tiling.factories[identifier] = { id in
            sim.asCurrent {
                let cell = nib.instantiate(withOwner: nil).first as? TableViewCell ?? {
                    if Nib.isRegistered(nib.name) {
                        sim.reject(.notFound("\(nib)'s first object is not a UITableViewCell (for \"\(id)\")"))
                    }
                    return TableViewCell(style: .default, reuseIdentifier: nil)
                }()
                cell.reuseIdentifierStorage = id
                return cell
            }
        }
    }

    /// `dequeueReusableCell(withIdentifier:for:)`: a pooled cell (after `prepareForReuse()`) or a
    /// new one of the registered class; an unregistered identifier is a programming error, as in
    /// UIKit.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        guard let cell = dequeueReusableCell(withIdentifier: identifier) else {
            preconditionFailure("unable to dequeue a cell with identifier \(identifier): register a class first")
        }
        return cell
    }

    /// `dequeueReusableCell(withIdentifier:)`: nil when nothing is pooled or registered. While
    /// `reconfigureRows(at:)` asks for a row's cell, a dequeue with the cell's identifier returns
    /// that cell, as it is (no `prepareForReuse()`).
    open func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        if let cell = reconfiguringCell, cell.reuseIdentifierStorage == identifier {
            reconfiguringCell = nil
            return cell
        }
        let wasPooled = !(tiling.pools[identifier]?.isEmpty ?? true)
        let cell = tiling.dequeue(identifier)
        if wasPooled { cell?.prepareForReuse() }
        return cell
    }

    /// `reloadData()`: reads the data source again and re-tiles.
    open func reloadData() {
        tiling.clear()
        rowFrames = nil
        load()
    }

    private func invalidate() {
        guard rowFrames != nil else { return }
        reloadData()
    }

    private func load() {
        layoutRows()
        tile()
    }

    /// Reads the data source and the delegate's heights into the rows', sections' and table
    /// header and footer views' frames and the content size, without tiling.
    func layoutRows() {
        let width = bounds.width
        var y: CGFloat = 0
        if let h = tableHeaderView {
            h.frame = CGRect(x: 0, y: 0, width: width, height: h.frame.height)
            y = h.frame.height
        }
        var frames: [(IndexPath, CGRect)] = []
        let placed = sectionLayout
        sectionLayout = []
        for (s, section) in placed.enumerated() {
            if let v = section.headerView, v.superview === self {
                v.removeFromSuperview()
                tableDelegate?.tableView(self, didEndDisplayingHeaderView: v, forSection: s)
            }
            if let v = section.footerView, v.superview === self {
                v.removeFromSuperview()
                tableDelegate?.tableView(self, didEndDisplayingFooterView: v, forSection: s)
            }
        }
        let sections = dataSource.map { $0.numberOfSections(in: self) } ?? 0
        for s in 0..<max(sections, 0) {
            let top = y
            let header = supplementary(section: s, header: true)
            if header.height > 0, sectionHeaderTopPadding.isFinite, sectionHeaderTopPadding >= 0 { y += sectionHeaderTopPadding }
            let headerRect = CGRect(x: 0, y: y, width: width, height: header.height)
            y += header.height
            let rows = dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0
            for r in 0..<max(rows, 0) {
                let path = IndexPath(row: r, section: s)
                let h = tableDelegate?.tableView(self, heightForRowAt: path) ?? resolvedRowHeight
                let height = h.isFinite && h >= 0 ? h : resolvedRowHeight
                frames.append((path, CGRect(x: 0, y: y, width: width, height: height)))
                y += height
            }
            let footer = supplementary(section: s, header: false)
            let footerRect = CGRect(x: 0, y: y, width: width, height: footer.height)
            y += footer.height
            for (isHeader, view, rect) in [(true, header.view, headerRect), (false, footer.view, footerRect)] {
                guard let view, rect.height > 0 else { continue }
                view.frame = rect
                addSubview(view)
                if isHeader {
                    tableDelegate?.tableView(self, willDisplayHeaderView: view, forSection: s)
                } else {
                    tableDelegate?.tableView(self, willDisplayFooterView: view, forSection: s)
                }
            }
            sectionLayout.append(
                SectionLayout(
                    rect: CGRect(x: 0, y: top, width: width, height: y - top), header: headerRect, footer: footerRect,
                    headerView: header.height > 0 ? header.view : nil, footerView: footer.height > 0 ? footer.view : nil))
        }
        if let f = tableFooterView {
            f.frame = CGRect(x: 0, y: y, width: width, height: f.frame.height)
            y += f.frame.height
        }
        rowFrames = frames
        contentSize = CGSize(width: width, height: y)
    }

    /// A section's header (or footer): its view and height, by the rule in the type's comment.
    private func supplementary(section s: Int, header: Bool) -> (view: View?, height: CGFloat) {
        let title = header ? dataSource?.tableView(self, titleForHeaderInSection: s) : dataSource?.tableView(self, titleForFooterInSection: s)
        var view = header ? tableDelegate?.tableView(self, viewForHeaderInSection: s) : tableDelegate?.tableView(self, viewForFooterInSection: s)
        if view == nil, let title {
            let v = TableViewHeaderFooterView(reuseIdentifier: nil)
            v.textLabel?.text = title
            view = v
        }
        var height = header
            ? tableDelegate?.tableView(self, heightForHeaderInSection: s) ?? TableView.automaticDimension
            : tableDelegate?.tableView(self, heightForFooterInSection: s) ?? TableView.automaticDimension
        if !(height.isFinite && height >= 0) { height = header ? sectionHeaderHeight : sectionFooterHeight }
        if !(height.isFinite && height >= 0) {
            let estimated = header ? estimatedSectionHeaderHeight : estimatedSectionFooterHeight
            if let v = view, v.frame.height > 0 {
                height = v.frame.height
            } else if view != nil {
                height = estimated > 0 ? estimated : 28
            } else {
                height = style == .plain ? 0 : 18
            }
        }
        return (view, height)
    }

    private func loaded() -> [(IndexPath, CGRect)] {
        if rowFrames == nil { load() }
        return rowFrames ?? []
    }

    private func tileIfLoaded() { if rowFrames != nil { tile() } }

    var isTiling = false
    func tile() {
        tile(frames: rowFrames, rect: bounds)
        placeBackground()
    }

    /// The background view at the visible bounds, behind every cell.
    private func placeBackground() {
        guard let b = backgroundView else { return }
        if b.frame != bounds { b.frame = bounds }
        if subviewList.first !== b { sendSubviewToBack(b) }
    }

    /// Tiles the cells for `frames` that share area with `rect`.
    func tile(frames: [(IndexPath, CGRect)]?, rect: CGRect) {
        guard !isTiling, let frames else { return }
        isTiling = true
        defer { isTiling = false }
        tiling.tile(
            in: self, frames: frames, rect: rect, identifier: { $0.reuseIdentifierStorage },
            make: { [unowned self] path in self.dataSource?.tableView(self, cellForRowAt: path) },
            willDisplay: { [unowned self] cell, path in
                cell.isSelected = self.selectedRows.contains(path)
                self.tableDelegate?.tableView(self, willDisplay: cell, forRowAt: path)
            },
            didEnd: { [unowned self] cell, path in self.tableDelegate?.tableView(self, didEndDisplaying: cell, forRowAt: path) })
    }

    // MARK: Queries

    open var numberOfSections: Int { dataSource.map { $0.numberOfSections(in: self) } ?? 0 }
    open func numberOfRows(inSection section: Int) -> Int { loaded().filter { $0.0.section == section }.count }

    /// `rectForRow(at:)`: the row's frame in the table's (content) coordinates; `.zero` when out
    /// of range.
    open func rectForRow(at indexPath: IndexPath) -> CGRect { loaded().first { $0.0 == indexPath }?.1 ?? .zero }

    /// `rect(forSection:)`: the section's header, rows and footer; `.zero` when out of range.
    open func rect(forSection section: Int) -> CGRect { sectionInfo(section)?.rect ?? .zero }
    /// `rectForHeader(inSection:)`.
    open func rectForHeader(inSection section: Int) -> CGRect { sectionInfo(section)?.header ?? .zero }
    /// `rectForFooter(inSection:)`.
    open func rectForFooter(inSection section: Int) -> CGRect { sectionInfo(section)?.footer ?? .zero }
    /// `headerView(forSection:)`: the section's header view when it is a `UITableViewHeaderFooterView`.
    open func headerView(forSection section: Int) -> TableViewHeaderFooterView? { sectionInfo(section)?.headerView as? TableViewHeaderFooterView }
    /// `footerView(forSection:)`.
    open func footerView(forSection section: Int) -> TableViewHeaderFooterView? { sectionInfo(section)?.footerView as? TableViewHeaderFooterView }

    private func sectionInfo(_ section: Int) -> SectionLayout? {
        _ = loaded()
        return sectionLayout.indices.contains(section) ? sectionLayout[section] : nil
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)` with a `UITableViewHeaderFooterView` class.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let type = aClass as? TableViewHeaderFooterView.Type else { return }
        let sim = simulation
        headerFooterFactories[identifier] = { sim.asCurrent { type.init(dequeuedWith: identifier) } }
    }

    /// `register(_:forHeaderFooterViewReuseIdentifier:)` with a nib: views are the nib's first
    /// top-level object, which must be a `TableViewHeaderFooterView` (else the refusal is recorded
    /// and a plain one made), told `awakeFromNib()` by the nib.
    open func register(_ nib: Nib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        guard let nib else { return }
        let sim = simulation
        headerFooterFactories[identifier] = {
            sim.asCurrent {
                nib.instantiate(withOwner: nil).first as? TableViewHeaderFooterView ?? {
                    if Nib.isRegistered(nib.name) {
                        sim.reject(.notFound("\(nib)'s first object is not a UITableViewHeaderFooterView (for \"\(identifier)\")"))
                    }
                    return TableViewHeaderFooterView(reuseIdentifier: identifier)
                }()
            }
        }
    }

    /// `dequeueReusableHeaderFooterView(withIdentifier:)`: a new view of the registered class
    /// (header and footer views are made once per load, so none is pooled); nil when the
    /// identifier is not registered, as in UIKit.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView? {
        headerFooterFactories[identifier]?()
    }

    /// `cellForRow(at:)`: the row's cell when it is on screen, else nil.
    open func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        _ = loaded()
        return tiling.visible[indexPath]
    }

    /// `visibleCells`, in row order.
    open var visibleCells: [TableViewCell] {
        _ = loaded()
        return tiling.orderedVisible.map(\.1)
    }

    /// `indexPathsForVisibleRows`.
    open var indexPathsForVisibleRows: [IndexPath]? {
        _ = loaded()
        return tiling.orderedVisible.map(\.0)
    }

    /// `indexPath(for:)`: a visible cell's row.
    open func indexPath(for cell: TableViewCell) -> IndexPath? { tiling.visible.first { $0.value === cell }?.key }

    /// `indexPathForRow(at:)`: the row under a point of the table's coordinates.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { loaded().first { $0.1.contains(point) }?.0 }

    // MARK: Selection and scrolling

    /// `selectRow(at:animated:scrollPosition:)`: selects without telling the delegate, as UIKit —
    /// added to the selection when it is multiple, else replacing it; nil deselects every row.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        if let p = indexPath, selectsMultipleRows {
            if !selectedRows.contains(p) { selectedRows.append(p) }
        } else {
            for old in selectedRows { tiling.visible[old]?.isSelected = false }
            selectedRows = indexPath.map { [$0] } ?? []
        }
        if let p = indexPath {
            tiling.visible[p]?.isSelected = true
            if scrollPosition != .none { scrollToRow(at: p, at: scrollPosition, animated: animated) }
        }
    }

    /// `deselectRow(at:animated:)`: that row leaves the selection (others stay).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        guard let i = selectedRows.firstIndex(of: indexPath) else { return }
        selectedRows.remove(at: i)
        tiling.visible[indexPath]?.isSelected = false
    }

    /// A tap on a row (what UIKit's touch handling does): nothing unless the delegate's
    /// `shouldHighlightRowAt` allows — a row that cannot highlight cannot be selected by a tap, as
    /// in UIKit; the row highlights (`didHighlightRowAt`, then `didUnhighlightRowAt` as the finger
    /// lifts); then the delegate's `willSelectRowAt` — nil cancels the selection, another index
    /// path selects that row instead (UIKit's documented return value) — and, for the old
    /// selection, `willDeselectRowAt` (nil keeps the old row selected, and the tap selects
    /// nothing) and `didDeselectRowAt`; then the row is selected and the delegate hears
    /// `didSelectRowAt`. When the selection is multiple (`allowsMultipleSelection`, or
    /// `allowsMultipleSelectionDuringEditing` while editing) other selected rows stay selected, and
    /// a tap on a selected row deselects it instead (`willDeselectRowAt` — nil keeps it — then
    /// `didDeselectRowAt`).
    public func tapRow(at tapped: IndexPath) {
        let rows = loaded()
        guard allowsSelection, rows.contains(where: { $0.0 == tapped }) else { return }
        guard tableDelegate?.tableView(self, shouldHighlightRowAt: tapped) ?? true else { return }
        cellForRow(at: tapped)?.setHighlighted(true, animated: false)
        tableDelegate?.tableView(self, didHighlightRowAt: tapped)
        cellForRow(at: tapped)?.setHighlighted(false, animated: false)
        tableDelegate?.tableView(self, didUnhighlightRowAt: tapped)
        if selectsMultipleRows, selectedRows.contains(tapped) {
            guard (tableDelegate.map { $0.tableView(self, willDeselectRowAt: tapped) } ?? tapped) == tapped else { return }
            deselectRow(at: tapped, animated: false)
            tableDelegate?.tableView(self, didDeselectRowAt: tapped)
            return
        }
        let chosen: IndexPath? = if let d = tableDelegate { d.tableView(self, willSelectRowAt: tapped) } else { tapped }
        guard let indexPath = chosen, rows.contains(where: { $0.0 == indexPath }) else { return }
        if !selectsMultipleRows {
            for old in selectedRows where old != indexPath {
                guard (tableDelegate.map { $0.tableView(self, willDeselectRowAt: old) } ?? old) == old else { return }
                deselectRow(at: old, animated: false)
                tableDelegate?.tableView(self, didDeselectRowAt: old)
            }
        }
        selectRow(at: indexPath, animated: false, scrollPosition: .none)
        tableDelegate?.tableView(self, didSelectRowAt: indexPath)
    }

    /// A tap on the detail (accessory) button of a visible row whose cell shows one
    /// (`.detailButton` / `.detailDisclosureButton`): the delegate hears
    /// `accessoryButtonTappedForRowWith`. Anything else is not a tap on such a button: nothing.
    public func tapAccessoryButton(forRowAt indexPath: IndexPath) {
        guard let cell = cellForRow(at: indexPath), [.detailButton, .detailDisclosureButton].contains(cell.accessoryType) else { return }
        tableDelegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    /// The user taps entry `index` of the section index: UIKit shows the index when the data
    /// source gives titles and the table has at least `sectionIndexMinimumDisplayRowCount` rows;
    /// the tap asks the data source for the entry's section
    /// (`tableView(_:sectionForSectionIndexTitle:at:)`) and brings that section's top to the top
    /// of the bounds, not animated, within the scrollable range. An entry the index does not have,
    /// or a section the table does not have, does nothing.
    public func tapSectionIndexTitle(at index: Int) {
        guard let source = dataSource, let titles = source.sectionIndexTitles(for: self), titles.indices.contains(index) else { return }
        let rows = (0..<numberOfSections).reduce(0) { $0 + numberOfRows(inSection: $1) }
        guard rows >= sectionIndexMinimumDisplayRowCount else { return }
        let section = source.tableView(self, sectionForSectionIndexTitle: titles[index], at: index)
        guard (0..<numberOfSections).contains(section) else { return }
        let top = rect(forSection: section).minY - adjustedContentInset.top
        setContentOffset(clamped(CGPoint(x: contentOffset.x, y: top)), animated: false)
    }

    /// `scrollToRow(at:at:animated:)`: the row at the top, middle or bottom of the bounds
    /// (`.none`: as little as needed), within the scrollable range.
    open func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        let r = rectForRow(at: indexPath)
        let y: CGFloat
        switch position {
        case .top: y = r.minY - adjustedContentInset.top
        case .middle: y = r.midY - bounds.height / 2
        case .bottom: y = r.maxY - bounds.height + adjustedContentInset.bottom
        case .none: return scrollRectToVisible(r, animated: animated)
        }
        setContentOffset(clamped(CGPoint(x: contentOffset.x, y: y)), animated: animated)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        placeBackground()
        if rowFrames == nil { load() } else if let w = rowFrames?.first?.1.width, w != bounds.width { reloadData() } else { tile() }
    }

    // MARK: Override points declared with their subjects elsewhere
    // Overridable as in UIKit, so declared here; the work is done in the batch-update files.

    /// `performBatchUpdates(_:completion:)`: runs `updates` inside an update and calls
    /// `completion` when the animation ends.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdates({ updates?() }, completion: completion)
    }

    /// `insertRows(at:with:)`: rows inserted at these index paths (numbered as after the update).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        pendingChanges.insertedItems.formUnion(indexPaths)
        if updateDepth == 0 { applyRowChanges(animation) }
    }

    /// `deleteRows(at:with:)`: the rows at these index paths (numbered as before the update) leave.
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        pendingChanges.deletedItems.formUnion(indexPaths)
        if updateDepth == 0 { applyRowChanges(animation) }
    }

    /// `moveRow(at:to:)`: the row (numbered as before the update) keeps its cell and slides to
    /// its new place (numbered as after it).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        pendingChanges.moves.append((indexPath, newIndexPath))
        if updateDepth == 0 { applyRowChanges(.automatic) }
    }

    /// `insertSections(_:with:)`: sections inserted at these indexes (numbered as after the
    /// update), with their rows.
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        pendingChanges.insertedSections.formUnion(sections)
        if updateDepth == 0 { applyRowChanges(animation) }
    }

    /// `deleteSections(_:with:)`: the sections at these indexes (numbered as before the update)
    /// leave with their rows.
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        pendingChanges.deletedSections.formUnion(sections)
        if updateDepth == 0 { applyRowChanges(animation) }
    }

    /// `moveSection(_:toSection:)`: as a deletion and an insertion (its rows get new cells).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        pendingChanges.deletedSections.insert(section)
        pendingChanges.insertedSections.insert(newSection)
        if updateDepth == 0 { applyRowChanges(.automatic) }
    }

    /// `reconfigureRows(at:)` (iOS 15): the visible cells of these rows are configured again in
    /// place — the data source is asked for each row's cell and its dequeue returns the cell the
    /// row has (no `prepareForReuse()`, no new cell, heights unchanged). Rows off screen have no
    /// cell: theirs is made when they show. A data source that answers with another cell is
    /// recorded (UIKit requires the same cell) and that cell goes to the reuse pool.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        for p in indexPaths {
            guard let cell = tiling.visible[p] else { continue }
            reconfiguringCell = cell
            let answer = dataSource?.tableView(self, cellForRowAt: p)
            reconfiguringCell = nil
            if let answer, answer !== cell {
                simulation.record(
                    .rejectedCall,
                    "reconfigureRows(at:) on \(modelName): the data source answered row \(p) with another cell than the one it has (UIKit requires the same cell: dequeue with its reuse identifier)")
                if let id = answer.reuseIdentifierStorage { tiling.pools[id, default: []].append(answer) }
            }
        }
    }

    /// `reloadRows(at:with:)`: new cells for the rows from the data source, heights re-read.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        discardCells(Set(indexPaths))
        if updateDepth == 0 { applyUpdates(duration: animation == .none ? 0 : TableView.updateAnimationDuration) }
    }

    /// `reloadSections(_:with:)`: the sections' rows are read again (their counts too), with new
    /// cells.
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        discardCells(Set(tiling.visible.keys.filter { sections.contains($0.section) }))
        if updateDepth == 0 { applyUpdates(duration: animation == .none ? 0 : TableView.updateAnimationDuration) }
    }
}
