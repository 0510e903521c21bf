import PropertyBased
import Springs

/// Springs over every regime: log-uniform ω0 ∈ [0.1, 1e4], ζ from a mix of 0, near-1 and log-uniform
/// [1e-4, 1e4]; mass log-uniform [1e-3, 1e3].
enum SpringGen {
    static let zeta = Gen.oneOf(
        Gen.double(in: -4...4).map { pow10($0) }.eraseToAnySequence(),
        Gen.double(in: -1e-9...1e-9).map { 1 + $0 }.eraseToAnySequence(),
        Gen.always(1.0).eraseToAnySequence(),
        Gen.always(0.0).eraseToAnySequence(),
        Gen.double(in: 0...1.2).eraseToAnySequence()
    )

    static let spring = zip(Gen.double(in: -1...4), zeta, Gen.double(in: -3...3)).map { lw, z, lm -> Spring in
        let w = pow10(lw), m = pow10(lm)
        // Valid by construction; `try!` is confined to the test generator.
        return try! Spring(mass: m, stiffness: m * w * w, damping: 2 * z * m * w)
    }

    static let state = zip(Gen.double(in: -10...10), Gen.double(in: -100...100)).map {
        SpringState(position: $0, velocity: $1)
    }
}

func pow10(_ x: Double) -> Double { Double.exp10(x) }

extension Double {
    static func exp10(_ x: Double) -> Double { Foundation_pow(10, x) }
}

#if canImport(Glibc)
    import Glibc
    func Foundation_pow(_ a: Double, _ b: Double) -> Double { Glibc.pow(a, b) }
#else
    import Darwin
    func Foundation_pow(_ a: Double, _ b: Double) -> Double { Darwin.pow(a, b) }
#endif
