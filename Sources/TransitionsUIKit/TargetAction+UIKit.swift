import Foundation
import Transitions

// Target-action with UIKit's names. `#selector(handlePan(_:))` becomes
// `Selector(Foo.handlePan(_:), "handlePan:")` when transit-uikit-rewrite compiles a UIKit file;
// hand-written code can spell it so directly.

/// `Selector`, typed (see `TypedSelector`). Foundation has no `Selector` on Linux.
public typealias Selector = TypedSelector
public typealias UIControl = Control
public typealias UIButton = Button
/// `UISlider`.
public typealias UISlider = Slider
/// `UIDatePicker` (`UIDatePickerStyle` is `DatePicker.Style`).
public typealias UIDatePicker = DatePicker
public typealias UIDatePickerStyle = DatePicker.Style
public typealias CADisplayLink = DisplayLink
/// `Timer` on the simulation's clock. It shadows Foundation's for files that import only
/// TransitionsUIKit; a file that imports Foundation too names it `TransitionsUIKit.Timer` (the
/// rewriter adds a file-private alias).
public typealias Timer = SimulationTimer

/// `NSStringFromSelector(_:)`.
public func NSStringFromSelector(_ selector: Selector) -> String { selector.name }
/// `NSSelectorFromString(_:)`: a name-only selector (invoking it records an error).
public func NSSelectorFromString(_ name: String) -> Selector { Selector(name) }
/// `sel_registerName(_:)` / `sel_getUid(_:)`: the runtime's spelling of the same, from a C string.
public func sel_registerName(_ name: UnsafePointer<CChar>) -> Selector { Selector(String(cString: name)) }
public func sel_getUid(_ name: UnsafePointer<CChar>) -> Selector { Selector(String(cString: name)) }

extension NSObject: SelectorPerforming {}

extension NotificationCenter {
    /// `addObserver(_:selector:name:object:)`: posts of `name` (all names for nil) from `object`
    /// (any sender for nil) call the selector's method on `observer` with the notification,
    /// synchronously, as Foundation does. The observer is not retained; once it is gone it is
    /// no longer called. `removeObserver(_:)` / `removeObserver(_:name:object:)` with the
    /// observer remove it.
    ///
    /// Simulations are separate worlds: an observer added while a simulation is current on its
    /// thread hears the posts made while that simulation is current (or none is) — not those of
    /// another simulation running on another thread (parallel tests, campaigns), whose keyboard
    /// and rotation notifications would otherwise reach it with `object: nil`.
    public func addObserver(_ observer: Any, selector: Selector, name: Notification.Name?, object: Any?) {
        guard let target = targetObject(observer) else { return }
        let box = WeakTarget(target)
        let home = Simulation.currentIfAny.map { WeakTarget($0) }
        let token = addObserver(forName: name, object: object, queue: nil) { notification in
            guard let t = box.object else { return }
            if let home, let poster = Simulation.currentIfAny, home.object !== poster { return }
            selector.invoke(on: t, with: notification)
        }
        SelectorObservers.shared.add(token, observer: target, name: name, center: self)
    }

    /// `removeObserver(_:)` for an observer added with a selector (and any observer token).
    public func removeObserver(_ observer: AnyObject) {
        for token in SelectorObservers.shared.remove(observer: observer, name: nil, center: self) { removeObserver(token as Any) }
        removeObserver(observer as Any)
    }

    /// `removeObserver(_:name:object:)` for an observer added with a selector: its registrations
    /// for `name` (all for nil).
    public func removeObserver(_ observer: AnyObject, name: Notification.Name?, object: Any?) {
        for token in SelectorObservers.shared.remove(observer: observer, name: name, center: self) { removeObserver(token as Any) }
        removeObserver(observer as Any, name: name, object: object)
    }
}

/// A weak reference that crosses into Foundation's `@Sendable` observer blocks (the model runs
/// on one thread).
final class WeakTarget: @unchecked Sendable {
    weak var object: AnyObject?
    init(_ object: AnyObject) { self.object = object }
}

/// The block observers registered for selector observers, by center and observer.
final class SelectorObservers: @unchecked Sendable {
    static let shared = SelectorObservers()
    private let lock = NSLock()
    private var entries: [(center: ObjectIdentifier, observer: ObjectIdentifier, name: Notification.Name?, token: NSObjectProtocol)] = []

    func add(_ token: NSObjectProtocol, observer: AnyObject, name: Notification.Name?, center: NotificationCenter) {
        lock.lock()
        defer { lock.unlock() }
        entries.append((ObjectIdentifier(center), ObjectIdentifier(observer), name, token))
    }

    func remove(observer: AnyObject, name: Notification.Name?, center: NotificationCenter) -> [NSObjectProtocol] {
        lock.lock()
        defer { lock.unlock() }
        let c = ObjectIdentifier(center), o = ObjectIdentifier(observer)
        let matches = { (e: (center: ObjectIdentifier, observer: ObjectIdentifier, name: Notification.Name?, token: NSObjectProtocol)) in
            e.center == c && e.observer == o && (name == nil || e.name == name)
        }
        let removed = entries.filter(matches).map(\.token)
        entries.removeAll(where: matches)
        return removed
    }
}

/// `AVMakeRect(aspectRatio:insideRect:)` (AVFoundation; zoom transitions use it): the largest
/// rectangle of that aspect ratio centred in `boundingRect`.
public func AVMakeRect(aspectRatio: CGSize, insideRect boundingRect: CGRect) -> CGRect {
    guard aspectRatio.width > 0, aspectRatio.height > 0 else { return CGRect(origin: CGPoint(x: boundingRect.midX, y: boundingRect.midY), size: .zero) }
    let scale = min(boundingRect.width / aspectRatio.width, boundingRect.height / aspectRatio.height)
    let size = CGSize(width: aspectRatio.width * scale, height: aspectRatio.height * scale)
    return CGRect(x: boundingRect.midX - size.width / 2, y: boundingRect.midY - size.height / 2, width: size.width, height: size.height)
}

extension NSObjectProtocol {
    /// `responds(to:)` on an object typed by the protocol (a delegate held as `NSObjectProtocol`):
    /// an `NSObject` subclass's own (overridable) answer, else whether the object has the
    /// selector's method.
    @_disfavoredOverload  // a responder's own method wins where both apply
    public func responds(to aSelector: Selector?) -> Bool {
        if let r = self as? UIKitNSObject { return r.responds(to: aSelector) }
        return aSelector?.canBeInvoked(on: self) ?? false
    }

    /// `perform(_:)`, `perform(_:with:)`, `perform(_:with:with:)` on an object typed by the
    /// protocol (a target held as `NSObjectProtocol`): the method is called now and its object
    /// result returned, as on any object (`SelectorPerforming`).
    @_disfavoredOverload
    @discardableResult
    public func perform(_ aSelector: Selector?) -> Unmanaged<AnyObject>! {
        performResult(aSelector, on: self, with: nil)
    }
    @_disfavoredOverload
    @discardableResult
    public func perform(_ aSelector: Selector?, with object: Any?) -> Unmanaged<AnyObject>! {
        performResult(aSelector, on: self, with: object)
    }
    @_disfavoredOverload
    @discardableResult
    public func perform(_ aSelector: Selector?, with object1: Any?, with object2: Any?) -> Unmanaged<AnyObject>! {
        performResult(aSelector, on: self, with: object1, and: object2)
    }
}

/// `NSFoundationVersionNumber` and the named versions iOS code compares it with (Foundation on
/// Linux declares neither). The model's device runs a current iOS: its number is above every
/// named one (the value is the model's choice, not a particular release's build).
public let NSFoundationVersionNumber: Double = 1_900
public let NSFoundationVersionNumber_iOS_6_1: Double = 993.00
public let NSFoundationVersionNumber_iOS_7_0: Double = 1_047.20
public let NSFoundationVersionNumber_iOS_7_1: Double = 1_047.25
public let NSFoundationVersionNumber_iOS_8_0: Double = 1_140.11
public let NSFoundationVersionNumber_iOS_8_1: Double = 1_141.1
public let NSFoundationVersionNumber_iOS_8_2: Double = 1_142.14
public let NSFoundationVersionNumber_iOS_8_3: Double = 1_144.17
public let NSFoundationVersionNumber_iOS_8_4: Double = 1_144.17
public let NSFoundationVersionNumber_iOS_8_x_Max: Double = 1_199
public let NSFoundationVersionNumber_iOS_9_0: Double = 1_240.1
public let NSFoundationVersionNumber_iOS_9_x_Max: Double = 1_299
