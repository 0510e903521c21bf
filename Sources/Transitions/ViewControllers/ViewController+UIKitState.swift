import Foundation

/// `UIStatusBarStyle` (stored and overridable; the status bar is not modelled).
public enum StatusBarStyle: Int, Sendable, Hashable { case `default`, lightContent, darkContent }

/// `UIStatusBarAnimation` (stored: the status bar is drawn only).
public enum StatusBarAnimation: Int, Sendable, Hashable { case none, fade, slide }

/// Flags UIKit keeps on a view controller.
struct ControllerUIKitState {
    var isBeingPresented = false
    var isBeingDismissed = false
    var isMovingToParent = false
    var isMovingFromParent = false
    var isModalInPresentation = false
    var providesPresentationContextTransitionStyle = false
    var modalPresentationCapturesStatusBarAppearance = false
    /// `navigationItem`, `tabBarItem` (made on first use: Containers/ViewController+BarItems.swift).
    var navigationItem: NavigationItem?
    var tabBarItem: TabBarItem?
    var hidesBottomBarWhenPushed = false
    /// `storyboard` (`Storyboard.swift`).
    var storyboard: Storyboard?
    /// UIKit's `title`, nil until set (`uikitTitle`).
    var title: String?
    var automaticallyAdjustsScrollViewInsets = true

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
    /// UIKit's `title` (TransitionsUIKit names it `title`): nil until code sets it, as in UIKit —
    /// the model's own `title` is the controller's name in reports, made up from its type when
    /// UIKit code did not give one. Setting it renames the controller too.
    public var uikitTitle: String? {
        get { uikitState.title }
        set {
            uikitState.title = newValue
            if let newValue, !newValue.isEmpty { title = newValue }
        }
    }

    /// `automaticallyAdjustsScrollViewInsets` (deprecated in iOS 11; stored: scroll views read
    /// their `contentInsetAdjustmentBehavior`).
    public var automaticallyAdjustsScrollViewInsets: Bool {
        get { uikitState.automaticallyAdjustsScrollViewInsets }
        set { uikitState.automaticallyAdjustsScrollViewInsets = newValue }
    }

    /// `isBeingPresented`: true from `present` until the presentation's viewDidAppear.
    public var isBeingPresented: Bool { uikitState.isBeingPresented }
    /// `isBeingDismissed`: true from `dismiss` until the dismissal's viewDidDisappear (or the
    /// cancelled dismissal's viewDidAppear).
    public var isBeingDismissed: Bool { uikitState.isBeingDismissed }
    /// `isMovingToParent`: true from `willMove(toParent:)` with a parent (a push, `addChild`) until
    /// the appearance it starts ends.
    public var isMovingToParent: Bool { uikitState.isMovingToParent }
    /// `isMovingFromParent`: true from `willMove(toParent: nil)` (a pop, a removal) until the
    /// disappearance ends.
    public var isMovingFromParent: Bool { uikitState.isMovingFromParent }
    /// `isModalInPresentation` (stored: the model has no system sheet gesture to refuse).
    public var isModalInPresentation: Bool {
        get { uikitState.isModalInPresentation }
        set { uikitState.isModalInPresentation = newValue }
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
