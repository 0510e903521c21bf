import Foundation
import PropertyBased
import Testing

@testable import Springs

@Suite struct TimingCurveTests {
    @Test func presetsHaveExactControlPoints() {
        #expect(CubicBezier.linear == CubicBezier(unchecked: 0, 0, 1, 1))
        #expect(CubicBezier.easeIn == CubicBezier(unchecked: 0.42, 0, 1, 1))
        #expect(CubicBezier.easeOut == CubicBezier(unchecked: 0, 0, 0.58, 1))
        #expect(CubicBezier.easeInEaseOut == CubicBezier(unchecked: 0.42, 0, 0.58, 1))
        #expect(CubicBezier.default == CubicBezier(unchecked: 0.25, 0.1, 0.25, 1))
        for x in stride(from: 0.0, through: 1, by: 0.01) {
            #expect(abs(TimingCurve.linear.progress(at: x) - x) < 1e-12)
        }
    }

    static let bezier = zip(Gen.double(in: 0...1), Gen.double(in: -1...2), Gen.double(in: 0...1), Gen.double(in: -1...2))
        .map { try! CubicBezier($0, $1, $2, $3) }

    @Test func inverseErrorBelow1e7() async {
        await propertyCheck(count: 500, input: TimingCurveTests.bezier, Gen.double(in: 0...1)) { b, x in
            let s = b.parameter(forX: x)
            #expect(abs(b.x(s) - x) <= 1e-7, "\(b) x=\(x)")
            #expect(abs(b.x(s) - x) <= 1e-12)  // the stronger bound we actually achieve
        }
    }

    @Test func monotoneCurvesStayMonotone() async {
        let mono = zip(Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1), Gen.double(in: 0...1))
            .map { try! CubicBezier($0, $1, $2, $3) }
        await propertyCheck(count: 300, input: mono) { b in
            #expect(b.isMonotone)
            var last = -Double.infinity
            for i in 0...400 {
                let y = b.progress(at: Double(i) / 400)
                #expect(y >= last - 1e-12, "\(b) not monotone at \(i)")
                last = y
            }
            #expect(b.progress(at: 0) == 0 && b.progress(at: 1) == 1)
        }
        for p in [CubicBezier.linear, .easeIn, .easeOut, .easeInEaseOut, .default] { #expect(p.isMonotone) }
    }

    @Test func reversalAndSpeedScaling() async throws {
        await propertyCheck(count: 200, input: TimingCurveTests.bezier, Gen.double(in: 0...1)) { b, f in
            let c = TimingCurve.cubicBezier(b)
            #expect(abs(c.reversed.progress(at: f) - (1 - c.progress(at: 1 - f))) <= 1e-9)
            #expect(abs(c.reversed.reversed.progress(at: f) - c.progress(at: f)) <= 1e-9)
            let fast = try! c.scaled(by: 2)
            #expect(abs(fast.progress(at: f / 2) - c.progress(at: f)) <= 1e-12)
        }
        let spring = try TimingCurve.spring(.bouncy, over: 1)
        #expect(abs(spring.reversed.progress(at: 0.3) - (1 - spring.progress(at: 0.7))) < 1e-15)
        #expect(throws: SpringError.self) { try TimingCurve.linear.scaled(by: 0) }
    }

    @Test func cssSteps() throws {
        // CSS Easing 2 examples: steps(4, jump-end) at 0.3 → 0.25; jump-start → 0.5; jump-both over 5 jumps.
        #expect(try Steps(4, .jumpEnd).progress(at: 0.3) == 0.25)
        #expect(try Steps(4, .jumpStart).progress(at: 0.3) == 0.5)
        #expect(try Steps(4, .jumpBoth).progress(at: 0) == 0.2)
        #expect(try Steps(4, .jumpBoth).progress(at: 1) == 1)
        #expect(try Steps(4, .jumpNone).progress(at: 0.3) == 1.0 / 3)
        #expect(try Steps(4, .jumpEnd).progress(at: 1) == 1)
        #expect(try Steps(1, .jumpStart).progress(at: 0) == 1)
        #expect(throws: SpringError.self) { try Steps(1, .jumpNone) }
        #expect(throws: SpringError.self) { try Steps(0) }
    }

    @Test func cssLinear() throws {
        // linear(0, 0.25 75%, 1): 0→0.25 over [0, 0.75], then 0.25→1 over [0.75, 1].
        let l = try LinearEasing([(0, nil), (0.25, 0.75), (1, nil)])
        #expect(l.progress(at: 0.375) == 0.125)
        #expect(abs(l.progress(at: 0.875) - 0.625) < 1e-15)
        // Missing inputs are spaced evenly: linear(0, 0.5, 1) is the identity.
        let id = try LinearEasing([(0, nil), (0.5, nil), (1, nil)])
        #expect(id.points.map(\.input) == [0, 0.5, 1])
        #expect(id.progress(at: 0.3) == 0.3)
        // Decreasing inputs are raised: linear(0, 1 50%, 0 20%, 1) → third input 0.5 (a jump).
        let j = try LinearEasing([(0, nil), (1, 0.5), (0, 0.2), (1, nil)])
        #expect(j.points.map(\.input) == [0, 0.5, 0.5, 1])
        #expect(j.progress(at: 0.5) == 0)  // coincident inputs take the later point
        #expect(throws: SpringError.self) { try LinearEasing([(0, nil)]) }
        #expect(throws: SpringError.self) { try LinearEasing([(0, nil), (.nan, nil)]) }
    }

    @Test func springProgressCurve() throws {
        let c = try TimingCurve.uikitSpring(duration: 0.5, dampingRatio: 0.7)
        #expect(c.progress(at: 0) == 0)
        #expect(c.progress(at: 1) == 1)
        // At the end of UIKit's duration the motion is within ε = 0.001 of the target.
        guard case .spring(let s, let d) = c else { Issue.record("not a spring curve"); return }
        #expect(abs(s.progress(at: d) - 1) <= 1e-3)
        #expect(abs(c.slope(at: 0) - 0) < 1e-12)  // starts at rest
    }

    @Test func badCurvesThrow() {
        #expect(throws: SpringError.self) { try TimingCurve.bezier(-0.1, 0, 1, 1) }
        #expect(throws: SpringError.self) { try TimingCurve.bezier(0, 0, 1.1, 1) }
        #expect(throws: SpringError.self) { try TimingCurve.bezier(0, .nan, 1, 1) }
        #expect(throws: SpringError.self) { try TimingCurve.spring(.bouncy, over: 0) }
        #expect(TimingCurve.easeIn.progress(at: .nan) == 0)
    }
}
