import Cassowary

/// SplitMix64: a tiny deterministic generator so a failing seed replays exactly.
struct SplitMix64: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A random system shaped like the kiwi reference ones: every variable has a weak preference of
/// random weight (so the optimum is unique with probability 1), required constraints satisfied
/// by a hidden witness point (always feasible), optional constraints with distinct random weights.
struct RandomSystem {
    let variables: [Variable]
    let witness: [Double]
    var required: [Constraint] = []
    var optional: [Constraint] = []
    var rng: SplitMix64

    init(seed: UInt64, variables n: Int? = nil) {
        rng = SplitMix64(seed: seed)
        let count = n ?? Int.random(in: 2...8, using: &rng)
        variables = (0..<count).map { Variable("x\($0)") }
        var r = rng
        witness = (0..<count).map { _ in Double.random(in: -50...50, using: &r) }
        rng = r
        for v in variables {
            optional.append((v == Double.random(in: -100...100, using: &rng)).withStrength(Strength(Double.random(in: 1...10, using: &rng))))
        }
        for _ in 0..<Int.random(in: 0...(count + 2), using: &rng) { required.append(randomRequired()) }
        for _ in 0..<Int.random(in: 0...(2 * count), using: &rng) { optional.append(randomOptional()) }
    }

    var all: [Constraint] { optional + required }

    mutating func randomExpression() -> Expression {
        let k = Int.random(in: 1...min(3, variables.count), using: &rng)
        let coefficients: [Double] = [-3, -2, -1, -0.5, 0.5, 1, 2, 3]
        var picked = Array(variables.indices)
        picked.shuffle(using: &rng)
        return Expression(picked.prefix(k).map { Term(variables[$0], coefficients.randomElement(using: &rng)!) })
    }

    /// Holds at the witness.
    mutating func randomRequired() -> Constraint {
        var e = randomExpression()
        let atWitness = e.terms.reduce(0) { $0 + $1.coefficient * witness[variables.firstIndex(of: $1.variable)!] }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
        let gap = relation == .equal ? 0 : Double.random(in: 0...30, using: &rng)
        e.constant = -atWitness + (relation == .lessThanOrEqual ? -gap : gap)
        return Constraint(e, relation)
    }

    mutating func randomOptional() -> Constraint {
        var e = randomExpression()
        e.constant = Double.random(in: -80...80, using: &rng)
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &rng)!
        return Constraint(e, relation, strength: Strength(Double.exp10(Double.random(in: 0...6, using: &rng))))
    }

    func values(_ s: Solver) -> [Double] { variables.map { s.value(of: $0) } }
}

extension Double {
    static func exp10(_ x: Double) -> Double {
        #if canImport(Glibc)
            Glibc.pow(10, x)
        #else
            Darwin.pow(10, x)
        #endif
    }
}

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// |a − b| ≤ tol·(1 + |b|) elementwise.
func close(_ a: [Double], _ b: [Double], _ tol: Double) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tol * (1 + abs($1)) }
}

func maxDifference(_ a: [Double], _ b: [Double]) -> Double {
    zip(a, b).map { abs($0 - $1) / (1 + abs($1)) }.max() ?? 0
}

/// The residual of a constraint at the solver's values: how far it is from holding (0 when it holds).
/// The constant is the solver's (which `setConstant` may have changed).
func violation(_ c: Constraint, _ s: Solver) -> Double {
    let v = c.expression.terms.reduce(s.constant(of: c) ?? c.expression.constant) { $0 + $1.coefficient * s.value(of: $1.variable) }
    switch c.relation {
    case .equal: return abs(v)
    case .lessThanOrEqual: return max(v, 0)
    case .greaterThanOrEqual: return max(-v, 0)
    }
}
