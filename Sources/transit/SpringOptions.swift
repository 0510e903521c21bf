import ArgumentParser
import Springs

/// The spring flags every subcommand shares; exactly one parameterisation must be complete.
struct SpringOptions: ParsableArguments {
    @Option(help: "Mass m (with --stiffness and --damping).") var mass: Double?
    @Option(help: "Stiffness k.") var stiffness: Double?
    @Option(help: "Damping coefficient c.") var damping: Double?
    @Option(help: "SwiftUI response in seconds (with --damping-ratio).") var response: Double?
    @Option(help: "Damping ratio ζ (with --response or --uikit-duration).") var dampingRatio: Double?
    @Option(help: "SwiftUI perceptual duration in seconds (with --bounce).") var duration: Double?
    @Option(help: "SwiftUI bounce in (-1, 1] (with --duration).") var bounce: Double?
    @Option(help: "UIKit animation duration in seconds (with --damping-ratio).") var uikitDuration: Double?
    @Option(help: "Initial velocity in total distances per second (UIKit/CA units).") var initialVelocity: Double = 0

    func makeSpring() throws -> Spring {
        do {
            if let k = stiffness, let c = damping {
                return try Spring(mass: mass ?? 1, stiffness: k, damping: c, initialVelocity: initialVelocity)
            }
            if let d = uikitDuration {
                return try Spring(uikitDuration: d, dampingRatio: dampingRatio ?? 1, initialVelocity: initialVelocity)
            }
            if let r = response {
                return try Spring(response: r, dampingRatio: dampingRatio ?? 1, initialVelocity: initialVelocity)
            }
            if duration != nil || bounce != nil {
                return try Spring(duration: duration ?? 0.5, bounce: bounce ?? 0, initialVelocity: initialVelocity)
            }
        } catch {
            throw ValidationError(error.description)
        }
        throw ValidationError(
            "give a spring: --stiffness/--damping [--mass], --response/--damping-ratio, --duration/--bounce, or --uikit-duration/--damping-ratio"
        )
    }
}
