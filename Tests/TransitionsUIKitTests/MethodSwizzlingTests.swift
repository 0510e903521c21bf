import Foundation
import Testing
import TransitionsUIKit

// What `transit-uikit-rewrite` puts first in a method a swizzle may exchange, written by hand
// here (these tests are not rewritten).

/// A class with two methods of its own, each with the rewriter's check.
final class SwizzledCard: UIView {
    private(set) var calls: [String] = []
    func height(_ scale: CGFloat) -> CGFloat {
        if let r = _transitSwizzled(self, SwizzledCard.self, "height:", scale), let v = r.value as? CGFloat { return v }
        calls.append("height")
        return 100 * scale
    }
    func doubledHeight(_ scale: CGFloat) -> CGFloat {
        if let r = _transitSwizzled(self, SwizzledCard.self, "doubledHeight:", scale), let v = r.value as? CGFloat { return v }
        calls.append("doubled")
        return 2 * doubledHeight(scale)  // the other implementation, once exchanged
    }
}

/// Marks the controllers whose swizzled `viewDidLoad` ran.
final class SwizzleMarkedController: UIViewController {
    var swizzledLoads = 0
}

extension UIViewController {
    func marked_viewDidLoad() {
        if _transitSwizzled(self, UIViewController.self, "marked_viewDidLoad") != nil { return }
        marked_viewDidLoad()  // UIKit's viewDidLoad, once exchanged
        (self as? SwizzleMarkedController)?.swizzledLoads += 1
    }
}

@Suite struct MethodSwizzlingTests {
    /// Two methods of one class exchanged: each call runs the other's body (which calls itself
    /// to reach the first); exchanging again restores both.
    @Test func exchangingTwoMethodsOfAClass() throws {
        let sim = Simulation()
        try sim.asCurrent {
            let card = SwizzledCard(frame: .zero)
            let a = try #require(class_getInstanceMethod(SwizzledCard.self, Selector(SwizzledCard.height, "height:")))
            let b = try #require(class_getInstanceMethod(SwizzledCard.self, Selector(SwizzledCard.doubledHeight, "doubledHeight:")))
            #expect(!class_addMethod(SwizzledCard.self, Selector(SwizzledCard.height, "height:"), method_getImplementation(b), nil))
            method_exchangeImplementations(a, b)
            #expect(card.height(1) == 200)
            #expect(card.calls == ["doubled", "height"])
            #expect(method_getName(a) == Selector("height:"))
            method_exchangeImplementations(a, b)
            #expect(card.height(2) == 200 && card.calls.last == "height" && card.calls.count == 3)
        }
        #expect(sim.violations.isEmpty, "\(sim.violations)")
    }

    /// UIKit's `viewDidLoad` exchanged on `UIViewController` itself (what most libraries do): a
    /// subclass's override calls `super`, which runs the app's method, which runs UIKit's. The
    /// swizzle is process-wide, as on iOS: exchanged back at the end, and harmless for other
    /// controllers meanwhile (the app's method forwards).
    @Test func exchangingAUIKitMethod() throws {
        let original = try #require(class_getInstanceMethod(UIViewController.self, Selector(UIViewController.viewDidLoad, "viewDidLoad")))
        let mine = try #require(class_getInstanceMethod(UIViewController.self, Selector(UIViewController.marked_viewDidLoad, "marked_viewDidLoad")))
        #expect(!class_addMethod(UIViewController.self, Selector(UIViewController.viewDidLoad, "viewDidLoad"), method_getImplementation(mine), nil))
        method_exchangeImplementations(original, mine)
        defer { method_exchangeImplementations(original, mine) }
        let sim = Simulation()
        let vc = sim.asCurrent { SwizzleMarkedController() }
        _ = vc.view
        #expect(vc.swizzledLoads == 1 && vc.isViewLoaded)
        let plain = sim.asCurrent { UIViewController() }
        _ = plain.view
        #expect(plain.isViewLoaded)
        #expect(sim.violations.isEmpty, "\(sim.violations)")
    }

    /// What the model does not exchange is refused where the app asks for the method — a UIKit
    /// method outside the modelled ones, a selector made from a string — and nothing changes;
    /// a UIKit method the class does not have is not found.
    @Test func unmodelledSwizzlesAreRefused() {
        let sim = Simulation()
        sim.asCurrent {
            let present = Selector(UIViewController.present(_:animated:completion:), "present:animated:completion:")
            #expect(class_getInstanceMethod(UIViewController.self, present) == nil)
            #expect(class_getInstanceMethod(UIViewController.self, Selector("viewDidLoad")) != nil)  // modelled: found by name
            #expect(class_getInstanceMethod(UIViewController.self, Selector("my_private:")) == nil)
            #expect(class_getInstanceMethod(UIView.self, Selector(UIViewController.viewWillAppear, "viewWillAppear:")) == nil)
            #expect(class_getInstanceMethod(nil, Selector(UIViewController.viewDidLoad, "viewDidLoad")) == nil)
        }
        #expect(sim.violations.filter { $0.kind == .rejectedCall }.count == 2, "\(sim.violations)")
    }
}
