import Foundation
import Testing
import TransitionsUIKit

/// An app delegate as Xcode's template writes it.
private final class AppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?
}

/// A library that installs itself as a controller's transitioning delegate and watches for the
/// app replacing it (key-value observing on `UIViewController`).
private final class SelfInstallingDelegate: NSObject, UIViewControllerTransitioningDelegate {
    var replacements = 0
    var observation: NSKeyValueObservation?
    func install(on vc: UIViewController) {
        vc.transitioningDelegate = self
        observation = vc.observe(\UIViewController.transitioningDelegate, options: [.new]) { [weak self] _, _ in
            self?.replacements += 1
        }
    }
}

private final class Other: NSObject, UIViewControllerTransitioningDelegate {}

/// A scene-based app's delegates as Xcode's template writes them (the rewriter drops the app
/// delegate's `@main`); the scene delegate makes the window and its root, as on launch.
private final class LaunchingAppDelegate: UIResponder, UIApplicationDelegate {
    var launchedWithURL = false
    func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        launchedWithURL = launchOptions?[.url] != nil
        return true
    }
    func application(
        _ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession, options: UIScene.ConnectionOptions
    ) -> UISceneConfiguration {
        UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }
}

private final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        let window = UIWindow(windowScene: windowScene)
        window.rootViewController = UINavigationController(rootViewController: UIViewController())
        window.makeKeyAndVisible()
        self.window = window
    }
}

@Suite struct ApplicationSurfaceTests {
    /// `UIApplication.shared.delegate?.window` reads as UIKit's optional requirement does
    /// (`UIWindow??`): the app's own delegate's window, or the key window when the app set none.
    @Test func theAppDelegatesWindow() throws {
        try withUIKitStage { sim, root in
            let key = try #require(UIApplication.shared.keyWindow)
            #expect(UIApplication.shared.delegate?.window! === key, "the model's stand-in delegate answers with the key window")
            let other = UIWindow(frame: UIScreen.main.bounds)
            let delegate = AppDelegate()
            delegate.window = other
            UIApplication.shared.delegate = delegate
            #expect(UIApplication.shared.delegate?.window!! === other)
            #expect(UIApplication.shared.delegate?.window??.bounds == UIScreen.main.bounds)
            let point = root.view.convert(CGPoint(x: 5, y: 5), to: UIApplication.shared.delegate?.window!)
            #expect(point == CGPoint(x: 5, y: 5))
        }
    }

    /// Observing `transitioningDelegate` (not Equatable): notified when another object is set
    /// or it is cleared, not when the same object is set again.
    /// What a harness does on launch: the app delegate's launch and scene-configuration methods,
    /// then the scene delegate's connection, which makes the key window and its root.
    @Test func appAndSceneDelegatesLaunchTheirWindow() throws {
        let sim = Simulation()
        try sim.asCurrent {
            let app = LaunchingAppDelegate()
            #expect(app.application(UIApplication.shared, didFinishLaunchingWithOptions: [.url: URL(string: "app://card/7")!]))
            #expect(app.launchedWithURL)
            let session = UISceneSession()
            let options = UIScene.ConnectionOptions()
            let configuration = app.application(UIApplication.shared, configurationForConnecting: session, options: options)
            #expect(configuration.role == .windowApplication && configuration.name == "Default Configuration" && options.urlContexts.isEmpty)
            let scenes = UIApplication.shared.connectedScenes
            let scene = try #require(scenes.first)
            let delegate = SceneDelegate()
            delegate.scene(scene, willConnectTo: session, options: options)
            let window = try #require(delegate.window)
            #expect(UIApplication.shared.keyWindow === window && window.rootViewController is UINavigationController)
            #expect(window.rootViewController?.view.window === window && UIApplication.shared.applicationState == .active)
        }
    }

    @Test func observingTheTransitioningDelegate() {
        withUIKitStage { _, root in
            let vc = UIViewController()
            let library = SelfInstallingDelegate()
            library.install(on: vc)
            vc.transitioningDelegate = library
            #expect(library.replacements == 0)
            let other = Other()
            vc.transitioningDelegate = other
            #expect(library.replacements == 1)
            vc.transitioningDelegate = nil
            #expect(library.replacements == 2)
            vc.modalPresentationStyle = .custom
            #expect(library.replacements == 2, "another property's change is not this observation's")
            var styles: [UIModalPresentationStyle] = []
            let token = vc.observe(\.modalPresentationStyle, options: [.new]) { _, change in styles.append(change.newValue!) }
            vc.modalPresentationStyle = .overFullScreen
            #expect(styles == [.overFullScreen])
            token.invalidate()
            _ = root
        }
    }

    /// Display P3 colours convert to sRGB.
    @Test func displayP3Colours() {
        let grey = UIColor(displayP3Red: 0.87, green: 0.87, blue: 0.87, alpha: 1)
        var (r, g, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        grey.getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(abs(r - 0.87) < 1e-6 && abs(g - 0.87) < 1e-6 && abs(b - 0.87) < 1e-6 && a == 1, "white point shared")
        let warm = UIColor(displayP3Red: 0.6, green: 0.5, blue: 0.4, alpha: 0.5)
        warm.getRed(&r, green: &g, blue: &b, alpha: &a)
        // P3 (0.6, 0.5, 0.4) in sRGB: (0.61972, 0.49522, 0.38536) (scripts/reference: linear matrix).
        #expect(abs(r - 0.61972) < 1e-4 && abs(g - 0.49522) < 1e-4 && abs(b - 0.38536) < 1e-4 && a == 0.5, "\(r) \(g) \(b)")
        // P3's pure red is outside sRGB: clipped to the model's [0, 1] components.
        UIColor(displayP3Red: 1, green: 0, blue: 0, alpha: 1).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 1 && g == 0 && b == 0)
        // Bad components: NaN counts as 0 and infinities clip, as the model's colours do.
        UIColor(displayP3Red: .nan, green: .infinity, blue: -.infinity, alpha: .nan).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect([r, g, b, a].allSatisfy { $0.isFinite && $0 >= 0 && $0 <= 1 }, "\(r) \(g) \(b) \(a)")
    }

    /// UIKit's text attribute keys exist with UIKit's raw values.
    @Test func textAttributeKeys() {
        let attributes: [NSAttributedString.Key: Any] = [.foregroundColor: UIColor.red, .font: 17, .kern: 1.2]
        #expect(attributes.count == 3)
        #expect(NSAttributedString.Key.foregroundColor.rawValue == "NSColor" && NSAttributedString.Key.font.rawValue == "NSFont")
    }
}

