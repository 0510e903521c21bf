import Foundation
import Testing
import TransitionsUIKit

// The UIKit surface the app corpus reaches for: controls, table updates, text fields and
// labels, and small types. Each test runs UIKit code as written and checks UIKit's documented
// behaviour on the model.

/// Collects what a control sends.
private final class Sent {
    var events: [String] = []
}

/// Counts notifications (Foundation's block observers are `@Sendable`; the model runs on one
/// thread).
private final class Counter: @unchecked Sendable {
    var count = 0
    var objects: [ObjectIdentifier] = []
}

/// A table's data source and delegate with heights that change.
private final class Rows: UITableViewDataSource, UITableViewDelegate {
    var count = 10
    var heights: [Int: CGFloat] = [:]
    var cellsMade: [IndexPath] = []
    var heightQueries = 0
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        cellsMade.append(indexPath)
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        heightQueries += 1
        return heights[indexPath.row] ?? 44
    }
}

/// UIKit code overriding `loadView()` with `super.loadView()` and the selection veto.
private final class PickyList: UITableViewController {
    var selected: [IndexPath] = []
    override func loadView() {
        super.loadView()
        tableView.rowHeight = 40
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    override func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        switch indexPath.row {
        case 0: return nil
        case 1: return IndexPath(row: 2, section: 0)
        default: return indexPath
        }
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

private final class LoadingGrid: UICollectionViewController {
    var loaded = false
    override func loadView() {
        super.loadView()
        loaded = true
    }
}

/// A text field delegate as apps write one.
private final class FieldLog: UITextFieldDelegate {
    var log: [String] = []
    var allowBegin = true
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool {
        log.append("shouldBegin")
        return allowBegin
    }
    func textFieldDidBeginEditing(_ textField: UITextField) { log.append("didBegin") }
    func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        log.append("change \(range.location),\(range.length) '\(string)'")
        return string != "x"
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        log.append("return")
        textField.resignFirstResponder()
        return true
    }
}

@Suite struct CorpusSurfaceTests {
    // MARK: Controls

    /// `UISwitch`: 51 × 31; code changes send nothing; a tap toggles and sends `.valueChanged`.
    @Test func switchTapTogglesAndSendsValueChanged() throws {
        try withUIKitStage { _, root in
            let toggle = UISwitch(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
            #expect(toggle.frame == CGRect(x: 20, y: 100, width: 51, height: 31) && toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
            root.view.addSubview(toggle)
            let sent = Sent()
            toggle.addTarget(nil, for: .valueChanged) { c in sent.events.append("\((c as? UISwitch)?.isOn == true)") }
            toggle.onTintColor = .systemGreen
            toggle.thumbTintColor = .white
            toggle.setOn(true, animated: true)
            toggle.isOn = true
            #expect(sent.events.isEmpty && toggle.isOn && toggle.onTintColor == .systemGreen)
            let window = try #require(root.view.window)
            let center = toggle.convert(CGPoint(x: 25, y: 15), to: nil)
            Finger(downAt: center, in: window).lift()
            #expect(!toggle.isOn && sent.events == ["false"])
            toggle.isEnabled = false
            Finger(downAt: center, in: window).lift()
            #expect(!toggle.isOn && sent.events == ["false"], "a disabled switch ignores taps")
        }
    }

    /// `UISegmentedControl`: equal segments; a tap selects and sends `.valueChanged` once;
    /// inserting and removing keep the selected segment; code sends nothing.
    @Test func segmentedControlSelectsTheTappedSegment() throws {
        try withUIKitStage { sim, root in
            let control = UISegmentedControl(items: ["Day", "Week", "Month"])
            #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
            control.frame = CGRect(x: 0, y: 200, width: 300, height: 32)
            root.view.addSubview(control)
            let sent = Sent()
            control.addTarget(nil, for: .valueChanged) { c in sent.events.append("\((c as? UISegmentedControl)?.selectedSegmentIndex ?? -9)") }
            control.selectedSegmentIndex = 0
            #expect(sent.events.isEmpty)
            let window = try #require(root.view.window)
            Finger(downAt: CGPoint(x: 250, y: 216), in: window).lift()
            #expect(control.selectedSegmentIndex == 2 && sent.events == ["2"])
            Finger(downAt: CGPoint(x: 260, y: 216), in: window).lift()
            #expect(sent.events == ["2"], "the selected segment again: no change, nothing sent")
            control.setEnabled(false, forSegmentAt: 1)
            Finger(downAt: CGPoint(x: 150, y: 216), in: window).lift()
            #expect(control.selectedSegmentIndex == 2 && sent.events == ["2"], "a disabled segment ignores taps")
            control.insertSegment(withTitle: "Hour", at: 0, animated: true)
            #expect(control.numberOfSegments == 4 && control.selectedSegmentIndex == 3 && control.titleForSegment(at: 0) == "Hour")
            control.setTitle("Year", forSegmentAt: 3)
            #expect(control.titleForSegment(at: 3) == "Year" && control.titleForSegment(at: 9) == nil)
            control.insertSegment(withTitle: "End", at: 99, animated: false)
            #expect(control.titleForSegment(at: 4) == "End", "insertion clamps the index")
            control.removeSegment(at: 3, animated: false)
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 4)
            control.selectedSegmentIndex = 7
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && sim.violations.contains { $0.detail.contains("out of range") })
            control.selectedSegmentTintColor = .systemBlue
            control.removeAllSegments()
            #expect(control.numberOfSegments == 0 && control.selectedSegmentTintColor == .systemBlue)
        }
    }

    /// `UIActivityIndicatorView`: hidden while stopped when `hidesWhenStopped` (the default).
    @Test func activityIndicatorHidesWhenStopped() {
        withUIKitStage { _, root in
            let spinner = UIActivityIndicatorView(style: .large)
            root.view.addSubview(spinner)
            #expect(spinner.hidesWhenStopped && spinner.isHidden && !spinner.isAnimating)
            #expect(spinner.frame.size == CGSize(width: 37, height: 37) && UIActivityIndicatorView(style: .medium).intrinsicContentSize.width == 20)
            spinner.color = .red
            spinner.startAnimating()
            #expect(spinner.isAnimating && !spinner.isHidden && spinner.color == .red)
            spinner.color = nil
            #expect(spinner.color == .gray, "nil restores the style's colour")
            spinner.stopAnimating()
            #expect(!spinner.isAnimating && spinner.isHidden)
            spinner.hidesWhenStopped = false
            #expect(!spinner.isHidden)
            spinner.startAnimating()
            spinner.stopAnimating()
            #expect(!spinner.isHidden, "kept on screen when told not to hide")
            #expect(UIActivityIndicatorView.Style(rawValue: 0)?.size == CGSize(width: 37, height: 37), "whiteLarge is large")
        }
    }

    // MARK: Table views

    private func table(_ rows: Rows, in root: UIViewController) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        table.dataSource = rows
        table.delegate = rows
        root.view.addSubview(table)
        table.layoutIfNeeded()
        return table
    }

    /// `backgroundView` sits behind the rows at the table's bounds and does not scroll;
    /// `indexPathsForSelectedRows` lists the selected row.
    @Test func tableBackgroundViewStaysBehindAndInPlace() {
        withUIKitStage { _, root in
            let rows = Rows()
            let table = table(rows, in: root)
            let backdrop = UIView()
            table.backgroundView = backdrop
            #expect(table.subviews.first === backdrop && backdrop.frame == table.bounds)
            table.setContentOffset(CGPoint(x: 0, y: 60), animated: false)
            table.layoutIfNeeded()
            #expect(backdrop.frame.origin.y == 60 && backdrop.frame.size == table.bounds.size, "it covers the visible area")
            #expect(table.subviews.first === backdrop)
            #expect(table.indexPathsForSelectedRows == nil)
            table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
            let replacement = UIView()
            table.backgroundView = replacement
            #expect(backdrop.superview == nil && table.subviews.first === replacement)
            table.separatorEffect = UIBlurEffect(style: .dark)
            #expect(table.separatorEffect != nil)
        }
    }

    /// Life-cycle notifications and accessibility settings compile and read as a foreground app
    /// on a device with default settings (none is ever posted).
    @Test func lifeCycleNotificationsAndAccessibilitySettings() {
        #expect(UIApplication.didEnterBackgroundNotification.rawValue == "UIApplicationDidEnterBackgroundNotification")
        #expect(UIApplication.willChangeStatusBarFrameNotification != UIApplication.didChangeStatusBarFrameNotification)
        #expect(!UIAccessibility.isReduceTransparencyEnabled && !UIAccessibility.isBoldTextEnabled)
    }

    /// `beginUpdates()`/`endUpdates()`: heights are read again and the cells slide to their
    /// new frames on the simulation's clock.
    @Test func endUpdatesAnimatesNewHeights() throws {
        try withUIKitStage { sim, root in
            let rows = Rows()
            let table = table(rows, in: root)
            let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)))
            #expect(second.frame.minY == 44)
            rows.heights[0] = 100
            let queries = rows.heightQueries
            table.beginUpdates()
            table.beginUpdates()
            table.endUpdates()
            #expect(rows.heightQueries == queries, "nested: only the outermost end reads")
            table.endUpdates()
            #expect(rows.heightQueries > queries)
            #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).minY == 100 && table.contentSize.height == 100 + 9 * 44)
            #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) === second && second.frame.minY == 100)
            sim.advance(by: 0.15)
            let midway = try #require(second.layer.presentation()).frame.minY
            #expect(midway > 44 && midway < 100, "sliding: \(midway)")
            sim.advance(by: 0.2)
            #expect(try #require(second.layer.presentation()).frame.minY == 100)
            table.endUpdates()
            #expect(sim.violations.contains { $0.detail.contains("endUpdates() without beginUpdates()") })
        }
    }

    /// `performBatchUpdates`: the completion runs when the animation ends, also when nothing
    /// moved; a row that comes on screen starts where its row was.
    @Test func performBatchUpdatesCompletesAfterTheAnimation() throws {
        try withUIKitStage { sim, root in
            let rows = Rows()
            let table = table(rows, in: root)
            #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) == nil)
            var finished: [Bool] = []
            table.performBatchUpdates({ rows.heights = [0: 10, 1: 10] }, completion: { finished.append($0) })
            let arriving = try #require(table.cellForRow(at: IndexPath(row: 5, section: 0)))
            let arrivingTop: CGFloat = 20 + 3 * 44
            #expect(arriving.frame.minY == arrivingTop)
            #expect(try #require(arriving.layer.presentation()).frame.minY == 5 * 44, "starts where its row was")
            sim.advance(by: 0.2)
            #expect(finished.isEmpty)
            sim.advance(by: 0.15)
            #expect(finished == [true])
            table.performBatchUpdates(nil) { finished.append($0) }
            sim.advance(by: 0.2)
            #expect(finished == [true])
            sim.advance(by: 0.15)
            #expect(finished == [true, true], "nothing moved: still after the animation's time")
        }
    }

    /// `reloadRows(at:with:)` / `reloadSections(_:with:)`: new cells from the data source.
    @Test func reloadRowsAsksForNewCells() throws {
        try withUIKitStage { sim, root in
            let rows = Rows()
            let table = table(rows, in: root)
            let old = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
            rows.cellsMade = []
            table.reloadRows(at: [IndexPath(row: 2, section: 0)], with: .automatic)
            #expect(rows.cellsMade == [IndexPath(row: 2, section: 0)])
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) !== old && old.superview == nil)
            rows.cellsMade = []
            rows.count = 3
            table.reloadSections(IndexSet(integer: 0), with: .none)
            #expect(table.numberOfRows(inSection: 0) == 3 && table.visibleCells.count == 3 && rows.cellsMade.count == 3)
            try sim.runUntilIdle()
            #expect(UITableView.RowAnimation.automatic.rawValue == 100)
        }
    }

    /// A cell's `imageView` is made on first use in the content view; `separatorInset` is kept.
    @Test func cellImageViewAndSeparatorInset() {
        withUIKitStage { _, _ in
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: "c")
            let image = cell.imageView
            #expect(image != nil && image?.superview === cell.contentView && cell.imageView === image)
            image?.image = UIImage(named: "avatar")
            #expect(cell.imageView?.image?.name == "avatar")
            #expect(cell.separatorInset.left == 15)
            cell.separatorInset = UIEdgeInsets(top: 0, left: 72, bottom: 0, right: 0)
            #expect(cell.separatorInset.left == 72)
            #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil)
        }
    }

    /// `super.loadView()` compiles in list controllers; `willSelectRowAt` vetoes and redirects.
    @Test func willSelectRowVetoesAndRedirects() throws {
        try withUIKitStage { sim, root in
            let list = PickyList(style: .plain)
            root.present(list, animated: false)
            try sim.runUntilIdle()
            let table = try #require(list.tableView)
            #expect(table.rowHeight == 40)
            table.tapRow(at: IndexPath(row: 0, section: 0))
            #expect(list.selected.isEmpty && table.indexPathForSelectedRow == nil)
            table.tapRow(at: IndexPath(row: 1, section: 0))
            #expect(list.selected == [IndexPath(row: 2, section: 0)] && table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
            let grid = LoadingGrid(collectionViewLayout: UICollectionViewFlowLayout())
            _ = grid.view
            #expect(grid.loaded && grid.collectionView != nil)
        }
    }

    // MARK: Text

    /// `UITextField` with a delegate: begin, typing, return, end; notifications for typing only.
    @Test func textFieldDelegateAndNotifications() throws {
        try withUIKitStage { _, root in
            let field = UITextField(frame: CGRect(x: 10, y: 300, width: 200, height: 40))
            root.view.addSubview(field)
            let delegate = FieldLog()
            field.delegate = delegate
            field.returnKeyType = .done
            field.keyboardType = .emailAddress
            let changes = Counter()
            let token = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: field, queue: nil) { n in
                changes.count += 1
                if let o = n.object as AnyObject? { changes.objects.append(ObjectIdentifier(o)) }
            }
            defer { NotificationCenter.default.removeObserver(token) }
            let sent = Sent()
            field.addTarget(nil, for: .editingChanged) { _ in sent.events.append("changed") }
            field.insertText("a")
            #expect(delegate.log.isEmpty && field.text == "", "keys reach only the first responder")
            delegate.allowBegin = false
            #expect(!field.becomeFirstResponder() && delegate.log == ["shouldBegin"])
            delegate.allowBegin = true
            let window = try #require(root.view.window)
            Finger(downAt: CGPoint(x: 50, y: 320), in: window).lift()
            #expect(field.isFirstResponder && field.isEditing && delegate.log == ["shouldBegin", "shouldBegin", "didBegin"])
            field.insertText("ab")
            field.insertText("x")
            field.deleteBackward()
            #expect(field.text == "a")
            #expect(delegate.log.suffix(3) == ["change 0,0 'ab'", "change 2,0 'x'", "change 1,1 ''"])
            #expect(changes.count == 2 && changes.objects.allSatisfy { $0 == ObjectIdentifier(field) } && sent.events.count == 2)
            field.text = "set in code"
            #expect(changes.count == 2 && sent.events.count == 2, "code changes post nothing")
            field.tapReturnKey()
            #expect(delegate.log.suffix(2) == ["return", "didEnd"] && !field.isFirstResponder)
            #expect(field.returnKeyType == .done && field.keyboardType == .emailAddress)
            #expect(UITextField.textDidChangeNotification.rawValue == "UITextFieldTextDidChangeNotification")
        }
    }

    /// `UILabel`: `font` is `UIFont!` (nil resets to the 17-point system font),
    /// `attributedText` sets `text`, `lineBreakMode` is kept.
    @Test func labelFontAttributedTextAndLineBreakMode() {
        withUIKitStage { _, _ in
            let label = UILabel()
            label.font = UIFont(name: "Avenir-Heavy", size: 12)
            #expect(label.font.pointSize == 12 && label.font.fontName == "Avenir-Heavy")
            label.font = nil
            #expect(label.font == UIFont.systemFont(ofSize: 17))
            #expect(label.lineBreakMode == .byTruncatingTail)
            label.lineBreakMode = .byWordWrapping
            #expect(label.lineBreakMode == NSLineBreakMode.byWordWrapping)
            label.attributedText = NSAttributedString(string: "Hello", attributes: [.foregroundColor: UIColor.red])
            #expect(label.text == "Hello" && label.attributedText?.string == "Hello")
            #expect(label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) != nil)
            label.text = "Bye"
            #expect(label.attributedText?.string == "Bye" && label.attributedText?.attribute(.foregroundColor, at: 0, effectiveRange: nil) == nil)
            label.attributedText = nil
            #expect(label.text == nil)
        }
    }

    /// Bar appearance UIKit only draws is stored per state, metrics and position and read back.
    @Test func barAppearanceIsStoredPerStateAndMetrics() {
        withUIKitStage { _, root in
            let nav = UINavigationController(rootViewController: UIViewController())
            let clear = UIImage()
            nav.navigationBar.setBackgroundImage(clear, for: .default)
            nav.navigationBar.setTitleVerticalPositionAdjustment(-2, for: .compact)
            #expect(nav.navigationBar.backgroundImage(for: .default) === clear)
            #expect(nav.navigationBar.backgroundImage(for: .compact) == nil)
            #expect(nav.navigationBar.backgroundImage(for: .topAttached, barMetrics: .default) == nil)
            #expect(nav.navigationBar.titleVerticalPositionAdjustment(for: .compact) == -2)
            #expect(nav.navigationBar.titleVerticalPositionAdjustment(for: .default) == 0)
            let item = UITabBarItem(title: "Home", image: nil, tag: 0)
            item.imageInsets = UIEdgeInsets(top: 6, left: 0, bottom: -6, right: 0)
            item.titlePositionAdjustment = UIOffset(horizontal: 0, vertical: -4)
            item.setTitleTextAttributes([.foregroundColor: UIColor.red], for: .selected)
            item.setBadgeTextAttributes([.foregroundColor: UIColor.white], for: .normal)
            #expect(item.imageInsets.bottom == -6 && item.titlePositionAdjustment.vertical == -4)
            #expect(item.titleTextAttributes(for: .selected)?[.foregroundColor] as? UIColor == .red)
            #expect(item.titleTextAttributes(for: .normal) == nil)
            #expect(item.badgeTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .white)
            _ = root
        }
    }

    // MARK: Small types

    @Test func offsetsTimeConstantsAndValues() {
        let offset = UIOffset(horizontal: 3, vertical: -2)
        #expect(offset.horizontal == 3 && offset.vertical == -2 && UIOffset.zero == UIOffset(horizontal: 0, vertical: 0) && offset != .zero)
        #expect(NSEC_PER_SEC == 1_000_000_000 && NSEC_PER_MSEC == 1_000_000 && USEC_PER_SEC == 1_000_000)
        let delay = Double(Int64(0.3 * Double(NSEC_PER_SEC))) / Double(NSEC_PER_SEC)
        #expect(delay == 0.3)
        let rect = CGRect(x: 0, y: 500, width: 390, height: 300)
        let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: rect)]
        #expect((info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue == rect)
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardAnimationDurationUserInfoKey == "UIKeyboardAnimationDurationUserInfoKey")
        let names = [
            UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification, UIResponder.keyboardWillHideNotification,
            UIResponder.keyboardDidHideNotification, UIResponder.keyboardWillChangeFrameNotification,
        ]
        #expect(Set(names).count == 5)
        #expect(Set([UIResponder.keyboardFrameBeginUserInfoKey, UIResponder.keyboardAnimationCurveUserInfoKey]).count == 2)
    }

    /// `UIDevice.orientationDidChangeNotification` is posted on rotation with `UIDevice.current`.
    @Test func deviceOrientationNotification() {
        withUIKitStage { sim, _ in
            let posts = Counter()
            let device = UIDevice.current
            #expect(UIDevice.current === device)
            let token = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: device, queue: nil) { _ in
                posts.count += 1
            }
            defer { NotificationCenter.default.removeObserver(token) }
            sim.application.rotate(to: .landscapeLeft)
            #expect(posts.count == 1 && UIDevice.current.orientation == .landscapeLeft)
            sim.application.rotate(to: .landscapeLeft)
            #expect(posts.count == 1, "no change, no notification")
            sim.application.rotate(to: .portrait)
            #expect(posts.count == 2)
        }
    }

    @Test func imageRenderingModeSemanticContentAndBlur() throws {
        try withUIKitStage { _, root in
            let image = try #require(UIImage(named: "star"))
            let template = image.withRenderingMode(.alwaysTemplate)
            #expect(image.renderingMode == .automatic && template.renderingMode == .alwaysTemplate && template.name == "star")
            #expect(root.view.semanticContentAttribute == .unspecified)
            root.view.semanticContentAttribute = .forceRightToLeft
            #expect(root.view.semanticContentAttribute == .forceRightToLeft)
            #expect(UIView.userInterfaceLayoutDirection(for: root.view.semanticContentAttribute) == .rightToLeft)
            #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
            #expect(UIView.userInterfaceLayoutDirection(for: .playback) == .leftToRight)
            let blur = UIVisualEffectView(effect: UIBlurEffect())
            #expect(blur.effect != nil)
        }
    }

    /// `UITabBar.selectedItem`: settable on a bar of your own; refused on a tab bar
    /// controller's (UIKit raises).
    @Test func tabBarSelectedItem() throws {
        try withUIKitStage { sim, root in
            let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 320, height: 49))
            let first = UITabBarItem(title: "One", image: nil, tag: 1), second = UITabBarItem(title: "Two", image: nil, tag: 2)
            bar.items = [first, second]
            bar.selectedItem = second
            #expect(bar.selectedItem === second)
            bar.selectedItem = UITabBarItem(title: "Stranger", image: nil, tag: 3)
            #expect(bar.selectedItem === second)
            bar.setItems([first], animated: false)
            #expect(bar.selectedItem == nil && bar.barPosition == .bottom)
            let tabs = TabBarController(sim, viewControllers: [UIViewController(), UIViewController()])
            root.present(tabs, animated: false)
            try sim.runUntilIdle()
            let managed = tabs.tabBar
            let before = sim.violations.count
            managed.selectedItem = managed.items?.last
            #expect(tabs.selectedIndex == 0 && managed.selectedItem === tabs.viewControllers?.first?.tabBarItem)
            #expect(sim.violations.count == before + 1)
        }
    }

    /// `UICoordinateSpace`: views convert through the protocol as through `convert(_:to:)`;
    /// the screen's space is the window's for a full-screen window.
    @Test func coordinateSpaces() {
        withUIKitStage { _, root in
            let a = UIView(frame: CGRect(x: 10, y: 20, width: 100, height: 100))
            let b = UIView(frame: CGRect(x: 5, y: 5, width: 50, height: 50))
            root.view.addSubview(a)
            a.addSubview(b)
            let space: any UICoordinateSpace = root.view
            #expect(b.convert(CGPoint(x: 1, y: 1), to: space) == CGPoint(x: 16, y: 26))
            #expect(b.convert(CGPoint(x: 16, y: 26), from: space) == CGPoint(x: 1, y: 1))
            #expect(b.convert(CGRect(x: 0, y: 0, width: 4, height: 4), to: space) == CGRect(x: 15, y: 25, width: 4, height: 4))
            #expect(b.convert(b.bounds, to: a) == CGRect(x: 5, y: 5, width: 50, height: 50))
            let screen = UIScreen.main.coordinateSpace
            #expect(b.convert(CGPoint.zero, to: screen) == root.view.convert(CGPoint(x: 15, y: 25), to: nil))
            #expect(b.convert(CGRect(x: 15, y: 25, width: 2, height: 2), from: screen) == CGRect(x: 0, y: 0, width: 2, height: 2))
            #expect(screen.bounds == UIScreen.main.bounds && space.bounds == root.view.bounds)
        }
    }

    /// The Swift 4 spellings of the new names (deprecated aliases).
    @Test func swift4Spellings() {
        #expect(Notification.Name.UITextFieldTextDidChange == UITextField.textDidChangeNotification)
        #expect(Notification.Name.UIKeyboardWillShow == UIResponder.keyboardWillShowNotification)
        #expect(UIKeyboardFrameEndUserInfoKey == UIResponder.keyboardFrameEndUserInfoKey)
        #expect(UITableViewRowAnimation.fade == UITableView.RowAnimation.fade)
    }

    @Test func barPositions() {
        final class BarOwner: UIBarPositioningDelegate {}
        withUIKitStage { _, _ in
            let nav = UINavigationController(rootViewController: UIViewController())
            #expect(nav.navigationBar.barPosition == .topAttached)
            #expect(BarOwner().position(for: nav.navigationBar) == .any)
            #expect(UIBarPosition(rawValue: 3) == .topAttached)
        }
    }
}
