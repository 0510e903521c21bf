import Foundation
import Testing
import TransitionsUIKit

/// Gaps the seventh development-corpus pass found: shapes real code relies on where the static
/// type is Foundation's `NSObject` or a composition of a controller class and a protocol.

private protocol Pinnable: AnyObject {}
private final class PinnedController: UIViewController, Pinnable {}
private typealias PinnedViewController = UIViewController & Pinnable

/// A plain Foundation object with a stored property, as the templates private keys hand out.
private final class Template: NSObject {
    let identifier = "showDetail"
    func archive() {}
}

private final class Echo: UIView {
    override func value(forUndefinedKey key: String) -> Any? { "echo \(key)" }
}

@Suite struct FoundationObjectKeyValueCodingTests {
    @Test func anNSObjectStaticTypeReachesTheObjectsOwnKeyValueCoding() {
        let sim = Simulation()
        sim.asCurrent {
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
            let objects: [NSObject] = [view, Template(), Echo()]
            #expect(objects[0].value(forKey: "bounds") as? CGRect == CGRect(x: 0, y: 0, width: 30, height: 20))
            #expect(objects.compactMap { $0.value(forKey: "identifier") as? String } == ["showDetail", "echo identifier"])
            #expect(objects[2].value(forKey: "secret") as? String == "echo secret")
            objects[0].setValue(0.25, forKey: "alpha")
            #expect(view.alpha == 0.25)
            #expect(objects[0].value(forKeyPath: "layer.opacity").map { "\($0)" } == "0.25")
            // The template's and the view's undefined keys: nil, recorded (UIKit raises).
            #expect(sim.violations.count == 1)  // "identifier" on the view
            #expect(objects[1].value(forKey: "_private") == nil)
            objects[1].setValue(1, forKey: "identifier")
            #expect(sim.violations.count == 3)
            #expect(sim.violations.last?.detail.contains("setValue(_:forKey: \"identifier\") on Template") == true)
        }
    }

    @Test func optionalsOfDifferentControllerTypesCompareAsObjects() {
        let pinned = PinnedController()
        let other = UIViewController()
        let controllers: [UIViewController]? = [other, pinned]
        let card: PinnedViewController? = pinned
        #expect(controllers?[0] != card)
        #expect(controllers?[1] == card)
        let none: PinnedViewController? = nil
        #expect(controllers?[1] != none)
        #expect((nil as UIViewController?) == none)
    }
}

/// `CGPath.copy(strokingWithWidth:…)` / `CGPath(__byStroking:…)`: the region a stroke paints,
/// as a fillable path (code hit-tests a drawn line or a hamburger icon's bars with it).
@Suite struct StrokedPathTests {
    private func line(_ points: [CGPoint], closed: Bool = false) -> CGPath {
        var path = CGMutablePath()  // a `let` in app code: the rewriter makes it a `var`
        path.addLines(between: points)
        if closed { path.closeSubpath() }
        return path
    }

    @Test func aSegmentsStrokeCoversHalfTheWidthEachSideAndItsCaps() throws {
        let bar = line([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0)])
        let butt = bar.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        #expect(butt.contains(CGPoint(x: 50, y: 4.9)) && butt.contains(CGPoint(x: 50, y: -4.9)))
        #expect(!butt.contains(CGPoint(x: 50, y: 5.1)) && !butt.contains(CGPoint(x: -1, y: 0)))
        #expect(butt.boundingBox == CGRect(x: 0, y: -5, width: 100, height: 10))
        let square = bar.copy(strokingWithWidth: 10, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(square.contains(CGPoint(x: -4.9, y: 4.9)) && square.contains(CGPoint(x: 104.9, y: -4.9)))
        #expect(square.boundingBox == CGRect(x: -5, y: -5, width: 110, height: 10))
        let round = try #require(CGPath(__byStroking: bar, transform: nil, lineWidth: 10, lineCap: .round, lineJoin: .round, miterLimit: 10))
        #expect(round.contains(CGPoint(x: -4.5, y: 0)) && !round.contains(CGPoint(x: -4.5, y: 4.5)))
        #expect(CGPath(__byStroking: bar, transform: nil, lineWidth: 0, lineCap: .butt, lineJoin: .miter, miterLimit: 10) == nil)
        #expect(CGPath(__byStroking: bar, transform: nil, lineWidth: .nan, lineCap: .butt, lineJoin: .miter, miterLimit: 10) == nil)
    }

    @Test func joinsFillTheOuterCornerAsCoreGraphicsDoes() {
        // A right angle: (0,0) → (100,0) → (100,100), width 10. The outer corner is (105, -5).
        let corner = line([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100)])
        let miter = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10)
        let bevel = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .bevel, miterLimit: 10)
        let round = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .round, miterLimit: 10)
        let nearCorner = CGPoint(x: 104.5, y: -4.5)
        #expect(miter.contains(nearCorner) && !bevel.contains(nearCorner) && !round.contains(nearCorner))
        // On the bevel's chord side of the corner, inside the round join's disc.
        #expect(bevel.contains(CGPoint(x: 102, y: -2)) && round.contains(CGPoint(x: 103, y: -3)))
        // A miter longer than the limit (√2 ≈ 1.414 here) is cut to a bevel.
        let limited = corner.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 1.2)
        #expect(!limited.contains(nearCorner) && limited.contains(CGPoint(x: 102, y: -2)))
        // The inside of the corner and the middle of the angle stay unpainted.
        #expect(!miter.contains(CGPoint(x: 50, y: 50)) && miter.contains(CGPoint(x: 96, y: 4)))
        // Overlapping pieces add (non-zero winding), whatever the turn's direction.
        let back = line([CGPoint(x: 100, y: 100), CGPoint(x: 100, y: 0), CGPoint(x: 0, y: 0)])
        #expect(back.copy(strokingWithWidth: 10, lineCap: .butt, lineJoin: .miter, miterLimit: 10).contains(nearCorner))
    }

    @Test func aClosedSubpathIsJoinedAtItsStartAndHasNoCaps() {
        let square = line([CGPoint(x: 0, y: 0), CGPoint(x: 100, y: 0), CGPoint(x: 100, y: 100), CGPoint(x: 0, y: 100)], closed: true)
        let outline = square.copy(strokingWithWidth: 4, lineCap: .square, lineJoin: .miter, miterLimit: 10)
        #expect(outline.contains(CGPoint(x: -1.9, y: -1.9)) && outline.contains(CGPoint(x: 101.9, y: 101.9)))
        #expect(!outline.contains(CGPoint(x: 50, y: 50)) && !outline.contains(CGPoint(x: -2.1, y: 50)))
        // A transform moves the outline.
        let moved = square.copy(strokingWithWidth: 4, lineCap: .butt, lineJoin: .miter, miterLimit: 10, transform: CGAffineTransform(translationX: 10, y: 0))
        #expect(moved.contains(CGPoint(x: 10, y: 50)) && !moved.contains(CGPoint(x: 0, y: 50)))
    }
}

/// A photo page that offers "Copy" and a custom "Save" in the edit menu.
private final class PhotoPage: UIViewController {
    var log: [String] = []
    override var canBecomeFirstResponder: Bool { true }
    override func copy(_ sender: Any?) { log.append("copy") }
    func save(_ sender: Any?) { log.append("save from \(sender is UIMenuController ? "menu" : "?")") }
    override func canPerformAction(_ action: Selector, withSender sender: Any?) -> Bool {
        action == Selector(PhotoPage.save(_:), "save:") || action == Selector(UIResponderStandardEditActions.copy(_:), "copy:")
    }
}

/// The edit actions UIKit declares on every responder and the edit menu that sends them.
@Suite struct EditActionsAndMenuTests {
    @Test func textInputsCopyCutAndPasteTheirSelectionThroughThePasteboard() {
        let sim = Simulation()
        sim.asCurrent {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            window.addSubview(field)
            field.text = "hello"
            #expect(field.becomeFirstResponder())
            field.copy(nil)  // no selection: nothing copied
            #expect(UIPasteboard.general.string == nil)
            field.selectAll(nil)
            field.cut(nil)
            #expect(UIPasteboard.general.string == "hello" && field.text == "")
            field.insertText("a")
            field.paste(nil)
            #expect(field.text == "ahello")
            field.selectAll(nil)
            field.text = "set"  // setting the text moves the caret to the end: no selection
            field.delete(nil)
            #expect(field.text == "set")

            let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            notes.text = "draft"
            notes.selectAll(nil)
            notes.copy(nil)
            notes.paste(nil)
            #expect(notes.text == "draft" && UIPasteboard.general.string == "draft")
            notes.paste(nil)
            #expect(notes.text == "draftdraft")
            #expect(sim.violations.isEmpty)
        }
    }

    @Test func aResponderWithoutTheActionIsReportedAsUIKitRaises() {
        let sim = Simulation()
        sim.asCurrent {
            UIView().paste(nil)
            #expect(sim.violations.count == 1)
            #expect(sim.violations.first?.detail.contains("paste(_:) sent to View") == true)
        }
    }

    @Test func theMenuShowsForAFirstResponderThatCanPerformItsItems() {
        let sim = Simulation()
        sim.asCurrent {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
            let page = PhotoPage()
            window.rootViewController = page
            window.makeKeyAndVisible()
            let menu = UIMenuController.shared
            let save = UIMenuItem(title: "Save", action: Selector(PhotoPage.save(_:), "save:"))
            let other = UIMenuItem(title: "Other", action: Selector(Template.archive, "archive"))
            menu.menuItems = [save, other]
            final class Shown: @unchecked Sendable { var count = 0 }
            let shown = Shown()
            let token = NotificationCenter.default.addObserver(forName: UIMenuController.didShowMenuNotification, object: nil, queue: nil) { _ in shown.count += 1 }
            defer { NotificationCenter.default.removeObserver(token) }
            // No first responder: no menu.
            menu.showMenu(from: page.view, rect: CGRect(x: 100, y: 400, width: 50, height: 50))
            #expect(!menu.isMenuVisible)
            #expect(page.becomeFirstResponder())
            menu.showMenu(from: page.view, rect: CGRect(x: 100, y: 400, width: 50, height: 50))
            #expect(menu.isMenuVisible && shown.count == 1)
            #expect(menu.availableItems.map(\.title) == ["Save"])
            #expect(menu.menuFrame.maxY <= 400 && menu.menuFrame.width > 0)
            #expect(!menu.choose(other))
            #expect(menu.choose(save))
            #expect(page.log == ["save from menu"] && !menu.isMenuVisible)
            // A target rectangle of NaN places the menu in the window, finite.
            menu.showMenu(from: page.view, rect: CGRect(x: Double.nan, y: 0, width: 1, height: 1))
            #expect(menu.menuFrame.minX.isFinite && menu.menuFrame.minY.isFinite)
            menu.hideMenu()
            #expect(menu.menuFrame == .zero)
            // The standard command the page implements goes up the chain from the first responder.
            #expect(page.canPerformAction(Selector(UIResponderStandardEditActions.copy(_:), "copy:"), withSender: nil))
        }
    }
}

/// An animator that spells the interruptible animator's type with `any`, as Swift 6 asks.
private final class SpelledAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {}
    func interruptibleAnimator(using transitionContext: any UIViewControllerContextTransitioning) -> any UIViewImplicitlyAnimating {
        UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
    }
}

/// Shapes of the seventh pass: spellings that compile on iOS.
@Suite struct SeventhPassShapeTests {
    @Test func theZeroTransformIsAllZeros() {
        let zero = CGAffineTransform()
        #expect(zero.a == 0 && zero.d == 0 && zero.tx == 0 && !zero.isIdentity)
        #expect(CGPoint(x: 5, y: 7).applying(zero) == .zero)
        // A view with it stays hit-testable without a NaN: the singular transform is not inverted.
        let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        v.transform = zero
        #expect(v.convert(CGPoint(x: 1, y: 1), from: nil).x.isFinite)
    }

    @Test func queuesTakeEveryDispatchParameter() {
        let sim = Simulation()
        sim.asCurrent {
            let queue = TransitionsUIKit.DispatchQueue(label: "images", qos: .userInitiated, attributes: [.concurrent], autoreleaseFrequency: .workItem, target: nil)
            final class Ran: @unchecked Sendable { var value = false }
            let ran = Ran()
            queue.async { ran.value = true }
            #expect(!ran.value)
            sim.advance(by: 0.01)
            #expect(ran.value && queue.label == "images")
        }
    }

    @Test func anyUIViewImplicitlyAnimatingIsTheProtocolsExistential() {
        let animator: any UIViewImplicitlyAnimating = UIViewPropertyAnimator(duration: 1, curve: .linear)
        #expect(animator.state == .inactive)
        #expect(SpelledAnimator().transitionDuration(using: nil) == 0.3)
    }
}

/// A form's date field that logs what the picker sends.
private final class BookingForm: NSObject {
    var changes: [Date] = []
    func dateChanged(_ picker: UIDatePicker) { changes.append(picker.date) }
}

@Suite struct DatePickerTests {
    private let noon = Date(timeIntervalSinceReferenceDate: 799_999_200)  // on a quarter hour

    @Test func datesStayInTheirRangeAndOnlyThePickSendsAnAction() {
        let sim = Simulation()
        sim.asCurrent {
            let picker = UIDatePicker(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            let form = BookingForm()
            picker.addTarget(form, action: Selector(BookingForm.dateChanged(_:), "dateChanged:"), for: .valueChanged)
            picker.minimumDate = noon
            picker.maximumDate = noon.addingTimeInterval(86_400)
            picker.date = noon.addingTimeInterval(-1000)  // set in code: clamped, no action
            #expect(picker.date == noon && form.changes.isEmpty)
            picker.pick(noon.addingTimeInterval(200_000))
            #expect(picker.date == noon.addingTimeInterval(86_400) && form.changes == [picker.date])
            picker.pick(picker.date)  // the same date: nothing sent
            #expect(form.changes.count == 1)
            picker.maximumDate = noon.addingTimeInterval(3600)  // moving a bound clamps the date
            #expect(picker.date == noon.addingTimeInterval(3600))
            picker.isEnabled = false
            picker.pick(noon)
            #expect(form.changes.count == 1)
            picker.pick(Date(timeIntervalSinceReferenceDate: .nan))
            #expect(picker.date.timeIntervalSinceReferenceDate.isFinite)
        }
    }

    @Test func minuteIntervalsRoundTimesAndCountdowns() {
        let sim = Simulation()
        sim.asCurrent {
            let picker = UIDatePicker()
            picker.datePickerMode = .time
            picker.minuteInterval = 7  // not a divisor of 60: ignored
            #expect(picker.minuteInterval == 1)
            picker.minuteInterval = 15
            picker.date = noon.addingTimeInterval(8 * 60)
            #expect(picker.date == noon.addingTimeInterval(15 * 60))  // nearest quarter hour
            picker.datePickerMode = .countDownTimer
            picker.countDownDuration = 50 * 60
            #expect(picker.countDownDuration == 45 * 60)
            picker.countDownDuration = 10
            #expect(picker.countDownDuration == 60)
            picker.countDownDuration = .infinity
            #expect(picker.countDownDuration == 60)
            picker.countDownDuration = 1e9
            #expect(picker.countDownDuration == 86_340)
        }
    }

    @Test func itsSizeIsTheStyles() {
        _ = Simulation()
        let picker = UIDatePicker()
        #expect(picker.datePickerStyle == .compact && picker.intrinsicContentSize == CGSize(width: 110, height: 34))
        picker.preferredDatePickerStyle = .wheels
        #expect(picker.intrinsicContentSize == CGSize(width: 320, height: 216))
        picker.preferredDatePickerStyle = .inline
        picker.datePickerMode = .date
        #expect(picker.intrinsicContentSize.height == 358)
    }
}

@Suite struct ButtonEdgeInsetTests {
    @Test func imageAndTitleInsetsMoveTheirRectsAsUIKitDoes() {
        _ = Simulation()
        let button = UIButton(type: .custom)
        button.frame = CGRect(x: 0, y: 0, width: 200, height: 44)
        button.setTitle("Share", for: .normal)
        let content = button.contentRect(forBounds: button.bounds)
        let title = button.titleRect(forContentRect: content)
        button.titleEdgeInsets = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 0)
        // Centred: half the difference of the left and right insets.
        #expect(button.titleRect(forContentRect: content) == title.offsetBy(dx: 5, dy: 0))
        button.contentHorizontalAlignment = .left
        let leading = UIButton(type: .custom)
        leading.frame = button.frame
        leading.setTitle("Share", for: .normal)
        leading.contentHorizontalAlignment = .left
        let leadingTitle = leading.titleRect(forContentRect: content)
        #expect(button.titleRect(forContentRect: content) == leadingTitle.offsetBy(dx: 10, dy: 0))
        button.titleEdgeInsets = UIEdgeInsets(top: 6, left: 0, bottom: 0, right: 0)
        #expect(button.titleRect(forContentRect: content) == leadingTitle.offsetBy(dx: 0, dy: 3))
        button.imageEdgeInsets = UIEdgeInsets(top: .nan, left: 0, bottom: 0, right: 0)
        #expect(button.imageRect(forContentRect: content).minY.isFinite)
        // The intrinsic size does not change.
        #expect(button.intrinsicContentSize == leading.intrinsicContentSize)
    }
}

@Suite struct StateRestorationTests {
    private final class Restorable: UIViewController {
        var encoded = false
        override func encodeRestorableState(with coder: NSCoder) {
            super.encodeRestorableState(with: coder)
            encoded = true
        }
    }

    @Test func identifiersAreStoredAndTheCallsNeverCome() throws {
        try withUIKitStage { sim, root in
            let vc = Restorable()
            vc.restorationIdentifier = "detail"
            vc.view.restorationIdentifier = "detail.view"
            root.present(vc, animated: true)
            try sim.runUntilIdle()
            #expect(vc.restorationIdentifier == "detail" && vc.view.restorationIdentifier == "detail.view" && !vc.encoded)
        }
    }
}

/// A gallery that re-lays its page on rotation, with an alongside animation.
private final class Gallery: UIViewController {
    var log: [String] = []
    let page = UIView()
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(page)
    }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        log.append("size \(Int(size.width))x\(Int(size.height)) during \(coordinator.transitionDuration)")
        coordinator.animate(alongsideTransition: { _ in
            self.page.frame = CGRect(origin: .zero, size: size)
            self.log.append("alongside, view \(Int(self.view.bounds.width)) wide")
        }, completion: { context in
            self.log.append("done \(context.isCancelled ? "cancelled" : "finished")")
        })
    }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        log.append("traits")
    }
}

/// A container that handles the size change itself and does not call super.
private final class Greedy: UIViewController {
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {}
}

/// A rotation reaches controllers through a transition coordinator, as in UIKit.
@Suite struct RotationCoordinatorTests {
    @Test func aRotationTellsTheControllersThenAnimatesTheNewSize() throws {
        try withUIKitStage { sim, root in
            let gallery = Gallery()
            root.addChild(gallery)
            root.view.addSubview(gallery.view)
            gallery.didMove(toParent: root)
            let window = try #require(root.view.window)
            let presented = Gallery()
            presented.modalPresentationStyle = .overFullScreen  // the root's views stay in the window
            root.present(presented, animated: false)
            try sim.runUntilIdle()
            let portrait = window.bounds.size
            sim.application.rotate(to: .landscapeLeft)
            let landscape = "size \(Int(portrait.height))x\(Int(portrait.width)) during 0.4"
            // The child and the presented controller heard it through the root's default.
            // (Its root view follows the root's: UIKit's default flexible width and height.)
            #expect(gallery.log == ["traits", landscape, "alongside, view \(Int(portrait.height)) wide"])
            #expect(presented.log.contains(landscape))
            #expect(window.bounds.width == portrait.height && gallery.page.frame.width == portrait.height)
            // The window's frame animates over the rotation.
            sim.advance(by: 0.2)
            let shown = try #require(window.layer.presentation()?.bounds.width)
            #expect(shown > portrait.width && shown < portrait.height)
            try sim.runUntilIdle()
            #expect(gallery.log.last == "done finished" && presented.log.last == "done finished")
        }
    }

    @Test func anOverrideWithoutSuperStopsTheForwarding() throws {
        try withUIKitStage { sim, root in
            let greedy = Greedy()
            let inner = Gallery()
            greedy.addChild(inner)
            greedy.view.addSubview(inner.view)
            inner.didMove(toParent: greedy)
            root.addChild(greedy)
            root.view.addSubview(greedy.view)
            greedy.didMove(toParent: root)
            sim.application.rotate(to: .landscapeRight)
            try sim.runUntilIdle()
            #expect(!inner.log.contains { $0.hasPrefix("size") })
        }
    }

    @Test func theTargetTransformIsTheTurn() {
        func turns(_ a: UIDeviceOrientation, _ b: UIDeviceOrientation) -> Int { SizeTransitionCoordinator.quarterTurns(from: a, to: b) }
        #expect(abs(turns(.portrait, .landscapeLeft)) == 1)
        #expect(turns(.portrait, .landscapeLeft) == -turns(.portrait, .landscapeRight))
        #expect(abs(turns(.portrait, .portraitUpsideDown)) == 2 && turns(.faceUp, .portrait) == 0)
    }
}

/// A translucent panel that hides its backdrop from code iterating its subviews.
private final class TranslucentPanel: UIView {
    let backdrop = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        backdrop.frame = bounds
        insertSubview(backdrop, at: 0)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var subviews: [UIView] { super.subviews.filter { $0 !== backdrop } }
}

@Suite struct OverriddenSubviewsTests {
    @Test func anOverrideChangesTheAnswerNotTheHierarchy() throws {
        try withUIKitStage { sim, root in
            let panel = TranslucentPanel(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
            let label = UILabel(frame: CGRect(x: 10, y: 10, width: 50, height: 20))
            panel.addSubview(label)
            root.view.addSubview(panel)
            #expect(panel.subviews.count == 1 && panel.subviews.first === label)
            #expect((panel.value(forKey: "subviews") as? [UIView])?.count == 1)
            // The hierarchy still holds the backdrop: it is in the window and hit-testable.
            #expect(panel.backdrop.superview === panel && panel.backdrop.window != nil)
            #expect(panel.hitTest(CGPoint(x: 150, y: 80), with: nil) === panel.backdrop)
            panel.bringSubviewToFront(panel.backdrop)
            #expect(panel.subviews.first === label)
            try sim.runUntilIdle()
        }
    }

    @Test func foundationObjectMetatypesConstructUIKitClasses() {
        _ = Simulation()
        let cls: NSObject.Type = UIVisualEffectView.self
        let made = MetatypeInitializer.construct(cls, .frame(CGRect(x: 0, y: 0, width: 10, height: 10)))
        #expect(made is UIVisualEffectView)
        let generic: UIView.Type = UILabel.self
        let label: UIView = MetatypeInitializer.construct(generic, .plain)  // the UIKit overload's type
        #expect(label is UILabel)
    }
}

/// A photo grid that offers previews where 3D Touch exists.
private final class PeekGrid: UIViewController, UIViewControllerPreviewingDelegate {
    var registration: UIViewControllerPreviewing?
    override func viewDidLoad() {
        super.viewDidLoad()
        if traitCollection.forceTouchCapability == .available {
            registration = registerForPreviewing(with: self, sourceView: view)
        }
    }
    func previewingContext(_ previewingContext: UIViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> UIViewController? { nil }
    func previewingContext(_ previewingContext: UIViewControllerPreviewing, commit viewControllerToCommit: UIViewController) {}
}

/// A delegate that refuses remote presses and a scroll view that reports its page to VoiceOver.
private final class PressFilter: NSObject, UIGestureRecognizerDelegate, UIScrollViewAccessibilityDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive press: UIPress) -> Bool { press.type != .menu }
    func accessibilityScrollStatus(for scrollView: UIScrollView) -> String? { "Page 1" }
}

@Suite struct SeventhPassSmallSurfaceTests {
    @Test func previewsNeedThreeDTouchWhichTheDeviceLacks() throws {
        try withUIKitStage { sim, root in
            let grid = PeekGrid()
            root.present(grid, animated: false)
            try sim.runUntilIdle()
            #expect(grid.registration == nil)
            let context = grid.registerForPreviewing(with: grid, sourceView: grid.view)
            #expect(context.sourceView === grid.view && context.sourceRect == grid.view.bounds)
            grid.unregisterForPreviewing(withContext: context)
        }
    }

    @Test func pressesAndScrollAccessibilityHaveUIKitsShapes() {
        _ = Simulation()
        let filter = PressFilter()
        let pan = UIPanGestureRecognizer()
        #expect(!filter.gestureRecognizer(pan, shouldReceive: UIPress(type: .menu, phase: .began)))
        let scroll = UIScrollView()
        scroll.delegate = filter
        #expect(filter.accessibilityScrollStatus(for: scroll) == "Page 1")
        #expect(filter.accessibilityAttributedScrollStatus(for: scroll) == nil)
        // Presses forward up the chain by default.
        UIView().pressesBegan([UIPress(type: .select, phase: .began)], with: nil)
    }

    @Test func pathsCopyWithATransform() throws {
        var path = CGMutablePath()
        path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
        var mirror = CGAffineTransform(scaleX: -1, y: 1).concatenating(CGAffineTransform(translationX: 100, y: 0))
        let mirrored = try #require(path.mutableCopy(using: &mirror))
        #expect(mirrored.boundingBox == CGRect(x: 90, y: 0, width: 10, height: 10))
        #expect(path.copy(using: nil) == path)
    }
}

/// A card model filled from a dictionary, as older tutorials do.
private final class YachtCard: UIKitNSObject {  // `NSObject` in app code: the rewriter rebases it
    var title = ""
}

@Suite struct EmitterAndKeyedValuesTests {
    @Test func emittersStoreTheirCellsAndKeyPathsReachThem() {
        _ = Simulation()
        let emitter = CAEmitterLayer()
        emitter.emitterShape = .rectangle
        emitter.renderMode = .additive
        let spark = CAEmitterCell()
        spark.name = "spark"
        spark.birthRate = 40
        spark.contents = UIImage(named: "dot")?.cgImage
        let ember = CAEmitterCell()
        ember.name = "ember"
        spark.emitterCells = [ember]
        emitter.emitterCells = [spark]
        emitter.setValue(0, forKeyPath: "emitterCells.spark.birthRate")
        emitter.setValue(12.5, forKeyPath: "emitterCells.spark.emitterCells.ember.velocity")
        emitter.setValue(Double.nan, forKeyPath: "emitterCells.spark.lifetime")
        #expect(spark.birthRate == 0 && ember.velocity == 12.5 && spark.lifetime == 0)
        // A key that names no cell is kept by the layer, as any other key.
        emitter.setValue(3, forKeyPath: "emitterCells.none.birthRate")
        #expect(emitter.value(forKeyPath: "emitterCells.none.birthRate") as? Int == 3)
        let copy = CAEmitterLayer(layer: emitter)
        #expect(copy.emitterShape == .rectangle && copy.emitterCells?.first === spark)
    }

    @Test func valuesForKeysGoThroughKeyValueCoding() {
        let sim = Simulation()
        sim.asCurrent {
            let view = UIView()
            view.setValuesForKeys(["alpha": 0.5, "tag": 7])
            #expect(view.alpha == 0.5 && view.tag == 7)
            #expect(view.dictionaryWithValues(forKeys: ["tag"])["tag"] as? Int == 7)
            let card = YachtCard()
            card.setValuesForKeys(["title": "Blue"])  // no runtime sets a Swift property by name
            #expect(card.title == "" && sim.violations.count == 1)
        }
    }
}

/// A back item that suppresses its history menu, as apps do.
private final class PlainBackItem: UIBarButtonItem {
    override var menu: UIMenu? {
        get { nil }
        set {}
    }
}

@Suite struct EighthBatchSurfaceTests {
    @Test func placeholderDisplayLinksCallNothing() {
        let sim = Simulation()
        let link = CADisplayLink()
        link.add(to: sim)
        sim.advance(by: 0.1)
        link.invalidate()
        #expect(!link.isValid)
    }

    @Test func contextsAnswerTheirBitmapGeometryAndTakeComponentColours() {
        _ = Simulation()
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 10, height: 5), false, 2)
        defer { UIGraphicsEndImageContext() }
        let context = UIGraphicsGetCurrentContext()
        context?.setFillColor(red: 0, green: 0, blue: 0, alpha: 0.5)
        #expect(context?.width == 20 && context?.height == 10 && context?.bytesPerRow == 80 && context?.data == nil)
    }

    @Test func storedSettings() {
        _ = Simulation()
        let layer = CAGradientLayer()
        layer.drawsAsynchronously = true
        #expect(layer.drawsAsynchronously)
        UIApplication.shared.isNetworkActivityIndicatorVisible = true
        #expect(UIApplication.shared.isNetworkActivityIndicatorVisible)
        let back = PlainBackItem()
        back.menu = UIMenu(title: "History", children: [])
        #expect(back.menu == nil)
        let more = UIBarButtonItem(title: "More", image: nil, menu: UIMenu(title: "More", children: []))
        #expect(more.menu?.title == "More")
    }
}

@Suite struct InverseAndNibOptionsTests {
    @Test func transformsInvertAndSingularOnesStay() {
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / 500
        let t = CATransform3DRotate(CATransform3DTranslate(perspective, 10, -4, 3), .pi / 5, 0, 1, 0)
        let round = CATransform3DConcat(t, CATransform3DInvert(t))
        let entries = [round.m11, round.m12, round.m13, round.m14, round.m21, round.m22, round.m23, round.m24,
                       round.m31, round.m32, round.m33, round.m34, round.m41, round.m42, round.m43, round.m44]
        for (a, b) in zip(entries, [1.0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1]) { #expect(abs(a - b) < 1e-12) }
        #expect(CATransform3DIsIdentity(CATransform3DInvert(CATransform3DIdentity)))
        let flat = CATransform3DMakeScale(1, 0, 1)
        #expect(CATransform3DEqualToTransform(CATransform3DInvert(flat), flat))
        var broken = CATransform3DIdentity
        broken.m11 = .nan
        #expect(CATransform3DInvert(broken).m11.isNaN)  // returned unchanged, never trapped
        #expect(CATransform3DIsAffine(CATransform3DMakeTranslation(3, 4, 0)) && !CATransform3DIsAffine(perspective))
    }

    @Test func nibOptionsAndContextImages() {
        _ = Simulation()
        UINib.register(name: "Row") { _ in [UIView()] }
        defer { UINib.removeAllRegistrations() }
        let options: [UINib.OptionsKey: Any] = [.externalObjects: ["owner": NSObject()]]
        #expect(UINib(nibName: "Row", bundle: nil).instantiate(withOwner: nil, options: options).count == 1)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 30, height: 20), false, 3)
        defer { UIGraphicsEndImageContext() }
        let image = UIGraphicsGetCurrentContext()?.makeImage()
        #expect(image?.width == 90 && image?.height == 60)
    }
}
