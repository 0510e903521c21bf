import ArgumentParser
import Foundation

@main
struct Transit: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transit",
        abstract: "Exact springs, timing curves and their GSL cross-check.",
        discussion: """
            Springs are given in any of Apple's parameterisations (exactly one):
              --mass/--stiffness/--damping        (CASpringAnimation)
              --response/--damping-ratio          (SwiftUI Spring(response:dampingRatio:))
              --duration/--bounce                 (SwiftUI Spring(duration:bounce:))
              --uikit-duration/--damping-ratio    (UIView.animate(…usingSpringWithDamping:…))
            Bad input exits 64 with one "Error:" line; a file that cannot be written exits 1.
            Examples:
              transit curve --duration 0.5 --bounce 0.3 --format csv
              transit convert --uikit-duration 0.5 --damping-ratio 0.7
              transit crosscheck --json out/crosscheck.json
              transit plot --response 0.5 --damping-ratio 0.3 --gsl --output spring.svg
              transit verify --cases 2000 --seed 42
              transit verify --all-faults
            """,
        subcommands: [Check.self, Curve.self, Convert.self, Plot.self, CrossCheckCommand.self, Verify.self, Demo.self]
    )

    /// Parses and runs; run-time failures print one `Error:` line with their own exit code.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as CLIError {
            printError("Error: \(error)")
            Foundation.exit(error.exitCode)
        } catch {
            exit(withError: error)
        }
    }
}
