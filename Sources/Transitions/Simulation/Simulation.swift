import Springs

/// The virtual clock and discrete-event loop every model object runs on.
///
/// Time only moves when the caller advances it. Work happens in three kinds of steps, in order at
/// each instant: scheduled events (timers, gesture deliveries, deferred completions), then — on
/// frame boundaries — frame observers (display links) and the animation engine, which finishes
/// animations whose local time has run out and fires their completions in creation order.
/// No real timers, no Dispatch: the same calls always produce the same history.
public final class Simulation {
    /// Current time in seconds.
    public private(set) var now: Double = 0
    /// Display refresh interval (1/60 or 1/120 s).
    public let frameInterval: Double
    /// Frames rendered so far.
    public private(set) var frameCount = 0

    struct Event {
        let time: Double
        let seq: Int
        let action: () -> Void
    }
    private var events: [Event] = []
    private var seq = 0

    // Animation engine state.
    var activeAnimations: [PropertyAnimation] = []
    var animationContexts: [AnimationContext] = []
    var frameObservers: [(id: Int, body: (Double) -> Void)] = []
    /// Bumped by every change of the view tree (insertion, removal): checks that depend only on
    /// the tree's shape can skip a tree they have already seen.
    package internal(set) var treeRevision = 0

    /// Numbers the titles of controllers made with UIKit's initialisers (titles identify
    /// controllers in the journal).
    var controllersMadeByUIKitInit = 0
    /// Layers whose timing differs from their parent's (see `View.localTime(at:)`).
    var layersWithOwnTiming = 0
    var propertyAnimators: [ViewPropertyAnimator] = []
    var keyframeStack: [KeyframeFrame] = []
    var transactionStack: [AnimationGroup] = []
    var openTransactionGroups: [AnimationGroup] { transactionStack }
    private var nextObserverID = 0

    /// Whose transition rules apply (iOS 8 by default; see `SystemVersion`).
    public var systemVersion: SystemVersion = .iOS8
    /// `UIView.areAnimationsEnabled`: when false, animation blocks apply their changes at once
    /// (completions still run on the next turn of the event loop).
    public var areAnimationsEnabled = true

    /// UIApplication's interaction-ignoring counter, violations, and the callback journal.
    public let application: Application

    var contextCount = 0
    /// Every transition context ever created, weakly (released contexts become nil).
    package internal(set) var liveContexts: [Weak<TransitionContext>] = []

    /// Callbacks delivered to view controllers, in order.
    package internal(set) var journal: [JournalEntry] = []

    /// Rules broken in ways UIKit tolerates, in order.
    public private(set) var violations: [Violation] = []

    /// Weak census of controllers, views, animators, interaction and presentation controllers
    /// and contexts (for the leak checks).
    package var census = Census()

    /// Called on every rendered frame after the display links and property animators have run
    /// and before finished animations are removed (the checks' per-frame hook; it does not keep
    /// the simulation from being idle).
    package var frameCheck: (() -> Void)?

    /// Observers for verification: called when a transition starts (before the animator or
    /// interaction controller runs) and after it has completed and its container has cleaned up.
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
        let t = now + (delay.isFinite && delay > 0 ? delay : 0)
        seq += 1
        let e = Event(time: t, seq: seq, action: action)
        // Binary-search insertion keeps (time, seq) order.
        var lo = 0, hi = events.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if events[mid].time < t || (events[mid].time == t && events[mid].seq < e.seq) { lo = mid + 1 } else { hi = mid }
        }
        events.insert(e, at: lo)
        return seq
    }

    /// Number of scheduled events not yet run.
    public var pendingEvents: Int { events.count }

    /// Removes a scheduled event (by the number `schedule` returned) that has not run yet.
    package func cancelEvent(_ id: Int) { events.removeAll { $0.seq == id } }

    /// Pending `perform(_:with:afterDelay:)` requests (see `SelectorPerforming`).
    package var performRequests = PerformRequests()

    /// When the scheduled events will run, in order (for state fingerprints).
    package var scheduledEventTimes: [Double] { events.map(\.time) }

    /// A display link: `body(dt)` runs once per frame until the returned token is removed.
    @discardableResult
    public func addFrameObserver(_ body: @escaping (Double) -> Void) -> Int {
        nextObserverID += 1
        frameObservers.append((nextObserverID, body))
        return nextObserverID
    }

    public func removeFrameObserver(_ id: Int) { frameObservers.removeAll { $0.id == id } }

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

    /// Records a refused call; a transition requested while another is in flight has already
    /// been recorded as `nestedTransition`.
    package func reportRefusal(_ error: TransitionError) {
        if case .transitionInFlight = error { return }
        reject(error)
    }

    func record(_ kind: Violation.Kind, _ detail: String) {
        violations.append(Violation(kind: kind, time: now, detail: detail))
    }

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
        runEvents(upTo: now)
        while true {
            let nextEvent = events.first?.time ?? .infinity
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

    /// True when rendering a frame would do nothing (no observer, running animator or animation).
    private var framesAreIdle: Bool {
        frameObservers.isEmpty && !activeAnimations.contains { $0.canProgress } && !propertyAnimators.contains { $0.isRunning }
    }

    /// True when nothing can happen without outside input: no events, no running animation,
    /// no frame observer. Animations frozen by a layer speed of 0 do not count as running.
    public var isIdle: Bool {
        events.isEmpty && frameObservers.isEmpty && !activeAnimations.contains { $0.canProgress }
            && !propertyAnimators.contains { $0.isRunning }
    }

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
        runEvents(upTo: now)
        while !isIdle {
            if n >= maxFrames { throw .notQuiescent(events: n) }
            if let t = events.first?.time, t < Double(frameCount + 1) * frameInterval {
                advance(by: t - now)
            } else {
                advanceFrame()
            }
            n += 1
        }
    }

    private func runEvents(upTo t: Double) {
        while let e = events.first, e.time <= t + 1e-12 {
            events.removeFirst()
            e.action()
        }
    }

    private func renderFrame() {
        frameCount += 1
        for o in frameObservers { o.body(frameInterval) }
        for a in propertyAnimators where a.isRunning { a.tick() }
        frameCheck?()
        finishAnimations()
    }

    /// Drops all pending work — events, display links, animations, property animators and the
    /// closures they hold — and the strong links of unfinished transitions (animator,
    /// interaction controller, alongside blocks), without running anything. A system abandoned
    /// mid-flight (a test case that ends before the model is idle) is then released: an
    /// animation's completion typically captures the controller that owns the animated view, and
    /// an interactive transition and its interaction controller hold each other until it ends.
    package func discardPendingWork() {
        events.removeAll()
        frameObservers.removeAll()
        for a in activeAnimations {
            a.view?.animations.removeAll()
            a.groups.removeAll()
        }
        activeAnimations.removeAll()
        animationContexts.removeAll()
        for animator in propertyAnimators { animator.discardPendingWork() }
        propertyAnimators.removeAll()
        keyframeStack.removeAll()
        transactionStack.removeAll()
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

    /// Removes clock-driven animations whose local time has run out and fires group completions.
    func finishAnimations() {
        var finishedGroups: [AnimationGroup] = []
        var keep: [PropertyAnimation] = []
        keep.reserveCapacity(activeAnimations.count)
        for a in activeAnimations {
            if !a.isRemoved, a.isClockDriven, a.progress >= 1, a.hasEnded {
                a.remove(finished: true, collect: &finishedGroups)
            }
            if !a.isRemoved { keep.append(a) }
        }
        activeAnimations = keep
        for g in finishedGroups { g.fireIfDone() }
    }
}
