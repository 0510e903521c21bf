/// What happened, in order: the callbacks UIKit would deliver, for the verification suite.
public struct JournalEntry: Sendable, Hashable, CustomStringConvertible {
    public enum Event: Sendable, Hashable {
        case willMove(parent: String?)
        case didMove(parent: String?)
        case viewWillAppear, viewDidAppear, viewWillDisappear, viewDidDisappear
        case transitionBegan(kind: String, interactive: Bool)
        case transitionCompleted(kind: String, didComplete: Bool)
    }
    public var time: Double
    public var controller: String
    public var event: Event
    public var description: String { "t=\(time) \(controller) \(event)" }
}

extension Simulation {
    func log(_ vc: ViewController, _ event: JournalEntry.Event) {
        journal.append(JournalEntry(time: now, controller: vc.title, event: event))
    }
}
