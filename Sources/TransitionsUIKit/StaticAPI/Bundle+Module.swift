import Foundation

extension Foundation.Bundle {
    /// `Bundle.module`: the bundle SwiftPM generates for a target that has resources. A library's
    /// files compiled here through the UIKitSources plugin (`#if SWIFT_PACKAGE … bundle: .module`)
    /// land in a target without them, where SwiftPM generates nothing; this stands in as the main
    /// bundle, so resource look-ups find nothing (`UIImage(named:in:compatibleWith:)` is nil) instead
    /// of the file failing to compile. A target that has resources keeps SwiftPM's accessor: a
    /// declaration in the app's own module shadows this one.
    public static var module: Bundle { .main }
}
