import Foundation
import Springs
import Transitions

/// One page of the presentation: a scaled snapshot of a page with its close button.
public final class PageLayerView: View {
    public internal(set) weak var page: ViewController?
    public let closeButton: View
    public var hasShadow = false

    init(_ simulation: Simulation, page: ViewController, frame: CGRect) {
        _ = FingerprintSchemas.catalogueRegistered
        self.page = page
        closeButton = View(simulation, frame: CGRect(x: 0, y: 0, width: 25, height: 25), name: "close(\(page.reportTitle))")
        let pending = simulation.beginInit(of: Self.self, name: "page(\(page.reportTitle))")
        super.init(frame: frame)
        pending.end()
        isSnapshot = true
        addSubview(closeButton)
    }

    /// Not made from archives: always nil.
    public required init?(coder: NSCoder) { nil }
}
