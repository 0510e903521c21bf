import Foundation
import LayoutWorkloads

// Times a layout pass of the 200-view screen (LayoutScreen): a constant edit then
// `layoutIfNeeded()`. Prints the median of 15 batches of 200 passes, per pass, and the build time.
// Run: cd Benchmarks && swift build -c release --product LayoutPassTiming && .build/release/LayoutPassTiming

func now() -> Double {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return Double(ts.tv_sec) + Double(ts.tv_nsec) * 1e-9
}

let t0 = now()
let screen = LayoutScreen()
let build = now() - t0
precondition(screen.simulation.violations.isEmpty, "\(screen.simulation.violations)")
var batches: [Double] = []
for _ in 0..<15 {
    let start = now()
    for _ in 0..<200 { screen.edit() }
    batches.append((now() - start) / 200)
}
batches.sort()
print("views \(screen.viewCount), constraints \(screen.constraintCount) (plus generated)")
print(String(format: "build + first layout: %.2f ms", build * 1e3))
print(String(format: "layout pass (constant edit + layoutIfNeeded): median %.1f µs, min %.1f µs, max %.1f µs", batches[7] * 1e6, batches[0] * 1e6, batches[14] * 1e6))
print("sheet frame \(screen.sheetFrame)")
