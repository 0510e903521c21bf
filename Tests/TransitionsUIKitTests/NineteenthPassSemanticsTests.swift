import Foundation
import Testing
import TransitionsUIKit

// Gaps the nineteenth corpus pass found (seven new batches: UIKit Dynamics; onboarding and
// paging; expanding menus; scroll-driven headers; mini players and picture in picture;
// shared-element transitions; presentation libraries), each in the shape the app code used.

/// A badge whose alignment rectangle lies inside its frame (its shadow drawn outside).
private final class BadgeView: UIView {
    override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 2, left: 4, bottom: 2, right: 4) }
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
}

/// A banner that keeps its margins from its bounds, not the safe area.
private final class EdgeBanner: UIView {
    override var insetsLayoutMarginsFromSafeArea: Bool { get { false } set {} }
}

/// A recognizer that overrides only UIKit's designated initialiser.
private final class DragDismissRecognizer: UIPanGestureRecognizer {
    var madeThroughDesignated = false
    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        madeThroughDesignated = true
    }
}

/// A controller that reports a presentation controller of its own making.
private final class ReportingModal: UIViewController {
    let reported = UIPresentationController(presentedViewController: UIViewController(), presenting: nil)
    override var presentationController: UIPresentationController? { reported }
}

/// A model object whose stored properties are read as instance variables.
private final class Player: NSObject {
    var title = "intro"
    var artwork: UIImage? = nil
}

@Suite struct NineteenthPassSemanticsTests {
    /// Auto Layout places alignment rectangles: constraints and the intrinsic size measure the
    /// frame inset by `alignmentRectInsets`, so the frame grows by the insets around them.
    @MainActor @Test func constraintsPlaceAlignmentRectangles() throws {
        try withUIKitStage { _, root in
            let badge = BadgeView()
            let sized = BadgeView()
            for v in [badge, sized] {
                v.translatesAutoresizingMaskIntoConstraints = false
                root.view.addSubview(v)
            }
            NSLayoutConstraint.activate([
                badge.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10),
                badge.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 200),
                badge.widthAnchor.constraint(equalToConstant: 100),
                badge.heightAnchor.constraint(equalToConstant: 50),
                sized.centerXAnchor.constraint(equalTo: root.view.centerXAnchor),
                sized.topAnchor.constraint(equalTo: badge.bottomAnchor, constant: 10),
            ])
            root.view.layoutIfNeeded()
            #expect(badge.frame == CGRect(x: 6, y: 198, width: 108, height: 54))
            #expect(badge.alignmentRect(forFrame: badge.frame) == CGRect(x: 10, y: 200, width: 100, height: 50))
            #expect(badge.frame(forAlignmentRect: CGRect(x: 10, y: 200, width: 100, height: 50)) == badge.frame)
            // Intrinsic 40 × 20 is the alignment rectangle's; its top is 10 below the badge's
            // alignment bottom (250), its centre the root's.
            #expect(sized.frame.size == CGSize(width: 48, height: 24))
            #expect(sized.frame.minY == 258)
            #expect(abs(sized.frame.midX - root.view.bounds.midX) < 1e-9)
        }
    }

    /// A view that answers false to `insetsLayoutMarginsFromSafeArea` measures its margins guide
    /// from its bounds, under the status bar's safe area.
    @MainActor @Test func marginsFollowAnOverriddenSafeAreaFlag() throws {
        try withUIKitStage { _, root in
            let banner = EdgeBanner(frame: root.view.bounds)
            let plain = UIView(frame: root.view.bounds)
            root.view.addSubview(banner)
            root.view.addSubview(plain)
            root.view.layoutIfNeeded()
            let top = plain.safeAreaInsets.top
            #expect(top > 0)
            #expect(banner.layoutMarginsGuide.layoutFrame.minY == banner.layoutMargins.top)
            #expect(plain.layoutMarginsGuide.layoutFrame.minY == top + plain.layoutMargins.top)
        }
    }

    /// `init()` on a recognizer subclass that overrides only `init(target:action:)` goes through
    /// that initialiser, as UIKit's convenience `init()` does; the recognizer has no target.
    @MainActor @Test func recognizersInheritTheConvenienceInitializer() throws {
        try withUIKitStage { _, root in
            let drag = DragDismissRecognizer()
            #expect(drag.madeThroughDesignated)
            root.view.addGestureRecognizer(drag)
            #expect(root.view.gestureRecognizers?.contains { $0 === drag } == true)
            #expect(UITapGestureRecognizer().numberOfTapsRequired == 1)
        }
    }

    /// An overridden `presentationController` is what the app reads; the presentation itself runs
    /// on the controller UIKit made (UIKit reads its own instance variable).
    @MainActor @Test func anOverriddenPresentationControllerIsTheAppsAnswer() throws {
        try withUIKitStage { sim, root in
            let modal = ReportingModal()
            modal.modalPresentationStyle = .fullScreen
            root.present(modal, animated: false)
            try sim.runUntilIdle()
            #expect(modal.presentationController === modal.reported)
            #expect(root.presentedViewController === modal)
            modal.dismiss(animated: false)
            try sim.runUntilIdle()
            #expect(root.presentedViewController == nil)
        }
    }

    /// Views, controllers and the screen are `UITraitEnvironment`s.
    @MainActor @Test func traitEnvironmentsHaveTraits() throws {
        func scale(_ environment: UITraitEnvironment) -> CGFloat { environment.traitCollection.displayScale }
        try withUIKitStage { _, root in
            #expect(scale(root) == scale(root.view))
            #expect(scale(root.view) == UIScreen.main.scale)
        }
    }

    /// `clearsOnBeginEditing` empties the field as editing begins, unless the delegate refuses
    /// the clear.
    @MainActor @Test func fieldsClearOnBeginEditing() throws {
        final class Keeper: NSObject, UITextFieldDelegate {
            func textFieldShouldClear(_ textField: UITextField) -> Bool { false }
        }
        try withUIKitStage { _, root in
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            root.view.addSubview(field)
            field.text = "draft"
            field.clearsOnBeginEditing = true
            let keeper = Keeper()
            field.delegate = keeper
            field.becomeFirstResponder()
            #expect(field.text == "draft")
            field.resignFirstResponder()
            field.delegate = nil
            field.becomeFirstResponder()
            #expect(field.text == "")
        }
    }

    /// `UIWindow.didBecomeKeyNotification` / `didResignKeyNotification` follow the key window.
    @MainActor @Test func keyWindowChangesAreAnnounced() throws {
        try withUIKitStage { sim, root in
            // Observer blocks are `@Sendable`; the simulation runs on this one thread.
            final class Log: @unchecked Sendable { var heard: [String] = [] }
            let log = Log()
            let center = NotificationCenter.default
            let a = center.addObserver(forName: UIWindow.didBecomeKeyNotification, object: nil, queue: nil) { n in
                log.heard.append("key \((n.object as? UIWindow)?.tag ?? -1)")
            }
            let b = center.addObserver(forName: UIWindow.didResignKeyNotification, object: nil, queue: nil) { n in
                log.heard.append("resign \((n.object as? UIWindow)?.tag ?? -1)")
            }
            root.view.window?.tag = 1
            let overlay = UIWindow(sim)
            overlay.tag = 2
            overlay.makeKeyAndVisible()
            root.view.window?.makeKey()
            #expect(log.heard == ["resign 1", "key 2", "resign 2", "key 1"])
            center.removeObserver(a)
            center.removeObserver(b)
        }
    }

    /// Small UIKit facts code relies on: feedback generators are `NSObject`s; a font's family;
    /// index paths' settable parts; a bar item's primary action; instance variables by name;
    /// constraints that answer `responds(to:)`.
    @MainActor @Test func smallFacts() throws {
        let wrapper: NSObject? = UIImpactFeedbackGenerator(style: .light)
        #expect(wrapper is UIImpactFeedbackGenerator)
        #expect(UIFont(name: "Helvetica-Bold", size: 12)?.familyName == "Helvetica")
        #expect(UIFont.systemFont(ofSize: 12).familyName == ".AppleSystemUIFont")

        var path = IndexPath(item: 2, section: 0)
        path.item += 1
        path.section = 4
        #expect(path == IndexPath(item: 3, section: 4))
        var empty = IndexPath()
        empty.row = 5
        #expect(empty == IndexPath(row: 5, section: 0))

        try withUIKitStage { _, _ in
            var taps = 0
            let item = UIBarButtonItem(systemItem: .trash)
            item.primaryAction = UIAction(title: "Delete") { _ in taps += 1 }
            item.tap()
            #expect(taps == 1)
            #expect(item.title == nil)  // a system item keeps its own look
            let titled = UIBarButtonItem()
            titled.primaryAction = UIAction(title: "Share") { _ in taps += 10 }
            #expect(titled.title == "Share")
            titled.tap()
            #expect(taps == 11)
        }

        let player = Player()
        let title = try #require(class_getInstanceVariable(Player.self, "title"))
        #expect(object_getIvar(player, title) as? String == "intro")
        #expect(object_getIvar(player, try #require(class_getInstanceVariable(Player.self, "artwork"))) == nil)
        #expect(object_getIvar(player, try #require(class_getInstanceVariable(Player.self, "_backgroundView"))) == nil)
        #expect(class_getInstanceVariable(nil, "title") == nil)

        let isActive = Selector(getter: \NSLayoutConstraint.isActive, "isActive")
        #expect(NSLayoutConstraint.instancesRespond(to: isActive))
        #expect(NSLayoutConstraint().responds(to: isActive))
        #expect(!NSLayoutConstraint().responds(to: nil))

        let text = NSMutableString(string: "a")
        text.appendFormat("%d-%@", 7, "b")
        #expect(text as String == "a7-b")
        #expect(UIApplication.openSettingsURLString == "app-settings:")
        #expect(UICollectionViewFlowLayout.automaticSize.width == .greatestFiniteMagnitude)
    }
}

/// A layout guide that hears when it is added to a view (a keyboard guide library's shape).
private final class ObservingGuide: UILayoutGuide {
    var owners: [String] = []
    weak override var owningView: UIView? {
        didSet { owners.append(owningView.map { "\($0.tag)" } ?? "nil") }
    }
}

/// A flow layout that asks to invalidate for self-sizing cells (UIKit's override point).
private final class SelfSizingLayout: UICollectionViewFlowLayout {
    override func shouldInvalidateLayout(
        forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
        withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes
    ) -> Bool { true }
}

/// A layer delegate that turns every implicit animation off, as apps write one for a layer they
/// move by hand (a `CALayerDelegate` answering `NSNull`).
private final class NoAnimations: NSObject, CALayerDelegate {
    func action(for layer: CALayer, forKey event: String) -> CAAction? { NSNull() }
}

@Suite struct NineteenthPassSurfaceTests {
    /// A `CALayerDelegate` is asked for a layer's actions first (`action(forKey:)`): one that
    /// answers `NSNull` turns them off, as on iOS. (The model does not run standalone layers'
    /// implicit animations: their changes are immediate either way.)
    @MainActor @Test func layerDelegatesAnswerForActions() throws {
        try withUIKitStage { _, root in
            let quiet = CALayer()
            let delegate = NoAnimations()
            quiet.delegate = delegate
            root.view.layer.addSublayer(quiet)
            #expect(quiet.action(forKey: "opacity") is NSNull)
            quiet.opacity = 0
            #expect(quiet.presentation()?.opacity ?? quiet.opacity == 0)
            #expect(CALayer().action(forKey: "opacity") == nil)
        }
    }

    /// Symbol effects are recorded on the image view (symbols are drawn); a completion hears the
    /// effect finish on the next turn; removing by kind keeps the others.
    @MainActor @Test func symbolEffectsAreRecorded() throws {
        try withUIKitStage { sim, _ in
            let icon = UIImageView(image: UIImage(systemName: "checkmark"))
            var finished: [String] = []
            icon.addSymbolEffect(.bounce, options: .repeating)
            icon.addSymbolEffect(.pulse.byLayer, options: .repeat(2).speed(.nan)) { finished.append($0.effectName) }
            #expect(icon.symbolEffects.map(\.effect) == ["bounce", "pulse.byLayer"])
            #expect(icon.symbolEffects[0].options.repeats)
            #expect(icon.symbolEffects[1].options.repeatCount == 2 && icon.symbolEffects[1].options.speed == 1)
            #expect(finished.isEmpty)
            sim.advance(by: 0.02)
            #expect(finished == ["pulse.byLayer"])
            icon.removeSymbolEffect(ofType: .bounce)
            #expect(icon.symbolEffects.map(\.effect) == ["pulse.byLayer"])
            icon.removeAllSymbolEffects()
            #expect(icon.symbolEffects.isEmpty)
        }
    }

    /// A queue player plays its items in order: `advanceToNextItem()` drops the current one;
    /// inserting, removing and replacing keep the queue and the current item together.
    @MainActor @Test func queuePlayersAdvanceThroughTheirItems() throws {
        try withUIKitStage { _, _ in
            let items = ["a", "b", "c"].map { AVPlayerItem(url: URL(fileURLWithPath: "/media/\($0).mp4")) }
            let player = AVQueuePlayer(items: items + [items[0]])
            #expect(player.items().count == 3)
            #expect(player.currentItem === items[0])
            #expect(player.actionAtItemEnd == .advance)
            player.advanceToNextItem()
            #expect(player.currentItem === items[1] && player.items().count == 2)
            let d = AVPlayerItem(url: URL(fileURLWithPath: "/media/d.mp4"))
            #expect(!player.canInsert(d, after: items[0]))
            player.insert(d, after: items[1])
            #expect(player.items().map { $0 === d } == [false, true, false])
            player.remove(items[1])
            #expect(player.currentItem === d)
            player.replaceCurrentItem(with: items[0])
            #expect(player.items().first === items[0] && player.items().count == 2)
            player.removeAllItems()
            #expect(player.currentItem == nil && player.items().isEmpty)
            player.advanceToNextItem()
            #expect(player.currentItem == nil)
        }
    }

    /// Stored surface the pass found: a text view's link attributes and data detectors, a button
    /// configuration's background and image colour transformer (grayscale is the luminance),
    /// `UIImage.init(data:)` as one function.
    @MainActor @Test func storedSurface() throws {
        try withUIKitStage { _, _ in
            let text = UITextView()
            text.linkTextAttributes = [.foregroundColor: UIColor.red]
            text.dataDetectorTypes = .all
            #expect(text.linkTextAttributes[.foregroundColor] as? UIColor == .red)
            #expect(text.dataDetectorTypes.contains(.link))
            var config = UIButton.Configuration.filled()
            config.background.backgroundColor = .clear
            config.imageColorTransformer = .grayscale
            #expect(config.background.backgroundColor == .clear)
            let transformer = try #require(config.imageColorTransformer)
            let grey = transformer(UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
            #expect(abs(grey.red - 0.2126) < 1e-12 && grey.red == grey.blue && grey.alpha == 0.5)
            let png = try #require(UIImage(size: CGSize(width: 4, height: 2)).pngData())
            let decoded = Optional(png).flatMap(UIImage.init)
            #expect(decoded?.size == CGSize(width: 4, height: 2))
        }
    }

    /// `setAnimationTransition(_:for:cache:)` inside an animation block: the flip is drawn; the
    /// block's changes animate over its duration as any block's.
    @MainActor @Test func flipStylesInsideBlocksAnimateTheChanges() throws {
        try withUIKitStage { sim, root in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.view.addSubview(card)
            var done = false
            UIView.animate(withDuration: 0.4, animations: {
                UIView.setAnimationTransition(.flipFromRight, for: card, cache: false)
                card.frame.origin.x = 200
            }, completion: { done = $0 })
            sim.advance(by: 0.2)
            let x = card.layer.presentation()?.position.x ?? 0
            #expect(x > 50 && x < 250)
            try sim.runUntilIdle()
            #expect(done && card.frame.minX == 200)
        }
    }

    /// Override points and stored appearance the keyboard and layout batches used: a layout
    /// guide's `owningView` (its setter runs when the guide is added and removed), a layout's
    /// self-sizing answers, a bar item's per-metrics appearance.
    @MainActor @Test func overridePointsAndBarItemAppearance() throws {
        try withUIKitStage { _, root in
            let guide = ObservingGuide()
            root.view.tag = 7
            root.view.addLayoutGuide(guide)
            #expect(guide.owners == ["7"])
            root.view.removeLayoutGuide(guide)
            #expect(guide.owners.last == "nil")
            let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
            #expect(SelfSizingLayout().shouldInvalidateLayout(forPreferredLayoutAttributes: attributes, withOriginalAttributes: attributes))
            #expect(!UICollectionViewFlowLayout().shouldInvalidateLayout(forPreferredLayoutAttributes: attributes, withOriginalAttributes: attributes))
            let item = UIBarButtonItem()
            item.setTitlePositionAdjustment(UIOffset(horizontal: 0, vertical: 4), for: .default)
            item.setBackgroundVerticalPositionAdjustment(2, for: .compact)
            let image = UIImage(size: CGSize(width: 2, height: 2))
            item.setBackgroundImage(image, for: .normal, style: .plain, barMetrics: .default)
            #expect(item.titlePositionAdjustment(for: .default).vertical == 4)
            #expect(item.backgroundVerticalPositionAdjustment(for: .compact) == 2 && item.backgroundVerticalPositionAdjustment(for: .default) == 0)
            #expect(item.backgroundImage(for: .normal, style: .plain, barMetrics: .default) === image)
            #expect(item.backgroundImage(for: .normal, barMetrics: .default) == nil)
        }
    }
}

/// A reorderable grid's data source (UIKit's interactive movement commits through it).
private final class Letters: NSObject, UICollectionViewDataSource {
    var items = ["a", "b", "c", "d"]
    var moves: [String] = []
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, canMoveItemAt indexPath: IndexPath) -> Bool { indexPath.item != 3 }
    func collectionView(_ collectionView: UICollectionView, moveItemAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        moves.append("\(sourceIndexPath.item)->\(destinationIndexPath.item)")
        items.insert(items.remove(at: sourceIndexPath.item), at: destinationIndexPath.item)
    }
}

@Suite struct InteractiveMovementTests {
    /// A long press's reorder: the data source refuses an item it cannot move; the cell follows
    /// the finger; the end commits the move through the data source; a cancel moves nothing.
    @MainActor @Test func itemsMoveWhereTheFingerTakesThem() throws {
        try withUIKitStage { _, root in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 50, height: 50)
            layout.minimumInteritemSpacing = 10
            let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: layout)
            grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let letters = Letters()
            grid.dataSource = letters
            root.view.addSubview(grid)
            grid.layoutIfNeeded()
            #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 3, section: 0)))
            #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 9, section: 0)))
            #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 0, section: 0)))
            #expect(!grid.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
            let third = try #require(grid.cellForItem(at: IndexPath(item: 2, section: 0))).center
            grid.updateInteractiveMovementTargetPosition(CGPoint(x: third.x + 3, y: third.y))
            #expect(grid.cellForItem(at: IndexPath(item: 0, section: 0))?.center.x == third.x + 3)
            grid.updateInteractiveMovementTargetPosition(CGPoint(x: CGFloat.nan, y: 0))
            grid.endInteractiveMovement()
            #expect(letters.moves == ["0->2"])
            #expect(letters.items == ["b", "c", "a", "d"])
            #expect(grid.beginInteractiveMovementForItem(at: IndexPath(item: 1, section: 0)))
            grid.updateInteractiveMovementTargetPosition(third)
            grid.cancelInteractiveMovement()
            #expect(letters.moves.count == 1)
            grid.endInteractiveMovement()
            #expect(letters.moves.count == 1)
        }
    }
}
