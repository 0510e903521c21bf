// Runs one GSL spring solve `count` times, through the Swift wrapper or the C baseline, so that
import Glibc
// `valgrind --tool=callgrind` can count instructions deterministically (wall clock on a shared VM
// varies by ±30 %). Used by scripts/ode_instructions.sh.
//   ODEInstructionCount <swift|c> <regime> <stepper> <count>
import CBaselines
import SpringODE
import Springs

let args = CommandLine.arguments
guard args.count == 5, let regime = CrossCheck.standardRegimes.first(where: { $0.name == args[2] }),
      let stepper = Stepper(rawValue: args[3]), let count = Int(args[4]) else {
    print("usage: ODEInstructionCount <swift|c> <typical|critical|stiff|bouncy> <stepper> <count>")
    exit(2)
}
let times = try CrossCheck.frameTimes(duration: 2, frameRate: 120)
let tol = 1e-10
var sink = 0.0
for _ in 0..<count {
    if args[1] == "swift" {
        let solver = try ODESolver(system: LinearSpringSystem(spring: try regime.spring()), stepper: stepper,
                                   tolerance: ODETolerance(absolute: tol, relative: tol))
        sink += try solver.solve(from: [1, 0], times: times).values.last ?? 0
    } else {
        var out = [Double](repeating: 0, count: 2 * times.count)
        _ = out.withUnsafeMutableBufferPointer {
            cb_gsl_spring(stepper.rawValue, regime.omega0, regime.dampingRatio, tol, 120, times.count, $0.baseAddress)
        }
        sink += out[out.count - 1]
    }
}
print(sink)
