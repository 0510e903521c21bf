import Foundation
import Testing
import TransitionsUIKit

// The eleventh pass over real code (notes/uikit-surface.md, "eleventh pass"): what the
// twenty-sixth and twenty-seventh corpus batches (floating menus, pull-to-refresh, parallax
// headers, alerts, HUDs, tab bars, drawers, carousels) reached for.

/// An object whose methods `perform(_:)` calls: one returns a view, one nothing, one a number.
private final class Vendor: NSObject {
    weak var lastMade: UIView?
    func makeBadge() -> UIView {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        lastMade = badge
        return badge
    }
    func maybeBadge(_ flag: NSNumber) -> UIView? { flag.boolValue ? makeBadge() : nil }
    var calls = 0
    func touch() { calls += 1 }
    func count() -> Int { 7 }
}

/// A layout helper written for Objective-C's out-parameters: it hands the constraint it made
/// back through a pointer when the caller asks.
private func pinWidth(_ view: UIView, to width: CGFloat, constraint: AutoreleasingUnsafeMutablePointer<NSLayoutConstraint?>? = nil) {
    let made = view.widthAnchor.constraint(equalToConstant: width)
    made.isActive = true
    constraint?.pointee = made
}

/// A view that draws rounded corners itself, so it tells UIKit it is not opaque.
private final class RoundedCornersView: UIView {
    override var isOpaque: Bool {
        get { false }
        set {}
    }
}

/// A scroll view that hands UIKit a forwarder as its delegate (a parallax header's pattern):
/// the forwarder hears every callback first, then passes it on.
private final class ForwardingScrollView: UIScrollView {
    final class Forwarder: NSObject, UIScrollViewDelegate {
        weak var target: UIScrollViewDelegate?
        var heard = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            heard += 1
            target?.scrollViewDidScroll(scrollView)
        }
    }
    let forwarder = Forwarder()
    override var delegate: UIScrollViewDelegate? {
        get { forwarder }
        set { forwarder.target = newValue }
    }
}
private final class OffsetWatcher: NSObject, UIScrollViewDelegate {
    var offsets: [CGFloat] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
}


/// Colours made through the metatype, as `UIColor` extensions write them.
extension UIColor {
    fileprivate static func themed(light: UIColor, dark: UIColor) -> UIColor {
        self.init(dynamicProvider: { $0.userInterfaceStyle == .dark ? dark : light })
    }
    fileprivate class func grey(_ level: CGFloat) -> UIColor { self.init(white: level, alpha: 1) }
    fileprivate class func rgb(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat) -> Self { self.init(red: r / 255, green: g / 255, blue: b / 255, alpha: 1) }
}

/// A view controller that offers a context menu on its card.
private final class CardMenu: UIViewController, UIContextMenuInteractionDelegate {
    let card = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 60))
    var asked: [CGPoint] = []
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        card.addInteraction(UIContextMenuInteraction(delegate: self))
    }
    func contextMenuInteraction(_ interaction: UIContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        asked.append(location)
        return UIContextMenuConfiguration(identifier: "card" as NSString, previewProvider: nil) { _ in
            UIMenu(title: "", children: [UIAction(title: "Share") { _ in }])
        }
    }
    func contextMenuInteraction(
        _ interaction: UIContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration
    ) -> UITargetedPreview? {
        let parameters = UIPreviewParameters()
        parameters.visiblePath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 12)
        parameters.backgroundColor = .clear
        return UITargetedPreview(view: card, parameters: parameters)
    }
}

/// A list that shows its help page in Safari and hears when the user is done.
private final class HelpList: UIViewController, SFSafariViewControllerDelegate {
    var finished = 0
    func showHelp() {
        let safari = SFSafariViewController(url: URL(string: "https://example.com/help")!)
        safari.delegate = self
        safari.preferredControlTintColor = .orange
        present(safari, animated: true)
    }
    func safariViewControllerDidFinish(_ controller: SFSafariViewController) { finished += 1 }
}


/// An iOS 8-style list: a trailing swipe reveals row actions.
private final class Inbox: UITableViewController {
    var rows = ["a", "b", "c"]
    var archived: [Int] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = rows[indexPath.row]
        cell.editingAccessoryType = .disclosureIndicator
        return cell
    }
    override func tableView(_ tableView: UITableView, editActionsForRowAt indexPath: IndexPath) -> [UITableViewRowAction]? {
        let archive = UITableViewRowAction(style: .normal, title: "Archive") { [unowned self] _, path in self.archived.append(path.row) }
        archive.backgroundColor = .blue
        let delete = UITableViewRowAction(style: .destructive, title: "Delete") { [unowned self] _, path in
            self.rows.remove(at: path.row)
            tableView.deleteRows(at: [path], with: .automatic)
        }
        return [delete, archive]
    }
}


/// A segmented control that lifts its selected segment under an iPad pointer.
private final class Segments: UIView, UIPointerInteractionDelegate {
    let indicator = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 30))
    let other = UIView(frame: CGRect(x: 50, y: 0, width: 50, height: 30))
    var hovered: UIView?
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(indicator)
        addSubview(other)
        addInteraction(UIPointerInteraction(delegate: self))
    }
    required init?(coder: NSCoder) { nil }
    func pointerInteraction(_ interaction: UIPointerInteraction, regionFor request: UIPointerRegionRequest, defaultRegion: UIPointerRegion) -> UIPointerRegion? {
        hovered = request.location.x < 50 ? indicator : other
        return .init(rect: hovered!.frame)
    }
    func pointerInteraction(_ interaction: UIPointerInteraction, styleFor region: UIPointerRegion) -> UIPointerStyle? {
        guard let view = hovered else { return nil }
        return view === indicator ? .init(effect: .lift(.init(view: view))) : .init(effect: .highlight(.init(view: view)))
    }
}

@Suite struct EleventhPassSemanticsTests {
    /// `perform(_:)` returns what the method returned when it is an object, unretained but alive
    /// until the run loop's turn ends (Darwin's autoreleased result); nil for a method that
    /// returns nothing or a value, and for a refused call, which is recorded.
    @Test func performReturnsTheMethodsObjectUntilTheTurnEnds() {
        withUIKitStage { sim, _ in
            let vendor = Vendor()
            let result = vendor.perform(Selector(Vendor.makeBadge, "makeBadge"))
            let badge = result?.takeUnretainedValue() as? UIView
            #expect(badge?.frame.width == 8 && badge === vendor.lastMade)
            let some = vendor.perform(Selector(Vendor.maybeBadge(_:), "maybeBadge:"), with: NSNumber(value: true))
            #expect(some?.takeUnretainedValue() is UIView)
            #expect(vendor.perform(Selector(Vendor.maybeBadge(_:), "maybeBadge:"), with: NSNumber(value: false)) == nil)
            #expect(vendor.perform(Selector(Vendor.touch, "touch")) == nil && vendor.calls == 1)
            #expect(vendor.perform(Selector(Vendor.count, "count")) == nil)
            #expect(sim.violations.isEmpty)
            #expect(UIView().perform(Selector(Vendor.makeBadge, "makeBadge")) == nil)
            #expect(sim.violations.count == 1)
            // The results made above are held only by the pool: the turn's end lets them go.
            sim.advance(by: 0.01)
            #expect(vendor.lastMade == nil)
        }
    }

    /// An Objective-C out-parameter (`NSLayoutConstraint **`) written as `&variable` receives
    /// what the callee stores; a caller that passes nothing gets nothing written.
    @Test func outParametersWriteTheCallersVariable() {
        withUIKitStage { _, root in
            let v = UIView()
            root.view.addSubview(v)
            var width: NSLayoutConstraint?
            pinWidth(v, to: 120, constraint: &width)
            #expect(width?.constant == 120 && width?.isActive == true && width?.firstItem === v)
            pinWidth(v, to: 80)
            root.view.layoutIfNeeded()
            #expect(v.constraints.count == 2)
        }
    }

    /// A layer's own media timing is stored with Core Animation's defaults, and values Core
    /// Animation could not use are ignored; the compositing filter is kept as given.
    @Test func layerMediaTimingIsStoredWithCoreAnimationsDefaults() {
        let layer = CAShapeLayer()
        #expect(layer.duration == 0 && layer.repeatCount == 0 && layer.repeatDuration == 0)
        #expect(!layer.autoreverses && layer.fillMode == .removed && layer.compositingFilter == nil)
        layer.fillMode = .forwards
        layer.duration = 2
        layer.duration = -1
        layer.duration = .nan
        layer.repeatCount = .infinity
        layer.repeatCount = -3
        layer.repeatDuration = .nan
        layer.autoreverses = true
        layer.compositingFilter = "multiplyBlendMode"
        #expect(layer.fillMode == .forwards && layer.duration == 2 && layer.repeatCount == .infinity)
        #expect(layer.repeatDuration == 0 && layer.autoreverses)
        #expect(layer.compositingFilter as? String == "multiplyBlendMode")
    }

    /// `withTintColor` makes a new image carrying the colour (and the rendering mode asked for);
    /// the receiver is unchanged. The system's named images are symbol images.
    @Test func tintedImagesAreNewImages() {
        let check = UIImage.checkmark
        #expect(check.isSymbolImage && check.name == "checkmark" && UIImage.remove.name == "minus")
        let green = check.withTintColor(.green, renderingMode: .alwaysOriginal)
        #expect(green !== check && green.tintColor == .green && green.renderingMode == .alwaysOriginal)
        #expect(check.tintColor == nil && check.renderingMode == .automatic)
        let red = green.withTintColor(.red)
        #expect(red.tintColor == .red && red.renderingMode == .alwaysOriginal && red.isSymbolImage)
    }

    /// Face up and face down are flat; neither is a valid interface orientation.
    @Test func flatOrientations() {
        #expect(UIDeviceOrientation.faceUp.isFlat && UIDeviceOrientation.faceDown.isFlat)
        #expect(!UIDeviceOrientation.portrait.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    }

    /// Core Graphics' C constants are the values they name.
    @Test func coreGraphicsConstants() {
        #expect(CGRectZero == .zero && CGPointZero == .zero && CGSizeZero == .zero)
        #expect(CGRectNull.isNull && CGRectInfinite.isInfinite)
    }

    /// `isOpaque` and a scroll view's `delegate` are open, as UIKit's: the subclass's answer is
    /// what is read, and the scroll view sends its callbacks to the delegate its subclass
    /// returns.
    @Test func openMembersAreWhatTheModelReads() {
        withUIKitStage { _, root in
            let rounded = RoundedCornersView()
            rounded.isOpaque = true
            #expect(!rounded.isOpaque)
            let scroll = ForwardingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scroll.contentSize = CGSize(width: 100, height: 400)
            root.view.addSubview(scroll)
            let watcher = OffsetWatcher()
            scroll.delegate = watcher
            #expect(scroll.delegate === scroll.forwarder)
            scroll.contentOffset = CGPoint(x: 0, y: 30)
            #expect(scroll.forwarder.heard == 1 && watcher.offsets == [30])
        }
    }

    /// A context-menu interaction attaches to its view and asks nothing by itself (no press opens
    /// a menu); asked, its delegate's configuration and targeted preview are what the app built.
    @Test func contextMenuInteractionsAttachAndAnswerWhenAsked() throws {
        try withUIKitStage { sim, root in
            let menu = CardMenu()
            root.view.addSubview(menu.view)
            menu.loadViewIfNeeded()
            let interaction = try #require(menu.card.interactions.first as? UIContextMenuInteraction)
            #expect(interaction.view === menu.card && menu.asked.isEmpty)
            #expect(interaction.location(in: menu.card) == CGPoint(x: 50, y: 30))
            let configuration = try #require(interaction.menuConfiguration(at: CGPoint(x: 10, y: 10)))
            #expect(menu.asked == [CGPoint(x: 10, y: 10)] && configuration.menu()?.children.first?.title == "Share")
            let preview = try #require(menu.contextMenuInteraction(interaction, previewForHighlightingMenuWithConfiguration: configuration))
            #expect(preview.view === menu.card && preview.size == CGSize(width: 100, height: 60))
            #expect(preview.target.container === menu.view && preview.target.center == menu.card.center)
            #expect(preview.parameters.visiblePath?.bounds == menu.card.bounds)
            let moved = preview.retargetedPreview(with: UIPreviewTarget(container: root.view, center: .zero))
            #expect(moved.view === menu.card && moved.target.container === root.view)
            #expect(sim.violations.isEmpty)
            // A preview of a view in no window names no place: refused, recorded.
            _ = UITargetedPreview(view: UIView())
            #expect(sim.violations.count == 1)
        }
    }

    /// Safari is presented like any controller; Done dismisses it, then the delegate hears it.
    /// A URL Safari cannot open is recorded.
    @Test func safariIsPresentedAndDoneDismissesIt() throws {
        try withUIKitStage { sim, root in
            let list = HelpList()
            root.addChild(list)
            root.view.addSubview(list.view)
            list.didMove(toParent: root)
            list.showHelp()
            sim.advance(by: 1)
            let safari = try #require(root.presentedViewController as? SFSafariViewController)
            #expect(safari.url.host == "example.com" && safari.preferredControlTintColor == .orange && safari.dismissButtonStyle == .done)
            safari.done()
            #expect(list.finished == 0)
            sim.advance(by: 1)
            #expect(root.presentedViewController == nil && list.finished == 1)
            #expect(sim.violations.isEmpty)
            _ = SFSafariViewController(url: URL(string: "file:///tmp/page.html")!)
            #expect(sim.violations.count == 1)
        }
    }

    /// Colours made through the metatype (`self.init` in a class method of an extension), as
    /// Objective-C's initialisers allow.
    @Test func coloursMadeThroughTheMetatype() {
        #expect(UIColor.themed(light: .white, dark: .black) == .white)
        #expect(UIColor.grey(0.5) == UIColor(white: 0.5, alpha: 1))
        #expect(UIColor.rgb(255, 0, 0) == .red)
    }

    /// `concurrentPerform` runs every iteration before it returns; the frame-rate options are
    /// UIKit's bits and change no animation; the Swift 4 keyboard names are the notifications.
    @Test func smallMembers() {
        final class Seen: @unchecked Sendable {
            let lock = NSLock()
            var indices: [Int] = []
            func add(_ i: Int) { lock.lock(); indices.append(i); lock.unlock() }
        }
        let seen = Seen()
        TransitionsUIKit.DispatchQueue.concurrentPerform(iterations: 3) { seen.add($0) }
        TransitionsUIKit.DispatchQueue.concurrentPerform(iterations: 0) { seen.add($0) }
        #expect(seen.indices.sorted() == [0, 1, 2])
        #expect(UIView.AnimationOptions.preferredFramesPerSecond60.rawValue == 3 << 24)
        #expect(UIView.AnimationOptions.preferredFramesPerSecond30.rawValue == 7 << 24)
        withUIKitStage { sim, root in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.view.addSubview(v)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear, .preferredFramesPerSecond30], animations: { v.alpha = 0 })
            sim.advance(by: 0.5)
            #expect(abs(v.layer.presentation()!.opacity - 0.5) < 0.02)
        }
        #expect(NSNotification.Name.UIKeyboardDidHide == UIResponder.keyboardDidHideNotification)
        #expect(NSNotification.Name.UIKeyboardWillChangeFrame == UIResponder.keyboardWillChangeFrameNotification)
        UIBezierPath(rect: .zero).addClip()
    }

    /// With no trailing swipe configuration, a trailing swipe reveals the row actions and a tap
    /// runs the one tapped with its row; a leading swipe reveals none.
    @Test func rowActionsAreWhatATrailingSwipeReveals() throws {
        try withUIKitStage { sim, root in
            let inbox = Inbox(style: .plain)
            root.addChild(inbox)
            root.view.addSubview(inbox.view)
            inbox.view.frame = root.view.bounds
            inbox.didMove(toParent: root)
            inbox.tableView.layoutIfNeeded()
            var done: [Bool] = []
            inbox.tableView.performSwipeAction(at: IndexPath(row: 1, section: 0), actionAt: 1) { done.append($0) }
            #expect(inbox.archived == [1] && done == [true])
            inbox.tableView.performSwipeAction(at: IndexPath(row: 0, section: 0), leading: true)
            inbox.tableView.performSwipeAction(at: IndexPath(row: 0, section: 0), actionAt: 5)
            #expect(inbox.archived == [1] && inbox.rows.count == 3 && done == [true])
            inbox.tableView.performSwipeAction(at: IndexPath(row: 0, section: 0), actionAt: 0)
            sim.advance(by: 1)
            #expect(inbox.rows == ["b", "c"] && inbox.tableView.numberOfRows(inSection: 0) == 2)
            let cell = try #require(inbox.tableView.cellForRow(at: IndexPath(row: 0, section: 0)))
            #expect(cell.editingAccessoryType == .disclosureIndicator && cell.textLabel?.text == "b")
            #expect(UITableViewRowAction.Style.destructive == .default)
            #expect(sim.violations.isEmpty)
        }
    }

    /// Stored members read back as set; the underline styles carry UIKit's raw values.
    @Test func storedMembersReadBack() {
        #expect(NSUnderlineStyle.single.rawValue == 1 && NSUnderlineStyle.double.rawValue == 9 && NSUnderlineStyle.byWord.rawValue == 0x8000)
        #expect(([.single, .patternDash] as NSUnderlineStyle).rawValue == 0x201)
        let image = UIImage(systemName: "chevron.left")!
        let flipped = image.imageFlippedForRightToLeftLayoutDirection()
        #expect(flipped.flipsForRightToLeftLayoutDirection && !image.flipsForRightToLeftLayoutDirection && flipped.isSymbolImage)
        #expect(flipped.withTintColor(.red).flipsForRightToLeftLayoutDirection)
        withUIKitStage { _, _ in
            let v = UIView()
            v.focusGroupIdentifier = "sidebar"
            #expect(v.focusGroupIdentifier == "sidebar" && UIView().focusGroupIdentifier == nil)
        }
        #expect(UIViewController.showDetailTargetDidChangeNotification.rawValue == "UIViewControllerShowDetailTargetDidChangeNotification")
    }

    /// No pointer moves on the simulated phone; asked for a point, the interaction answers with
    /// the delegate's region and style; disabled, with none.
    @Test func pointerInteractionsAnswerWhenAsked() throws {
        try withUIKitStage { sim, root in
            let segments = Segments(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            root.view.addSubview(segments)
            let interaction = try #require(segments.interactions.first as? UIPointerInteraction)
            #expect(interaction.view === segments && segments.hovered == nil)
            #expect(interaction.region(at: CGPoint(x: 70, y: 10))?.rect == segments.other.frame)
            let style = try #require(interaction.style(at: CGPoint(x: 10, y: 10)))
            if case .lift(let preview)? = style.effect { #expect(preview.view === segments.indicator) } else { Issue.record("not a lift") }
            #expect(UIPointerStyle.hidden().isHidden && UIPointerStyle(shape: .verticalBeam(length: 20)).effect == nil)
            interaction.isEnabled = false
            #expect(interaction.region(at: .zero) == nil)
            let button = UIButton(type: .system)
            button.isPointerInteractionEnabled = true
            #expect(button.isPointerInteractionEnabled && sim.violations.isEmpty)
        }
    }
}
