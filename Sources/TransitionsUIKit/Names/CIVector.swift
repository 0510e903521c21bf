import Foundation

/// `CIVector` (Core Image): up to four numbers, the way Core Image passes points, rectangles
/// (x, y, width, height) and transforms to filters.
public final class CIVector: @unchecked Sendable, CustomStringConvertible, Hashable {
    private let values: [CGFloat]

    /// `init(values:count:)`: the first `count` numbers (fewer when there are fewer).
    public init(values: [CGFloat], count: Int) { self.values = Array(values.prefix(max(0, count))) }
    public convenience init(x: CGFloat) { self.init(values: [x], count: 1) }
    public convenience init(x: CGFloat, y: CGFloat) { self.init(values: [x, y], count: 2) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat) { self.init(values: [x, y, z], count: 3) }
    public convenience init(x: CGFloat, y: CGFloat, z: CGFloat, w: CGFloat) { self.init(values: [x, y, z, w], count: 4) }
    /// `init(cgPoint:)`, `init(cgRect:)` (x, y, width, height).
    public convenience init(cgPoint p: CGPoint) { self.init(x: p.x, y: p.y) }
    public convenience init(cgRect r: CGRect) { self.init(x: r.origin.x, y: r.origin.y, z: r.size.width, w: r.size.height) }

    /// `count`, `value(at:)` (0 past the end, as Core Image's).
    public var count: Int { values.count }
    public func value(at index: Int) -> CGFloat { values.indices.contains(index) ? values[index] : 0 }
    public var x: CGFloat { value(at: 0) }
    public var y: CGFloat { value(at: 1) }
    public var z: CGFloat { value(at: 2) }
    public var w: CGFloat { value(at: 3) }
    /// `cgPointValue`, `cgRectValue`.
    public var cgPointValue: CGPoint { CGPoint(x: x, y: y) }
    public var cgRectValue: CGRect { CGRect(x: x, y: y, width: z, height: w) }
    /// `stringRepresentation`: Core Image's "[x y …]".
    public var stringRepresentation: String { "[" + values.map { "\($0)" }.joined(separator: " ") + "]" }
    public var description: String { stringRepresentation }

    public static func == (a: CIVector, b: CIVector) -> Bool { a.values == b.values }
    public func hash(into h: inout Hasher) { h.combine(values) }
}
