import Foundation

// The unified-logging API of Apple's `os` module (`os_log`, `OSLog`, `Logger`), which transition
// code imports for diagnostics (`import os.log`; the rewriter turns it into TransitionsUIKit).
// Messages go to the device's log store, which nothing in an app reads back; here they are
// discarded unevaluated: a `Logger` message's interpolated values are autoclosures, as on a device,
// where a message whose level is not enabled is never built. The API is complete enough that such
// files compile unchanged; it is not a log.

/// `OSLogType`: a message's level.
public struct OSLogType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public init(_ rawValue: UInt8) { self.rawValue = rawValue }
    public static let `default` = OSLogType(rawValue: 0x00)
    public static let info = OSLogType(rawValue: 0x01)
    public static let debug = OSLogType(rawValue: 0x02)
    public static let error = OSLogType(rawValue: 0x10)
    public static let fault = OSLogType(rawValue: 0x11)
}

/// `OSLog`: a subsystem and category to log under.
public final class OSLog: Sendable {
    public let subsystem: String
    public let category: String
    private let enabled: Bool

    public init(subsystem: String, category: String) {
        self.subsystem = subsystem
        self.category = category
        enabled = true
    }

    private init(disabled: ()) {
        subsystem = ""
        category = ""
        enabled = false
    }

    /// `OSLog.default` and `OSLog.disabled` (a log whose messages are never enabled).
    public static let `default` = OSLog(subsystem: "", category: "")
    public static let disabled = OSLog(disabled: ())

    /// `isEnabled(type:)`: false for `.disabled`, true otherwise (the log store would keep it).
    public func isEnabled(type: OSLogType) -> Bool { enabled }
    /// `signpostsEnabled` (signposts are not kept).
    public var signpostsEnabled: Bool { false }
}

/// `os_log(_:dso:log:type:_:)`: a format string and its arguments (discarded).
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = nil, log: OSLog = .default, type: OSLogType = .default, _ args: Any...) {}

/// `os_log(_:dso:log:_:_:)`: the level first.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = nil, log: OSLog = .default, _ message: StaticString, _ args: Any...) {}

/// `os_log(_:log:)` / `os_log(_:log:_:)` (iOS 14): an interpolated message (`os_log("\(x)")`),
/// discarded. Disfavoured, so a plain literal keeps meaning the format-string form.
@_disfavoredOverload
public func os_log(_ message: OSLogMessage, log: OSLog = .default) {}
@_disfavoredOverload
public func os_log(_ type: OSLogType, log: OSLog = .default, _ message: OSLogMessage) {}

/// `Logger` (iOS 14): level methods taking an `OSLogMessage`.
public struct Logger: Sendable {
    public let log: OSLog
    public init() { log = .default }
    public init(subsystem: String, category: String) { log = OSLog(subsystem: subsystem, category: category) }
    public init(_ log: OSLog) { self.log = log }

    public func log(level: OSLogType, _ message: OSLogMessage) {}
    public func log(_ message: OSLogMessage) {}
    public func trace(_ message: OSLogMessage) {}
    public func debug(_ message: OSLogMessage) {}
    public func info(_ message: OSLogMessage) {}
    public func notice(_ message: OSLogMessage) {}
    public func warning(_ message: OSLogMessage) {}
    public func error(_ message: OSLogMessage) {}
    public func critical(_ message: OSLogMessage) {}
    public func fault(_ message: OSLogMessage) {}
}

/// `OSLogPrivacy`: how an interpolated value is redacted in the log.
public struct OSLogPrivacy: Equatable, Sendable {
    /// `OSLogPrivacy.Mask`.
    public enum Mask: Equatable, Sendable { case none, hash }
    let kind: Int
    let mask: Mask
    public static let auto = OSLogPrivacy(kind: 0, mask: .none)
    public static let `public` = OSLogPrivacy(kind: 1, mask: .none)
    public static let `private` = OSLogPrivacy(kind: 2, mask: .none)
    public static let sensitive = OSLogPrivacy(kind: 3, mask: .none)
    public static func auto(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 0, mask: mask) }
    public static func `private`(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 2, mask: mask) }
    public static func sensitive(mask: Mask) -> OSLogPrivacy { OSLogPrivacy(kind: 3, mask: mask) }
}

/// `OSLogIntegerFormatting`.
public struct OSLogIntegerFormatting: Equatable, Sendable {
    let radix: Int
    public static let decimal = OSLogIntegerFormatting(radix: 10)
    public static let hex = OSLogIntegerFormatting(radix: 16)
    public static let octal = OSLogIntegerFormatting(radix: 8)
    public static func decimal(explicitPositiveSign: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .decimal }
    public static func hex(explicitPositiveSign: Bool = false, includePrefix: Bool = false, uppercase: Bool = false, minDigits: Int = 0) -> OSLogIntegerFormatting { .hex }
}

/// `OSLogFloatFormatting`.
public struct OSLogFloatFormatting: Equatable, Sendable {
    let precision: Int?
    public static let fixed = OSLogFloatFormatting(precision: nil)
    public static let exponential = OSLogFloatFormatting(precision: nil)
    public static let hybrid = OSLogFloatFormatting(precision: nil)
    public static func fixed(precision: Int, explicitPositiveSign: Bool = false, uppercase: Bool = false) -> OSLogFloatFormatting {
        OSLogFloatFormatting(precision: precision)
    }
}

/// `OSLogStringAlignment`.
public struct OSLogStringAlignment: Equatable, Sendable {
    let width: Int
    public static let none = OSLogStringAlignment(width: 0)
    public static func left(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(width: -columns) }
    public static func right(columns: Int) -> OSLogStringAlignment { OSLogStringAlignment(width: columns) }
}

/// `OSLogMessage`: a string literal with interpolations; the values are not evaluated.
public struct OSLogMessage: ExpressibleByStringInterpolation, Sendable {
    public init(stringLiteral value: String) {}
    public init(stringInterpolation: OSLogInterpolation) {}
}

/// `OSLogInterpolation`: the interpolations `Logger` accepts (values, privacy, formats,
/// alignment), each value an autoclosure as on a device.
public struct OSLogInterpolation: StringInterpolationProtocol, Sendable {
    public init(literalCapacity: Int, interpolationCount: Int) {}
    public mutating func appendLiteral(_ literal: String) {}
    public mutating func appendInterpolation<T>(
        _ value: @autoclosure @escaping () -> T, align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation<T: BinaryInteger>(
        _ value: @autoclosure @escaping () -> T, format: OSLogIntegerFormatting = .decimal,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
    public mutating func appendInterpolation<T: BinaryFloatingPoint>(
        _ value: @autoclosure @escaping () -> T, format: OSLogFloatFormatting = .fixed,
        align: OSLogStringAlignment = .none, privacy: OSLogPrivacy = .auto
    ) {}
}

/// `OSSignpostType`: whether a signpost begins, ends or marks an interval (`os.signpost`).
public struct OSSignpostType: RawRepresentable, Equatable, Hashable, Sendable {
    public let rawValue: UInt8
    public init(rawValue: UInt8) { self.rawValue = rawValue }
    public static let event = OSSignpostType(rawValue: 0)
    public static let begin = OSSignpostType(rawValue: 1)
    public static let end = OSSignpostType(rawValue: 2)
}

/// `OSSignpostID`: which interval a signpost belongs to. Made from a log (a fresh value each
/// time, as `os_signpost_id_generate` gives) or from an object (the same value for the same
/// object, as the pointer-derived id is).
public struct OSSignpostID: Equatable, Hashable, Comparable, Sendable {
    public let rawValue: UInt64
    public init(_ value: UInt64) { rawValue = value }
    public init(log: OSLog) {
        rawValue = OSSignpostID.counter.next()
    }
    public init(log: OSLog, object: AnyObject) {
        rawValue = UInt64(UInt(bitPattern: ObjectIdentifier(object).hashValue))
    }
    public static let exclusive = OSSignpostID(0xEEEE_B0B5_B2B2_EEEE)
    public static let invalid = OSSignpostID(~0)
    public static let null = OSSignpostID(0)
    public static func < (a: OSSignpostID, b: OSSignpostID) -> Bool { a.rawValue < b.rawValue }

    private static let counter = SignpostCounter()
}

/// The source of log-made signpost ids (1, 2, 3 … per process).
private final class SignpostCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var last: UInt64 = 0
    func next() -> UInt64 {
        lock.lock()
        defer { lock.unlock() }
        last &+= 1
        return last
    }
}

/// `os_signpost(_:dso:log:name:signpostID:)` and the forms with a format string or an
/// interpolated message: performance markers for Instruments (discarded, as `os_log`'s messages).
public func os_signpost(_ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive) {}
public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive,
    _ format: StaticString, _ arguments: any CVarArg...
) {}
@_disfavoredOverload
public func os_signpost(
    _ type: OSSignpostType, dso: UnsafeRawPointer? = nil, log: OSLog, name: StaticString, signpostID: OSSignpostID = .exclusive,
    _ message: OSLogMessage
) {}
