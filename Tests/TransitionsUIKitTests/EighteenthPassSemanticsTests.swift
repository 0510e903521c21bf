import Foundation
import Testing
import TransitionsUIKit

// Gaps the eighteenth corpus pass found (five new batches: sheets and drawers; zoom and photo
// browsers; interactive dismissals and pops; tab bars, pagers and containers; tutorial
// transitions), each in the shape the app code used.

/// A flip layer that keeps only its own key when archived (Core Animation's hook).
private final class FlipLayer: CATransformLayer {
    var rotateDegree: CGFloat = 0
    override func shouldArchiveValue(forKey key: String) -> Bool {
        key == "rotateDegree" ? true : super.shouldArchiveValue(forKey: key)
    }
}

/// A property animator that records each fraction it is scrubbed to (UIKit lets subclasses
/// observe `fractionComplete`; the rewrite gives the override the model's `Double`).
private final class ScrubRecorder: UIViewPropertyAnimator {
    var seen: [Double] = []
    override var fractionComplete: Double { willSet { seen.append(newValue) } }
}

/// A container that opts out of UIKit's layout extensions by overriding them (UIKit's members are
/// open).
private final class WrapperController: UIViewController {
    override var automaticallyAdjustsScrollViewInsets: Bool { get { false } set {} }
    override var edgesForExtendedLayout: UIRectEdge { get { [] } set {} }
    override var extendedLayoutIncludesOpaqueBars: Bool { get { true } set {} }
    override var prefersPointerLocked: Bool { true }
}

/// A table that counts its update blocks (a self-sizing table overrides the pair).
private final class CountingTable: UITableView {
    var closed = 0
    override func endUpdates() {
        super.endUpdates()
        closed += 1
    }
}

/// An animator group as an app writes one, with UIKit's optional `continueAnimation`
/// (`UIKitAnimationContinuing`: what the rewrite declares for it).
private final class ContinuingGroup: AnimatorGroup, UIKitAnimationContinuing {
    func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
        members.forEach { $0.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor) }
    }
}

/// Whether a queued block ran (the simulation runs it on its one thread).
private final class RanFlag: @unchecked Sendable { var value = false }

@Suite struct EighteenthPassSemanticsTests {
    /// UIKit's layout flags, update pair and button image view are open: subclasses override
    /// them and the model reads the overrides. The button's image view is one view, kept.
    @Test func uikitMembersAppsOverride() throws {
        try withUIKitStage { _, root in
            let wrapper = WrapperController()
            #expect(!wrapper.automaticallyAdjustsScrollViewInsets && wrapper.edgesForExtendedLayout.isEmpty)
            #expect(wrapper.extendedLayoutIncludesOpaqueBars && wrapper.prefersPointerLocked)
            #expect(!UIViewController().prefersPointerLocked && UIViewController().edgesForExtendedLayout == .all)
            let table = CountingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
            root.view.addSubview(table)
            table.beginUpdates()
            table.beginUpdates()
            table.endUpdates()
            table.endUpdates()
            #expect(table.closed == 2)
            let button = UIButton(type: .custom)
            let image = UIImage()
            button.setImage(image, for: .normal)
            let view = try #require(button.imageView)
            view.contentMode = .scaleAspectFit
            #expect(button.imageView === view && view.image === image && button.imageView?.contentMode == .scaleAspectFit)
            button.setImage(nil, for: .normal)
            #expect(button.imageView === view && view.image == nil)
        }
    }

    /// Scrubbing a subclass runs its observer with each new fraction, and the value is the
    /// model's (clamped to 0…1).
    @Test func propertyAnimatorSubclassesObserveScrubbing() throws {
        try withUIKitStage { _, root in
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.view.addSubview(box)
            let animator = ScrubRecorder(duration: 1, curve: .linear) { box.alpha = 0 }
            animator.pauseAnimation()
            animator.fractionComplete = 0.25
            animator.fractionComplete = 1.5
            #expect(animator.seen == [0.25, 1.5])
            #expect(animator.fractionComplete == 1)
        }
    }

    /// `UIPageControl.direction` (iOS 16): the indicators run along the direction's axis and a
    /// tap past the current one, in the direction of travel, is the next page; vertical
    /// controls are a column as wide as a row is high. The indicator images are stored.
    @Test func pageControlsFollowTheirDirection() throws {
        try withUIKitStage { _, root in
            let window = try #require(root.view.window)
            let dots = UIPageControl()
            dots.numberOfPages = 4
            dots.direction = .rightToLeft
            dots.sizeToFit()
            dots.frame.origin = CGPoint(x: 100, y: 600)
            root.view.addSubview(dots)
            #expect(dots.frame.size == CGSize(width: 88, height: 26))
            var pages: [Int] = []
            dots.addTarget(nil, for: .valueChanged) { c in pages.append((c as? UIPageControl)?.currentPage ?? -1) }
            // Right to left: page 0 is the rightmost indicator, so a tap on the left goes forward.
            Finger(downAt: dots.convert(CGPoint(x: 5, y: 13), to: nil), in: window).lift()
            Finger(downAt: dots.convert(CGPoint(x: 5, y: 13), to: nil), in: window).lift()
            Finger(downAt: dots.convert(CGPoint(x: 85, y: 13), to: nil), in: window).lift()
            #expect(pages == [1, 2, 1])

            let column = UIPageControl()
            column.numberOfPages = 3
            column.direction = .topToBottom
            column.sizeToFit()
            #expect(column.frame.size == CGSize(width: 26, height: 72))
            column.frame.origin = CGPoint(x: 20, y: 300)
            root.view.addSubview(column)
            var down: [Int] = []
            column.addTarget(nil, for: .valueChanged) { c in down.append((c as? UIPageControl)?.currentPage ?? -1) }
            Finger(downAt: column.convert(CGPoint(x: 13, y: 70), to: nil), in: window).lift()
            Finger(downAt: column.convert(CGPoint(x: 13, y: 2), to: nil), in: window).lift()
            #expect(down == [1, 0])

            let dot = UIImage()
            column.preferredIndicatorImage = dot
            column.setIndicatorImage(UIImage(), forPage: 2)
            #expect(column.indicatorImage(forPage: 0) === dot && column.indicatorImage(forPage: 2) !== dot)
            column.setIndicatorImage(nil, forPage: 2)
            #expect(column.indicatorImage(forPage: 2) === dot && column.currentPageIndicatorImage(forPage: 1) == nil)
        }
    }

    /// `shouldArchiveValue(forKey:)` is Core Animation's (true by default) and overridable.
    @Test func layersAnswerWhetherToArchiveAKey() {
        let plain = CALayer()
        #expect(plain.shouldArchiveValue(forKey: "opacity"))
        let flip: CALayer = FlipLayer()
        #expect(flip.shouldArchiveValue(forKey: "rotateDegree") && flip.shouldArchiveValue(forKey: "bounds"))
    }

    /// `UIApplication.preferredContentSizeCategory` is the simulated device's, as its traits say.
    @Test func theApplicationsContentSizeCategoryIsTheDevices() throws {
        try withUIKitStage { _, root in
            #expect(UIApplication.shared.preferredContentSizeCategory == .large)
            #expect(UIApplication.shared.preferredContentSizeCategory == root.traitCollection.preferredContentSizeCategory)
        }
    }

    /// UIKit's objects format as `NSObject`s do: `%p` is a key unique and stable per object,
    /// `%@` the current description; `UITextInput` finds the view being edited.
    @Test func objectsAreVariadicArgumentsAndTextInputs() throws {
        try withUIKitStage { _, root in
            let a = UIView(), b = UIView()
            let keyA = String(format: "%p", a)
            #expect(keyA == String(format: "%p", a) && keyA != String(format: "%p", b) && keyA.hasPrefix("0x"))
            root.title = "Inbox"
            #expect(String(format: "<%@>", root) == "<\(root.description)>")
            let field = UITextField()
            root.view.addSubview(field)
            let views: [UIView] = [UIView(), field, UITextView()]
            #expect(views.map { $0 is UITextInput } == [false, true, true])
            let input: UITextInput = field
            input.insertText("no")  // typing reaches only the view being edited
            #expect(field.text == nil || field.text == "")
            field.becomeFirstResponder()
            input.insertText("hi")
            #expect(field.text == "hi" && input.hasText)
        }
    }

    /// A gradient layer's type is stored and copied; waking the run loop finds the main loop,
    /// which the simulation runs every turn.
    @Test func gradientTypesAndRunLoopWakeUps() throws {
        let gradient = CAGradientLayer()
        #expect(gradient.type == .axial)
        gradient.type = .radial
        #expect(CAGradientLayer(layer: gradient).type == .radial)
        let sim = Simulation()
        try sim.asCurrent {
            let ran = RanFlag()
            TransitionsUIKit.DispatchQueue.main.async { ran.value = true }
            CFRunLoopWakeUp(CFRunLoopGetCurrent())
            #expect(CFRunLoopGetCurrent() === CFRunLoopGetMain() && !ran.value)
            try sim.runUntilIdle()
            #expect(ran.value)
        }
    }

    /// `parentFocusEnvironment` follows UIKit's focus tree (the responder chain): a root view's
    /// parent is its controller, another view's its superview, a controller's its view's
    /// superview. Apps walk it to find a view's controller. `interfaceOrientation` is the
    /// device's.
    @Test func focusParentsFindAViewsController() throws {
        try withUIKitStage { _, root in
            let child = UIViewController()
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            let label = UILabel()
            child.view.addSubview(label)
            #expect(label.parentFocusEnvironment === child.view)
            #expect(child.view.parentFocusEnvironment === child)
            #expect(child.parentFocusEnvironment === root.view)
            var environment: UIFocusEnvironment? = label
            var found: UIViewController?
            while let e = environment {
                if let c = e as? UIViewController { found = c; break }
                environment = e.parentFocusEnvironment
            }
            #expect(found === child)
            #expect(root.interfaceOrientation == .portrait)
            UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4)).fill(with: .normal, alpha: 0.5)
        }
    }

    /// Continuing an app's animator group through `UIViewImplicitlyAnimating` reaches the group's
    /// own method (the rewrite declares it `UIKitAnimationContinuing`), which continues each
    /// member; an animator without the method is left as it is.
    @Test func continuingAGroupThroughTheProtocolReachesIt() throws {
        try withUIKitStage { sim, root in
            let a = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.view.addSubview(a)
            let first = UIViewPropertyAnimator(duration: 1, curve: .linear) { a.alpha = 0 }
            let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { a.center.x = 100 }
            let group: UIViewImplicitlyAnimating = ContinuingGroup([first, second])
            group.pauseAnimation()
            group.fractionComplete = 0.5
            group.continueAnimation(withTimingParameters: nil, durationFactor: 0.5)
            #expect(first.isRunning && second.isRunning)
            sim.advance(by: 1)
            #expect(first.state == .inactive && second.state == .inactive && a.alpha == 0)
        }
    }

    /// `forUnwindSegueAction(_:from:withSender:)` finds the last child, other than the source,
    /// that can perform the unwind action, else the container itself; Core Animation's memberwise
    /// matrix and the runtime's selector registration are UIKit's spellings.
    @Test func unwindSearchMatricesAndRuntimeSelectors() throws {
        try withUIKitStage { _, root in
            let nav = UINavigationController(rootViewController: UIViewController())
            let target = UnwindTarget()
            let source = UIViewController()
            nav.pushViewController(target, animated: false)
            nav.pushViewController(source, animated: false)
            let action = Selector(UnwindTarget.backToTarget(_:), "backToTarget:")
            #expect(nav.forUnwindSegueAction(action, from: source, withSender: nil) === target)
            #expect(nav.forUnwindSegueAction(Selector("nothing:"), from: source, withSender: nil) == nil)
            let m = CATransform3D(m11: 1, m12: 0, m13: 0, m14: 0, m21: 0, m22: 1, m23: 0, m24: 0,
                                  m31: 0, m32: 0, m33: 1, m34: -1.0 / 500, m41: 0, m42: 0, m43: 0, m44: 1)
            #expect(m.m34 == -0.002 && m.m11 == 1)
            #expect(sel_getUid("viewDidLoad") == Selector("viewDidLoad") && NSStringFromSelector(sel_registerName("layoutSubviews")) == "layoutSubviews")
            _ = root
        }
    }
}

/// A controller an unwind segue can end at (it implements the unwind action).
private final class UnwindTarget: UIViewController {
    func backToTarget(_ segue: UIStoryboardSegue) {}

    /// iOS 15's action subtitles and a button's menu are stored as given; the action runs as
    /// before.
    @Test func actionSubtitlesAndButtonMenus() throws {
        try withUIKitStage { _, _ in
            var ran = 0
            let action = UIAction(title: "Delete", subtitle: "Moves it to the bin", attributes: [.destructive], state: .mixed) { _ in ran += 1 }
            let plain = UIAction(title: "Open") { _ in }
            #expect(action.subtitle == "Moves it to the bin" && plain.subtitle == nil && action.state == .mixed)
            let button = UIButton(type: .system)
            button.menu = UIMenu(title: "", children: [action, plain])
            button.showsMenuAsPrimaryAction = true
            #expect(button.menu?.children.count == 2 && button.showsMenuAsPrimaryAction)
            button.addAction(action, for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            #expect(ran == 1)
        }
    }

    /// Members wrapping navigation libraries and custom buttons override: a wrapper answers
    /// `tabBarController` for the controller it wraps; a button without a title label answers nil.
    @Test func containerAndButtonMembersAreOpen() throws {
        try withUIKitStage { _, _ in
            let tabs = UITabBarController()
            let wrapped = TabAnswering(answering: tabs)
            #expect(wrapped.tabBarController === tabs && UIViewController().tabBarController == nil)
            #expect(wrapped.splitViewController == nil && wrapped.childViewControllerForPointerLock == nil)
            let button = IconButton(type: .custom)
            button.setTitle("x", for: .normal)
            #expect(button.titleLabel == nil && button.currentTitle == nil)
            let plain = UIButton(type: .system)
            plain.setTitleShadowColor(.black, for: .normal)
            #expect(plain.titleShadowColor(for: .highlighted) == .black && plain.currentTitleShadowColor == .black)
        }
    }
}

/// A controller that answers for the tab bar controller of what it wraps.
private final class TabAnswering: UIViewController {
    weak var answering: UITabBarController?
    init(answering: UITabBarController) {
        self.answering = answering
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError() }
    override var tabBarController: UITabBarController? { answering }
}

/// An icon-only button that refuses titles.
private final class IconButton: UIButton {
    override var titleLabel: UILabel? { nil }
    override func setTitle(_ title: String?, for state: UIControl.State) {}
}
