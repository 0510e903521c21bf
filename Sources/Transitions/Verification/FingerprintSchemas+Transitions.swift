import Foundation

extension FingerprintSchemas {
    /// The schemas of this module's classes, each declared in its type's `+Fingerprint.swift`
    /// file; `FingerprintSchemaTests` fails for a class level a campaign meets without one.
    static let transitionsSchemas: [FingerprintSchema] = [
        .uikitNSObject, .responder, .view, .window,
        .layer, .shapeLayer, .gradientLayer, .textLayer, .transformLayer, .emitterLayer, .tiledLayer, .replicatorLayer,
        .viewController, .containerViewController, .tabBarController, .tabBar, .pageViewController,
        .navigationController, .splitViewController,
        .presentationController, .systemPresentationController, .sheetPresentationController,
        .transitionContext, .transitionCoordinator,
        .percentDrivenInteractiveTransition, .pinchDismissInteraction,
        .swipeDismissInteraction, .viewPropertyAnimator,
        .gestureRecognizer, .translationGestureRecognizer,
        .panGestureRecognizer, .sheetPanGestureRecognizer, .screenEdgePanGestureRecognizer,
        .pinchGestureRecognizer, .rotationGestureRecognizer, .tapGestureRecognizer,
        .baseAnimator, .poseAnimator, .slideAnimator, .coverVerticalAnimator, .crossfadeAnimator, .zoomAnimator,
        .longPressGestureRecognizer, .swipeGestureRecognizer,
        .dynamicAnimator, .dynamicBehavior, .gravityBehavior, .fieldBehavior, .pushBehavior, .snapBehavior, .attachmentBehavior,
        .dynamicItemBehavior, .collisionBehavior,
    ]
}
