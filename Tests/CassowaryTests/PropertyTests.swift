import Cassowary
import PropertyBased
import Testing

/// Properties over random systems (RandomSystems.swift); each case is one SplitMix64 seed.
@Suite struct PropertyTests {
    static let seeds = Gen.int(in: 0...Int.max).map { UInt64($0) }

    /// Required constraints hold within 1e-9 after every add.
    @Test func requiredConstraintsHold() async {
        await propertyCheck(count: 300, input: Self.seeds) { seed in
            let sys = RandomSystem(seed: seed)
            let s = Solver()
            for c in sys.all {
                try s.addConstraint(c)
                for r in sys.required where s.hasConstraint(r) {
                    #expect(violation(r, s) <= 1e-9, "seed \(seed): \(r)")
                }
            }
        }
    }

    /// suggestValue and setConstant, applied incrementally, give the from-scratch solution of the
    /// final system (edits as plain `v == value` constraints at the edit strength).
    @Test func incrementalEditsMatchFromScratch() async {
        await propertyCheck(count: 200, input: Self.seeds) { seed in
            var sys = RandomSystem(seed: seed)
            let s = Solver()
            for c in sys.all { try s.addConstraint(c) }
            var constants: [Constraint: Double] = [:]
            var suggested: [Variable: (Strength, Double)] = [:]
            for _ in 0..<12 {
                if Bool.random(using: &sys.rng) {
                    let v = sys.variables.randomElement(using: &sys.rng)!
                    if suggested[v] == nil {
                        let w = Strength(Double.exp10(Double.random(in: 0...6, using: &sys.rng)))
                        try s.addEditVariable(v, strength: w)
                        suggested[v] = (w, 0)
                    }
                    let value = Double.random(in: -120...120, using: &sys.rng)
                    try s.suggestValue(v, value)
                    suggested[v]!.1 = value
                } else {
                    let c = sys.all.randomElement(using: &sys.rng)!
                    let k = (constants[c] ?? c.expression.constant) + Double.random(in: -40...40, using: &sys.rng)
                    do {
                        try s.setConstant(k, for: c)
                        constants[c] = k
                    } catch CassowaryError.unsatisfiableConstraint {
                        #expect(c.strength.isRequired)
                    }
                }
            }
            let fresh = Solver()
            for c in sys.all {
                var e = c.expression
                e.constant = constants[c] ?? e.constant
                try fresh.addConstraint(Constraint(e, c.relation, strength: c.strength))
            }
            for (v, (w, value)) in suggested { try fresh.addConstraint((v == value).withStrength(w)) }
            let a = sys.values(s), b = sys.values(fresh)
            #expect(close(a, b, 1e-7), "seed \(seed): incremental \(a) vs scratch \(b), max diff \(maxDifference(a, b))")
            for r in sys.required { #expect(violation(r, s) <= 1e-9) }
        }
    }

    /// Adding constraints and removing them again restores the previous solution.
    @Test func removalRestoresPreviousSolution() async {
        await propertyCheck(count: 200, input: Self.seeds) { seed in
            var sys = RandomSystem(seed: seed)
            let s = Solver()
            for c in sys.all { try s.addConstraint(c) }
            let before = sys.values(s)
            var extra: [Constraint] = []
            for _ in 0..<Int.random(in: 1...4, using: &sys.rng) {
                let c = Bool.random(using: &sys.rng) ? sys.randomRequired() : sys.randomOptional()
                try s.addConstraint(c)
                extra.append(c)
            }
            extra.shuffle(using: &sys.rng)
            for c in extra { try s.removeConstraint(c) }
            let after = sys.values(s)
            #expect(close(after, before, 1e-7), "seed \(seed): \(after) vs \(before)")
        }
    }

    /// Every refused call leaves the solver unchanged: same values now, and the same answers as an
    /// untouched twin for the operations that follow.
    @Test func errorsLeaveTheSolverUnchanged() async {
        await propertyCheck(count: 200, input: Self.seeds) { seed in
            let sys = RandomSystem(seed: seed)
            let s = Solver(), twin = Solver()
            for c in sys.all {
                try s.addConstraint(c)
                try twin.addConstraint(c)
            }
            let before = sys.values(s)
            let x = sys.variables[0]
            // A required contradiction: a required row shifted by 1, or x pinned to two values.
            let bad: Constraint
            if let eq = sys.required.first(where: { $0.relation == .equal }) {
                bad = Constraint(eq.expression + 1, .equal)
            } else {
                try s.addConstraint(x == sys.witness[0])
                try twin.addConstraint(x == sys.witness[0])
                bad = x == sys.witness[0] + 1
            }
            let pinned = sys.values(s)
            #expect(throws: CassowaryError.unsatisfiableConstraint(bad)) { try s.addConstraint(bad) }
            #expect(!s.hasConstraint(bad))
            #expect(throws: CassowaryError.duplicateConstraint(sys.all[0])) { try s.addConstraint(sys.all[0]) }
            #expect(throws: CassowaryError.self) { try s.addConstraint(x == .nan) }
            #expect(throws: CassowaryError.self) { try s.addConstraint(Double.infinity * x >= 0) }
            #expect(throws: CassowaryError.self) { try s.setConstant(.nan, for: sys.all[0]) }
            #expect(throws: CassowaryError.unknownConstraint(bad)) { try s.removeConstraint(bad) }
            #expect(throws: CassowaryError.unknownEditVariable(x)) { try s.suggestValue(x, 1) }
            #expect(throws: CassowaryError.requiredEditVariable(x)) { try s.addEditVariable(x, strength: .required) }
            // A constant that contradicts the required constraints: move a required equality far
            // from a second required equality on the same expression.
            let eq = Constraint(sys.variables[1] - sys.witness[1], .equal)
            try s.addConstraint(eq)
            try twin.addConstraint(eq)
            let clash = Constraint(sys.variables[1] - sys.witness[1], .equal)
            try s.addConstraint(clash)  // redundant: its dummy marker becomes basic
            try twin.addConstraint(clash)
            #expect(throws: CassowaryError.unsatisfiableConstraint(clash)) { try s.setConstant(-sys.witness[1] + 5, for: clash) }
            #expect(s.constant(of: clash) == -sys.witness[1])
            if let ineq = sys.required.first(where: { $0.relation != .equal }) {
                // Tighten an inequality past what the other required constraints allow.
                let k = ineq.expression.constant + (ineq.relation == .lessThanOrEqual ? 1e6 : -1e6)
                do { try s.setConstant(k, for: ineq); try twin.setConstant(k, for: ineq) } catch {}
            }
            #expect(close(sys.values(s), sys.values(twin), 1e-9), "seed \(seed)")
            _ = (before, pinned)
            // The same follow-up on both.
            try s.addEditVariable(x, strength: .strong)
            try twin.addEditVariable(x, strength: .strong)
            for v in [3.0, -7, 40] {
                try s.suggestValue(x, v)
                try twin.suggestValue(x, v)
                #expect(close(sys.values(s), sys.values(twin), 1e-9), "seed \(seed)")
            }
        }
    }
}
