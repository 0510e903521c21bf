import Foundation

/// A window: the root of a visible view tree.
public final class Window: View {
    /// The touch sequence being delivered (`Window+TouchHandling.swift`).
    var touchSequence: TouchSequence?
    /// The last tap (time, place, count), for `Touch.tapCount`.
    var lastTap: (time: Double, point: CGPoint, count: Int)?

    public var rootViewController: ViewController? {
        didSet {
            oldValue?.view.removeFromSuperview()
            if let root = rootViewController {
                root.view.frame = CGRect(origin: .zero, size: frame.size)
                addSubview(root.view)
                root.windowRoot = self
            }
        }
    }

    /// The simulated device's safe-area insets in this window (an iPhone-like 390×844 screen:
    /// status bar and sensor housing 47 pt, home indicator 34 pt), read by
    /// `safeAreaLayoutGuide` and the layout margins. A hook until the simulated device
    /// (`View.safeAreaInsets`) lands on main.
    package var deviceSafeAreaInsets = LayoutInsets(top: 47, left: 0, bottom: 34, right: 0) {
        didSet { if simulation.autoLayout.activeConstraints > 0 { setNeedsLayout(); simulation.autoLayout.existingEngine(for: self)?.markPending() } }
    }

    public init(_ simulation: Simulation, size: CGSize = CGSize(width: 390, height: 844), name: String = "window") {
        super.init(simulation, frame: CGRect(origin: .zero, size: size), name: name)
        simulation.windows.removeAll { $0.value == nil }
        simulation.windows.append(Weak(self))
    }

    /// `UIWindow(frame:)`, in this thread's current simulation.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        name = "window"
        simulation.windows.removeAll { $0.value == nil }
        simulation.windows.append(Weak(self))
    }

    /// `UIWindow()`: a window covering the simulated device's screen.
    public convenience init() { self.init(frame: Simulation.current.application.device.bounds) }

    /// Not made from archives: always nil (make windows with `init(_:size:name:)` or
    /// `UIWindow(frame:)`).
    public required init?(coder: NSCoder) { nil }

    public func makeKeyAndVisible() {
        simulation.application.keyWindow = self
        isHidden = false
        rootViewController?.beginAppearanceTransition(true, animated: false)
        rootViewController?.endAppearanceIfNeeded()
    }

    /// The view controller whose view the user sees: the topmost presented controller.
    public var visibleViewController: ViewController? {
        var vc = rootViewController
        while let p = vc?.presentedViewController { vc = p }
        return vc
    }
}
