import Springs

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A spring with quadratic (aerodynamic) drag: m x'' = −k (x − target) − c v − d v|v|.
public struct DragSpringSystem: ODESystem {
    public let spring: Spring
    public let target: Double
    /// Quadratic drag coefficient d ≥ 0.
    public let quadraticDrag: Double

    public init(spring: Spring, target: Double = 0, quadraticDrag: Double) throws(ODEError) {
        guard quadraticDrag.isFinite, quadraticDrag >= 0 else {
            throw .invalidParameter(name: "quadraticDrag", value: quadraticDrag, reason: "must be finite and ≥ 0")
        }
        self.spring = spring
        self.target = target
        self.quadraticDrag = quadraticDrag
    }

    public var dimension: Int { 2 }

    public func derivatives(t: Double, y: UnsafePointer<Double>, dydt: UnsafeMutablePointer<Double>) {
        let v = y[1]
        dydt[0] = v
        dydt[1] = (-spring.stiffness * (y[0] - target) - spring.damping * v - quadraticDrag * v * abs(v)) / spring.mass
    }

    public func jacobian(
        t: Double, y: UnsafePointer<Double>, dfdy: UnsafeMutablePointer<Double>,
        dfdt: UnsafeMutablePointer<Double>
    ) -> Bool {
        dfdy[0] = 0
        dfdy[1] = 1
        dfdy[2] = -spring.stiffness / spring.mass
        dfdy[3] = -(spring.damping + 2 * quadraticDrag * abs(y[1])) / spring.mass
        dfdt[0] = 0
        dfdt[1] = 0
        return true
    }
}

/// A spring with Coulomb (dry) friction of magnitude F, regularised as F·tanh(v/v_s):
/// m x'' = −k (x − target) − c v − F tanh(v / v_s). The motion stops within F/k of the target.
public struct CoulombSpringSystem: ODESystem {
    public let spring: Spring
    public let target: Double
    public let friction: Double
    public let regularization: Double

    public init(spring: Spring, target: Double = 0, friction: Double, regularization: Double = 1e-3) throws(ODEError) {
        guard friction.isFinite, friction >= 0 else {
            throw .invalidParameter(name: "friction", value: friction, reason: "must be finite and ≥ 0")
        }
        guard regularization.isFinite, regularization > 0 else {
            throw .invalidParameter(name: "regularization", value: regularization, reason: "must be finite and > 0")
        }
        self.spring = spring
        self.target = target
        self.friction = friction
        self.regularization = regularization
    }

    public var dimension: Int { 2 }

    public func derivatives(t: Double, y: UnsafePointer<Double>, dydt: UnsafeMutablePointer<Double>) {
        let v = y[1]
        dydt[0] = v
        dydt[1] = (-spring.stiffness * (y[0] - target) - spring.damping * v - friction * tanh(v / regularization)) / spring.mass
    }

    public func jacobian(
        t: Double, y: UnsafePointer<Double>, dfdy: UnsafeMutablePointer<Double>,
        dfdt: UnsafeMutablePointer<Double>
    ) -> Bool {
        let th = tanh(y[1] / regularization)
        dfdy[0] = 0
        dfdy[1] = 1
        dfdy[2] = -spring.stiffness / spring.mass
        dfdy[3] = -(spring.damping + friction * (1 - th * th) / regularization) / spring.mass
        dfdt[0] = 0
        dfdt[1] = 0
        return true
    }
}

/// A scroll-view style rubber band: a free body with viscous drag c that feels a spring k only
/// outside [lower, upper]:
///
/// ```
/// m x'' = −c v − k (x − upper)   for x > upper
///       = −c v − k (x − lower)   for x < lower
///       = −c v                   otherwise
/// ```
public struct RubberBandSystem: ODESystem {
    public let mass: Double, stiffness: Double, damping: Double, lower: Double, upper: Double

    public init(mass: Double = 1, stiffness: Double, damping: Double, lower: Double, upper: Double) throws(ODEError) {
        for (n, v) in [("mass", mass), ("stiffness", stiffness)] where !(v.isFinite && v > 0) {
            throw .invalidParameter(name: n, value: v, reason: "must be finite and > 0")
        }
        guard damping.isFinite, damping >= 0 else {
            throw .invalidParameter(name: "damping", value: damping, reason: "must be finite and ≥ 0")
        }
        guard lower.isFinite, upper.isFinite, lower <= upper else {
            throw .invalidParameter(name: "upper", value: upper, reason: "bounds must be finite with lower ≤ upper")
        }
        self.mass = mass
        self.stiffness = stiffness
        self.damping = damping
        self.lower = lower
        self.upper = upper
    }

    public var dimension: Int { 2 }

    /// The spring's stretch beyond the bounds (0 inside).
    @inline(__always) func stretch(_ x: Double) -> Double {
        x > upper ? x - upper : (x < lower ? x - lower : 0)
    }

    public func derivatives(t: Double, y: UnsafePointer<Double>, dydt: UnsafeMutablePointer<Double>) {
        dydt[0] = y[1]
        dydt[1] = (-damping * y[1] - stiffness * stretch(y[0])) / mass
    }

    public func jacobian(
        t: Double, y: UnsafePointer<Double>, dfdy: UnsafeMutablePointer<Double>,
        dfdt: UnsafeMutablePointer<Double>
    ) -> Bool {
        let outside = y[0] > upper || y[0] < lower
        dfdy[0] = 0
        dfdy[1] = 1
        dfdy[2] = outside ? -stiffness / mass : 0
        dfdy[3] = -damping / mass
        dfdt[0] = 0
        dfdt[1] = 0
        return true
    }
}
