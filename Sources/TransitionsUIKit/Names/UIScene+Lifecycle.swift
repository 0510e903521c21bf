import Foundation
import Transitions

// What an app's AppDelegate.swift and SceneDelegate.swift are written against: launch options,
// scene sessions and configurations, and the scene delegates. The model runs no application or
// scene life cycle (`UIApplicationDelegate.swift`): nothing here is called by the model, so an
// app delegate compiles with the rest of the app's files and its methods can be called by a
// harness (a scene delegate's `scene(_:willConnectTo:options:)` makes the app's window and root
// controller, as on launch). `@main` / `@UIApplicationMain` on the app delegate are removed by
// the rewriter (the test target has the entry point).

extension Application {
    /// `UIApplication.LaunchOptionsKey`: the keys of `launchOptions`.
    public struct LaunchOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let url = LaunchOptionsKey("UIApplicationLaunchOptionsURLKey")
        public static let sourceApplication = LaunchOptionsKey("UIApplicationLaunchOptionsSourceApplicationKey")
        public static let remoteNotification = LaunchOptionsKey("UIApplicationLaunchOptionsRemoteNotificationKey")
        public static let shortcutItem = LaunchOptionsKey("UIApplicationLaunchOptionsShortcutItemKey")
        public static let userActivityType = LaunchOptionsKey("UIApplicationLaunchOptionsUserActivityTypeKey")
        public static let location = LaunchOptionsKey("UIApplicationLaunchOptionsLocationKey")
    }

    /// `UIApplication.OpenURLOptionsKey`: the keys of `application(_:open:options:)`'s options.
    public struct OpenURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let sourceApplication = OpenURLOptionsKey("UIApplicationOpenURLOptionsSourceApplicationKey")
        public static let annotation = OpenURLOptionsKey("UIApplicationOpenURLOptionsAnnotationKey")
        public static let openInPlace = OpenURLOptionsKey("UIApplicationOpenURLOptionsOpenInPlaceKey")
    }

    /// `UIApplication.State`: the model's application is always active.
    public enum State: Int, Sendable, Hashable { case active, inactive, background }
    /// `applicationState`.
    public var applicationState: State { .active }
}

/// Swift 4.2's names.
public typealias UIApplicationLaunchOptionsKey = UIApplication.LaunchOptionsKey
public typealias UIApplicationOpenURLOptionsKey = UIApplication.OpenURLOptionsKey

/// `UISceneSession`: the session of the application's one scene. Its `role` is the window
/// application role; `configuration` is the one the app delegate returns (or a default).
public final class UISceneSession: NSObject {
    /// `UISceneSession.Role`.
    public struct Role: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let windowApplication = Role(rawValue: "UIWindowSceneSessionRoleApplication")
        public static let windowExternalDisplayNonInteractive = Role(rawValue: "UIWindowSceneSessionRoleExternalDisplayNonInteractive")
    }
    public let role: Role
    public let configuration: UISceneConfiguration
    public let persistentIdentifier: String
    /// `userInfo` (stored).
    public var userInfo: [String: Any]?
    /// `scene`: the application's window scene.
    public var scene: UIScene? { Simulation.current.application.windowScene }

    public init(role: Role = .windowApplication, configuration: UISceneConfiguration? = nil) {
        self.role = role
        self.configuration = configuration ?? UISceneConfiguration(name: "Default Configuration", sessionRole: role)
        persistentIdentifier = UUID().uuidString
    }
}

/// `UISceneConfiguration`: which delegate class and storyboard a scene is made with (stored).
public final class UISceneConfiguration: NSObject {
    public let name: String?
    public let role: UISceneSession.Role
    public var delegateClass: AnyClass?
    public var sceneClass: AnyClass?
    public var storyboard: UIStoryboard?
    public init(name: String?, sessionRole: UISceneSession.Role) {
        self.name = name
        role = sessionRole
    }
}

extension Scene {
    /// `UIScene.ConnectionOptions`: what the scene was opened with (nothing, in the model).
    public final class ConnectionOptions: NSObject {
        public var urlContexts: Set<UIOpenURLContext> { [] }
        public var sourceApplication: String? { nil }
        public var handoffUserActivityType: String? { nil }
        public var shortcutItem: AnyObject? { nil }
        public override init() {}
    }
    /// `UIScene.OpenURLOptions` (of a `UIOpenURLContext`).
    public final class OpenURLOptions: NSObject {
        public var sourceApplication: String? { nil }
        public var openInPlace: Bool { false }
    }
}

/// `UIOpenURLContext`: a URL the scene was asked to open (the model opens none).
public final class UIOpenURLContext: NSObject {
    public let url: URL
    public let options: UIScene.OpenURLOptions
    public init(url: URL) {
        self.url = url
        options = UIScene.OpenURLOptions()
    }
}

/// `UISceneDelegate` / `UIWindowSceneDelegate`: the scene's life-cycle callbacks are all optional
/// (the model sends none), so the protocols have no requirements; a scene delegate's `window`
/// property is its own.
public protocol UISceneDelegate: AnyObject {}
public protocol UIWindowSceneDelegate: UISceneDelegate {}

private enum SceneDelegateKeys {
    nonisolated(unsafe) static let delegate = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

extension Scene {
    /// `delegate`: the scene delegate (retained, as UIKit's scene retains it). The model runs no
    /// scene life cycle: the app sets it (a test, the harness) and reads it back.
    public var delegate: (any UISceneDelegate)? {
        get { AssociatedObjects.get(self, key: SceneDelegateKeys.delegate) as? any UISceneDelegate }
        set { AssociatedObjects.set(self, key: SceneDelegateKeys.delegate, value: newValue, policy: .retain) }
    }
}
