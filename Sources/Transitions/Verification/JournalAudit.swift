/// Replays the callback journal against the containment and appearance rules, incrementally:
/// `catchUp(with:)` reads only the entries added since the last call, so checking after every
/// step costs the new entries, not the whole history.
package struct JournalAudit {
    private var open: [String: Int] = [:]
    private var appearance: [String: AppearanceState] = [:]
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
        open.filter { $0.value > 0 }.keys.sorted().map { "\($0): willMove never answered by didMove" }
    }

    /// The audit's state (open willMoves, appearance per controller, problems so far), by the
    /// controllers' canonical labels.
    package func fingerprint(into h: inout FingerprintHasher, _ labels: FingerprintLabels) {
        var entries: [String] = []
        for (title, n) in open where n != 0 { entries.append("o\(labels.label(title: title)) \(title.filter { !$0.isNumber }) \(n)") }
        for (title, s) in appearance where s != .disappeared {
            entries.append("a\(labels.label(title: title)) \(title.filter { !$0.isNumber }) \(s.rawValue)")
        }
        entries.sort()
        for e in entries { h.combine(e) }
        h.combine(entries.count)
        h.combine(containmentProblems.count)
        h.combine(appearanceProblems.count)
    }

    private mutating func consume(_ e: JournalEntry) {
        switch e.event {
        case .willMove:
            open[e.controller, default: 0] += 1
            if open[e.controller, default: 0] > 1 { containmentProblems.append("\(e.controller): two willMove without didMove (t=\(e.time))") }
        case .didMove:
            open[e.controller, default: 0] -= 1
            if open[e.controller, default: 0] < 0 {
                containmentProblems.append("\(e.controller): didMove without willMove (t=\(e.time))")
                open[e.controller] = 0
            }
        case .viewWillAppear, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
            let s = appearance[e.controller, default: .disappeared]
            switch (e.event, s) {
            case (.viewWillAppear, .disappeared), (.viewWillAppear, .disappearing): appearance[e.controller] = .appearing
            case (.viewDidAppear, .appearing): appearance[e.controller] = .appeared
            case (.viewWillDisappear, .appeared), (.viewWillDisappear, .appearing): appearance[e.controller] = .disappearing
            case (.viewDidDisappear, .disappearing): appearance[e.controller] = .disappeared
            default: appearanceProblems.append("\(e.controller): \(e.event) in state \(s) (t=\(e.time))")
            }
        case .transitionBegan, .transitionCompleted:
            break
        }
    }
}
