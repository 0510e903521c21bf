import Foundation
import Testing

@testable import Transitions

@Suite struct KeyValueObservingTests {
    @Test func initialOldNewOnContentOffset() {
        let sim = Simulation()
        let s = ScrollView(sim, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var seen: [(CGPoint?, CGPoint?, Bool)] = []
        let token = s.observe(\.contentOffset, options: [.initial, .old, .new]) { _, c in seen.append((c.oldValue, c.newValue, c.isPrior)) }
        #expect(seen.count == 1 && seen[0].0 == nil && seen[0].1 == .zero)  // .initial: new only
        s.contentOffset = CGPoint(x: 0, y: 40)
        #expect(seen.count == 2 && seen[1].0 == .zero && seen[1].1 == CGPoint(x: 0, y: 40) && !seen[1].2)
        s.bounds.origin.y = 60  // the same property, set another way
        #expect(seen.count == 3 && seen[2].1?.y == 60)
        s.alpha = 0.5  // another property: no notification
        #expect(seen.count == 3)
        token.invalidate()
        s.contentOffset = .zero
        #expect(seen.count == 3)
    }

    @Test func priorComesBeforeTheChangeNotification() {
        let sim = Simulation()
        let v = View(sim, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var log: [String] = []
        let token = v.observe(\.alpha, options: [.prior, .old, .new]) { _, c in
            log.append(c.isPrior ? "prior old=\(c.oldValue!) new=\(String(describing: c.newValue))" : "old=\(c.oldValue!) new=\(c.newValue!)")
        }
        v.alpha = 0.25
        #expect(log == ["prior old=1.0 new=nil", "old=1.0 new=0.25"])
        _ = token
    }

    @Test func frameNotifiesOnceForOneSetAndForEveryPropertyItDependsOn() {
        let sim = Simulation()
        let v = View(sim, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var frames: [CGRect] = []
        let token = v.observe(\.frame, options: [.new]) { _, c in frames.append(c.newValue!) }
        v.frame = CGRect(x: 5, y: 5, width: 20, height: 30)
        #expect(frames == [CGRect(x: 5, y: 5, width: 20, height: 30)])  // once, never half-applied
        v.center = CGPoint(x: 100, y: 100)
        v.bounds.size = CGSize(width: 40, height: 40)
        #expect(frames.count == 3)
        withExtendedLifetime(token) {}
    }

    @Test func viewPropertiesRealCodeObserves() {
        let sim = Simulation()
        let v = View(sim, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var n = [String: Int]()
        let tokens = [
            v.observe(\.center) { _, _ in n["center", default: 0] += 1 },
            v.observe(\.bounds) { _, _ in n["bounds", default: 0] += 1 },
            v.observe(\.isHidden) { _, _ in n["isHidden", default: 0] += 1 },
            v.observe(\.transform) { _, _ in n["transform", default: 0] += 1 },
            v.observe(\.alpha) { _, _ in n["alpha", default: 0] += 1 },
        ]
        v.center = CGPoint(x: 1, y: 2)
        v.bounds = CGRect(x: 0, y: 0, width: 5, height: 5)
        v.isHidden = true
        v.transform = AffineTransform2D(scaleX: 2, y: 2)
        v.alpha = 0
        #expect(n == ["center": 1, "bounds": 1, "isHidden": 1, "transform": 1, "alpha": 1])
        withExtendedLifetime(tokens) {}
    }

    @Test func modelValueInsideAnAnimationNotifiesOnceAtTheSet() throws {
        let sim = Simulation()
        let w = Window(sim)
        let v = View(sim, frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        w.addSubview(v)
        var n = 0
        let token = v.observe(\.alpha) { _, _ in n += 1 }
        sim.animate(duration: 0.3, animations: { v.alpha = 0 })
        #expect(n == 1)
        try sim.runUntilIdle()
        #expect(n == 1)  // KVO reports the model value, not each frame
        token.invalidate()
    }

    @Test func contentSizeAndInsetAreObservable() {
        let sim = Simulation()
        let s = ScrollView(sim, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        var sizes: [CGSize] = [], insets = 0
        let a = s.observe(\.contentSize, options: [.new]) { _, c in sizes.append(c.newValue!) }
        let b = s.observe(\.contentInset) { _, _ in insets += 1 }
        s.contentSize = CGSize(width: 100, height: 500)
        s.contentInset.top = 20
        #expect(sizes == [CGSize(width: 100, height: 500)] && insets == 1)
        withExtendedLifetime((a, b)) {}
    }

    @Test func releasingTheTokenEndsTheObservation() {
        let sim = Simulation()
        let v = View(sim, frame: .zero)
        var n = 0
        do {
            let token = v.observe(\.alpha) { _, _ in n += 1 }
            v.alpha = 0.5
            _ = token
        }
        v.alpha = 0.2
        #expect(n == 1)
        #expect(v.keyValueObservers.isEmpty)
    }

    @Test func ownClassesConformByBracketingTheirSetters() {
        final class Model: KeyValueObservable {
            let keyValueObservers = KeyValueObserverList()
            var progress = 0.0 {
                willSet { keyValueObservers.willChange() }
                didSet { keyValueObservers.didChange() }
            }
        }
        let m = Model()
        var values: [Double] = []
        let token = m.observe(\.progress, options: [.new]) { _, c in values.append(c.newValue!) }
        m.progress = 0.5
        m.progress = 0.5  // unchanged: no notification (unlike KVO)
        m.progress = 1
        #expect(values == [0.5, 1])
        withExtendedLifetime(token) {}
    }

    @Test func theObservationDoesNotKeepTheObjectAlive() {
        let sim = Simulation()
        weak var weakView: View?
        var token: KeyValueObservation?
        do {
            let v = View(sim, frame: .zero)
            weakView = v
            token = v.observe(\.alpha) { _, _ in }
        }
        #expect(weakView == nil)
        token?.invalidate()
    }
}
