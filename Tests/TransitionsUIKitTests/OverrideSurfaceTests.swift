import Testing
import TransitionsUIKit

// The override points of the third development corpus (sheets, pagers, tab bars, a book's
// examples): UIKit members that apps override and that the model now declares in its class
// bodies, each with what UIKit does around it — who calls it, when, and what `super` does.

/// Logs UIKit's hierarchy notifications, with `name` in front.
private final class Tracer: UIView {
    let tag_: String
    let log: Log
    init(_ name: String, _ log: Log) {
        tag_ = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }
    required init?(coder: NSCoder) { nil }
    override func willMove(toSuperview newSuperview: UIView?) { log.add("\(tag_).willMoveToSuperview(\(newSuperview == nil ? "nil" : "view"))") }
    override func didMoveToSuperview() { log.add("\(tag_).didMoveToSuperview") }
    override func willMove(toWindow newWindow: UIWindow?) { log.add("\(tag_).willMoveToWindow(\(newWindow == nil ? "nil" : "window"))") }
    override func didMoveToWindow() { log.add("\(tag_).didMoveToWindow(\(window == nil ? "nil" : "window"))") }
    override func didAddSubview(_ subview: UIView) { log.add("\(tag_).didAddSubview") }
    override func willRemoveSubview(_ subview: UIView) { log.add("\(tag_).willRemoveSubview") }
}

private final class Log {
    var entries: [String] = []
    func add(_ s: String) { entries.append(s) }
    func take() -> [String] {
        defer { entries = [] }
        return entries
    }
}

/// A sheet that runs its own exit before UIKit's dismissal (the shape of a bottom-sheet
/// library's override), and a presenter that counts what it is asked to present.
private final class Sheet: UIViewController {
    var dismissals = 0
    override func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissals += 1
        super.dismiss(animated: flag, completion: completion)
    }
}

private final class CountingPresenter: UIViewController {
    var presented: [UIViewController] = []
    override func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presented.append(viewControllerToPresent)
        super.present(viewControllerToPresent, animated: flag, completion: completion)
    }
}

/// A layer that forgets to call `super.layoutSublayers()`: its view never lays out (UIKit's).
private final class ForgetfulLayer: CALayer {
    var layouts = 0
    override func layoutSublayers() { layouts += 1 }
}

private final class LayoutCounter: UIView {
    var layoutSubviewsCalls = 0
    var layerLayouts = 0
    override func layoutSubviews() { layoutSubviewsCalls += 1 }
    override func layoutSublayers(of layer: CALayer) {
        layerLayouts += 1
        super.layoutSublayers(of: layer)
    }
}

private final class ForgetfulView: UIView {
    var layoutSubviewsCalls = 0
    override class var layerClass: AnyClass { ForgetfulLayer.self }
    override func layoutSubviews() { layoutSubviewsCalls += 1 }
}

/// A button that logs, and can swallow, every action it sends.
private final class GuardedButton: UIButton {
    var sent: [String] = []
    var swallowing = false
    override func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        sent.append(NSStringFromSelector(action))
        if !swallowing { super.sendAction(action, to: target, for: event) }
    }
}

private final class Tapped: NSObject {
    var taps = 0
    func tap(_ sender: Any) { taps += 1 }
}

/// A window that watches touches (a touch visualiser's shape) and can drop them.
private final class WatchingWindow: UIWindow {
    var phases: [UITouch.Phase] = []
    var dropping = false
    var becameKey = 0
    var resignedKey = 0
    override func sendEvent(_ event: UIEvent) {
        phases += event.allTouches?.map(\.phase) ?? []
        if !dropping { super.sendEvent(event) }
    }
    override func becomeKey() {
        super.becomeKey()
        becameKey += 1
    }
    override func resignKey() {
        super.resignKey()
        resignedKey += 1
    }
}

/// A tab bar controller that hears taps on its bar, as an animated tab bar does.
private final class BouncingTabs: UITabBarController {
    var tapped: [String?] = []
    override func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) {
        tapped.append(item.title)
        super.tabBar(tabBar, didSelect: item)
    }
}

/// A custom tab bar put in place with the key-value trick.
private final class BulgingTabBar: UITabBar {}

private final class CustomBarTabs: UITabBarController {
    override func viewDidLoad() {
        super.viewDidLoad()
        setValue(BulgingTabBar(), forKey: "tabBar")
    }
}

private final class BarListener: NSObject, UITabBarDelegate {
    var selected: [Int] = []
    func tabBar(_ tabBar: UITabBar, didSelect item: UITabBarItem) { selected.append(item.tag) }
}

/// A label with padding: `textRect` grows by the insets, so the label sizes with them.
private final class PaddedLabel: UILabel {
    let insets = UIEdgeInsets(top: 4, left: 10, bottom: 4, right: 10)
    override func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        let inner = super.textRect(forBounds: bounds.inset(by: insets), limitedToNumberOfLines: numberOfLines)
        return CGRect(x: inner.minX - insets.left, y: inner.minY - insets.top, width: inner.width + insets.left + insets.right, height: inner.height + insets.top + insets.bottom)
    }
}

/// A button whose title sits at the top of its content rect.
private final class TopTitleButton: UIButton {
    override func titleRect(forContentRect contentRect: CGRect) -> CGRect {
        CGRect(x: contentRect.minX, y: contentRect.minY, width: contentRect.width, height: 20)
    }
}

/// A scroll view that hears every offset change (a parallax header's shape).
private final class OffsetWatcher: UIScrollView {
    var offsets: [CGFloat] = []
    override var contentOffset: CGPoint { didSet { offsets.append(contentOffset.y) } }
}

/// An animation delegate that reads back the tag it set.
private final class StopReader: NSObject, CAAnimationDelegate {
    var names: [String] = []
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        if let name = anim.value(forKey: "name") as? String { names.append(name) }
    }
}

/// A dialog that shows its title in its own label (overriding UIKit's `title`).
private final class Dialog: UIViewController {
    let titleLabel = UILabel()
    override var title: String? {
        get { titleLabel.text }
        set { titleLabel.text = newValue }
    }
}

/// A layer with a default for a custom key.
private final class DefaultsLayer: CALayer {
    override class func defaultValue(forKey key: String) -> Any? { key == "ring" ? 3 : super.defaultValue(forKey: key) }
}

@Suite struct OverrideSurfaceTests {
    @Test func hierarchyNotificationsComeInUIKitsOrder() {
        withUIKitStage { _, root in
            let log = Log()
            let parent = Tracer("parent", log)
            let child = Tracer("child", log)
            let grandchild = Tracer("grandchild", log)
            child.addSubview(grandchild)
            #expect(log.take() == ["grandchild.willMoveToSuperview(view)", "grandchild.didMoveToSuperview", "child.didAddSubview"])
            parent.addSubview(child)  // no window on either side: no window notifications
            #expect(log.take() == ["child.willMoveToSuperview(view)", "child.didMoveToSuperview", "parent.didAddSubview"])
            root.view.addSubview(parent)  // the subtree joins the window
            #expect(
                log.take() == [
                    "parent.willMoveToSuperview(view)", "parent.willMoveToWindow(window)", "child.willMoveToWindow(window)",
                    "grandchild.willMoveToWindow(window)", "parent.didMoveToWindow(window)", "child.didMoveToWindow(window)",
                    "grandchild.didMoveToWindow(window)", "parent.didMoveToSuperview",
                ])
            let sibling = Tracer("sibling", log)
            parent.addSubview(sibling)
            _ = log.take()
            parent.bringSubviewToFront(child)  // a reorder: no notifications
            parent.insertSubview(sibling, at: 0)
            #expect(log.take().isEmpty)
            sibling.addSubview(child)  // a move inside the window: the old superview hears the removal
            #expect(log.take() == ["parent.willRemoveSubview", "child.willMoveToSuperview(view)", "child.didMoveToSuperview", "sibling.didAddSubview"])
            child.removeFromSuperview()
            #expect(
                log.take() == [
                    "sibling.willRemoveSubview", "child.willMoveToSuperview(nil)", "child.willMoveToWindow(nil)",
                    "grandchild.willMoveToWindow(nil)", "child.didMoveToWindow(nil)", "grandchild.didMoveToWindow(nil)",
                    "child.didMoveToSuperview",
                ])
            child.removeFromSuperview()  // not in a superview: nothing
            #expect(log.take().isEmpty)
        }
    }

    @Test func overriddenPresentAndDismissAreWhatUIKitCalls() throws {
        let sim = Simulation()
        let window = Window(sim)
        let presenter = sim.asCurrent { CountingPresenter() }
        window.rootViewController = presenter
        window.makeKeyAndVisible()
        try sim.asCurrent {
            let sheet = Sheet()
            presenter.show(sheet, sender: nil)  // no navigation controller: show presents, through the override
            try sim.runUntilIdle()
            #expect(presenter.presented.count == 1 && presenter.presentedViewController === sheet)
            sheet.dismiss(animated: true)
            try sim.runUntilIdle()
            #expect(sheet.dismissals == 1 && presenter.presentedViewController == nil && sim.violations.isEmpty)
        }
    }

    @Test func aViewsLayoutGoesThroughItsLayersDelegateCall() {
        withUIKitStage { sim, root in
            let counted = LayoutCounter(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let forgetful = ForgetfulView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.view.addSubview(counted)
            root.view.addSubview(forgetful)
            sim.advanceFrame()
            #expect(counted.layerLayouts == 1 && counted.layoutSubviewsCalls == 1)
            // The layer's layoutSublayers() without super: the view is never told (UIKit's).
            #expect((forgetful.layer as? ForgetfulLayer)?.layouts == 1 && forgetful.layoutSubviewsCalls == 0)
        }
    }

    @Test func everyActionOfATapGoesThroughSendAction() {
        withUIKitStage { sim, root in
            let button = GuardedButton(frame: CGRect(x: 50, y: 300, width: 200, height: 60))
            let target = Tapped()
            button.addTarget(target, action: Selector(Tapped.tap(_:), "tap:"), for: .touchUpInside)
            button.addTarget(target, action: Selector(Tapped.tap(_:), "tap:"), for: .touchDown)
            root.view.addSubview(button)
            let window = root.view.window!
            Finger(downAt: CGPoint(x: 150, y: 330), in: window).lift()
            #expect(button.sent == ["tap:", "tap:"] && target.taps == 2)
            button.swallowing = true
            Finger(downAt: CGPoint(x: 150, y: 330), in: window).lift()
            #expect(button.sent.count == 4 && target.taps == 2, "swallowed by the override")
            _ = sim
        }
    }

    @Test func aWindowsSendEventSeesEveryTouchAndCanDropThem() {
        let sim = Simulation()
        let window = sim.asCurrent { WatchingWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844)) }
        let other = Window(sim)
        let root = ViewController(sim, title: "root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        sim.asCurrent {
            let button = UIButton(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let target = Tapped()
            button.addTarget(target, action: Selector(Tapped.tap(_:), "tap:"), for: .touchUpInside)
            root.view.addSubview(button)
            Finger(downAt: CGPoint(x: 100, y: 100), in: window).lift()
            #expect(window.phases == [.began, .ended] && target.taps == 1)
            window.dropping = true
            Finger(downAt: CGPoint(x: 100, y: 100), in: window).lift()
            #expect(window.phases.count == 4 && target.taps == 1)
            #expect(window.becameKey == 1 && window.isKeyWindow)
            other.makeKey()
            #expect(window.resignedKey == 1 && !window.isKeyWindow)
        }
    }

    @Test func aTabBarControllerHearsTapsOnItsBarThroughTheBarsDelegateMethod() throws {
        let sim = Simulation()
        let window = Window(sim)
        let tabs = sim.asCurrent { BouncingTabs() }
        let pages = (0..<3).map { i in sim.asCurrent { () -> UIViewController in
            let vc = UIViewController()
            vc.tabBarItem = UITabBarItem(title: "tab\(i)", image: nil, tag: i)
            return vc
        } }
        tabs.viewControllers = pages
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        try sim.asCurrent {
            #expect(tabs.tabBar.delegate === tabs)
            tabs.tapTab(at: 2)
            try sim.runUntilIdle()
            #expect(tabs.tapped == ["tab2"] && tabs.selectedIndex == 2)
            tabs.tabBar.delegate = BarListener()  // refused: the controller stays the delegate
            #expect(tabs.tabBar.delegate === tabs && sim.violations.count == 1)
            pages[1].tabBarItem.isEnabled = false
            tabs.tapTab(at: 1)
            #expect(tabs.tapped == ["tab2"] && tabs.selectedIndex == 2)
            // A bar of one's own tells its delegate and selects the item.
            let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 390, height: 49))
            let listener = BarListener()
            bar.items = [UITabBarItem(title: "a", image: nil, tag: 7), UITabBarItem(title: "b", image: nil, tag: 8)]
            bar.delegate = listener
            bar.tapItem(at: 1)
            #expect(listener.selected == [8] && bar.selectedItem?.tag == 8)
        }
    }

    @Test func textAndButtonRectsPlaceWhatUIKitPlacesByThem() {
        withUIKitStage { sim, root in
            let plain = UILabel()
            plain.text = "Hello"
            let padded = PaddedLabel()
            padded.text = "Hello"
            #expect(padded.intrinsicContentSize.width == plain.intrinsicContentSize.width + 20)
            #expect(padded.intrinsicContentSize.height == plain.intrinsicContentSize.height + 8)
            #expect(padded.sizeThatFits(CGSize(width: 300, height: 300)).width == plain.intrinsicContentSize.width + 20)

            let button = TopTitleButton(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            button.setTitle("Go", for: .normal)
            root.view.addSubview(button)
            sim.advanceFrame()
            #expect(button.titleLabel?.frame == CGRect(x: 0, y: 0, width: 200, height: 20))
            let centred = UIButton(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            centred.setTitle("Go", for: .normal)
            root.view.addSubview(centred)
            sim.advanceFrame()
            let f = centred.titleLabel!.frame
            #expect(abs(f.midX - 100) < 1e-9 && abs(f.midY - 50) < 1e-9 && f.width > 0)

            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
            let icon = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            field.leftView = icon
            field.leftViewMode = .always
            root.view.addSubview(field)
            sim.advanceFrame()
            #expect(icon.superview === field && icon.frame == CGRect(x: 0, y: 10, width: 30, height: 20))
            #expect(field.textRect(forBounds: field.bounds) == CGRect(x: 30, y: 0, width: 270, height: 40))
            field.leftViewMode = .whileEditing
            sim.advanceFrame()
            #expect(icon.superview == nil && field.textRect(forBounds: field.bounds) == field.bounds)
        }
    }

    @Test func scrollingGoesThroughTheContentOffsetSetter() {
        withUIKitStage { sim, root in
            let scroll = OffsetWatcher(frame: CGRect(x: 0, y: 0, width: 390, height: 600))
            scroll.contentSize = CGSize(width: 390, height: 3000)
            root.view.addSubview(scroll)
            let f = Finger(downAt: CGPoint(x: 200, y: 500), in: root.view.window!)
            for i in 1...10 {
                sim.advanceFrame()
                f.move(to: CGPoint(x: 200, y: 500 - Double(i) * 20))
            }
            f.lift()
            #expect(scroll.offsets.count > 5 && scroll.offsets.last == scroll.contentOffset.y && scroll.contentOffset.y > 0)
        }
    }

    @Test func animationsAreKeyValueContainersAndCopy() throws {
        try withUIKitStage { sim, root in
            let reader = StopReader()
            let template = CABasicAnimation(keyPath: "opacity")
            template.fromValue = 1.0
            template.toValue = 0.0
            template.duration = 0.3
            template.setValue("fade", forKey: "name")
            template.delegate = reader
            let copy = template.copy() as! CABasicAnimation
            template.duration = 9
            #expect(copy.duration == 0.3 && copy.keyPath == "opacity" && copy.value(forKey: "name") as? String == "fade")
            #expect(copy.toValue as? Double == 0.0 && template.value(forKey: "duration") as? Double == 9)
            copy.setValue("copy", forKey: "name")
            #expect(template.value(forKey: "name") as? String == "fade")
            copy.setValue(0.2, forKey: "duration")
            #expect(copy.duration == 0.2)
            root.view.layer.add(copy, forKey: "fade")
            try sim.runUntilIdle()
            #expect(reader.names == ["copy"])

            let layer = DefaultsLayer()
            #expect(layer.value(forKey: "ring") as? Int == 3 && layer.value(forKey: "unknown") == nil)
            layer.setValue("card-7", forKey: "identifier")
            #expect(layer.value(forKey: "identifier") as? String == "card-7")
            layer.setValue(nil, forKey: "identifier")
            #expect(layer.value(forKey: "identifier") == nil)
        }
    }

    @Test func aLayersDelegateIsItsViewAndAStandaloneLayersIsTheApps() {
        withUIKitStage { sim, root in
            #expect(root.view.layer.delegate === root.view)
            root.view.layer.delegate = nil  // refused: a view stays its layer's delegate
            #expect(root.view.layer.delegate === root.view && sim.violations.count == 1)
            let standalone = CALayer()
            let counter = LayoutCounter()
            standalone.delegate = counter
            #expect(standalone.delegate === counter)
            standalone.setNeedsDisplay()
            #expect(standalone.needsDisplay())
            standalone.displayIfNeeded()
            #expect(!standalone.needsDisplay())
        }
    }

    /// `title` is UIKit's (nil until set) and overridable; a controller's report name follows a
    /// title that is set.
    @Test func aControllersTitleIsUIKitsAndOverridable() {
        withUIKitStage { _, root in
            let plain = UIViewController()
            #expect(plain.title == nil)
            plain.title = "Photos"
            #expect(plain.title == "Photos" && plain.reportTitle == "Photos")
            let dialog = Dialog()
            dialog.title = "Delete?"
            let asUIKit: UIViewController = dialog
            #expect(dialog.titleLabel.text == "Delete?" && asUIKit.title == "Delete?")
            let nav = UINavigationController(rootViewController: dialog)
            #expect(nav.topViewController?.title == "Delete?")
            _ = root
        }
    }

    /// `setValue(_:forKey: "tabBar")` puts an app's bar in place of the system bar, with the
    /// items and the controller as its delegate; other keys are refused.
    @Test func aCustomTabBarByKeyValueCoding() throws {
        let sim = Simulation()
        let window = Window(sim)
        let tabs = sim.asCurrent { CustomBarTabs() }
        tabs.viewControllers = (0..<2).map { i in sim.asCurrent { () -> UIViewController in
            let vc = UIViewController()
            vc.tabBarItem = UITabBarItem(title: "t\(i)", image: nil, tag: i)
            return vc
        } }
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        try sim.asCurrent {
            let bar = try #require(tabs.tabBar as? BulgingTabBar)
            #expect(bar.superview === tabs.view && bar.items?.map(\.title) == ["t0", "t1"] && bar.delegate === tabs)
            #expect(bar.frame.maxY == tabs.view.bounds.maxY && bar.frame.height >= 49)
            tabs.tapTab(at: 1)
            try sim.runUntilIdle()
            #expect(tabs.selectedIndex == 1)
            tabs.setValue(3, forKey: "selectedIndexPath")
            #expect(sim.violations.count == 1)
        }
    }
}
