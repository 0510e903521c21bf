// swift-tools-version: 6.1
// Benchmarks live in their own package so the main package builds without package-benchmark.
// Run: cd Benchmarks && swift package --allow-writing-to-package-directory benchmark
import Foundation
import PackageDescription

// The root package's identity is its directory name, whatever the clone is called.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().lastPathComponent

let package = Package(
    name: "TransitBenchmarks",
    platforms: [.macOS(.v13)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/package-benchmark", from: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // C baselines measured in the same run: the closed form calling libm, a GSL solve.
        .target(name: "CBaselines", linkerSettings: [.linkedLibrary("gsl"), .linkedLibrary("gslcblas"), .linkedLibrary("m")]),
        .executableTarget(
            name: "SpringsBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "Springs", package: root),
                "CBaselines",
            ],
            path: "Benchmarks/SpringsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "SpringODEBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "Springs", package: root),
                .product(name: "SpringODE", package: root),
                "CBaselines",
            ],
            path: "Benchmarks/SpringODEBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "TransitionsBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "Transitions", package: root),
                .product(name: "TransitionCatalogue", package: root),
                "LayoutWorkloads",
            ],
            path: "Benchmarks/TransitionsBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "TimingCurvesBenchmarks",
            dependencies: [.product(name: "Benchmark", package: "package-benchmark"), .product(name: "Springs", package: root)],
            path: "Benchmarks/TimingCurvesBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "VerificationBenchmarks",
            dependencies: [.product(name: "Benchmark", package: "package-benchmark"), .product(name: "TransitionChecks", package: root)],
            path: "Benchmarks/VerificationBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        .executableTarget(
            name: "CassowaryBenchmarks",
            dependencies: [
                .product(name: "Benchmark", package: "package-benchmark"),
                .product(name: "Cassowary", package: root),
                "CassowaryWorkloads",
            ],
            path: "Benchmarks/CassowaryBenchmarks",
            plugins: [.plugin(name: "BenchmarkPlugin", package: "package-benchmark")]
        ),
        // The Auto-Layout-shaped systems shared by CassowaryBenchmarks and CassowaryTiming
        // (mirrored by python/kiwi_bench.py), and a paired-run timer printing kiwi_bench's format.
        .target(name: "CassowaryWorkloads", dependencies: [.product(name: "Cassowary", package: root)]),
        .executableTarget(name: "CassowaryTiming", dependencies: [.product(name: "Cassowary", package: root), "CassowaryWorkloads"]),
        // The 200-view screen laid out by the model's Auto Layout engine (Transitions/Layout), and
        // a timer for one layout pass: a constraint's constant changed, then `layoutIfNeeded()`.
        .target(name: "LayoutWorkloads", dependencies: [.product(name: "Transitions", package: root)]),
        .executableTarget(name: "LayoutPassTiming", dependencies: ["LayoutWorkloads"]),
        .executableTarget(
            name: "InstructionKernels",
            dependencies: [
                .product(name: "Springs", package: root), .product(name: "SpringODE", package: root),
                .product(name: "TransitionChecks", package: root), "CBaselines",
            ]
        ),
        .executableTarget(
            name: "ODEInstructionCount",
            dependencies: [.product(name: "Springs", package: root), .product(name: "SpringODE", package: root), "CBaselines"]
        ),
    ]
)
