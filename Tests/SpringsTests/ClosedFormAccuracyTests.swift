import Foundation
import Testing

@testable import Springs

/// One row of the 50-digit reference table (scripts/gen_spring_reference.py).
struct ReferenceRow {
    var m, k, c, x0, v0, t, x, v: Double
}

func loadReference() throws -> [ReferenceRow] {
    let url = try #require(Bundle.module.url(forResource: "closed_form", withExtension: "csv", subdirectory: "Reference"))
    let text = try String(contentsOf: url, encoding: .utf8)
    return text.split(separator: "\n").dropFirst().map { line in
        let f = line.split(separator: ",").map { Double(String($0))! }
        return ReferenceRow(m: f[0], k: f[1], c: f[2], x0: f[3], v0: f[4], t: f[5], x: f[6], v: f[7])
    }
}

/// Relative error in the energy norm ‖(x, v/ω0)‖, the natural norm of the state.
func stateError(_ got: SpringState, x: Double, v: Double, omega0: Double) -> Double {
    let dx = got.position - x
    let dv = (got.velocity - v) / omega0
    let norm = (x * x + (v / omega0) * (v / omega0)).squareRoot()
    return (dx * dx + dv * dv).squareRoot() / norm
}

@Suite struct ClosedFormAccuracyTests {
    @Test func referenceTableWithin1e13() throws {
        let rows = try loadReference()
        #expect(rows.count > 2000)
        var worst = 0.0
        var worstRow: ReferenceRow?
        for r in rows {
            let s = try Spring(mass: r.m, stiffness: r.k, damping: r.c)
            let got = s.state(at: r.t, from: SpringState(position: r.x0, velocity: r.v0))
            let err = stateError(got, x: r.x, v: r.v, omega0: s.naturalFrequency)
            if err > worst {
                worst = err
                worstRow = r
            }
        }
        print("closed form: \(rows.count) reference states, worst relative error \(worst)")
        #expect(worst <= 1e-13, "worst relative state error \(worst) at \(String(describing: worstRow))")
    }

    @Test func criticalAndNeighboursAreContinuous() throws {
        // ζ = 1 exactly, its float neighbours and 1 ± 1e-12 give states within 1e-11 of each other
        // (the true dependence on ζ is smooth: Δx ≈ ∂x/∂ζ Δζ).
        let base = try Spring(mass: 1, stiffness: 100, damping: 20)
        for c in [(20.0).nextDown, (20.0).nextUp, 20 * (1 - 1e-12), 20 * (1 + 1e-12)] {
            let s = try Spring(mass: 1, stiffness: 100, damping: c)
            for t in stride(from: 0.0, through: 3, by: 0.05) {
                #expect(abs(s.position(at: t) - base.position(at: t)) <= 1e-11)
                #expect(abs(s.unitState(at: t).velocity - base.unitState(at: t).velocity) <= 1e-9)
            }
        }
    }

    @Test(arguments: [0.0, -0.0, -1.0, -Double.infinity, Double.nan])
    func nonPositiveAndNaNTimesGiveTheStart(t: Double) throws {
        for s in [Spring.bouncy, .smooth, try Spring(mass: 1, stiffness: 1, damping: 50)] {
            #expect(s.value(at: t, from: 3, to: 7, initialVelocity: 2) == 3)
            #expect(s.velocity(at: t, from: 3, to: 7, initialVelocity: 2) == 2)
        }
    }

    @Test func infiniteTimeIsRestAndNeverNaN() throws {
        for s in [
            Spring.bouncy, .smooth, try Spring(mass: 1, stiffness: 1, damping: 5e6),
            try Spring(mass: 1, stiffness: 1e12, damping: 1),
        ] {
            #expect(s.value(at: .infinity, from: 3, to: 7, initialVelocity: 2) == 7)
            #expect(s.velocity(at: .infinity, from: 3, to: 7, initialVelocity: 2) == 0)
        }
        let undamped = try Spring(mass: 1, stiffness: 4, damping: 0)
        #expect(undamped.position(at: .infinity).isFinite)
    }

    @Test func undampedIsExactCosine() throws {
        let s = try Spring(mass: 1, stiffness: 4, damping: 0)
        for t in stride(from: 0.0, through: 20, by: 0.37) {
            #expect(abs(s.position(at: t) - cos(2 * t)) <= 1e-14)
        }
    }

    @Test func hugeStiffnessStaysFinite() throws {
        // The largest supported rates (ω0 = β = 1e150 region) and beyond (a typed error).
        let s = try Spring(mass: 1e-3, stiffness: 1e295, damping: 1e10)
        #expect(throws: SpringError.self) { try Spring(mass: 1e-3, stiffness: 1e300, damping: 1e10) }
        #expect(throws: SpringError.self) { try Spring(mass: 1e-3, stiffness: 1, damping: 1e148) }
        for t in [1e-200, 1e-160, 1e-150, 1e-3, 1] {
            let st = s.unitState(at: t)
            #expect(st.position.isFinite && st.velocity.isFinite)
        }
    }
}
