import Foundation
import Testing

@testable import UIKitSourceRewriting

/// The syntax pass that finds an app's transition objects, and the harness it generates.
@Suite struct DiscoveryTests {
    static let source = """
        import UIKit
        class BaseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using c: UIViewControllerContextTransitioning) {}
        }
        final class SlideAnimator: BaseAnimator {
            init(duration: TimeInterval) { super.init() }
        }
        final class Delegate: NSObject {}
        extension Delegate: UIViewControllerTransitioningDelegate {}
        final class Sheet: UIPresentationController {
            init(presented: UIViewController, presenting: UIViewController?, dimming: UIView) {
                super.init(presentedViewController: presented, presenting: presenting)
            }
        }
        final class Pull: UIPercentDrivenInteractiveTransition {}
        final class Nav: NSObject, UINavigationControllerDelegate { init(edge: UIScreenEdgePanGestureRecognizer, animated: Bool = true) {} }
        final class Card: UIViewController {
            required init?(coder: NSCoder) { fatalError() }
            init() { super.init(nibName: nil, bundle: nil) }
        }
        private final class Hidden: NSObject, UIViewControllerAnimatedTransitioning {}
        """

    let d = TransitionDiscovery(files: [("/app/T.swift", source)])

    @Test func rolesFollowInheritanceAndExtensions() {
        func roles(_ n: String) -> Set<TransitionDiscovery.Role> { d.classes.first { $0.name == n }?.roles ?? [] }
        #expect(roles("SlideAnimator") == [.animator])  // through BaseAnimator
        #expect(roles("Delegate") == [.transitioningDelegate])  // through an extension
        #expect(roles("Sheet") == [.presentationController])
        #expect(roles("Pull") == [.interactionController])
        #expect(roles("Nav") == [.navigationDelegate])
        #expect(roles("Card") == [.viewController])
        #expect(d.classes.first { $0.name == "SlideAnimator" }?.line == 6)
    }

    @Test func initialisersAreCalledWithWhatTheScenarioOwnsElseStubbed() {
        let g = HarnessGenerator(discovery: d)
        func how(_ n: String, _ controllers: Bool = false) -> HarnessGenerator.Construction {
            g.construction(of: d.classes.first { $0.name == n }!, hasControllers: controllers)
        }
        #expect(how("Delegate", true) == .expression("Delegate()"))
        #expect(how("Sheet", true) == .expression("Sheet(presented: presented, presenting: nil, dimming: UIView())"))
        #expect(how("Nav") == .expression("Nav(edge: UIScreenEdgePanGestureRecognizer())"))  // the default is kept
        #expect(how("Card") == .expression("Card()"))  // init(coder:) is never used
        #expect(how("SlideAnimator") == .factory("TransitFactories.make_SlideAnimator()"))  // a duration is yours to give
        #expect(how("Hidden") == .skipped("private or nested"))
        let stubs = g.missingFactories().map(\.name)
        #expect(stubs == ["SlideAnimator"])
        #expect(g.missingFactories().first?.source.contains("<#") == true)  // the compiler points here
        #expect(HarnessGenerator(discovery: d, existingFactories: ["make_SlideAnimator"]).missingFactories().isEmpty)
    }

    @Test func theHarnessUsesEachObjectWhereUIKitWould() {
        let h = HarnessGenerator(discovery: d).harness(app: "T")
        #expect(h.contains("program.transitioningDelegate = { presented in"))
        #expect(h.contains("Sheet(presented: presented, presenting: nil, dimming: UIView())"))
        #expect(h.contains("program.navigationDelegate = { Nav(edge: UIScreenEdgePanGestureRecognizer()) }"))
        #expect(h.contains("program.makePresented"))
        #expect(h.contains("program.makePushed"))  // the unit has a navigation delegate
        #expect(!h.contains("program.animators"))  // animators come from the app's delegates
        #expect(h.contains("AppCheck.run(program: program"))
    }
}
