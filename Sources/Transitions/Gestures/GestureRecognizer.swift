import Foundation

/// A gesture recognizer attached to a view (`UIGestureRecognizer`).
///
/// Two ways in. **Touches**, as UIKit delivers them (`Window.sendEvent` → hit-testing → the
/// recognizers of the hit view and its ancestors → `touchesBegan/Moved/Ended/Cancelled` here):
/// each recognizer turns touches into state changes with UIKit's state machine
/// (possible → began → changed → ended / cancelled, or possible → failed; a discrete one
/// possible → recognized), arbitrated against the others by `GestureArbiter` (delegates,
/// simultaneous recognition, `require(toFail:)`, `cancelsTouchesInView`). **Digested samples**
/// (`deliver(_:)` with a `PanGesture`): a helper on top that sets the state directly, for
/// harnesses that script a gesture's values rather than a finger.
///
/// Subclasses (UIKit's `UIGestureRecognizerSubclass`) override the `touches…` methods and set
/// `state`; setting began, changed, ended (recognized) or cancelled sends the actions.
open class GestureRecognizer: KeyValueStringObserver {
    /// `classForCoder()` called on a recognizer class (`g.isKind(of: MyPan.classForCoder())`):
    /// the class itself, as `NSObject`'s class method answers.
    open class func classForCoder() -> AnyClass { self }
    /// `classForCoder`: the recognizer's class.
    open var classForCoder: AnyClass { type(of: self) }

    /// `observeValue(forKeyPath:of:change:context:)` (`KeyValueStringObserver`, as on every
    /// UIKit `NSObject`): subclasses that observe string keys override it.
    open func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}

    /// `UIGestureRecognizer.State`.
    public enum State: Int, Sendable, Hashable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    public internal(set) weak var view: View?
    /// `state`. Setting it (a subclass's job) runs UIKit's transition: began or recognized asks
    /// `gestureRecognizerShouldBegin` (a refusal fails the gesture) and the arbiter; began,
    /// changed, ended and cancelled send the actions.
    open var state: State {
        get { currentState }
        set { transition(to: newValue) }
    }
    var currentState: State = .possible
    public var isEnabled = true {
        didSet { if !isEnabled, currentState == .began || currentState == .changed { transition(to: .cancelled) } }
    }
    /// `delegate`: asked whether a gesture may begin, may receive a touch, and may recognise
    /// together with another.
    open weak var delegate: (any GestureRecognizerDelegate)?
    /// `shouldReceive(_:)` (an event): asked before the delegate is asked about each touch of a
    /// sequence that begins on this recognizer's view; false keeps the event from it. Subclasses
    /// override it (UIKit's default: true).
    open func shouldReceive(_ event: Event) -> Bool { true }
    /// `cancelsTouchesInView`: when recognised, the hit view's touches are cancelled.
    public var cancelsTouchesInView = true
    /// `delaysTouchesBegan`, `delaysTouchesEnded` (stored: the view receives touches as they come).
    public var delaysTouchesBegan = false
    public var delaysTouchesEnded = true
    /// `name`, `requiresExclusiveTouchType` (stored).
    public var name: String?
    public var requiresExclusiveTouchType = true
    /// `numberOfTouches`: the fingers of the gesture in progress (0 when none is).
    public var numberOfTouches: Int {
        if !trackedTouches.isEmpty { return trackedTouches.count }
        return state == .began || state == .changed ? fingers : 0
    }
    /// Fingers a digested gesture of this kind uses.
    var fingers: Int { 1 }
    /// The delegate refused the gesture in progress: nothing is delivered until it ends.
    var refused = false
    /// Targets and actions, selectors and closures (see `GestureRecognizer+TargetAction.swift`).
    package var targetActions = TargetActionList()
    /// The navigation controller whose `interactivePopGestureRecognizer` this is.
    weak var navigationOwner: NavigationController?
    /// Recognizers that must fail before this one may recognise (`require(toFail:)`), weakly.
    package private(set) var failureRequirements: [Weak<GestureRecognizer>] = []
    /// The touches this recognizer is tracking, in the order they began.
    package internal(set) var trackedTouches: [Touch] = []
    /// The arbiter of the touch sequence in progress (set while touches are delivered).
    weak var arbiter: GestureArbiter?
    /// Recognition that waits for `failureRequirements` to fail.
    var deferredState: State?

    /// `init()`: a recognizer with no target yet. A convenience initialiser, as UIKit's (whose
    /// designated one is `init(target:action:)`): a subclass that overrides only
    /// `init(target:action:)` still has `init()`.
    public convenience init() { self.init(target: nil, action: nil) }

    /// `init(target:action:)` with a typed selector (`#selector` rewritten, see
    /// `TypedSelector`); a nil action adds nothing.
    public init(target: Any?, action: TypedSelector?) {
        if let action { targetActions.add(targetObject(target), selector: action) }
    }

    /// `addTarget(_:action:)` with the action as a closure (the target is not retained).
    public func addTarget(_ target: AnyObject?, action: @escaping (GestureRecognizer) -> Void) {
        targetActions.add(target) { sender in if let g = sender as? GestureRecognizer { action(g) } }
    }

    /// `require(toFail:)`: this recognizer recognises only once `other` has failed.
    public func require(toFail other: GestureRecognizer) {
        guard other !== self, !failureRequirements.contains(where: { $0.value === other }) else { return }
        failureRequirements.append(Weak(other))
    }

    /// `location(in:)`: where the touch is (the centroid of the tracked touches), in `view`'s
    /// coordinates (the window's for nil).
    open func location(in view: View?) -> CGPoint {
        if !trackedTouches.isEmpty {
            let ps = trackedTouches.map { $0.location(in: view) }
            return CGPoint(x: ps.map(\.x).reduce(0, +) / Double(ps.count), y: ps.map(\.y).reduce(0, +) / Double(ps.count))
        }
        guard let own = self.view else { return location }
        return own.convert(location, to: view)
    }
    var location = CGPoint.zero

    /// `location(ofTouch:in:)`.
    public func location(ofTouch index: Int, in view: View?) -> CGPoint {
        trackedTouches.indices.contains(index) ? trackedTouches[index].location(in: view) : location(in: view)
    }

    // MARK: UIGestureRecognizerSubclass

    /// `touchesBegan(_:with:)`: new touches for this recognizer (override to recognise).
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// `touchesMoved(_:with:)`.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// `touchesEnded(_:with:)`. The base class fails a gesture still possible when its last
    /// touch ends (after the subclass's override has run).
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// `touchesCancelled(_:with:)`.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}
    /// `reset()`: called when the gesture has ended, failed or been cancelled, before the state
    /// returns to possible.
    open func reset() {}
    /// `ignore(_:for:)`: stop tracking a touch.
    open func ignore(_ touch: Touch, for event: Event) { trackedTouches.removeAll { $0 === touch } }
    /// `canPrevent(_:)` / `canBePrevented(by:)` (default true).
    open func canPrevent(_ preventedGestureRecognizer: GestureRecognizer) -> Bool { true }
    open func canBePrevented(by preventingGestureRecognizer: GestureRecognizer) -> Bool { true }
    /// `shouldRequireFailure(of:)` / `shouldBeRequiredToFail(by:)` (default false).
    open func shouldRequireFailure(of otherGestureRecognizer: GestureRecognizer) -> Bool { false }
    open func shouldBeRequiredToFail(by otherGestureRecognizer: GestureRecognizer) -> Bool { false }

    // MARK: State machine

    /// Touches reach only views in a window. A gesture in progress whose view left the window is
    /// cancelled once (its view is gone: nothing is delivered).
    func acceptsTouches(beginning: Bool) -> Bool {
        guard let v = view else {
            currentState = .possible
            return false
        }
        if v.window != nil { return true }
        if !beginning, currentState == .began || currentState == .changed { fire(.cancelled) }
        return false
    }

    /// The digested path: sets the state and sends the actions at once (a finished gesture is
    /// possible again immediately).
    func fire(_ newState: State) {
        if newState == .began {
            refused = delegate.map { !$0.gestureRecognizerShouldBegin(self) } ?? false
            if refused { currentState = .failed }
        }
        if refused {
            if newState == .ended || newState == .cancelled || newState == .failed {
                refused = false
                currentState = .possible
            }
            return
        }
        currentState = newState
        sendActions()
        if newState == .ended || newState == .cancelled || newState == .failed { currentState = .possible }
    }

    /// The touch path: UIKit's transition to `new`, arbitrated.
    func transition(to new: State) {
        let old = currentState
        guard new != old || new == .changed else { return }
        switch (old, new) {
        case (.possible, .began), (.possible, .ended):
            // Recognition: the delegate and the view may refuse; the arbiter may defer or fail it.
            if !shouldBegin() { return setFinal(.failed) }
            if let arbiter, !arbiter.mayRecognize(self, as: new) { return }
            currentState = new
            sendActions()
            arbiter?.didRecognize(self)
            if new == .ended { arbiter?.didFinish(self) }
        case (.began, .changed), (.changed, .changed):
            currentState = .changed
            sendActions()
        case (.began, .ended), (.changed, .ended), (.began, .cancelled), (.changed, .cancelled):
            currentState = new
            sendActions()
            arbiter?.didFinish(self)
        case (_, .failed):
            setFinal(.failed)
        case (_, .possible):
            currentState = .possible
            deferredState = nil
        default:
            // Transitions UIKit does not allow (e.g. ended → began) are ignored.
            break
        }
    }

    private func setFinal(_ s: State) {
        currentState = s
        deferredState = nil
        arbiter?.didFinish(self)
    }

    /// `gestureRecognizerShouldBegin`: the delegate's answer, and the view's
    /// (`View.gestureRecognizerShouldBegin(_:)`).
    func shouldBegin() -> Bool {
        if let d = delegate, !d.gestureRecognizerShouldBegin(self) { return false }
        return view?.gestureRecognizerShouldBegin(self) ?? true
    }

    func sendActions() {
        if isInTouchesCall {
            actionsPending = true
            return
        }
        targetActions.send(from: self)
    }

    /// UIKit sends a recognizer's actions at the next turn of the run loop, with the state the
    /// recognizer has then: while one of its `touches…` methods runs, a state change only marks
    /// the actions due, and they go out when the method returns — unless the recognizer failed
    /// meanwhile (a subclass that lets `super` begin and then fails the gesture sends nothing).
    package var isInTouchesCall = false
    package var actionsPending = false

    /// Runs one `touches…` call with actions deferred to its end.
    package func withActionsDeferred(_ body: () -> Void) {
        isInTouchesCall = true
        body()
        isInTouchesCall = false
        guard actionsPending else { return }
        actionsPending = false
        switch currentState {
        case .began, .changed, .ended, .cancelled: targetActions.send(from: self)
        case .possible, .failed: break
        }
    }

    /// Waits for more touches of a multi-touch-sequence gesture (a tap waiting for its next tap):
    /// the touch sequence stays open until it recognises or fails.
    var isAwaitingMoreTouches: Bool { false }

    /// After a touch sequence: a finished recognizer resets and is possible again.
    func resetIfFinished() {
        guard currentState != .began, currentState != .changed else { return }
        if currentState != .possible || !trackedTouches.isEmpty { reset() }
        currentState = .possible
        deferredState = nil
        trackedTouches = []
        arbiter = nil
    }
}

/// What pans and screen-edge pans share: translation and velocity, from touches or from
/// digested samples.
///
/// From touches: the gesture begins once the touches' centroid has moved `hysteresis` points
/// (10, UIKit's slop) from where it went down; `translation` is the centroid's travel since
/// touch-down (plus what `setTranslation` added); `velocity` is the travel over the last
/// `velocityWindow` seconds (0.1 s) of samples divided by their time span.
open class TranslationGestureRecognizer: GestureRecognizer {
    var translation = CGPoint.zero
    var velocity = CGPoint.zero
    var offset = CGPoint.zero
    /// Where the touches went down (window coordinates) and the recent samples (time, centroid).
    var start = CGPoint.zero
    var samples: [(time: Double, point: CGPoint)] = []
    /// The slop before a pan begins, in points.
    public static let hysteresis = 10.0
    /// The span of samples velocity is measured over, in seconds.
    public static let velocityWindow = 0.1

    /// `translation(in:)`: the finger's travel since the gesture began (the view's coordinate
    /// scale is the window's in this model).
    open func translation(in view: View?) -> CGPoint { translation }
    open func setTranslation(_ translation: CGPoint, in view: View?) {
        offset = CGPoint(x: offset.x + translation.x - self.translation.x, y: offset.y + translation.y - self.translation.y)
        self.translation = translation
    }
    /// `velocity(in:)` in points per second.
    open func velocity(in view: View?) -> CGPoint { velocity }

    /// Delivers one sample of a pan (ignored while the recognizer is disabled, and a new gesture
    /// is ignored when the view is not in a window).
    public func deliver(_ pan: PanGesture) {
        guard isEnabled, acceptsTouches(beginning: pan.state == .began) else { return }
        if pan.state == .began { offset = .zero }
        translation = CGPoint(x: pan.translation.x + offset.x, y: pan.translation.y + offset.y)
        velocity = pan.velocity
        location = pan.location
        fire(State(pan.state))
    }

    /// May a pan whose raw travel is `travel` (window points) begin? (Screen-edge pans add their
    /// edge rule.)
    func mayBegin(travel: CGPoint, from start: CGPoint) -> Bool { true }

    private var centroid: CGPoint {
        let ps = trackedTouches.map(\.windowLocation)
        guard !ps.isEmpty else { return start }
        return CGPoint(x: ps.map(\.x).reduce(0, +) / Double(ps.count), y: ps.map(\.y).reduce(0, +) / Double(ps.count))
    }

    private func sample(_ time: Double) {
        let c = centroid
        samples.append((time, c))
        while let first = samples.first, samples.count > 2, time - first.time > Self.velocityWindow { samples.removeFirst() }
        if let first = samples.first, time > first.time {
            velocity = CGPoint(x: (c.x - first.point.x) / (time - first.time), y: (c.y - first.point.y) / (time - first.time))
        }
        location = c
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if state == .possible {
            start = centroid
            samples = [(event.timestamp, start)]
            velocity = .zero
            offset = .zero
            translation = .zero
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        sample(event.timestamp)
        let c = centroid
        let travel = CGPoint(x: c.x - start.x, y: c.y - start.y)
        switch state {
        case .possible:
            guard (travel.x * travel.x + travel.y * travel.y).squareRoot() >= Self.hysteresis else { return }
            guard mayBegin(travel: travel, from: start) else { return state = .failed }
            translation = travel
            state = .began
        case .began, .changed:
            translation = CGPoint(x: travel.x + offset.x, y: travel.y + offset.y)
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard trackedTouches.allSatisfy({ touches.contains($0) }) else { return }
        sample(event.timestamp)
        if event.timestamp - (samples.last?.time ?? event.timestamp) > Self.velocityWindow { velocity = .zero }
        state = state == .began || state == .changed ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = state == .began || state == .changed ? .cancelled : .failed
    }
}

/// `UIPanGestureRecognizer`.
open class PanGestureRecognizer: TranslationGestureRecognizer {
    /// `minimumNumberOfTouches` / `maximumNumberOfTouches`.
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max
    /// `init(target:action:)` with the action as a closure:
    /// `UIPanGestureRecognizer(target: self) { [unowned self] in self.handlePan($0) }`.
    public convenience init(target: AnyObject?, action: @escaping (PanGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target) { g in if let pan = g as? PanGestureRecognizer { action(pan) } }
    }


    override func mayBegin(travel: CGPoint, from start: CGPoint) -> Bool {
        trackedTouches.count >= minimumNumberOfTouches
    }
    public override init(target: Any?, action: TypedSelector?) { super.init(target: target, action: action) }
}

/// `UIScreenEdgePanGestureRecognizer`: a pan that begins at a screen edge — the touch goes down
/// within `edgeWidth` (20 points) of one of `edges` of the window and moves away from it.
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    public convenience init(target: AnyObject?, action: @escaping (ScreenEdgePanGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target) { g in if let pan = g as? ScreenEdgePanGestureRecognizer { action(pan) } }
    }

    public override init(target: Any?, action: TypedSelector?) { super.init(target: target, action: action) }

    /// `UIRectEdge`.
    public struct RectEdge: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let top = RectEdge(rawValue: 1)
        public static let left = RectEdge(rawValue: 2)
        public static let bottom = RectEdge(rawValue: 4)
        public static let right = RectEdge(rawValue: 8)
        public static let all: RectEdge = [.top, .left, .bottom, .right]
    }
    public var edges: RectEdge = .left
    /// How far from the edge a touch may go down, in points.
    public static let edgeWidth = 20.0

    override func mayBegin(travel: CGPoint, from start: CGPoint) -> Bool {
        guard super.mayBegin(travel: travel, from: start), let w = view?.window else { return false }
        let b = w.bounds, e = Self.edgeWidth
        let horizontal = abs(travel.x) >= abs(travel.y)
        if edges.contains(.left), start.x - b.minX <= e, horizontal, travel.x > 0 { return true }
        if edges.contains(.right), b.maxX - start.x <= e, horizontal, travel.x < 0 { return true }
        if edges.contains(.top), start.y - b.minY <= e, !horizontal, travel.y > 0 { return true }
        if edges.contains(.bottom), b.maxY - start.y <= e, !horizontal, travel.y < 0 { return true }
        return false
    }
}

/// `UIPinchGestureRecognizer`: two touches; `scale` is their distance over the distance when the
/// gesture began (it begins once that ratio leaves [0.95, 1.05]).
open class PinchGestureRecognizer: GestureRecognizer {
    override var fingers: Int { 2 }
    public convenience init(target: AnyObject?, action: @escaping (PinchGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target) { g in if let pinch = g as? PinchGestureRecognizer { action(pinch) } }
    }

    public override init(target: Any?, action: TypedSelector?) { super.init(target: target, action: action) }

    /// `scale` and `velocity` (scale per second): UIKit's `CGFloat`s.
    public var scale: CGFloat = 1.0
    public private(set) var velocity: CGFloat = 0.0
    var startDistance = 0.0
    var lastSample: (time: Double, scale: Double)?

    public func deliver(_ pinch: PinchGesture) {
        guard isEnabled, acceptsTouches(beginning: pinch.state == .began) else { return }
        scale = pinch.scale
        velocity = pinch.velocity
        fire(State(pinch.state))
    }

    private var distance: Double? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].windowLocation, b = trackedTouches[1].windowLocation
        return ((a.x - b.x) * (a.x - b.x) + (a.y - b.y) * (a.y - b.y)).squareRoot()
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if let d = distance, state == .possible {
            startDistance = d
            scale = 1
            velocity = 0
            lastSample = (event.timestamp, 1)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let d = distance, startDistance > 0 else { return }
        let s = d / startDistance
        if let last = lastSample, event.timestamp > last.time { velocity = (s - last.scale) / (event.timestamp - last.time) }
        lastSample = (event.timestamp, s)
        scale = s
        switch state {
        case .possible: if abs(s - 1) > 0.05 { state = .began }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        state = state == .began || state == .changed ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = state == .began || state == .changed ? .cancelled : .failed
    }
}

extension GestureRecognizer.State {
    init(_ s: GestureState) {
        switch s {
        case .began: self = .began
        case .changed: self = .changed
        case .ended: self = .ended
        case .cancelled: self = .cancelled
        }
    }
}

/// `UITapGestureRecognizer`: recognised when `numberOfTouchesRequired` fingers go down and lift
/// without moving more than `allowableMovement` (10 points) and the tap count
/// (`Touch.tapCount`: taps within 0.35 s and 40 points of the previous one) reaches
/// `numberOfTapsRequired`; `deliverTap()` taps it directly.
open class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1
    /// How far a finger may move and still tap, in points.
    public static let allowableMovement = 10.0
    var downAt: [ObjectIdentifier: CGPoint] = [:]
    var maxTouches = 0
    /// How long a multi-tap waits for its next tap, in seconds.
    public static let interTapInterval = 0.35
    var nextTapTimer: Int?
    override var isAwaitingMoreTouches: Bool { nextTapTimer != nil }

    public convenience init(target: AnyObject?, action: @escaping (TapGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target) { g in if let tap = g as? TapGestureRecognizer { action(tap) } }
    }

    public override init(target: Any?, action: TypedSelector?) { super.init(target: target, action: action) }

    /// A tap on the view (ignored when disabled or out of the window).
    public func deliverTap() {
        guard isEnabled, acceptsTouches(beginning: true) else { return }
        fire(.ended)
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if let t = nextTapTimer { view?.simulation.cancelScheduled(t) }
        nextTapTimer = nil
        if trackedTouches.count == touches.count { maxTouches = 0 }
        for t in touches { downAt[ObjectIdentifier(t)] = t.windowLocation }
        maxTouches = max(maxTouches, trackedTouches.count)
        if trackedTouches.count > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        for t in touches {
            guard let d = downAt[ObjectIdentifier(t)] else { continue }
            let dx = t.windowLocation.x - d.x, dy = t.windowLocation.y - d.y
            if (dx * dx + dy * dy).squareRoot() > Self.allowableMovement { return state = .failed }
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, trackedTouches.allSatisfy({ touches.contains($0) }) else { return }
        let taps = touches.map(\.tapCount).max() ?? 1
        if maxTouches == numberOfTouchesRequired, taps >= numberOfTapsRequired {
            location = trackedTouches.first?.windowLocation ?? location
            state = .ended
        } else if taps >= numberOfTapsRequired || maxTouches != numberOfTouchesRequired {
            state = .failed
        } else if let sim = view?.simulation, let window = view?.window {
            // Fewer taps than required: possible until the next tap, failed if none comes.
            nextTapTimer = sim.schedule(after: Self.interTapInterval) { [weak self] in
                guard let self else { return }
                self.nextTapTimer = nil
                if self.state == .possible { self.state = .failed }
                window.settleTouchSequence()
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { state = .failed }

    open override func reset() {
        downAt = [:]
        maxTouches = 0
        if let t = nextTapTimer { view?.simulation.cancelScheduled(t) }
        nextTapTimer = nil
    }
}

/// `UILongPressGestureRecognizer`: begins when the fingers have stayed down, within
/// `allowableMovement` points, for `minimumPressDuration` seconds (0.5); moves are changes;
/// lifting ends it.
open class LongPressGestureRecognizer: GestureRecognizer {
    public var minimumPressDuration = 0.5
    public var allowableMovement = 10.0
    public var numberOfTouchesRequired = 1
    public var numberOfTapsRequired = 0
    var downAt = CGPoint.zero
    var timer: Int?

    public convenience init(target: AnyObject?, action: @escaping (LongPressGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target) { g in if let r = g as? LongPressGestureRecognizer { action(r) } }
    }

    public override init(target: Any?, action: TypedSelector?) { super.init(target: target, action: action) }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, let t = trackedTouches.first, let sim = view?.simulation else { return }
        downAt = t.windowLocation
        location = downAt
        if trackedTouches.count == numberOfTouchesRequired {
            let arbiter = self.arbiter
            timer = sim.schedule(after: minimumPressDuration.isFinite ? max(0, minimumPressDuration) : 0.5) { [weak self] in
                guard let self, self.state == .possible, !self.trackedTouches.isEmpty else { return }
                self.arbiter = arbiter
                self.state = .began
            }
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let t = trackedTouches.first else { return }
        location = t.windowLocation
        switch state {
        case .possible:
            let dx = t.windowLocation.x - downAt.x, dy = t.windowLocation.y - downAt.y
            if (dx * dx + dy * dy).squareRoot() > allowableMovement { cancelTimer(); state = .failed }
        case .began, .changed: state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        cancelTimer()
        state = state == .began || state == .changed ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        cancelTimer()
        state = state == .began || state == .changed ? .cancelled : .failed
    }

    private func cancelTimer() {
        if let t = timer { view?.simulation.cancelScheduled(t) }
        timer = nil
    }
}

/// `UISwipeGestureRecognizer`: recognised when the touches travel `minimumDistance` (50 points)
/// in `direction` within 0.5 s, staying within half that distance across it; fails otherwise.
open class SwipeGestureRecognizer: GestureRecognizer {
    /// `UISwipeGestureRecognizer.Direction`.
    public struct Direction: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let right = Direction(rawValue: 1)
        public static let left = Direction(rawValue: 2)
        public static let up = Direction(rawValue: 4)
        public static let down = Direction(rawValue: 8)
    }
    public var direction: Direction = .right
    public var numberOfTouchesRequired = 1
    public static let minimumDistance = 50.0
    public static let maximumDuration = 0.5
    var downAt = CGPoint.zero
    var downTime = 0.0

    public convenience init(target: AnyObject?, action: @escaping (SwipeGestureRecognizer) -> Void) {
        self.init(target: nil, action: nil)
        addTarget(target) { g in if let r = g as? SwipeGestureRecognizer { action(r) } }
    }

    public override init(target: Any?, action: TypedSelector?) { super.init(target: target, action: action) }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, let t = trackedTouches.first else { return }
        downAt = t.windowLocation
        downTime = event.timestamp
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard state == .possible, let t = trackedTouches.first else { return }
        let dx = t.windowLocation.x - downAt.x, dy = t.windowLocation.y - downAt.y
        if event.timestamp - downTime > Self.maximumDuration { return state = .failed }
        let d = Self.minimumDistance
        func along(_ a: Double, _ across: Double) -> Bool { a >= d && abs(across) <= a / 2 }
        if (direction.contains(.right) && along(dx, dy)) || (direction.contains(.left) && along(-dx, dy))
            || (direction.contains(.down) && along(dy, dx)) || (direction.contains(.up) && along(-dy, dx))
        {
            location = t.windowLocation
            state = trackedTouches.count == numberOfTouchesRequired ? .ended : .failed
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) { if state == .possible { state = .failed } }
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) { state = .failed }
}

/// `UIGestureRecognizerDelegate`, with UIKit's defaults: begin, receive every touch, recognise
/// alone, no failure requirements.
public protocol GestureRecognizerDelegate: SelectorPerforming {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
    /// For a button press (`Press`): never asked, no press is delivered in the model.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive press: Press) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool {
        false
    }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer) -> Bool {
        false
    }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool { true }
}
