import Springs

/// `UIViewPropertyAnimator` with UIKit's state machine:
///
/// ```
/// inactive ──start/pause/fractionComplete──▶ active ──animations end──▶ inactive (completion .end/.start)
///                                              │ stop(withoutFinishing: true) ──▶ inactive (no completion)
///                                              └ stop(withoutFinishing: false) ─▶ stopped ──finish(at:)──▶ inactive
/// ```
/// Calls UIKit rejects with an exception (start/pause/addAnimations when stopped, finish when not
/// stopped, reversing or continuing when not active) do nothing and are recorded as a
/// `rejectedCall` violation (`TransitionError.illegalAnimatorCall` in the detail).
open class ViewPropertyAnimator {
    /// `UIViewAnimatingState` and `UIViewAnimatingPosition`, with UIKit's raw values.
    public enum State: Int, Sendable { case inactive = 0, active = 1, stopped = 2 }
    public enum Position: Int, Sendable { case end = 0, start = 1, current = 2 }

    public let simulation: Simulation
    public let duration: Double
    public private(set) var curve: TimingCurve
    /// `state`, `isRunning`, `isReversed` are key-value observable, as UIKit's are
    /// (`animator.observe(\.isRunning) { … }`), and so is `fractionComplete` when set; a running
    /// animator's fraction advances with the clock without notifying (UIKit's does not either).
    public private(set) var state: State = .inactive {
        willSet { observerList?.willChange() }
        didSet { observerList?.didChange() }
    }
    public private(set) var isRunning = false {
        willSet { observerList?.willChange() }
        didSet { observerList?.didChange() }
    }
    /// Runs the animations backwards (settable while active, as in UIKit).
    public var isReversed: Bool {
        get { reversed }
        set { setReversed(newValue) }
    }
    var reversed = false {
        willSet { observerList?.willChange() }
        didSet { observerList?.didChange() }
    }
    /// Key-value observers (nil until observed).
    var observerList: KeyValueObserverList?
    public var pausesOnCompletion = false
    /// When true, a paused animator maps fractionComplete linearly (UIKit's default).
    public var scrubsLinearly = true
    public var isInterruptible = true
    /// `isUserInteractionEnabled`, `isManualHitTestingEnabled` (stored: hit testing is not modelled).
    public var isUserInteractionEnabled = true
    public var isManualHitTestingEnabled = false

    /// Fraction at `runStart` (or the frozen fraction while not running). While running, the
    /// fraction is a continuous function of the clock, not of frame ticks.
    var storedFraction = 0.0
    var runStart: Double?
    private var fraction: Double {
        get {
            guard isRunning, let t0 = runStart else { return storedFraction }
            let rate = duration > 0 ? 1 / (duration * durationFactor) : Double.infinity
            let f = storedFraction + (isReversed ? -1 : 1) * (simulation.now - t0) * rate
            return min(max(f.isNaN ? 1 : f, 0), 1)
        }
        set {
            storedFraction = newValue
            runStart = isRunning ? simulation.now : nil
        }
    }

    /// Re-bases the running clock before a change of speed or direction.
    private func rebase() { fraction = fraction }
    var durationFactor = 1.0
    /// The running segment: from (fraction f0, progress p0) towards progress 1 (or 0 reversed)
    /// along `segmentCurve`. Starting, continuing and reversing open a new segment, so progress
    /// stays continuous when the timing changes mid-flight.
    var f0 = 0.0
    var p0 = 0.0
    var segmentCurve: TimingCurve = .linear
    var pendingBlocks: [(() -> Void, Double)] = []
    var completions: [(Position) -> Void] = []
    var created: [PropertyAnimation] = []

    /// Drops blocks, completions and animations without running them (`Simulation.discardPendingWork`).
    func discardPendingWork() {
        pendingBlocks.removeAll()
        completions.removeAll()
        created.removeAll()
    }

    /// The views this animator's live animations move.
    var animatedViews: [View] { created.compactMap { $0.isRemoved ? nil : $0.view } }

    public init(
        _ simulation: Simulation, duration: Double, curve: AnimationCurve = .easeInOut,
        animations: (() -> Void)? = nil
    ) {
        self.simulation = simulation
        self.duration = duration.isFinite && duration > 0 ? duration : 0
        self.curve = curve.resolved(duration: self.duration)
        if let animations { pendingBlocks.append((animations, 0)) }
    }

    /// Fraction of the animation completed, 0…1 (settable while paused; activates an inactive animator).
    /// Open, as UIKit's: a subclass observes it (`override var fractionComplete { willSet … }`).
    open var fractionComplete: Double {
        get { fraction }
        set {
            guard state != .stopped, !isRunning else { return }
            observerList?.willChange()
            defer { observerList?.didChange() }
            if state == .inactive { activate() }
            fraction = min(max(newValue.isNaN ? 0 : newValue, 0), 1)
        }
    }

    /// `fractionComplete` under a name no UIKit spelling shadows (TransitionsUIKit's `CGFloat` one).
    package var modelFractionComplete: Double {
        get { fractionComplete }
        set { fractionComplete = newValue }
    }

    func curveProgress(_ f: Double) -> Double {
        if !isRunning && !hasSegment { return scrubsLinearly ? f : curve.progress(at: f) }
        if isReversed {
            let span = f0
            guard span > 0 else { return 0 }
            return p0 + (0 - p0) * segmentCurve.progress(at: (f0 - f) / span)
        }
        let span = 1 - f0
        guard span > 0 else { return 1 }
        return p0 + (1 - p0) * segmentCurve.progress(at: (f - f0) / span)
    }

    var hasSegment = false

    /// The curve progress now (what the animations show).
    public var progress: Double { curveProgress(fraction) }

    private func openSegment(_ c: TimingCurve) {
        let p = hasSegment || isRunning ? curveProgress(fraction) : (scrubsLinearly ? fraction : curve.progress(at: fraction))
        f0 = fraction
        p0 = p
        segmentCurve = c
        hasSegment = true
    }

    open func addAnimations(_ animations: @escaping () -> Void) { addAnimations(animations, delayFactor: 0) }

    open func addAnimations(_ animations: @escaping () -> Void, delayFactor: Double) {
        guard state != .stopped else { return simulation.reject(.illegalAnimatorCall(call: "addAnimations", state: "\(state)")) }
        if state == .active {
            run(animations, delayFactor: delayFactor)
        } else {
            pendingBlocks.append((animations, delayFactor))
        }
    }

    open func addCompletion(_ completion: @escaping (Position) -> Void) {
        completions.append(completion)
    }

    open func startAnimation() {
        guard state != .stopped else { return simulation.reject(.illegalAnimatorCall(call: "startAnimation", state: "\(state)")) }
        if state == .inactive { activate() }
        if !isRunning { openSegment(fraction == 0 && !hasSegment ? curve : (hasSegment ? segmentCurve : .linear)) }
        isRunning = true
        runStart = simulation.now
    }

    /// Starts after `delay` seconds (a stopped animator refuses, as `startAnimation()`).
    open func startAnimation(afterDelay delay: Double) {
        guard delay.isFinite, delay > 0 else { return startAnimation() }
        simulation.schedule(after: delay) { [weak self] in self?.startAnimation() }
    }

    open func pauseAnimation() {
        guard state != .stopped else { return simulation.reject(.illegalAnimatorCall(call: "pauseAnimation", state: "\(state)")) }
        if state == .inactive { activate() }
        if isRunning {
            // Freeze the shown progress: scrubbing continues from where the motion is.
            let p = curveProgress(fraction)
            isRunning = false
            storedFraction = p
            hasSegment = false
        }
        isRunning = false
        runStart = nil
    }

    /// Reverses direction (only while active). Setting the value it already has does nothing in
    /// any state: Apple's interruptible-transition sample sets `isReversed = false` on an
    /// inactive animator before starting it.
    public func setReversed(_ newReversed: Bool) {
        guard newReversed != reversed else { return }
        guard state == .active else { return simulation.reject(.illegalAnimatorCall(call: "isReversed", state: "\(state)")) }
        let c = hasSegment ? segmentCurve : curve
        rebase()
        openSegment(c)  // from the current progress, along the same curve, the other way
        reversed = newReversed
    }

    /// Resumes a paused animator with new timing; `durationFactor` scales the remaining time.
    public func continueAnimation(curve newCurve: AnimationCurve?, durationFactor factor: Double) {
        guard state == .active else { return simulation.reject(.illegalAnimatorCall(call: "continueAnimation", state: "\(state)")) }
        rebase()
        durationFactor = factor.isFinite && factor > 0 ? factor : 1
        let remaining = duration * durationFactor * (isReversed ? fraction : 1 - fraction)
        let c = newCurve.map { $0.resolved(duration: max(remaining, 1e-6)) } ?? (hasSegment ? segmentCurve : curve)
        openSegment(c)
        isRunning = true
        runStart = simulation.now
    }

    /// `stopAnimation(_:)`: true → inactive without completions; false → stopped, awaiting finish.
    open func stopAnimation(_ withoutFinishing: Bool) {
        switch state {
        case .inactive: return
        case .stopped: return simulation.reject(.illegalAnimatorCall(call: "stopAnimation", state: "\(state)"))
        case .active:
            freezeAtCurrent()
            isRunning = false
            runStart = nil
            if withoutFinishing {
                deactivate()
            } else {
                state = .stopped
            }
        }
    }

    /// `finishAnimation(at:)`: only in the stopped state.
    open func finishAnimation(at position: Position) {
        guard state == .stopped else { return simulation.reject(.illegalAnimatorCall(call: "finishAnimation", state: "\(state)")) }
        settle(at: position)
    }

    // MARK: Engine

    private func activate() {
        state = .active
        storedFraction = 0
        runStart = nil
        simulation.animation.propertyAnimators.append(self)
        let blocks = pendingBlocks
        pendingBlocks = []
        for (b, d) in blocks { run(b, delayFactor: d) }
    }

    private func run(_ block: () -> Void, delayFactor: Double) {
        let start = min(max(delayFactor.isNaN ? 0 : delayFactor, 0), 0.999)
        let ctx = AnimationContext(
            duration: duration, delay: 0, curve: curve, groups: [], driver: self,
            driverWindow: (start, 1 - start))
        simulation.animation.contexts.append(ctx)
        block()
        simulation.animation.contexts.removeLast()
        created += ctx.created
    }

    /// Advances one frame while running.
    func tick() {
        guard isRunning, state == .active else { return }
        let f = fraction
        let done = isReversed ? f <= 0 : f >= 1
        if done {
            if pausesOnCompletion {
                storedFraction = f
                isRunning = false
                runStart = nil
            } else {
                settle(at: isReversed ? .start : .end)
            }
        }
    }

    /// Converts the animations' current presentation into model values (stop at .current).
    private func freezeAtCurrent() {
        for a in created where !a.isRemoved {
            guard let v = a.layer else { continue }
            v.assign(a.property, v.lanes(a.property) + a.offset * (1 - a.progress))
        }
        removeAnimations()
    }

    private func removeAnimations() {
        var groups: [AnimationGroup] = []
        for a in created { a.remove(finished: true, collect: &groups) }
        simulation.animation.active.removeAll { $0.isRemoved }
        created = []
    }

    private func settle(at position: Position) {
        switch position {
        case .end: break
        case .start:
            for a in created where !a.isRemoved {
                guard let v = a.layer else { continue }
                v.assign(a.property, v.lanes(a.property) + a.offset)
            }
        case .current:
            for a in created where !a.isRemoved {
                guard let v = a.layer else { continue }
                v.assign(a.property, v.lanes(a.property) + a.offset * (1 - a.progress))
            }
        }
        removeAnimations()
        deactivate()
        for c in completions { c(position) }
        completions = []
    }

    private func deactivate() {
        removeAnimations()
        state = .inactive
        isRunning = false
        runStart = nil
        reversed = false
        durationFactor = 1
        hasSegment = false
        f0 = 0
        p0 = 0
        simulation.animation.propertyAnimators.removeAll { $0 === self }
    }
}

extension ViewPropertyAnimator: KeyValueObservable {
    /// The animator's observers (made on first use; until then the setters skip the brackets).
    public var keyValueObservers: KeyValueObserverList {
        KeyValueObserverList.made(in: &observerList)
    }
}
