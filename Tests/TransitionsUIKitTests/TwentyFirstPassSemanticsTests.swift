import Foundation
import Testing
import TransitionsUIKit

// Gaps the twenty-first corpus pass found (bottom sheets, bubble and circular transitions,
// swipe-to-dismiss, custom containers, course code, side menus, pagers, expanding cells), each
// in the shape the app code used.

/// A detail screen that sizes a header from its real geometry in `viewIsAppearing`, logging
/// the appearance callbacks in the order they come.
private final class DetailScreen: UIViewController {
    var log: [String] = []
    var widthWhenAppearing: CGFloat?
    var inWindowWhenAppearing = false
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("willAppear")
    }
    override func viewIsAppearing(_ animated: Bool) {
        super.viewIsAppearing(animated)
        log.append("isAppearing")
        widthWhenAppearing = view.bounds.width
        inWindowWhenAppearing = view.window != nil
    }
    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        if log.last != "layout" { log.append("layout") }
    }
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        log.append("didAppear")
    }
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("willDisappear")
    }
    override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        log.append("didDisappear")
    }
}

/// A pager subclass that overrides both of UIPageViewController's designated initialisers and
/// is made with `Pager()`, as UIKit lets it (the convenience initialisers are inherited).
private final class Pager: UIPageViewController {
    override init(transitionStyle style: UIPageViewController.TransitionStyle, navigationOrientation: UIPageViewController.NavigationOrientation, options: [UIPageViewController.OptionsKey: Any]? = nil) {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [:])
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A segmented control that batches its constraint updates by overriding the request.
private final class Segments: UIView {
    var requests = 0
    var updates = 0
    override func setNeedsUpdateConstraints() {
        requests += 1
        super.setNeedsUpdateConstraints()
    }
    override func updateConstraints() {
        updates += 1
        super.updateConstraints()
    }
}

/// An invalidation context that answers for its own kinds of invalidation.
private final class HeaderInvalidation: UICollectionViewLayoutInvalidationContext {
    var headerOnly = false
    override var invalidatedSupplementaryIndexPaths: [String: [IndexPath]]? {
        headerOnly ? [UICollectionView.elementKindSectionHeader: [IndexPath(item: 0, section: 0)]] : super.invalidatedSupplementaryIndexPaths
    }
}

/// A layout that notes the animated bounds changes it is told about.
private final class AnchoringLayout: UICollectionViewFlowLayout {
    var prepared: [CGRect] = []
    var finalized = 0
    override func prepare(forAnimatedBoundsChange oldBounds: CGRect) {
        super.prepare(forAnimatedBoundsChange: oldBounds)
        prepared.append(oldBounds)
    }
    override func finalizeAnimatedBoundsChange() {
        super.finalizeAnimatedBoundsChange()
        finalized += 1
    }
}

/// A PIN field that asks for the number pad by overriding the trait.
private final class PinField: UITextField {
    override var keyboardType: UIKeyboardType {
        get { .numberPad }
        set {}
    }
}

/// An expandable table that puts itself between the table and the app's delegate, as such
/// libraries do: the override of the delegate (which `transit-uikit-rewrite` makes of an app's
/// `override var delegate: UITableViewDelegate?`) keeps the app's and installs itself.
private final class ExpandingTable: UITableView, UITableViewDelegate {
    weak var appDelegate: UITableViewDelegate?
    var selections: [IndexPath] = []
    override var _transitTableViewDelegate: UITableViewDelegate? {
        get { super._transitTableViewDelegate }
        set {
            appDelegate = newValue === self ? appDelegate : newValue
            super._transitTableViewDelegate = self
        }
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        selections.append(indexPath)
        appDelegate?.tableView(tableView, didSelectRowAt: indexPath)
    }
}

private final class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
    var selected: [IndexPath] = []
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// A drawer container that takes `show(_:sender:)` for itself, as custom containers do.
private final class Drawer: UIViewController {
    var shown: [UIViewController] = []
    override func targetViewController(forAction action: Selector, sender: Any?) -> UIViewController? {
        action.name == "show:sender:" ? self : super.targetViewController(forAction: action, sender: sender)
    }
    override func show(_ vc: UIViewController, sender: Any?) { shown.append(vc) }
}

/// A blur that sizes itself in its effect initialiser and is made with `Blur()`.
private final class Blur: UIVisualEffectView {
    override init(effect: UIVisualEffect?) {
        super.init(effect: effect)
        frame = CGRect(x: 0, y: 0, width: 50, height: 50)
    }
    required init?(coder: NSCoder) { fatalError() }
}

@Suite struct TwentyFirstPassSemanticsTests {
    /// Presented, the controller hears viewIsAppearing once, after viewWillAppear, in the
    /// window and laid out at its final width, before its own layout callbacks and
    /// viewDidAppear; dismissed, none.
    @Test func viewIsAppearingComesOnceWithTheFinalGeometry() throws {
        try withUIKitStage { sim, root in
            let detail = DetailScreen()
            root.present(detail, animated: true)
            try sim.runUntilIdle()
            #expect(detail.log.first == "willAppear" && detail.log.dropFirst().first == "isAppearing", "\(detail.log)")
            #expect(detail.log.filter { $0 == "isAppearing" }.count == 1)
            #expect(detail.log.last == "didAppear")
            #expect(detail.inWindowWhenAppearing && detail.widthWhenAppearing == root.view.bounds.width)
            detail.log.removeAll()
            detail.dismiss(animated: true)
            try sim.runUntilIdle()
            #expect(!detail.log.contains("isAppearing") && detail.log.last == "didDisappear", "\(detail.log)")
        }
    }

    /// A container that forwards appearance by hand to a child whose view never reaches a
    /// window still pays viewIsAppearing, just before viewDidAppear; an appearance reversed
    /// before then owes none.
    @Test func viewIsAppearingIsPaidBeforeViewDidAppearAtTheLatest() throws {
        try withUIKitStage { _, _ in
            let detail = DetailScreen()
            detail.beginAppearanceTransition(true, animated: false)
            detail.endAppearanceTransition()
            #expect(detail.log == ["willAppear", "isAppearing", "didAppear"], "\(detail.log)")
            #expect(!detail.inWindowWhenAppearing)

            detail.log.removeAll()
            detail.beginAppearanceTransition(false, animated: true)
            detail.endAppearanceTransition()
            detail.beginAppearanceTransition(true, animated: true)
            detail.beginAppearanceTransition(false, animated: true)
            detail.endAppearanceTransition()
            #expect(detail.log == ["willDisappear", "didDisappear", "willAppear", "willDisappear", "didDisappear"], "\(detail.log)")
        }
    }

    /// `Pager()` goes through the subclass's designated initialiser; `UIPageViewController()`
    /// is a horizontal page curl, UIKit's default; `UISearchController()` has no results
    /// controller.
    @Test func inheritedConvenienceInitialisers() throws {
        try withUIKitStage { _, _ in
            let pager = Pager()
            #expect(pager.transitionStyle == .scroll && pager.navigationOrientation == .horizontal)
            let plain = UIPageViewController()
            #expect(plain.transitionStyle == .pageCurl && plain.navigationOrientation == .horizontal)
            let search = UISearchController()
            #expect(search.searchResultsController == nil && search.searchBar.delegate == nil)
        }
    }

    /// Setting a table's delegate goes through the subclass's override, which installs itself
    /// and keeps the app's; the table's own calls go to what was installed, and reach the app's
    /// through it. Setting nil goes through it too.
    @Test func aTableSubclassInterceptsItsDelegate() throws {
        try withUIKitStage { sim, root in
            let table = ExpandingTable(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .plain)
            let rows = Rows()
            table.dataSource = rows
            table.delegate = rows
            #expect(table.delegate === table && table.appDelegate === rows)
            root.view.addSubview(table)
            table.reloadData()
            try sim.runUntilIdle()
            table.tapRow(at: IndexPath(row: 1, section: 0))
            #expect(table.selections == [IndexPath(row: 1, section: 0)] && rows.selected == [IndexPath(row: 1, section: 0)])
            table.delegate = nil
            #expect(table.appDelegate == nil && table.delegate === table)
        }
    }

    /// `show(_:sender:)` goes to the nearest controller up the parent chain that takes it: a
    /// custom container that claims it by overriding `targetViewController(forAction:sender:)`,
    /// a navigation controller (push); with none, the controller presents.
    @Test func showFindsItsTarget() throws {
        try withUIKitStage { sim, root in
            let drawer = Drawer()
            let child = UIViewController()
            drawer.addChild(child)
            drawer.view.addSubview(child.view)
            child.didMove(toParent: drawer)
            root.present(drawer, animated: false)
            let detail = UIViewController()
            child.show(detail, sender: nil)
            #expect(drawer.shown == [detail] && drawer.presentedViewController == nil)
            #expect(child.targetViewController(forAction: TypedSelector("show:sender:"), sender: nil) === drawer)
            #expect(child.targetViewController(forAction: TypedSelector("showDetailViewController:sender:"), sender: nil) == nil)

            let nav = UINavigationController(rootViewController: UIViewController())
            drawer.present(nav, animated: false)
            try sim.runUntilIdle()
            nav.viewControllers[0].show(UIViewController(), sender: nil)
            try sim.runUntilIdle()
            #expect(nav.viewControllers.count == 2)
            let lone = UIViewController()
            nav.present(lone, animated: false)
            try sim.runUntilIdle()
            let next = UIViewController()
            lone.show(next, sender: nil)
            #expect(lone.presentedViewController === next)
        }
    }

    /// A visual effect view subclass that overrides `init(effect:)` inherits `init()`; a
    /// storyboard's initial scene is made by the app's creator, or as the storyboard makes it.
    @Test func inheritedEffectAndStoryboardInitialisers() throws {
        try withUIKitStage { _, _ in
            let blur = Blur()
            #expect(blur.effect == nil && blur.frame.size == CGSize(width: 50, height: 50) && blur.contentView.superview === blur)
            let framed = UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
            #expect(framed.effect == nil && framed.contentView.frame.size == CGSize(width: 10, height: 20))
            UIStoryboard.register(name: "TwentyFirstPass", initial: "cook", scenes: ["cook": { UINavigationController() }])
            let board = UIStoryboard(name: "TwentyFirstPass", bundle: nil)
            let made: UINavigationController? = board.instantiateInitialViewController { _ in
                let nav = UINavigationController()
                nav.title = "made by the app"
                return nav
            }
            #expect(made?.title == "made by the app" && made?.storyboard === board)
            let plain: UINavigationController? = board.instantiateInitialViewController(creator: nil)
            #expect(plain != nil && plain?.title == nil)
            #expect(UIStoryboard(name: "Unregistered", bundle: nil).instantiateInitialViewController { _ in UIViewController() } == nil)
        }
    }

    /// An override of `setNeedsUpdateConstraints()` hears the request, and calling `super`
    /// still makes `updateConstraints()` run before the next layout.
    @Test func constraintUpdateRequestsCanBeOverridden() throws {
        try withUIKitStage { sim, root in
            let segments = Segments(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            root.view.addSubview(segments)
            try sim.runUntilIdle()
            let before = segments.updates
            segments.setNeedsUpdateConstraints()
            segments.setNeedsUpdateConstraints()
            #expect(segments.requests == 2 && segments.needsUpdateConstraints())
            root.view.layoutIfNeeded()
            #expect(segments.updates == before + 1 && !segments.needsUpdateConstraints())
        }
    }

    /// An invalidation context's getters are UIKit's override points: a subclass's answer is
    /// what the context reports, and `invalidateEverything` reads it.
    @Test func invalidationContextsAnswerThroughTheirOverrides() {
        let context = HeaderInvalidation()
        #expect(context.invalidateEverything)
        context.headerOnly = true
        #expect(context.invalidatedSupplementaryIndexPaths?[UICollectionView.elementKindSectionHeader] == [IndexPath(item: 0, section: 0)])
        #expect(!context.invalidateEverything)
        context.headerOnly = false
        context.invalidateItems(at: [IndexPath(item: 3, section: 0), IndexPath(item: 1, section: 0)])
        #expect(context.invalidatedItemIndexPaths == [IndexPath(item: 1, section: 0), IndexPath(item: 3, section: 0)])
        #expect(!context.invalidateEverything)
    }

    /// Resizing a collection view inside an animation block brackets the new layout with
    /// `prepare(forAnimatedBoundsChange:)` (the old bounds) and `finalizeAnimatedBoundsChange()`;
    /// a resize outside one does not.
    @Test func animatedBoundsChangesAreBracketed() throws {
        try withUIKitStage { sim, root in
            let layout = AnchoringLayout()
            let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), collectionViewLayout: layout)
            root.view.addSubview(collection)
            collection.reloadData()
            try sim.runUntilIdle()
            collection.frame.size.height = 300
            #expect(layout.prepared.isEmpty && layout.finalized == 0)
            UIView.animate(withDuration: 0.3) { collection.frame.size.height = 500 }
            #expect(layout.prepared == [CGRect(x: 0, y: 0, width: 320, height: 300)] && layout.finalized == 1)
        }
    }

    /// Thumbnails are made at the size asked for (the aspect ratio is the caller's), at once or
    /// on a later turn; a symbol image or a size that is not positive and finite gives nil.
    @Test func imagesPrepareThumbnails() async throws {
        let photo = UIImage(size: CGSize(width: 1200, height: 800), name: "beach", scale: 2)
        let thumb = try #require(photo.preparingThumbnail(of: CGSize(width: 90, height: 60)))
        #expect(thumb.size == CGSize(width: 90, height: 60) && thumb.scale == 1 && thumb.name == "beach")
        #expect(photo.preparingThumbnail(of: CGSize(width: 0, height: 60)) == nil)
        #expect(photo.preparingThumbnail(of: CGSize(width: CGFloat.nan, height: 60)) == nil)
        #expect(UIImage(systemName: "star")?.preparingThumbnail(of: CGSize(width: 20, height: 20)) == nil)
        let prepared = try #require(photo.preparingForDisplay())
        #expect(prepared.size == photo.size && prepared.scale == 2)
        let awaited = await photo.byPreparingThumbnail(ofSize: CGSize(width: 30, height: 20))
        #expect(awaited?.size == CGSize(width: 30, height: 20))

        try withUIKitStage { sim, _ in
            var delivered: UIImage??
            photo.prepareThumbnail(of: CGSize(width: 45, height: 30)) { delivered = .some($0) }
            #expect(delivered == nil)
            try sim.runUntilIdle()
            #expect(delivered??.size == CGSize(width: 45, height: 30))
        }
    }

    /// A raised exception ends the run, as an uncaught one ends the app.
    @Test func aRaisedExceptionEndsTheRun() async {
        await #expect(processExitsWith: .failure) {
            NSException(name: .internalInconsistencyException, reason: "Must have a superview before calling show", userInfo: nil).raise()
        }
        let e = NSException(name: .invalidArgumentException, reason: "bad index")
        #expect(e.name.rawValue == "NSInvalidArgumentException" && e.reason == "bad index" && e.description == "bad index")
    }

    /// `observationInfo` is nil until someone observes the object and again once they stop.
    @Test func observationInfoTellsWhetherAnyoneObserves() throws {
        try withUIKitStage { _, _ in
            let list = UIScrollView()
            #expect(list.observationInfo == nil)
            var token: NSKeyValueObservation? = list.observe(\.contentOffset, options: [.new]) { _, _ in }
            #expect(list.observationInfo != nil)
            token?.invalidate()
            token = nil
            #expect(list.observationInfo == nil)
        }
    }

    /// An attribute container made from a dictionary keeps UIKit's attributes of the right
    /// types and drops the rest.
    @Test func attributeContainersFromDictionaries() {
        let font = UIFont.systemFont(ofSize: 14, weight: .semibold)
        let container = AttributeContainer([.font: font, .foregroundColor: UIColor.red, .kern: 1.5, .underlineStyle: NSUnderlineStyle.single.rawValue, .link: "x", .backgroundColor: "not a colour"])
        #expect(container.uiKit.font == font && container.uiKit.foregroundColor == .red)
        #expect(container.uiKit.kern == 1.5 && container.uiKit.underlineStyle == .single)
        #expect(container.uiKit.backgroundColor == nil)
        let title = AttributedString("Buy", attributes: container)
        #expect(NSAttributedString(title).attribute(.font, at: 0, effectiveRange: nil) as? UIFont == font)
    }

    /// The scroll view a controller names for an edge is read back for that edge (and for a
    /// set of edges including it); nil where none is named; weak.
    @Test func contentScrollViewsPerEdge() throws {
        try withUIKitStage { _, _ in
            let controller = UIViewController()
            var list: UITableView? = UITableView()
            controller.setContentScrollView(list, for: .top)
            #expect(controller.contentScrollView(for: .top) === list)
            #expect(controller.contentScrollView(for: .bottom) == nil)
            #expect(controller.contentScrollView(for: [.bottom, .top]) === list)
            controller.setContentScrollView(nil, for: .top)
            #expect(controller.contentScrollView(for: .top) == nil)
            controller.setContentScrollView(list)
            #expect(controller.contentScrollView(for: .trailing) === list)
            list = nil
            #expect(controller.contentScrollView(for: .trailing) == nil)
        }
    }

    /// Drawn-only values are stored and read back: a view's focus effect, a button's shadow
    /// reversal and its configuration's line-break modes; deprecated Foundation option names
    /// are the current options; an override of a text field's keyboard type is what the field
    /// reports; Core Animation's `UInt32` sublayer index inserts where the model's does.
    @Test func storedValuesAndSpellings() throws {
        try withUIKitStage { _, _ in
            let cell = UIView()
            #expect(cell.focusEffect == nil)
            let halo = UIFocusHaloEffect(roundedRect: CGRect(x: 0, y: 0, width: 40, height: 40), cornerRadius: 8, curve: .continuous)
            cell.focusEffect = halo
            #expect(cell.focusEffect === halo && halo.position == .automatic)
            let button = UIButton(type: .system)
            #expect(!button.reversesTitleShadowWhenHighlighted)
            button.reversesTitleShadowWhenHighlighted = true
            #expect(button.reversesTitleShadowWhenHighlighted)
            var configuration = UIButton.Configuration.plain()
            #expect(configuration.titleLineBreakMode == nil)
            configuration.titleLineBreakMode = .byClipping
            #expect(configuration.titleLineBreakMode == .byClipping)
            #expect(NSData.ReadingOptions.dataReadingMapped == .mappedIfSafe && NSData.WritingOptions.atomicWrite == .atomic)
            let pin: UITextField = PinField()
            #expect(pin.keyboardType == .numberPad)
            let bar = UISearchBar()
            bar.barStyle = .black
            #expect(bar.barStyle == .black)
            #expect(CGVector(dx: 5, dy: -5) == CGVector(dx: 5.0, dy: -5.0))
            let host = CALayer(), a = CALayer(), b = CALayer(), c = CALayer()
            host.addSublayer(a)
            host.addSublayer(b)
            host.insertSublayer(c, at: UInt32(1))
            #expect(host.sublayers?.map { ObjectIdentifier($0) } == [a, c, b].map { ObjectIdentifier($0) })
        }
    }

    /// The simulated device decodes no audio: making a player throws the audio-file error
    /// (file not found for a missing file), so `try?` gives nil; the session stores what the app
    /// asks of it.
    @Test func audioPlayersCannotDecode() throws {
        let missing = URL(fileURLWithPath: "/nonexistent/swoosh.caf")
        #expect(throws: NSError.self) { try AVAudioPlayer(contentsOf: missing) }
        do {
            _ = try AVAudioPlayer(data: Data([0, 1, 2]))
            Issue.record("made a player")
        } catch let error as NSError {
            #expect(error.domain == "NSOSStatusErrorDomain" && error.code == AVAudioPlayer.unsupportedFileTypeStatus)
        }
        let player = try? AVAudioPlayer(contentsOf: missing)
        #expect(player?.play() == nil)
        let session = AVAudioSession.sharedInstance()
        try session.setCategory(.ambient, mode: .default, options: [.mixWithOthers])
        try session.setActive(true)
        #expect(session === AVAudioSession.sharedInstance() && session.category == .ambient && session.isActive)
    }

    /// `transform3D` is the layer's transform, animated like any layer property inside a block;
    /// a path's dash pattern is stored and read back.
    @Test func transform3DAndDashes() throws {
        try withUIKitStage { sim, root in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.view.addSubview(card)
            var flip = CATransform3DIdentity
            flip.m34 = -1 / 500
            flip = CATransform3DRotate(flip, .pi / 2, 0, 1, 0)
            UIView.animate(withDuration: 0.4) { card.transform3D = flip }
            #expect(CATransform3DEqualToTransform(card.layer.transform, flip))
            #expect(card.layer.animationKeys()?.isEmpty == false)
            try sim.runUntilIdle()
            #expect(CATransform3DEqualToTransform(card.transform3D, flip))
            let path = UIBezierPath(rect: card.bounds)
            path.setLineDash([4, 2, 1], count: 2, phase: 1)
            var count = 0
            var phase: CGFloat = 0
            var pattern = [CGFloat](repeating: 0, count: 4)
            path.getLineDash(&pattern, count: &count, phase: &phase)
            #expect(count == 2 && pattern[0] == 4 && pattern[1] == 2 && phase == 1)
            path.setLineDash(nil, count: 0, phase: .nan)
            path.getLineDash(nil, count: &count, phase: &phase)
            #expect(count == 0 && phase == 0)
        }
    }
}
