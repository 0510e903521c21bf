import Springs

/// The linear spring m x'' + c x' + k (x − target) = 0 as y = [x, v] — the closed-form case.
///
/// ```
/// f(t, y)  = [v, −ω0² (x − target) − 2β v]
/// ∂f/∂y    = [[0, 1], [−ω0², −2β]]
/// ```
public struct LinearSpringSystem: ODESystem {
    public let spring: Spring
    public let target: Double
    let w2: Double
    let twoBeta: Double

    public init(spring: Spring, target: Double = 0) {
        self.spring = spring
        self.target = target
        w2 = spring.stiffness / spring.mass
        twoBeta = spring.damping / spring.mass
    }

    public var dimension: Int { 2 }

    @inline(__always)
    public func derivatives(t: Double, y: UnsafePointer<Double>, dydt: UnsafeMutablePointer<Double>) {
        dydt[0] = y[1]
        dydt[1] = -w2 * (y[0] - target) - twoBeta * y[1]
    }

    public func jacobian(
        t: Double, y: UnsafePointer<Double>, dfdy: UnsafeMutablePointer<Double>,
        dfdt: UnsafeMutablePointer<Double>
    ) -> Bool {
        dfdy[0] = 0
        dfdy[1] = 1
        dfdy[2] = -w2
        dfdy[3] = -twoBeta
        dfdt[0] = 0
        dfdt[1] = 0
        return true
    }
}

/// N independent axes driven by the same spring towards `targets` (a point, a rect, a colour…):
/// y = [x₀ … x_{N−1}, v₀ … v_{N−1}].
public struct SpringVectorSystem: ODESystem {
    public let spring: Spring
    public let targets: [Double]
    let w2: Double
    let twoBeta: Double

    public init(spring: Spring, targets: [Double]) {
        self.spring = spring
        self.targets = targets
        w2 = spring.stiffness / spring.mass
        twoBeta = spring.damping / spring.mass
    }

    public var dimension: Int { 2 * targets.count }

    public func derivatives(t: Double, y: UnsafePointer<Double>, dydt: UnsafeMutablePointer<Double>) {
        let n = targets.count
        for i in 0..<n {
            dydt[i] = y[n + i]
            dydt[n + i] = -w2 * (y[i] - targets[i]) - twoBeta * y[n + i]
        }
    }

    public func jacobian(
        t: Double, y: UnsafePointer<Double>, dfdy: UnsafeMutablePointer<Double>,
        dfdt: UnsafeMutablePointer<Double>
    ) -> Bool {
        let n = targets.count
        let d = 2 * n
        dfdy.update(repeating: 0, count: d * d)
        for i in 0..<n {
            dfdy[i * d + n + i] = 1
            dfdy[(n + i) * d + i] = -w2
            dfdy[(n + i) * d + n + i] = -twoBeta
        }
        dfdt.update(repeating: 0, count: d)
        return true
    }
}
