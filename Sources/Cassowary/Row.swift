/// A column of the tableau. The raw value packs `id << 3 | kind`, so ordering by raw value is
/// ordering by creation (kiwi orders symbols by id); the kind rides along for free.
struct Symbol: Hashable, Comparable {
    enum Kind: UInt64 {
        case invalid = 0, external, slack, error, dummy
    }

    let raw: UInt64

    init(_ kind: Kind, id: UInt64) { raw = id << 3 | kind.rawValue }

    static let invalid = Symbol(.invalid, id: 0)

    var kind: Kind { Kind(rawValue: raw & 7) ?? .invalid }
    var isValid: Bool { raw & 7 != 0 }
    var isExternal: Bool { raw & 7 == Kind.external.rawValue }
    var isDummy: Bool { raw & 7 == Kind.dummy.rawValue }
    /// Slack and error symbols: restricted to be ≥ 0, and candidates to enter or leave.
    var isPivotable: Bool { raw & 7 == Kind.slack.rawValue || raw & 7 == Kind.error.rawValue }

    static func < (a: Symbol, b: Symbol) -> Bool { a.raw < b.raw }
}

/// Symbols closer to zero than this are dropped from rows (kiwi's `nearZero`).
let epsilon = 1.0e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { x < 0 ? -x < epsilon : x < epsilon }

/// One row of the tableau, `basic = constant + Σ coefficient·symbol`, or a bare linear form
/// (the objective, a row being built). Cells are sorted by symbol so that lookups are binary
/// searches, merges are linear, and iteration follows kiwi's symbol order (its tie-breaking).
struct Row {
    var constant: Double
    private(set) var symbols: [Symbol]
    private(set) var coefficients: [Double]

    init(constant: Double = 0) {
        self.constant = constant
        symbols = []
        coefficients = []
    }

    var isConstant: Bool { symbols.isEmpty }
    var count: Int { symbols.count }

    @inline(__always) func index(of s: Symbol) -> (found: Bool, at: Int) {
        var lo = 0, hi = symbols.count
        // Short rows dominate: a linear scan beats bisection below ~8 cells.
        if hi <= 8 {
            while lo < hi {
                let r = symbols[lo].raw
                if r == s.raw { return (true, lo) }
                if r > s.raw { return (false, lo) }
                lo += 1
            }
            return (false, lo)
        }
        while lo < hi {
            let mid = (lo + hi) >> 1
            if symbols[mid].raw < s.raw { lo = mid + 1 } else { hi = mid }
        }
        return (lo < symbols.count && symbols[lo] == s, lo)
    }

    func coefficient(for s: Symbol) -> Double {
        let (found, i) = index(of: s)
        return found ? coefficients[i] : 0
    }

    /// `self += coefficient·s`, dropping the cell when it cancels.
    mutating func insert(_ s: Symbol, _ coefficient: Double = 1) {
        let (found, i) = index(of: s)
        if found {
            let c = coefficients[i] + coefficient
            if nearZero(c) {
                symbols.remove(at: i)
                coefficients.remove(at: i)
            } else {
                coefficients[i] = c
            }
        } else if !nearZero(coefficient) {
            if i == symbols.count {  // new symbols have the highest ids: the common case
                symbols.append(s)
                coefficients.append(coefficient)
            } else {
                symbols.insert(s, at: i)
                coefficients.insert(coefficient, at: i)
            }
        }
    }

    /// `self += coefficient·other` (constant included). A few cells into a long row (the objective,
    /// typically) go in place; otherwise one linear merge of the sorted cells into fresh storage.
    mutating func insert(_ other: Row, _ coefficient: Double = 1) {
        constant += other.constant * coefficient
        let n = symbols.count, m = other.symbols.count
        if m == 0 { return }
        if m <= 2 || m * 8 <= n {
            for j in 0..<m { insert(other.symbols[j], other.coefficients[j] * coefficient) }
            return
        }
        var count = 0
        let ns = [Symbol](unsafeUninitializedCapacity: n + m) { nsBuf, nsCount in
            let nc = [Double](unsafeUninitializedCapacity: n + m) { ncBuf, ncCount in
                symbols.withUnsafeBufferPointer { s in
                    coefficients.withUnsafeBufferPointer { c in
                        other.symbols.withUnsafeBufferPointer { os in
                            other.coefficients.withUnsafeBufferPointer { oc in
                                var i = 0, j = 0, k = 0
                                while i < n || j < m {
                                    if j == m || (i < n && s[i].raw < os[j].raw) {
                                        nsBuf.initializeElement(at: k, to: s[i])
                                        ncBuf.initializeElement(at: k, to: c[i])
                                        k += 1
                                        i += 1
                                    } else if i == n || os[j].raw < s[i].raw {
                                        let v = oc[j] * coefficient
                                        if !nearZero(v) {
                                            nsBuf.initializeElement(at: k, to: os[j])
                                            ncBuf.initializeElement(at: k, to: v)
                                            k += 1
                                        }
                                        j += 1
                                    } else {
                                        let v = c[i] + oc[j] * coefficient
                                        if !nearZero(v) {
                                            nsBuf.initializeElement(at: k, to: s[i])
                                            ncBuf.initializeElement(at: k, to: v)
                                            k += 1
                                        }
                                        i += 1
                                        j += 1
                                    }
                                }
                                count = k
                            }
                        }
                    }
                }
                ncCount = count
            }
            coefficients = nc
            nsCount = count
        }
        symbols = ns
    }

    /// Removes `s`'s cell, if any.
    mutating func remove(_ s: Symbol) {
        let (found, i) = index(of: s)
        if found {
            symbols.remove(at: i)
            coefficients.remove(at: i)
        }
    }

    /// Negates the constant and every coefficient.
    mutating func reverseSign() {
        constant = -constant
        for i in coefficients.indices { coefficients[i] = -coefficients[i] }
    }

    /// Rewrites `0 = constant + a·s + rest` as `s = −(constant + rest)/a` and keeps the right side
    /// (the row then reads `s = …`). `s` must be in the row.
    mutating func solve(for s: Symbol) {
        let (found, i) = index(of: s)
        guard found else { return }
        let k = -1 / coefficients[i]
        symbols.remove(at: i)
        coefficients.remove(at: i)
        constant *= k
        for j in coefficients.indices { coefficients[j] *= k }
    }

    /// For a row `lhs = constant + … + a·rhs + …`: moves `lhs` in and solves for `rhs`.
    mutating func solve(for lhs: Symbol, _ rhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }

    /// Replaces `s` by `row` (the right side of `s = row`). Returns false when `s` is absent.
    @discardableResult
    mutating func substitute(_ s: Symbol, _ row: Row) -> Bool {
        let (found, i) = index(of: s)
        guard found else { return false }
        let c = coefficients[i]
        symbols.remove(at: i)
        coefficients.remove(at: i)
        insert(row, c)
        return true
    }

    /// The cells in symbol order.
    var cells: Zip2Sequence<[Symbol], [Double]> { zip(symbols, coefficients) }
}
