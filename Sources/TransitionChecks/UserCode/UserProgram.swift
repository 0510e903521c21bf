import Transitions

/// Your transition code, bundled for the standard scenario (`TransitionScenario(program:)`).
///
/// Every piece is optional. What you give is used wherever UIKit would use it — the library never
/// swaps in its own animator, interaction controller or delegate for one of yours. What you leave
/// out is filled with UIKit's defaults (the default presentation and push animations) or, for the
/// plain `animators` list, with stand-in delegates that vend your animators.
///
/// Each case builds a fresh world, so everything is given as a factory. The world keeps the
/// delegates it gets from you alive for the whole case (as the app object that set them would):
/// delegates are weak in UIKit, and one you release yourself is reported, not replaced.
///
/// ```swift
/// var program = UserProgram()
/// program.transitioningDelegate = { presented in MyBounceTransition() }   // animators, interactors, …
/// program.navigationDelegate = { MyNavigationDelegate() }
/// program.makePresented = { sim, title in MyCardController(sim, title: title) }  // its own pan handler
/// program.makeContainer = { sim, pages in MyContainer(sim, pages: pages) }      // a SwitchingContainer
/// let report = Checker(TransitionScenario(program: program)).run()
/// ```
public struct UserProgram: Sendable {
    /// Animators only: stand-in delegates vend them for presentations, pushes/pops and container
    /// switches, in turn.
    public var animators: [@Sendable () -> any ViewControllerAnimatedTransitioning] = []
    /// The dismissal (and pop) form of each of `animators`, index for index, for animators made
    /// for one direction (`SlideAnimator(isPresenting: false)`, `MenuAnimator(mode: .dismissal)`):
    /// the stand-in delegates vend these for dismissals and pops. Empty: each animator serves
    /// both directions.
    public var dismissalAnimators: [@Sendable () -> any ViewControllerAnimatedTransitioning] = []
    /// Objects of yours that attach themselves to a controller (a bottom sheet's coordinator, a
    /// draggable container): made with each controller presented, and owned by it (as the
    /// controller's property would own them in the app).
    public var attachToPresented: (@Sendable (ViewController) -> [AnyObject])?
    /// Connects the outlets of a controller of yours that a storyboard would make, where UIKit's
    /// default `loadView()` loads the scene (so before `viewDidLoad()`, and before the rest of an
    /// override that calls `super.loadView()`). The generated harness of `transit check` gives a
    /// stand-in for each outlet.
    public var connectOutlets: (@Sendable (ViewController) -> Void)?
    /// The controllers your animators are written for (`{ $0 is MenuPresentable }` when they
    /// force-cast the controller they move): the stand-in delegates vend them only for
    /// transitions of such controllers; others get UIKit's default transitions. Nil: all.
    public var animatorsAccept: (@Sendable (ViewController) -> Bool)?

    /// Your transitioning delegate for a controller about to be presented (nil: none, UIKit's
    /// default presentation). It may vend animators, interaction controllers and, for `.custom`,
    /// a presentation controller.
    public var transitioningDelegate: (@Sendable (ViewController) -> (any ViewControllerTransitioningDelegate)?)?

    /// Your navigation controller delegate (push/pop animators and interaction controllers).
    public var navigationDelegate: (@Sendable () -> any NavigationControllerDelegate)?

    /// Your navigation controller delegate, made with the navigation controller it will serve —
    /// for delegates whose initialiser takes it (back-swipe handlers install their recognizers on
    /// its view). Used instead of `navigationDelegate` when given.
    public var navigationDelegateForController: (@Sendable (NavigationController) -> any NavigationControllerDelegate)?

    /// Your delegate for the library's custom container.
    public var containerDelegate: (@Sendable () -> any ContainerViewControllerDelegate)?

    /// Your tab bar controller delegate (`UITabBarControllerDelegate`: animators and interaction
    /// controllers for tab switches, shouldSelect/didSelect).
    public var tabBarDelegate: (@Sendable () -> any TabBarControllerDelegate)?
    /// Makes the scenario's tab bar controller (the container's third page) with the given
    /// pages: the app's `UITabBarController` subclass, so what it sets up in `viewDidLoad` (its
    /// delegate, its gesture recognizers) is exercised. Called with `sim` current.
    public var makeTabBarController: (@Sendable (Simulation, [ViewController]) -> TabBarController)?

    /// Your interaction controller for pan-driven dismissals through the stand-in delegates
    /// (e.g. a `PercentDrivenInteractiveTransition` subclass overriding `completionSpeed`); the
    /// scenario's pans drive it with `update`, `finish` and `cancel`.
    public var dismissInteraction: (@Sendable () -> PercentDrivenInteractiveTransition)?

    /// Your presentation controller for `.custom` presentations through the stand-in delegates.
    public var presentationController: (@Sendable (_ presented: ViewController, _ presenting: ViewController) -> PresentationController)?

    /// Your presented controllers. One that adopts `PanGestureHandling` receives the scenario's
    /// vertical pans (your swipe-to-dismiss handler); one that sets its own
    /// `transitioningDelegate` keeps it.
    public var makePresented: (@Sendable (Simulation, String) -> ViewController)?

    /// Your pushed controllers.
    public var makePushed: (@Sendable (Simulation, String) -> ViewController)?
    /// Controllers the app keeps for the life of its navigation controller although the case may
    /// pop or dismiss them — those that install a navigation delegate they own
    /// (`navigationController?.delegate = zoomDelegate`), which apps use as a stack's root: the
    /// case keeps them (and so their delegate) alive, and the leak census counts them as kept.
    public var keepsAlive: (@Sendable (ViewController) -> Bool)?

    /// Your container, the navigation controller's root, built over the given pages (two plain
    /// pages and a tab bar controller). One that adopts `PanGestureHandling` receives horizontal
    /// pans.
    public var makeContainer: (@Sendable (Simulation, [ViewController]) -> any SwitchingContainer)?

    /// The presentation styles presentations use, in turn.
    public var presentationStyles: [ModalPresentationStyle] = [.fullScreen, .overFullScreen, .custom]

    /// Your button handler. The scenario taps it once or twice within one frame (a double tap),
    /// whenever the app receives touches. The default pushes a new controller unless a transition
    /// is in flight (`transitionCoordinator == nil`), as a careful app does.
    public var buttonTap: (@Sendable (NavigationController, _ makeController: () -> ViewController) -> Void)?

    public init() {}

    /// Only animators (the stand-in delegates vend them).
    public init(animators: [@Sendable () -> any ViewControllerAnimatedTransitioning]) {
        self.animators = animators
    }

    /// True when nothing of yours is given (the built-in program runs).
    var isEmpty: Bool {
        animators.isEmpty && transitioningDelegate == nil && navigationDelegate == nil && navigationDelegateForController == nil
            && containerDelegate == nil && tabBarDelegate == nil
            && dismissInteraction == nil && presentationController == nil && makePresented == nil && makePushed == nil
            && makeContainer == nil && buttonTap == nil
    }
}
