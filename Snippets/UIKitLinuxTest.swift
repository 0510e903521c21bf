import Testing
import TransitionChecks
import TransitionsUIKit

// snippet.hide
final class MyCardTransition: NSObject, UIViewControllerTransitioningDelegate {}
// snippet.show
@Test func myTransitionsAreCorrect() {
    var program = UserProgram()
    program.transitioningDelegate = { _ in MyCardTransition() }        // your NSObject delegate
    let report = Checker(TransitionScenario(program: program)).run()
    #expect(report.failures.isEmpty, "\(report.failures.first.map(String.init(describing:)) ?? "")")
}
