import Foundation
import Testing

@testable import Springs

@Suite struct SpringParameterTests {
    @Test func swiftUIDurationBounceMatchesApple() throws {
        // Apple: Spring(duration: 0.5, bounce: 0.3) has mass 1, stiffness ≈ 157.9, damping ≈ 17.6.
        let s = try Spring(duration: 0.5, bounce: 0.3)
        #expect(s.mass == 1)
        #expect(abs(s.stiffness - 157.91367041742973) < 1e-9)
        #expect(abs(s.damping - 17.59291886010284) < 1e-9)
        #expect(abs(s.bounce - 0.3) < 1e-14)
        #expect(abs(s.duration - 0.5) < 1e-14)
    }

    @Test func physicalReadsBackAsSwiftUI() throws {
        // Apple: Spring(mass: 1, stiffness: 100, damping: 10) has duration ≈ 0.63 and bounce ≈ 0.5.
        let s = try Spring(mass: 1, stiffness: 100, damping: 10)
        #expect(abs(s.duration - 0.6283185307179586) < 1e-14)
        #expect(abs(s.bounce - 0.5) < 1e-14)
        #expect(s.dampingRatio == 0.5)
    }

    @Test(arguments: [-0.9, -0.5, -0.1, 0.0, 0.15, 0.3, 0.7, 1.0])
    func bounceRoundTrips(b: Double) throws {
        let s = try Spring(duration: 0.4, bounce: b)
        #expect(abs(s.bounce - b) < 1e-12)
        let z = try Spring.dampingRatio(forBounce: b)
        #expect(abs(s.dampingRatio - z) < 1e-12)
        if b < 0 { #expect(s.dampingRatio > 1) }
    }

    @Test func responseDampingRatioRoundTrips() throws {
        let s = try Spring(response: 0.55, dampingRatio: 0.825)
        #expect(abs(s.response - 0.55) < 1e-14)
        #expect(abs(s.dampingRatio - 0.825) < 1e-14)
    }

    @Test func presets() {
        #expect(abs(Spring.smooth.bounce - 0) < 1e-15)
        #expect(abs(Spring.snappy.bounce - 0.15) < 1e-14)
        #expect(abs(Spring.bouncy.bounce - 0.3) < 1e-14)
        for p in [Spring.smooth, .snappy, .bouncy] { #expect(abs(p.duration - 0.5) < 1e-14) }
    }

    @Test func coreAnimationSettlingMatchesDocumentedFigures() throws {
        // Apple: damping 5 → ≈ 2.85 s; damping 15 → "just over 1 s" (mass 1, stiffness 100).
        let d5 = try Spring(mass: 1, stiffness: 100, damping: 5).coreAnimationSettlingDuration
        let d15 = try Spring(mass: 1, stiffness: 100, damping: 15).coreAnimationSettlingDuration
        #expect(abs(d5 - 2.85) < 0.01, "\(d5)")
        #expect(abs(d15 - 1.02) < 0.015, "\(d15)")
        #expect(try Spring(mass: 1, stiffness: 100, damping: 0).coreAnimationSettlingDuration == .infinity)
    }

    @Test func settlingDurationInitIsExact() throws {
        for z in [0.2, 0.5, 1.0, 1.5] {
            let s = try Spring(settlingDuration: 0.8, dampingRatio: z)
            #expect(abs(s.settlingDuration - 0.8) < 1e-12, "ζ \(z): \(s.settlingDuration)")
            #expect(abs(s.dampingRatio - z) < 1e-12)
        }
        #expect(throws: SpringError.self) { try Spring(settlingDuration: 1, dampingRatio: 0) }
    }

    @Test func uikitDurationConverterReachesEpsilonAtDuration() throws {
        for (d, z, v) in [(0.5, 0.7, 0.0), (0.8, 0.5, 2.0), (0.3, 1.0, 0.0), (1.0, 0.2, -1.0), (0.6, 1.5, 0.0)] {
            let s = try Spring(uikitDuration: d, dampingRatio: z, initialVelocity: v)
            #expect(s.mass == 1)
            #expect(abs(s.dampingRatio - z) < 1e-12)
            #expect(s.initialVelocity == v)
            // The envelope (ζ < 1) or |x| (ζ ≥ 1) at t = d is ε.
            let env: Double
            if z < 1 {
                let wd = s.dampedFrequency
                let q = (s.dampingRatio * s.naturalFrequency - v) / wd
                env = exp(-s.dampingRatio * s.naturalFrequency * d) * (1 + q * q).squareRoot()
            } else {
                env = abs(s.position(at: d))
            }
            #expect(abs(env - 1e-3) < 1e-12, "d \(d) ζ \(z): envelope \(env)")
        }
        // Large initial velocities with ζ ≥ 1 (the motion passes the target and comes back) solve too,
        // and the whole motion after the duration stays within ε.
        for (z, v) in [(1.0, 2.0), (1.0, 8.0), (1.0, 30.0), (1.5, 5.0), (1.0, -3.0), (2.0, 40.0)] {
            let s = try Spring(uikitDuration: 0.5, dampingRatio: z, initialVelocity: v)
            for i in 0...400 {
                #expect(abs(s.position(at: 0.5 + Double(i) * 0.01)) <= 1e-3 * (1 + 1e-9), "ζ \(z) v \(v)")
            }
        }
        // Critical damping reproduces Framer's closed form e^{−ωd}(1 + ωd) = ε.
        let c = try Spring(uikitDuration: 0.5, dampingRatio: 1)
        let w = c.naturalFrequency
        #expect(abs(exp(-w * 0.5) * (1 + w * 0.5) - 1e-3) < 1e-12)
    }

    @Test func inverseProblems() throws {
        for z in [0.05, 0.3, 0.7, 0.95] {
            let s = try Spring(response: 1, dampingRatio: z)
            let os = s.overshoot
            #expect(abs(try Spring.dampingRatio(forOvershoot: os) - z) < 1e-12)
            // The overshoot is the true minimum of x(t) from rest.
            let tPeak = Double.pi / s.dampedFrequency
            #expect(abs(-s.position(at: tPeak) - os) < 1e-12)
        }
        #expect(try Spring(response: 1, dampingRatio: 1).overshoot == 0)
        let k = try Spring.stiffness(duration: 0.5, bounce: 0.3)
        #expect(abs(k - (try Spring(duration: 0.5, bounce: 0.3)).stiffness) < 1e-12)
        let c = try Spring.damping(duration: 0.5, bounce: 0.3)
        #expect(abs(c - (try Spring(duration: 0.5, bounce: 0.3)).damping) < 1e-12)
    }

    @Test func retargetKeepsValueAndVelocityContinuous() throws {
        let m = try SpringMotion(spring: .bouncy, from: 0, to: 100, initialVelocity: 30)
        for t in [0.0, 0.05, 0.21, 0.7] {
            let r = try m.retargeted(to: -40, at: t)
            #expect(r.value(at: t) == m.value(at: t))
            #expect(r.velocity(at: t) == m.velocity(at: t))
            // And the retargeted motion heads to the new target.
            #expect(abs(r.value(at: t + 20) - (-40)) < 1e-9)
            let r2 = try Spring.smooth.retarget(m, to: 5, at: t)
            #expect(r2.value(at: t) == m.value(at: t) && r2.spring == .smooth)
        }
    }

    @Test func badInputThrowsTypedErrorNamingTheParameter() {
        func param(_ body: () throws -> Spring) -> String? {
            do { _ = try body(); return nil } catch let e as SpringError { return e.parameter } catch { return "untyped" }
        }
        #expect(param { try Spring(mass: 0, stiffness: 1, damping: 1) } == "mass")
        #expect(param { try Spring(mass: -1, stiffness: 1, damping: 1) } == "mass")
        #expect(param { try Spring(mass: .nan, stiffness: 1, damping: 1) } == "mass")
        #expect(param { try Spring(mass: 1, stiffness: 0, damping: 1) } == "stiffness")
        #expect(param { try Spring(mass: 1, stiffness: .infinity, damping: 1) } == "stiffness")
        #expect(param { try Spring(mass: 1, stiffness: 1, damping: -1e-300) } == "damping")
        #expect(param { try Spring(mass: 1, stiffness: 1, damping: 1, initialVelocity: .nan) } == "initialVelocity")
        #expect(param { try Spring(duration: 0.5, bounce: -1) } == "bounce")
        #expect(param { try Spring(duration: 0.5, bounce: 1.01) } == "bounce")
        #expect(param { try Spring(duration: 0, bounce: 0) } == "duration")
        #expect(param { try Spring(duration: -1, bounce: 0) } == "duration")
        #expect(param { try Spring(response: .infinity, dampingRatio: 1) } == "response")
        #expect(param { try Spring(response: 1, dampingRatio: -0.1) } == "dampingRatio")
        #expect(param { try Spring(settlingDuration: 1, dampingRatio: 0.5, epsilon: 1) } == "epsilon")
        #expect(param { try Spring(settlingDuration: 1, dampingRatio: 0.5, epsilon: 0) } == "epsilon")
        #expect(param { try Spring(uikitDuration: 0, dampingRatio: 0.5) } == "uikitDuration")
        #expect(param { try Spring(uikitDuration: 1, dampingRatio: 0) } == "dampingRatio")
        #expect(param { try Spring(mass: 1e-300, stiffness: 1e300, damping: 1) } == "stiffness")
        #expect(throws: SpringError.self) { try Spring.bouncy.settlingDuration(epsilon: 1.5) }
        #expect(throws: SpringError.self) { try Spring.dampingRatio(forOvershoot: 0) }
    }
}
