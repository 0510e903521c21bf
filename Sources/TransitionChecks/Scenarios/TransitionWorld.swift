import Foundation
import TransitionCatalogue
import Transitions

/// The system under test of `TransitionScenario`: a window whose root is a navigation controller
/// over a container (the library's or yours) with two pages and a tab bar controller, plus
/// whatever is presented on top — built from a `UserProgram`, or from the built-in program with
/// an optional seeded fault.
///
/// The world watches the simulation: every transition's start and end (restore-on-cancel, the
/// first-seen state of every view it touches), and every rendered frame while a transition is in
/// flight (`FrameChecks`).
public final class TransitionWorld {
    public let sim: Simulation
    public let window: Window
    public let nav: NavigationController
    /// The container under the navigation controller (yours when the program makes one).
    public let container: any SwitchingContainer
    /// A tab bar controller, the container's third page.
    public let tabs: TabBarController
    public let fault: SeededFault?
    public let program: UserProgram

    /// What the app keeps alive: the delegates it set (weak in UIKit) and their pieces.
    var retained: [AnyObject] = []
    /// The app's controllers kept alive as the app keeps them (`UserProgram.keepsAlive`).
    var keptControllers: [ViewController] = []
    var counter = 0
    public internal(set) var transitionsStarted = 0
    /// Cancelled transitions that did not put their views back exactly.
    public internal(set) var restoreProblems: [String] = []
    /// Gesture hand-overs where value or velocity jumped.
    public internal(set) var handoverProblems: [String] = []
    /// Rules broken while a transition ran, on the frame they broke.
    @exclusivity(unchecked) public internal(set) var frameProblems: [String] = []
    /// State of the transitions in flight, by context id.
    @exclusivity(unchecked) var tracks: [Int: TransitionTrack] = [:]
    /// The last view-tree revision the tree check found sound.
    @exclusivity(unchecked) var soundTreeRevision = -1
    /// The containment and appearance rules over the journal, read incrementally.
    var journalAudit = JournalAudit()
    /// Every view a transition has touched, as it was the first time a transition began.
    var baselines: [ObjectIdentifier: ViewBaseline] = [:]

    public init(fault: SeededFault? = nil, program: UserProgram = UserProgram(), frameRate: Double = 60) {
        self.fault = fault
        self.program = program
        let sim = Simulation(frameRate: frameRate)
        sim.connectOutlets = program.connectOutlets
        self.sim = sim
        window = Window(sim)
        let tabPages = (0..<2).map { ViewController(sim, title: "t\($0)") }
        let tabs = program.makeTabBarController.map { make in sim.asCurrent { make(sim, tabPages) } }
            ?? TabBarController(sim, title: "tabs", viewControllers: tabPages)
        self.tabs = tabs
        let pages = (0..<2).map { ViewController(sim, title: "c\($0)") } + [tabs]
        let container: any SwitchingContainer
        if let fault {
            container = FaultyContainerViewController(sim, title: "container", viewControllers: pages, fault: fault)
        } else if let make = program.makeContainer {
            container = make(sim, pages)
        } else {
            container = ContainerViewController(sim, title: "container", viewControllers: pages)
        }
        self.container = container
        nav = NavigationController(sim, root: container)
        if let fault {
            let d = NavDelegate(animator: FaultyAnimator(fault: fault))
            retained.append(d)
            nav.delegate = d
        } else if let make = program.navigationDelegateForController {
            let d = make(nav)
            retained.append(d)
            nav.delegate = d
        } else if let make = program.navigationDelegate {
            let d = make()
            retained.append(d)
            nav.delegate = d
        } else if let first = program.animators.first {
            let d = NavDelegate(animator: first(), pop: program.dismissalAnimators.first?(), accepts: program.animatorsAccept)
            retained.append(d)
            nav.delegate = d
        }
        if let make = program.containerDelegate {
            let d = make()
            retained.append(d)
            (container as? ContainerViewController)?.delegate = d
        } else if !program.animators.isEmpty {
            let d = ContainerDelegate(make: program.animators, accepts: program.animatorsAccept)
            retained.append(d)
            (container as? ContainerViewController)?.delegate = d
        }
        if let make = program.tabBarDelegate {
            let d = make()
            retained.append(d)
            tabs.delegate = d
        }
        window.rootViewController = nav
        window.makeKeyAndVisible()
        sim.transitionWillBegin = { [unowned self] ctx in self.transitionWillBegin(ctx) }
        sim.aroundViewDidAppear = { [unowned self] callback in self.acceptingAppearanceChanges(callback) }
        sim.transitionDidEnd = { [unowned self] ctx, completed in self.transitionDidEnd(ctx, completed: completed) }
        sim.frameCheck = { [unowned self] in FrameChecks.run(self) }
    }

    /// The controller the user sees.
    public var top: ViewController { nav.topPresented }

    // MARK: The app's pieces

    /// The animator `k` (the program's in turn, else the built-in ones); `dismissal`: its
    /// dismissal form when the program gives one (`UserProgram.dismissalAnimators`).
    func makeAnimator(_ k: Int, dismissal: Bool = false) -> any ViewControllerAnimatedTransitioning {
        if let fault { return FaultyAnimator(fault: fault) }
        if !program.animators.isEmpty {
            let i = k % program.animators.count
            if dismissal, i < program.dismissalAnimators.count { return program.dismissalAnimators[i]() }
            return program.animators[i]()
        }
        switch k % 9 {
        case 0: return SlideAnimator()
        case 1: return CrossfadeAnimator()
        case 2: return BouncePresentAnimator()
        case 3: return DismissAnimator()
        case 4: return RotateAboutCornerAnimator()
        case 5: return CardsAnimator()
        case 6: return ZoomAnimator()
        case 7: return CoverVerticalAnimator(duration: 0)  // zero duration
        default: return LateCompletionAnimator()
        }
    }

    /// A controller to present, with its transitioning delegate set up as the program says.
    func makePresented(_ p: Int) -> ViewController {
        counter += 1
        let title = "m\(counter)"
        let vc = keepIfAsked(program.makePresented?(sim, title) ?? ViewController(sim, title: title))
        if let attach = program.attachToPresented {
            for object in sim.asCurrent({ attach(vc) }) {
                sim.noteReached("attached \(type(of: object))")
                AttachmentOwnership.give(object, to: vc)
            }
        }
        let styles = program.presentationStyles.isEmpty ? [ModalPresentationStyle.fullScreen] : program.presentationStyles
        if vc.transitioningDelegate == nil {
            vc.modalPresentationStyle = styles[p % styles.count]
            if let make = program.transitioningDelegate {
                if let d = make(vc) {
                    retained.append(d)
                    vc.transitioningDelegate = d
                }
            } else if program.makePresented == nil || !program.animators.isEmpty, program.animatorsAccept?(vc) ?? true {
                let d = PresentationDelegate(present: makeAnimator(p / 3), dismiss: makeAnimator(p / 7, dismissal: true))
                d.makePresentationController = program.presentationController
                if fault != .delegateReleasedMidway { retained.append(d) } else { presentationOnlyDelegates.append(d) }
                vc.transitioningDelegate = d
            }
        }
        return vc
    }

    /// The presentations exhaustive exploration tries: each presentation style, each present
    /// animator (the built-in nine, or yours), animated — and one not animated.
    var presentChoices: [Int] {
        let styles = max(1, program.presentationStyles.count)
        let animators =
            fault != nil || program.transitioningDelegate != nil || (program.makePresented != nil && program.animators.isEmpty)
            ? 1 : program.animators.isEmpty ? 9 : program.animators.count
        let animated = Action<TransitionWorld>.choices(below: 48 * styles * animators) { p in
            p % 4 == 0 ? [-1, -1] : [p % styles, (p / 3) % animators]
        }
        return animated
    }

    /// With the `delegateReleasedMidway` fault, the app keeps each delegate only until its
    /// presentation has finished.
    var presentationOnlyDelegates: [PresentationDelegate] = []

    /// Keeps `vc` for the case when the program says the app keeps it.
    private func keepIfAsked(_ vc: ViewController) -> ViewController {
        if program.keepsAlive?(vc) == true { keptControllers.append(vc) }
        return vc
    }

    func makePushed() -> ViewController {
        counter += 1
        return keepIfAsked(program.makePushed?(sim, "v\(counter)") ?? ViewController(sim, title: "v\(counter)"))
    }

    /// The app's button: the program's handler, or a careful push.
    func tapButton() {
        if let tap = program.buttonTap {
            tap(nav) { self.makePushed() }
            return
        }
        // The double-tap fault forgets the guard.
        guard fault == .doubleTapPushesTwice || nav.transitionCoordinator == nil else { return }
        try? nav.push(makePushed(), animated: true)
    }

    /// Runs a gesture on the app's own views: what it changes while no controller transition is
    /// in flight or starts (a panel the finger expands, a label the app scales) is the app's
    /// doing, not a transition's leftover — those views' baselines move to their new state. A
    /// transition's leftover from before is untouched by this and still reported.
    func acceptingAppChanges(_ gesture: () -> String) -> String {
        guard tracks.isEmpty else { return gesture() }
        let started = transitionsStarted
        var before: [ObjectIdentifier: ViewBaseline] = [:]
        for (id, b) in baselines { if let v = b.view { before[id] = ViewBaseline(v) } }
        let text = gesture()
        guard transitionsStarted == started, tracks.isEmpty else { return text }
        for (id, b) in before {
            guard let v = b.view, b.change() != nil else { continue }
            baselines[id] = ViewBaseline(v)
        }
        return text
    }

    /// Runs a controller's `viewDidAppear`: what the app's code changes there, or starts animating
    /// there (a control it fades in once the screen is up), is the app's doing, not a leftover of
    /// the transition that made it appear — those properties' baselines move to their new values
    /// (an animation's target: model values change when it is made); what the transition changed
    /// before is still compared. Unless the callback starts a transition itself.
    func acceptingAppearanceChanges(_ callback: () -> Void) {
        let started = transitionsStarted
        var before: [ObjectIdentifier: ViewBaseline] = [:]
        for (id, b) in baselines { if let v = b.view { before[id] = ViewBaseline(v) } }
        callback()
        guard transitionsStarted == started else { return }
        for (id, b) in before where b.change() != nil {
            baselines[id] = baselines[id]?.acceptingChanges(since: b)
        }
    }

    // MARK: Watching transitions

    private func transitionWillBegin(_ ctx: TransitionContext) {
        transitionsStarted += 1
        let controllers = [ctx.viewController(forKey: .from), ctx.viewController(forKey: .to)].compactMap { $0 }
        let track = TransitionTrack(context: ctx, before: controllers.map(ViewSnapshot.init))
        track.movingForward = PoseAnimator.isForward(ctx)
        tracks[ctx.id] = track
        // First-seen state of everything on screen and of both controllers' views — taken only
        // when no other transition is in flight (its views may be mid-change).
        guard tracks.count == 1, !sim.isAnimating else { return }
        for v in [window as View] + window.allDescendants + controllers.flatMap({ [$0.view] + $0.view.allDescendants }) {
            let id = ObjectIdentifier(v)
            if baselines[id]?.view == nil { baselines[id] = ViewBaseline(v) }
        }
    }

    private func transitionDidEnd(_ ctx: TransitionContext, completed: Bool) {
        guard let track = tracks.removeValue(forKey: ctx.id) else { return }
        if fault == .delegateReleasedMidway, ctx.kind == .present {
            presentationOnlyDelegates.removeAll { $0 === ctx.viewController(forKey: .to)?.transitioningDelegate }
        }
        if !completed {
            for s in track.before {
                let now = ViewSnapshot(s.controller)
                if now != s {
                    restoreProblems.append(
                        "cancelled \(ctx.kind.rawValue) (context \(ctx.id)): \(s.controller.reportTitle)'s view \(s) became \(now)")
                }
            }
        }
        // The view the transition is about must have been seen on some frame of an animated run.
        if completed, !ctx.isInteractive, !track.offScreen, track.frames >= 2, !track.movingViewSeen {
            let who = track.movingForward ? "incoming" : "outgoing"
            let why =
                track.movingViewHadArea
                ? "wrong layering\(track.lastCover.map { ": covered by \($0)" } ?? "")"
                : "its bounds were empty on every frame: an animator sets the frame, e.g. to finalFrame(for:)"
            frameProblems.append(
                "\(ctx.kind.rawValue) (context \(ctx.id)): the \(who) view was never visible during the transition (\(track.frames) frames; \(why))")
        }
    }
}

/// What the world follows of one transition in flight.
final class TransitionTrack {
    weak var context: TransitionContext?
    let before: [ViewSnapshot]
    var movingForward = true
    var frames = 0
    var movingViewSeen = false
    /// Nothing of the transition was there to be seen: the container view left the window at some
    /// frame (a transition of a covered container), or the outgoing view was entirely outside the
    /// screen from the first frame (a sheet the finger dragged off before letting go).
    var offScreen = false
    var lastCover: String?
    /// The moving view had a non-empty size on some frame (else it could not be seen, whatever
    /// its layering).
    var movingViewHadArea = false

    init(context: TransitionContext, before: [ViewSnapshot]) {
        self.context = context
        self.before = before
    }
}

/// A view's state that a transition must leave as it found it.
struct ViewBaseline {
    weak var view: View?
    let alpha: Double
    let transform: AffineTransform2D
    let isHidden: Bool
    let isUserInteractionEnabled: Bool

    init(_ v: View) {
        view = v
        alpha = v.alpha
        transform = v.transform
        isHidden = v.isHidden
        isUserInteractionEnabled = v.isUserInteractionEnabled
    }

    private init(view: View, alpha: Double, transform: AffineTransform2D, isHidden: Bool, isUserInteractionEnabled: Bool) {
        self.view = view
        self.alpha = alpha
        self.transform = transform
        self.isHidden = isHidden
        self.isUserInteractionEnabled = isUserInteractionEnabled
    }

    /// This baseline with the properties that changed between `before` and now taken as they are
    /// now (the others keep their baseline: a change made earlier is still compared).
    func acceptingChanges(since before: ViewBaseline) -> ViewBaseline {
        guard let v = view else { return self }
        return ViewBaseline(
            view: v, alpha: v.alpha != before.alpha ? v.alpha : alpha, transform: v.transform != before.transform ? v.transform : transform,
            isHidden: v.isHidden != before.isHidden ? v.isHidden : isHidden,
            isUserInteractionEnabled: v.isUserInteractionEnabled != before.isUserInteractionEnabled ? v.isUserInteractionEnabled : isUserInteractionEnabled)
    }

    /// What differs now, or nil.
    func change() -> String? {
        guard let v = view else { return nil }
        var d: [String] = []
        if v.alpha != alpha { d.append("alpha \(alpha) → \(v.alpha)") }
        if v.transform != transform { d.append("transform \(transform) → \(v.transform)") }
        if v.isHidden != isHidden { d.append("isHidden \(isHidden) → \(v.isHidden)") }
        if v.isUserInteractionEnabled != isUserInteractionEnabled {
            d.append("isUserInteractionEnabled \(isUserInteractionEnabled) → \(v.isUserInteractionEnabled)")
        }
        return d.isEmpty ? nil : "\(v): " + d.joined(separator: ", ")
    }
}

/// The objects `UserProgram.attachToPresented` made, owned by their controller (an associated
/// object, released with it), as the controller's stored properties own them in the app.
enum AttachmentOwnership {
    nonisolated(unsafe) private static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    static func give(_ object: AnyObject, to controller: ViewController) {
        let owned = AssociatedObjects.get(controller, key: key) as? [AnyObject] ?? []
        AssociatedObjects.set(controller, key: key, value: owned + [object], policy: .retain)
    }
}
