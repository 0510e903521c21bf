import Foundation
import Transitions

// Foundation and UIKit class members that Linux Foundation or the model lack, as UIKit code uses
// them.

extension Font {
    /// `UIFont.systemFontSize` (17), `labelFontSize` (17), `buttonFontSize` (18),
    /// `smallSystemFontSize` (12): iOS's standard sizes.
    public class var systemFontSize: CGFloat { 17 }
    public class var labelFontSize: CGFloat { 17 }
    public class var buttonFontSize: CGFloat { 18 }
    public class var smallSystemFontSize: CGFloat { 12 }
}

extension CGFloat {
    /// `CGFloat(truncating:)`: an `NSNumber`'s value (Darwin's Foundation has it). Disfavoured so
    /// that an unapplied `CGFloat.init` (`number.flatMap(CGFloat.init)`) names `init(_:)`, as it
    /// does on Darwin, instead of being ambiguous across the two.
    @_disfavoredOverload
    public init(truncating number: NSNumber) { self.init(number.doubleValue) }
}

private enum IdleTimerKey {
    nonisolated(unsafe) static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let networkActivity = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

extension Application {
    /// `isNetworkActivityIndicatorVisible` (deprecated in iOS 13; stored: the status bar is not
    /// drawn).
    public var isNetworkActivityIndicatorVisible: Bool {
        get { AssociatedObjects.get(self, key: IdleTimerKey.networkActivity) as? Bool ?? false }
        set { AssociatedObjects.set(self, key: IdleTimerKey.networkActivity, value: newValue, policy: .retain) }
    }

    /// `isIdleTimerDisabled` (stored: the simulated device never sleeps).
    public var isIdleTimerDisabled: Bool {
        get { AssociatedObjects.get(self, key: IdleTimerKey.key) as? Bool ?? false }
        set { AssociatedObjects.set(self, key: IdleTimerKey.key, value: newValue, policy: .retain) }
    }
}

/// `NSHashTable` (Darwin's Foundation; not in Linux's), as code uses it for multicast delegates:
/// `weakObjects()` holds its objects weakly (a released one drops out), the default strongly.
public final class NSHashTable<ObjectType: AnyObject>: @unchecked Sendable {
    private var boxes: [HeldObject<ObjectType>] = []
    private let weak: Bool

    public init() { weak = false }
    private init(weak: Bool) { self.weak = weak }
    /// `weakObjects()`: a table that does not keep its objects alive.
    public class func weakObjects() -> NSHashTable<ObjectType> { NSHashTable(weak: true) }
    /// `init(options:capacity:)`: `.weakMemory` holds the objects weakly.
    public convenience init(options: NSPointerFunctions.Options, capacity: Int = 0) { self.init(weak: options.holdsWeakly) }

    /// `add(_:)`: once per object (identity).
    public func add(_ object: ObjectType?) {
        guard let object, !contains(object) else { return }
        boxes.removeAll { $0.value == nil }
        boxes.append(HeldObject(object, weak: weak))
    }
    public func remove(_ object: ObjectType?) {
        guard let object else { return }
        boxes.removeAll { $0.value == nil || $0.value === object }
    }
    public func contains(_ object: ObjectType?) -> Bool {
        guard let object else { return false }
        return boxes.contains { $0.value === object }
    }
    public func removeAllObjects() { boxes.removeAll() }
    /// `allObjects`: the live objects, in the order added.
    public var allObjects: [ObjectType] { boxes.compactMap(\.value) }
    public var count: Int { allObjects.count }
    public var anyObject: ObjectType? { allObjects.first }
}

/// `UINT64_MAX`, `INT64_MAX` (C's 64-bit limits, which Darwin's module imports and Glibc's does
/// not: its macros are long long casts Swift cannot import; the 32-bit ones Glibc does import).
public let UINT64_MAX = UInt64.max
public let INT64_MAX = Int64.max

extension ProcessInfo {
    /// `isiOSAppOnMac` (iOS 14) and `isMacCatalystApp` (iOS 13): the model simulates an iPhone or
    /// iPad, so both are false.
    public var isiOSAppOnMac: Bool { false }
    public var isMacCatalystApp: Bool { false }
}

extension NumberFormatter {
    /// `NumberFormatter.Behavior` (Darwin's Foundation): the formatter generation. Linux's
    /// formatter always behaves as 10.4's, the only one Darwin still has.
    public enum Behavior: UInt, Sendable { case `default` = 0, behavior10_4 = 1040 }
    /// `formatterBehavior`: always `.behavior10_4` (setting it changes nothing: there is no
    /// other behaviour to choose).
    public var formatterBehavior: Behavior {
        get { .behavior10_4 }
        set {}
    }
}

/// `NSExtensionContext`: the host's context of an app extension (share, action…). The model
/// runs an app, never an extension, so no controller has one (`extensionContext` is nil); the
/// class exists for the code that asks.
open class NSExtensionContext: NSObject {
    open var inputItems: [Any] { [] }
    open func completeRequest(returningItems items: [Any]?, completionHandler: ((Bool) -> Void)? = nil) {}
    open func cancelRequest(withError error: Error) {}
    open func open(_ URL: URL, completionHandler: ((Bool) -> Void)? = nil) { completionHandler?(false) }
}

extension ViewController {
    /// `extensionContext`: nil (an app's controllers have none; see `NSExtensionContext`).
    public var extensionContext: NSExtensionContext? { nil }
}

/// `AutoreleasingUnsafeMutablePointer`: Objective-C's out-parameter pointer (`NSError **`,
/// `NSLayoutConstraint **`), which Swift code takes as `&variable`. Without autorelease pools
/// it is a plain mutable pointer: `pointee` reads and writes the caller's variable, and
/// `&variable` converts to it as it does on Darwin.
public typealias AutoreleasingUnsafeMutablePointer<Pointee> = UnsafeMutablePointer<Pointee>
/// `NSErrorPointer`: Objective-C's `NSError **` parameter, as Darwin's Foundation spells it.
public typealias NSErrorPointer = AutoreleasingUnsafeMutablePointer<NSError?>?

/// `CFGetRetainCount(_:)`: how many strong references hold `object`, from Swift's runtime (the
/// count Core Foundation reads on Apple platforms, where autorelease pools may add to it). Apps
/// compare two readings (a closure must not keep a view); only differences are meaningful. Core
/// Foundation crashes on NULL; here nil counts 0.
public func CFGetRetainCount(_ object: AnyObject?) -> CFIndex {
    guard let object else { return 0 }
    return CFIndex(truncatingIfNeeded: _getRetainCount(object))
}

extension NSObject {
    /// `superclass()`: the class this one inherits from (nil for a root class), as Darwin's
    /// Objective-C runtime answers it. Linux Foundation spells it as a class property
    /// (`superclass`); this is the spelling UIKit code calls, `type.superclass() as? Cell.Type`.
    @_disfavoredOverload
    public class func superclass() -> AnyClass? { _getSuperclass(self) }
}

extension NSMutableString {
    /// `appendFormat(_:_:)` (Darwin's Foundation; Linux's lacks it): appends the formatted text.
    public func appendFormat(_ format: NSString, _ args: CVarArg...) {
        append(String(format: format as String, arguments: args))
    }
}

/// `NSSortDescriptor(key:ascending:)`: the string-key initialiser Linux's Foundation leaves out
/// (it has no key-value coding). The key is kept, so the model's own fetches that sort by key
/// (`PHFetchOptions.sortDescriptors`) read it; sorting an `NSArray` with it by key-value coding
/// is not available.
extension NSSortDescriptor {
    public convenience init(key: String?, ascending: Bool) {
        self.init(keyPath: \String.count, ascending: ascending)
        AssociatedObjects.set(self, key: sortKeyKey, value: key as Any, policy: .retain)
    }
    public convenience init(key: String?, ascending: Bool, selector: Selector?) {
        self.init(key: key, ascending: ascending)
    }
    /// The key this descriptor was made with (`init(key:ascending:)`).
    var sortKey: String? { AssociatedObjects.get(self, key: sortKeyKey) as? String }
}
nonisolated(unsafe) private let sortKeyKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

/// Foundation's deprecated reading and writing option names (Swift 3's, still accepted by
/// Apple's SDK with a warning): the same options under their current names.
extension NSData.ReadingOptions {
    @available(*, deprecated, renamed: "mappedIfSafe")
    public static var dataReadingMapped: NSData.ReadingOptions { .mappedIfSafe }
    @available(*, deprecated, renamed: "mappedIfSafe")
    public static var mappedRead: NSData.ReadingOptions { .mappedIfSafe }
    @available(*, deprecated, renamed: "uncached")
    public static var uncachedRead: NSData.ReadingOptions { .uncached }
}
extension NSData.WritingOptions {
    @available(*, deprecated, renamed: "atomic")
    public static var atomicWrite: NSData.WritingOptions { .atomic }
}
