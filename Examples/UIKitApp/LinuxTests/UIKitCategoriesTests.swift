import Testing
import TransitionsUIKit

/// The app's category overrides (MyApp/Transitions/UIKitCategories.swift), compiled unchanged:
/// the model runs them where UIKit's dispatch would reach the class's method.
@Suite struct UIKitCategoriesTests {
    @Test func aButtonsEnlargedTouchAreaTakesTouchesOutsideItsFrame() {
        let sim = Simulation()
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let plain = UIButton(frame: CGRect(x: 20, y: 20, width: 40, height: 40))
            let enlarged = CountingButton(frame: CGRect(x: 200, y: 20, width: 40, height: 40))
            enlarged.hitTestEdgeInsets = UIEdgeInsets(top: -15, left: -15, bottom: -15, right: -15)
            window.addSubview(plain)
            window.addSubview(enlarged)
            // 10 pt outside each button's frame.
            #expect(window.hitTest(CGPoint(x: 15, y: 40), with: nil) === window)
            #expect(window.hitTest(CGPoint(x: 195, y: 40), with: nil) === enlarged)
            #expect(window.hitTest(CGPoint(x: 250, y: 40), with: nil) === enlarged)
            #expect(window.hitTest(CGPoint(x: 260, y: 40), with: nil) === window)
            // The subclass's override ran first, its `super` reached the category.
            #expect(enlarged.checks == 4)
            // Inside the frame, the category defers to UIKit's rule (`super`).
            #expect(window.hitTest(CGPoint(x: 30, y: 30), with: nil) === plain)
            enlarged.isEnabled = false
            #expect(window.hitTest(CGPoint(x: 195, y: 40), with: nil) === window)
        }
        _ = sim
    }

    @Test func theTopControllerDecidesTheStatusBar() {
        final class Dark: UIViewController {
            override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
            override var prefersStatusBarHidden: Bool { true }
        }
        let sim = Simulation()
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let nav = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = nav
            window.makeKeyAndVisible()
            #expect(nav.childForStatusBarStyle === nav.topViewController)
            nav.pushViewController(Dark(), animated: false)
            #expect(nav.childForStatusBarStyle is Dark && nav.childForStatusBarHidden is Dark)
            nav.setNeedsStatusBarAppearanceUpdate()
            #expect(UIApplication.shared.statusBarStyle == .lightContent)
            #expect(UIApplication.shared.isStatusBarHidden)
        }
        _ = sim
    }

    /// A category's `viewDidLoad` runs once when the view loads, for the class and its
    /// subclasses; its `super` call reaches UIKit's (the model's) behaviour, not itself.
    @Test func aLifeCycleCategoryRunsOnce() {
        final class Pager: UIPageViewController {
            var ownLoads = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                ownLoads += 1
            }
        }
        let sim = Simulation()
        do {
            let page = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
            _ = page.view
            #expect(page.categoryLoads == 1)
            let pager = Pager(transitionStyle: .scroll, navigationOrientation: .horizontal)
            pager.loadViewIfNeeded()
            #expect(pager.categoryLoads == 1 && pager.ownLoads == 1)
            #expect(UIViewController().categoryLoadsIfAny == nil)
        }
        _ = sim
    }

    /// A category's `touchesEnded` runs for every image view a finger lifts on; its `super` call
    /// passes the touch up the responder chain as UIKit's does.
    @Test func aTouchCategoryRunsForTheClassItExtends() {
        final class Root: UIViewController {
            var endedHere = 0
            override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { endedHere += 1 }
        }
        let sim = Simulation()
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let root = Root()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let photo = UIImageView(frame: CGRect(x: 20, y: 100, width: 100, height: 100))
            photo.isUserInteractionEnabled = true
            var taps = 0
            photo.onTapUp = { taps += 1 }
            root.view.addSubview(photo)
            let plain = UIView(frame: CGRect(x: 200, y: 100, width: 100, height: 100))
            root.view.addSubview(plain)
            window.play([.tap(at: CGPoint(x: 60, y: 150))])
            sim.advance(by: 0.2)
            #expect(taps == 1 && root.endedHere == 1)
            // A lift on another view: the category is the image view's only.
            window.play([.tap(at: CGPoint(x: 250, y: 150))])
            sim.advance(by: 0.2)
            #expect(taps == 1 && root.endedHere == 2)
            // Dragged off the image before lifting: UIKit still ends the touch on the image view,
            // whose category checks where the finger is.
            window.play([.drag(from: CGPoint(x: 60, y: 150), to: CGPoint(x: 60, y: 350), frames: 3)])
            sim.advance(by: 0.3)
            #expect(taps == 1 && root.endedHere == 3)
        }
        _ = sim
    }

    /// A category of `UIApplication.next` runs when the app launches (its first key window),
    /// once per launch; the library's set-up inside it runs once.
    @Test func theLaunchHookRunsWhenTheFirstWindowBecomesKey() {
        let sim = Simulation()
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            window.rootViewController = UIViewController()
            #expect(UIApplication.shared.nextReads == 0)
            window.makeKeyAndVisible()
            #expect(UIApplication.shared.nextReads == 1 && LaunchHook.setUpCount == 1)
            let other = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            other.makeKeyAndVisible()
            window.makeKey()
            #expect(UIApplication.shared.nextReads == 1 && LaunchHook.setUpCount == 1)
        }
        _ = sim
    }

    /// A category's `observeValue` receives the string-keyed observations its controller made.
    @Test func anObservingCategoryHearsTheBar() {
        let sim = Simulation()
        do {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
            let top = UIViewController()
            let nav = UINavigationController(rootViewController: top)
            window.rootViewController = nav
            window.makeKeyAndVisible()
            top.startObservingBar()
            let height = nav.navigationBar.bounds.height
            nav.navigationBar.bounds.size.height = height + 52
            nav.navigationBar.bounds.size.height = height
            top.stopObservingBar()
            nav.navigationBar.bounds.size.height = height + 10
            #expect(top.observedBarHeights == [height + 52, height])
        }
        _ = sim
    }
}

private extension UIViewController {
    /// Only page controllers have the category's counter.
    var categoryLoadsIfAny: Int? { (self as? UIPageViewController)?.categoryLoads }
}
