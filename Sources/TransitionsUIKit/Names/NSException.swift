import Foundation
import Transitions

/// `NSException`, which Linux Foundation leaves out (Swift code there has no Objective-C
/// exceptions to catch). Apps make one to stop on a broken assumption, as UIKit's own checks do:
/// `NSException(name: .internalInconsistencyException, reason: "…", userInfo: nil).raise()`.
/// Swift cannot catch an Objective-C exception either, so on iOS a raised one ends the app, after
/// the handler set with `NSSetUncaughtExceptionHandler` has seen it; here `raise()` does the
/// same: the handler runs, then the run stops with UIKit's message (`*** Terminating app due to
/// uncaught exception 'name', reason: 'reason'`), never a return into code that assumed the
/// opposite.
open class NSException: NSObject, @unchecked Sendable {
    public let name: NSExceptionName
    public let reason: String?
    public let userInfo: [AnyHashable: Any]?

    /// `init(name:reason:userInfo:)`.
    public init(name aName: NSExceptionName, reason aReason: String?, userInfo aUserInfo: [AnyHashable: Any]? = nil) {
        name = aName
        reason = aReason
        userInfo = aUserInfo
        super.init()
    }

    /// `callStackSymbols`: the thread's when asked (an exception not raised has none on iOS
    /// either until raised; here it is the caller's).
    open var callStackSymbols: [String] { Thread.callStackSymbols }
    open var callStackReturnAddresses: [NSNumber] { Thread.callStackReturnAddresses }

    open override var description: String { reason ?? name.rawValue }

    /// `raise()`: ends the run, as an uncaught exception ends the app.
    open func raise() -> Never {
        NSException.uncaughtHandler.value?(self)
        fatalError("*** Terminating app due to uncaught exception '\(name.rawValue)', reason: '\(reason ?? "")'")
    }

    /// `NSException.raise(_:format:arguments:)`.
    public class func raise(_ name: NSExceptionName, format: String, arguments argList: CVaListPointer) -> Never {
        NSException(name: name, reason: NSString(format: format, arguments: argList) as String).raise()
    }

    /// `NSException.raise(_:format:_:)` (Swift's variadic spelling).
    public class func raise(_ name: NSExceptionName, format: String, _ args: CVarArg...) -> Never {
        NSException(name: name, reason: String(format: format, arguments: args)).raise()
    }

    static let uncaughtHandler = UncaughtHandler()
}

/// The process's one uncaught-exception handler (set from any thread, as Foundation's).
final class UncaughtHandler: @unchecked Sendable {
    private let lock = NSLock()
    private var handler: ((NSException) -> Void)?
    var value: ((NSException) -> Void)? {
        get { lock.withLock { handler } }
        set { lock.withLock { handler = newValue } }
    }
}

/// `NSSetUncaughtExceptionHandler(_:)`: called with an exception just before `raise()` ends the
/// run (apps log crash reports from it).
public func NSSetUncaughtExceptionHandler(_ handler: ((NSException) -> Void)?) {
    NSException.uncaughtHandler.value = handler
}

/// `NSGetUncaughtExceptionHandler()`: the handler set (a Swift closure here, a C function on iOS).
public func NSGetUncaughtExceptionHandler() -> ((NSException) -> Void)? { NSException.uncaughtHandler.value }

/// Foundation's exception names Linux leaves out.
extension NSExceptionName {
    public static let genericException = NSExceptionName("NSGenericException")
    public static let rangeException = NSExceptionName("NSRangeException")
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    public static let internalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
    public static let mallocException = NSExceptionName("NSMallocException")
    public static let objectInaccessibleException = NSExceptionName("NSObjectInaccessibleException")
    public static let objectNotAvailableException = NSExceptionName("NSObjectNotAvailableException")
    public static let destinationInvalidException = NSExceptionName("NSDestinationInvalidException")
    public static let characterConversionException = NSExceptionName("NSCharacterConversionException")
    public static let fileHandleOperationException = NSExceptionName("NSFileHandleOperationException")
    public static let undefinedKeyException = NSExceptionName("NSUnknownKeyException")
    public static let parseErrorException = NSExceptionName("NSParseErrorException")
}
