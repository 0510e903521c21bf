import Foundation

/// A window: the root of a visible view tree. Open, as `UIWindow` is: apps subclass it (windows
/// of their own for banners and overlays, hit-test overrides).
open class Window: View {
    /// The touch sequence being delivered (`Window+TouchHandling.swift`).
    var touchSequence: TouchSequence?
    /// The last tap (time, place, count), for `Touch.tapCount`.
    var lastTap: (time: Double, point: CGPoint, count: Int)?

    open var rootViewController: ViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let root = rootViewController {
                root.view.frame = CGRect(origin: .zero, size: frame.size)
                addSubview(root.view)
                root.windowRoot = self
            }
        }
    }

    public convenience init(_ simulation: Simulation, size: CGSize = CGSize(width: 390, height: 844), name: String = "window") {
        self.init(in: simulation, frame: CGRect(origin: .zero, size: size), name: name)
    }

    /// `UIWindow(frame:)`, in this thread's current simulation.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        registerWindow()
    }

    private func registerWindow() {
        windowCache = self
        if modelName == "\(type(of: self))" { modelName = "window" }
        simulation.windows.removeAll { $0.value == nil }
        simulation.windows.append(Weak(self))
    }

    /// `UIWindow()`: a window covering the simulated device's screen.
    public convenience init() { self.init(frame: Simulation.current.application.device.bounds) }

    /// `UIWindow(windowScene:)` (designated, as in UIKit): a window covering the scene's screen.
    public init(windowScene: WindowScene) {
        super.init(frame: windowScene.application.device.bounds)
        registerWindow()
    }

    /// `windowScene`: the application's one scene. Setting nil takes the window off the screen
    /// (UIKit shows no window without a scene): it is hidden; setting a scene shows it again only
    /// through `isHidden`/`makeKeyAndVisible`, as in UIKit.
    public var windowScene: WindowScene? {
        get { detachedFromScene ? nil : simulation.application.windowScene }
        set {
            detachedFromScene = newValue == nil
            if newValue == nil { isHidden = true }
        }
    }
    private(set) var detachedFromScene = false

    /// Not made from archives: always nil (make windows with `init(_:size:name:)` or
    /// `UIWindow(frame:)`).
    public required init?(coder: NSCoder) { nil }

    /// `isKeyWindow`.
    public var isKeyWindow: Bool { simulation.application.keyWindow === self }
    /// `makeKey()`: this window becomes the key window.
    open func makeKey() { simulation.application.keyWindow = self }
    /// `becomeKey()` / `resignKey()`: called when this window becomes, or stops being, the key
    /// window (override, calling `super`, to hear it).
    /// `UIWindow.didBecomeKeyNotification` and `didResignKeyNotification`: posted (object: the
    /// window) after `becomeKey()` and `resignKey()` — once any code has named them, since no
    /// one can observe them before (`keyNotificationsNamed`).
    public static var didBecomeKeyNotification: Notification.Name {
        keyNotificationsNamed = true
        return becomeKeyName
    }
    public static var didResignKeyNotification: Notification.Name {
        keyNotificationsNamed = true
        return resignKeyName
    }
    static let becomeKeyName = Notification.Name("UIWindowDidBecomeKeyNotification")
    static let resignKeyName = Notification.Name("UIWindowDidResignKeyNotification")
    /// Whether code has named the key-window notifications (set once, never cleared).
    nonisolated(unsafe) static var keyNotificationsNamed = false

    open func becomeKey() {}
    open func resignKey() {}

    /// `sendEvent(_:)`: delivers an event's touches (`Window+TouchHandling.swift`); every touch
    /// the simulation's fingers make goes through it, so an override sees them all (calling
    /// `super` delivers them).
    open func sendEvent(_ event: Event) {
        if MethodSwizzling.isActive(.sendEvent), MethodSwizzling.divert(self, Window.self, "sendEvent:", event) != nil { return }
        modelSendEvent(event)
    }
    final func modelSendEvent(_ event: Event) { simulation.asCurrent { deliver(event) } }

    /// `makeKeyAndVisible()`: the key window, shown; its root controller appears.
    open func makeKeyAndVisible() {
        simulation.application.keyWindow = self
        isHidden = false
        rootViewController?.beginAppearance(true, animated: false)
        rootViewController?.endAppearanceIfNeeded()
    }

    /// The view controller whose view the user sees: the topmost presented controller, following
    /// presentations made by the root or any controller it contains (a `.currentContext`
    /// presentation is made by the child that defines the context).
    public var visibleViewController: ViewController? {
        var vc = rootViewController
        while let cur = vc, let p = Self.presentedInside(cur) { vc = p }
        return vc
    }

    /// What `vc` or a controller it contains presents, depth first.
    private static func presentedInside(_ vc: ViewController) -> ViewController? {
        if let p = vc.ownPresentedViewController { return p }
        for child in vc.children {
            if let p = presentedInside(child) { return p }
        }
        return nil
    }
}
