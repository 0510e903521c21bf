import Foundation
import Springs

/// UIApplication's global interaction state, per simulation.
public final class Application {
    weak var simulation: Simulation?
    /// begin/endIgnoringInteractionEvents nesting depth (never negative; unbalanced ends are violations).
    public private(set) var ignoringDepth = 0
    public var isIgnoringInteractionEvents: Bool { ignoringDepth > 0 }
    /// The key window, weakly: the window holds its simulation, which holds the application, so
    /// a strong reference here would keep every simulation alive (a world per test case). Keep
    /// your window yourself, as a UIKit app's scene delegate does.
    /// A change tells the old key window `resignKey()` and the new one `becomeKey()`.
    public weak var keyWindow: Window? {
        didSet {
            guard oldValue !== keyWindow else { return }
            if !launched, keyWindow != nil { launch() }
            oldValue?.resignKey()
            keyWindow?.becomeKey()
            // Posted only once code has named the notifications (nobody else can observe them):
            // a post costs the campaigns' every window change otherwise.
            if Window.keyNotificationsNamed {
                if let oldValue { NotificationCenter.default.post(name: Window.resignKeyName, object: oldValue) }
                if let keyWindow { NotificationCenter.default.post(name: Window.becomeKeyName, object: keyWindow) }
            }
        }
    }
    /// Whether a window has become key: the app has launched.
    private var launched = false

    /// The launch, when the first window becomes key: UIKit asks the application for its next
    /// responder while it launches, before the window shows — the moment libraries catch with a
    /// category override of `UIApplication.next` to run set-up code once (swizzling, observers),
    /// now that Swift has no `initialize()`. The model has no responder after the application
    /// (no app delegate object), so the category's `super.next` is nil.
    private func launch() {
        launched = true
        if let c = self as? CategoryOverride.ApplicationNext { _ = c.categoryNext }
    }
    /// `windows`: the simulation's live windows, in the order they were made.
    public var windows: [Window] { allWindows }
    /// The simulation's live windows.
    public var allWindows: [Window] { simulation?.windows.compactMap(\.value) ?? [] }

    /// The simulated device (Application+Device.swift): changing it (another device, a rotation)
    /// resizes the windows that covered the screen and tells views and controllers of new
    /// safe-area insets and traits.
    public var device: Device = .iPhone14 {
        willSet { sceneStorage?.keyValueObservers.willChange() }
        didSet {
            deviceChanged(from: oldValue)
            sceneStorage?.keyValueObservers.didChange()
        }
    }
    /// The status bar as the controller that decides it last asked (`setNeedsStatusBarAppearanceUpdate`).
    /// UIKit's deprecated setters compile and do nothing, as on a device with view-controller-based
    /// status bar appearance (`UIViewControllerBasedStatusBarAppearance`, the Info.plist default,
    /// under which UIKit ignores them): the controllers decide.
    public var statusBarStyle: StatusBarStyle {
        get { decidedStatusBarStyle }
        set {}
    }
    public var isStatusBarHidden: Bool {
        get { decidedStatusBarHidden }
        set {}
    }
    var decidedStatusBarStyle: StatusBarStyle = .default
    /// The window scene's `traitOverrides` (`Runtime/TraitOverrides.swift`): the application has
    /// one scene, which every `WindowScene` instance stands for.
    package var sceneTraitOverrides = TraitOverrides()
    var decidedStatusBarHidden = false
    /// Number of status-bar appearance updates (each `setNeedsStatusBarAppearanceUpdate()`).
    public internal(set) var statusBarAppearanceUpdates = 0

    /// The scene (`windowScene`, made on first use).
    package var sceneStorage: WindowScene?
    /// The software keyboard (`Events/Keyboard.swift`).
    package private(set) lazy var keyboard = Keyboard(application: self)
    /// The object keyboard notifications are posted with (`UIScreen.main`, which TransitionsUIKit
    /// keeps here once per application; nil in the model alone).
    package var screenNotificationObject: AnyObject?

    public func beginIgnoringInteractionEvents() { ignoringDepth += 1 }

    public func endIgnoringInteractionEvents() {
        if ignoringDepth == 0 {
            simulation?.record(.unbalancedIgnoringEvents, "endIgnoringInteractionEvents with depth 0")
            return
        }
        ignoringDepth -= 1
    }
}
