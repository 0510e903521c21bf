/// The incremental Cassowary solver (Badros, Borning & Stuckey 2001), as kiwisolver implements it.
///
/// The solver keeps every constraint in a simplex **tableau** in *basic feasible solved form*:
///
/// ```
/// bᵢ = cᵢ + Σⱼ aᵢⱼ·pⱼ        (one row per basic symbol bᵢ; the pⱼ are parametric, valued 0)
/// ```
///
/// Each constraint `e (op) 0` gets marker symbols: a slack `s ≥ 0` for an inequality
/// (`e + s = 0` or `e − s = 0`), a dummy `d` (pinned to 0) for a required equality, and for an
/// optional constraint of strength `w` error symbols `e⁺, e⁻ ≥ 0` that enter the objective
///
/// ```
/// minimise  z = Σ w · error        subject to every row, and slack/error symbols ≥ 0
/// ```
///
/// Restricted rows (basic slack or error) must have `cᵢ ≥ 0` (primal feasibility); the objective,
/// written in parametric symbols, must have no negative coefficient on a slack or error symbol
/// (optimality). Adding a constraint solves its row for a *subject* and substitutes it
/// everywhere, then runs the **primal** simplex on `z`. Suggesting a value for an edit variable,
/// or changing a constraint's constant, only moves row constants `cᵢ`: the objective row is
/// untouched, so the tableau stays optimal (dual feasible) but some `cᵢ` may turn negative —
/// exactly the situation the **dual** simplex repairs, pivoting an infeasible row out with the
/// entering symbol of least ratio `z_j / aᵢⱼ`. That is why an edit costs a few pivots instead of
/// a re-solve. Entering and leaving symbols are chosen in symbol-id order with lowest-id
/// tie-breaking (Bland's rule), which rules out cycling. Derivation: `notes/cassowary.md`.
///
/// Every throwing call leaves the solver as it was (values, constraints and edit variables).
public final class Solver {
    struct Tag {
        var marker: Symbol
        var other: Symbol
    }

    struct ConstraintInfo {
        var tag: Tag
        /// The expression constant the tableau currently holds (changed by `setConstant`).
        var constant: Double
    }

    struct EditInfo {
        var tag: Tag
        var constraint: Constraint
        var constant: Double
    }

    var constraintInfo: [Constraint: ConstraintInfo] = [:]
    var varSymbols: [Variable: Symbol] = [:]
    var edits: [Variable: EditInfo] = [:]

    /// Variables in the order they were first seen, for `updateVariables`.
    var variableList: [(Variable, Symbol)] = []
    var t = Tableau()

    public init() {}

    // MARK: - Constraints

    /// Adds a constraint and re-optimises.
    ///
    /// - Throws: ``CassowaryError/duplicateConstraint(_:)``, ``CassowaryError/nonFinite(_:)``,
    ///   ``CassowaryError/unsatisfiableConstraint(_:)`` for a required constraint that contradicts
    ///   the required ones already present.
    /// - Complexity: one row substitution into every row (`O(rows · row length)`) plus the pivots
    ///   the primal simplex needs.
    public func addConstraint(_ constraint: Constraint) throws(CassowaryError) {
        guard constraintInfo[constraint] == nil else { throw .duplicateConstraint(constraint) }
        try validate(constraint)
        try add(constraint, constant: constraint.expression.constant)
    }

    /// Adds each constraint in turn; on an error, the ones added by this call are removed again.
    public func addConstraints(_ constraints: some Sequence<Constraint>) throws(CassowaryError) {
        var added: [Constraint] = []
        do {
            for c in constraints {
                try addConstraint(c)
                added.append(c)
            }
        } catch {
            for c in added.reversed() { try? removeConstraint(c) }
            throw error
        }
    }

    /// Removes a constraint and re-optimises.
    ///
    /// - Throws: ``CassowaryError/unknownConstraint(_:)``.
    public func removeConstraint(_ constraint: Constraint) throws(CassowaryError) {
        guard let info = constraintInfo[constraint] else { throw .unknownConstraint(constraint) }
        try remove(constraint, info)
    }

    public func hasConstraint(_ constraint: Constraint) -> Bool { constraintInfo[constraint] != nil }

    /// The constraints currently in the solver (edit constraints excluded), in no particular order.
    public var constraints: [Constraint] {
        let editConstraints = Set(edits.values.map(\.constraint))
        return constraintInfo.keys.filter { !editConstraints.contains($0) }
    }

    /// The expression constant the solver holds for `constraint`: its own, or the last one set with
    /// ``setConstant(_:for:)``; nil for an unknown constraint.
    public func constant(of constraint: Constraint) -> Double? { constraintInfo[constraint]?.constant }

    /// Changes the constant of a constraint's expression in place — UIKit's
    /// `NSLayoutConstraint.constant` — without re-solving.
    ///
    /// The constraint's marker symbol `m` appears in its original row as `μ·m` next to the constant
    /// `c`, and in no other original row. Moving `c` by `Δ` is therefore the same as moving `m` by
    /// `t = Δ/μ`: when `m` is basic its row constant moves by `−t`; otherwise every row `bᵢ = … + aᵢ·m`
    /// moves by `aᵢ·t`. The objective row is unchanged, so the tableau stays optimal and the dual
    /// simplex restores feasibility — the same update as ``suggestValue(_:_:)``. A required equality
    /// whose dummy marker is basic (a redundant constraint) cannot take this path; it is removed and
    /// added again with the new constant. A refused constant is undone exactly: while a required
    /// constraint's constant moves, the tableau journals the first-seen content of every row it
    /// changes (optional constraints cannot be refused and skip the journal).
    ///
    /// - Throws: ``CassowaryError/unknownConstraint(_:)``, ``CassowaryError/nonFinite(_:)``, or
    ///   ``CassowaryError/unsatisfiableConstraint(_:)`` when the new constant contradicts the required
    ///   constraints (the old constant is kept).
    public func setConstant(_ newConstant: Double, for constraint: Constraint) throws(CassowaryError) {
        guard let info = constraintInfo[constraint] else { throw .unknownConstraint(constraint) }
        guard newConstant.isFinite else { throw .nonFinite("constant \(newConstant) of \(constraint)") }
        let delta = newConstant - info.constant
        if delta == 0 { return }
        let (muMarker, muOther) = markerCoefficients(constraint)
        if try shiftConstant(info.tag, muMarker, muOther, by: delta, for: constraint) {
            constraintInfo[constraint]!.constant = newConstant
            return
        }
        // Slow path: a basic dummy marker. Remove and add again; on failure restore everything.
        let saved = t, savedInfo = constraintInfo, savedVariables = (varSymbols, variableList)
        do {
            try remove(constraint, info)
            try add(constraint, constant: newConstant)
        } catch {
            t = saved
            constraintInfo = savedInfo
            (varSymbols, variableList) = savedVariables
            throw error
        }
    }

    // MARK: - Edit variables

    /// Makes `variable` an edit variable: an optional `variable == value` whose value
    /// ``suggestValue(_:_:)`` moves. Its value starts at 0 (kiwi's behaviour).
    ///
    /// - Throws: ``CassowaryError/duplicateEditVariable(_:)``, ``CassowaryError/requiredEditVariable(_:)``,
    ///   ``CassowaryError/nonFinite(_:)`` for a NaN strength.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(CassowaryError) {
        guard edits[variable] == nil else { throw .duplicateEditVariable(variable) }
        guard !strength.weight.isNaN else { throw .nonFinite("strength of edit variable \(variable)") }
        guard !strength.isRequired else { throw .requiredEditVariable(variable) }
        let c = Constraint(Expression(variable), .equal, strength: strength, name: "edit \(variable)")
        try add(c, constant: 0)
        edits[variable] = EditInfo(tag: constraintInfo[c]!.tag, constraint: c, constant: 0)
    }

    /// - Throws: ``CassowaryError/unknownEditVariable(_:)``.
    public func removeEditVariable(_ variable: Variable) throws(CassowaryError) {
        guard let info = edits[variable] else { throw .unknownEditVariable(variable) }
        try remove(info.constraint, constraintInfo[info.constraint]!)
        edits[variable] = nil
    }

    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// Suggests a value for an edit variable and re-optimises with the dual simplex.
    ///
    /// - Throws: ``CassowaryError/unknownEditVariable(_:)``, ``CassowaryError/nonFinite(_:)``.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(CassowaryError) {
        guard let info = edits[variable] else { throw .unknownEditVariable(variable) }
        guard value.isFinite else { throw .nonFinite("suggested value \(value) for \(variable)") }
        let delta = value - info.constant
        if delta == 0 { return }
        // `variable − value = e⁺ − e⁻`: the expression constant moves by −delta; e⁺ has μ = −1.
        _ = try shiftConstant(info.tag, -1, 1, by: -delta, for: info.constraint)
        edits[variable]!.constant = value
        constraintInfo[info.constraint]!.constant = -value
    }

    // MARK: - Reading the solution

    /// Writes every variable's value from the tableau: a basic variable's row constant, 0 for a
    /// parametric one.
    public func updateVariables() {
        for (v, s) in variableList {
            v.value = value(of: s)
        }
    }

    /// The current solution for `variable` without writing it (0 for a variable the solver has
    /// never seen or that is parametric).
    public func value(of variable: Variable) -> Double {
        guard let s = varSymbols[variable] else { return 0 }
        return value(of: s)
    }

    func value(of s: Symbol) -> Double {
        guard let i = t.row(of: s) else { return 0 }
        let v = t.rows[i].constant
        return v == 0 ? 0 : v  // no −0
    }
}
