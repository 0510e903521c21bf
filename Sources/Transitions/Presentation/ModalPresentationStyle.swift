import Foundation

/// How a presented controller covers its presenter (`UIModalPresentationStyle`).
public enum ModalPresentationStyle: String, Sendable, Hashable, CaseIterable {
    /// The presenter's view is removed when the presentation completes and put back on dismissal.
    case fullScreen
    /// The presenter's view stays in the window underneath.
    case overFullScreen
    /// A presentation controller from the transitioning delegate decides
    /// (`shouldRemovePresentersView`, false by default).
    case custom
}
