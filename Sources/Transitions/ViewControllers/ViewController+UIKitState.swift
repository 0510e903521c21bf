import Foundation

/// `UIStatusBarStyle` (stored and overridable; the status bar is not modelled).
public enum StatusBarStyle: Int, Sendable, Hashable { case `default`, lightContent, darkContent }

/// `UIStatusBarAnimation` (stored: the status bar is drawn only).
public enum StatusBarAnimation: Int, Sendable, Hashable { case none, fade, slide }

/// `UIInterfaceOrientationMask` (`ViewController.supportedInterfaceOrientations`).
public struct InterfaceOrientationMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscapeLeft, .landscapeRight]
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscapeLeft, .landscapeRight]
}

/// Flags UIKit keeps on a view controller.
struct ControllerUIKitState {
    var isBeingPresented = false
    var isBeingDismissed = false
    var isMovingToParent = false
    var isMovingFromParent = false
    var isModalInPresentation = false
    /// `viewIsAppearing(_:)` is owed (its `animated`): set at viewWillAppear, paid at the first
    /// layout of the view in a window, or at the latest just before viewDidAppear.
    var viewIsAppearingOwed: Bool?
    /// `preferredTransition` (`ViewController+Transition.swift`).
    var preferredTransition: ViewControllerTransition?
    var providesPresentationContextTransitionStyle = false
    var modalPresentationCapturesStatusBarAppearance = false
    /// `navigationItem`, `tabBarItem` (made on first use: Containers/ViewController+BarItems.swift).
    var navigationItem: NavigationItem?
    var tabBarItem: TabBarItem?
    var hidesBottomBarWhenPushed = false
    /// `nibName` / `nibBundle`, as given to `init(nibName:bundle:)` (no nib is loaded).
    var nibName: String?
    var nibBundle: Bundle?
    var toolbarItems: [BarButtonItem]?
    var addedKeyCommands: [KeyCommand] = []
    /// `storyboard` (`Storyboard.swift`).
    var storyboard: Storyboard?
    /// UIKit's `title`, nil until set (`uikitTitle`).
    var title: String?
    var automaticallyAdjustsScrollViewInsets = true
    var edgesForExtendedLayout: ScreenEdgePanGestureRecognizer.RectEdge = .all
    var extendedLayoutIncludesOpaqueBars = false
    /// `restorationIdentifier` (state restoration: `ViewController.encodeRestorableState(with:)`).
    var restorationIdentifier: String?
    /// `setOverrideTraitCollection(_:forChild:)`: traits a child takes in place of the inherited
    /// ones, by the child's journal number.
    var childTraitOverrides: [Int: TraitCollection] = [:]

    /// The four "in motion" flags end with the appearance transition they belong to (after
    /// viewDidAppear / viewDidDisappear), or at didMove(toParent:) outside one.
    mutating func clearMotion() {
        isBeingPresented = false
        isBeingDismissed = false
        isMovingToParent = false
        isMovingFromParent = false
    }
}

extension ViewController {
    /// What UIKit's `title` stores: nil until code sets it, as in UIKit — `reportTitle` is the
    /// controller's name in reports, made up from its type when UIKit code did not give one.
    /// Setting it renames the controller too.
    package var uikitTitle: String? {
        get { uikitState.title }
        set {
            uikitState.title = newValue
            if let newValue, !newValue.isEmpty { reportTitle = newValue }
        }
    }

    /// `providesPresentationContextTransitionStyle` (stored).
    public var providesPresentationContextTransitionStyle: Bool {
        get { uikitState.providesPresentationContextTransitionStyle }
        set { uikitState.providesPresentationContextTransitionStyle = newValue }
    }
    /// `modalPresentationCapturesStatusBarAppearance` (stored).
    public var modalPresentationCapturesStatusBarAppearance: Bool {
        get { uikitState.modalPresentationCapturesStatusBarAppearance }
        set { uikitState.modalPresentationCapturesStatusBarAppearance = newValue }
    }
}
