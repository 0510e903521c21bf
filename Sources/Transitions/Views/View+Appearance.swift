import Foundation

/// `UIAppearance`: `UINavigationBar.appearance().barTintColor = …`. What apps set through an
/// appearance proxy is drawing (tint and bar colours, title attributes, fonts, background images),
/// so the proxy stores it and nothing more: it is one view of the class per process, outside every
/// window and every simulation's census, on which the settings are kept (readable back, as in
/// UIKit). Instances are not restyled from it — their own values are what the model reads.
///
/// The proxy is made with `init?(coder:)`, the one initialiser every view class has (UIKit makes
/// its proxies without calling an initialiser of the app's class at all).
extension View {
    /// `appearance()`: the class's appearance proxy.
    public static func appearance() -> Self {
        AppearanceProxies.proxy(for: Self.self, containedIn: [])
    }

    /// `appearance(whenContainedInInstancesOf:)`: the proxy for instances inside the given
    /// containers (a separate proxy per containment list).
    public static func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> Self {
        AppearanceProxies.proxy(for: Self.self, containedIn: containerTypes)
    }
}

/// The appearance proxies made so far, by class and containment list.
enum AppearanceProxies {
    nonisolated(unsafe) private static var proxies: [[ObjectIdentifier]: View] = [:]
    private static let lock = NSLock()

    static func proxy<V: View>(for type: V.Type, containedIn containers: [AnyObject.Type]) -> V {
        let key = [ObjectIdentifier(type)] + containers.map { ObjectIdentifier($0) }
        if let existing = lock.withLock({ proxies[key] }) as? V { return existing }
        // A `required init?(coder:)` that returns nil (or traps) is the app's; UIKit's never do.
        guard let made = V(coder: NSCoder()) else {
            preconditionFailure("\(type).init?(coder:) returned nil: the appearance proxy of an app's view class is made with it")
        }
        made.simulation.census.unregister(ObjectIdentifier(made))
        made.modelName = "\(type).appearance()"
        return lock.withLock {
            if let raced = proxies[key] as? V { return raced }
            proxies[key] = made
            return made
        }
    }
}

extension BarButtonItem {
    /// `appearance()`: the bar button items' proxy (stored settings; `BarButtonItem` typed).
    public static func appearance() -> BarButtonItem { BarItemProxies.barButtonItem }
    /// `appearance(whenContainedInInstancesOf:)`: the same stored proxy for every containment.
    public static func appearance(whenContainedInInstancesOf containerTypes: [AnyObject.Type]) -> BarButtonItem {
        BarItemProxies.barButtonItem
    }
}

extension TabBarItem {
    /// `appearance()`: the tab bar items' proxy (stored settings; `TabBarItem` typed).
    public static func appearance() -> TabBarItem { BarItemProxies.tabBarItem }
}

/// The bar items' proxies (stored settings only: bars are drawn, not modelled).
enum BarItemProxies {
    nonisolated(unsafe) static let barButtonItem = BarButtonItem(title: nil, style: .plain, target: nil, action: nil)
    nonisolated(unsafe) static let tabBarItem = TabBarItem(title: nil, tag: 0)
}
