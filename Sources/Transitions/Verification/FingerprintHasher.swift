import Foundation

/// Two independent 64-bit lanes (a 128-bit digest): collisions among 10⁹ states have
/// probability about 10⁻²¹.
package struct FingerprintHasher {
    private var a: UInt64 = 0x243F_6A88_85A3_08D3
    private var b: UInt64 = 0x1319_8A2E_0370_7344

    package init() {}

    /// SplitMix64's finaliser: every input bit affects every output bit.
    private static func mix(_ z0: UInt64) -> UInt64 {
        var z = z0
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }

    package mutating func combine(_ x: UInt64) {
        a = Self.mix(a ^ x) &+ 0x9E37_79B9_7F4A_7C15
        b = Self.mix(b &+ (x &* 0xD6E8_FEB8_6659_FD93)) ^ (b >> 17)
    }

    package mutating func combine(_ x: Int) { combine(UInt64(bitPattern: Int64(x))) }
    package mutating func combine(_ x: Bool) { combine(x ? 1 : 2 as UInt64) }

    /// Quantised to 2⁻²⁰ (about 10⁻⁶: float noise of different paths to one state is far below,
    /// any difference a check or a future step can see far above); −0 is 0; huge and
    /// non-finite values by bit pattern.
    package mutating func combine(_ x: Double) {
        let q = x * 1_048_576
        if q.isFinite, abs(q) < 9e15 { combine(Int(q.rounded())) } else { combine(x.bitPattern) }
    }

    package mutating func combine(_ p: CGPoint) {
        combine(p.x)
        combine(p.y)
    }

    package mutating func combine(_ r: CGRect) {
        combine(r.origin)
        combine(r.size.width)
        combine(r.size.height)
    }

    /// The string without its digits, then its length as a separator.
    package mutating func combine(_ xs: [Int]) {
        for x in xs { combine(x) }
        combine(xs.count)
    }

    package mutating func combine(_ s: String) {
        var n = 0
        for u in s.utf8 where !(48...57).contains(u) {
            combine(UInt64(u))
            n += 1
        }
        combine(UInt64(n) | 1 << 40)
    }

    package func finalize() -> StateFingerprint { StateFingerprint(high: Self.mix(a ^ 0x5851_F42D), low: Self.mix(b &+ a)) }
}
