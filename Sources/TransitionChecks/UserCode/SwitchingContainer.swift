import Transitions

/// A container of yours that switches between children (a tab bar, a paging container, seed
/// 000's custom container). The standard scenario selects its children by index, delivers pans
/// to it when it adopts `PanGestureHandling`, and checks it like the library's containers.
public protocol SwitchingContainer: ViewController {
    /// The children it switches between, in order.
    var switchableChildren: [ViewController] { get }
    /// The child it shows.
    var selectedChild: ViewController? { get }
    /// Switches to the child at `index` (a tap on its button).
    func selectChild(at index: Int, animated: Bool) throws
}

extension ContainerViewController: SwitchingContainer {
    public var switchableChildren: [ViewController] { viewControllers }
    public var selectedChild: ViewController? { selectedViewController }
    public func selectChild(at index: Int, animated: Bool) throws { try select(index: index, animated: animated) }
}
