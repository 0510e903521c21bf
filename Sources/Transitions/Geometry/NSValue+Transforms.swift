import Foundation

/// Transforms boxed in `NSValue`s, as Core Animation's `fromValue`/`toValue` hold them
/// (`NSValue(caTransform3D:)`, `NSValue(cgAffineTransform:)`). Linux Foundation's `NSValue`
/// cannot box structs, so the values are stored as arrays of doubles — `[16d]` for a 3-D
/// transform (row by row), `[6d]` for an affine one (a, b, c, d, tx, ty) — and read back by
/// their type encoding.
extension NSValue {
    package static let transform3DType = "[16d]"
    package static let affineTransformType = "[6d]"

    /// The doubles of a `[Nd]` box, if this is one with `count` elements.
    package func unboxedDoubles(_ count: Int, type: String) -> [Double]? {
        guard String(cString: objCType) == type else { return nil }
        var values = [Double](repeating: 0, count: count)
        values.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return values
    }

    /// The 3-D transform in this box (an affine box gives its 3-D form), if it holds one.
    package var boxedTransform3D: Transform3D? {
        if let m = unboxedDoubles(16, type: Self.transform3DType) { return Transform3D(values: m) }
        return boxedAffineTransform.map(Transform3D.init)
    }

    /// The affine transform in this box, if it holds one.
    package var boxedAffineTransform: AffineTransform2D? {
        unboxedDoubles(6, type: Self.affineTransformType).map { AffineTransform2D(a: $0[0], b: $0[1], c: $0[2], d: $0[3], tx: $0[4], ty: $0[5]) }
    }
}

extension Transform3D {
    /// The sixteen entries, row by row.
    package var values: [Double] { [m11, m12, m13, m14, m21, m22, m23, m24, m31, m32, m33, m34, m41, m42, m43, m44] }

    package init(values m: [Double]) {
        self.init()
        (m11, m12, m13, m14) = (m[0], m[1], m[2], m[3])
        (m21, m22, m23, m24) = (m[4], m[5], m[6], m[7])
        (m31, m32, m33, m34) = (m[8], m[9], m[10], m[11])
        (m41, m42, m43, m44) = (m[12], m[13], m[14], m[15])
    }
}
