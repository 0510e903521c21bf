import Foundation

/// `UISlider`: a control whose `value` a drag along its track sets.
///
/// Tracking (the model's rule, UIKit's in effect): a touch that goes down within the control
/// begins tracking; as it moves, the value follows the touch's horizontal position along the
/// bounds — `minimumValue` at the left edge, `maximumValue` at the right — clamped to the range.
/// `.valueChanged` is sent on every change while tracking when `isContinuous` (the default),
/// else once when the touch lifts. Setting `value` in code sends nothing (as in UIKit).
/// Images and tint colours are stored only.
open class Slider: Control {
    /// `minimumValue` (0).
    open var minimumValue: Float = 0 { didSet { value = clamp(value) } }
    /// `maximumValue` (1).
    open var maximumValue: Float = 1 { didSet { value = clamp(value) } }
    private var storedValue: Float = 0
    /// `value`, clamped to `minimumValue…maximumValue`; NaN is taken as `minimumValue`.
    open var value: Float {
        get { storedValue }
        set { storedValue = clamp(newValue) }
    }
    /// `isContinuous` (true).
    open var isContinuous = true
    open var minimumTrackTintColor: Color?
    open var maximumTrackTintColor: Color?
    open var thumbTintColor: Color?
    open var minimumValueImage: Image?
    open var maximumValueImage: Image?
    /// Thumb and track images per state (stored: the slider is drawn).
    private var stateImages: [String: [UInt: Image]] = [:]
    private func image(_ kind: String, _ state: State) -> Image? { stateImages[kind]?[state.rawValue] ?? stateImages[kind]?[State.normal.rawValue] }
    open func setThumbImage(_ image: Image?, for state: State) { stateImages["thumb", default: [:]][state.rawValue] = image }
    open func setMinimumTrackImage(_ image: Image?, for state: State) { stateImages["min", default: [:]][state.rawValue] = image }
    open func setMaximumTrackImage(_ image: Image?, for state: State) { stateImages["max", default: [:]][state.rawValue] = image }
    public func thumbImage(for state: State) -> Image? { image("thumb", state) }
    public func minimumTrackImage(for state: State) -> Image? { image("min", state) }
    public func maximumTrackImage(for state: State) -> Image? { image("max", state) }
    public var currentThumbImage: Image? { thumbImage(for: state) }
    private var changedWhileTracking = false

    public override init(frame: CGRect) { super.init(frame: frame) }
    public convenience init(_ simulation: Simulation, frame: CGRect = .zero, name: String = "slider") {
        self.init(in: simulation, frame: frame, name: name)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `setValue(_:animated:)` (the thumb is not drawn: the value changes at once).
    open func setValue(_ value: Float, animated: Bool) { self.value = value }

    private func clamp(_ v: Float) -> Float {
        let lo = min(minimumValue, maximumValue), hi = max(minimumValue, maximumValue)
        return v.isNaN ? lo : min(max(v, lo), hi)
    }

    private func follow(_ touch: Touch) {
        let w = bounds.width
        guard w > 0 else { return }
        let f = Float(min(max((touch.location(in: self).x - bounds.minX) / w, 0), 1))
        let new = clamp(minimumValue + f * (maximumValue - minimumValue))
        guard new != value else { return }
        value = new
        if isContinuous { sendActions(for: .valueChanged) } else { changedWhileTracking = true }
    }

    open override func beginTracking(_ touch: Touch, with event: Transitions.Event?) -> Bool {
        changedWhileTracking = false
        follow(touch)
        return true
    }

    open override func continueTracking(_ touch: Touch, with event: Transitions.Event?) -> Bool {
        follow(touch)
        return true
    }

    open override func endTracking(_ touch: Touch?, with event: Transitions.Event?) {
        if let touch { follow(touch) }
        if changedWhileTracking { sendActions(for: .valueChanged) }
        changedWhileTracking = false
    }

    open override func cancelTracking(with event: Transitions.Event?) {
        if changedWhileTracking { sendActions(for: .valueChanged) }
        changedWhileTracking = false
    }
}
