import Foundation
import Testing

@testable import Transitions

/// `hitTest(_:with:)` against UIKit's documented rules, one case per rule.
@Suite struct HitTestingTests {
    private func stage() -> (Simulation, Window, View) {
        let sim = Simulation()
        let w = Window(sim, size: CGSize(width: 300, height: 600))
        let v = View(sim, frame: CGRect(x: 50, y: 50, width: 100, height: 100), name: "v")
        w.addSubview(v)
        return (sim, w, v)
    }

    @Test func deepestViewContainingThePointWins() {
        let (sim, w, v) = stage()
        let child = View(sim, frame: CGRect(x: 10, y: 10, width: 20, height: 20), name: "child")
        v.addSubview(child)
        #expect(w.hitTest(CGPoint(x: 65, y: 65), with: nil) === child)
        #expect(w.hitTest(CGPoint(x: 100, y: 100), with: nil) === v)
        #expect(w.hitTest(CGPoint(x: 5, y: 5), with: nil) === w)
    }

    @Test func frontmostSiblingWins() {
        let (sim, w, v) = stage()
        let front = View(sim, frame: v.frame, name: "front")
        w.addSubview(front)
        #expect(w.hitTest(CGPoint(x: 60, y: 60), with: nil) === front)
        w.bringSubviewToFront(v)
        #expect(w.hitTest(CGPoint(x: 60, y: 60), with: nil) === v)
    }

    @Test func hiddenViewsAreNotHit() {
        let (_, w, v) = stage()
        v.isHidden = true
        #expect(w.hitTest(CGPoint(x: 60, y: 60), with: nil) === w)
    }

    @Test func alphaBelowOneHundredthIsNotHit() {
        let (_, w, v) = stage()
        v.alpha = 0.009
        #expect(w.hitTest(CGPoint(x: 60, y: 60), with: nil) === w)
        v.alpha = 0.01
        #expect(w.hitTest(CGPoint(x: 60, y: 60), with: nil) === v)
    }

    @Test func interactionDisabledHidesTheSubtree() {
        let (sim, w, v) = stage()
        let child = View(sim, frame: CGRect(x: 0, y: 0, width: 50, height: 50), name: "child")
        v.addSubview(child)
        v.isUserInteractionEnabled = false
        #expect(w.hitTest(CGPoint(x: 60, y: 60), with: nil) === w)
    }

    @Test func subviewOutsideItsSuperviewsBoundsIsNotHitWhateverTheClipping() {
        let (sim, w, v) = stage()
        let outside = View(sim, frame: CGRect(x: 120, y: 0, width: 50, height: 50), name: "outside")
        v.addSubview(outside)
        for clips in [false, true] {
            v.clipsToBounds = clips
            #expect(w.hitTest(CGPoint(x: 180, y: 60), with: nil) === w)
        }
    }

    @Test func transformsAndScrollOffsetsAreFollowed() {
        let (sim, w, v) = stage()
        v.transform = AffineTransform2D(scaleX: 2, y: 2)  // about the centre (100, 100): covers 0…200
        #expect(w.hitTest(CGPoint(x: 10, y: 10), with: nil) === v)
        v.transform = .identity
        // A bounds origin (a scroll view's contentOffset) moves the content up.
        let content = View(sim, frame: CGRect(x: 0, y: 150, width: 100, height: 50), name: "content")
        v.addSubview(content)
        v.bounds.origin = CGPoint(x: 0, y: 140)
        #expect(w.hitTest(CGPoint(x: 60, y: 65), with: nil) === content)
    }

    @Test func hitTestingUsesModelValuesNotTheScreen() {
        let (sim, w, v) = stage()
        sim.animate(duration: 1, animations: { v.center.x = 250 })
        sim.advance(by: 0.1)  // on screen near 100, model at 250
        #expect(w.hitTest(CGPoint(x: 250, y: 100), with: nil) === v)
        #expect(w.hitTest(CGPoint(x: 60, y: 60), with: nil) === w)
    }

    @Test func pointInsideCanBeOverridden() {
        final class Big: View {
            override func point(inside point: CGPoint, with event: Event?) -> Bool { bounds.insetBy(dx: -30, dy: -30).contains(point) }
        }
        let sim = Simulation()
        let w = Window(sim, size: CGSize(width: 300, height: 600))
        let b = Big(sim, frame: CGRect(x: 100, y: 100, width: 20, height: 20), name: "big")
        w.addSubview(b)
        #expect(w.hitTest(CGPoint(x: 80, y: 80), with: nil) === b)
    }

    @Test func responderChainGoesThroughTheOwningController() {
        let sim = Simulation()
        let w = Window(sim)
        let vc = ViewController(sim, title: "root")
        w.rootViewController = vc
        let child = View(sim, frame: CGRect(x: 0, y: 0, width: 10, height: 10), name: "c")
        vc.view.addSubview(child)
        #expect(child.next === vc.view)
        #expect(vc.view.next === vc)
        #expect(vc.next === w)
    }
}
