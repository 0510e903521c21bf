#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// How much the solver cares about a constraint: ``required``, or a positive weight on the
/// constraint's error in the objective.
///
/// Weighting is **numeric**, as in kiwisolver: the solver minimises
///
/// ```
/// Σ_optional  strength(c) · error(c)
/// ```
///
/// so one strong constraint outweighs `strong/weak = 10⁶` weak ones of the same error, but
/// 10⁶ + 1 of them win. UIKit orders its priorities *strictly* (lexicographically: any violation of
/// a higher priority is worse than every lower-priority violation combined); a numeric weighting
/// is that order only while the number and size of the competing errors stay below the ratio of
/// the weights. ``init(priority:)`` spreads UIKit's 1…999 geometrically over kiwi's weak…strong.
public struct Strength: Sendable, Hashable, Comparable {
    /// The weight on the constraint's error; ``required`` is kiwi's `1 001 001 000`.
    public let weight: Double

    /// A strength of the given weight, clipped to `0 … required` (NaN is refused by the solver).
    public init(_ weight: Double) {
        self.weight = weight.isNaN ? weight : Swift.min(Swift.max(weight, 0), Strength.requiredWeight)
    }

    /// kiwi's `strength::create(a, b, c, w)`: `(a·10⁶ + b·10³ + c)·w`, each of `a, b, c` clipped to
    /// `0 … 1000`.
    public init(strong a: Double, medium b: Double, weak c: Double, weight w: Double = 1) {
        func clip(_ x: Double) -> Double { Swift.min(Swift.max(x, 0), 1000) }
        self.init((clip(a) * 1_000_000 + clip(b) * 1000 + clip(c)) * w)
    }

    static let requiredWeight = 1_001_001_000.0

    /// Must hold exactly; never traded against anything.
    public static let required = Strength(requiredWeight)
    /// kiwi's `strong`, 10⁶.
    public static let strong = Strength(1_000_000)
    /// kiwi's `medium`, 10³.
    public static let medium = Strength(1000)
    /// kiwi's `weak`, 1.
    public static let weak = Strength(1)

    public var isRequired: Bool { weight >= Strength.requiredWeight }

    /// UIKit's `UILayoutPriority`: 1000 is ``required``; 1…999 map geometrically onto kiwi's
    /// weak…strong:
    ///
    /// ```
    /// w(p) = 10^(6·(p − 1)/998)      w(1) = 1 (weak), w(500) ≈ 10³ (medium), w(999) = 10⁶ (strong)
    /// ```
    ///
    /// Adjacent priorities differ by a factor 1.014, so any one-on-one conflict is decided as UIKit
    /// decides it; `defaultHigh` (750) outweighs `defaultLow` (250) by 10³, and `defaultLow` outweighs
    /// `fittingSizeLevel` (50) by 10^1.2 ≈ 16. The ceiling is 10⁶, not kiwi's 10⁹: the objective's
    /// round-off grows with the largest weight (≈ w·2⁻⁵²·row size) and must stay under the 10⁻⁸
    /// zero tolerance — kiwisolver itself aborts with "objective is unbounded" on random systems
    /// with optional weights near 10⁹ (notes/cassowary.md). Priorities below 1 clip to 1; NaN gives
    /// NaN, which the solver refuses.
    public init(priority p: Double) {
        if p >= 1000 {
            self = .required
        } else if p.isNaN {
            self.init(.nan)
        } else {
            self.init(pow(10, 6 * (Swift.max(p, 1) - 1) / 998))
        }
    }

    public static func < (a: Strength, b: Strength) -> Bool { a.weight < b.weight }
}

extension Strength: CustomStringConvertible {
    public var description: String { isRequired ? "required" : "\(weight)" }
}
