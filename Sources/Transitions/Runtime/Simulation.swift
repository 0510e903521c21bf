import Springs

/// The virtual clock and run loop every model object runs on.
///
/// Time only moves when the caller advances it. At each instant the scheduled events run first
/// (`EventQueue`: timers, gesture deliveries, deferred completions); on frame boundaries the
/// frame's phases run in order (`FramePhase`: touch delivery, display links, animations,
/// layout, checks, commit), each phase's registered participants in registration order. The
/// parts it holds: the event queue, the animation registry (`AnimationRegistry`), the
/// application (`Application`), and the instrumentation the checks read (journal, violations,
/// census: `package`). No real timers, no Dispatch: the same calls always produce the same
/// history.
public final class Simulation {
    /// Current time in seconds.
    @exclusivity(unchecked) public private(set) var now: Double = 0
    /// Display refresh interval (1/60 or 1/120 s).
    public let frameInterval: Double
    /// Frames rendered so far.
    @exclusivity(unchecked) public private(set) var frameCount = 0

    @exclusivity(unchecked) private var queue = EventQueue()

    /// The animation state: animations in flight, open blocks, property animators.
    let animation = AnimationRegistry()
    /// Work registered per frame phase (display links, touch delivery, checks…), by phase.
    @exclusivity(unchecked) private var participants: [[FrameParticipant]] = Array(repeating: [], count: FramePhase.allCases.count)
    /// Participants that keep the simulation awake.
    @exclusivity(unchecked) private var wakingParticipants = 0
    /// The windows of this simulation, weakly (the layout phase lays out theirs).
    @exclusivity(unchecked) package internal(set) var windows: [Weak<Window>] = []
    /// Some view asked for layout since the last layout phase.
    @exclusivity(unchecked) var layoutPending = false
    /// Standalone layers waiting for `layoutSublayers()` in the next layout pass.
    var pendingLayerLayouts: [Weak<Layer>] = []
    /// Auto Layout: the engines and pending constraint updates (`Layout/AutoLayout.swift`).
    package private(set) lazy var autoLayout = AutoLayout(simulation: self)
    /// Bumped by every change of the view tree (insertion, removal): checks that depend only on
    /// the tree's shape can skip a tree they have already seen.
    @exclusivity(unchecked) package internal(set) var treeRevision = 0

    /// Numbers the titles of controllers made with UIKit's initialisers (titles identify
    /// controllers in the journal).
    var controllersMadeByUIKitInit = 0
    /// Numbers every controller made in this simulation (`ViewController.journalID`).
    var controllersMade = 0
    private var nextParticipantID = 0

    /// Whose transition rules apply (iOS 8 by default; see `SystemVersion`).
    public var systemVersion: SystemVersion = .iOS8
    /// `UIView.areAnimationsEnabled`: when false, animation blocks apply their changes at once
    /// (completions still run on the next turn of the event loop).
    public var areAnimationsEnabled = true

    /// UIApplication's interaction-ignoring counter, violations, and the callback journal.
    public let application: Application

    var contextCount = 0
    /// Every transition context ever created, weakly (released contexts become nil).
    @exclusivity(unchecked) package internal(set) var liveContexts: [Weak<TransitionContext>] = []

    /// Callbacks delivered to view controllers, in order.
    @exclusivity(unchecked) package internal(set) var journal: [JournalEntry] = []

    /// What of the app's code ran: its animators, interaction and presentation controllers,
    /// the targets its recognizers and controls sent actions to (coverage for `transit check`).
    package private(set) var reached: Set<String> = []
    /// Names waiting for a designated initialiser (`Simulation+PendingInit.swift`).
    var pendingNames: [(type: ObjectIdentifier, name: String)] = []

    /// Records that app code (a type outside the library) was reached.
    package func noteReached(_ what: String) { reached.insert(what) }

    /// Rules broken in ways UIKit tolerates, in order.
    public private(set) var violations: [Violation] = []

    /// Weak census of controllers, views, animators, interaction and presentation controllers
    /// and contexts (for the leak checks).
    package var census = Census()

    /// Called on every rendered frame in the `checks` phase: after the display links, property
    /// animators and layout have run and before finished animations are removed (the checks'
    /// per-frame hook; it does not keep the simulation from being idle).
    @exclusivity(unchecked) package var frameCheck: (() -> Void)?

    /// Observers for verification: called when a transition starts (before the animator or
    /// interaction controller runs) and after it has completed and its container has cleaned up.
    /// Called by `ViewController.loadView()`'s default once the view is made: where UIKit's loads
    /// the storyboard scene or nib and connects the outlets (the checker's harness stands in for
    /// one, `UserProgram.connectOutlets`).
    package var connectOutlets: ((ViewController) -> Void)?
    /// Wraps each `viewDidAppear` the model sends: the checker notes what the app's own code
    /// changes there (a button it fades in once the screen has appeared) as the app's doing.
    package var aroundViewDidAppear: ((() -> Void) -> Void)?
    package var transitionWillBegin: ((TransitionContext) -> Void)?
    package var transitionDidEnd: ((TransitionContext, Bool) -> Void)?

    /// The highest display rate modelled (frames per second).
    public static let maxFrameRate = 1_000.0

    /// - Parameter frameRate: frames per second; non-finite or < 1 falls back to 60, above
    ///   `maxFrameRate` is clamped to it.
    public init(frameRate: Double = 60) {
        frameInterval = 1 / (frameRate.isFinite && frameRate >= 1 ? min(frameRate, Simulation.maxFrameRate) : 60)
        application = Application()
        application.simulation = self
        makeCurrent()
    }

    // MARK: Events

    /// Runs `action` at `now + delay` (after everything already scheduled for that instant).
    @discardableResult
    public func schedule(after delay: Double = 0, _ action: @escaping () -> Void) -> Int {
        queue.add(at: now + (delay.isFinite && delay > 0 ? delay : 0), action)
    }

    /// Cancels the scheduled event `id` (from `schedule`); true if it had not run yet.
    @discardableResult
    public func cancelScheduled(_ id: Int) -> Bool { queue.cancel(id) }

    /// Number of scheduled events not yet run.
    public var pendingEvents: Int { queue.count }

    /// Pending `perform(_:with:afterDelay:)` requests (see `SelectorPerforming`).
    package var performRequests = PerformRequests()

    /// Objects returned at +0 to the app (`perform(_:)`'s result, which the app reads with
    /// `takeUnretainedValue()`): kept alive until the turn of the run loop ends, as Foundation's
    /// autorelease pool keeps them on Darwin.
    package var autoreleasePool: [AnyObject] = []

    /// When the scheduled events will run, in order (for state fingerprints).
    package var scheduledEventTimes: [Double] { queue.events.map(\.time) }

    // MARK: Frame phases

    /// Registers `body(dt)` to run in `phase` of every frame until removed; `keepsAwake` keeps
    /// the simulation from being idle while it is registered (a display link's does).
    @discardableResult
    package func addParticipant(_ phase: FramePhase, keepsAwake: Bool, _ body: @escaping (Double) -> Void) -> Int {
        nextParticipantID += 1
        participants[phase.rawValue].append(FrameParticipant(id: nextParticipantID, phase: phase, keepsAwake: keepsAwake, body: body))
        if keepsAwake { wakingParticipants += 1 }
        return nextParticipantID
    }

    /// Removes a participant (any phase).
    package func removeParticipant(_ id: Int) {
        for p in participants.indices {
            guard let i = participants[p].firstIndex(where: { $0.id == id }) else { continue }
            if participants[p][i].keepsAwake { wakingParticipants -= 1 }
            participants[p].remove(at: i)
            return
        }
    }

    /// A display link: `body(dt)` runs once per frame (`displayLinks` phase) until the returned
    /// token is removed.
    @discardableResult
    public func addFrameObserver(_ body: @escaping (Double) -> Void) -> Int { addParticipant(.displayLinks, keepsAwake: true, body) }

    public func removeFrameObserver(_ id: Int) { removeParticipant(id) }

    /// Frame observers registered (display links).
    package var frameObserverCount: Int { participants[FramePhase.displayLinks.rawValue].count }

    /// Records `.delegateReleased` once when a weak delegate that was set (`wasSet`) is gone.
    func noteDelegate(isNil: Bool, wasSet: inout Bool, _ detail: @autoclosure () -> String) {
        guard isNil, wasSet else { return }
        wasSet = false
        record(.delegateReleased, detail() + " was released while still needed: the default transition runs instead")
    }

    /// Records a transition requested while the same container's is in flight and returns the
    /// error to throw (UIKit logs and ignores, or corrupts its state; the model refuses).
    func nested(_ error: TransitionError, _ request: String) -> TransitionError {
        record(.nestedTransition, "\(request) while \(error)")
        return error
    }

    /// Records a call UIKit rejects (raising, or logging and ignoring it) that the model refused.
    package func reject(_ error: TransitionError) {
        record(.rejectedCall, error.description)
    }

    /// Records a layout call UIKit rejects (raising), refused by the model.
    package func reject(layout error: LayoutError) {
        record(.rejectedCall, error.description)
    }

    /// Records a refused call; a transition requested while another is in flight has already
    /// been recorded as `nestedTransition`.
    package func reportRefusal(_ error: TransitionError) {
        if case .transitionInFlight = error { return }
        reject(error)
    }

    /// A key-value-coding key the model does not define, read or written on `object`: a
    /// rejected call on the current simulation (UIKit raises for an undefined key).
    package static func recordUndefinedKey(_ key: String, on object: AnyObject, writing: Bool) {
        let call = writing ? "setValue(_:forKey: \"\(key)\")" : "value(forKey: \"\(key)\")"
        currentIfAny?.record(.rejectedCall, "\(call) on \(type(of: object)): not a key the model defines")
    }

    package func record(_ kind: Violation.Kind, _ detail: String) {
        let site = Simulation.locateAppCall?()
        violations.append(Violation(kind: kind, time: now, detail: site.map { "\(detail) (your call at \($0))" } ?? detail))
    }

    /// Where the app's code made the call being recorded (`File.swift:line`), when a checker of
    /// the app's own files installs a locator (`transit check`: the call stack, symbolicated, read
    /// back to the first frame in the app's files); nil otherwise (campaigns of the library).
    package nonisolated(unsafe) static var locateAppCall: (@Sendable () -> String?)?

    // MARK: Advancing time

    /// Advances the clock by `dt` seconds (at most `maxAdvance`), running every event and frame
    /// on the way.
    public func advance(by dt: Double) {
        asCurrent { advanceAsCurrent(by: dt) }
    }

    /// The longest single advance (about 31 years of virtual time); longer ones are clamped to it,
    /// non-finite or negative ones do nothing.
    public static let maxAdvance = 1e9

    private func advanceAsCurrent(by dt: Double) {
        let target = now + (dt.isFinite && dt > 0 ? min(dt, Simulation.maxAdvance) : 0)
        // Control is back in the run loop: the turn that ran the caller's code ends.
        animation.endImplicitTransaction()
        autoreleasePool.removeAll()
        runEvents(upTo: now)
        while true {
            let nextEvent = queue.nextTime ?? .infinity
            if framesAreIdle {
                // Nothing runs per frame: skip the empty frames up to the next event or the target
                // (so a long advance of an idle model costs nothing).
                let until = min(nextEvent, target)
                let skip = ((until - now) / frameInterval).rounded(.down) - 1
                if skip > 0, skip < Double(Int.max / 4) { frameCount += Int(skip) }
            }
            let nextFrame = Double(frameCount + 1) * frameInterval
            let next = min(nextFrame, nextEvent)
            if next > target + 1e-12 { break }
            now = max(now, next)
            runEvents(upTo: now)
            if nextFrame <= now + 1e-12 { renderFrame() }
        }
        now = max(now, target)
        runEvents(upTo: now)
    }

    /// Advances one display frame.
    public func advanceFrame() { advance(by: Double(frameCount + 1) * frameInterval - now) }

    /// True when rendering a frame would do nothing: no participant keeping the simulation
    /// awake, no animation that can move, no layout pending.
    private var framesAreIdle: Bool { wakingParticipants == 0 && !layoutPending && !animation.isMoving }

    /// True when nothing can happen without outside input: no events and idle frames. Animations
    /// frozen by a layer speed of 0 do not count as running.
    public var isIdle: Bool { queue.isEmpty && framesAreIdle }

    /// Advances until idle. Throws after `maxSteps` frames (the model keeps scheduling work).
    public func runUntilIdle(maxFrames: Int = 100_000) throws(TransitionError) {
        var failure: TransitionError?
        asCurrent {
            do throws(TransitionError) { try runUntilIdleAsCurrent(maxFrames: maxFrames) } catch { failure = error }
        }
        if let failure { throw failure }
    }

    private func runUntilIdleAsCurrent(maxFrames: Int) throws(TransitionError) {
        var n = 0
        animation.endImplicitTransaction()
        runEvents(upTo: now)
        while !isIdle {
            if n >= maxFrames { throw .notQuiescent(events: n) }
            if let t = queue.nextTime, t < Double(frameCount + 1) * frameInterval {
                advance(by: t - now)
            } else {
                advanceFrame()
            }
            n += 1
        }
    }

    private func runEvents(upTo t: Double) {
        while let e = queue.popDue(upTo: t) {
            e.action()
            animation.endImplicitTransaction()
        }
    }

    /// One frame: every phase in order (`FramePhase`).
    private func renderFrame() {
        frameCount += 1
        let dt = frameInterval
        for p in participants[FramePhase.events.rawValue] { p.body(dt) }
        for p in participants[FramePhase.displayLinks.rawValue] { p.body(dt) }
        animation.tick()
        for p in participants[FramePhase.animations.rawValue] { p.body(dt) }
        layoutPass()
        for p in participants[FramePhase.layout.rawValue] { p.body(dt) }
        frameCheck?()
        for p in participants[FramePhase.checks.rawValue] { p.body(dt) }
        animation.commit()
        for p in participants[FramePhase.commit.rawValue] { p.body(dt) }
    }

    /// The `layout` phase: lays out the windows when some view asked for layout (UIKit lays out
    /// before every commit: `layoutIfNeeded` on the window, top-down).
    private func layoutPass() {
        guard layoutPending else { return }
        layoutPending = false
        for w in windows { w.value?.layoutIfNeeded() }
        let layers = pendingLayerLayouts
        pendingLayerLayouts = []
        for l in layers { l.value?.layoutIfNeeded() }
    }

    /// Drops all pending work — events, display links, animations, property animators and the
    /// closures they hold — and the strong links of unfinished transitions (animator,
    /// interaction controller, alongside blocks), without running anything. A system abandoned
    /// mid-flight (a test case that ends before the model is idle) is then released: an
    /// animation's completion typically captures the controller that owns the animated view, and
    /// an interactive transition and its interaction controller hold each other until it ends.
    package func discardPendingWork() {
        queue.removeAll()
        for p in participants.indices { participants[p].removeAll() }
        wakingParticipants = 0
        layoutPending = false
        pendingLayerLayouts = []
        animation.discardAll()
        let unfinished = liveContexts.compactMap(\.value).filter { !$0.isComplete }
        for c in unfinished { c.discardPendingWork() }
        // Controllers hold their unfinished transitions; walk them only when there are some
        // (every case ends here, most of them settled).
        if !unfinished.isEmpty {
            for o in census.alive {
                if let vc = o.object as? ViewController, vc.activeTransition.map({ !$0.isComplete }) ?? false { vc.activeTransition = nil }
            }
        }
        frameCheck = nil
        transitionWillBegin = nil
        transitionDidEnd = nil
    }
}
