import Foundation

/// `UITabBarController`: the container without animation by default.
open class TabBarController: ContainerViewController {
    override open var animatesByDefault: Bool { false }

    /// The selected tab; setting it switches tabs as a tap would (a refused switch — out of
    /// range, or while another is in flight — is recorded as a violation).
    public var selectedIndex: Int? {
        get { selectedViewController.flatMap { s in viewControllers.firstIndex { $0 === s } } }
        set {
            guard let i = newValue else { return }
            do { try select(index: i) } catch { simulation.reportRefusal(error) }
        }
    }
}
