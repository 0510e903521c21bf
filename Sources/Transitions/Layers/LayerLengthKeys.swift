import Foundation

/// Key paths to the model's `Double` lengths and scales of layers. TransitionsUIKit spells these
/// properties as `CGFloat`, as Core Animation does, and its spellings shadow the model's names
/// there; it reaches the model's values through these.
package enum LayerLengthKeys {
    package static var cornerRadius: ReferenceWritableKeyPath<Layer, Double> { \.cornerRadius }
    package static var borderWidth: ReferenceWritableKeyPath<Layer, Double> { \.borderWidth }
    package static var zPosition: ReferenceWritableKeyPath<Layer, Double> { \.zPosition }
    package static var contentsScale: ReferenceWritableKeyPath<Layer, Double> { \.contentsScale }
    package static var rasterizationScale: ReferenceWritableKeyPath<Layer, Double> { \.rasterizationScale }
    package static var lineWidth: ReferenceWritableKeyPath<ShapeLayer, Double> { \.lineWidth }
    package static var strokeStart: ReferenceWritableKeyPath<ShapeLayer, Double> { \.strokeStart }
    package static var strokeEnd: ReferenceWritableKeyPath<ShapeLayer, Double> { \.strokeEnd }
}
