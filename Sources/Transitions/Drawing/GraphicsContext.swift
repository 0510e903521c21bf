import Foundation

/// `CGContext`: a drawing destination of a size. The model has no pixels: the painting calls
/// (TransitionsUIKit's `Drawing.swift`) are accepted and dropped; the graphics-state stack
/// (`saveGState`/`restoreGState`) and the current transform are kept, so code that balances them
/// behaves as it would. Layers hand one to `draw(in:)` when they display (`Layer+Display.swift`).
public final class GraphicsContext {
    /// The context's size in points.
    public let size: CGSize
    /// `ctm`: the current transformation matrix.
    public private(set) var ctm = AffineTransform2D.identity
    private var saved: [AffineTransform2D] = []

    package init(size: CGSize) { self.size = size }

    public func saveGState() { saved.append(ctm) }
    public func restoreGState() { if let t = saved.popLast() { ctm = t } }
    public func translateBy(x: CGFloat, y: CGFloat) { ctm = ctm.translatedBy(x: Double(x), y: Double(y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { ctm = ctm.scaledBy(x: Double(x), y: Double(y)) }
    public func rotate(by angle: CGFloat) { ctm = ctm.rotated(by: Double(angle)) }
    public func concatenate(_ transform: AffineTransform2D) { ctm = transform.concatenating(ctm) }
}
