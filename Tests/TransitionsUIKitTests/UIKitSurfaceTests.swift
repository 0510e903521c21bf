import Foundation
import Testing
import TransitionsUIKit

/// A controller subclass written as UIKit code writes it.
private final class CodedController: UIViewController {
    var safeAreaChanges = 0
    var traitChanges = 0
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func viewSafeAreaInsetsDidChange() { safeAreaChanges += 1 }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) { traitChanges += 1 }
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
}

private final class CodedView: UIView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}

private final class Responderish: UIView {
    override var canBecomeFirstResponder: Bool { true }
}

private final class PopoverDelegate: UIPopoverPresentationControllerDelegate {
    var answer: UIModalPresentationStyle
    var told: [UIModalPresentationStyle] = []
    var prepared = 0
    init(answer: UIModalPresentationStyle) { self.answer = answer }
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { answer }
    func presentationController(
        _ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
        transitionCoordinator: UIViewControllerTransitionCoordinator?
    ) { told.append(style) }
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) { prepared += 1 }
}

private final class SizeWatcher: UIPresentationController {
    var changes = 0
    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
        changes += 1
    }
}

private final class Vendor: UIViewControllerTransitioningDelegate {
    var made: SizeWatcher?
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        let p = SizeWatcher(presentedViewController: presented, presenting: presenting)
        made = p
        return p
    }
}

nonisolated(unsafe) private var associationKey = 0

/// The UIKit shapes and environment added for real code: what each does in the model.
@Suite struct UIKitSurfaceTests {
    @Test func viewIsImplicitlyUnwrappedAndLoadsOnce() throws {
        try withUIKitStage { _, _ in
            let vc = CodedController(nibName: nil, bundle: nil)
            #expect(vc.viewIfLoaded == nil)
            vc.loadViewIfNeeded()
            let first = try #require(vc.viewIfLoaded)
            if let v = vc.view { #expect(v === first) }
            #expect(vc.view! === first && vc.view?.frame == first.frame)
            vc.view = nil
            #expect(!vc.isViewLoaded && vc.view !== first)
        }
    }

    @Test func identityLikeNSObject() throws {
        try withUIKitStage { _, root in
            let a = UIViewController(), b = UIViewController()
            let list = [a, b]
            #expect(list.firstIndex(of: b) == 1 && a != b && a == a && Set(list).count == 2)
            #expect(root.view.subviews.firstIndex(of: root.view) == nil)
            let nav = UINavigationController(rootViewController: a)
            #expect(nav.isKind(of: UIViewController.self) && !nav.isMember(of: UIViewController.self) && nav.isMember(of: UINavigationController.self))
            #expect(a.isEqual(a) && !a.isEqual(b) && root.view.layer == root.view.layer)
        }
    }

    @Test func associatedObjectsLiveWithTheirOwner() throws {
        try withUIKitStage { _, _ in
            final class Box { }
            weak var released: Box?
            do {
                let owner = UIView()
                let box = Box()
                released = box
                objc_setAssociatedObject(owner, &associationKey, box, .OBJC_ASSOCIATION_RETAIN_NONATOMIC)
                #expect(objc_getAssociatedObject(owner, &associationKey) as? Box === box)
                objc_setAssociatedObject(owner, &associationKey, "x", .OBJC_ASSOCIATION_COPY_NONATOMIC)
                #expect(objc_getAssociatedObject(owner, &associationKey) as? String == "x")
                objc_setAssociatedObject(owner, &associationKey, box, .OBJC_ASSOCIATION_RETAIN)
            }
            _ = AssociatedObjects.ownerCount  // the owner is gone: its entry is dropped
            #expect(released == nil)
            let weakOwner = UIView()
            do {
                let box = Box()
                objc_setAssociatedObject(weakOwner, &associationKey, box, .OBJC_ASSOCIATION_ASSIGN)
            }
            #expect(objc_getAssociatedObject(weakOwner, &associationKey) == nil)  // assign does not retain
        }
    }

    @Test func codedSubclassesAndSizing() throws {
        try withUIKitStage { _, root in
            let v = CodedView(frame: CGRect(x: 10, y: 10, width: 100, height: 100))
            root.view.addSubview(v)
            v.sizeToFit()
            #expect(v.frame == CGRect(x: 10, y: 10, width: 40, height: 20))
            #expect(UIView().intrinsicContentSize.width == -1 && UIView.noIntrinsicMetric == -1)
            let label = UILabel()
            label.text = "Hello"
            label.font = UIFont(name: "Avenir", size: 20)!
            label.sizeToFit()
            #expect(label.bounds.size == CGSize(width: 55, height: 24))
        }
    }

    @Test func endEditingResignsTheFirstResponder() throws {
        try withUIKitStage { _, root in
            let field = UITextField(), box = Responderish()
            root.view.addSubview(field)
            root.view.addSubview(box)
            #expect(field.becomeFirstResponder() && field.isFirstResponder)
            #expect(root.view.endEditing(true) && !field.isFirstResponder)
            field.isEnabled = false
            #expect(!field.becomeFirstResponder())
            let text = UITextView()
            text.text = "stored"
            #expect(text.text == "stored")
        }
    }

    @Test func deviceScreenAndSafeArea() throws {
        try withUIKitStage { sim, root in
            #expect(UIScreen.main.bounds.size == CGSize(width: 390, height: 844) && UIScreen.main.scale == 3)
            #expect(UIScreen.main.nativeBounds.size == CGSize(width: 1170, height: 2532))
            #expect(UIDevice.current.userInterfaceIdiom == .phone && UIDevice.current.orientation == .portrait)
            #expect(UIApplication.shared.keyWindow === root.view.window && UIApplication.shared.statusBarFrame.height == 47)
            let window = try #require(root.view.window)
            #expect(window.safeAreaInsets == UIEdgeInsets(top: 47, left: 0, bottom: 34, right: 0))
            let card = UIView(frame: CGRect(x: 0, y: 20, width: 390, height: 100))
            root.view.addSubview(card)
            #expect(card.safeAreaInsets == UIEdgeInsets(top: 27, left: 0, bottom: 0, right: 0))
            let middle = UIView(frame: CGRect(x: 20, y: 300, width: 100, height: 100))
            root.view.addSubview(middle)
            #expect(middle.safeAreaInsets == .zero)
            #expect(root.view.bounds.inset(by: root.view.safeAreaInsets) == CGRect(x: 0, y: 47, width: 390, height: 763))
            #expect(UIView().safeAreaInsets == .zero)  // not in a window
            #expect(!UIAccessibility.isReduceMotionEnabled)
            sim.application.device.isReduceMotionEnabled = true
            #expect(UIAccessibility.isReduceMotionEnabled)
        }
    }

    @Test func additionalInsetsAndRotationNotify() throws {
        try withUIKitStage { sim, root in
            let child = CodedController(nibName: nil, bundle: nil)
            root.addChild(child)
            child.view.frame = root.view.bounds
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            #expect(child.safeAreaChanges == 1, "entering the window gives its view the status bar's inset")
            child.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
            #expect(child.view.safeAreaInsets.top == 57 && child.safeAreaChanges == 2)
            #expect(child.traitCollection.horizontalSizeClass == .compact && child.traitCollection.verticalSizeClass == .regular)
            sim.application.rotate(to: .landscapeLeft)
            let window = try #require(root.view.window)
            #expect(window.bounds.size == CGSize(width: 844, height: 390))
            #expect(window.safeAreaInsets == UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47))
            #expect(child.traitChanges == 1 && child.traitCollection.verticalSizeClass == .compact)
            #expect(child.safeAreaChanges >= 2 && UIApplication.shared.statusBarFrame.height == 0)
        }
    }

    @Test func windowsMadeAsInUIKit() throws {
        try withUIKitStage { sim, _ in
            let w = UIWindow()
            #expect(w.frame == CGRect(x: 0, y: 0, width: 390, height: 844) && !w.isKeyWindow)
            w.windowLevel = .alert + 1
            #expect(w.windowLevel > .normal)
            let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
            let w2 = UIWindow(windowScene: scene)
            w2.makeKey()
            #expect(w2.isKeyWindow && UIApplication.shared.windows.contains(w) && scene.windows.contains(w2))
            _ = sim
        }
    }

    @Test func statusBarAppearanceFollowsTheDecidingController() throws {
        try withUIKitStage { sim, root in
            let modal = CodedController(nibName: nil, bundle: nil)
            modal.modalPresentationStyle = .fullScreen
            root.present(modal, animated: false)
            try sim.runUntilIdle()
            modal.setNeedsStatusBarAppearanceUpdate()
            #expect(sim.application.statusBarStyle == .lightContent && sim.application.isStatusBarHidden)
            #expect(UIApplication.shared.statusBarFrame == .zero && sim.application.statusBarAppearanceUpdates == 1)
        }
    }

    @Test func stackViewLaysOutFrames() throws {
        try withUIKitStage { _, root in
            let a = CodedView(frame: .zero), b = CodedView(frame: .zero), c = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 30))
            let stack = UIStackView(arrangedSubviews: [a, b, c])
            stack.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
            stack.spacing = 10
            root.view.addSubview(stack)
            stack.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 0, y: 0, width: 40, height: 50) && c.frame == CGRect(x: 100, y: 0, width: 100, height: 50))
            stack.distribution = .fillEqually
            stack.alignment = .center
            stack.layoutIfNeeded()
            #expect(b.frame == CGRect(x: 70, y: 15, width: 60, height: 20))
            stack.distribution = .equalSpacing
            b.isHidden = true
            stack.layoutIfNeeded()
            #expect(a.frame.minX == 0 && c.frame.maxX == 200 && abs(c.frame.minX - 140) < 1e-9)  // c keeps its last width (60): no intrinsic size
            stack.axis = .vertical
            stack.distribution = .fill
            stack.alignment = .leading
            b.isHidden = false
            stack.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
            stack.layoutIfNeeded()
            #expect(b.frame == CGRect(x: 0, y: 30, width: 40, height: 20) && c.frame == CGRect(x: 0, y: 60, width: 60, height: 140))
            stack.removeArrangedSubview(c)
            #expect(c.superview === stack && stack.arrangedSubviews.count == 2)
        }
    }

    @Test func visualEffectAnimatesItsIntensity() throws {
        try withUIKitStage { sim, root in
            let blur = UIVisualEffectView(effect: nil)
            blur.frame = root.view.bounds
            root.view.addSubview(blur)
            #expect(blur.contentView.superview === blur && blur.contentView.frame == blur.bounds)
            var finished = false
            UIView.animate(withDuration: 1, delay: 0, options: .curveLinear, animations: { blur.effect = UIBlurEffect(style: .dark) }) { finished = $0 }
            sim.advance(by: 0.5)
            #expect(abs(blur.presentedEffectIntensity - 0.5) < 1e-9 && !finished)
            try sim.runUntilIdle()
            #expect(finished && blur.presentedEffectIntensity == 1 && (blur.effect as? UIBlurEffect)?.style == .dark)
            let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark))
            #expect(vibrancy.blurEffect == UIBlurEffect(style: .dark))
        }
    }

    @Test func colours() throws {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        #expect(UIColor.yellow.getRed(&r, green: &g, blue: &b, alpha: &a) && r == 1 && g == 1 && b == 0 && a == 1)
        var w: CGFloat = 0
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&w, alpha: &a) && w == 0.25 && a == 0.5)
        #expect(UIColor(dynamicProvider: { $0.userInterfaceStyle == .dark ? .black : .white }) == .white)
        #expect(UIColor(named: "Brand") == nil)
        let red = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
        #expect(red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
    }

    @Test func bezierPathOverTheModelsPath() throws {
        let p = UIBezierPath()
        p.move(to: CGPoint(x: 0, y: 0))
        p.addLine(to: CGPoint(x: 100, y: 0))
        p.addQuadCurve(to: CGPoint(x: 100, y: 100), controlPoint: CGPoint(x: 150, y: 50))
        p.addCurve(to: CGPoint(x: 0, y: 100), controlPoint1: CGPoint(x: 60, y: 120), controlPoint2: CGPoint(x: 40, y: 120))
        #expect(p.currentPoint == CGPoint(x: 0, y: 100))
        p.close()
        #expect(p.contains(CGPoint(x: 50, y: 50)) && !p.contains(CGPoint(x: 200, y: 50)))
        #expect(abs(p.bounds.maxX - 125) < 0.5 && p.bounds.minY == 0)
        p.apply(CGAffineTransform(translationX: 10, y: 0))
        #expect(p.contains(CGPoint(x: 105, y: 50)))
        let corners = UIBezierPath(roundedRect: CGRect(x: 0, y: 0, width: 100, height: 100), byRoundingCorners: [.topLeft], cornerRadii: CGSize(width: 20, height: 20))
        #expect(!corners.contains(CGPoint(x: 1, y: 1)) && corners.contains(CGPoint(x: 99, y: 1)))
        let ring = UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: 100, height: 100))
        ring.append(UIBezierPath(ovalIn: CGRect(x: 25, y: 25, width: 50, height: 50)))
        ring.usesEvenOddFillRule = true
        #expect(!ring.contains(CGPoint(x: 50, y: 50)) && ring.contains(CGPoint(x: 10, y: 50)))
        let shape = CAShapeLayer()
        shape.path = ring.cgPath
        shape.fillRule = .evenOdd
        #expect(!shape.contains(CGPoint(x: 50, y: 50)))
        let arc = UIBezierPath(arcCenter: CGPoint(x: 50, y: 50), radius: 50, startAngle: 0, endAngle: .pi, clockwise: true)
        #expect(abs(arc.currentPoint.x) < 1e-9 && abs(arc.bounds.maxY - 100) < 0.5)
    }

    @Test func popoverAdaptsToFullScreenOnAPhone() throws {
        try withUIKitStage { sim, root in
            let source = UIView(frame: CGRect(x: 20, y: 100, width: 40, height: 40))
            root.view.addSubview(source)
            let menu = UIViewController()
            menu.modalPresentationStyle = .popover
            menu.preferredContentSize = CGSize(width: 200, height: 150)
            let pop = try #require(menu.popoverPresentationController)
            pop.sourceView = source
            pop.permittedArrowDirections = .up
            let delegate = PopoverDelegate(answer: .automatic)  // no valid answer: UIKit's default
            pop.delegate = delegate
            let window = try #require(root.view.window)
            root.present(menu, animated: false)
            try sim.runUntilIdle()
            #expect(delegate.told == [.fullScreen] && delegate.prepared == 0)
            #expect(menu.view.frame == window.bounds && root.view.superview == nil)  // full screen: presenter removed
            root.dismiss(animated: false)
            try sim.runUntilIdle()

            let menu2 = UIViewController()
            menu2.modalPresentationStyle = .popover
            menu2.preferredContentSize = CGSize(width: 200, height: 150)
            let pop2 = try #require(menu2.popoverPresentationController)
            pop2.sourceView = source
            pop2.permittedArrowDirections = [.up, .down]
            let keep = PopoverDelegate(answer: .none)
            pop2.delegate = keep
            root.present(menu2, animated: false)
            try sim.runUntilIdle()
            #expect(keep.told == [.none] && keep.prepared == 1 && pop2.arrowDirection == .up)
            #expect(menu2.view.frame == CGRect(x: 10, y: 153, width: 200, height: 150) && root.view.window != nil)
        }
    }

    @Test func preferredContentSizeChangesReachThePresentationController() throws {
        try withUIKitStage { sim, root in
            let vendor = Vendor()
            let sheet = UIViewController()
            sheet.modalPresentationStyle = .custom
            sheet.transitioningDelegate = vendor
            root.present(sheet, animated: false)
            try sim.runUntilIdle()
            sheet.preferredContentSize = CGSize(width: 390, height: 300)
            #expect(vendor.made?.changes == 1)
            #expect(vendor.made?.adaptivePresentationStyle == UIModalPresentationStyle.none)  // no delegate: no adaptation
            sheet.preferredContentSize = CGSize(width: 390, height: 300)
            #expect(vendor.made?.changes == 1)
        }
    }

    @Test func hapticsAndAccessibilityAreRecorded() throws {
        try withUIKitStage { sim, root in
            let impact = UIImpactFeedbackGenerator(style: .heavy)
            impact.prepare()
            sim.advance(by: 0.5)
            impact.impactOccurred()
            #expect(impact.prepareCount == 1 && impact.events.count == 1 && impact.events[0].time == 0.5)
            root.view.accessibilityLabel = "Close"
            root.view.isAccessibilityElement = true
            #expect(root.view.accessibilityLabel == "Close" && root.view.isAccessibilityElement)
            UIAccessibility.post(notification: .screenChanged, argument: nil)
            #expect(UIAccessibility.posted.contains(.screenChanged))
        }
    }

    @Test func imageViewsAndFonts() throws {
        try withUIKitStage { _, _ in
            let image = UIImage(size: CGSize(width: 30, height: 20), name: "icon")
            let iv = UIImageView(image: image)
            #expect(iv.frame.size == CGSize(width: 30, height: 20) && iv.intrinsicContentSize == image.size)
            iv.contentMode = .scaleAspectFill
            #expect(iv.contentMode == .scaleAspectFill)
            #expect(UIFont.preferredFont(forTextStyle: .headline).pointSize == 17 && UIFont.systemFont(ofSize: 12).withSize(14).pointSize == 14)
        }
    }
}

/// Core Graphics paths as UIKit code builds them (a mask from a `CGMutablePath`; the rewriter
/// makes its `let` a `var`, written here as the rewritten code reads).
@Suite struct CGPathTests {
    @Test func aMutablePathBuildsTheOutlineAMaskClipsTo() {
        withUIKitStage { sim, root in
            var path = CGMutablePath()
            path.move(to: CGPoint(x: 0, y: 20))
            path.addArc(center: CGPoint(x: 20, y: 20), radius: 20, startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false, transform: .identity)
            path.addLine(to: CGPoint(x: 100, y: 0))
            path.addLines(between: [CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100)])
            path.closeSubpath()
            path.addRect(CGRect(x: 200, y: 200, width: 10, height: 10))
            #expect(path.boundingBoxOfPath == CGRect(x: 0, y: 0, width: 210, height: 210))
            #expect(path.contains(CGPoint(x: 205, y: 205)) && !path.contains(CGPoint(x: 150, y: 150)))
            var shifted = CGMutablePath()
            shifted.addPath(path, transform: CGAffineTransform(translationX: 10, y: 0))
            #expect(shifted.boundingBox.minX == 10)
            let mask = CAShapeLayer()
            mask.path = path
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 220, height: 220))
            card.layer.mask = mask
            root.view.addSubview(card)
            #expect(card.layer.mask === mask && mask.path == path)
            let round = CGPath(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerWidth: 8, cornerHeight: 8, transform: nil)
            #expect(round.contains(CGPoint(x: 20, y: 20)) && !round.contains(CGPoint(x: 0.5, y: 0.5)))
            #expect(sim.violations.isEmpty)
        }
    }
}

/// Code written before Swift 4.2's renames, and `responds(to:)` on the transitioning protocols
/// (UIKit's inherit `NSObjectProtocol`).
@Suite struct Swift4SpellingTests {
    private final class Slide: NSObject, UIViewControllerAnimatedTransitioning {
        let operation: UINavigationControllerOperation
        init(operation: UINavigationControllerOperation) { self.operation = operation }
        func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
        func animateTransition(using transitionContext: UIViewControllerContextTransitioning) { transitionContext.completeTransition(true) }
        func animationEnded(_ transitionCompleted: Bool) {}
    }

    @Test func oldSpellingsDoWhatTheNewOnesDo() throws {
        try withUIKitStage { sim, root in
            let child = UIViewController()
            root.addChildViewController(child)
            root.view.addSubview(child.view)
            child.didMove(toParentViewController: root)
            #expect(root.childViewControllers == [child] && child.parent === root)
            let a = UIView(), b = UIView()
            root.view.addSubview(a)
            root.view.addSubview(b)
            root.view.bringSubview(toFront: a)
            #expect(root.view.subviews.last === a)
            root.view.sendSubview(toBack: a)
            #expect(root.view.subviews.first === a)
            child.willMove(toParentViewController: nil)
            child.view.removeFromSuperview()
            child.removeFromParentViewController()
            #expect(root.children.isEmpty)
            let options: UIViewAnimationOptions = [.curveEaseOut]
            UIView.animate(withDuration: 0.2, delay: 0, options: options, animations: { a.alpha = 0 })
            try sim.runUntilIdle()
            #expect(a.alpha == 0)
            #expect(UIEdgeInsetsInsetRect(CGRect(x: 0, y: 0, width: 100, height: 100), UIEdgeInsetsMake(10, 20, 30, 40)) == CGRect(x: 20, y: 10, width: 40, height: 60))
            #expect(Slide(operation: .push).operation == UINavigationController.Operation.push)
            #expect(sim.violations.isEmpty)
        }
    }

    /// Constants Swift 4.2 moved into their types are the same values under the old names.
    @available(*, deprecated)
    @Test func oldConstantsAreTheNewOnes() {
        withUIKitStage { _, root in
            let window = UIWindow()
            window.windowLevel = UIWindowLevelStatusBar + 1
            #expect(window.windowLevel > UIWindow.Level.statusBar && window.windowLevel < UIWindowLevelAlert)
            window.windowLevel = UIWindowLevelNormal
            #expect(window.windowLevel == .normal)
            #expect(UITableViewAutomaticDimension == UITableView.automaticDimension && UIViewNoIntrinsicMetric == UIView.noIntrinsicMetric)
            #expect(UINavigationControllerHideShowBarDuration == 0.2)
            #expect(UILayoutFittingCompressedSize == UIView.layoutFittingCompressedSize)
            #expect(UIScrollViewDecelerationRateFast == UIScrollView.DecelerationRate.fast)
            #expect(UIFont.systemFont(ofSize: 12, weight: UIFontWeightBold) == UIFont.systemFont(ofSize: 12, weight: .bold))
            #expect(CAMediaTimingFunction(name: kCAMediaTimingFunctionEaseOut) == CAMediaTimingFunction(name: .easeOut))
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.fillMode = kCAFillModeForwards
            #expect(fade.fillMode == .forwards)
            #expect(UIAccessibilityIsReduceMotionEnabled() == UIAccessibility.isReduceMotionEnabled)
            #expect(UIDeviceOrientationIsLandscape(.landscapeLeft) && !UIInterfaceOrientationIsLandscape(.portrait))
            let mode: UIImageRenderingMode = .alwaysTemplate
            #expect(mode == UIImage.RenderingMode.alwaysTemplate)
            _ = root
        }
    }

    @Test func theTransitioningProtocolsAnswerRespondsTo() {
        let animator: UIViewControllerAnimatedTransitioning = Slide(operation: .pop)
        // `#selector(UIViewControllerAnimatedTransitioning.animationEnded(_:))` as transit-uikit-rewrite writes it.
        #expect(animator.responds(to: Selector(UIViewControllerAnimatedTransitioning.animationEnded(_:), "animationEnded:")))
        #expect(!animator.responds(to: Selector(UIViewController.viewDidLoad, "viewDidLoad")))
    }
}

/// UIKit's class shapes that app code leans on: `UIColor` extended with convenience initialisers,
/// NSObject identity (`==`, hashing, `isEqual`) on recognizers and animations, an optional `title`.
@Suite struct UIKitClassShapeTests {
    @Test func colorsTakeConvenienceInitialisers() {
        #expect(UIColor(hex: 0xFF8000) == UIColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        #expect(UIColor(hex: 0x000000).alpha == 1)
        #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1, "colours compare by value")
    }

    @Test func uikitObjectsCompareAndHashByIdentity() {
        withUIKitStage { _, root in
            let pan = UIPanGestureRecognizer(), tap = UITapGestureRecognizer()
            root.view.addGestureRecognizer(pan)
            #expect(root.view.gestureRecognizers?.contains(pan) == true)
            #expect(root.view.gestureRecognizers?.contains(tap) == false)
            #expect(pan.isEqual(pan) && !pan.isEqual(tap) && !pan.isEqual(nil))
            var started: [CAAnimation: Int] = [:]
            let a = CABasicAnimation(keyPath: "opacity"), b = CABasicAnimation(keyPath: "opacity")
            started[a] = 1
            started[b] = 2
            #expect(started.count == 2 && started[a] == 1)
        }
    }

    @Test func titleIsNilUntilSet() {
        withUIKitStage { _, root in
            let vc = UIViewController()
            let before: String? = vc.title
            #expect(before == nil)
            vc.title = "Inbox"
            #expect(vc.title! == "Inbox" && "\(vc)" == "Inbox", "the report names it by its title")
        }
    }
}

private extension UIColor {
    convenience init(hex: Int) {
        self.init(red: CGFloat((hex >> 16) & 0xFF) / 255, green: CGFloat((hex >> 8) & 0xFF) / 255, blue: CGFloat(hex & 0xFF) / 255, alpha: 1)
    }
}

/// App subclasses that override exactly UIKit's designated initialisers inherit its convenience
/// ones (`MyView()`, `MyController()`), as in UIKit.
@Suite struct InitialiserInheritanceTests {
    private final class Badge: UIView {
        let label = UILabel()
        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(label)
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    private final class Card: UIViewController {
        override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) { super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    private final class Feed: UITableView {
        override init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame, style: style) }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test func uikitsConvenienceInitialisersAreInherited() {
        withUIKitStage { sim, root in
            let badge = Badge()
            #expect(badge.frame == .zero && badge.subviews.count == 1)
            let card = Card()
            root.present(card, animated: false)
            #expect(root.presentedViewController === card)
            #expect(UITableView().style == .plain && Feed().style == .plain)
        }
    }

    @Test func theModelsNamedInitialisersNameOnlyTheirObject() {
        let sim = Simulation()
        let badge = Badge(sim, frame: CGRect(x: 0, y: 0, width: 10, height: 10), name: "badge")
        #expect(badge.modelName == "badge" && badge.simulation === sim)
        #expect(badge.label.modelName != "badge" && badge.label.simulation === sim, "a subview made on the way keeps its own name")
        let card = Card(sim, title: "card")
        #expect("\(card)" == "card" && card.simulation === sim && card.title == nil, "named in reports; UIKit's title unset")
    }
}

/// Smaller shapes real code relies on: object literals, a settable `gestureRecognizers`,
/// `NSIndexPath.row`, `wantsInteractiveStart`'s default.
@Suite struct UIKitSmallShapesTests {
    private final class Interaction: NSObject, UIViewControllerInteractiveTransitioning {
        func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {}
    }

    @Test func literalsRecognizersIndexPathsAndDefaults() {
        withUIKitStage { _, root in
            let tint: UIColor = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)
            #expect(tint == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
            let icon: UIImage = #imageLiteral(resourceName: "heart")
            #expect(icon.size == .zero)
            let tap = UITapGestureRecognizer(), pan = UIPanGestureRecognizer()
            root.view.addGestureRecognizer(pan)
            root.view.gestureRecognizers = [tap]
            #expect(root.view.gestureRecognizers == [tap] && pan.view == nil && tap.view === root.view)
            root.view.gestureRecognizers = nil
            #expect(root.view.gestureRecognizers == nil && tap.view == nil)
            #expect((IndexPath(row: 4, section: 2) as NSIndexPath).row == 4)
            #expect((IndexPath(row: 4, section: 2) as NSIndexPath).section == 2)
            #expect(Interaction().wantsInteractiveStart, "optional in UIKit, true by default")
            #expect(UITouch.TouchType.stylus == .pencil)
        }
    }
}
