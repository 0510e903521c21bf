import Foundation

/// `CGContext`: a drawing destination of a size. The model has no pixels: the painting calls
/// (TransitionsUIKit's `Drawing.swift`) are accepted and dropped; the graphics-state stack
/// (`saveGState`/`restoreGState`), the current transform and the current path are kept, so code
/// that balances them or reads them back behaves as it would. Layers hand one to `draw(in:)`
/// when they display (`Layer+Display.swift`).
///
/// The current path, as Core Graphics keeps it: points are transformed by the CTM when added
/// (the path lives in device space), it is not part of the graphics state (`restoreGState`
/// leaves it), and painting it (`fillPath`, `strokePath`, `drawPath(using:)`, `clip`) or
/// `beginPath()` empties it.
public final class GraphicsContext {
    /// The context's size in points.
    public let size: CGSize
    /// `ctm`: the current transformation matrix.
    public private(set) var ctm = AffineTransform2D.identity
    private var saved: [AffineTransform2D] = []

    /// The current path in device space (the CTM at the time of each addition applied).
    package var devicePath = ShapePath()

    package init(size: CGSize) { self.size = size }

    /// `textMatrix`, `textPosition`: where and how Core Text draws glyphs (stored: drawing).
    public var textMatrix = AffineTransform2D.identity
    public var textPosition = CGPoint.zero

    /// `path`: the current path in the current user space; nil when it is empty.
    public var path: ShapePath? { devicePath.isEmpty ? nil : devicePath.applying(ctm.inverted()) }
    /// `isPathEmpty`.
    public var isPathEmpty: Bool { devicePath.isEmpty }
    /// `currentPointOfPath`: the path's current point in user space (zero for an empty path).
    public var currentPointOfPath: CGPoint { devicePath.isEmpty ? .zero : ctm.inverted().apply(to: devicePath.currentPoint) }
    /// `boundingBoxOfPath`: the box of the path in user space (`CGRect.null` when empty).
    public var boundingBoxOfPath: CGRect { path?.boundingBox ?? .null }

    public func saveGState() { saved.append(ctm) }
    public func restoreGState() { if let t = saved.popLast() { ctm = t } }
    public func translateBy(x: CGFloat, y: CGFloat) { ctm = ctm.translatedBy(x: Double(x), y: Double(y)) }
    public func scaleBy(x: CGFloat, y: CGFloat) { ctm = ctm.scaledBy(x: Double(x), y: Double(y)) }
    public func rotate(by angle: CGFloat) { ctm = ctm.rotated(by: Double(angle)) }
    public func concatenate(_ transform: AffineTransform2D) { ctm = transform.concatenating(ctm) }
}
