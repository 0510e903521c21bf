/// What happened, in order: the callbacks UIKit would deliver, for the verification suite.
package struct JournalEntry: Sendable, Hashable, CustomStringConvertible {
    package enum Event: Sendable, Hashable {
        case willMove(parent: String?)
        case didMove(parent: String?)
        case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
        case transitionBegan(kind: String, interactive: Bool)
        case transitionCompleted(kind: String, didComplete: Bool)
    }
    package var time: Double
    package var controller: String
    package var event: Event
    package var description: String { "t=\(time) \(controller) \(event)" }
}

extension Simulation {
    func log(_ vc: ViewController, _ event: JournalEntry.Event) {
        journal.append(JournalEntry(time: now, controller: vc.title, event: event))
    }
}
