import Foundation

/// `UIScene` (minimal: the model runs one foreground scene per application).
public class Scene: Hashable {
    /// `UIScene.ActivationState`.
    public enum ActivationState: Int, Sendable { case unattached = -1, foregroundActive, foregroundInactive, background }
    public var activationState: ActivationState { .foregroundActive }
    public static func == (a: Scene, b: Scene) -> Bool { a === b || (a is WindowScene && b is WindowScene) }
    public func hash(into h: inout Hasher) { h.combine(0) }
}

/// `UIWindowScene`: the application's windows and screen (one per application: every instance
/// stands for the same scene and compares equal; `Application.windowScene` is the one UIKit's
/// accessors return, so it can be observed).
public final class WindowScene: Scene, KeyValueObservable {
    /// The application (unowned: the application keeps its scene).
    public unowned let application: Application
    public init(application: Application) { self.application = application }
    /// Key-value observers (`observe(\.interfaceOrientation, …)`, `\.effectiveGeometry`):
    /// told around every change of the device (a rotation).
    public let keyValueObservers = KeyValueObserverList()
    public var windows: [Window] { application.allWindows }
    public var keyWindow: Window? { application.keyWindow }
    /// `traitCollection`: the device's, with the scene's `traitOverrides`.
    public var traitCollection: TraitCollection { application.sceneTraitOverrides.applied(to: application.device.traitCollection) }
    public var interfaceOrientation: InterfaceOrientation { InterfaceOrientation(application.device.orientation) }
}

extension Application {
    /// The application's scene: the one object `Window.windowScene`, `connectedScenes` and
    /// `UIApplication`'s scene accessors return (made on first use).
    public var windowScene: WindowScene {
        if let s = sceneStorage { return s }
        let s = WindowScene(application: self)
        sceneStorage = s
        return s
    }
}

extension WindowScene {
    /// `UIWindowScene.Geometry` (iOS 16): the scene's geometry now.
    public struct Geometry: Sendable, Hashable {
        /// `interfaceOrientation`.
        public let interfaceOrientation: InterfaceOrientation
        /// `systemFrame`: the scene's frame on the screen (the whole screen).
        public let systemFrame: CGRect
    }

    /// `effectiveGeometry` (iOS 16).
    public var effectiveGeometry: Geometry { Geometry(interfaceOrientation: interfaceOrientation, systemFrame: application.device.bounds) }

    /// `UIWindowScene.GeometryPreferences` (iOS 16): what `requestGeometryUpdate(_:errorHandler:)`
    /// asks for; `.iOS(interfaceOrientations:)` on a phone or tablet.
    open class GeometryPreferences: Hashable {
        public init() {}
        public static func == (a: GeometryPreferences, b: GeometryPreferences) -> Bool { a === b }
        public func hash(into h: inout Hasher) { h.combine(ObjectIdentifier(self)) }

        /// `UIWindowScene.GeometryPreferences.iOS`: the interface orientations wanted.
        public final class iOS: GeometryPreferences {
            public var interfaceOrientations: InterfaceOrientationMask
            public init(interfaceOrientations: InterfaceOrientationMask) {
                self.interfaceOrientations = interfaceOrientations
                super.init()
            }
            public override convenience init() { self.init(interfaceOrientations: []) }
        }
    }

    /// The error domain of a refused geometry request (`UISceneErrorDomain`), and its code when
    /// no requested orientation is supported (`UISceneError.Code.geometryRequestUnsupported`).
    public static let errorDomain = "UISceneErrorDomain"
    public static let geometryRequestUnsupported = 101

    /// `requestGeometryUpdate(_:errorHandler:)` (iOS 16): turns the interface to one of the
    /// requested orientations that the top full-screen controller supports
    /// (`supportedInterfaceOrientations` of the key window's root controller, or of the
    /// full-screen controller it presents) — staying put when the current one is among them, else
    /// the first of portrait, landscape right, landscape left, upside down (**model's choice**:
    /// UIKit does not document its pick). None supported: the error handler hears UIKit's
    /// `UISceneErrorDomain` error 101 and nothing turns.
    public func requestGeometryUpdate(_ preferences: GeometryPreferences, errorHandler: ((any Error) -> Void)? = nil) {
        guard let wanted = (preferences as? GeometryPreferences.iOS)?.interfaceOrientations else { return }
        let allowed = wanted.intersection(application.topControllerSupportedOrientations)
        guard !allowed.isEmpty else {
            errorHandler?(NSError(domain: Self.errorDomain, code: Self.geometryRequestUnsupported, userInfo: [
                NSLocalizedDescriptionKey: "None of the requested orientations are supported by the view controller."
            ]))
            return
        }
        application.turnInterface(within: allowed)
    }
}

extension Application {
    /// The orientations the top full-screen controller supports (every orientation without one).
    package var topControllerSupportedOrientations: InterfaceOrientationMask {
        var top = (keyWindow ?? allWindows.first)?.rootViewController
        while let p = top?.ownPresentedViewController, p.modalPresentationStyle.removesPresenter { top = p }
        return top?.supportedInterfaceOrientations ?? .all
    }

    /// Turns the device to an orientation of `mask` unless the interface is in one already.
    package func turnInterface(within mask: InterfaceOrientationMask) {
        let order: [(InterfaceOrientationMask, Device.Orientation)] = [
            (.portrait, .portrait), (.landscapeRight, .landscapeLeft), (.landscapeLeft, .landscapeRight), (.portraitUpsideDown, .portraitUpsideDown),
        ]
        if let current = order.first(where: { $0.1 == device.orientation }), mask.contains(current.0) { return }
        guard let target = order.first(where: { mask.contains($0.0) }) else { return }
        rotate(to: target.1)
    }
}

extension ViewController {
    /// `setNeedsUpdateOfSupportedInterfaceOrientations()` (iOS 16): the supported orientations
    /// are read again; when the interface's is no longer among those of the top full-screen
    /// controller, it turns to one that is (`Application.turnInterface(within:)`).
    public func setNeedsUpdateOfSupportedInterfaceOrientations() {
        let app = simulation.application
        app.turnInterface(within: app.topControllerSupportedOrientations)
    }
}
