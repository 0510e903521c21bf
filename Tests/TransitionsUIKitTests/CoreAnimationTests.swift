import Foundation
import Springs
import Testing
import TransitionsUIKit

/// Records what an explicit animation's delegate hears.
private final class Recorder: CAAnimationDelegate {
    var events: [String] = []
    func animationDidStart(_ animation: CAAnimation) { events.append("start") }
    func animationDidStop(_ animation: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
}

private func close(_ a: Double, _ b: Double, _ tol: Double = 1e-9) -> Bool { abs(a - b) <= tol }

/// Explicit Core Animation animations: presentation only, Core Animation's timing and callbacks.
@Suite struct CoreAnimationTests {
    /// `presentation()` reads as a layer does: its `transform` (with the layer's perspective),
    /// `affineTransform`, and `opacity` as a `Float`.
    @Test func thePresentationHasTheLayersProperties() throws {
        try withUIKitStage { sim, root in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.view.addSubview(card)
            var perspective = CATransform3DIdentity
            perspective.m34 = -1 / 500
            card.layer.transform = perspective
            UIView.animate(withDuration: 1, delay: 0, options: [.curveLinear], animations: {
                card.transform = CGAffineTransform(scaleX: 0.5, y: 0.5)
                card.alpha = 0
            })
            sim.advance(by: 0.5)
            let p = try #require(card.layer.presentation())
            #expect(abs(p.transform.m11 - 0.75) < 1e-9 && p.transform.m34 == -1 / 500)
            #expect(abs(p.affineTransform().a - 0.75) < 1e-9)
            let o: Float = p.opacity
            #expect(abs(o - 0.5) < 1e-6)
            #expect(!p.isHidden && p.zPosition == 0)
            try sim.runUntilIdle()
        }
    }

    @Test func basicAnimationMovesThePresentationOnlyAndSnapsBack() throws {
        try withUIKitStage { sim, root in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.view.addSubview(v)
            let rec = Recorder()
            let a = CABasicAnimation(keyPath: "position.x")
            a.fromValue = 50
            a.toValue = 250
            a.duration = 1
            a.delegate = rec
            v.layer.add(a, forKey: "slide")
            sim.advance(by: 0.5)
            #expect(close(Double(v.layer.presentation()!.position.x), 150))
            #expect(v.layer.position.x == 50 && v.frame.minX == 0)  // the model is unchanged
            #expect(rec.events == ["start"])
            #expect(v.layer.animation(forKey: "slide") === a && v.layer.animationKeys() == ["slide"])
            try sim.runUntilIdle()
            #expect(rec.events == ["start", "stop true"])
            #expect(v.layer.presentation()!.position.x == 50)  // removed on completion: back to the model
            #expect(v.layer.animation(forKey: "slide") == nil)
        }
    }

    /// Values boxed in `NSValue`s, as Swift code for UIKit writes them: a transform and a point.
    @Test func boxedValuesAnimate() throws {
        try withUIKitStage { sim, root in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.view.addSubview(v)
            let scale = CABasicAnimation(keyPath: "transform")
            scale.fromValue = NSValue(caTransform3D: CATransform3DMakeScale(0.5, 0.5, 1))
            scale.toValue = NSValue(caTransform3D: CATransform3DIdentity)
            scale.duration = 1
            v.layer.add(scale, forKey: "pop")
            let move = CABasicAnimation(keyPath: "position")
            move.fromValue = NSValue(cgPoint: CGPoint(x: 50, y: 50))
            move.toValue = NSValue(cgPoint: CGPoint(x: 250, y: 50))
            move.duration = 1
            v.layer.add(move, forKey: "move")
            sim.advance(by: 0.5)
            let p = try #require(v.layer.presentation())
            #expect(close(Double(p.position.x), 150))
            #expect(close(p.transform.m11, 0.75))
            #expect((scale.fromValue as? NSValue)?.caTransform3DValue.m11 == 0.5)
            #expect(NSValue(cgAffineTransform: CGAffineTransform(scaleX: 2, y: 3)).cgAffineTransformValue.d == 3)
            #expect(NSValue(cgPoint: .zero).caTransform3DValue == CATransform3DIdentity)
            try sim.runUntilIdle()
            #expect(v.layer.presentation()!.transform == CATransform3DIdentity)
        }
    }

    /// A push without animation shown through a `CATransition` on the navigation controller's
    /// layer, as tutorials write it: the stack changes at once, the transition runs its duration
    /// under `kCATransition`, and a transaction's completion waits for it.
    @Test func aTransitionRunsItsTimingWhileTheContentChanges() throws {
        try withUIKitStage { sim, root in
            final class Recorder: NSObject, CAAnimationDelegate {
                var events: [String] = []
                func animationDidStart(_ anim: CAAnimation) { events.append("start") }
                func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { events.append("stop \(flag)") }
            }
            let nav = UINavigationController(rootViewController: UIViewController())
            root.present(nav, animated: false)
            try sim.runUntilIdle()
            let recorder = Recorder()
            var completed = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { completed = true }
            let transition = CATransition()
            transition.duration = 0.4
            transition.type = .push
            transition.subtype = .fromRight
            transition.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
            transition.delegate = recorder
            nav.view.layer.add(transition, forKey: nil)
            let next = UIViewController()
            nav.pushViewController(next, animated: false)
            CATransaction.commit()
            #expect(nav.topViewController === next)
            #expect(nav.view.layer.animation(forKey: kCATransition) === transition)
            sim.advance(by: 0.2)
            #expect(recorder.events == ["start"] && !completed)
            try sim.runUntilIdle()
            #expect(recorder.events == ["start", "stop true"] && completed)
            #expect(nav.view.layer.animation(forKey: kCATransition) == nil)
        }
    }

    /// Motion along a path: each element after the first move is a keyframe segment (equal
    /// times in the linear mode), constant speed in the paced mode; curves are followed.
    @Test(arguments: [false, true]) func keyframesFollowAPath(paced: Bool) throws {
        try withUIKitStage { sim, root in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.view.addSubview(v)
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 0, y: 0))
            path.addLine(to: CGPoint(x: 300, y: 0))
            path.addLine(to: CGPoint(x: 300, y: 100))
            let move = CAKeyframeAnimation(keyPath: "position")
            move.path = path.cgPath
            move.duration = 1
            if paced { move.calculationMode = .paced }
            v.layer.add(move, forKey: "along")
            sim.advance(by: 0.5)
            let mid = try #require(v.layer.presentation()?.position)
            // Linear: half the time at the corner; paced: half of the 400-point length, x = 200.
            #expect(close(Double(mid.x), paced ? 200 : 300) && close(Double(mid.y), 0))
            sim.advance(by: 0.375)
            let late = try #require(v.layer.presentation()?.position)
            #expect(close(Double(late.x), 300) && close(Double(late.y), paced ? 50 : 75))
            try sim.runUntilIdle()
            #expect(v.layer.presentation()?.position == v.layer.position)
        }
    }

    @Test func keyframesFollowACurve() throws {
        try withUIKitStage { sim, root in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.view.addSubview(v)
            // A quarter circle of radius 100 about (0, 0), as a cubic Bézier (k = 0.5523).
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 100, y: 0))
            path.addCurve(to: CGPoint(x: 0, y: 100), controlPoint1: CGPoint(x: 100, y: 55.23), controlPoint2: CGPoint(x: 55.23, y: 100))
            let move = CAKeyframeAnimation(keyPath: "position")
            move.path = path.cgPath
            move.calculationMode = .paced
            move.duration = 1
            v.layer.add(move, forKey: "arc")
            for step in 1...4 {
                sim.advance(by: 0.2)
                let p = try #require(v.layer.presentation()?.position)
                let r = (Double(p.x) * Double(p.x) + Double(p.y) * Double(p.y)).squareRoot()
                #expect(abs(r - 100) < 0.1, "step \(step): \(p)")
                let angle = atan2(Double(p.y), Double(p.x)) * 180 / .pi
                #expect(abs(angle - 18 * Double(step)) < 0.5, "constant speed: \(angle)° at step \(step)")
            }
        }
    }

    /// `rotationMode`: along a path the layer turns to the direction of motion (the tangent of
    /// the quarter circle is the angle + 90°), a half turn more when reversed, on top of the
    /// layer's own rotation; without a mode it does not turn; afterwards the model's rotation.
    /// On a zero-length segment (linear mode gives it the second half of the time) the layer
    /// keeps the curve's end direction.
    @Test(arguments: [nil, "auto", "autoReverse"]) func keyframesTurnAlongThePath(mode: String?) throws {
        func turn(_ layer: CALayer?) -> Double {
            let t = layer?.affineTransform() ?? .identity
            return atan2(Double(t.b), Double(t.a))
        }
        func offset(_ mode: String?) -> Double {
            switch mode {
            case "auto": 0.1
            case "autoReverse": .pi + 0.1
            default: 0
            }
        }
        try withUIKitStage { sim, root in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.view.addSubview(v)
            v.transform = CGAffineTransform(rotationAngle: 0.1)
            let path = UIBezierPath()
            path.move(to: CGPoint(x: 100, y: 0))
            path.addCurve(to: CGPoint(x: 0, y: 100), controlPoint1: CGPoint(x: 100, y: 55.23), controlPoint2: CGPoint(x: 55.23, y: 100))
            path.addLine(to: CGPoint(x: 0, y: 100))
            for paced in [true, false] {
                let move = CAKeyframeAnimation(keyPath: "position")
                move.path = path.cgPath
                if paced { move.calculationMode = .paced }
                move.rotationMode = mode.map(CAAnimationRotationMode.init(rawValue:))
                move.duration = 1
                v.layer.add(move, forKey: "arc")
                for step in 1...4 {
                    sim.advance(by: 0.2)
                    let layer = try #require(v.layer.presentation())
                    // Paced: on the curve; linear: the curve until 0.5, then the zero-length line.
                    let along = !paced && step >= 3 ? Double.pi : atan2(Double(layer.position.y), Double(layer.position.x)) + .pi / 2
                    let expected = mode == nil ? 0.1 : along + offset(mode)
                    let difference = remainder(turn(layer) - expected, 2 * .pi)
                    #expect(abs(difference) < 1e-3, "step \(step), paced \(paced): \(turn(layer)) against \(expected)")
                }
                try sim.runUntilIdle()
                #expect(abs(turn(v.layer.presentation()) - 0.1) < 1e-9)
            }
        }
    }

    /// `affineTransform()` is a method, as in Core Animation, on layers and their presentation;
    /// the contents' rectangle, centre and gravity are kept.
    @Test func affineTransformIsAMethodAndContentsSettingsAreKept() {
        withUIKitStage { _, root in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.view.addSubview(v)
            v.layer.setAffineTransform(CGAffineTransform(scaleX: 2, y: 2))
            #expect(v.layer.affineTransform().a == 2 && v.transform.a == 2)
            #expect(v.layer.presentation()?.affineTransform().a == 2)
            v.layer.contentsRect = CGRect(x: 0, y: 0, width: 0.5, height: 1)
            v.layer.contentsGravity = .resizeAspectFill
            #expect(v.layer.contentsRect.width == 0.5 && v.layer.contentsGravity == .resizeAspectFill)
        }
    }

    @Test func fillForwardsHoldsTheEndUntilRemoved() throws {
        try withUIKitStage { sim, root in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.view.addSubview(v)
            let rec = Recorder()
            let a = CABasicAnimation(keyPath: "opacity")
            a.toValue = 0
            a.duration = 0.5
            a.fillMode = .forwards
            a.isRemovedOnCompletion = false
            a.delegate = rec
            v.layer.add(a, forKey: "fade")
            try sim.runUntilIdle()
            #expect(v.layer.presentation()!.opacity == 0 && v.alpha == 1)
            #expect(rec.events == ["start", "stop true"])
            v.layer.removeAnimation(forKey: "fade")
            #expect(v.layer.presentation()!.opacity == 1)
            #expect(rec.events == ["start", "stop true"])  // told once
        }
    }

    @Test func replacingUnderTheSameKeyStopsTheOldOneUnfinished() throws {
        try withUIKitStage { sim, root in
            let old = Recorder(), new = Recorder()
            let a = CABasicAnimation(keyPath: "position.y"), b = CABasicAnimation(keyPath: "position.y")
            (a.toValue, a.duration, a.delegate) = (100, 1, old)
            (b.toValue, b.duration, b.delegate) = (200, 1, new)
            root.view.layer.add(a, forKey: "k")
            sim.advance(by: 0.25)
            root.view.layer.add(b, forKey: "k")
            #expect(old.events == ["start", "stop false"])
            try sim.runUntilIdle()
            #expect(new.events == ["start", "stop true"])
        }
    }

    @Test func timingFunctionShapesProgress() throws {
        try withUIKitStage { sim, root in
            let a = CABasicAnimation(keyPath: "cornerRadius")
            (a.fromValue, a.toValue, a.duration) = (0, 100, 1)
            a.timingFunction = CAMediaTimingFunction(name: .easeIn)
            root.view.layer.add(a, forKey: nil)
            sim.advance(by: 0.5)
            let expected = 100 * TimingCurve.easeIn.progress(at: 0.5)
            #expect(close(root.view.layer.presentation()!.cornerRadius, expected, 1e-4))  // control points are Floats
            let custom = CAMediaTimingFunction(controlPoints: 0.2, 0, 0, 1)
            #expect(custom.controlPoint(at: 1).x == Double(Float(0.2)) && custom.controlPoint(at: 3).y == 1)
            try sim.runUntilIdle()
        }
    }

    @Test func autoreverseAndRepeatCount() throws {
        try withUIKitStage { sim, root in
            let a = CABasicAnimation(keyPath: "position.x")
            (a.fromValue, a.toValue, a.duration) = (0, 100, 1)
            a.autoreverses = true
            a.repeatCount = 2
            a.fillMode = .forwards
            a.isRemovedOnCompletion = false
            root.view.layer.add(a, forKey: "a")
            func x() -> Double { Double(root.view.layer.presentation()!.position.x) }
            sim.advance(by: 0.5)
            #expect(close(x(), 50))
            sim.advance(by: 1)  // 1.5: on the way back
            #expect(close(x(), 50))
            sim.advance(by: 0.5)  // 2.0: back at the start, second cycle begins
            #expect(close(x(), 0))
            sim.advance(by: 1)  // 3.0: forward again
            #expect(close(x(), 100))
            sim.advance(by: 2)  // ended (4 s): filled at the end of the last cycle, the start
            #expect(close(x(), 0))
        }
    }

    @Test func beginTimeInTheFutureWithBackwardsFill() throws {
        try withUIKitStage { sim, root in
            let a = CABasicAnimation(keyPath: "opacity")
            (a.fromValue, a.toValue, a.duration) = (0.2, 1, 1)
            a.beginTime = CACurrentMediaTime() + 0.5
            a.fillMode = .backwards
            root.view.layer.add(a, forKey: "late")
            sim.advance(by: 0.25)
            #expect(abs(root.view.layer.presentation()!.opacity - 0.2) < 1e-6)  // held at fromValue before it begins
            sim.advance(by: 0.75)  // 0.5 s into it
            #expect(abs(root.view.layer.presentation()!.opacity - 0.6) < 1e-6)
            try sim.runUntilIdle()
            #expect(root.view.layer.presentation()!.opacity == 1)
        }
    }

    @Test func springAnimationFollowsTheClosedForm() throws {
        try withUIKitStage { sim, root in
            let a = CASpringAnimation(keyPath: "position.y")
            (a.fromValue, a.toValue) = (0, 300)
            (a.mass, a.stiffness, a.damping, a.initialVelocity) = (1, 100, 5, 0)
            #expect(abs(a.settlingDuration - 2.848) < 0.01)
            a.duration = a.settlingDuration
            root.view.layer.add(a, forKey: "spring")
            sim.advance(by: 0.3)
            let spring = try Spring(mass: 1, stiffness: 100, damping: 5)
            #expect(close(Double(root.view.layer.presentation()!.position.y), 300 * spring.progress(at: 0.3), 1e-6))
            try sim.runUntilIdle()
            #expect(root.view.layer.animation(forKey: "spring") == nil)
        }
    }

    @Test func keyframesFollowKeyTimes() throws {
        try withUIKitStage { sim, root in
            let a = CAKeyframeAnimation(keyPath: "position.x")
            a.values = [0, 100, 0]
            a.keyTimes = [0, 0.25, 1]
            a.duration = 1
            root.view.layer.add(a, forKey: "shake")
            sim.advance(by: 0.125)
            #expect(close(Double(root.view.layer.presentation()!.position.x), 50))
            sim.advance(by: 0.5)  // 0.625: halfway back
            #expect(close(Double(root.view.layer.presentation()!.position.x), 50))
            a.calculationMode = .discrete  // a copy was added: the running animation is unchanged
            sim.advance(by: 0.125)
            #expect(close(Double(root.view.layer.presentation()!.position.x), 100.0 / 3))
            try sim.runUntilIdle()
        }
    }

    @Test func groupRunsChildrenInItsTime() throws {
        try withUIKitStage { sim, root in
            let rec = Recorder()
            let move = CABasicAnimation(keyPath: "position.x")
            (move.fromValue, move.toValue) = (0, 100)
            let fade = CABasicAnimation(keyPath: "opacity")
            (fade.fromValue, fade.toValue, fade.beginTime, fade.duration) = (1, 0, 0.5, 0.5)
            let group = CAAnimationGroup()
            group.animations = [move, fade]
            group.duration = 1
            group.delegate = rec
            root.view.layer.add(group, forKey: "g")
            sim.advance(by: 0.25)
            let p = root.view.layer.presentation()!
            #expect(close(Double(p.position.x), 25) && p.opacity == 1)  // the fade has not begun
            sim.advance(by: 0.5)
            let q = root.view.layer.presentation()!
            #expect(close(Double(q.position.x), 75) && abs(q.opacity - 0.5) < 1e-6)
            try sim.runUntilIdle()
            #expect(rec.events == ["start", "stop true"])
        }
    }

    @Test func rotationIsInterpolatedAsAnAngle() throws {
        try withUIKitStage { sim, root in
            let a = CABasicAnimation(keyPath: "transform.rotation.z")
            (a.fromValue, a.toValue, a.duration) = (0, Double.pi, 1)
            root.view.layer.add(a, forKey: "spin")
            sim.advance(by: 0.5)
            let t = root.view.layer.presentation()!.affineTransform()
            #expect(abs(t.a) < 1e-9 && close(t.b, 1))  // a quarter turn, not a squashed matrix
            let s = CABasicAnimation(keyPath: "transform.scale")
            (s.fromValue, s.toValue, s.duration) = (1, 3, 1)
            root.view.layer.add(s, forKey: "grow")
            sim.advance(by: 0.25)  // rotation at 3π/4, scale at 1.5
            let u = root.view.layer.presentation()!.affineTransform()
            #expect(close((u.a * u.a + u.b * u.b).squareRoot(), 1.5) && close(atan2(u.b, u.a), 3 * .pi / 4))
            try sim.runUntilIdle()
        }
    }

    @Test func transactionCompletionWaitsForExplicitAnimations() throws {
        try withUIKitStage { sim, root in
            var done = false
            CATransaction.begin()
            CATransaction.setCompletionBlock { done = true }
            let a = CABasicAnimation(keyPath: "opacity")
            (a.toValue, a.duration) = (0, 0.5)
            root.view.layer.add(a, forKey: "fade")
            CATransaction.commit()
            sim.advance(by: 0.25)
            #expect(!done)
            try sim.runUntilIdle()
            #expect(done)
        }
    }

    @Test func shapeMaskPathAnimationClipsWhatIsSeen() throws {
        try withUIKitStage { sim, root in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
            root.view.addSubview(v)
            let mask = CAShapeLayer()
            let small = UIBezierPath(ovalIn: CGRect(x: 90, y: 90, width: 20, height: 20)).cgPath
            let large = UIBezierPath(ovalIn: CGRect(x: -100, y: -100, width: 400, height: 400)).cgPath
            mask.path = large
            v.layer.mask = mask
            let a = CABasicAnimation(keyPath: "path")
            (a.fromValue, a.toValue, a.duration) = (small, large, 1)
            mask.add(a, forKey: "reveal")
            sim.advance(by: 0.5)
            let box = try #require(mask.presentedPath?.boundingBox)
            #expect(close(Double(box.width), 210, 1e-6) && mask.path == large)
            try sim.runUntilIdle()
            #expect(mask.presentedPath == large)
        }
    }

    @Test func floatAndDoubleSpellingsBothCompile() throws {
        try withUIKitStage { _, root in
            let layer = root.view.layer
            layer.shadowOpacity = 0.5
            layer.shadowOpacity = Float(0.25)
            let s: Float = layer.shadowOpacity
            layer.opacity = Float(0.5)
            let f: Float = layer.opacity
            layer.opacity = 0.75
            let d = Double(layer.opacity)
            layer.speed = Float(1)
            let inferred = layer.opacity  // Float, as in Core Animation
            #expect(s == 0.25 && f == 0.5 && d == 0.75 && inferred == Float(0.75) && layer.speed == 1)
            #expect(type(of: inferred) == Float.self)
            layer.setValue(CGPoint(x: 7, y: 8), forKey: "position")
            #expect(layer.value(forKey: "position.x") as? Double == 7)
        }
    }
}

/// Layer layout as Core Animation runs it: a standalone layer's `layoutSublayers()` in the next
/// layout pass after `setNeedsLayout()` or a size change; a backing layer's with its view's
/// layout. Font descriptors make fonts of their size and weight.
@Suite struct LayerLayoutTests {
    private final class Ring: CALayer {
        let dot = CALayer()
        var layouts = 0
        // As the rewriter writes an app's `override init()` (views make layers from `layerClass`).
        required init() {
            super.init()
            addSublayer(dot)
        }
        override init(layer: Any) { super.init(layer: layer) }
        required init?(coder: NSCoder) { fatalError() }
        override func layoutSublayers() {
            super.layoutSublayers()
            layouts += 1
            dot.frame = CGRect(x: bounds.midX - 2, y: 0, width: 4, height: 4)
        }
    }

    @Test func sublayersAreLaidOutInTheNextPass() throws {
        try withUIKitStage { sim, root in
            let ring = Ring()
            root.view.layer.addSublayer(ring)
            ring.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            #expect(ring.needsLayout() && ring.layouts == 0)
            sim.advanceFrame()
            #expect(ring.layouts == 1 && ring.dot.frame.minX == 48 && !ring.needsLayout())
            ring.bounds.size.width = 40
            ring.layoutIfNeeded()
            #expect(ring.layouts == 2 && ring.dot.frame.minX == 18)
            sim.advanceFrame()
            #expect(ring.layouts == 2)
            #expect(CAShapeLayer.defaultAction(forKey: "position") == nil && ring.action(forKey: "bounds") == nil)
        }
    }

    @Test func fontDescriptorsMakeFonts() {
        let bold = UIFont.systemFont(ofSize: 15).fontDescriptor.withSymbolicTraits(.traitBold)!
        let font = UIFont(descriptor: bold, size: 0)
        #expect(font.pointSize == 15 && font.weight == .bold)
        let sized = UIFont(descriptor: UIFontDescriptor(name: "Avenir", size: 12), size: 20)
        #expect(sized.pointSize == 20 && sized.fontName == "Avenir")
        #expect(UIFontDescriptor.preferredFontDescriptor(withTextStyle: .headline).pointSize == 17)
        #expect(UIFont.boldSystemFont(ofSize: 10).fontDescriptor.symbolicTraits.contains(.traitBold))
    }
}
