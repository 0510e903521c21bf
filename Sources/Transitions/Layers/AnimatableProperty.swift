import Foundation

/// A property of a layer that animations interpolate, named by its Core Animation key path
/// (`"position"`, `"bounds"`, `"opacity"`, `"transform"`, `"cornerRadius"` …).
///
/// The set is open: a value is up to 8 lanes of a SIMD vector plus how to read and write them on
/// a layer, so `CABasicAnimation(keyPath:)` and a custom layer subclass's own animatable
/// properties (`AnimatableProperty.register`) use the same additive machinery as `UIView.animate`:
/// ```
/// presentation = model + Σ offset · (1 − progress)      (lane by lane)
/// ```
/// Equality and hashing are by key path.
public struct AnimatableProperty: Sendable, Hashable, CustomStringConvertible {
    /// Core Animation's key path.
    public let keyPath: String
    /// Lanes used (1 for a scalar, 2 for a point, 4 for a rect, 6 for an affine transform).
    public let lanes: Int
    let read: @Sendable (Layer) -> Lanes
    let write: @Sendable (Layer, Lanes) -> Void

    /// A property of your own: `read` and `write` convert between the layer's value and lanes.
    public init(keyPath: String, lanes: Int, read: @escaping @Sendable (Layer) -> SIMD8<Double>, write: @escaping @Sendable (Layer, SIMD8<Double>) -> Void) {
        self.keyPath = keyPath
        self.lanes = max(1, min(lanes, 8))
        self.read = read
        self.write = write
    }

    public static func == (a: Self, b: Self) -> Bool { a.keyPath == b.keyPath }
    public func hash(into h: inout Hasher) { h.combine(keyPath) }
    public var description: String { keyPath }

    // MARK: Core Animation's animatable properties the model moves

    /// `position` (a view's `center`).
    public static let position = AnimatableProperty(keyPath: "position", lanes: 2, read: { Lanes($0.modelPosition) }, write: { $0.modelPosition = $1.point })
    /// `bounds` (origin and size).
    public static let bounds = AnimatableProperty(keyPath: "bounds", lanes: 4, read: { Lanes($0.modelBounds) }, write: { $0.modelBounds = $1.rect })
    /// `opacity` (a view's `alpha`).
    public static let opacity = AnimatableProperty(keyPath: "opacity", lanes: 1, read: { Lanes($0.modelOpacity) }, write: { $0.modelOpacity = $1[0] })
    /// `transform` (its affine part; a view's `transform`).
    public static let transform = AnimatableProperty(keyPath: "transform", lanes: 6, read: { Lanes($0.modelTransform) }, write: { $0.modelTransform = $1.affine })
    /// `cornerRadius`.
    public static let cornerRadius = AnimatableProperty(keyPath: "cornerRadius", lanes: 1, read: { Lanes($0.modelCornerRadius) }, write: { $0.modelCornerRadius = $1[0] })
    /// `shadowOpacity`.
    public static let shadowOpacity = AnimatableProperty(keyPath: "shadowOpacity", lanes: 1, read: { Lanes(Double($0.shadowOpacity)) }, write: { $0.shadowOpacity = Float($1[0]) })
    /// `shadowRadius`.
    public static let shadowRadius = AnimatableProperty(keyPath: "shadowRadius", lanes: 1, read: { Lanes(Double($0.shadowRadius)) }, write: { $0.shadowRadius = CGFloat($1[0]) })
    /// `borderWidth`.
    public static let borderWidth = AnimatableProperty(keyPath: "borderWidth", lanes: 1, read: { Lanes($0.borderWidth) }, write: { $0.borderWidth = $1[0] })
    /// `zPosition`.
    public static let zPosition = AnimatableProperty(keyPath: "zPosition", lanes: 1, read: { Lanes($0.zPosition) }, write: { $0.zPosition = $1[0] })

    /// UIKit's names for the view properties.
    public static let center = position
    public static let alpha = opacity

    private static let lock = NSLock()
    nonisolated(unsafe) private static var registry: [String: AnimatableProperty] = {
        var r: [String: AnimatableProperty] = [:]
        for p in [position, bounds, opacity, transform, cornerRadius, shadowOpacity, shadowRadius, borderWidth, zPosition] { r[p.keyPath] = p }
        return r
    }()

    /// The property for a key path (`CABasicAnimation(keyPath:)`), with the component paths Core
    /// Animation accepts resolved to their property (`"position.y"`, `"bounds.size"`,
    /// `"transform.scale"` animate their whole property); nil for one the model does not know.
    public static func named(_ keyPath: String) -> AnimatableProperty? {
        lock.lock()
        defer { lock.unlock() }
        if let p = registry[keyPath] { return p }
        if let head = keyPath.split(separator: ".").first, let p = registry[String(head)] { return p }
        return nil
    }

    /// Makes a property of your own layer subclass animatable by key path (replaces one of the
    /// same key path).
    public static func register(_ property: AnimatableProperty) {
        lock.lock()
        defer { lock.unlock() }
        registry[property.keyPath] = property
    }
}

typealias Lanes = SIMD8<Double>

extension SIMD8 where Scalar == Double {
    init(_ x: Double) { self.init(x, 0, 0, 0, 0, 0, 0, 0) }
    init(_ p: CGPoint) { self.init(Double(p.x), Double(p.y), 0, 0, 0, 0, 0, 0) }
    init(_ r: CGRect) { self.init(Double(r.origin.x), Double(r.origin.y), Double(r.width), Double(r.height), 0, 0, 0, 0) }
    init(_ t: AffineTransform2D) { self.init(t.a, t.b, t.c, t.d, t.tx, t.ty, 0, 0) }
    var point: CGPoint { CGPoint(x: self[0], y: self[1]) }
    var rect: CGRect { CGRect(x: self[0], y: self[1], width: self[2], height: self[3]) }
    var affine: AffineTransform2D { AffineTransform2D(a: self[0], b: self[1], c: self[2], d: self[3], tx: self[4], ty: self[5]) }

    /// x − x is 0 for finite lanes and NaN for ±∞ and NaN: one vector test.
    static func allFinite(_ v: Self) -> Bool { (v - v) == Self(repeating: 0) }
}
