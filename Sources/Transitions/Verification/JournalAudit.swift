/// Replays the callback journal against the containment and appearance rules, incrementally:
/// `catchUp(with:)` reads only the entries added since the last call, so checking after every
/// step costs the new entries, not the whole history.
package struct JournalAudit {
    /// Keyed by the controller's identity (`JournalEntry.controllerID`), not its name: an app may
    /// rename a controller (`title = …`) or give two the same title.
    private var open: [Int: Int] = [:]
    private var appearance: [Int: AppearanceState] = [:]
    /// Each controller's latest name, for messages and the fingerprint.
    private var names: [Int: String] = [:]
    private var scanned = 0
    /// willMove/didMove out of order, so far.
    package private(set) var containmentProblems: [String] = []
    /// Appearance callbacks outside the state machine, so far.
    package private(set) var appearanceProblems: [String] = []

    package init() {}

    package mutating func catchUp(with journal: [JournalEntry]) {
        guard scanned < journal.count else { return }
        for e in journal[scanned...] { consume(e) }
        scanned = journal.count
    }

    /// Controllers whose willMove(toParent:) has not been answered yet.
    package var unansweredWillMoves: [String] {
        open.filter { $0.value > 0 }.map { "\(names[$0.key] ?? "?"): willMove never answered by didMove" }.sorted()
    }

    /// The audit's state (open willMoves, appearance per controller, problems so far), by the
    /// controllers' canonical labels.
    package func fingerprint(into h: inout FingerprintHasher, _ labels: FingerprintLabels) {
        var entries: [String] = []
        func name(_ id: Int) -> String { (names[id] ?? "").filter { !$0.isNumber } }
        for (id, n) in open where n != 0 { entries.append("o\(labels.label(journalID: id)) \(name(id)) \(n)") }
        for (id, s) in appearance where s != .disappeared {
            entries.append("a\(labels.label(journalID: id)) \(name(id)) \(s.rawValue)")
        }
        entries.sort()
        for e in entries { h.combine(e) }
        h.combine(entries.count)
        h.combine(containmentProblems.count)
        h.combine(appearanceProblems.count)
    }

    private mutating func consume(_ e: JournalEntry) {
        let id = e.controllerID
        names[id] = e.controller
        switch e.event {
        case .willMove:
            open[id, default: 0] += 1
            if open[id, default: 0] > 1 { containmentProblems.append("\(e.controller): two willMove without didMove (t=\(e.time))") }
        case .didMove:
            open[id, default: 0] -= 1
            if open[id, default: 0] < 0 {
                containmentProblems.append("\(e.controller): didMove without willMove (t=\(e.time))")
                open[id] = 0
            }
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
            let s = appearance[id, default: .disappeared]
            switch (e.event, s) {
            case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing): appearance[id] = .appearing
            case (.viewDidAppear, .appearing): appearance[id] = .appeared
            case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing): appearance[id] = .disappearing
            case (.viewDidDisappear, .disappearing): appearance[id] = .disappeared
            default: appearanceProblems.append("\(e.controller): \(e.event) in state \(s) (t=\(e.time))")
            }
        case .transitionBegan, .transitionCompleted:
            break
        }
    }
}
