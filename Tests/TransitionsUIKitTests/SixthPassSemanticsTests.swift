import Foundation
import Testing
import TransitionsUIKit

/// Gaps the sixth development-corpus pass found where UIKit's behaviour matters: overridable
/// controller properties, key-value coding, interactions, trait collections, layout and text
/// input override points.

/// A controller that hosts another and stands for it in a tab bar (the wrapper pattern).
private final class Wrapper: UIViewController {
    let wrapped: UIViewController
    init(_ wrapped: UIViewController) {
        self.wrapped = wrapped
        super.init(nibName: "WrapperNib", bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var tabBarItem: UITabBarItem! {
        get { wrapped.tabBarItem }
        set { wrapped.tabBarItem = newValue }
    }
    override var navigationController: UINavigationController? { super.navigationController ?? wrapped.navigationController }
}

private final class SwipeBack: NSObject, UIInteraction {
    weak var view: UIView?
    var log: [String] = []
    let pan = UIPanGestureRecognizer()
    func willMove(to view: UIView?) {
        log.append("will \(view == nil ? "nil" : "view")")
        self.view?.removeGestureRecognizer(pan)
    }
    func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(pan)
        log.append("did \(view == nil ? "nil" : "view")")
    }
}

private final class Badge: UILabel {
    private(set) var invalidations = 0
    var cachedSize = CGSize.zero
    override func invalidateIntrinsicContentSize() {
        invalidations += 1
        cachedSize = CGSize(width: 10 * CGFloat(text?.count ?? 0), height: 20)
        super.invalidateIntrinsicContentSize()
    }
    override var intrinsicContentSize: CGSize { cachedSize }
}

/// An app's `class Model: NSObject { @objc dynamic var progress }`, as the rewriter compiles it.
private final class Model: UIKitNSObject {
    var progress = 0.5
}

private final class Pinned: UIStackView {
    required init(coder: NSCoder) { super.init(coder: coder) }
    override init(frame: CGRect) { super.init(frame: frame) }
}

private final class Insetting: UIScrollView {
    private(set) var changes = 0
    override var scrollIndicatorInsets: UIEdgeInsets { didSet { changes += 1 } }
}

@Suite struct SixthPassSemanticsTests {
    /// A tab bar shows the item a controller's `tabBarItem` override answers with.
    @Test func aWrapperStandsForItsControllerInTheTabBar() throws {
        let sim = Simulation()
        let window = Window(sim)
        let inner = sim.asCurrent { UIViewController() }
        inner.tabBarItem = UITabBarItem(title: "Photos", image: nil, tag: 7)
        let (tabs, wrapper) = sim.asCurrent { (UITabBarController(), Wrapper(inner)) }
        tabs.viewControllers = [wrapper, sim.asCurrent { UIViewController() }]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(tabs.tabBar.items?.first?.title == "Photos" && tabs.tabBar.items?.first?.tag == 7)
        #expect(wrapper.nibName == "WrapperNib" && wrapper.nibBundle == nil)
        #expect(wrapper.navigationController == nil)
        let nav = sim.asCurrent { UINavigationController(rootViewController: UIViewController()) }
        nav.pushViewController(inner, animated: false)
        #expect(wrapper.navigationController === nav)
    }

    /// A navigation controller's root is its child from initialisation, before its view loads
    /// (code sets `vc.navigationController?.isNavigationBarHidden` before presenting).
    @Test func theRootIsAChildFromInitialisation() throws {
        let sim = Simulation()
        let window = Window(sim)
        let root = sim.asCurrent { UIViewController() }
        let nav = sim.asCurrent { UINavigationController(rootViewController: root) }
        #expect(root.navigationController === nav && nav.children.count == 1 && nav.children[0] === root && !nav.isViewLoaded)
        root.navigationController?.setNavigationBarHidden(true, animated: false)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        try sim.runUntilIdle()
        #expect(nav.isNavigationBarHidden && root.view.window === window && nav.children.count == 1)
        #expect(root.view.frame == nav.view.bounds)
    }

    /// Key-value coding: UIKit's keys with their effect, an app's property read by name, and
    /// undefined keys recorded as UIKit raises for them.
    @Test func keyValueCoding() {
        let sim = Simulation()
        sim.asCurrent {
            let vc = UIViewController()
            vc.setValue(true, forKey: "modalInPresentation")
            #expect(vc.isModalInPresentation)
            vc.setValue("Inbox", forKey: "title")
            #expect(vc.value(forKey: "title") as? String == "Inbox")
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            v.setValue(0.25, forKey: "alpha")
            v.setValue(NSNumber(value: true), forKey: "hidden")
            v.setValue(CGRect(x: 5, y: 5, width: 20, height: 20), forKey: "frame")
            #expect(v.alpha == 0.25 && v.isHidden && v.frame.width == 20)
            #expect(vc.value(forKeyPath: "view.alpha") as? CGFloat == 1)
            let m = Model()
            #expect(m.value(forKey: "progress") as? Double == 0.5)
            #expect(sim.violations.isEmpty)
            m.setValue(0.9, forKey: "progress")
            #expect(m.progress == 0.5 && sim.violations.count == 1)
            _ = vc.value(forKey: "storyboardSegueTemplates")
            vc.setValue(1, forKey: "_private")
            #expect(sim.violations.count == 3)
        }
    }

    /// `addInteraction(_:)` tells the interaction before and after; it installs its recognizer;
    /// removing undoes it; adding to another view moves it.
    @Test func interactions() {
        let sim = Simulation()
        sim.asCurrent {
            let a = UIView(), b = UIView()
            let swipe = SwipeBack()
            a.addInteraction(swipe)
            #expect(swipe.log == ["will view", "did view"] && swipe.view === a && a.interactions.count == 1)
            #expect(a.gestureRecognizers?.contains(swipe.pan) == true)
            b.addInteraction(swipe)
            #expect(a.interactions.isEmpty && b.interactions.count == 1 && swipe.view === b)
            #expect(a.gestureRecognizers?.contains(swipe.pan) != true)
            b.removeInteraction(swipe)
            #expect(b.interactions.isEmpty && swipe.view == nil && swipe.log.suffix(2) == ["will nil", "did nil"])
        }
    }

    @Test func traitCollections() {
        let sim = Simulation()
        let window = Window(sim)
        window.makeKeyAndVisible()
        let current = UITraitCollection.current
        #expect(current.userInterfaceIdiom == window.traitCollection.userInterfaceIdiom)
        #expect(current.horizontalSizeClass == window.traitCollection.horizontalSizeClass)
        let elevated = UITraitCollection(userInterfaceLevel: .elevated)
        #expect(elevated.userInterfaceLevel == .elevated && elevated.userInterfaceStyle == .unspecified)
        let combined = UITraitCollection(traitsFrom: [UITraitCollection(userInterfaceStyle: .dark), elevated])
        #expect(combined.userInterfaceStyle == .dark && combined.userInterfaceLevel == .elevated)
        #expect(combined.containsTraits(in: elevated) && !UITraitCollection().containsTraits(in: elevated))
    }

    /// An override of `invalidateIntrinsicContentSize()` runs, and its `super` makes the layout
    /// engine read the new size.
    @Test func invalidatingTheIntrinsicSizeIsOverridable() {
        let sim = Simulation()
        sim.asCurrent {
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let badge = Badge()
            badge.translatesAutoresizingMaskIntoConstraints = false
            host.addSubview(badge)
            badge.leadingAnchor.constraint(equalTo: host.leadingAnchor).isActive = true
            badge.topAnchor.constraint(equalTo: host.topAnchor).isActive = true
            badge.text = "abc"
            badge.invalidateIntrinsicContentSize()
            host.layoutIfNeeded()
            #expect(badge.invalidations >= 1 && badge.frame.size == CGSize(width: 30, height: 20))
            badge.text = "abcdef"
            badge.invalidateIntrinsicContentSize()
            host.layoutIfNeeded()
            #expect(badge.frame.width == 60)
        }
    }

    /// Text inputs store their input views; a stack view's `init(coder:)` is non-failable as
    /// UIKit's; a scroll view's indicator insets are overridable.
    @Test func textInputsStackViewsAndScrollInsets() {
        let sim = Simulation()
        sim.asCurrent {
            let field = UITextField(), text = UITextView()
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            field.inputAccessoryView = bar
            text.inputView = bar
            #expect(field.inputAccessoryView === bar && text.inputView === bar && text.inputAccessoryView == nil)
            #expect(UIViewController().inputAccessoryView == nil)
            text.text = "hello"
            let copy = NSMutableAttributedString(attributedString: text.attributedText)
            #expect(copy.string == "hello")
            let stack = Pinned(frame: .zero)
            #expect(stack.axis == .horizontal)
            let scroll = Insetting()
            scroll.scrollIndicatorInsets = UIEdgeInsets(top: 1, left: 0, bottom: 0, right: 0)
            #expect(scroll.changes == 1 && scroll.scrollIndicatorInsets.top == 1)
        }
    }
}

/// iOS 17's `registerForTraitChanges`: handlers run when a watched trait changes (after
/// `traitCollectionDidChange`), not for other traits; unregistering stops them.
@Suite struct TraitChangeRegistrationTests {
    private class Themed: UIView {
        var styles: [UIUserInterfaceStyle] = []
        var registration: UITraitChangeRegistration?
        func watch() {
            registration = registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (view: Self, previous: UITraitCollection) in
                view.styles.append(previous.userInterfaceStyle)
            }
        }
    }

    @Test func handlersRunForWatchedTraits() {
        let sim = Simulation()
        sim.application.device = .iPhone14
        let window = Window(sim)
        window.makeKeyAndVisible()
        let (parent, child) = sim.asCurrent { (UIViewController(), UIViewController()) }
        window.rootViewController = parent
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        var sizeChanges = 0, styleChanges = 0
        child.registerForTraitChanges([UITraitHorizontalSizeClass.self]) { (_: UIViewController, _: UITraitCollection) in sizeChanges += 1 }
        let style = child.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (_: UIViewController, _: UITraitCollection) in styleChanges += 1 }
        parent.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
        #expect(sizeChanges == 1 && styleChanges == 0)
        child.unregisterForTraitChanges(style)
        parent.setOverrideTraitCollection(UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .compact), UITraitCollection(userInterfaceStyle: .dark)]), forChild: child)
        #expect(sizeChanges == 2 && styleChanges == 0)

        let themed = sim.asCurrent { Themed(frame: .zero) }
        window.addSubview(themed)
        themed.watch()
        sim.application.device = .iPadPro11
        #expect(themed.styles.count == 1)
    }
}

/// UIKit's private keys on the application and the screen: nil, recorded (the checker reports
/// code that relies on them); the class-level shared-application lookup still answers.
@Suite struct PrivateKeyTests {
    @Test func privateKeysAreRecorded() {
        let sim = Simulation()
        sim.asCurrent {
            #expect(UIApplication.shared.value(forKey: "statusBar") == nil)
            #expect(UIScreen.main.value(forKey: "_displayCornerRadius") == nil)
            UIScreen.main.setValue(1, forKey: "_scale")
            #expect(sim.violations.count == 3)
            #expect(UIApplication.value(forKeyPath: "shared") as? UIApplication === UIApplication.shared)
        }
    }
}

/// Bad input on what the sixth pass added: non-finite, negative and huge values are clamped or
/// ignored, never a trap or a NaN geometry.
@Suite struct SixthPassBadInputTests {
    private final class Odd: NSObject, UIPickerViewDataSource {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component == 0 ? -5 : Int.max }
    }

    @Test func pickersClampCountsAndRows() {
        let sim = Simulation()
        sim.asCurrent {
            let source = Odd()
            let picker = UIPickerView()
            picker.dataSource = source
            #expect(picker.numberOfRows(inComponent: 0) == 0 && picker.selectedRow(inComponent: 0) == -1)
            picker.selectRow(Int.min, inComponent: 1, animated: false)
            #expect(picker.selectedRow(inComponent: 1) == 0)
            picker.selectRow(Int.max, inComponent: 1, animated: false)
            #expect(picker.selectedRow(inComponent: 1) == Int.max - 1)
            picker.selectRow(3, inComponent: -1, animated: false)
            picker.pick(row: 3, inComponent: 7)
            #expect(picker.selectedRow(inComponent: -1) == -1 && picker.numberOfRows(inComponent: 99) == 0)
        }
    }

    @Test func keyValueCodingIgnoresValuesOfTheWrongKind() {
        let sim = Simulation()
        sim.asCurrent {
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            v.tag = 4
            for bad: Any in [Double.nan, Double.infinity, -Double.infinity, 1e300, "7"] { v.setValue(bad, forKey: "tag") }
            #expect(v.tag == 4)
            v.setValue("wide", forKey: "frame")
            v.setValue(nil, forKey: "alpha")
            #expect(v.frame.width == 10 && v.alpha == 1)
            #expect(v.value(forKeyPath: "") == nil && v.value(forKeyPath: "nothing.here") == nil)
            #expect(v.value(forKeyPath: "layer.opacity") != nil)
        }
    }

    @Test func splitColumnWidthsStayFinite() {
        let sim = Simulation()
        sim.application.device = .iPadPro11
        let window = Window(sim)
        let (split, list, detail) = sim.asCurrent { (UISplitViewController(), UIViewController(), UIViewController()) }
        split.viewControllers = [list, detail]
        split.preferredDisplayMode = .oneBesideSecondary
        window.rootViewController = split
        window.makeKeyAndVisible()
        for bad: CGFloat in [.nan, .infinity, -.infinity, -40, 1e300] {
            split.preferredPrimaryColumnWidthFraction = bad
            split.preferredPrimaryColumnWidth = bad
            split.minimumPrimaryColumnWidth = bad
            split.maximumPrimaryColumnWidth = bad
            let w = split.primaryColumnWidth
            #expect(w.isFinite && w >= 0 && w <= split.view.bounds.width, "\(bad)")
            #expect(list.view.frame.width.isFinite && detail.view.frame.minX.isFinite)
        }
    }
}
