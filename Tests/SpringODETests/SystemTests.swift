import Foundation
import PropertyBased
import Springs
import Testing

@testable import SpringODE

let tight = ODETolerance(absolute: 1e-11, relative: 1e-11)

@Suite struct SystemTests {
    @Test func vectorSpringIsPerAxisClosedForm() throws {
        let s = try Spring(response: 0.5, dampingRatio: 0.6)
        let sys = SpringVectorSystem(spring: s, targets: [10, -5, 0])
        let y0 = [0.0, 0, 3, 1, -2, 0]
        let times = try CrossCheck.frameTimes(duration: 1.5, frameRate: 60)
        for st in [Stepper.rk8pd, .bsimp, .msbdf] {
            let sol = try ODESolver(system: sys, stepper: st, tolerance: tight).solve(from: y0, times: times)
            for (t, y) in zip(times, sol.states) {
                for i in 0..<3 {
                    let exact = s.value(at: t, from: y0[i], to: sys.targets[i], initialVelocity: y0[3 + i])
                    #expect(abs(y[i] - exact) < (st == .msbdf ? 1e-6 : 1e-8), "\(st) axis \(i) t \(t)")
                }
            }
        }
    }

    @Test func followerChainHeadIsTheClosedForm() throws {
        let chain = try SpringChainSystem(
            masses: [1, 1, 1], stiffnesses: [200, 150, 100], dampings: [20, 15, 10],
            anchor: 1, coupling: .follower)
        let times = try CrossCheck.frameTimes(duration: 2, frameRate: 60)
        let sol = try ODESolver(system: chain, stepper: .rk8pd, tolerance: tight).solve(from: [0, 0, 0, 0, 0, 0], times: times)
        let head = try Spring(mass: 1, stiffness: 200, damping: 20)
        for (t, y) in zip(times, sol.states) {
            #expect(abs(y[0] - head.value(at: t, from: 0, to: 1)) < 1e-8)
        }
        // Every follower ends at the anchor.
        for x in sol.states.last![0..<3] { #expect(abs(x - 1) < 1e-3) }
    }

    @Test func twoWayChainEnergyNeverIncreases() async throws {
        let g = zip(Gen.double(in: 1...500), Gen.double(in: 0...30), Gen.double(in: -1...1))
        await propertyCheck(count: 20, input: g) { k, c, x in
            let chain = try! SpringChainSystem(masses: [1, 2, 0.5], stiffnesses: [k, k / 2, k * 2], dampings: [c, c, c])
            let times = try! CrossCheck.frameTimes(duration: 1, frameRate: 60)
            let sol = try! ODESolver(system: chain, stepper: .rk8pd, tolerance: tight)
                .solve(from: [x, -x, 2 * x, 0, 1, 0], times: times)
            var last = chain.energy(sol.states[0])
            for y in sol.states.dropFirst() {
                let e = chain.energy(y)
                #expect(e <= last * (1 + 1e-7) + 1e-12)
                last = e
            }
        }
        // N = 1 is the linear spring.
        let one = try SpringChainSystem(masses: [2], stiffnesses: [50], dampings: [3])
        let s = try Spring(mass: 2, stiffness: 50, damping: 3)
        let sol = try ODESolver(system: one, stepper: .rk8pd, tolerance: tight).solve(from: [1, 0], times: [0.3, 0.9])
        #expect(abs(sol.states[1][0] - s.value(at: 0.9, from: 1, to: 0)) < 1e-9)
        #expect(throws: ODEError.self) { try SpringChainSystem(masses: [1], stiffnesses: [], dampings: []) }
        #expect(throws: ODEError.self) { try SpringChainSystem(masses: [0], stiffnesses: [1], dampings: [1]) }
    }

    @Test func movingTargetMatchesRetargetedClosedForm() throws {
        let mt = try MovingTargetSpring(
            spring: .bouncy, initialTarget: 100,
            jumps: [.init(time: 0.2, target: -50), .init(time: 0.55, target: 20)])
        let times = try CrossCheck.frameTimes(duration: 1.5, frameRate: 120)
        for st in [Stepper.rk8pd, .rkck, .bsimp] {
            let sol = try mt.solve(x0: 0, v0: 0, times: times, stepper: st, tolerance: tight)
            #expect(sol.states.count == times.count)
            for (t, y) in zip(times, sol.states) {
                let exact = try mt.closedForm(x0: 0, v0: 0, at: t)
                #expect(abs(y[0] - exact.position) < 1e-6, "\(st) t=\(t)")
                #expect(abs(y[1] - exact.velocity) < 1e-4)
            }
        }
        #expect(throws: ODEError.self) {
            try MovingTargetSpring(spring: .bouncy, initialTarget: 0, jumps: [.init(time: 1, target: 0), .init(time: 1, target: 1)])
        }
    }

    @Test func dragReducesToLinearAndDissipates() throws {
        let s = try Spring(response: 0.5, dampingRatio: 0.2)
        let times = try CrossCheck.frameTimes(duration: 2, frameRate: 60)
        let none = try ODESolver(system: DragSpringSystem(spring: s, quadraticDrag: 0), stepper: .rk8pd, tolerance: tight)
            .solve(from: [1, 0], times: times)
        #expect(CrossCheck.maxError(none, spring: s, x0: 1, v0: 0) < 1e-8)
        let drag = try ODESolver(system: DragSpringSystem(spring: s, quadraticDrag: 2), stepper: .msbdf, tolerance: tight)
            .solve(from: [1, 0], times: times)
        var last = Double.infinity
        for y in drag.states {
            let e = s.energy(of: SpringState(position: y[0], velocity: y[1]))
            #expect(e <= last * (1 + 1e-6))
            last = e
        }
        // Extra drag settles sooner than the linear spring.
        #expect(abs(drag.states.last![0]) < abs(none.states.last![0]) + 1e-9)
        #expect(throws: ODEError.self) { try DragSpringSystem(spring: s, quadraticDrag: -1) }
    }

    @Test func coulombFrictionStopsInsideTheDeadBand() throws {
        let s = try Spring(mass: 1, stiffness: 100, damping: 1)
        let sys = try CoulombSpringSystem(spring: s, friction: 5, regularization: 1e-3)
        let times = try CrossCheck.frameTimes(duration: 6, frameRate: 60)
        for st in [Stepper.bsimp, .msbdf] {
            let sol = try ODESolver(system: sys, stepper: st, tolerance: .init(absolute: 1e-9, relative: 1e-9)).solve(
                from: [1, 0], times: times)
            let end = sol.states.last!
            // Static friction holds the mass within F/k = 0.05 of the target.
            #expect(abs(end[0]) <= 0.05 + 1e-3, "\(st) \(end)")
            #expect(abs(end[1]) < 1e-2)
        }
        let none = try ODESolver(system: try CoulombSpringSystem(spring: s, friction: 0), stepper: .rk8pd, tolerance: tight)
            .solve(from: [1, 0], times: times)
        #expect(CrossCheck.maxError(none, spring: s, x0: 1, v0: 0) < 1e-7)
    }

    @Test func rubberBandDecaysInsideAndReturnsFromOutside() throws {
        let rb = try RubberBandSystem(stiffness: 400, damping: 4, lower: 0, upper: 100)
        // Inside the bounds only drag acts: v(t) = v0 e^{−ct/m}, x(t) = x0 + v0 (1 − e^{−ct/m}) m/c.
        let times = try CrossCheck.frameTimes(duration: 0.5, frameRate: 60)
        let sol = try ODESolver(system: rb, stepper: .rk8pd, tolerance: tight).solve(from: [10, 50], times: times)
        for (t, y) in zip(times, sol.states) {
            #expect(abs(y[1] - 50 * exp(-4 * t)) < 1e-7)
            #expect(abs(y[0] - (10 + 50 * (1 - exp(-4 * t)) / 4)) < 1e-7)
        }
        // Flung past the upper bound, it comes back and rests at or inside it.
        let fling = try ODESolver(system: rb, stepper: .bsimp, tolerance: tight)
            .solve(from: [90, 400], times: CrossCheck.frameTimes(duration: 5, frameRate: 60))
        let peak = try fling.component(0).max()!
        #expect(peak > 100)
        #expect(fling.states.last![0] <= 100 + 1e-6)
        #expect(throws: ODEError.self) { try RubberBandSystem(stiffness: 1, damping: 1, lower: 2, upper: 1) }
    }
}
