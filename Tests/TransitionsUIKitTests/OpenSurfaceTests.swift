import Testing
import TransitionsUIKit

// Gaps the second development corpus (sheets, panels, banners, side menus, tab bars) showed on
// 2026-11-26, each as UIKit code written for it: members UIKit declares open that apps override,
// classes UIKit lets apps subclass, a delayed dismissal taken back with a cancelled work item,
// logging through `os`, accessibility attributes on any object.

/// A controller that answers UIKit's open questions itself, as a full-screen player or a side
/// menu does.
private final class PortraitPlayer: UIViewController {
    var reportsPresentation = false
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }
    override var shouldAutorotate: Bool { false }
    override var prefersHomeIndicatorAutoHidden: Bool { true }
    override var isBeingPresented: Bool { reportsPresentation || super.isBeingPresented }
}

/// A banner window of the kind notification libraries add: made for the scene, passing touches
/// through where it shows nothing.
private final class BannerWindow: UIWindow {
    var receivesTouches = false
    init(root: UIViewController) {
        let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
        if let scene { super.init(windowScene: scene) } else { super.init(frame: UIScreen.main.bounds) }
        rootViewController = root
        accessibilityViewIsModal = true
    }
    required init?(coder: NSCoder) { nil }
    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        receivesTouches ? super.hitTest(point, with: event) : nil
    }
}

/// A button subclass that sets itself up in `init(frame:)`: it keeps `init()` and `init(type:)`.
private final class PillButton: UIButton {
    var setUp = 0
    override init(frame: CGRect) {
        super.init(frame: frame)
        setUp += 1
        layer.cornerCurve = .continuous
    }
    required init?(coder: NSCoder) { nil }
}

/// A tab bar item that draws its own image: overrides UIKit's open `image`/`selectedImage`.
private final class BadgeItem: UITabBarItem {
    override var image: UIImage? {
        get { super.image ?? UIImage(named: "placeholder") }
        set { super.image = newValue }
    }
    override var selectedImage: UIImage? {
        get { image }
        set {}
    }
}

/// A presentation controller that reports its own style, as drawer libraries do.
private final class DrawerPresentation: UIPresentationController {
    override var presentationStyle: UIModalPresentationStyle { .currentContext }
}

@Suite struct OpenSurfaceTests {
    /// UIKit's open controller properties take the app's overrides; the model's own state is not
    /// changed by them (an override of `isBeingPresented` does not confuse the presentation).
    @Test func controllerOverridesAreReadBackAndTheModelKeepsItsOwnState() throws {
        try withUIKitStage { sim, root in
            #expect(root.supportedInterfaceOrientations == .allButUpsideDown && root.shouldAutorotate)
            #expect(!root.prefersHomeIndicatorAutoHidden && root.edgesForExtendedLayout == .all)
            root.edgesForExtendedLayout = []
            #expect(root.edgesForExtendedLayout.isEmpty)
            let player = PortraitPlayer()
            #expect(player.supportedInterfaceOrientations == .portrait && !player.shouldAutorotate)
            UIViewController.attemptRotationToDeviceOrientation()
            root.present(player, animated: true)
            #expect(player.isBeingPresented, "UIKit's flag, through super")
            try sim.runUntilIdle()
            #expect(!player.isBeingPresented && root.presentedViewController === player)
            player.reportsPresentation = true
            #expect(player.isBeingPresented, "the override answers")
            player.dismiss(animated: true)
            try sim.runUntilIdle()
            #expect(root.presentedViewController == nil && player.viewIfLoaded?.window == nil, "the dismissal is not confused by it")
        }
    }

    /// A window subclass made for the scene is a window of the simulation; setting its scene to nil
    /// takes it off the screen; status-bar setters are ignored as with view-controller-based
    /// appearance.
    @Test func windowSubclassesJoinTheSimulation() {
        withUIKitStage { sim, root in
            let banner = BannerWindow(root: UIViewController())
            banner.windowLevel = .statusBar + 1
            banner.isHidden = false
            #expect(sim.windows.contains { $0.value === banner })
            #expect(banner.frame == UIScreen.main.bounds && banner.screen.bounds == UIScreen.main.bounds)
            #expect(banner.windowScene != nil && banner.accessibilityViewIsModal)
            banner.windowScene = nil
            #expect(banner.windowScene == nil && banner.isHidden)
            let style = UIApplication.shared.statusBarStyle
            UIApplication.shared.statusBarStyle = style == .lightContent ? .darkContent : .lightContent
            UIApplication.shared.isStatusBarHidden = true
            #expect(UIApplication.shared.statusBarStyle == style && !UIApplication.shared.isStatusBarHidden)
        }
    }

    /// A delayed dismissal scheduled as a work item runs on the simulation's clock, and not at all
    /// once cancelled (the usual "tap to keep the banner" pattern).
    @Test func cancelledWorkItemsDoNotRun() throws {
        try withUIKitStage { sim, _ in
            var log: [String] = []
            let kept = DispatchWorkItem { log.append("kept at \(sim.now)") }
            let cancelled = DispatchWorkItem { log.append("cancelled") }
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.5, execute: kept)
            DispatchQueue.main.asyncAfter(deadline: .now() + 0.2, execute: cancelled)
            DispatchQueue.main.async(execute: DispatchWorkItem { log.append("next turn") })
            cancelled.cancel()
            try sim.runUntilIdle()
            #expect(log == ["next turn", "kept at 0.5"])
        }
    }

    /// `os_log` and `Logger` compile as written and leave no trace; interpolated values are not
    /// evaluated (on a device a disabled level never builds the message).
    @Test func unifiedLoggingCompilesAndDoesNotEvaluate() {
        var evaluated = 0
        func value() -> Int { evaluated += 1; return 42 }
        let log = OSLog(subsystem: "com.example.sheet", category: "drag")
        os_log("%{public}@", log: log, type: .debug, "offset \(3)")
        os_log(.error, log: .disabled, "state %d", 2)
        let logger = Logger(subsystem: "com.example.sheet", category: "drag")
        logger.debug("offset \(value(), privacy: .public) \(0.5, format: .fixed(precision: 2)) \(value(), format: .hex)")
        logger.log(level: .info, "\("name", align: .left(columns: 8), privacy: .private(mask: .hash))")
        #expect(evaluated == 0 && log.isEnabled(type: .debug) && !OSLog.disabled.isEnabled(type: .debug))
    }

    /// UIKit declares the accessibility attributes on NSObject: images, bar items, accessibility
    /// elements and the app's own objects (`class Foo: NSObject` derives from `UIKitNSObject`
    /// once rewritten) have them, stored per object.
    @Test func accessibilityAttributesOnAnyObject() {
        withUIKitStage { _, root in
            let image = UIImage(named: "close")
            image?.accessibilityLabel = "Close"
            let item = UITabBarItem(title: "Feed", image: nil, tag: 1)
            item.accessibilityIdentifier = "feed-tab"
            item.accessibilityTraits = [.button, .selected]
            let element = UIAccessibilityElement(accessibilityContainer: root.view)
            element.isAccessibilityElement = true
            element.accessibilityIdentifier = "region"
            root.view.accessibilityElements = [element]
            root.view.accessibilityTraits.insert(.header)
            #expect(image?.accessibilityLabel == "Close" && UIImage(named: "close")?.accessibilityLabel == nil)
            #expect(item.accessibilityIdentifier == "feed-tab" && item.accessibilityTraits.contains(.selected))
            #expect(element.isAccessibilityElement && root.view.accessibilityElements?.count == 1 && element.accessibilityContainer === root.view)
            #expect(root.view.accessibilityTraits == .header && !root.accessibilityPerformEscape())
        }
    }

    /// Subclasses of UIKit classes keep what UIKit gives them: a button that overrides
    /// `init(frame:)` still has `init()` and `init(type:)`; a tab bar item overrides `image`; a
    /// presentation controller its `presentationStyle`.
    @Test func subclassesKeepUIKitsInitialisersAndOpenProperties() {
        withUIKitStage { _, root in
            let plain = PillButton()
            let system = PillButton(type: .system)
            #expect(plain.setUp == 1 && plain.buttonType == .custom && plain.layer.cornerCurve == .continuous)
            #expect(system.setUp == 1 && system.buttonType == .system)
            let item = BadgeItem(title: "Inbox", image: nil, tag: 0)
            #expect(item.image?.accessibilityLabel == nil && item.selectedImage != nil)
            let drawer = DrawerPresentation(presentedViewController: UIViewController(), presenting: root)
            #expect(drawer.presentationStyle == .currentContext)
        }
    }

    /// Stored UIKit values with UIKit's null-resetting and defaults: a label's `textColor` nil
    /// restores black; a text field's attributed placeholder is its placeholder; an image view
    /// animates only with animation images; a table's editing flag; traits' text size.
    @Test func storedValuesFollowUIKitsRules() {
        withUIKitStage { _, root in
            let label = UILabel()
            label.textColor = .red
            label.textColor = nil
            #expect(label.textColor == .black)
            let field = UITextField()
            field.attributedPlaceholder = NSAttributedString(string: "Search")
            #expect(field.placeholder == "Search")
            field.placeholder = "Find"
            #expect(field.attributedPlaceholder?.string == "Find")
            let spinner = UIImageView()
            spinner.startAnimating()
            #expect(!spinner.isAnimating, "no animation images: nothing to cycle")
            spinner.animationImages = [UIImage(), UIImage()]
            spinner.startAnimating()
            #expect(spinner.isAnimating)
            spinner.stopAnimating()
            #expect(!spinner.isAnimating)
            let table = UITableView()
            table.setEditing(true, animated: true)
            #expect(table.isEditing)
            #expect(root.traitCollection.preferredContentSizeCategory == .large && !UIContentSizeCategory.large.isAccessibilityCategory)
            #expect(root.traitCollection.layoutDirection == .leftToRight && UIContentSizeCategory.accessibilityLarge > .extraLarge)
            #expect(CGFloat(NSNumber(value: 2.5)) == 2.5 && UIColor.link == UIColor.systemBlue)
        }
    }

    /// PaintCode-style drawing compiles and is dropped: gradients keep their colours and
    /// locations (refusing locations outside 0…1), contexts accept gradient fills.
    @Test func gradientsAreStoredAndDrawingIsDropped() {
        let gradient = CGGradient(colorsSpace: nil, colors: [UIColor.red.cgColor, UIColor.blue.cgColor] as CFArray, locations: [0, 1])
        #expect(gradient?.colors.count == 2 && gradient?.locations == [0, 1])
        #expect(CGGradient(colorsSpace: CGColorSpaceCreateDeviceRGB(), colors: [UIColor.red.cgColor] as CFArray, locations: [2]) == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 20, height: 20), false, 2)
        let context = UIGraphicsGetCurrentContext()
        if let gradient { context?.drawLinearGradient(gradient, start: .zero, end: CGPoint(x: 0, y: 20), options: [.drawsAfterEndLocation]) }
        context?.setLineCap(.round)
        let image = UIGraphicsGetImageFromCurrentImageContext()
        UIGraphicsEndImageContext()
        #expect(image?.size == CGSize(width: 20, height: 20))
        let label = UILabel()
        label.baselineAdjustment = .alignCenters
        #expect(label.baselineAdjustment == .alignCenters)
    }

    /// `reloadItems(at:)` asks the data source again; an item out of range is refused.
    @Test func collectionReloadItemsAsksAgainAndRefusesOutOfRange() {
        withUIKitStage { sim, root in
            final class Source: NSObject, UICollectionViewDataSource {
                var label = "a"
                func collectionView(_ c: UICollectionView, numberOfItemsInSection s: Int) -> Int { 3 }
                func collectionView(_ c: UICollectionView, cellForItemAt i: IndexPath) -> UICollectionViewCell {
                    let cell = c.dequeueReusableCell(withReuseIdentifier: "c", for: i)
                    cell.accessibilityLabel = label
                    return cell
                }
            }
            let source = Source()
            let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            grid.dataSource = source
            root.view.addSubview(grid)
            grid.reloadData()
            source.label = "b"
            grid.reloadItems(at: [IndexPath(item: 1, section: 0)])
            #expect(grid.cellForItem(at: IndexPath(item: 1, section: 0))?.accessibilityLabel == "b")
            grid.reloadItems(at: [IndexPath(item: 7, section: 0)])
            grid.reloadSections(IndexSet(integer: 3))
            #expect(sim.violations.count == 2)
        }
    }

    /// Text measured by code (a caption's height for a card): the model's metrics at the `.font`
    /// attribute's size (12 points without one), wrapped at the width with
    /// `.usesLineFragmentOrigin`.
    @Test func textMeasuresWithTheModelsMetrics() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect("Hello".size(withAttributes: [.font: font]) == CGSize(width: 55, height: 24))
        #expect(("Hello" as NSString).size(withAttributes: nil) == CGSize(width: 33, height: 15))
        let wrapped = "Hello world!!".boundingRect(
            with: CGSize(width: 30, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: UIFont.systemFont(ofSize: 10)], context: nil)
        #expect(wrapped.size == CGSize(width: 30, height: 36))
        #expect(UIImage(contentsOfFile: "/no/such/photo.jpg") == nil && UIImage(contentsOfFile: #filePath)?.size == .zero)
        let attributed = NSAttributedString(string: "Hello", attributes: [.font: font])
        #expect(attributed.size() == CGSize(width: 55, height: 24))
        #expect(attributed.boundingRect(with: CGSize(width: 1000, height: 1000), options: [], context: nil).width == 55)
    }
}
