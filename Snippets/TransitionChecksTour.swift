import Transitions
import TransitionChecks

// snippet.hide
final class MyCardTransition: ViewControllerTransitioningDelegate {}
final class MyNavigationDelegate: NavigationControllerDelegate {}
final class MyCardController: ViewController {}
// snippet.show
// Your transition code where UIKit would use it — delegates, animators, interaction controllers,
// presentation controllers, your controllers (with their pan handlers), a container, a button:
var program = UserProgram()
program.transitioningDelegate = { presented in MyCardTransition() }
program.navigationDelegate = { MyNavigationDelegate() }
program.makePresented = { sim, title in MyCardController(sim, title: title) }
let report = Checker(TransitionScenario(program: program),
                     configuration: .init(cases: 500, maxSteps: 25, seed: 1)).run()
let firstFailure = report.failures.first   // minimal numbered trace + state + the replay list

// Only animators: stand-in delegates vend them everywhere.
let quick = Checker(TransitionScenario(animators: [{ CrossfadeAnimator() }])).run()

// Or every program of up to 4 steps instead of a sample (states already explored are pruned);
// the first counterexample is then a shortest one.
let exhaustive = Checker(TransitionScenario(program: program)).explore(depth: 4)
print(exhaustive.table)   // per depth: programs, new states, revisits, failures, seconds

// Inside a Swift Testing test, `import TransitionChecksTesting` adds
// `await checker.propertyCheck(count: 500)` (swift-property-based generates the cases).
