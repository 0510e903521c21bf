import Foundation
import PropertyBased
import Testing

@testable import Springs

@Suite struct SpringPropertyTests {
    @Test func initialStateIsReproducedExactly() async {
        await propertyCheck(count: 300, input: SpringGen.spring, SpringGen.state) { s, x0 in
            let st = s.state(at: 0, from: x0)
            #expect(st == x0)
        }
    }

    @Test func energyNeverIncreases() async {
        await propertyCheck(count: 300, input: SpringGen.spring, SpringGen.state, Gen.double(in: 0...5)) { s, x0, scale in
            // Sample over a few characteristic times; allow rounding (relative 1e-12).
            let tau = 1 / s.naturalFrequency
            var last = s.energy(of: x0)
            for i in 1...40 {
                let e = s.energy(of: s.state(at: Double(i) * scale * tau / 8, from: x0))
                #expect(e <= last * (1 + 1e-12) + 1e-300, "energy rose at step \(i): \(last) → \(e) for \(s)")
                last = e
            }
        }
    }

    @Test func propagatorDeterminantIsExpMinus2BetaT() async {
        await propertyCheck(count: 300, input: SpringGen.spring, Gen.double(in: 0...3)) { s, scale in
            let t = scale / s.naturalFrequency
            let phi = s.propagator(over: t)
            let expected = exp(-s.damping / s.mass * t)
            // Entries are bounded by ~1 + (β+γ)T ≤ 2 in the scaled sense; compare in absolute terms
            // relative to the size of the products.
            let size = abs(phi.xx * phi.vv) + abs(phi.xv * phi.vx) + expected
            #expect(abs(phi.determinant - expected) <= 1e-13 * size + Double.leastNormalMagnitude, "\(s) t=\(t)")
        }
    }

    @Test func continuityInTime() async {
        await propertyCheck(count: 200, input: SpringGen.spring, SpringGen.state, Gen.double(in: 0...4)) { s, x0, scale in
            let t = scale / s.naturalFrequency
            let h = 1e-9 / s.naturalFrequency
            let a = s.state(at: t, from: x0)
            let b = s.state(at: t + h, from: x0)
            let amp = abs(x0.position) + abs(x0.velocity) / s.naturalFrequency + 1e-300
            #expect(abs(a.position - b.position) <= 1e-6 * amp)
            // x' = v: the finite difference of x agrees with v.
            let fd = (b.position - a.position) / h
            #expect(abs(fd - a.velocity) <= 1e-4 * (amp * s.naturalFrequency + abs(x0.velocity)) * max(1, s.dampingRatio))
        }
    }

    @Test func settlingIsTheLastEpsilonCrossing() async {
        let eps = Gen.double(in: -6 ... -1).map { pow10($0) }
        await propertyCheck(count: 200, input: SpringGen.spring, eps, Gen.double(in: -5...5)) { s0, e, v in
            let s = try! s0.withInitialVelocity(v)
            let t = try! s.settlingDuration(epsilon: e)
            guard t.isFinite else {
                #expect(s.damping == 0)
                return
            }
            if t > 0 {
                // At the crossing |x| = ε (to bisection accuracy) …
                #expect(abs(abs(s.position(at: t)) - e) <= 1e-9 * e + 1e-15, "\(s) ε=\(e) t=\(t)")
            }
            // … and never again above ε afterwards (dense sampling over 20 more time constants).
            let horizon =
                20 / min(s.naturalFrequency, s.isUnderdamped ? s.dampingRatio * s.naturalFrequency : 1 / (s.damping / s.stiffness))
            for i in 1...400 {
                let ti = t.nextUp + Double(i) * horizon / 400
                #expect(abs(s.position(at: ti)) < e * (1 + 1e-9), "|x| above ε after settling at \(ti) for \(s)")
            }
        }
    }

    @Test func velocitySettlingCoversBothComponents() throws {
        let s = try Spring(mass: 1, stiffness: 100, damping: 2)
        let t = try s.settlingDuration(epsilon: 1e-3, velocityEpsilon: 1e-3)
        let tx = try s.settlingDuration(epsilon: 1e-3)
        #expect(t >= tx)
        for i in 1...2000 {
            let st = s.unitState(at: t + Double(i) * 0.005)
            #expect(abs(st.velocity) < 1e-3 * (1 + 1e-9))
            #expect(abs(st.position) < 1e-3 * (1 + 1e-9))
        }
    }

    @Test func garbageParametersNeverCrashOrGiveNaN() async {
        let weird: [Double] = [
            .nan, .infinity, -.infinity, 0, -0.0, -1, 1e-320, 1e308, .greatestFiniteMagnitude,
            .leastNonzeroMagnitude, 1, 0.5, 100,
        ]
        let g = Gen.element(of: weird).map { $0! }
        await propertyCheck(count: 500, input: g, g, g, g) { m, k, c, t in
            do {
                let s = try Spring(mass: m, stiffness: k, damping: c)
                let st = s.unitState(at: t)
                #expect(st.position.isFinite && st.velocity.isFinite, "\(s) at \(t)")
                #expect(!s.settlingDuration.isNaN)
                #expect(!s.coreAnimationSettlingDuration.isNaN)
            } catch let e as SpringError {
                #expect(!e.description.isEmpty)
            } catch {
                Issue.record("untyped error \(error)")
            }
            for make in [
                { try Spring(duration: m, bounce: k) }, { try Spring(response: m, dampingRatio: c) },
                { try Spring(uikitDuration: k, dampingRatio: c, initialVelocity: t) },
                { try Spring(settlingDuration: m, dampingRatio: c, epsilon: t) },
            ] {
                do {
                    let s = try make()
                    #expect(s.position(at: 0.1).isFinite)
                } catch is SpringError {
                } catch { Issue.record("untyped error \(error)") }
            }
        }
    }
}
