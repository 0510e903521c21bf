import Foundation
import Transitions

// The application, screen, device and environment, by UIKit's names, over the current
// simulation's `Application` and its simulated `Device`.

public typealias UIEdgeInsets = EdgeInsets
public typealias UITraitCollection = TraitCollection
public typealias UIUserInterfaceSizeClass = TraitCollection.SizeClass
public typealias UIUserInterfaceStyle = TraitCollection.Style
public typealias UIUserInterfaceLevel = TraitCollection.Level
/// iOS 17's trait change registration (`TraitChangeRegistration.swift`).
public typealias UITrait = Trait
public typealias UITraitDefinition = TraitDefinition
public typealias UITraitChangeRegistration = TraitChangeRegistration
public typealias UITraitChangeObservable = TraitChangeObservable
public typealias UITraitUserInterfaceStyle = TraitUserInterfaceStyle
public typealias UITraitHorizontalSizeClass = TraitHorizontalSizeClass
public typealias UITraitVerticalSizeClass = TraitVerticalSizeClass
public typealias UITraitUserInterfaceIdiom = TraitUserInterfaceIdiom
public typealias UITraitDisplayScale = TraitDisplayScale
public typealias UITraitUserInterfaceLevel = TraitUserInterfaceLevel
/// iOS 17's `traitOverrides` (`TraitOverrides.swift`).
public typealias UITraitOverrides = TraitOverrides
public typealias UIUserInterfaceIdiom = Device.Idiom

/// `UI_USER_INTERFACE_IDIOM()`: the current device's idiom (`UIDevice.current.userInterfaceIdiom`),
/// the macro apps used before iOS 13 deprecated it.
@available(*, deprecated, message: "Use -[UIDevice userInterfaceIdiom] directly.")
public func UI_USER_INTERFACE_IDIOM() -> UIUserInterfaceIdiom { UIDevice.current.userInterfaceIdiom }
public typealias UIDeviceOrientation = Device.Orientation
public typealias UIInterfaceOrientation = InterfaceOrientation
public typealias UIStatusBarAnimation = StatusBarAnimation
public typealias UIModalTransitionStyle = ModalTransitionStyle
/// `UITraitEnvironment`: what has a trait collection and hears it change — views (windows
/// among them), view controllers, presentation controllers and the screen.
public protocol UITraitEnvironment: AnyObject {
    var traitCollection: TraitCollection { get }
    func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}
extension View: UITraitEnvironment {}
extension ViewController: UITraitEnvironment {}
extension PresentationController: UITraitEnvironment {}

public typealias UIInterfaceOrientationMask = InterfaceOrientationMask

/// `UIScreen`: the simulated device's screen. Equatable and hashable by identity, as UIKit's
/// (an `NSObject`): code compares a window's screen with `UIScreen.main`.
public final class UIScreen: Hashable {
    public static func == (a: UIScreen, b: UIScreen) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    private weak var application: Application?
    /// The device as it is now (a rotation changes `bounds`).
    var device: Device { application?.device ?? .iPhone14 }
    init(application: Application) { self.application = application }
    /// `UIScreen()`: the current simulation's device's screen (there is one screen).
    public convenience init() { self.init(application: Simulation.current.application) }
    /// `UIScreen.main`: the current simulation's device's screen — the same object each time, so
    /// an observer can name it as the object of the keyboard notifications, which iOS 16.1 and
    /// later post with the screen.
    public static var main: UIScreen { screen(of: Simulation.current.application) }

    /// The application's screen object (one per application).
    static func screen(of app: Application) -> UIScreen {
        if let s = app.screenNotificationObject as? UIScreen { return s }
        let s = UIScreen(application: app)
        app.screenNotificationObject = s
        return s
    }
    /// `bounds` in points, in the current orientation.
    public var bounds: CGRect { device.bounds }
    public var scale: CGFloat { device.scale }
    public var nativeScale: CGFloat { device.scale }
    /// `nativeBounds`: portrait, in pixels.
    public var nativeBounds: CGRect { device.nativeBounds }
    public var traitCollection: TraitCollection { device.traitCollection }
    /// `snapshotView(afterScreenUpdates:)`: a snapshot of what the screen shows — the current
    /// simulation's key window's; without one, an empty view the size of the screen. (Not
    /// optional, unlike `UIView`'s: UIKit's screen always has something to show.)
    public func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView {
        Simulation.current.application.keyWindow?.snapshotView(afterScreenUpdates: afterUpdates) ?? UIView(frame: bounds)
    }
    /// `displayLink(withTarget:selector:)`: a display link for this screen (the simulated
    /// device's one display), not yet added to a run loop — `CADisplayLink(target:selector:)`.
    public func displayLink(withTarget target: Any, selector sel: Selector) -> CADisplayLink? {
        CADisplayLink(target: target, selector: sel)
    }
    /// `maximumFramesPerSecond`: the simulated display's refresh rate (the current simulation's
    /// frames per second, rounded).
    public var maximumFramesPerSecond: Int {
        let interval = Simulation.current.frameInterval
        return interval > 0 && interval.isFinite ? Int(min(1 / interval, 1e6).rounded()) : 60
    }
}

/// `UIDevice`: the simulated device (`Application.device`), one per application.
public final class UIDevice {
    /// `playInputClick()`: the keyboard click (a sound: nothing is heard).
    public func playInputClick() {}
    private weak var application: Application?
    var device: Device { application?.device ?? .iPhone14 }
    init(application: Application) { self.application = application }
    /// `UIDevice()`: the current simulation's device (there is one).
    public convenience init() { self.init(application: Simulation.current.application) }
    /// `UIDevice.current`: the current simulation's (the same object each time, so an observer
    /// can name it as the object of `orientationDidChangeNotification`).
    public static var current: UIDevice {
        let app = Simulation.current.application
        if let d = app.deviceNotificationObject as? UIDevice { return d }
        let d = UIDevice(application: app)
        app.deviceNotificationObject = d
        return d
    }
    /// `UIDevice.orientationDidChangeNotification`: posted when the simulated device rotates
    /// (`Application.rotate(to:)`), with `UIDevice.current` as the object.
    public static let orientationDidChangeNotification = Device.orientationDidChangeNotification
    public var userInterfaceIdiom: UIUserInterfaceIdiom { device.idiom }
    public var orientation: UIDeviceOrientation { device.orientation }
    public var systemName: String { device.systemName }
    public var systemVersion: String { device.systemVersion }
    public var name: String { device.name }
    public var model: String { device.idiom == .pad ? "iPad" : "iPhone" }
    /// `localizedModel`: the model name (the simulated device's language is English).
    public var localizedModel: String { model }
    /// `identifierForVendor`: one fixed identifier, the same in every run (runs are
    /// reproducible; on a device it is stable for an app's vendor until its apps are removed).
    public var identifierForVendor: UUID? { UUID(uuidString: "7A6E5D4C-3B2A-4190-8F7E-6D5C4B3A2918") }
    public var isGeneratingDeviceOrientationNotifications: Bool { true }
    public func beginGeneratingDeviceOrientationNotifications() {}
    public func endGeneratingDeviceOrientationNotifications() {}

    /// `setValue(_:forKey: "orientation")`: the private way apps force a rotation (a video player
    /// going landscape): the value is a device orientation's raw value (apps pass
    /// `UIInterfaceOrientation.landscapeRight.rawValue`, 3, which is the device's landscape left —
    /// the same screen). The simulated device rotates as `Application.rotate(to:)` does (a flat or
    /// unknown orientation is no interface orientation: nothing turns). Another key is recorded as a
    /// rejected call (UIKit raises `NSUnknownKeyException`).
    public func setValue(_ value: Any?, forKey key: String) {
        guard key == "orientation" else {
            return Simulation.current.record(.rejectedCall, "UIDevice setValue(_:forKey: \"\(key)\"): not key-value coding compliant for that key")
        }
        let raw = (value as? Int) ?? (value as? NSNumber)?.intValue ?? (value as? InterfaceOrientation)?.rawValue
        guard let raw, let orientation = UIDeviceOrientation(rawValue: raw) else {
            return Simulation.current.record(.rejectedCall, "UIDevice orientation set to \(value.map { "\($0)" } ?? "nil"), not a device orientation")
        }
        application?.rotate(to: orientation)
    }
    /// `value(forKey:)`: `"orientation"` as its raw value (nil for other keys).
    public func value(forKey key: String) -> Any? { key == "orientation" ? orientation.rawValue : nil }
}

extension Application {
    /// `beginReceivingRemoteControlEvents()` / `endReceivingRemoteControlEvents()`: a media app
    /// asks for the lock screen's and headphones' play/pause events. Accepted: the simulated
    /// device has no remote controls, so none is ever delivered.
    public func beginReceivingRemoteControlEvents() {}
    public func endReceivingRemoteControlEvents() {}

    /// `userInterfaceLayoutDirection`: left to right (the model has no right-to-left locale).
    public var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { .leftToRight }
    /// `UIApplication.shared`: the current simulation's application.
    public static var shared: Application { Simulation.current.application }

    /// `UIApplication.responds(to:)` for the class: true for `sharedApplication` (the class
    /// method libraries probe to reach `shared` where app extensions forbid naming it), false for
    /// other names (the model finds no class method by name).
    public class func responds(to aSelector: Selector?) -> Bool { aSelector?.name == "sharedApplication" }

    /// `UIApplication.perform(_:)` for the class: `sharedApplication` gives `shared`; another name
    /// is recorded as refused (no class method by that name) and gives nil.
    public class func perform(_ aSelector: Selector?) -> Unmanaged<AnyObject>! {
        guard aSelector?.name == "sharedApplication" else {
            Simulation.current.reject(.notFound("a UIApplication class method named \(aSelector?.name ?? "nil") (the model finds none by name)"))
            return nil
        }
        return Unmanaged.passUnretained(shared)
    }
    /// `isStatusBarHidden`.
    public var statusBarHidden: Bool { isStatusBarHidden }
    /// `setStatusBarHidden(_:with:)` / `setStatusBarStyle(_:animated:)` (deprecated since iOS 9):
    /// as the deprecated setters, they do nothing under view-controller-based status bar
    /// appearance (the Info.plist default, which the model has): the controllers decide
    /// (`Application.statusBarStyle`).
    public func setStatusBarHidden(_ hidden: Bool, with animation: UIStatusBarAnimation) { isStatusBarHidden = hidden }
    public func setStatusBarStyle(_ style: UIStatusBarStyle, animated: Bool) { statusBarStyle = style }
    /// `connectedScenes`: one window scene holding the simulation's windows.
    public var connectedScenes: Set<UIScene> { [windowScene] }
    /// `supportsMultipleScenes`.
    public var supportsMultipleScenes: Bool { false }
    /// `open(_:options:completionHandler:)`: the simulated device has no other app to open a URL
    /// in (nor a browser), so nothing opens: the URL is recorded (`openedURLs`) and the
    /// completion handler hears `false` on the main queue, as UIKit reports a URL nothing handles.
    public func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:], completionHandler: ((Bool) -> Void)? = nil) {
        URLRecord.append(url, for: self)
        guard let completionHandler else { return }
        _ = Simulation.current.schedule { completionHandler(false) }
    }
    /// `UIApplication.openSettingsURLString`: the URL of the app's page in Settings (opening it
    /// is recorded, as every URL).
    public static let openSettingsURLString = "app-settings:"
    /// `openURL(_:)` (deprecated): as `open(_:)`, answering false.
    @discardableResult
    public func openURL(_ url: URL) -> Bool {
        URLRecord.append(url, for: self)
        return false
    }
    /// `canOpenURL(_:)`: false — no app on the simulated device handles a URL.
    public func canOpenURL(_ url: URL) -> Bool { false }
    /// The URLs the app asked to open, in order.
    public var openedURLs: [URL] { URLRecord.urls(of: self) }

    /// `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// `value(forKeyPath:)` on the class — the app-extension-safe way to reach the shared
    /// application (`UIApplication.value(forKeyPath: #keyPath(UIApplication.shared))`): the
    /// shared application for `"shared"` / `"sharedApplication"`, nil otherwise.
    public class func value(forKeyPath keyPath: String) -> Any? {
        ["shared", "sharedApplication"].contains(keyPath) ? UIApplication.shared : nil
    }
    public class func value(forKey key: String) -> Any? { value(forKeyPath: key) }
}

/// The URLs each application was asked to open.
private enum URLRecord {
    nonisolated(unsafe) static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    static func urls(of app: Application) -> [URL] { AssociatedObjects.get(app, key: key) as? [URL] ?? [] }
    static func append(_ url: URL, for app: Application) { AssociatedObjects.set(app, key: key, value: urls(of: app) + [url], policy: .retain) }
}

public typealias UIScene = Scene
public typealias UIWindowScene = WindowScene

extension WindowScene {
    public var screen: UIScreen { UIScreen.screen(of: application) }
    /// `statusBarManager`.
    public var statusBarManager: UIStatusBarManager? { UIStatusBarManager(application: application) }
}

/// `UIStatusBarManager`: the status bar's frame and visibility (the device's; drawn only).
public final class UIStatusBarManager {
    let application: Application
    init(application: Application) { self.application = application }
    public var statusBarFrame: CGRect { application.statusBarFrame }
    public var isStatusBarHidden: Bool { application.isStatusBarHidden }
    public var statusBarStyle: UIStatusBarStyle { application.statusBarStyle }
}

extension Window {
    /// `screen`: the simulated device's.
    public var screen: UIScreen { UIScreen.screen(of: simulation.application) }


    /// `windowLevel` (stored: windows are not ordered by level in the model's checks).
    public var windowLevel: UIWindow.Level {
        get { AssociatedObjects.get(self, key: WindowKeys.level) as? UIWindow.Level ?? .normal }
        set { AssociatedObjects.set(self, key: WindowKeys.level, value: newValue, policy: .retain) }
    }

    /// `UIWindow.Level`.
    public struct Level: RawRepresentable, Sendable, Hashable, Comparable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
        public static func + (a: Level, b: CGFloat) -> Level { Level(a.rawValue + b) }
        public static func - (a: Level, b: CGFloat) -> Level { Level(a.rawValue - b) }
    }
}

enum WindowKeys {
    nonisolated(unsafe) static let level = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

/// `UIAccessibilityTraits` (the attributes themselves are on every `NSObject`).
public typealias UIAccessibilityTraits = AccessibilityTraits
public typealias UIAccessibilityElement = AccessibilityElement
public typealias UIKeyCommand = KeyCommand
/// `UIInteraction` (`Interaction`: attached with `addInteraction(_:)`).
public typealias UIInteraction = Interaction
public typealias UIKeyModifierFlags = KeyModifierFlags

/// `UIAccessibility`.
public enum UIAccessibility {
    /// `UIAccessibility.Traits`.
    public typealias Traits = AccessibilityTraits
    /// `isReduceMotionEnabled`: the simulated device's setting (`Application.device`).
    public static var isReduceMotionEnabled: Bool { Simulation.current.application.device.isReduceMotionEnabled }
    public static var isVoiceOverRunning: Bool { false }
    /// The other display settings: off on the simulated device (no setting to change them yet).
    public static var isReduceTransparencyEnabled: Bool { false }
    public static var isBoldTextEnabled: Bool { false }
    public static var isDarkerSystemColorsEnabled: Bool { false }
    public static var isInvertColorsEnabled: Bool { false }
    public static var isGrayscaleEnabled: Bool { false }
    public static var isSwitchControlRunning: Bool { false }
    /// `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
    }
    /// `post(notification:argument:)`: recorded (`posted`); there is no assistive technology.
    public static func post(notification: Notification, argument: Any?) {
        lock.lock()
        postedNotifications.append(notification)
        lock.unlock()
    }
    /// The notifications posted so far (process-wide).
    public static var posted: [Notification] {
        lock.lock()
        defer { lock.unlock() }
        return postedNotifications
    }
    private static let lock = NSLock()
    nonisolated(unsafe) private static var postedNotifications: [Notification] = []
}

extension Application {
    /// `supportedInterfaceOrientations(for:)`: the orientations the app allows in a window —
    /// without an Info.plist, UIKit's defaults for the simulated device (all on an iPad, all but
    /// upside down elsewhere).
    public func supportedInterfaceOrientations(for window: UIWindow?) -> UIInterfaceOrientationMask {
        device.idiom == .pad ? .all : .allButUpsideDown
    }
}

extension UIScreen: UITraitEnvironment {
    /// `traitCollectionDidChange(_:)`: nothing (the screen's traits are the device's).
    public func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
}
