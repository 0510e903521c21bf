import Foundation

/// A gesture recognizer attached to a view (`UIGestureRecognizer`), driven by the simulation's
/// gestures: the checks (or a test) deliver samples with `deliver(_:)`, which sets `state` and
/// the gesture's values and calls the action.
///
/// Target-action needs the Objective-C runtime, which Linux does not have: the action is a
/// closure. `init(target:action:)` with a closure is the one line that differs from UIKit's
/// `#selector` spelling (see README, "Verify your UIKit transitions on Linux").
open class GestureRecognizer {
    /// `UIGestureRecognizer.State`.
    public enum State: Int, Sendable, Hashable {
        case possible, began, changed, ended, cancelled, failed
        public static let recognized = State.ended
    }

    public internal(set) weak var view: View?
    public internal(set) var state: State = .possible
    public var isEnabled = true
    /// `delegate`: asked whether a gesture may begin (`gestureRecognizerShouldBegin(_:)`).
    public weak var delegate: (any GestureRecognizerDelegate)?
    /// `cancelsTouchesInView`, `delaysTouchesBegan` (stored: touch delivery to views is not modelled).
    public var cancelsTouchesInView = true
    public var delaysTouchesBegan = false
    /// `numberOfTouches`: the fingers of the gesture in progress (0 when none is).
    public var numberOfTouches: Int { state == .began || state == .changed ? fingers : 0 }
    /// Fingers a gesture of this kind uses.
    var fingers: Int { 1 }
    /// The delegate refused the gesture in progress: nothing is delivered until it ends.
    private var refused = false
    /// Targets and actions, selectors and closures (see `GestureRecognizer+TargetAction.swift`).
    package var targetActions = TargetActionList()

    public init() {}

    /// `init(target:action:)` with a typed selector (`#selector` rewritten, see
    /// `TypedSelector`); a nil action adds nothing.
    public init(target: Any?, action: TypedSelector?) {
        if let action { targetActions.add(targetObject(target), selector: action) }
    }

    /// `addTarget(_:action:)` with the action as a closure (the target is not retained).
    public func addTarget(_ target: AnyObject?, action: @escaping (GestureRecognizer) -> Void) {
        targetActions.add(target) { sender in if let g = sender as? GestureRecognizer { action(g) } }
    }

    /// `location(in:)`: where the touch is, in `view`'s coordinates (the window's for nil).
    public func location(in view: View?) -> CGPoint {
        guard let own = self.view else { return location }
        return own.convert(location, to: view)
    }
    var location = CGPoint.zero

    /// Touches reach only views in a window. A gesture in progress whose view left the window is
    /// cancelled once (its view is gone: nothing is delivered).
    func acceptsTouches(beginning: Bool) -> Bool {
        guard let v = view else {
            state = .possible
            return false
        }
        if v.window != nil { return true }
        if !beginning, state == .began || state == .changed { fire(.cancelled) }
        return false
    }

    func fire(_ newState: State) {
        if newState == .began {
            refused = delegate.map { !$0.gestureRecognizerShouldBegin(self) } ?? false
            if refused { state = .failed }
        }
        if refused {
            if newState == .ended || newState == .cancelled || newState == .failed {
                refused = false
                state = .possible
            }
            return
        }
        state = newState
        targetActions.send(from: self)
        if newState == .ended || newState == .cancelled || newState == .failed { state = .possible }
    }
}

/// What pans and screen-edge pans share: translation and velocity.
open class TranslationGestureRecognizer: GestureRecognizer {
    private var translation = CGPoint.zero
    private var velocity = CGPoint.zero

    /// `translation(in:)`: the finger's travel since the gesture began (the view's coordinate
    /// scale is the window's in this model).
    public func translation(in view: View?) -> CGPoint { translation }
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        offset = CGPoint(x: offset.x + translation.x - self.translation.x, y: offset.y + translation.y - self.translation.y)
        self.translation = translation
    }
    private var offset = CGPoint.zero
    /// `velocity(in:)` in points per second.
    public func velocity(in view: View?) -> CGPoint { velocity }

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
}

/// `UIPanGestureRecognizer`.
open class PanGestureRecognizer: TranslationGestureRecognizer {
    /// `minimumNumberOfTouches` / `maximumNumberOfTouches` (stored: the model's pans use one finger).
    public var minimumNumberOfTouches = 1
    public var maximumNumberOfTouches = Int.max
    /// `init(target:action:)` with the action as a closure:
    /// `UIPanGestureRecognizer(target: self) { [unowned self] in self.handlePan($0) }`.
    public init(target: AnyObject?, action: @escaping (PanGestureRecognizer) -> Void) {
        super.init()
        addTarget(target) { g in if let pan = g as? PanGestureRecognizer { action(pan) } }
    }

    public override init() { super.init() }
    public override init(target: Any?, action: TypedSelector?) { super.init(target: target, action: action) }
}

/// `UIScreenEdgePanGestureRecognizer`: a pan that begins at a screen edge.
open class ScreenEdgePanGestureRecognizer: TranslationGestureRecognizer {
    public init(target: AnyObject?, action: @escaping (ScreenEdgePanGestureRecognizer) -> Void) {
        super.init()
        addTarget(target) { g in if let pan = g as? ScreenEdgePanGestureRecognizer { action(pan) } }
    }

    public override init() { super.init() }
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
}

/// `UIPinchGestureRecognizer`.
open class PinchGestureRecognizer: GestureRecognizer {
    override var fingers: Int { 2 }
    public init(target: AnyObject?, action: @escaping (PinchGestureRecognizer) -> Void) {
        super.init()
        addTarget(target) { g in if let pinch = g as? PinchGestureRecognizer { action(pinch) } }
    }

    public override init() { super.init() }
    public override init(target: Any?, action: TypedSelector?) { super.init(target: target, action: action) }

    public var scale = 1.0
    public private(set) var velocity = 0.0

    public func deliver(_ pinch: PinchGesture) {
        guard isEnabled, acceptsTouches(beginning: pinch.state == .began) else { return }
        scale = pinch.scale
        velocity = pinch.velocity
        fire(State(pinch.state))
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

/// `UITapGestureRecognizer` (e.g. a dimming view that dismisses on tap); `deliverTap()` taps it.
open class TapGestureRecognizer: GestureRecognizer {
    public var numberOfTapsRequired = 1
    public var numberOfTouchesRequired = 1

    public init(target: AnyObject?, action: @escaping (TapGestureRecognizer) -> Void) {
        super.init()
        addTarget(target) { g in if let tap = g as? TapGestureRecognizer { action(tap) } }
    }

    public override init() { super.init() }
    public override init(target: Any?, action: TypedSelector?) { super.init(target: target, action: action) }

    /// A tap on the view (ignored when disabled or out of the window).
    public func deliverTap() {
        guard isEnabled, acceptsTouches(beginning: true) else { return }
        fire(.ended)
    }
}

/// `UIGestureRecognizerDelegate`. Only `gestureRecognizerShouldBegin(_:)` changes what the model
/// does (a refused gesture fails: its action is not called); the others are asked for by nothing
/// here (one recognizer at a time receives each gesture).
public protocol GestureRecognizerDelegate: AnyObject {
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool
}

extension GestureRecognizerDelegate {
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer) -> Bool {
        false
    }
}
