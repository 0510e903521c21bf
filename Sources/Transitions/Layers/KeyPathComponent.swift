import Foundation

/// What an explicit animation's key path names: a layer property (`AnimatableProperty`) and the
/// part of it the values describe (`"position"`, `"position.y"`, `"bounds.size"`,
/// `"transform.scale"`, `"transform.rotation.z"` …), with the conversions between the
/// property's lanes and the component's own space.
///
/// Interpolation happens in the component's space, as in Core Animation: `transform.rotation.z`
/// from 0 to 2π turns a full circle (interpolating matrices would not), and a whole `transform`
/// is interpolated through its decomposition
/// ```
/// M = R(θ) · [[sx, h], [0, sy]],  t = (tx, ty)       (lanes: tx, ty, sx, sy, θ, h)
/// ```
struct KeyPathComponent {
    let property: AnimatableProperty
    /// Lanes of the component's own space.
    let lanes: Int
    /// The component of the property's value.
    let extract: (Lanes) -> Lanes
    /// Writes the component into the property's value.
    let inject: (inout Lanes, Lanes) -> Void

    /// The component a key path names, or nil when the model does not know it.
    static func named(_ keyPath: String) -> KeyPathComponent? {
        guard let p = AnimatableProperty.named(keyPath) ?? ShapeLayer.animatableProperty(keyPath) else { return nil }
        let parts = keyPath.split(separator: ".").map(String.init)
        let rest = parts.count > 1 ? Array(parts.dropFirst()) : []
        switch p.keyPath {
        case "position": return point(p, rest)
        case "bounds": return rect(p, rest)
        case "transform": return transform(p, rest)
        default:
            guard rest.isEmpty else { return nil }
            return whole(p)
        }
    }

    static func whole(_ p: AnimatableProperty) -> KeyPathComponent {
        KeyPathComponent(property: p, lanes: p.lanes, extract: { $0 }, inject: { $0 = $1 })
    }

    /// Lanes `indices` of the property.
    static func lanes(_ p: AnimatableProperty, _ indices: [Int]) -> KeyPathComponent {
        KeyPathComponent(
            property: p, lanes: indices.count,
            extract: { v in
                var out = Lanes()
                for (i, j) in indices.enumerated() { out[i] = v[j] }
                return out
            },
            inject: { v, c in for (i, j) in indices.enumerated() { v[j] = c[i] } })
    }

    private static func point(_ p: AnimatableProperty, _ rest: [String]) -> KeyPathComponent? {
        switch rest {
        case []: return whole(p)
        case ["x"]: return lanes(p, [0])
        case ["y"]: return lanes(p, [1])
        default: return nil
        }
    }

    private static func rect(_ p: AnimatableProperty, _ rest: [String]) -> KeyPathComponent? {
        switch rest {
        case []: return whole(p)
        case ["origin"]: return lanes(p, [0, 1])
        case ["origin", "x"]: return lanes(p, [0])
        case ["origin", "y"]: return lanes(p, [1])
        case ["size"]: return lanes(p, [2, 3])
        case ["size", "width"]: return lanes(p, [2])
        case ["size", "height"]: return lanes(p, [3])
        default: return nil
        }
    }

    private static func transform(_ p: AnimatableProperty, _ rest: [String]) -> KeyPathComponent? {
        // Decomposed lanes: 0 tx, 1 ty, 2 sx, 3 sy, 4 θ, 5 h.
        func part(_ indices: [Int], set: (([Int], inout Lanes, Lanes) -> Void)? = nil) -> KeyPathComponent {
            KeyPathComponent(
                property: p, lanes: indices.count,
                extract: { v in
                    let d = decompose(v)
                    var out = Lanes()
                    for (i, j) in indices.enumerated() { out[i] = d[j] }
                    return out
                },
                inject: { v, c in
                    var d = decompose(v)
                    if let set { set(indices, &d, c) } else { for (i, j) in indices.enumerated() { d[j] = c[i] } }
                    v = compose(d)
                })
        }
        switch rest {
        case []: return part([0, 1, 2, 3, 4, 5])
        case ["scale"]: return part([2]) { _, d, c in (d[2], d[3]) = (c[0], c[0]) }
        case ["scale", "x"]: return part([2])
        case ["scale", "y"]: return part([3])
        case ["rotation"], ["rotation", "z"]: return part([4])
        case ["translation"]: return part([0, 1])
        case ["translation", "x"]: return part([0])
        case ["translation", "y"]: return part([1])
        default: return nil
        }
    }

    /// Affine lanes (a, b, c, d, tx, ty) → (tx, ty, sx, sy, θ, h).
    static func decompose(_ v: Lanes) -> Lanes {
        let (a, b, c, d) = (v[0], v[1], v[2], v[3])
        let sx = (a * a + b * b).squareRoot()
        let theta = sx > 0 ? atan2(b, a) : 0
        let (cs, sn) = (cos(theta), sin(theta))
        let h = cs * c + sn * d
        let sy = -sn * c + cs * d
        return Lanes(v[4], v[5], sx, sy, theta, h, 0, 0)
    }

    /// (tx, ty, sx, sy, θ, h) → affine lanes.
    static func compose(_ d: Lanes) -> Lanes {
        let (cs, sn) = (cos(d[4]), sin(d[4]))
        let (sx, sy, h) = (d[2], d[3], d[5])
        return Lanes(cs * sx, sn * sx, cs * h - sn * sy, sn * h + cs * sy, d[0], d[1], 0, 0)
    }

    /// A value as the component's lanes: numbers, points, sizes, rects, affine and 3-D
    /// transforms (the latter two decomposed when the component is a whole transform).
    func decode(_ value: Any?) -> Lanes? {
        guard let value else { return nil }
        var out = Lanes()
        switch value {
        case let x as Double: out[0] = x
        case let x as CGFloat: out[0] = Double(x)
        case let x as Float: out[0] = Double(x)
        case let x as Int: out[0] = Double(x)
        case let x as NSNumber: out[0] = x.doubleValue
        case let p as CGPoint: out = Lanes(p)
        case let s as CGSize: out = Lanes(Double(s.width), Double(s.height), 0, 0, 0, 0, 0, 0)
        case let r as CGRect: out = Lanes(r)
        case let t as AffineTransform2D: out = property.keyPath == "transform" && lanes == 6 ? Self.decompose(Lanes(t)) : Lanes(t)
        case let t as Transform3D: out = property.keyPath == "transform" && lanes == 6 ? Self.decompose(Lanes(t.affine)) : Lanes(t.affine)
        case let v as NSValue:
            // Core Animation's boxed values (`NSValue(cgPoint:)`, `NSValue(caTransform3D:)`…).
            let type = String(cString: v.objCType)
            if let t = v.boxedTransform3D {
                out = property.keyPath == "transform" && lanes == 6 ? Self.decompose(Lanes(t.affine)) : Lanes(t.affine)
            } else if type.hasPrefix("{CGRect") {
                out = Lanes(v.rectValue)
            } else if type.hasPrefix("{CGPoint") {
                out = Lanes(v.pointValue)
            } else if type.hasPrefix("{CGSize") {
                let s = v.sizeValue
                out = Lanes(Double(s.width), Double(s.height), 0, 0, 0, 0, 0, 0)
            } else {
                return nil
            }
        default: return nil
        }
        return Lanes.allFinite(out) ? out : nil
    }
}
