import Foundation
import Testing
import TransitionChecks
import TransitionsUIKit

// UIKit members apps override in subclasses (a pan recognizer's translation and state, a view's
// tint colour, a page controller's setViewControllers), the navigation delegate's willShow and
// didShow, and text styling and small pieces that real libraries use.

/// A pan recognizer that reports half the finger's travel (a rubber-band drag).
private final class DampedPan: UIPanGestureRecognizer {
    var stateChanges: [UIGestureRecognizer.State] = []
    override var state: UIGestureRecognizer.State {
        didSet { stateChanges.append(state) }
    }
    override func translation(in view: UIView?) -> CGPoint {
        let t = super.translation(in: view)
        return CGPoint(x: t.x / 2, y: t.y / 2)
    }
    override func velocity(in view: UIView?) -> CGPoint { .zero }
}

/// A view that follows its own fades (UIKit's `alpha` is a `CGFloat`).
private final class FadingDot: UIView {
    var fades: [CGFloat] = []
    override var alpha: CGFloat {
        didSet { fades.append(alpha) }
    }
}

private final class TintedDot: UIView {
    var tints: [UIColor] = []
    override var tintColor: UIColor! {
        didSet { tints.append(tintColor) }
    }
}

private final class Shows: NSObject, UINavigationControllerDelegate {
    var log: [String] = []
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController, animated: Bool) {
        log.append("will \(viewController.title ?? "?")")
    }
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        log.append("did \(viewController.title ?? "?")")
    }
}

private final class CountingPages: UIPageViewController {
    var sets = 0
    override func setViewControllers(
        _ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection, animated: Bool,
        completion: ((Bool) -> Void)? = nil
    ) {
        sets += 1
        super.setViewControllers(viewControllers, direction: direction, animated: animated, completion: completion)
    }
}

@Suite struct SubclassingAndTextTests {
    /// A finger's drag: the recognizer's own state changes go through the overridden `state`
    /// (UIKit sets it through its setter), and a target reads the overridden translation.
    @Test func aRecognizersOverridesAreWhatItsTargetReads() {
        withUIKitStage { sim, root in
            final class Reader: NSObject {
                var read: [CGPoint] = []
                func pan(_ g: UIPanGestureRecognizer) { read.append(g.translation(in: g.view)) }
            }
            let reader = Reader()
            let pan = DampedPan(target: reader, action: Selector(Reader.pan(_:), "pan:"))
            root.view.addGestureRecognizer(pan)
            var p = CGPoint(x: 100, y: 300)
            let finger = Finger(downAt: p, in: root.view.window!)
            for _ in 0..<6 {
                sim.advanceFrame()
                p.y += 20
                finger.move(to: p)
            }
            sim.advanceFrame()
            finger.lift()
            #expect(pan.stateChanges.first == .began && pan.stateChanges.contains(.changed) && pan.stateChanges.last == .ended)
            #expect(pan.velocity(in: root.view) == .zero)
            let last = reader.read.last ?? .zero
            #expect(last.y > 0 && last.y <= 60, "half of the 120 points travelled: \(reader.read)")
        }
    }

    /// `alpha` overridden with UIKit's type sees changes, and optional `CGFloat`s (an optional
    /// requirement's `try?`, a dictionary's `as?`) assign to alpha and to layers' lengths.
    @Test func cgFloatPropertiesTakeOptionalFallbacks() throws {
        try withUIKitStage { sim, root in
            let dot = FadingDot()
            root.view.addSubview(dot)
            let settings: [String: Any] = ["alpha": CGFloat(0.5)]
            dot.alpha = (settings["alpha"] as? CGFloat) ?? 1
            #expect(dot.fades == [0.5] && dot.alpha == 0.5)
            func radius() throws -> CGFloat { 12 }
            let source: (() throws -> CGFloat)? = radius
            dot.layer.cornerRadius = (try? source?()) ?? 4
            dot.layer.borderWidth = (settings["border"] as? CGFloat) ?? 2
            let shape = CAShapeLayer()
            shape.strokeEnd = (settings["end"] as? CGFloat) ?? 0.25
            #expect(dot.layer.cornerRadius == CGFloat(12) && dot.layer.borderWidth == CGFloat(2) && shape.strokeEnd == CGFloat(0.25))
            UIView.animate(withDuration: 0.2) { dot.alpha = 0 }
            try sim.runUntilIdle()
            #expect(dot.alpha == 0 && dot.fades.last == 0)
        }
    }

    @Test func aViewsTintColorOverrideSeesItsChanges() {
        let dot = TintedDot()
        dot.tintColor = .red
        #expect(dot.tints == [.red] && dot.tintColor == .red)
    }

    @Test func setViewControllersIsOverridable() {
        withUIKitStage { _, root in
            let pages = CountingPages(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
            pages.setViewControllers([UIViewController()], direction: .forward, animated: false)
            #expect(pages.sets == 1)
            _ = root
        }
    }

    /// Push and pop tell the delegate before and after; a cancelled interactive pop ends with the
    /// controller that stayed.
    @Test func theNavigationDelegateIsToldWhatWillShowAndWhatDid() throws {
        try withUIKitStage { sim, root in
            let first = UIViewController(), second = UIViewController()
            first.title = "first"
            second.title = "second"
            let nav = UINavigationController(rootViewController: first)
            let shows = Shows()
            nav.delegate = shows
            root.present(nav, animated: false)
            try sim.runUntilIdle()
            nav.pushViewController(second, animated: true)
            #expect(shows.log == ["will second"])
            try sim.runUntilIdle()
            #expect(shows.log == ["will second", "did second"])
            nav.handleEdgePan(PanGesture(state: .began, translation: .zero, velocity: .zero, location: CGPoint(x: 5, y: 300)))
            nav.handleEdgePan(PanGesture(state: .changed, translation: CGPoint(x: 40, y: 0), velocity: .zero, location: CGPoint(x: 45, y: 300)))
            nav.handleEdgePan(PanGesture(state: .ended, translation: CGPoint(x: 40, y: 0), velocity: CGPoint(x: -100, y: 0), location: CGPoint(x: 45, y: 300)))
            try sim.runUntilIdle()
            #expect(shows.log == ["will second", "did second", "will first", "did second"])
            #expect(nav.topViewController === second)
            nav.popViewController(animated: false)
            try sim.runUntilIdle()
            #expect(shows.log.suffix(2) == ["will first", "did first"])
        }
    }

    /// A view that forwards what it does not handle (a proxy, as page controls write them):
    /// `responds(to:)` answers for the other object, and target-action reaches it.
    @Test func respondersForwardSelectorsTheyLack() {
        withUIKitStage { _, root in
            final class Handler: NSObject {
                var taps = 0
                func tapped(_ sender: Any) { taps += 1 }
            }
            final class Proxy: UIView {
                let handler: Handler
                init(_ handler: Handler) {
                    self.handler = handler
                    super.init(frame: .zero)
                }
                required init?(coder: NSCoder) { fatalError() }
                override func responds(to aSelector: Selector!) -> Bool {
                    super.responds(to: aSelector) || handler.responds(to: aSelector)
                }
                override func forwardingTarget(for aSelector: Selector!) -> Any? {
                    handler.responds(to: aSelector) ? handler : super.forwardingTarget(for: aSelector)
                }
                override func encode(with coder: NSCoder) { super.encode(with: coder) }
            }
            let handler = Handler()
            let proxy = Proxy(handler)
            let tap = Selector(Handler.tapped(_:), "tapped:")
            #expect(proxy.responds(to: tap) && !UIView().responds(to: tap))
            let button = UIButton(type: .system)
            root.view.addSubview(button)
            button.addTarget(proxy, action: tap, for: .touchUpInside)
            button.sendActions(for: .touchUpInside)
            #expect(handler.taps == 1)
        }
    }

    /// The app-extension-safe way libraries reach the application object.
    @Test func theSharedApplicationThroughItsClassSelector() {
        withUIKitStage { sim, root in
            let selector = NSSelectorFromString("sharedApplication")
            #expect(UIApplication.responds(to: selector))
            let app = UIApplication.perform(selector)?.takeUnretainedValue() as? UIApplication
            #expect(app === UIApplication.shared)
            #expect(!UIApplication.responds(to: NSSelectorFromString("openURL:")))
            #expect(UIApplication.perform(NSSelectorFromString("openURL:")) == nil && sim.violations.last?.kind == .rejectedCall)
            _ = root
        }
    }

    /// A view that joins the window is laid out in the next frame (UIKit lays out what enters a
    /// window): a controller presented without animation gets `viewDidLayoutSubviews` and its
    /// constraints solved with nobody calling `layoutIfNeeded()`.
    @Test func viewsThatJoinTheWindowAreLaidOut() throws {
        try withUIKitStage { sim, root in
            final class Panel: UIViewController {
                let box = UIView()
                var layouts = 0
                override func viewDidLoad() {
                    super.viewDidLoad()
                    box.translatesAutoresizingMaskIntoConstraints = false
                    view.addSubview(box)
                    NSLayoutConstraint.activate([
                        box.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                        box.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                        box.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                        box.heightAnchor.constraint(equalToConstant: 100),
                    ])
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    layouts += 1
                }
            }
            let panel = Panel()
            panel.modalPresentationStyle = .custom
            root.present(panel, animated: false)
            try sim.runUntilIdle()
            let height = root.view.bounds.height
            #expect(panel.layouts > 0 && panel.box.frame == CGRect(x: 0, y: height - 100, width: root.view.bounds.width, height: 100))
        }
    }

    /// A storyboard-only controller made as a storyboard makes it (the harness's stand-in coder).
    @Test func aStandInCoderMakesStoryboardControllers() throws {
        try withUIKitStage { sim, root in
            final class Popup: UIViewController {
                var decoded: Any?
                required init?(coder aDecoder: NSCoder) {
                    decoded = aDecoder.decodeObject(forKey: "UIStoryboardIdentifier")
                    super.init(coder: aDecoder)
                    modalPresentationStyle = .overFullScreen
                }
            }
            let popup = try #require(Popup(coder: StandInCoder()))
            #expect(popup.decoded == nil && popup.modalPresentationStyle == .overFullScreen)
            root.present(popup, animated: true)
            try sim.runUntilIdle()
            #expect(root.presentedViewController === popup && popup.view.window != nil)
        }
    }

    @Test func textStylingIsKept() {
        withUIKitStage { _, root in
            let style = NSMutableParagraphStyle()
            style.lineSpacing = 4
            style.alignment = .center
            let text = NSAttributedString(string: "Hello", attributes: [.paragraphStyle: style])
            let kept = text.attribute(.paragraphStyle, at: 0, effectiveRange: nil) as? NSParagraphStyle
            #expect(kept?.lineSpacing == 4 && kept?.alignment == .center)
            let copy = style.copy() as! NSParagraphStyle
            style.lineSpacing = 8
            #expect(copy.lineSpacing == 4 && !(copy is NSMutableParagraphStyle))
            #expect(NSParagraphStyle.default.lineSpacing == 0)

            let button = UIButton(type: .system)
            button.setTitle("plain", for: .normal)
            button.setAttributedTitle(NSAttributedString(string: "Styled"), for: .normal)
            #expect(button.currentTitle == "Styled" && button.title(for: .normal) == "plain")
            #expect(button.attributedTitle(for: .highlighted)?.string == "Styled")

            let label = UILabel()
            label.shadowColor = .black
            label.shadowOffset = CGSize(width: 0, height: 1)
            #expect(label.shadowColor == .black && label.shadowOffset.height == 1)

            let textView = UITextView()
            textView.attributedText = NSAttributedString(string: "Body")
            #expect(textView.text == "Body" && textView.attributedText?.string == "Body")
            textView.text = "Other"
            #expect(textView.attributedText?.string == "Other")
            _ = root
        }
    }

    @Test func aCollectionViewsBackgroundViewStaysBehindItsCells() {
        withUIKitStage { sim, root in
            final class One: NSObject, UICollectionViewDataSource {
                func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
                func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                    collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
                }
            }
            let data = One()
            let cv = UICollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 300), collectionViewLayout: UICollectionViewFlowLayout())
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
            cv.dataSource = data
            let background = UIView()
            cv.backgroundView = background
            root.view.addSubview(cv)
            cv.layoutIfNeeded()
            #expect(cv.subviews.first === background && background.frame == cv.bounds)
            cv.contentOffset = CGPoint(x: 0, y: 100)
            #expect(cv.subviews.first === background && background.frame == cv.bounds)
            _ = sim
        }
    }

    @Test func layersHitTestAndKeepTheirActions() {
        withUIKitStage { _, root in
            let outer = CALayer()
            outer.frame = CGRect(x: 10, y: 10, width: 100, height: 100)
            let inner = CALayer()
            inner.frame = CGRect(x: 20, y: 20, width: 30, height: 30)
            outer.addSublayer(inner)
            #expect(outer.hitTest(CGPoint(x: 35, y: 35)) === inner)
            #expect(outer.hitTest(CGPoint(x: 15, y: 15)) === outer)
            #expect(outer.hitTest(CGPoint(x: 200, y: 200)) == nil)
            inner.isHidden = true
            #expect(outer.hitTest(CGPoint(x: 35, y: 35)) === outer)
            outer.actions = ["position": NSNull()]
            #expect(outer.actions?["position"] is NSNull)
            _ = root
        }
    }

    @Test func smallPieces() throws {
        try withUIKitStage { sim, root in
            var placeholder = Timer()
            #expect(!placeholder.isValid)
            placeholder.invalidate()
            placeholder = Timer.scheduledTimer(withTimeInterval: 1, repeats: false) { _ in }
            #expect(placeholder.isValid)
            let snapshot = UIScreen.main.snapshotView(afterScreenUpdates: false)
            #expect(snapshot.bounds.size == root.view.window?.bounds.size)
            #expect(UIApplication.shared.supportedInterfaceOrientations(for: root.view.window) == .allButUpsideDown)
            let n: NSInteger = 3
            #expect(n + 1 == 4)
            let direction: UICollectionView.ScrollDirection = .horizontal
            #expect(direction == UICollectionViewFlowLayout.ScrollDirection.horizontal)
            _ = sim
        }
    }
}
