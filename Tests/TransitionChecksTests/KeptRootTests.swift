import Foundation
import Testing
import TransitionChecks
import Transitions

// A grid controller that installs the navigation delegate it owns (apps keep it as the stack's
// root). The case may push and pop it; kept alive as the app keeps it, its delegate is never
// released mid-way and it is not reported as a leak.

final class OwnedNavDelegate: NavigationControllerDelegate {
    func navigationController(_ navigationController: NavigationController, animationControllerFor operation: NavigationOperation, from fromVC: ViewController, to toVC: ViewController)
        -> (any ViewControllerAnimatedTransitioning)?
    { SlideAnimator() }
}

final class GridHost: ViewController {
    let navDelegate = OwnedNavDelegate()
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.delegate = navDelegate
    }
}

@Suite struct KeptRootTests {
    private func checker(kept: Bool) -> Checker<TransitionScenario> {
        var p = UserProgram()
        p.makePushed = { sim, title in GridHost(sim, title: title) }
        if kept { p.keepsAlive = { $0 is GridHost } }
        return Checker(TransitionScenario(program: p), configuration: .init(cases: 150, maxSteps: 20, seed: 29))
    }

    @Test func aKeptHostsDelegateIsNeverReleasedMidway() {
        let outcome = checker(kept: true).run()
        #expect(outcome.failures.isEmpty, "\(outcome.failures.first.map { "\($0)" } ?? "")")
    }

    @Test func unkeptItsDelegateGoesWithIt() throws {
        let failure = try #require(checker(kept: false).run().failures.first)
        #expect(failure.messages.contains { $0.contains("delegateReleased") || $0.contains("released") }, "\(failure)")
    }
}
