import Foundation

/// `UIRegion` (iOS 9): the area a field behavior acts in, in the field's coordinates (the
/// field's `position` is the origin): everywhere, a disc of a radius, a rectangle of a size
/// centred on the origin, or what `inverse()`, `union(with:)`, `difference(from:)` and
/// `intersection(with:)` make of those. A region that is not finite (a NaN or negative radius or
/// size) contains nothing.
public final class Region: @unchecked Sendable {
    indirect enum Shape {
        case everywhere, disc(Double), rectangle(Double, Double)
        case inverse(Shape), union(Shape, Shape), difference(Shape, Shape), intersection(Shape, Shape)

        func contains(_ p: Vector2) -> Bool {
            switch self {
            case .everywhere: return true
            case .disc(let r): return p.length <= r
            case .rectangle(let w, let h): return abs(p.x) <= w / 2 && abs(p.y) <= h / 2
            case .inverse(let s): return !s.contains(p)
            case .union(let a, let b): return a.contains(p) || b.contains(p)
            case .difference(let a, let b): return a.contains(p) && !b.contains(p)
            case .intersection(let a, let b): return a.contains(p) && b.contains(p)
            }
        }
    }
    let shape: Shape
    init(_ shape: Shape) { self.shape = shape }
    /// The region's shape as text (the state fingerprint hashes it).
    var fingerprintDescription: String { String(describing: shape) }

    /// `UIRegion.infinite`: everywhere.
    public static var infinite: Region { Region(.everywhere) }
    /// `init(radius:)`: the disc of that radius about the origin.
    public convenience init(radius: CGFloat) {
        let r = Double(radius)
        self.init(r.isFinite && r >= 0 ? .disc(r) : .inverse(.everywhere))
    }
    /// `init(size:)`: the rectangle of that size centred on the origin.
    public convenience init(size: CGSize) {
        let w = Double(size.width), h = Double(size.height)
        self.init(w.isFinite && h.isFinite && w >= 0 && h >= 0 ? .rectangle(w, h) : .inverse(.everywhere))
    }
    /// `inverse()`: everywhere this region is not.
    public func inverse() -> Region { Region(.inverse(shape)) }
    /// `union(with:)`, `difference(from:)` (this region without `region`), `intersection(with:)`.
    public func union(with region: Region) -> Region { Region(.union(shape, region.shape)) }
    public func difference(from region: Region) -> Region { Region(.difference(shape, region.shape)) }
    public func intersection(with region: Region) -> Region { Region(.intersection(shape, region.shape)) }
    /// `contains(_:)`: whether the point (in the field's coordinates) is in the region.
    public func contains(_ point: CGPoint) -> Bool { shape.contains(Vector2(Double(point.x), Double(point.y))) }
}
