import Foundation
import Transitions

// Core Animation's names for the model's layers and explicit animations.

public typealias CAAnimation = LayerAnimation
public typealias CAPropertyAnimation = LayerPropertyAnimation
public typealias CABasicAnimation = BasicAnimation
public typealias CAKeyframeAnimation = KeyframeAnimation
public typealias CASpringAnimation = SpringAnimation
public typealias CAAnimationGroup = LayerAnimationGroup
public typealias CATransition = LayerTransition
public typealias CATransitionType = LayerTransition.Kind
public typealias CATransitionSubtype = LayerTransition.Direction
/// `kCATransition`: the key a transition is added under.
public let kCATransition = LayerTransition.defaultKey
/// `HUGE` (Darwin's math constant, infinity as a `Float`): `animation.repeatCount = HUGE` repeats forever.
public var HUGE: Float { .infinity }
public typealias CAAnimationDelegate = LayerAnimationDelegate
public typealias CAMediaTimingFunction = MediaTimingFunction
public typealias CAMediaTimingFunctionName = MediaTimingFunction.Name
public typealias CAMediaTimingFillMode = FillMode
public typealias CALayerCornerCurve = CornerCurve
public typealias CAAnimationCalculationMode = KeyframeAnimation.CalculationMode
public typealias CAAnimationRotationMode = KeyframeAnimation.RotationMode
public typealias CFTimeInterval = Double

public typealias CAShapeLayerFillRule = ShapeLayer.FillRule
public typealias CAShapeLayerLineCap = ShapeLayer.LineCap
public typealias CAShapeLayerLineJoin = ShapeLayer.LineJoin
public typealias CATextLayerAlignmentMode = TextLayer.AlignmentMode
public typealias CATextLayerTruncationMode = TextLayer.TruncationMode
public typealias CAAction = LayerAction
/// `CALayerDelegate`: every method optional (the protocol's extension has UIKit's defaults).
public typealias CALayerDelegate = LayerDelegate
public typealias CALayerContentsGravity = Layer.ContentsGravity
public typealias CALayerContentsFilter = Layer.Filter
