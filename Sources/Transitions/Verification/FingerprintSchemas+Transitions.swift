import Foundation

extension FingerprintSchemas {
    /// The schemas of this module's classes, each declared in its type's `+Fingerprint.swift`
    /// file; `FingerprintSchemaTests` fails for a class level a campaign meets without one.
    static let transitionsSchemas: [FingerprintSchema] = [
        Responder.fingerprintSchema, View.fingerprintSchema, Window.fingerprintSchema,
        Layer.fingerprintSchema, ShapeLayer.fingerprintSchema, GradientLayer.fingerprintSchema,
        ViewController.fingerprintSchema, ContainerViewController.fingerprintSchema, TabBarController.fingerprintSchema,
        NavigationController.fingerprintSchema,
        PresentationController.fingerprintSchema, SystemPresentationController.fingerprintSchema,
        TransitionContext.fingerprintSchema, TransitionCoordinator.fingerprintSchema,
        PercentDrivenInteractiveTransition.fingerprintSchema, PinchDismissInteraction.fingerprintSchema,
        SwipeDismissInteraction.fingerprintSchema, ViewPropertyAnimator.fingerprintSchema,
        GestureRecognizer.fingerprintSchema, TranslationGestureRecognizer.fingerprintSchema,
        PanGestureRecognizer.fingerprintSchema, ScreenEdgePanGestureRecognizer.fingerprintSchema,
        PinchGestureRecognizer.fingerprintSchema, TapGestureRecognizer.fingerprintSchema,
        LongPressGestureRecognizer.fingerprintSchema, SwipeGestureRecognizer.fingerprintSchema,
    ]
}
