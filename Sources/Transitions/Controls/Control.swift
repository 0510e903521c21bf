import Foundation

/// `UIControl`: a view that sends actions to targets for control events.
///
/// Targets are not retained; a nil target sends the action up the responder chain (`next`:
/// superviews and their controllers) to the first that has the method. Touch tracking
/// is not modelled yet: events come from `sendActions(for:)`, which sends whatever the control's
/// state (as UIKit's does), or from the `package` hook `simulateEvents(_:)`, which, like a touch,
/// does nothing while the control is disabled. Drawing state (`isHighlighted`,
/// `contentHorizontalAlignment`…) is stored.
open class Control: View {
    /// `UIControl.Event`, with UIKit's raw values.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        public static let touchDragInside = Event(rawValue: 1 << 2)
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        public static let touchDragExit = Event(rawValue: 1 << 5)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        public static let touchCancel = Event(rawValue: 1 << 8)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// `UIControl.State`, with UIKit's raw values.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// `UIControl.ContentHorizontalAlignment` / `ContentVerticalAlignment` (stored).
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }

    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    open var contentHorizontalAlignment = ContentHorizontalAlignment.center {
        didSet { if contentHorizontalAlignment != oldValue { setNeedsLayout() } }
    }
    open var contentVerticalAlignment = ContentVerticalAlignment.center {
        didSet { if contentVerticalAlignment != oldValue { setNeedsLayout() } }
    }

    /// `state`: from `isEnabled`, `isHighlighted`, `isSelected`.
    public var state: State {
        var s = State.normal
        if isHighlighted { s.insert(.highlighted) }
        if !isEnabled { s.insert(.disabled) }
        if isSelected { s.insert(.selected) }
        return s
    }

    /// `isTracking`: a touch that went down on the control is being tracked.
    public private(set) var isTracking = false
    /// `isTouchInside`: the tracked touch is within the control's tracking bounds (its bounds
    /// grown by `trackingSlop`, 70 points — UIKit keeps a drag "inside" that far out).
    public private(set) var isTouchInside = false
    /// How far outside its bounds a tracked touch still counts as inside, in points.
    public static let trackingSlop = 70.0

    // MARK: Tracking (UIKit's `UIControl` touch handling)

    /// `beginTracking(_:with:)`: a touch went down on the control; return false to stop tracking.
    open func beginTracking(_ touch: Touch, with event: Transitions.Event?) -> Bool { true }
    /// `continueTracking(_:with:)`: the touch moved; return false to stop tracking.
    open func continueTracking(_ touch: Touch, with event: Transitions.Event?) -> Bool { true }
    /// `endTracking(_:with:)`: the touch lifted.
    open func endTracking(_ touch: Touch?, with event: Transitions.Event?) {}
    /// `cancelTracking(with:)`: the touch was cancelled (a recognizer took it, the system).
    open func cancelTracking(with event: Transitions.Event?) {}

    private func inside(_ touch: Touch) -> Bool {
        bounds.insetBy(dx: -Control.trackingSlop, dy: -Control.trackingSlop).contains(touch.location(in: self))
    }

    /// Touch-down: highlighted, `.touchDown` (`.touchDownRepeat` for a multi-tap).
    open override func touchesBegan(_ touches: Set<Touch>, with event: Transitions.Event?) {
        if ranTouchesCategory(.began, touches, event) { return }
        guard isEnabled, let t = touches.first else { return }
        isTracking = beginTracking(t, with: event)
        guard isTracking else { return }
        isTouchInside = true
        isHighlighted = true
        sendActions(for: t.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown, event: event)
    }

    /// A drag: `.touchDragInside`/`Outside`, `.touchDragEnter`/`Exit` when it crosses the
    /// tracking bounds; highlighted while inside.
    open override func touchesMoved(_ touches: Set<Touch>, with event: Transitions.Event?) {
        if ranTouchesCategory(.moved, touches, event) { return }
        guard isTracking, let t = touches.first else { return }
        let now = inside(t)
        var events: Event = now ? .touchDragInside : .touchDragOutside
        if now != isTouchInside { events.insert(now ? .touchDragEnter : .touchDragExit) }
        isTouchInside = now
        isHighlighted = now
        sendActions(for: events, event: event)
        if !continueTracking(t, with: event) { isTracking = false }
    }

    /// Lift: `.touchUpInside` (or `.touchUpOutside`); a button released inside also sends
    /// `.primaryActionTriggered` (its primary action, iOS 14).
    open override func touchesEnded(_ touches: Set<Touch>, with event: Transitions.Event?) {
        if ranTouchesCategory(.ended, touches, event) { return }
        guard isTracking else { return }
        let t = touches.first
        let upInside = t.map(inside) ?? isTouchInside
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        endTracking(t, with: event)
        let primary: Event = self is Button ? [.touchUpInside, .primaryActionTriggered] : .touchUpInside
        sendActions(for: upInside ? primary : .touchUpOutside, event: event)
    }

    /// A cancelled touch: `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<Touch>, with event: Transitions.Event?) {
        if ranTouchesCategory(.cancelled, touches, event) { return }
        guard isTracking else { return }
        isTracking = false
        isTouchInside = false
        isHighlighted = false
        cancelTracking(with: event)
        sendActions(for: .touchCancel, event: event)
    }

    package var targetActions = TargetActionList()

    public override init(frame: CGRect) { super.init(frame: frame) }
    public convenience init(_ simulation: Simulation, frame: CGRect = .zero, name: String = "control") {
        self.init(in: simulation, frame: frame, name: name)
    }
    /// `init?(coder:)` (never called by the model; see `View.init?(coder:)`).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `addTarget(_:action:for:)`: the same target and action again adds the events.
    public func addTarget(_ target: Any?, action: TypedSelector, for controlEvents: Event) {
        targetActions.add(targetObject(target), selector: action, events: controlEvents.rawValue)
    }

    /// `addTarget` with a closure action (the model's own form; the target only names it for
    /// `removeTarget`).
    public func addTarget(_ target: AnyObject?, for controlEvents: Event, action: @escaping (Control) -> Void) {
        targetActions.add(target, events: controlEvents.rawValue) { sender in if let c = sender as? Control { action(c) } }
    }

    /// `removeTarget(_:action:for:)`: a nil target: every target; a nil action: every action of
    /// the target; the events are taken off (an action left with none is removed).
    public func removeTarget(_ target: Any?, action: TypedSelector?, for controlEvents: Event) {
        targetActions.remove(targetObject(target), selector: action, events: controlEvents.rawValue)
    }

    /// `allTargets`: the targets (each as itself when it is hashable, else its identity; a nil
    /// target as `NSNull()`).
    public var allTargets: Set<AnyHashable> {
        Set(targetActions.matching().compactMap { e -> AnyHashable? in
            guard e.targetID != nil else { return AnyHashable(NSNull()) }
            guard let t = e.target else { return nil }
            return (t as? AnyHashable) ?? AnyHashable(ObjectIdentifier(t))
        })
    }

    /// `allControlEvents`: the union of every action's events.
    public var allControlEvents: Event { Event(rawValue: targetActions.matching().reduce(0) { $0 | $1.events }) }

    /// `actions(forTarget:forControlEvent:)`: the selector names for that target and event.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let id = targetObject(target).map(ObjectIdentifier.init)
        let names = targetActions.matching(controlEvent.rawValue).filter { $0.targetID == id }.compactMap { $0.selector?.name }
        return names.isEmpty ? nil : names
    }

    /// `sendActions(for:)`: every action registered for any of `controlEvents`, in the order they
    /// were added, with the control as the sender.
    /// Each goes through `sendAction(_:to:for:)`, as in UIKit (an override there sees them all).
    open func sendActions(for controlEvents: Event) {
        let event = touchEvent
        targetActions.send(
            from: self, events: controlEvents.rawValue, event: event, responders: { [weak self] in self?.responderChain ?? [] },
            via: { [weak self] selector, target in self?.sendAction(selector, to: target, for: event) })
    }

    /// The event of the touch being handled, while its actions are sent (nil otherwise, and at
    /// rest): actions that take one (`handle(_:forEvent:)`) get it.
    private var touchEvent: Transitions.Event?

    /// What touches send: `sendActions(for:)` (which an app may override) with the touch's event.
    private func sendActions(for controlEvents: Event, event: Transitions.Event?) {
        let outer = touchEvent
        touchEvent = event
        defer { touchEvent = outer }
        sendActions(for: controlEvents)
    }

    /// `sendAction(_:to:for:)`: one action to one target (nil: up the responder chain).
    open func sendAction(_ action: TypedSelector, to target: Any?, for event: Transitions.Event?) {
        if let t = targetObject(target) {
            action.invoke(on: t, with: self, and: event)
        } else if let r = responderChain.first(where: { action.canBeInvoked(on: $0) }) {
            action.invoke(on: r, with: self, and: event)
        } else {
            simulation.record(.rejectedCall, "no responder handles \(action.name), sent by \(type(of: self)) to a nil target")
        }
    }

    /// What a touch would send: nothing while disabled (the hook touch tracking will use).
    package func simulateEvents(_ controlEvents: Event) {
        guard isEnabled else { return }
        sendActions(for: controlEvents)
    }

    /// The responder chain after the control (`next`, then its `next`…): superviews and the
    /// controllers whose views they are.
    private var responderChain: [AnyObject] {
        var chain: [AnyObject] = []
        var r = next
        while let responder = r {
            chain.append(responder)
            r = responder.next
        }
        return chain
    }
}
