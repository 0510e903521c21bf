import Foundation
import Springs
import Testing

@testable import SpringODE

/// A system whose derivative blows up (1/(1−t)), to exercise GSL failures.
struct BlowUp: ODESystem {
    var dimension: Int { 1 }
    func derivatives(t: Double, y: UnsafePointer<Double>, dydt: UnsafeMutablePointer<Double>) {
        dydt[0] = y[0] * y[0]
    }
}

/// A system that returns NaN after t = 0.5.
struct GoesNaN: ODESystem {
    var dimension: Int { 1 }
    func derivatives(t: Double, y: UnsafePointer<Double>, dydt: UnsafeMutablePointer<Double>) {
        dydt[0] = t > 0.5 ? .nan : 1
    }
}

@Suite struct SolverTests {
    @Test func typedErrorsForBadConfiguration() throws {
        let sys = LinearSpringSystem(spring: .bouncy)
        #expect(throws: ODEError.self) { try ODESolver(system: sys, stepper: .rk4, tolerance: .init(absolute: -1, relative: 0)) }
        #expect(throws: ODEError.self) { try ODESolver(system: sys, stepper: .rk4, tolerance: .init(absolute: 0, relative: 0)) }
        #expect(throws: ODEError.self) { try ODESolver(system: sys, stepper: .rk4, tolerance: .init(absolute: .nan, relative: 1)) }
        #expect(throws: ODEError.self) { try ODESolver(system: sys, stepper: .rk4, initialStep: 0) }
        #expect(throws: ODEError.self) { try ODESolver(system: sys, stepper: .rk4, maxSteps: 0) }
        // bsimp and msbdf need a Jacobian.
        #expect(throws: ODEError.jacobianRequired(stepper: "bsimp")) { try ODESolver(system: BlowUp(), stepper: .bsimp) }
        #expect(throws: ODEError.jacobianRequired(stepper: "msbdf")) { try ODESolver(system: BlowUp(), stepper: .msbdf) }
        let solver = try ODESolver(system: sys, stepper: .rkf45)
        #expect(throws: ODEError.self) { try solver.solve(from: [1], times: [1]) }
        #expect(throws: ODEError.self) { try solver.solve(from: [.nan, 0], times: [1]) }
        #expect(throws: ODEError.self) { try solver.solve(from: [1, 0], times: [1, 0.5]) }
        #expect(throws: ODEError.self) { try solver.solve(from: [1, 0], at: 2, times: [1]) }
        #expect(throws: ODEError.self) { try solver.solve(from: [1, 0], times: [.infinity]) }
        // Still usable after the errors.
        #expect(try solver.solve(from: [1, 0], times: [0, 1]).states.count == 2)
    }

    @Test func maxStepsGuard() throws {
        let solver = try ODESolver(
            system: LinearSpringSystem(spring: .bouncy), stepper: .rk2,
            tolerance: .init(absolute: 1e-14, relative: 1e-14), maxSteps: 50)
        do {
            _ = try solver.solve(from: [1, 0], times: [5])
            Issue.record("expected maxStepsExceeded")
        } catch {
            guard case .maxStepsExceeded(let n, _) = error else { Issue.record("wrong error \(error)"); return }
            #expect(n == 50)
        }
    }

    @Test func blowUpAndNaNBecomeTypedErrors() throws {
        for st in [Stepper.rkf45, .rk8pd, .msadams] {
            let s = try ODESolver(system: BlowUp(), stepper: st, maxSteps: 100_000)
            #expect(throws: ODEError.self) { try s.solve(from: [1], times: [2]) }
            let n = try ODESolver(system: GoesNaN(), stepper: st)
            #expect(throws: ODEError.nonFiniteDerivative(time: 0)) {
                do { _ = try n.solve(from: [0], times: [1]) } catch let e as ODEError {
                    if case .nonFiniteDerivative = e { throw ODEError.nonFiniteDerivative(time: 0) }
                    throw e
                }
            }
        }
    }

    @Test func statisticsAreReportedPerSolve() throws {
        let solver = try ODESolver(system: LinearSpringSystem(spring: .bouncy), stepper: .rkf45)
        let a = try solver.solve(from: [1, 0], times: CrossCheck.frameTimes(duration: 1, frameRate: 60))
        let b = try solver.solve(from: [1, 0], times: CrossCheck.frameTimes(duration: 1, frameRate: 60))
        #expect(a.statistics == b.statistics)
        #expect(a.statistics.steps >= 60)
        // rkf45 is a 6-stage FSAL-free pair: ≥ 6 evaluations per step.
        #expect(a.statistics.rhsEvaluations >= 6 * a.statistics.steps - 6)
        let bs = try ODESolver(system: LinearSpringSystem(spring: .bouncy), stepper: .bsimp)
            .solve(from: [1, 0], times: [0.5])
        #expect(bs.statistics.jacobianEvaluations > 0)
    }

    @Test func manySolversAllocateAndFree() throws {
        for i in 0..<2000 {
            let s = try ODESolver(system: LinearSpringSystem(spring: .snappy), stepper: Stepper.allCases[i % 8])
            _ = try s.solve(from: [1, 0], times: [0.01])
        }
    }
}

/// A system with entry points whose derivative becomes NaN: caught by the per-frame state check.
struct GoesNaNFast: ODESystem {
    var dimension: Int { 1 }
    func derivatives(t: Double, y: UnsafePointer<Double>, dydt: UnsafeMutablePointer<Double>) {
        dydt[0] = t > 0.5 ? .nan : 1
    }
    static let entryPoints: ODEEntryPoints? = ODEEntryPoints(
        rhs: { evaluateDerivatives($0, $1, $2, $3) }, jacobian: { evaluateJacobian($0, $1, $2, $3, $4) })
}

@Suite struct EntryPointTests {
    @Test func nonFiniteStateIsReportedForFastEntryPoints() throws {
        for st in [Stepper.rkf45, .rk8pd, .msadams, .rk4] {
            let s = try ODESolver(system: GoesNaNFast(), stepper: st)
            do {
                _ = try s.solve(from: [0], times: [0.25, 1])
                Issue.record("\(st): expected an error")
            } catch {
                switch error {
                case .nonFiniteDerivative, .gsl, .maxStepsExceeded: break
                default: Issue.record("\(st): unexpected \(error)")
                }
            }
        }
    }

    @Test func customSystemWithAndWithoutEntryPointsAgree() throws {
        struct Plain: ODESystem {
            var dimension: Int { 2 }
            func derivatives(t: Double, y: UnsafePointer<Double>, dydt: UnsafeMutablePointer<Double>) {
                dydt[0] = y[1]
                dydt[1] = -4 * y[0]
            }
        }
        let times = [0.5, 1, 2]
        let a = try ODESolver(system: Plain(), stepper: .rk8pd).solve(from: [1, 0], times: times)
        let b = try ODESolver(system: LinearSpringSystem(spring: try Spring(mass: 1, stiffness: 4, damping: 0)), stepper: .rk8pd)
            .solve(from: [1, 0], times: times)
        #expect(a.values == b.values)
        #expect(a.statistics.rhsEvaluations == b.statistics.rhsEvaluations)
    }
}
