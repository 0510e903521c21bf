import Cassowary
import Testing

@Suite struct SpecialCaseTests {
    @Test func emptySolver() throws {
        let s = Solver()
        s.updateVariables()
        let x = Variable("x", value: 5)
        #expect(s.value(of: x) == 0)
        #expect(s.constraints.isEmpty)
        let c = x == 1
        #expect(throws: CassowaryError.unknownConstraint(c)) { try s.removeConstraint(c) }
    }

    @Test func operatorsBuildTheExpectedExpression() throws {
        let x = Variable("x"), y = Variable("y")
        let c: Constraint = x + 2 * y - 10 >= 3 * x
        #expect(c.relation == .greaterThanOrEqual)
        #expect(c.expression.constant == -10)
        #expect(c.expression.terms.map(\.coefficient) == [1, 2, -3])
        let s = Solver()
        try s.addConstraint(x == 1)
        try s.addConstraint(c)
        try s.addConstraint((y == 0).withStrength(.weak))
        s.updateVariables()
        #expect(x.value == 1)
        #expect(y.value == 6)  // 1 + 2y − 10 ≥ 3 → y ≥ 6, pulled down by the weak y == 0
    }

    @Test func variableOnlyInOptionalConstraints() throws {
        let x = Variable("x")
        let s = Solver()
        try s.addConstraint((x == 10).withStrength(.weak))
        try s.addConstraint((x >= 20).withStrength(.strong))
        s.updateVariables()
        #expect(x.value == 20)
        try s.removeConstraint(s.constraints.first { $0.strength == .strong }!)
        s.updateVariables()
        #expect(x.value == 10)
    }

    @Test func manyConstraintsOnOneVariable() throws {
        let x = Variable("x")
        let s = Solver()
        let lower = (0..<200).map { i in x >= Double(i) }
        try s.addConstraints(lower)
        try s.addConstraint((x == 0).withStrength(.weak))
        #expect(s.value(of: x) == 199)
        for c in lower.reversed().prefix(100) { try s.removeConstraint(c) }
        #expect(s.value(of: x) == 99)
        try s.addEditVariable(x, strength: .strong)
        try s.suggestValue(x, 150)
        #expect(s.value(of: x) == 150)
        try s.suggestValue(x, -5)
        #expect(s.value(of: x) == 99)
    }

    /// Many inequalities through one point: every ratio test ties (degenerate pivots); Bland's rule
    /// must terminate and the result must be the vertex.
    @Test func degeneratePivots() throws {
        let x = Variable("x"), y = Variable("y")
        let s = Solver()
        for k in 1...30 {
            let a = Double(k) / 10
            try s.addConstraint(a * x + y >= 0)
            try s.addConstraint(x - a * y <= 0)
        }
        try s.addConstraint((x == -5).withStrength(.weak))
        try s.addConstraint((y == -5).withStrength(.medium))
        #expect(abs(s.value(of: x)) < 1e-12 && abs(s.value(of: y)) < 1e-12)
        try s.addEditVariable(x, strength: .strong)
        try s.suggestValue(x, 3)
        #expect(abs(s.value(of: x) - 3) < 1e-9)
        #expect(s.value(of: y) >= 3 / 0.1 - 1e-9 || s.value(of: y) >= 3 * 10 - 1e-9)
    }

    @Test func unsatisfiableNamesTheConstraint() throws {
        let x = Variable("x")
        let s = Solver()
        try s.addConstraint(x >= 10)
        let bad = (x <= 5).named("cap")
        do {
            try s.addConstraint(bad)
            Issue.record("accepted")
        } catch {
            #expect(error == .unsatisfiableConstraint(bad))
            guard case .unsatisfiableConstraint(let c) = error else { return }
            #expect(c.name == "cap")
        }
        #expect(s.value(of: x) == 10)
        #expect(!s.hasConstraint(bad))
    }

    @Test func editVariableErrors() throws {
        let x = Variable("x")
        let s = Solver()
        #expect(throws: CassowaryError.requiredEditVariable(x)) { try s.addEditVariable(x, strength: .required) }
        try s.addEditVariable(x, strength: .strong)
        #expect(throws: CassowaryError.duplicateEditVariable(x)) { try s.addEditVariable(x, strength: .weak) }
        #expect(throws: CassowaryError.self) { try s.suggestValue(x, .infinity) }
        try s.suggestValue(x, 4)
        #expect(s.value(of: x) == 4)
        try s.removeEditVariable(x)
        #expect(throws: CassowaryError.unknownEditVariable(x)) { try s.removeEditVariable(x) }
        #expect(!s.hasEditVariable(x))
    }

    /// A redundant required equality has a basic dummy marker; changing its constant takes the
    /// remove-and-add path, refused while it contradicts, accepted once it does not.
    @Test func constantOfRedundantEquality() throws {
        let x = Variable("x")
        let s = Solver()
        let a = x == 10, b = x == 10
        try s.addConstraint(a)
        try s.addConstraint(b)
        #expect(throws: CassowaryError.unsatisfiableConstraint(b)) { try s.setConstant(-12, for: b) }
        #expect(s.hasConstraint(b) && s.constant(of: b) == -10)
        try s.removeConstraint(a)
        try s.setConstant(-12, for: b)
        #expect(s.value(of: x) == 12)
    }

    /// UIKit's animated constant: a required height constraint moved by setConstant.
    @Test func requiredConstantChange() throws {
        let top = Variable("top"), height = Variable("height"), bottom = Variable("bottom")
        let s = Solver()
        try s.addConstraint(top == 0)
        try s.addConstraint(bottom == top + height)
        let h = height == 300
        try s.addConstraint(h)
        try s.addConstraint(bottom <= 800)
        #expect(s.value(of: bottom) == 300)
        try s.setConstant(-500, for: h)  // height − 500 == 0
        #expect(s.value(of: bottom) == 500)
        #expect(throws: CassowaryError.unsatisfiableConstraint(h)) { try s.setConstant(-900, for: h) }
        #expect(s.value(of: bottom) == 500 && s.constant(of: h) == -500)
    }

    @Test(arguments: [1.0, 50, 250, 500, 750, 999])
    func priorityWeights(p: Double) {
        let w = Strength(priority: p).weight
        #expect(abs(w - Double.exp10(6 * (p - 1) / 998)) <= 1e-12 * w)
        #expect(Strength(priority: p) < Strength(priority: p + 1))
        #expect(Strength(priority: 1000).isRequired && !Strength(priority: 999).isRequired)
    }
}

/// The example at the top of notes/cassowary.md.
@Suite struct NotesExampleTests {
    @Test func notesExample() throws {
        let left = Variable("left"), width = Variable("width"), right = Variable("right")
        let solver = Solver()
        try solver.addConstraint(left == 0)
        try solver.addConstraint(right == left + width)
        let widthPin = width == 300
        try solver.addConstraint(widthPin)
        try solver.addConstraint((width >= 100).withStrength(Strength(priority: 750)))
        try solver.addConstraint((right <= 1000).withStrength(.strong))
        try solver.setConstant(-500, for: widthPin)
        try solver.addEditVariable(left, strength: .strong)
        try solver.suggestValue(left, 40)
        solver.updateVariables()
        #expect(left.value == 0 && width.value == 500 && right.value == 500)
    }
}
