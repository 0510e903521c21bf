import Foundation

/// A layer's geometry, opacity and transform at one instant: its model values, or what is on
/// screen (`Layer.presentation()`, `View.onScreen`).
///
/// The one map from a layer's bounds to its superlayer (Core Animation's):
/// ```
/// p' = position + T · (p − a),   a = bounds.origin + anchorPoint ⊙ bounds.size
/// p  = a + T⁻¹ · (p' − position)
/// ```
/// with `T` the affine transform acting on row vectors (`[x y]·[a b; c d] + [tx ty]`).
public struct LayerValues: Sendable, Hashable {
    public var position: CGPoint
    public var bounds: CGRect
    public var opacity: Double
    public var transform: AffineTransform2D
    public var anchorPoint: CGPoint

    public init(position: CGPoint, bounds: CGRect, opacity: Double, transform: AffineTransform2D, anchorPoint: CGPoint) {
        self.position = position
        self.bounds = bounds
        self.opacity = opacity
        self.transform = transform
        self.anchorPoint = anchorPoint
    }

    /// `frame`: the untransformed box around `position` (UIKit's `frame` ignores the transform).
    public var frame: CGRect { Layer.frame(position: position, bounds: bounds, anchor: anchorPoint) }
    /// UIKit's names: `center` is the layer's `position`, `alpha` its `opacity`.
    public var center: CGPoint { position }
    public var alpha: Double { opacity }

    /// The anchor point in bounds coordinates.
    var anchor: CGPoint {
        CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
    }

    /// A point of the bounds in the superlayer.
    func toSuperlayer(_ p: CGPoint) -> CGPoint {
        let a = anchor
        let t = transform.apply(to: CGPoint(x: p.x - a.x, y: p.y - a.y))
        return CGPoint(x: position.x + t.x, y: position.y + t.y)
    }

    /// A point of the superlayer in the bounds (a singular transform maps everything to the anchor).
    func fromSuperlayer(_ p: CGPoint) -> CGPoint {
        let t = transform
        let det = t.a * t.d - t.b * t.c
        let x = p.x - position.x - t.tx, y = p.y - position.y - t.ty
        let a = anchor
        guard det != 0, det.isFinite else { return a }
        // Inverse of the linear part (row-vector convention: [x y]·[a b; c d]).
        let u = (x * t.d - y * t.c) / det, w = (y * t.a - x * t.b) / det
        return CGPoint(x: u + a.x, y: w + a.y)
    }

    /// The same values with the identity transform (UIKit's `frame` arithmetic).
    var untransformed: LayerValues {
        var v = self
        v.transform = .identity
        return v
    }
}

/// The old name of the on-screen values.
@available(*, deprecated, renamed: "LayerValues")
public typealias PresentationState = LayerValues
