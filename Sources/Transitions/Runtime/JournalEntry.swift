/// What happened, in order: the callbacks UIKit would deliver, for the verification suite.
package struct JournalEntry: Sendable, Hashable, CustomStringConvertible {
    package enum Event: Sendable, Hashable, CustomStringConvertible {
        case willMove(parent: String?)
        case didMove(parent: String?)
        case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
        case transitionBegan(kind: String, interactive: Bool)
        case transitionCompleted(kind: String, didComplete: Bool)

        /// The callback as UIKit names it: `willMove(toParent: nav)`, `viewDidAppear`, …
        package var description: String {
            switch self {
            case .willMove(let p): return "willMove(toParent: \(p ?? "nil"))"
            case .didMove(let p): return "didMove(toParent: \(p ?? "nil"))"
            case .viewWillAppear: return "viewWillAppear"
            case .viewDidAppear: return "viewDidAppear"
            case .viewWillDisappear: return "viewWillDisappear"
            case .viewDidDisappear: return "viewDidDisappear"
            case .transitionBegan(let k, let i): return "\(k) transition began\(i ? " (interactive)" : "")"
            case .transitionCompleted(let k, let done): return "\(k) transition completed(\(done))"
            }
        }
    }
    package var time: Double
    /// The controller's name when the callback ran (what reports print).
    package var controller: String
    /// The controller's identity (`ViewController.journalID`): what the checks key on.
    package var controllerID: Int
    package var event: Event
    package var description: String { "t=\(time) \(controller) \(event)" }
}

extension Simulation {
    func log(_ vc: ViewController, _ event: JournalEntry.Event) {
        journal.append(JournalEntry(time: now, controller: vc.reportTitle, controllerID: vc.journalID, event: event))
    }
}
