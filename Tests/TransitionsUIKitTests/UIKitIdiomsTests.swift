import Foundation
import Testing
import TransitionChecks
import TransitionsUIKit

/// UIKitIdioms.swift's animators and delegate under the checker.
@Suite struct UIKitIdiomsTests {
    @Test func idiomsRunCleanUnderTheChecker() {
        var program = UserProgram()
        program.presentationStyles = [.fullScreen, .overFullScreen, .custom]
        program.makePresented = { _, _ in CardViewController() }
        program.transitioningDelegate = { _ in IdiomsTransitioningDelegate() }
        program.navigationDelegate = { IdiomsTransitioningDelegate() }
        UIKitSeedsTests.expectClean("idioms", program, seed: 37, actions: ["present", "dismiss", "push", "pop"])
    }

    /// UIKitSpellings.swift's animator (spring, 3D, shadow path, dimming, autoresizing) and
    /// presentation controller (dimming view, alongside animations, layout hooks) under the checker.
    @Test func spellingsRunCleanUnderTheChecker() {
        var program = UserProgram()
        program.presentationStyles = [.fullScreen, .custom]
        program.transitioningDelegate = { _ in ProbeTransitioningDelegate() }
        program.navigationDelegate = { ProbeTransitioningDelegate() }
        UIKitSeedsTests.expectClean("spellings", program, seed: 41, actions: ["present", "dismiss", "push", "pop"])
    }

    /// Core Graphics' `applying(_:)`: the bounding box of the transformed corners.
    @Test func rectApplyingIsTheBoundingBox() {
        let r = CGRect(x: 10, y: 20, width: 30, height: 40)
        #expect(r.applying(.identity) == r)
        #expect(r.applying(CGAffineTransform(scaleX: 2, y: -1)) == CGRect(x: 20, y: -60, width: 60, height: 40))
        let turned = r.applying(CGAffineTransform(rotationAngle: .pi / 2))
        #expect(abs(turned.minX - -60) < 1e-12 && abs(turned.minY - 10) < 1e-12)
        #expect(abs(turned.width - 40) < 1e-12 && abs(turned.height - 30) < 1e-12)
        #expect(CGPoint(x: 1, y: 2).applying(CGAffineTransform(translationX: 3, y: 4)) == CGPoint(x: 4, y: 6))
    }
}
