import Foundation
import Testing
import TransitionsUIKit

// Gaps the fifteenth corpus pass found (three new batches: shared-element and card transitions,
// tutorial apps, sheets and tab containers), each in the shape the app code used.

/// A collection view that tracks its interactive layout transition, as pinch-to-zoom page
/// browsers do: UIKit's `startInteractiveTransition`/`finish…`/`cancel…` are open.
private final class TrackingCollectionView: UICollectionView {
    var log: [String] = []
    override func startInteractiveTransition(to layout: UICollectionViewLayout,
                                             completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        log.append("start")
        return super.startInteractiveTransition(to: layout, completion: completion)
    }
    override func finishInteractiveTransition() {
        log.append("finish")
        super.finishInteractiveTransition()
    }
    override func cancelInteractiveTransition() {
        log.append("cancel")
        super.cancelInteractiveTransition()
    }
}

private final class ShelfLayout: UICollectionViewFlowLayout {}

/// A badge whose baselines are its inner label's, as tab-bar badges declare them.
private final class Badge: UIView {
    let inner = UILabel()
    var namesAStranger = false
    override init(frame: CGRect) {
        super.init(frame: frame)
        inner.translatesAutoresizingMaskIntoConstraints = false
        addSubview(inner)
        NSLayoutConstraint.activate([
            inner.topAnchor.constraint(equalTo: topAnchor, constant: 4), inner.heightAnchor.constraint(equalToConstant: 12),
            inner.leadingAnchor.constraint(equalTo: leadingAnchor), inner.widthAnchor.constraint(equalToConstant: 20),
        ])
    }
    required init?(coder: NSCoder) { fatalError() }
    override func forBaselineLayout() -> UIView { namesAStranger ? UIView() : inner }
    override var forFirstBaselineLayout: UIView { inner }
}
private final class Pages: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
    }
}

@Suite struct FifteenthPassSemanticsTests {
    /// Overrides of the interactive layout transition are called, and their `super` calls run the
    /// model's transition (finish keeps the new layout, cancel the old one).
    @Test func interactiveLayoutTransitionsAreOverridable() throws {
        try withUIKitStage { sim, root in
            let shelf = ShelfLayout()
            let cv = TrackingCollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: shelf)
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
            let pages = Pages()
            cv.dataSource = pages
            root.view.addSubview(cv)
            cv.layoutIfNeeded()
            let grid = UICollectionViewFlowLayout()
            var ends: [Bool] = []
            let transition = cv.startInteractiveTransition(to: grid) { completed, _ in ends.append(completed) }
            transition.transitionProgress = 0.3
            cv.cancelInteractiveTransition()
            try sim.runUntilIdle()
            #expect(cv.collectionViewLayout === shelf && ends == [false])
            cv.startInteractiveTransition(to: grid) { completed, _ in ends.append(completed) }
            cv.finishInteractiveTransition()
            try sim.runUntilIdle()
            #expect(cv.collectionViewLayout === grid && ends == [false, true])
            #expect(cv.log == ["start", "cancel", "start", "finish"])
        }
    }

    /// Layouts are `NSObject`s in UIKit: class queries, identity equality, hashing.
    @Test func layoutsAnswerClassQueries() {
        let shelf: UICollectionViewLayout = ShelfLayout()
        #expect(shelf.isKind(of: UICollectionViewFlowLayout.self) && shelf.isMember(of: ShelfLayout.self))
        #expect(!shelf.isMember(of: UICollectionViewFlowLayout.self) && !UICollectionViewFlowLayout().isKind(of: ShelfLayout.self))
        #expect(shelf == shelf && shelf != ShelfLayout() && Set([shelf, shelf]).count == 1)
    }

    /// Supplementary and decoration invalidations are kept by kind, sorted and without repeats,
    /// and make the context a targeted one.
    @Test func invalidationContextsKeepSupplementaryElements() {
        let context = UICollectionViewLayoutInvalidationContext()
        #expect(context.invalidateEverything)
        let header = UICollectionView.elementKindSectionHeader
        context.invalidateSupplementaryElements(ofKind: header, at: [IndexPath(item: 0, section: 2), IndexPath(item: 0, section: 0)])
        context.invalidateSupplementaryElements(ofKind: header, at: [IndexPath(item: 0, section: 2)])
        context.invalidateDecorationElements(ofKind: "shelf", at: [IndexPath(item: 0, section: 1)])
        #expect(!context.invalidateEverything)
        #expect(context.invalidatedSupplementaryIndexPaths?[header] == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 2)])
        #expect(context.invalidatedDecorationIndexPaths?["shelf"] == [IndexPath(item: 0, section: 1)])
        #expect(context.invalidatedItemIndexPaths == nil)
    }

    /// A recognizer carries the accessibility attributes UIKit declares on `NSObject`.
    @Test func gestureRecognizersHaveAccessibilityAttributes() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.accessibilityHint == nil && !pan.isAccessibilityElement && pan.accessibilityTraits == .none)
        pan.accessibilityHint = "Drag up to expand"
        pan.accessibilityLabel = "Handle"
        pan.accessibilityTraits = [.adjustable]
        let recognizer: UIGestureRecognizer = pan
        #expect(recognizer.accessibilityHint == "Drag up to expand" && recognizer.accessibilityLabel == "Handle")
        #expect(recognizer.accessibilityTraits == [.adjustable] && UIPanGestureRecognizer().accessibilityHint == nil)
    }

    /// Baseline constraints follow `forFirstBaselineLayout` and the deprecated
    /// `forBaselineLayout()` (through `forLastBaselineLayout`) to the badge's label, whose bottom
    /// is 16 points into a 30-point badge; a view that is not a subview is ignored.
    @Test func baselinesFollowTheViewsTheyName() throws {
        try withUIKitStage { _, root in
            let badge = Badge(frame: .zero)
            let caption = UIView(), trailer = UIView()
            for v in [badge, caption, trailer] {
                v.translatesAutoresizingMaskIntoConstraints = false
                root.view.addSubview(v)
            }
            NSLayoutConstraint.activate([
                badge.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100), badge.heightAnchor.constraint(equalToConstant: 30),
                badge.leadingAnchor.constraint(equalTo: root.view.leadingAnchor), badge.widthAnchor.constraint(equalToConstant: 40),
                caption.firstBaselineAnchor.constraint(equalTo: badge.firstBaselineAnchor), caption.heightAnchor.constraint(equalToConstant: 10),
                caption.leadingAnchor.constraint(equalTo: badge.trailingAnchor), caption.widthAnchor.constraint(equalToConstant: 10),
                trailer.lastBaselineAnchor.constraint(equalTo: badge.lastBaselineAnchor), trailer.heightAnchor.constraint(equalToConstant: 10),
                trailer.leadingAnchor.constraint(equalTo: caption.trailingAnchor), trailer.widthAnchor.constraint(equalToConstant: 10),
            ])
            root.view.layoutIfNeeded()
            #expect(badge.frame.maxY == 130 && badge.inner.frame == CGRect(x: 0, y: 4, width: 20, height: 12))
            #expect(caption.frame.maxY == 116 && trailer.frame.maxY == 116, "\(caption.frame) \(trailer.frame)")
            #expect(badge.forLastBaselineLayout === badge.inner)
            // A badge whose deprecated override names a view outside it: its own bottom.
            let odd = Badge(frame: .zero), follower = UIView()
            odd.namesAStranger = true
            for v in [odd, follower] {
                v.translatesAutoresizingMaskIntoConstraints = false
                root.view.addSubview(v)
            }
            NSLayoutConstraint.activate([
                odd.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 200), odd.heightAnchor.constraint(equalToConstant: 30),
                odd.leadingAnchor.constraint(equalTo: root.view.leadingAnchor), odd.widthAnchor.constraint(equalToConstant: 40),
                follower.lastBaselineAnchor.constraint(equalTo: odd.lastBaselineAnchor), follower.heightAnchor.constraint(equalToConstant: 10),
                follower.leadingAnchor.constraint(equalTo: odd.trailingAnchor), follower.widthAnchor.constraint(equalToConstant: 10),
            ])
            root.view.layoutIfNeeded()
            #expect(follower.frame.maxY == 230)
        }
    }

    /// `preferredFont(forTextStyle:compatibleWith:)`: the style's size at the device's text size.
    @Test func preferredFontsForATraitCollection() {
        let plain = UIFont.preferredFont(forTextStyle: .headline)
        let current = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: .current)
        let none = UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil)
        #expect(current.pointSize == plain.pointSize && current.fontName == plain.fontName)
        #expect(none.pointSize == UIFont.preferredFont(forTextStyle: .body).pointSize)
    }
}

extension FifteenthPassSemanticsTests {
    /// `UIColor.tintColor` (iOS 15) is the default tint where a colour is expected.
    @Test func theTintColourIsTheDefaultTint() {
        let background: UIColor? = .tintColor
        #expect(background == UIColor.systemBlue && UIView().tintColor != nil)
    }
}

extension FifteenthPassSemanticsTests {
    /// Swift attributed strings take UIKit's attributes (`AttributeScopes.UIKitAttributes`),
    /// keep them per run, and carry them into `NSAttributedString`.
    @Test func attributedStringsTakeUIKitsAttributes() throws {
        var container = AttributeContainer()
        container.font = .systemFont(ofSize: 12)
        container.foregroundColor = .red
        var text = AttributedString("Hello", attributes: container)
        var tail = AttributedString(" world")
        tail.underlineStyle = .single
        tail.kern = 1.5
        text += tail
        #expect(text.runs.count == 2 && text.font?.pointSize == nil, "two runs, the font only on the first")
        #expect(text.runs.first?.uiKit.font?.pointSize == 12 && text.runs.first?.foregroundColor == .red)
        let ns = NSAttributedString(text)
        #expect(ns.string == "Hello world")
        #expect((ns.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 12)
        #expect(ns.attribute(.foregroundColor, at: 4, effectiveRange: nil) as? UIColor == .red)
        #expect(ns.attribute(.font, at: 5, effectiveRange: nil) == nil)
        #expect(ns.attribute(.underlineStyle, at: 6, effectiveRange: nil) as? Int == NSUnderlineStyle.single.rawValue)
        #expect(ns.attribute(.kern, at: 10, effectiveRange: nil) as? CGFloat == 1.5)
    }

    /// A button configuration's title transformer restyles the title the button shows; equal
    /// configurations share the transformer.
    @Test func titleTransformersRestyleTheButtonsTitle() throws {
        var config = UIButton.Configuration.plain()
        config.title = "Library"
        let transformer = UIConfigurationTextAttributesTransformer { incoming in
            var outgoing = incoming
            outgoing.font = .systemFont(ofSize: 11)
            return outgoing
        }
        config.titleTextAttributesTransformer = transformer
        let button = UIButton(configuration: config)
        let shown = try #require(button.attributedTitle(for: .normal))
        #expect(shown.string == "Library" && (shown.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 11)
        var same = config, other = config
        other.titleTextAttributesTransformer = UIConfigurationTextAttributesTransformer { $0 }
        same.title = "Library"
        #expect(same == config && other != config)
        // An attributed title keeps its own attributes under the transformer's.
        config.attributedTitle = AttributedString("Tabs", attributes: AttributeContainer().foregroundColor(.blue))
        button.configuration = config
        let restyled = try #require(button.attributedTitle(for: .normal))
        #expect(restyled.string == "Tabs" && restyled.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .blue)
        #expect((restyled.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)?.pointSize == 11)
    }
}

/// A target with a tap method, for `enumerateEventHandlers`.
private final class Tally: NSObject {
    var taps = 0
    func tapped(_ sender: Any) { taps += 1 }
}

extension FifteenthPassSemanticsTests {
    /// `enumerateEventHandlers` reports each action and target-action once per event, in order;
    /// the iterator may remove what it is shown (a helper removing a button's actions for one
    /// event) and can stop the walk.
    @Test func eventHandlersAreEnumerable() {
        let button = UIButton(type: .system)
        let tally = Tally()
        let close = UIAction(title: "Close") { _ in }
        button.addAction(close, for: .touchUpInside)
        button.addTarget(tally, action: Selector(Tally.tapped, "tapped:"), for: [.touchDown, .touchUpInside])
        var seen: [String] = []
        button.enumerateEventHandlers { action, targetAction, event, _ in
            let who = action?.title ?? (targetAction.map { "\(($0.target as? Tally) === tally) \($0.action)" } ?? "?")
            seen.append("\(who) \(event == .touchUpInside ? "up" : event == .touchDown ? "down" : "other")")
        }
        #expect(seen == ["Close up", "true tapped: down", "true tapped: up"], "\(seen)")
        // Remove the UIActions for touch-up-inside, as such a helper does.
        button.enumerateEventHandlers { action, _, event, _ in
            if let action, event == .touchUpInside { button.removeAction(action, for: event) }
        }
        var left = 0
        button.enumerateEventHandlers { _, _, _, stop in
            left += 1
            stop.pointee = true
        }
        #expect(left == 1)
        button.sendActions(for: .touchUpInside)
        #expect(tally.taps == 1)
        var actions = 0
        button.enumerateEventHandlers { action, _, _, _ in actions += action == nil ? 0 : 1 }
        #expect(actions == 0)
    }
}

extension FifteenthPassSemanticsTests {
    /// Swift 4.0 spellings a photo viewer still uses, as deprecated aliases of the current ones;
    /// a text field's shrink-to-fit settings are stored.
    @Test func swift4SpellingsOfPagingAndSpinners() {
        let spinner = UIActivityIndicatorView(activityIndicatorStyle: .large)
        #expect(spinner.style == .large && spinner.activityIndicatorViewStyle == .large)
        let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal,
                                         options: [UIPageViewControllerOptionInterPageSpacingKey: 20])
        #expect(pages.interPageSpacing == 20, "an Int, as an NSNumber is read on iOS")
        let book = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                        options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue, .interPageSpacing: Double.nan])
        #expect(book.spineLocation == .mid && book.interPageSpacing == 0)
        let odd = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                       options: [.spineLocation: Double.infinity, .interPageSpacing: "wide"])
        #expect(odd.spineLocation == .min && odd.interPageSpacing == 0)
        let field = UITextField()
        #expect(field.minimumFontSize == 0 && !field.adjustsFontSizeToFitWidth)
        field.adjustsFontSizeToFitWidth = true
        field.minimumFontSize = 16
        #expect(field.minimumFontSize == 16 && field.adjustsFontSizeToFitWidth)
    }
}

/// A tab bar controller that steers focus to its bar, as a tvOS-capable one does.
private final class FocusSteeringTabs: UITabBarController {
    var updates: [String] = []
    override var preferredFocusEnvironments: [UIFocusEnvironment] { [tabBar] }
    override var preferredFocusedView: UIView? { preferredFocusEnvironments.first as? UIView }
    override func shouldUpdateFocus(in context: UIFocusUpdateContext) -> Bool {
        context.nextFocusedView === tabBar ? true : super.shouldUpdateFocus(in: context)
    }
    override func didUpdateFocus(in context: UIFocusUpdateContext, with coordinator: UIFocusAnimationCoordinator) {
        super.didUpdateFocus(in: context, with: coordinator)
        coordinator.addCoordinatedAnimations({ self.updates.append("animated") }, completion: { self.updates.append("done") })
    }
}

extension FifteenthPassSemanticsTests {
    /// The focus engine's members are overridable on controllers and views; nothing is ever
    /// focused on the simulated device, and a coordinator runs what it is given at once.
    @Test func focusOverridesCompileAndNothingIsFocused() throws {
        try withUIKitStage { sim, root in
            let tabs = FocusSteeringTabs()
            tabs.viewControllers = [UIViewController(), UIViewController()]
            root.present(tabs, animated: false)
            try sim.runUntilIdle()
            tabs.setNeedsFocusUpdate()
            tabs.updateFocusIfNeeded()
            #expect(tabs.updates.isEmpty && !tabs.tabBar.isFocused && !tabs.tabBar.canBecomeFocused, "no engine: no focus update")
            #expect(tabs.preferredFocusedView === tabs.tabBar)
            let context = UIFocusUpdateContext(from: nil, to: tabs.tabBar, heading: .down)
            #expect(tabs.shouldUpdateFocus(in: context) && context.focusHeading == .down)
            tabs.didUpdateFocus(in: context, with: UIFocusAnimationCoordinator())
            #expect(tabs.updates == ["animated", "done"])
            #expect(UIView().preferredFocusEnvironments.isEmpty && UIViewController().shouldUpdateFocus(in: context))
        }
    }
}

/// A container that still overrides the Swift 4.0 method for the home indicator's child.
private final class LegacyContainer: UIViewController {
    let content = UIViewController()
    override func childViewControllerForHomeIndicatorAutoHidden() -> UIViewController? { content }
}

extension FifteenthPassSemanticsTests {
    /// The Swift 4.0 method is what `childForHomeIndicatorAutoHidden` answers by default.
    @Test func theSwift4HomeIndicatorChildIsHonoured() {
        let container = LegacyContainer()
        #expect(container.childForHomeIndicatorAutoHidden === container.content)
        #expect(UIViewController().childForHomeIndicatorAutoHidden == nil)
    }
}
