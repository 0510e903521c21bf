@_exported import Foundation
@_exported import Transitions

// UIKit's names for the model's types. A file written for UIKit compiles against this module with
// only its import changed:
//
//     #if canImport(UIKit)
//     import UIKit
//     #else
//     import TransitionsUIKit
//     #endif

public typealias UIView = View
public typealias UIFocusEnvironment = FocusEnvironment
public typealias UIFocusUpdateContext = FocusUpdateContext
public typealias UIFocusAnimationCoordinator = FocusAnimationCoordinator
public typealias UIFocusAnimationContext = FocusAnimationContext
public typealias UIFocusHeading = FocusHeading
public typealias UIPageViewController = PageViewController
public typealias UIPageViewControllerDataSource = PageViewControllerDataSource
public typealias UIPageViewControllerDelegate = PageViewControllerDelegate
public typealias UIMotionEffect = MotionEffect
public typealias UIInterpolatingMotionEffect = InterpolatingMotionEffect
public typealias UIMotionEffectGroup = MotionEffectGroup
public typealias UIWindow = Window
public typealias UIViewController = ViewController
public typealias UINavigationController = NavigationController
public typealias UITabBarController = TabBarController
/// `UISplitViewController` (`SplitViewController`: side by side when wide, collapsed onto the primary when compact).
public typealias UISplitViewController = SplitViewController
public typealias UISplitViewControllerDelegate = SplitViewControllerDelegate
public typealias UIPresentationController = PresentationController
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
public typealias UIModalPresentationStyle = ModalPresentationStyle
public typealias UIColor = Color
public typealias CALayer = Layer

public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
public typealias UIViewControllerInteractiveTransitioning = ViewControllerInteractiveTransitioning
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
public typealias UINavigationControllerDelegate = NavigationControllerDelegate
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
public typealias UITransitionContextViewKey = TransitionKey
public typealias UITransitionContextViewControllerKey = TransitionKey
public typealias UIViewImplicitlyAnimating = ViewImplicitlyAnimating
public typealias UIViewInvalidating = ViewInvalidating
public typealias UIViewAnimating = ViewImplicitlyAnimating
public typealias UIViewAnimatingPosition = ViewPropertyAnimator.Position
public typealias UIViewAnimatingState = ViewPropertyAnimator.State

public typealias UIGestureRecognizer = GestureRecognizer
public typealias UIPanGestureRecognizer = PanGestureRecognizer
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
public typealias UIRectEdge = ScreenEdgePanGestureRecognizer.RectEdge

#if !canImport(CoreGraphics)
    public typealias CGAffineTransform = AffineTransform2D
    public typealias CATransform3D = Transform3D
    public typealias CGColor = Color

    // `CGVector` is the model's (`Transitions/Geometry/CGVector.swift`): UIKit Dynamics uses it.

    public let CATransform3DIdentity = Transform3D.identity
    public func CATransform3DMakeRotation(_ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
        Transform3D(rotationAngle: Double(angle), x: Double(x), y: Double(y), z: Double(z))
    }
    public func CATransform3DMakeScale(_ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
        Transform3D(scaleX: Double(sx), y: Double(sy), z: Double(sz))
    }
    public func CATransform3DMakeTranslation(_ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
        Transform3D(translationX: Double(tx), y: Double(ty), z: Double(tz))
    }
    public func CATransform3DConcat(_ a: CATransform3D, _ b: CATransform3D) -> CATransform3D { a.concatenating(b) }
    public func CATransform3DRotate(_ t: CATransform3D, _ angle: CGFloat, _ x: CGFloat, _ y: CGFloat, _ z: CGFloat) -> CATransform3D {
        CATransform3DMakeRotation(angle, x, y, z).concatenating(t)
    }
    public func CATransform3DScale(_ t: CATransform3D, _ sx: CGFloat, _ sy: CGFloat, _ sz: CGFloat) -> CATransform3D {
        CATransform3DMakeScale(sx, sy, sz).concatenating(t)
    }
    public func CATransform3DTranslate(_ t: CATransform3D, _ tx: CGFloat, _ ty: CGFloat, _ tz: CGFloat) -> CATransform3D {
        CATransform3DMakeTranslation(tx, ty, tz).concatenating(t)
    }
    public func CATransform3DMakeAffineTransform(_ t: CGAffineTransform) -> CATransform3D { Transform3D(t) }
    public func CATransform3DGetAffineTransform(_ t: CATransform3D) -> CGAffineTransform { t.affine }
    /// `CATransform3DInvert` (a singular matrix is returned unchanged, as Core Animation does),
    /// `CATransform3DIsIdentity`, `CATransform3DIsAffine`, `CATransform3DEqualToTransform`.
    public func CATransform3DInvert(_ t: CATransform3D) -> CATransform3D { t.inverted() }
    public func CATransform3DIsIdentity(_ t: CATransform3D) -> Bool { t.isIdentity }
    public func CATransform3DIsAffine(_ t: CATransform3D) -> Bool { t.isAffine }
    public func CATransform3DEqualToTransform(_ a: CATransform3D, _ b: CATransform3D) -> Bool { a == b }
#endif

/// `CACurrentMediaTime()`: the current simulation's clock.
public func CACurrentMediaTime() -> Double { Simulation.current.now }
/// `CFAbsoluteTime` / `CFAbsoluteTimeGetCurrent()`: seconds on the simulation's clock (since
/// 2001-01-01 in Core Foundation; here since the simulation began, which is what the
/// differences code takes of it measure).
public typealias CFAbsoluteTime = Double
public func CFAbsoluteTimeGetCurrent() -> CFAbsoluteTime { Simulation.current.now }


extension NavigationController {
    /// `UINavigationController.Operation`.
    public typealias Operation = NavigationOperation
}

// Optional protocol members are called with `?` in UIKit code (`animator.animationEnded?(done)`);
// these properties make that spelling compile.
extension ViewControllerAnimatedTransitioning {
    /// `animationEnded?(_:)`.
    public var animationEnded: ((Bool) -> Void)? { { [self] completed in self.animationEnded(completed) } }

    /// `interruptibleAnimator?(using:)`.
    public var interruptibleAnimator: ((any ViewControllerContextTransitioning) -> any ViewImplicitlyAnimating)? {
        { [self] context in self.interruptibleAnimator(using: context) }
    }
}

/// `UIStoryboard`: scenes and segues registered in code (`Storyboard.register`).
public typealias UIStoryboard = Storyboard
/// `UIStoryboardSegue`.
public typealias UIStoryboardSegue = StoryboardSegue
/// `UIStoryboardUnwindSegueSource`.
public typealias UIStoryboardUnwindSegueSource = StoryboardUnwindSegueSource

/// `UIApplication`.
public typealias UIApplication = Application

// What is not modelled says so at compile time.





public typealias UITapGestureRecognizer = TapGestureRecognizer
public typealias CACornerMask = CornerMask

extension View {
    /// `UIView.animate(springDuration:bounce:…)` (iOS 17), modelled as UIKit's spring over `duration`
    /// with the damping ratio the bounce gives (1 − bounce; 1/(1 + bounce) below 0).
    public static func animate(
        springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0, initialSpringVelocity: CGFloat = 0, delay: TimeInterval = 0,
        options: AnimationOptions = [], animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        let b = Double(bounce)
        let ratio = b >= 0 ? 1 - min(b, 0.999) : 1 / (1 + max(b, -0.999))
        Simulation.current.animate(
            duration: duration, delay: delay, curve: .spring(dampingRatio: ratio, initialVelocity: Double(initialSpringVelocity)),
            animations: animations, completion: completion)
    }
}

// Events and responders (`Events/`), layers (`Layers/`), recognizers from touches.
public typealias UIResponder = Responder
public typealias UIMenuController = MenuController
public typealias UIMenuItem = MenuItem
public typealias UIResponderStandardEditActions = ResponderStandardEditActions
public typealias UITouch = Touch
public typealias UIPress = Press
public typealias UIPressesEvent = PressesEvent
public typealias UIEvent = Event
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
public typealias CAShapeLayer = ShapeLayer
public typealias CAGradientLayer = GradientLayer
public typealias CAGradientLayerType = GradientLayer.GradientType
public typealias CATextLayer = TextLayer
public typealias CAEmitterLayer = EmitterLayer
public typealias CAEmitterCell = EmitterCell
public typealias CAEmitterLayerEmitterShape = EmitterLayer.EmitterShape
public typealias CAEmitterLayerEmitterMode = EmitterLayer.EmitterMode
public typealias CAEmitterLayerRenderMode = EmitterLayer.RenderMode
public typealias CATransformLayer = TransformLayer
public typealias CATiledLayer = TiledLayer
public typealias CAReplicatorLayer = ReplicatorLayer

public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
public typealias UIPopoverPresentationController = PopoverPresentationController
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
public typealias UIPopoverArrowDirection = PopoverArrowDirection
public typealias UISheetPresentationController = SheetPresentationController
public typealias UISheetPresentationControllerDelegate = SheetPresentationControllerDelegate
public typealias UISheetPresentationControllerDetentResolutionContext = SheetPresentationControllerDetentResolutionContext


/// `NSInteger` / `NSUInteger` (Objective-C's, visible to Swift on Apple platforms).
public typealias NSInteger = Int
public typealias NSUInteger = UInt

// 3D Touch previews (`ViewControllerPreviewing.swift`).
public typealias UIForceTouchCapability = ForceTouchCapability
public typealias UIViewControllerPreviewing = ViewControllerPreviewing
public typealias UIViewControllerPreviewingDelegate = ViewControllerPreviewingDelegate
public typealias UIPreviewInteraction = PreviewInteraction
public typealias UIPreviewInteractionDelegate = PreviewInteractionDelegate

// iOS 18's zoom transition names (`ViewController+Transition.swift`).
public typealias UIZoomTransitionOptions = ViewControllerTransition.ZoomOptions
public typealias UIZoomTransitionSourceViewProviderContext = ViewControllerTransition.ZoomSourceViewProviderContext
public typealias UIZoomTransitionInteractionContext = ViewControllerTransition.ZoomOptions.InteractionContext
public typealias UIZoomTransitionAlignmentRectContext = ViewControllerTransition.ZoomOptions.AlignmentRectContext
