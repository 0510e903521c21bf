import Foundation
import Testing
import TransitionsUIKit

/// A layer subclass an app declares (a custom drawing layer).
private final class RingLayer: CALayer {
    var thickness: CGFloat = 4
}

/// `CALayer.presentation()` as Core Animation has it: a copy of the layer, of the layer's class,
/// holding what is on screen now; `model()` leads back.
@Suite struct PresentationLayerTests {
    /// The copy is a layer: code casts it (`as CALayer?`, `as! CALayer`, both valid on iOS),
    /// reads its frame mid-animation and falls back to the layer itself.
    @Test func thePresentationIsACopyOfTheLayerMidAnimation() throws {
        let sim = Simulation()
        try sim.asCurrent {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let card = UIView(frame: CGRect(x: 0, y: 600, width: 400, height: 200))
            root.addSubview(card)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { card.frame.origin.y = 200 })
            sim.advance(by: 0.25)
            let cast = try #require(card.layer.presentation() as CALayer?)
            #expect(cast.frame == CGRect(x: 0, y: 500, width: 400, height: 200))
            let forced = card.layer.presentation() as! CALayer
            #expect(forced.position == CGPoint(x: 200, y: 600))
            #expect(card.layer.frame.minY == 200, "the model value is the target")
            #expect(cast.model() === card.layer && card.layer.model() === card.layer)
            #expect(cast.presentation() === cast, "the presentation of a presentation is itself")
            #expect((card.layer.presentation() ?? card.layer).frame.minY == 500)
            #expect(cast.superlayer == nil && cast.sublayers == nil)
            // Changing the copy changes nothing on screen.
            cast.position = .zero
            #expect(card.layer.presentation()?.frame.minY == 500)
            try sim.runUntilIdle()
            #expect(card.layer.presentation()?.frame.minY == 200)
        }
        #expect(sim.violations.isEmpty, "\(sim.violations)")
    }

    /// Converting with the copy finds where a moving view is on screen (the layer tree's values
    /// on screen), as code that taps moving views does.
    @Test func convertingAndHitTestingWithThePresentationUseOnScreenValues() throws {
        let sim = Simulation()
        try sim.asCurrent {
            let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
            let container = UIView(frame: CGRect(x: 0, y: 100, width: 400, height: 700))
            let ball = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.addSubview(container)
            container.addSubview(ball)
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: { ball.frame.origin.x = 200 })
            sim.advance(by: 0.5)
            let p = try #require(ball.layer.presentation())
            // A tap at (110, 125) in the root: over the ball where it is now, not where it will be.
            let inBall = p.convert(CGPoint(x: 110, y: 125), from: root.layer)
            #expect(inBall == CGPoint(x: 10, y: 25))
            #expect(p.hitTest(CGPoint(x: 110, y: 25)) === p, "in the superlayer's coordinates, where the ball is now")
            #expect(p.hitTest(CGPoint(x: 210, y: 25)) == nil, "where the ball is going is not hit")
            #expect(p.convert(CGPoint.zero, to: nil) == CGPoint(x: 100, y: 100))
            #expect(ball.layer.convert(CGPoint.zero, to: nil) == CGPoint(x: 200, y: 100), "the model layer converts with model values")
            try sim.runUntilIdle()
        }
        #expect(sim.violations.isEmpty, "\(sim.violations)")
    }

    /// The copy is of the layer's class: a shape layer's has its path and the stroke on screen
    /// now, a gradient's its colours, an app's subclass is that subclass.
    @Test func theCopyIsOfTheLayersClass() throws {
        let sim = Simulation()
        try sim.asCurrent {
            let shape = CAShapeLayer()
            shape.path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 10)).cgPath
            shape.lineWidth = 3
            let stroke = CABasicAnimation(keyPath: "strokeEnd")
            stroke.fromValue = 0
            stroke.toValue = 1
            stroke.duration = 1
            shape.add(stroke, forKey: "draw")
            sim.advance(by: 0.5)
            let p = try #require(shape.presentation())
            #expect(p.path?.boundingBox == CGRect(x: 0, y: 0, width: 10, height: 10) && p.lineWidth == 3)
            #expect(abs(p.strokeEnd - 0.5) < 1e-9 && shape.strokeEnd == 1)
            let gradient = CAGradientLayer()
            gradient.colors = [UIColor.red.cgColor, UIColor.blue.cgColor]
            gradient.startPoint = CGPoint(x: 0, y: 0.5)
            #expect(gradient.presentation()?.colors?.count == 2 && gradient.presentation()?.startPoint == CGPoint(x: 0, y: 0.5))
            let ring = RingLayer()
            ring.shadowOpacity = 0.3
            ring.cornerRadius = 8
            let rp = try #require(ring.presentation())
            #expect(type(of: rp) == RingLayer.self && rp.shadowOpacity == 0.3 && rp.cornerRadius == 8)
            #expect(rp.thickness == 4, "an app subclass's own properties are its init()'s, not copied")
        }
    }

    /// `init(layer:)` copies what is drawn and how, not only the geometry (Core Animation copies
    /// every property).
    @Test func initLayerCopiesTheSettings() {
        let sim = Simulation()
        sim.asCurrent {
            let shape = CAShapeLayer()
            shape.frame = CGRect(x: 5, y: 6, width: 7, height: 8)
            shape.cornerRadius = 4
            shape.shadowRadius = 9
            shape.fillColor = UIColor.red.cgColor
            shape.fillRule = .evenOdd
            let copy = CAShapeLayer(layer: shape)
            #expect(copy.frame == shape.frame && copy.cornerRadius == 4 && copy.shadowRadius == 9)
            #expect(copy.fillColor == UIColor.red.cgColor && copy.fillRule == .evenOdd)
            #expect(!copy.isPresentationLayer && copy.model() === copy)
        }
    }
}
