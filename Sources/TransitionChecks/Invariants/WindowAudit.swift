import Foundation
import Transitions

/// At-rest rules over the whole window, not just the two controllers of the last transition.
enum WindowAudit {
    /// Every view a transition touched and that is on screen now has the alpha, transform,
    /// visibility and interaction it had before the first transition that touched it — the
    /// container views included. While a controller is presented, only its own view's tree is
    /// held to this: an over-style presentation keeps the presenter's view on screen, and apps
    /// dim or shrink it while it is covered (a card that pushes the presenter back, some moving
    /// it into the presentation's container to do so), with chrome of their own around the
    /// card; all of it is checked again once the presentation is dismissed.
    static func leftovers(_ w: TransitionWorld) -> [String] {
        var problems: [String] = []
        let top = w.top
        let foreground: View? = top.ownPresentingViewController == nil ? nil : top.view
        for (id, b) in w.baselines {
            guard let v = b.view else {
                w.baselines[id] = nil
                continue
            }
            guard v.window === w.window, !v.isSnapshot, let change = b.change() else { continue }
            if let foreground, v !== foreground, !v.isDescendant(of: foreground) { continue }
            problems.append("left changed after the transitions ended: \(change)")
        }
        return problems.sorted()
    }

    /// Every controller the case created: on screen ⇒ appeared; off screen ⇒ disappeared.
    static func appearance(_ w: TransitionWorld) -> [String] {
        var problems: [String] = []
        for (object, kind, _) in w.sim.census.alive where kind == .controller {
            guard let vc = object as? ViewController else { continue }
            let inWindow = vc.isViewLoaded && vc.view.window === w.window
            let onScreen = inWindow && vc.view.isEffectivelyVisible
            // The app told it by hand that it disappeared while something is presented over it
            // (a sheet library forwarding appearance to the controller under its sheet): the
            // app's policy, not UIKit's. Balance is still checked ("no tolerated misuse": an end
            // without a begin), and once nothing covers it, it must have appeared again.
            // Children under such a controller (pushed, selected) stay disappeared with it.
            let chain = sequence(first: vc, next: { $0.parent })
            let disappearedByApp =
                vc.appearanceState == .disappeared
                && chain.contains { $0.appearanceSetByApp && $0.appearanceState == .disappeared }
                && chain.contains { $0.ownPresentedViewController != nil }
            if onScreen && vc.appearanceState != .appeared && !disappearedByApp {
                problems.append("\(vc.reportTitle) is on screen but \(vc.appearanceState.rawValue)")
            }
            if !inWindow && vc.appearanceState != .disappeared {
                problems.append("\(vc.reportTitle) is off screen but \(vc.appearanceState.rawValue)")
            }
        }
        return problems
    }
}
