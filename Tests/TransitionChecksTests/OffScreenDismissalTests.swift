import Foundation
import Testing
import TransitionChecks
import Transitions

// A sheet the finger drags below the screen and lets go of: the app dismisses it from there, and
// the dismissal's animation runs wholly outside the screen. Nothing was there to be seen, so it
// is no layering fault; a dismissal whose sheet is on screen and hidden under the presenter
// still is.

/// Slides the sheet down to below the window; `under` puts it beneath the presenter's view.
final class SheetDropAnimator: ViewControllerAnimatedTransitioning {
    let presenting: Bool
    let under: Bool
    init(presenting: Bool, under: Bool) {
        self.presenting = presenting
        self.under = under
    }
    func transitionDuration(using context: (any ViewControllerContextTransitioning)?) -> Double { 0.3 }
    func animateTransition(using context: any ViewControllerContextTransitioning) {
        let container = context.containerView
        guard let sheet = context.viewController(forKey: presenting ? .to : .from) else { return }
        let shown = context.finalFrame(for: sheet)
        let below = shown.offsetBy(dx: 0, dy: container.bounds.height)
        if presenting {
            container.addSubview(sheet.view)
            sheet.view.frame = below
        } else if under, let presenter = context.viewController(forKey: .to)?.view {
            container.addSubview(presenter)
        }
        context.simulation.animate(duration: 0.3, animations: { sheet.view.frame = self.presenting ? shown : below.offsetBy(dx: 0, dy: 100) }) { _ in
            if self.under { context.viewController(forKey: .to)?.view.removeFromSuperview() }
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

final class SheetDropDelegate: ViewControllerTransitioningDelegate {
    let under: Bool
    init(under: Bool) { self.under = under }
    func animationController(forPresented presented: ViewController, presenting: ViewController, source: ViewController)
        -> (any ViewControllerAnimatedTransitioning)?
    { SheetDropAnimator(presenting: true, under: false) }
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)? {
        SheetDropAnimator(presenting: false, under: under)
    }
}

/// Dragged below the screen by the time it is dismissed (as a sheet's pan leaves it).
final class DraggedOffSheet: ViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        if let container = view.superview { view.frame.origin.y = container.bounds.height + 10 }
    }
}

@Suite struct OffScreenDismissalTests {
    private func checker(under: Bool, draggedOff: Bool) -> Checker<TransitionScenario> {
        var p = UserProgram()
        p.presentationStyles = [.overFullScreen]
        p.transitioningDelegate = { _ in SheetDropDelegate(under: under) }
        if draggedOff { p.makePresented = { sim, title in DraggedOffSheet(sim, title: title) } }
        return Checker(TransitionScenario(program: p), configuration: .init(cases: 120, maxSteps: 20, seed: 13))
    }

    @Test func aDismissalWhollyBelowTheScreenIsNotALayeringFault() {
        let checker = checker(under: false, draggedOff: true)
        let outcome = checker.run()
        #expect(outcome.failures.isEmpty, "\(outcome.failures.first.map { "\($0)" } ?? "")")
        #expect(checker.explore(depth: 2).failures.isEmpty)
    }

    @Test func aSheetOnScreenSlidUnderThePresenterIsStillCaught() throws {
        let failure = try #require(checker(under: true, draggedOff: false).explore(depth: 2).failures.first)
        #expect(failure.messages.contains { $0.contains("never visible") || $0.contains("covered") }, "\(failure)")
    }
}
