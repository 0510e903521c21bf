import Foundation

/// `UIStepper`: a minus/plus control that steps a value.
///
/// UIKit's rules, modelled: a touch that goes down on the left half steps `value` down by
/// `stepValue`, on the right half up — at touch-down, not on lift. Held there (`autorepeat`,
/// true), it steps again after 0.5 s and then every 0.1 s while the finger stays down inside the
/// tracking bounds (UIKit also speeds up after a while: not modelled). The value stays within
/// `minimumValue…maximumValue`, or with `wraps` goes round to the other end. With `isContinuous`
/// (true) each step sends `.valueChanged` at once; otherwise one `.valueChanged` is sent when the
/// touch ends if any step changed the value. Setting `value` in code clamps it and sends nothing. A step that would
/// not change the value (at an end, without wrapping) sends nothing. The size is UIKit's,
/// 94 × 32 points (`init(frame:)` takes it whatever the frame's size). Images and colours are
/// stored (drawing).
open class Stepper: Control {
    /// UIKit's stepper size (points).
    public static let size = CGSize(width: 94, height: 32)
    /// Autorepeat: the first repeat's delay and the interval after it (seconds).
    static let repeatDelay = 0.5
    static let repeatInterval = 0.1

    /// `value` (0), clamped to the range when set.
    open var value: Double {
        get { storedValue }
        set { storedValue = clamp(newValue) }
    }
    private var storedValue = 0.0
    /// `minimumValue` (0) / `maximumValue` (100): setting one past the other moves the other
    /// with it, and `value` is clamped again; a non-finite bound is ignored.
    open var minimumValue = 0.0 {
        didSet {
            if !minimumValue.isFinite { minimumValue = oldValue }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamp(storedValue)
        }
    }
    open var maximumValue = 100.0 {
        didSet {
            if !maximumValue.isFinite { maximumValue = oldValue }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamp(storedValue)
        }
    }
    /// `stepValue` (1): must be greater than 0; another value is ignored (UIKit raises).
    open var stepValue = 1.0 {
        didSet { if !(stepValue > 0) || !stepValue.isFinite { stepValue = oldValue } }
    }
    /// `wraps`, `autorepeat`, `isContinuous`.
    open var wraps = false
    open var autorepeat = true
    open var isContinuous = true

    /// Images by state (stored: drawing).
    private var images: [String: Image] = [:]

    private var repeatEvent: Int?
    private var steppedDuringTouch = false

    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Stepper.size))
    }
    public convenience init(_ simulation: Simulation, frame: CGRect = .zero, name: String = "stepper") {
        self.init(in: simulation, frame: frame, name: name)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize { Stepper.size }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Stepper.size }

    /// `setIncrementImage(_:for:)`, `setDecrementImage(_:for:)`, `setBackgroundImage(_:for:)`,
    /// `setDividerImage(_:forLeftSegmentState:rightSegmentState:)` and their getters (stored).
    open func setIncrementImage(_ image: Image?, for state: State) { images["+\(state.rawValue)"] = image }
    open func incrementImage(for state: State) -> Image? { images["+\(state.rawValue)"] }
    open func setDecrementImage(_ image: Image?, for state: State) { images["-\(state.rawValue)"] = image }
    open func decrementImage(for state: State) -> Image? { images["-\(state.rawValue)"] }
    open func setBackgroundImage(_ image: Image?, for state: State) { images["b\(state.rawValue)"] = image }
    open func backgroundImage(for state: State) -> Image? { images["b\(state.rawValue)"] }
    open func setDividerImage(_ image: Image?, forLeftSegmentState left: State, rightSegmentState right: State) {
        images["d\(left.rawValue).\(right.rawValue)"] = image
    }
    open func dividerImage(forLeftSegmentState left: State, rightSegmentState right: State) -> Image? {
        images["d\(left.rawValue).\(right.rawValue)"]
    }

    private func clamp(_ v: Double) -> Double {
        guard v.isFinite else { return storedValue }
        return min(max(v, minimumValue), maximumValue)
    }

    /// One step up or down; true if the value changed.
    private func step(up: Bool) -> Bool {
        let before = storedValue
        var next = storedValue + (up ? stepValue : -stepValue)
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        storedValue = next
        return storedValue != before
    }

    private func stepAndReport(up: Bool) {
        guard step(up: up) else { return }
        steppedDuringTouch = true
        if isContinuous { sendActions(for: .valueChanged) }
    }

    open override func beginTracking(_ touch: Touch, with event: Transitions.Event?) -> Bool {
        let up = touch.location(in: self).x >= bounds.midX
        steppedDuringTouch = false
        stepAndReport(up: up)
        if autorepeat { scheduleRepeat(up: up, after: Stepper.repeatDelay) }
        return true
    }

    private func scheduleRepeat(up: Bool, after delay: Double) {
        repeatEvent = simulation.schedule(after: delay) { [weak self] in
            guard let self, self.isTracking, self.isTouchInside else { return }
            self.stepAndReport(up: up)
            self.scheduleRepeat(up: up, after: Stepper.repeatInterval)
        }
    }

    private func stopRepeating() {
        if let e = repeatEvent { simulation.cancelScheduled(e) }
        repeatEvent = nil
    }

    open override func endTracking(_ touch: Touch?, with event: Transitions.Event?) {
        super.endTracking(touch, with: event)
        stopRepeating()
        if !isContinuous, steppedDuringTouch { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: Transitions.Event?) {
        super.cancelTracking(with: event)
        stopRepeating()
        if !isContinuous, steppedDuringTouch { sendActions(for: .valueChanged) }
    }
}
