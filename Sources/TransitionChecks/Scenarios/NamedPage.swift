import Foundation
import TransitionCatalogue
import Transitions

/// A page that names itself in the page switcher (the article's `presentationName`).
public final class NamedPage: ViewController, PageSwitcherNaming {
    public let presentationName: String?

    public init(_ simulation: Simulation, title: String, name: String?) {
        _ = FingerprintSchemas.checksRegistered
        presentationName = name
        let pending = simulation.beginInit(of: Self.self, name: title)
        super.init(nibName: nil, bundle: nil)
        pending.end()
    }

    /// Not made from archives: always nil.
    public required init?(coder: NSCoder) { nil }
}
