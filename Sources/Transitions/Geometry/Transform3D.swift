import Foundation

/// `CATransform3D`: a 4×4 homogeneous transform (row vectors, Core Animation's layout). The
/// model animates its affine part.
public struct Transform3D: Sendable, Hashable {
    public var m11 = 1.0, m12 = 0.0, m13 = 0.0, m14 = 0.0
    public var m21 = 0.0, m22 = 1.0, m23 = 0.0, m24 = 0.0
    public var m31 = 0.0, m32 = 0.0, m33 = 1.0, m34 = 0.0
    public var m41 = 0.0, m42 = 0.0, m43 = 0.0, m44 = 1.0

    public init() {}

    /// Core Animation's memberwise initialiser, row by row (`CATransform3D(m11: 1, m12: 0, …)`).
    public init(
        m11: Double, m12: Double, m13: Double, m14: Double, m21: Double, m22: Double, m23: Double, m24: Double,
        m31: Double, m32: Double, m33: Double, m34: Double, m41: Double, m42: Double, m43: Double, m44: Double
    ) {
        (self.m11, self.m12, self.m13, self.m14) = (m11, m12, m13, m14)
        (self.m21, self.m22, self.m23, self.m24) = (m21, m22, m23, m24)
        (self.m31, self.m32, self.m33, self.m34) = (m31, m32, m33, m34)
        (self.m41, self.m42, self.m43, self.m44) = (m41, m42, m43, m44)
    }

    /// The 3-D transform of an affine one.
    public init(_ t: AffineTransform2D) {
        m11 = t.a
        m12 = t.b
        m21 = t.c
        m22 = t.d
        m41 = t.tx
        m42 = t.ty
    }

    public static let identity = Transform3D()

    /// The affine part (what a view's `transform` holds).
    public var affine: AffineTransform2D { AffineTransform2D(a: m11, b: m12, c: m21, d: m22, tx: m41, ty: m42) }

    /// `self` followed by `t` (CATransform3DConcat(self, t)).
    public func concatenating(_ t: Transform3D) -> Transform3D {
        let a = rows, b = t.rows
        var r = [[Double]](repeating: [0, 0, 0, 0], count: 4)
        for i in 0..<4 { for j in 0..<4 { r[i][j] = (0..<4).reduce(0) { $0 + a[i][$1] * b[$1][j] } } }
        return Transform3D(rows: r)
    }

    /// The inverse (`CATransform3DInvert`): Gauss–Jordan elimination with partial pivoting; a
    /// matrix that is singular (a pivot below 1e-12 of the largest entry) or not finite is
    /// returned unchanged, as Core Animation does.
    public func inverted() -> Transform3D {
        var a = rows
        var inv: [[Double]] = (0..<4).map { i in (0..<4).map { $0 == i ? 1 : 0 } }
        let scale = a.joined().map(abs).max() ?? 0
        guard scale.isFinite, scale > 0 else { return self }
        for col in 0..<4 {
            guard let pivot = (col..<4).max(by: { abs(a[$0][col]) < abs(a[$1][col]) }), abs(a[pivot][col]) > 1e-12 * scale else { return self }
            a.swapAt(col, pivot)
            inv.swapAt(col, pivot)
            let p = a[col][col]
            for j in 0..<4 {
                a[col][j] /= p
                inv[col][j] /= p
            }
            for i in 0..<4 where i != col {
                let f = a[i][col]
                guard f != 0 else { continue }
                for j in 0..<4 {
                    a[i][j] -= f * a[col][j]
                    inv[i][j] -= f * inv[col][j]
                }
            }
        }
        let result = Transform3D(rows: inv)
        return result.rows.joined().allSatisfy(\.isFinite) ? result : self
    }

    /// Whether this is the identity (`CATransform3DIsIdentity`).
    public var isIdentity: Bool { self == .identity }
    /// Whether this is an affine 2-D transform (`CATransform3DIsAffine`): no z or perspective terms.
    public var isAffine: Bool {
        m13 == 0 && m14 == 0 && m23 == 0 && m24 == 0 && m31 == 0 && m32 == 0 && m33 == 1 && m34 == 0 && m43 == 0 && m44 == 1
    }

    var rows: [[Double]] { [[m11, m12, m13, m14], [m21, m22, m23, m24], [m31, m32, m33, m34], [m41, m42, m43, m44]] }

    init(rows r: [[Double]]) {
        (m11, m12, m13, m14) = (r[0][0], r[0][1], r[0][2], r[0][3])
        (m21, m22, m23, m24) = (r[1][0], r[1][1], r[1][2], r[1][3])
        (m31, m32, m33, m34) = (r[2][0], r[2][1], r[2][2], r[2][3])
        (m41, m42, m43, m44) = (r[3][0], r[3][1], r[3][2], r[3][3])
    }

    public init(translationX x: Double, y: Double, z: Double) {
        m41 = x
        m42 = y
        m43 = z
    }

    public init(scaleX x: Double, y: Double, z: Double) {
        m11 = x
        m22 = y
        m33 = z
    }

    /// Rotation by `angle` about the axis (x, y, z) (Rodrigues' formula); a zero axis is the identity.
    public init(rotationAngle angle: Double, x: Double, y: Double, z: Double) {
        let n = (x * x + y * y + z * z).squareRoot()
        guard n > 0, n.isFinite, angle.isFinite else { return }
        let (ux, uy, uz) = (x / n, y / n, z / n)
        let c = cos(angle), s = sin(angle), t = 1 - c
        m11 = t * ux * ux + c
        m12 = t * ux * uy + s * uz
        m13 = t * ux * uz - s * uy
        m21 = t * ux * uy - s * uz
        m22 = t * uy * uy + c
        m23 = t * uy * uz + s * ux
        m31 = t * ux * uz + s * uy
        m32 = t * uy * uz - s * ux
        m33 = t * uz * uz + c
    }
}

