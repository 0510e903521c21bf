import ArgumentParser
import Springs

/// The spring flags every subcommand shares; exactly one parameterisation must be given, complete.
/// Numbers may be negative on the command line (`--stiffness -1` parses, then fails validation
/// naming the parameter).
struct SpringOptions: ParsableArguments {
    @Option(parsing: .unconditional, help: "Mass m (with --stiffness and --damping; default 1).") var mass: Double?
    @Option(parsing: .unconditional, help: "Stiffness k.") var stiffness: Double?
    @Option(parsing: .unconditional, help: "Damping coefficient c.") var damping: Double?
    @Option(parsing: .unconditional, help: "SwiftUI response in seconds (with --damping-ratio, default 1).") var response: Double?
    @Option(parsing: .unconditional, help: "Damping ratio ζ (with --response or --uikit-duration).") var dampingRatio: Double?
    @Option(parsing: .unconditional, help: "SwiftUI perceptual duration in seconds (with --bounce, default 0).") var duration: Double?
    @Option(parsing: .unconditional, help: "SwiftUI bounce in (-1, 1] (with --duration).") var bounce: Double?
    @Option(parsing: .unconditional, help: "UIKit animation duration in seconds (with --damping-ratio, default 1).") var uikitDuration: Double?
    @Option(parsing: .unconditional, help: "Initial velocity in total distances per second (UIKit/CA units).") var initialVelocity: Double = 0

    /// Which parameterisations the given flags belong to.
    private var groups: [String] {
        var g: [String] = []
        if mass != nil || stiffness != nil || damping != nil { g.append("--mass/--stiffness/--damping") }
        if response != nil { g.append("--response/--damping-ratio") }
        if duration != nil || bounce != nil { g.append("--duration/--bounce") }
        if uikitDuration != nil { g.append("--uikit-duration/--damping-ratio") }
        return g
    }

    /// True when any spring flag was given.
    var isGiven: Bool { !groups.isEmpty || dampingRatio != nil }

    func makeSpring() throws -> Spring {
        let g = groups
        guard g.count <= 1 else { throw CLIError.badInput("give one spring parameterisation, not \(g.joined(separator: " and "))") }
        do {
            if stiffness != nil || damping != nil || mass != nil {
                guard dampingRatio == nil else { throw CLIError.badInput("--damping-ratio does not go with --mass/--stiffness/--damping") }
                guard let k = stiffness, let c = damping else {
                    throw CLIError.badInput("--mass/--stiffness/--damping needs both --stiffness and --damping")
                }
                return try Spring(mass: mass ?? 1, stiffness: k, damping: c, initialVelocity: initialVelocity)
            }
            if let d = uikitDuration {
                return try Spring(uikitDuration: d, dampingRatio: dampingRatio ?? 1, initialVelocity: initialVelocity)
            }
            if let r = response {
                return try Spring(response: r, dampingRatio: dampingRatio ?? 1, initialVelocity: initialVelocity)
            }
            if duration != nil || bounce != nil {
                guard dampingRatio == nil else {
                    throw CLIError.badInput("--damping-ratio does not go with --duration/--bounce (use --response or --uikit-duration)")
                }
                return try Spring(duration: duration ?? 0.5, bounce: bounce ?? 0, initialVelocity: initialVelocity)
            }
            if dampingRatio != nil { throw CLIError.badInput("--damping-ratio needs --response or --uikit-duration") }
        } catch let e as SpringError {
            throw CLIError.badInput(e.description)
        }
        throw CLIError.badInput(
            "give a spring: --stiffness/--damping [--mass], --response/--damping-ratio, --duration/--bounce, or --uikit-duration/--damping-ratio"
        )
    }
}
