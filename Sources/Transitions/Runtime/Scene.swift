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
/// stands for the same scene and compares equal).
public final class WindowScene: Scene {
    public let application: Application
    public init(application: Application) { self.application = application }
    public var windows: [Window] { application.allWindows }
    public var keyWindow: Window? { application.keyWindow }
    /// `traitCollection`: the device's, with the scene's `traitOverrides`.
    public var traitCollection: TraitCollection { application.sceneTraitOverrides.applied(to: application.device.traitCollection) }
    public var interfaceOrientation: InterfaceOrientation { InterfaceOrientation(application.device.orientation) }
}
