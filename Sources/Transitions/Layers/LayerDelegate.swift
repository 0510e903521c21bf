import Foundation

/// `CALayerDelegate`: every requirement is optional, as in Core Animation. A view is its backing
/// layer's delegate; a standalone layer's is the object set as its `delegate` (weak).
///
/// - `layoutSublayers(of:)` is asked by the layer's default `layoutSublayers()`: a view answers
///   with its own layout (`View.layoutSublayers(of:)`).
/// - `action(for:forKey:)` is consulted first by `Layer.action(forKey:)`.
/// - `display(_:)` and `draw(_:in:)` are where Core Animation asks for content: the model has no
///   pixels, so it never asks (drawing is stored only: notes/uikit-surface.md).
public protocol LayerDelegate: AnyObject {
    func display(_ layer: Layer)
    func draw(_ layer: Layer, in ctx: GraphicsContext)
    func layerWillDraw(_ layer: Layer)
    func layoutSublayers(of layer: Layer)
    func action(for layer: Layer, forKey event: String) -> (any LayerAction)?
}

extension LayerDelegate {
    /// The default draws: the layer's `draw(in:)` with a context of its size.
    public func display(_ layer: Layer) { layer.drawContent() }
    public func draw(_ layer: Layer, in ctx: GraphicsContext) {}
    public func layerWillDraw(_ layer: Layer) {}
    public func layoutSublayers(of layer: Layer) {}
    public func action(for layer: Layer, forKey event: String) -> (any LayerAction)? { nil }
}
