import Foundation

/// `CMTimeValue`, `CMTimeScale` (Core Media).
public typealias CMTimeValue = Int64
public typealias CMTimeScale = Int32

/// `CMTime` (Core Media): a rational time, `value / timescale` seconds, or one of the special
/// times (invalid, indefinite, ±infinity), as media code spells player positions.
///
/// Arithmetic works in seconds and rounds to the larger timescale of the operands; a result
/// that does not fit `Int64` is an infinity of its sign, never a trap. A non-finite or NaN
/// number of seconds makes the matching special time.
public struct CMTime: Hashable, Comparable, Sendable, CustomStringConvertible {
    /// `CMTimeFlags`.
    public struct Flags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let valid = Flags(rawValue: 1 << 0)
        public static let hasBeenRounded = Flags(rawValue: 1 << 1)
        public static let positiveInfinity = Flags(rawValue: 1 << 2)
        public static let negativeInfinity = Flags(rawValue: 1 << 3)
        public static let indefinite = Flags(rawValue: 1 << 4)
    }

    public var value: CMTimeValue
    public var timescale: CMTimeScale
    public var flags: Flags
    public var epoch: Int64 = 0

    /// `init(value:timescale:)`: a numeric time (a timescale that is not positive makes it invalid).
    public init(value: CMTimeValue, timescale: CMTimeScale) {
        self.value = value
        self.timescale = timescale
        flags = timescale > 0 ? .valid : []
    }
    /// `init(seconds:preferredTimescale:)`: `seconds` rounded to the timescale.
    public init(seconds: Double, preferredTimescale: CMTimeScale) {
        guard preferredTimescale > 0, !seconds.isNaN else {
            self = .invalid
            return
        }
        let scaled = (seconds * Double(preferredTimescale)).rounded()
        guard seconds.isFinite, abs(scaled) < 9.2e18 else {
            self = seconds > 0 ? .positiveInfinity : .negativeInfinity
            return
        }
        self.init(value: CMTimeValue(scaled), timescale: preferredTimescale)
        if scaled != seconds * Double(preferredTimescale) { flags.insert(.hasBeenRounded) }
    }
    private init(special: Flags) {
        value = 0
        timescale = 0
        flags = special
    }

    public static let zero = CMTime(value: 0, timescale: 1)
    public static let invalid = CMTime(special: [])
    public static let indefinite = CMTime(special: [.valid, .indefinite])
    public static let positiveInfinity = CMTime(special: [.valid, .positiveInfinity])
    public static let negativeInfinity = CMTime(special: [.valid, .negativeInfinity])

    public var isValid: Bool { flags.contains(.valid) }
    public var isIndefinite: Bool { isValid && flags.contains(.indefinite) }
    public var isPositiveInfinity: Bool { isValid && flags.contains(.positiveInfinity) }
    public var isNegativeInfinity: Bool { isValid && flags.contains(.negativeInfinity) }
    /// `isNumeric`: valid and not one of the special times.
    public var isNumeric: Bool { isValid && flags.isDisjoint(with: [.indefinite, .positiveInfinity, .negativeInfinity]) }
    /// `seconds`: the time in seconds (NaN for invalid and indefinite times, ±infinity for the
    /// infinities), as `CMTimeGetSeconds`.
    public var seconds: Double {
        if isPositiveInfinity { return .infinity }
        if isNegativeInfinity { return -.infinity }
        guard isNumeric else { return .nan }
        return Double(value) / Double(timescale)
    }
    /// `convertScale(_:method:)` without the method (rounded to nearest).
    public func convertScale(_ newTimescale: Int32) -> CMTime {
        isNumeric ? CMTime(seconds: seconds, preferredTimescale: newTimescale) : self
    }

    public var description: String {
        if !isValid { return "CMTime.invalid" }
        if isIndefinite { return "CMTime.indefinite" }
        if isPositiveInfinity { return "CMTime.positiveInfinity" }
        if isNegativeInfinity { return "CMTime.negativeInfinity" }
        return "CMTime(\(value)/\(timescale) = \(seconds)s)"
    }

    /// Core Media's order: numeric times by value, −∞ below and +∞ above them, then indefinite,
    /// then invalid (which equals nothing but itself).
    public static func < (a: CMTime, b: CMTime) -> Bool {
        let (ra, rb) = (a.rank, b.rank)
        if ra != rb { return ra < rb }
        return ra == 1 ? a.seconds < b.seconds : false
    }
    public static func == (a: CMTime, b: CMTime) -> Bool {
        let (ra, rb) = (a.rank, b.rank)
        guard ra == rb else { return false }
        return ra == 1 ? a.seconds == b.seconds : true
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(rank)
        if rank == 1 { hasher.combine(seconds) }
    }
    private var rank: Int {
        if !isValid { return 5 }
        if isNegativeInfinity { return 0 }
        if isPositiveInfinity { return 2 }
        if isIndefinite { return 3 }
        return 1
    }

    public static func + (a: CMTime, b: CMTime) -> CMTime { combine(a, b, a.seconds + b.seconds) }
    public static func - (a: CMTime, b: CMTime) -> CMTime { combine(a, b, a.seconds - b.seconds) }
    private static func combine(_ a: CMTime, _ b: CMTime, _ seconds: Double) -> CMTime {
        guard a.isValid, b.isValid else { return .invalid }
        if a.isIndefinite || b.isIndefinite { return .indefinite }
        if seconds.isNaN { return .invalid }  // +∞ − +∞
        return CMTime(seconds: seconds, preferredTimescale: max(a.timescale, b.timescale, 1))
    }
}

/// `CMTimeMake(value:timescale:)`, `CMTimeMakeWithSeconds(_:preferredTimescale:)`,
/// `CMTimeGetSeconds(_:)`, `CMTimeCompare(_:_:)`, `CMTimeAdd`, `CMTimeSubtract`.
public func CMTimeMake(value: Int64, timescale: Int32) -> CMTime { CMTime(value: value, timescale: timescale) }
public func CMTimeMakeWithSeconds(_ seconds: Double, preferredTimescale: Int32) -> CMTime {
    CMTime(seconds: seconds, preferredTimescale: preferredTimescale)
}
public func CMTimeGetSeconds(_ time: CMTime) -> Double { time.seconds }
public func CMTimeCompare(_ time1: CMTime, _ time2: CMTime) -> Int32 { time1 < time2 ? -1 : time1 == time2 ? 0 : 1 }
public func CMTimeAdd(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { lhs + rhs }
public func CMTimeSubtract(_ lhs: CMTime, _ rhs: CMTime) -> CMTime { lhs - rhs }
/// `kCMTimeZero`, `kCMTimeInvalid`, `kCMTimeIndefinite` (the pre-Swift-3 names).
public let kCMTimeZero = CMTime.zero
public let kCMTimeInvalid = CMTime.invalid
public let kCMTimeIndefinite = CMTime.indefinite

/// `NSValue(time:)` / `timeValue` (AVFoundation's boxing, for `generateCGImagesAsynchronously`
/// and boundary-time observers): the time's bytes in a box of their own type.
extension NSValue {
    private static let timeType = "[\(MemoryLayout<CMTime>.size)C]"
    public convenience init(time: CMTime) {
        var t = time
        self.init(bytes: &t, objCType: NSValue.timeType)
    }
    /// `timeValue`: the boxed time (`.invalid` when the box holds another type).
    public var timeValue: CMTime {
        guard String(cString: objCType) == NSValue.timeType else { return .invalid }
        var t = CMTime.invalid
        withUnsafeMutableBytes(of: &t) { getValue($0.baseAddress!) }
        return t
    }
}
