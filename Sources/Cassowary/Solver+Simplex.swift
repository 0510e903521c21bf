// The simplex machinery behind `Solver`: rows are built, solved for a subject and substituted as in
// Badros, Borning & Stuckey, "The Cassowary Linear Arithmetic Constraint Solving Algorithm" (2001)
// and kiwisolver's `SolverImpl`. Symbol choices follow kiwi's order (lowest id first, strict `<`
// on ratios) so that the two solvers pivot alike on the same system.

extension Solver {
    // MARK: - Validation

    func validate(_ c: Constraint) throws(CassowaryError) {
        guard c.expression.constant.isFinite else {
            throw .nonFinite("constant \(c.expression.constant) of \(c)")
        }
        for t in c.expression.terms where !t.coefficient.isFinite {
            throw .nonFinite("coefficient \(t.coefficient) of \(t.variable) in \(c)")
        }
        guard !c.strength.weight.isNaN else { throw .nonFinite("strength of \(c)") }
    }

    /// `μ` of the marker and of the other symbol in the constraint's un-negated row `e + μ·m + … = 0`.
    func markerCoefficients(_ c: Constraint) -> (Double, Double) {
        switch c.relation {
        case .equal: return c.strength.isRequired ? (1, 0) : (-1, 1)
        case .lessThanOrEqual: return (1, -1)
        case .greaterThanOrEqual: return (-1, 1)
        }
    }

    // MARK: - Add and remove

    func add(_ constraint: Constraint, constant: Double) throws(CassowaryError) {
        var created: [Variable] = []
        var (row, tag) = createRow(constraint, constant: constant, created: &created)
        var subject = chooseSubject(row, tag)
        if !subject.isValid && row.symbols.allSatisfy(\.isDummy) {
            // A required equality over dummies alone: redundant if its constant is 0, else a contradiction.
            guard nearZero(row.constant) else {
                forget(created)
                throw .unsatisfiableConstraint(constraint)
            }
            subject = tag.marker
        }
        if subject.isValid {
            row.solve(for: subject)
            t.substitute(subject, row)
            t.insertRow(subject, row)
        } else {
            let saved = t
            guard t.addWithArtificialVariable(row) else {
                t = saved
                forget(created)
                throw .unsatisfiableConstraint(constraint)
            }
        }
        constraintInfo[constraint] = ConstraintInfo(tag: tag, constant: constant)
        t.optimize(artificial: false)
    }

    func remove(_ constraint: Constraint, _ info: ConstraintInfo) throws(CassowaryError) {
        let tag = info.tag
        // Take the errors out of the t.objective *before* pivoting (substitutions would carry them along).
        let w = constraint.strength.weight
        for s in [tag.marker, tag.other] where s.kind == .error {
            if let i = t.row(of: s) { t.objective.insert(t.rows[i], -w) } else { t.objective.insert(s, -w) }
        }
        constraintInfo[constraint] = nil
        if let i = t.row(of: tag.marker) {
            _ = t.removeRow(at: i)
        } else {
            // Pivot the marker into the basis, then drop its row.
            guard let i = t.markerLeavingRow(tag.marker) else {
                throw .internalError("no leaving row for the marker of \(constraint)")
            }
            let leaving = t.basics[i]
            var row = t.removeRow(at: i)
            row.solve(for: leaving, tag.marker)
            t.substitute(tag.marker, row)
        }
        t.optimize(artificial: false)
    }

    /// Undoes the variables a refused `add` created (they are the last ones in `variableList`).
    func forget(_ created: [Variable]) {
        for v in created { varSymbols[v] = nil }
        variableList.removeLast(created.count)
    }

    /// The row `e (op) 0` in the current basis, with its marker (and error) symbols.
    func createRow(_ c: Constraint, constant: Double, created: inout [Variable]) -> (Row, Tag) {
        var row = Row(constant: constant)
        // A variable written twice is summed by the row itself (cells are keyed by symbol).
        for term in c.expression.terms where !nearZero(term.coefficient) {
            let v = term.variable, coefficient = term.coefficient
            let s: Symbol
            if let known = varSymbols[v] {
                s = known
            } else {
                s = t.newSymbol(.external)
                varSymbols[v] = s
                variableList.append((v, s))
                created.append(v)
            }
            if let i = t.row(of: s) { row.insert(t.rows[i], coefficient) } else { row.insert(s, coefficient) }
        }
        var tag = Tag(marker: .invalid, other: .invalid)
        let w = c.strength.weight
        switch c.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let k: Double = c.relation == .lessThanOrEqual ? 1 : -1
            let slack = t.newSymbol(.slack)
            tag.marker = slack
            row.insert(slack, k)
            if !c.strength.isRequired {
                let error = t.newSymbol(.error)
                tag.other = error
                row.insert(error, -k)
                t.objective.insert(error, w)
            }
        case .equal:
            if c.strength.isRequired {
                let dummy = t.newSymbol(.dummy)
                tag.marker = dummy
                row.insert(dummy)
            } else {
                let plus = t.newSymbol(.error), minus = t.newSymbol(.error)
                tag.marker = plus
                tag.other = minus
                row.insert(plus, -1)  // e = e⁺ − e⁻
                row.insert(minus, 1)
                t.objective.insert(plus, w)
                t.objective.insert(minus, w)
            }
        }
        if row.constant < 0 { row.reverseSign() }  // keep the constant ≥ 0
        return (row, tag)
    }

    /// An external symbol if the row has one (the first), else a slack/error marker with a negative
    /// coefficient (it can be basic with a value ≥ 0), else invalid (an artificial variable is needed).
    func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol {
        for s in row.symbols where s.isExternal { return s }
        if tag.marker.isPivotable && row.coefficient(for: tag.marker) < 0 { return tag.marker }
        if tag.other.isPivotable && row.coefficient(for: tag.other) < 0 { return tag.other }
        return .invalid
    }

    // MARK: - Constant moves (edits and `setConstant`)

    /// Moves the un-negated constant of a constraint with markers `tag` by `delta` and restores
    /// feasibility with the dual simplex. Returns false, with nothing changed, when a basic dummy
    /// would take a nonzero value (the caller then removes and re-adds). Throws, with nothing
    /// changed, when the required constraints cannot take the new constant.
    func shiftConstant(_ tag: Tag, _ muMarker: Double, _ muOther: Double, by delta: Double, for c: Constraint)
        throws(CassowaryError) -> Bool
    {
        // Only a required constraint can refuse a constant: journal the change to undo it exactly.
        let journaled = c.strength.isRequired
        if journaled { t.beginJournal() }
        guard t.apply(tag, muMarker, muOther, delta) else {
            if journaled { t.rollback() } else { _ = t.apply(tag, muMarker, muOther, -delta) }
            t.infeasible.removeAll()
            return false
        }
        var log: [(entering: Symbol, leaving: Symbol)] = []
        if t.dualOptimize(log: &log) {
            t.journal = nil
            return true
        }
        if journaled {
            t.rollback()
            throw .unsatisfiableConstraint(c)
        }
        // An optional constraint (unreachable in exact arithmetic): undo by the pivots in reverse,
        // then the move — exact up to rounding.
        for (entering, leaving) in log.reversed() {
            if let i = t.row(of: entering) { t.pivot(at: i, entering: leaving) }
        }
        _ = t.apply(tag, muMarker, muOther, -delta)
        t.infeasible.removeAll()
        throw .internalError("dual simplex failed for \(c)")
    }
}

/// The simplex tableau: `basics[i] = rows[i]`, the objective, and the queue of rows the dual
/// simplex must repair. A value type, so that the solver touches its class storage once per call
/// (Swift's dynamic exclusivity checks on class properties inside these loops cost a third of
/// the run time) and a snapshot for rollback is a copy.
struct Tableau {
    var basics: [Symbol] = []
    var rows: [Row] = []
    /// `slot[id]` is the row of the symbol with that id when it is basic, else −1 (ids are dense).
    var slot: [Int] = [-1]
    var infeasible: [Symbol] = []
    var objective = Row()
    var artificial: Row? = nil

    var nextID: UInt64 { UInt64(slot.count) }

    /// While a required constraint's constant moves: the first-seen content of every row that was
    /// basic at the start and has been changed or removed, the symbols made basic since, and the
    /// objective — enough to put the tableau back exactly, at a cost proportional to what changed
    /// (saving a row retains its storage; the change then copies that row alone).
    struct Journal {
        var original: [(Symbol, Row)] = []
        var added: [Symbol] = []
        var objective: Row
    }

    var journal: Journal? = nil
    /// `mark[id] == epoch`: recorded in `journal.original`; `epoch + 1`: made basic while journaling.
    var mark: [UInt32] = [0]
    var epoch: UInt32 = 0

    mutating func beginJournal() {
        epoch &+= 2
        if epoch == 0 {  // wrapped: clear stale marks
            for i in mark.indices { mark[i] = 0 }
            epoch = 2
        }
        journal = Journal(objective: objective)
    }

    /// Records row `i` before a change, if journaling and not yet recorded.
    @inline(__always) mutating func remember(_ i: Int) {
        guard journal != nil else { return }
        let b = basics[i]
        let id = Int(truncatingIfNeeded: b.raw >> 3)
        if mark[id] != epoch && mark[id] != epoch &+ 1 {
            mark[id] = epoch
            journal!.original.append((b, rows[i]))
        }
    }

    /// Puts back what the journal recorded and stops journaling.
    mutating func rollback() {
        guard let j = journal else { return }
        journal = nil
        for s in j.added where mark[Int(s.raw >> 3)] != epoch {
            if let i = row(of: s) { _ = removeRow(at: i) }
        }
        for (s, r) in j.original {
            if let i = row(of: s) { rows[i] = r } else { insertRow(s, r) }
        }
        objective = j.objective
        infeasible.removeAll()
    }

    @inline(__always) func row(of s: Symbol) -> Int? {
        let i = slot[Int(truncatingIfNeeded: s.raw >> 3)]
        return i < 0 ? nil : i
    }

    // MARK: - Tableau slots

    mutating func insertRow(_ basic: Symbol, _ row: Row) {
        if journal != nil {
            journal!.added.append(basic)
            let id = Int(basic.raw >> 3)
            if mark[id] != epoch { mark[id] = epoch &+ 1 }
        }
        slot[Int(basic.raw >> 3)] = rows.count
        basics.append(basic)
        rows.append(row)
    }

    /// Removes the row in slot `i` (the last row moves into it) and returns it.
    mutating func removeRow(at i: Int) -> Row {
        remember(i)
        let basic = basics[i]
        let last = rows.count - 1
        rows.swapAt(i, last)
        basics.swapAt(i, last)
        let row = rows.removeLast()
        basics.removeLast()
        slot[Int(basic.raw >> 3)] = -1
        if i != last { slot[Int(basics[i].raw >> 3)] = i }
        return row
    }

    mutating func newSymbol(_ kind: Symbol.Kind) -> Symbol {
        let s = Symbol(kind, id: nextID)
        slot.append(-1)
        mark.append(0)
        return s
    }

    // MARK: - Pivoting

    /// Replaces `symbol` by `row` everywhere; restricted rows that turn negative are queued for the
    /// dual simplex.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        let n = rows.count
        if journal != nil {
            for i in 0..<n where rows[i].index(of: symbol).found {
                remember(i)
                rows[i].substitute(symbol, row)
                if rows[i].constant < 0 && !basics[i].isExternal { infeasible.append(basics[i]) }
            }
        } else {
            for i in 0..<n {
                if rows[i].substitute(symbol, row) && rows[i].constant < 0 && !basics[i].isExternal {
                    infeasible.append(basics[i])
                }
            }
        }
        objective.substitute(symbol, row)
        if artificial != nil { artificial!.substitute(symbol, row) }
    }

    /// Makes `entering` basic in place of the row in slot `i`.
    mutating func pivot(at i: Int, entering: Symbol) {
        let leaving = basics[i]
        var row = removeRow(at: i)
        row.solve(for: leaving, entering)
        substitute(entering, row)
        insertRow(entering, row)
    }

    /// Primal simplex on the objective (or the artificial one): enter the first symbol with a
    /// negative objective coefficient, leave by the minimum ratio `−cᵢ/aᵢ` over restricted rows.
    mutating func optimize(artificial useArtificial: Bool) {
        while true {
            let entering: Symbol
            if useArtificial {
                entering = Self.enteringSymbol(artificial!)
            } else {
                entering = Self.enteringSymbol(objective)
            }
            guard entering.isValid else { return }
            var best = Double.infinity, slot = -1, leaving = Symbol.invalid
            for i in rows.indices where !basics[i].isExternal {
                let a = rows[i].coefficient(for: entering)
                if a < 0 {
                    let r = -rows[i].constant / a
                    if r < best || (r == best && basics[i] < leaving) {
                        best = r
                        slot = i
                        leaving = basics[i]
                    }
                }
            }
            guard slot >= 0 else {
                // z = Σ w·error ≥ 0 is bounded below, so in exact arithmetic a symbol whose increase
                // lowers z has a restricted row limiting it (the basic error rows that carry its
                // coefficient into z). None means the coefficient is round-off (weights up to 10⁹
                // times cancellation noise survive the absolute 1e-8 test): drop it. kiwisolver throws
                // "The objective is unbounded" here instead.
                if useArtificial { artificial!.remove(entering) } else { objective.remove(entering) }
                continue
            }
            pivot(at: slot, entering: entering)
        }
    }

    static func enteringSymbol(_ objective: Row) -> Symbol {
        for (s, c) in objective.cells where c < 0 && !s.isDummy { return s }
        return .invalid
    }

    /// Dual simplex: pivot each queued row with a negative constant out, entering the symbol of
    /// least ratio `z_j/aᵢⱼ` (`aᵢⱼ > 0`), so the objective stays optimal. Pivots are logged so that
    /// a failure (no entering symbol: the required constraints are infeasible) can be undone.
    mutating func dualOptimize(log: inout [(entering: Symbol, leaving: Symbol)]) -> Bool {
        while let leaving = infeasible.popLast() {
            guard let i = row(of: leaving) else { continue }
            let c = rows[i].constant
            guard c < 0 && !nearZero(c) else { continue }
            var best = Double.infinity, entering = Symbol.invalid
            for (s, a) in rows[i].cells where a > 0 && !s.isDummy {
                let r = objective.coefficient(for: s) / a
                if r < best {
                    best = r
                    entering = s
                }
            }
            guard entering.isValid else {
                infeasible.append(leaving)
                return false
            }
            pivot(at: i, entering: entering)
            log.append((entering, leaving))
        }
        return true
    }

    /// The row to pivot a non-basic marker into: the restricted row with the least ratio (negative
    /// coefficients first), else the last external row containing it.
    func markerLeavingRow(_ marker: Symbol) -> Int? {
        var r1 = Double.infinity, r2 = Double.infinity
        var first = -1, second = -1, third = -1
        for i in rows.indices {
            let c = rows[i].coefficient(for: marker)
            if c == 0 { continue }
            let b = basics[i]
            if b.isExternal {
                if third < 0 || basics[third] < b { third = i }
            } else if c < 0 {
                let r = -rows[i].constant / c
                if r < r1 || (r == r1 && b < basics[first]) {
                    r1 = r
                    first = i
                }
            } else {
                let r = rows[i].constant / c
                if r < r2 || (r == r2 && b < basics[second]) {
                    r2 = r
                    second = i
                }
            }
        }
        if first >= 0 { return first }
        if second >= 0 { return second }
        return third >= 0 ? third : nil
    }

    /// Phase one for a row with no usable subject: basic artificial `a = row`, minimise `a`.
    /// Feasible iff the minimum is 0.
    mutating func addWithArtificialVariable(_ newRow: Row) -> Bool {
        let art = newSymbol(.slack)
        insertRow(art, newRow)
        artificial = newRow
        optimize(artificial: true)
        let success = nearZero(artificial!.constant)
        artificial = nil
        if let i = row(of: art) {
            var r = removeRow(at: i)
            if r.isConstant { return success }
            guard let entering = r.symbols.first(where: \.isPivotable) else { return false }
            r.solve(for: art, entering)
            substitute(entering, r)
            insertRow(entering, r)
        }
        for i in rows.indices { rows[i].remove(art) }
        objective.remove(art)
        return success
    }

    /// The row-constant update of a constant move; false when a basic dummy would become nonzero.
    mutating func apply(_ tag: Solver.Tag, _ muMarker: Double, _ muOther: Double, _ delta: Double) -> Bool {
        if let i = row(of: tag.marker) {
            remember(i)
            rows[i].constant -= delta / muMarker
            if tag.marker.isDummy { return nearZero(rows[i].constant) }
            if rows[i].constant < 0 { infeasible.append(tag.marker) }
            return true
        }
        if tag.other.isValid, let i = row(of: tag.other) {
            remember(i)
            rows[i].constant -= delta / muOther
            if rows[i].constant < 0 { infeasible.append(tag.other) }
            return true
        }
        let t = delta / muMarker
        var ok = true
        for i in rows.indices {
            let a = rows[i].coefficient(for: tag.marker)
            if a == 0 { continue }
            remember(i)
            rows[i].constant += a * t
            let b = basics[i]
            if b.isDummy {
                if !nearZero(rows[i].constant) { ok = false }
            } else if rows[i].constant < 0 && !b.isExternal {
                infeasible.append(b)
            }
        }
        return ok
    }
}
