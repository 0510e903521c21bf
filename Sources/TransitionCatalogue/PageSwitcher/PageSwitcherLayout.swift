import Foundation
import Springs
import Transitions

/// The page switcher's layout function: where each page sits in the presentation, its scale, the
/// rubber band past the ends and the name shown under the strip.
extension PageSwitcherController {
    // MARK: Layout

    /// Scale of a page in the presentation: 0.6 in portrait, 0.45 in landscape.
    public static func pageScale(_ o: Orientation) -> Double { o == .portrait ? 0.6 : 0.45 }

    /// The documented layout: pages of `bounds × scale`, centred vertically (slightly above centre
    /// to leave room for the name and dots), spaced 1.1 page widths apart, the selected page in
    /// the middle, shifted by `offset`.
    ///
    /// ```
    /// w = W·s, h = H·s, spacing = 1.1·w
    /// x = W/2 + (index − selected)·spacing + offset − w/2,   y = 0.45·H − h/2
    /// ```
    public static func pageFrame(
        index: Int, selected: Int, bounds: CGRect, orientation: Orientation,
        offset: Double = 0
    ) -> CGRect {
        let s = pageScale(orientation)
        let w = bounds.width * s, h = bounds.height * s
        let spacing = 1.1 * w
        let x = bounds.midX + Double(index - selected) * spacing + offset - w / 2
        let y = bounds.minY + 0.45 * bounds.height - h / 2
        return CGRect(x: x, y: y, width: w, height: h)
    }

    /// iOS's rubber band: x ↦ d·c·x / (d + c·|x|), c = 0.55, d = the page spacing.
    public static func rubberBand(_ x: Double, dimension d: Double) -> Double {
        let c = 0.55
        return d * c * x / (d + c * abs(x))
    }

    /// The name shown for a page, in the article's order: the controller's `presentationName`,
    /// else its (loaded) view's, else `placeholderName`. Empty names count as none.
    public static func name(of page: ViewController) -> String {
        if let n = (page as? PageSwitcherNaming)?.presentationName, !n.isEmpty { return n }
        if page.isViewLoaded, let n = (page.view as? PageSwitcherNaming)?.presentationName, !n.isEmpty { return n }
        return placeholderName
    }

    /// Shown under a page that names itself nowhere.
    public static let placeholderName = "Untitled"

    var spacing: Double { 1.1 * view.bounds.width * PageSwitcherController.pageScale(orientation) }
}
