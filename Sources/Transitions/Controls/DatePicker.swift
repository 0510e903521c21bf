import Foundation

/// `UIDatePicker`: a control for a date, a time or a countdown duration.
///
/// The value rules are UIKit's: `date` is kept within `minimumDate…maximumDate` (a date set
/// outside is clamped; moving a bound clamps the current date), rounded to the nearest
/// `minuteInterval` in the time modes when that is over a minute and `roundsToMinuteInterval`; setting `date` in code or with
/// `setDate(_:animated:)` sends nothing. The user's choice — the model's `pick(_:)`, standing for
/// the wheels or the calendar — sets the date under the same rules and sends `.valueChanged`
/// (only when the date changed). `countDownDuration` is between 60 seconds and 23 h 59 min,
/// in steps of `minuteInterval`. The wheels and calendar are drawn, not modelled: locale,
/// calendar, time zone and colours are stored. Its size is UIKit's for the style:
/// wheels 320 × 216, inline 320 × 358 with dates (else 320 × 216 for times), compact 110 × 34
/// (`intrinsicContentSize`; `.automatic` is compact, as on iOS 14 and later).
open class DatePicker: Control {
    /// `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable, Hashable { case time, date, dateAndTime, countDownTimer, yearAndMonth }
    /// `UIDatePickerStyle`.
    public enum Style: Int, Sendable, Hashable { case automatic, wheels, compact, inline }

    /// `datePickerMode` (`.dateAndTime`).
    open var datePickerMode: Mode = .dateAndTime {
        didSet {
            storedDate = constrained(storedDate)
            invalidateIntrinsicContentSize()
        }
    }
    /// `preferredDatePickerStyle` (`.automatic`); `datePickerStyle` is the style in use.
    open var preferredDatePickerStyle: Style = .automatic { didSet { invalidateIntrinsicContentSize() } }
    public var datePickerStyle: Style { preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle }

    /// `minimumDate` / `maximumDate` (nil: unbounded).
    open var minimumDate: Date? { didSet { storedDate = constrained(storedDate) } }
    open var maximumDate: Date? { didSet { storedDate = constrained(storedDate) } }
    /// `minuteInterval` (1; UIKit takes divisors of 60 from 1 to 30, others are ignored).
    open var minuteInterval: Int {
        get { storedMinuteInterval }
        set { if (1...30).contains(newValue), 60 % newValue == 0 { storedMinuteInterval = newValue } }
    }
    private var storedMinuteInterval = 1
    /// `roundsToMinuteInterval` (true, iOS 15).
    open var roundsToMinuteInterval = true
    /// `locale`, `calendar`, `timeZone` (stored: formatting is drawing).
    open var locale: Locale?
    open var calendar: Calendar! = Calendar.current
    open var timeZone: TimeZone?

    private var storedDate = Date()
    /// `date`: set in code, it is constrained (see the type's notes) and no action is sent.
    open var date: Date {
        get { storedDate }
        set { storedDate = constrained(newValue) }
    }

    private var storedDuration: TimeInterval = 0
    /// `countDownDuration` (seconds): 60…86 340 (23 h 59 min), a whole number of `minuteInterval`
    /// minutes; a non-finite value is ignored.
    open var countDownDuration: TimeInterval {
        get { storedDuration }
        set {
            guard newValue.isFinite else { return }
            let step = Double(minuteInterval * 60)
            storedDuration = min(max((newValue / step).rounded(.down) * step, 60), 86_340)
        }
    }

    public override init(frame: CGRect) { super.init(frame: frame) }
    public convenience init(_ simulation: Simulation, frame: CGRect = .zero, name: String = "date picker") {
        self.init(in: simulation, frame: frame, name: name)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `setDate(_:animated:)`: as setting `date` (the wheels' spin is drawing).
    open func setDate(_ date: Date, animated: Bool) { self.date = date }

    /// The user picks `date` (the wheels, calendar or compact pop-up): constrained as UIKit's
    /// picker does, then `.valueChanged` when the date changed. Ignored while disabled.
    public func pick(_ date: Date) {
        guard isEnabled else { return }
        let new = constrained(date)
        guard new != storedDate else { return }
        storedDate = new
        sendActions(for: .valueChanged)
    }

    /// The user sets the countdown (`.countDownTimer` mode), sending `.valueChanged`.
    public func pick(countDownDuration duration: TimeInterval) {
        guard isEnabled else { return }
        let old = storedDuration
        countDownDuration = duration
        if storedDuration != old { sendActions(for: .valueChanged) }
    }

    private func constrained(_ date: Date) -> Date {
        var d = date
        if !d.timeIntervalSinceReferenceDate.isFinite { d = storedDate }
        if datePickerMode == .time || datePickerMode == .dateAndTime, roundsToMinuteInterval, minuteInterval > 1 {
            let step = Double(minuteInterval * 60)
            d = Date(timeIntervalSinceReferenceDate: (d.timeIntervalSinceReferenceDate / step).rounded() * step)
        }
        if let lo = minimumDate, d < lo { d = lo }
        if let hi = maximumDate, d > hi, minimumDate.map({ hi >= $0 }) ?? true { d = hi }
        return d
    }

    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .compact, .automatic: CGSize(width: 110, height: 34)
        case .inline: CGSize(width: 320, height: datePickerMode == .time || datePickerMode == .countDownTimer ? 216 : 358)
        case .wheels: CGSize(width: 320, height: 216)
        }
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
