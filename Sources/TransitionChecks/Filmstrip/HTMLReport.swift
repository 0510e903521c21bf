import Foundation

/// A verification run as one self-contained HTML page (inline CSS, filmstrips as `data:` SVG
/// images, no script, no network): campaign totals, action and state coverage, and every
/// failure with its invariant, messages, trace, state, replay choices and filmstrip. Made to be
/// kept as a CI artifact; `transit verify --report FILE.html` writes it.
public struct HTMLReport: Sendable {
    /// One campaign's numbers and failures.
    public struct Campaign: Sendable {
        public var name: String
        public var cases: Int
        public var steps: Int
        public var invariantChecks: Int
        public var stoppedByTimeLimit: Bool
        public var actionCounts: [String: Int]
        public var featureCounts: [String: Int]
        public var failures: [(failure: FailureText, filmstrip: String?)]
    }

    /// A failure as text (independent of the scenario type).
    public struct FailureText: Sendable {
        public var invariant: String
        public var messages: [String]
        public var trace: [String]
        public var state: String
        public var choices: [Int]
        public var caseIndex: Int
        public var originalSteps: Int
    }

    public let title: String
    public private(set) var campaigns: [Campaign] = []
    /// The badge under the title, when the caller knows better than the failure count (a
    /// seeded-fault table, where every violation is an expected catch): its text and whether it
    /// is good news. Nil: "no violations" or "N violations".
    public var verdict: (text: String, passed: Bool)?

    public init(title: String) { self.title = title }

    /// Adds a campaign's report, with each failure's filmstrip (from `Checker.filmstrip(of:)`).
    public mutating func add<S>(campaign name: String, _ report: Checker<S>.Report, filmstrips: [Filmstrip?]) {
        var failures: [(failure: FailureText, filmstrip: String?)] = []
        for (i, f) in report.failures.enumerated() {
            let text = FailureText(
                invariant: f.invariant, messages: f.messages, trace: f.trace, state: f.state, choices: f.choices,
                caseIndex: f.caseIndex, originalSteps: f.originalSteps)
            let strip = i < filmstrips.count ? filmstrips[i]?.svg(title: "\(name): “\(f.invariant)” broken") : nil
            failures.append((text, strip))
        }
        campaigns.append(
            Campaign(
                name: name, cases: report.cases, steps: report.steps, invariantChecks: report.invariantChecks,
                stoppedByTimeLimit: report.stoppedByTimeLimit, actionCounts: report.actionCounts,
                featureCounts: report.featureCounts, failures: failures))
    }

    /// Total failures over all campaigns.
    public var failureCount: Int { campaigns.reduce(0) { $0 + $1.failures.count } }

    /// The page.
    public func html() -> String {
        let ok = verdict?.passed ?? (failureCount == 0)
        let badge = verdict?.text ?? (ok ? "no violations" : "\(failureCount) violation\(failureCount == 1 ? "" : "s")")
        var out = """
            <!DOCTYPE html>
            <html lang="en"><head><meta charset="utf-8">
            <title>\(esc(title))</title>
            <style>
            body{font:14px/1.45 -apple-system,Helvetica,Arial,sans-serif;margin:24px;color:#1d1d1f;background:#fafafa}
            h1{font-size:20px;margin:0 0 4px} h2{font-size:17px;margin:28px 0 8px} h3{font-size:15px;margin:18px 0 6px}
            .verdict{display:inline-block;padding:3px 10px;border-radius:12px;color:#fff;font-weight:600}
            .pass{background:#248a3d} .fail{background:#d70015}
            table{border-collapse:collapse;margin:6px 0 12px;background:#fff} td,th{border:1px solid #ddd;padding:4px 8px;text-align:left}
            td.n{text-align:right;font-variant-numeric:tabular-nums}
            .bar{display:inline-block;height:10px;background:#0a84ff;border-radius:2px;vertical-align:middle}
            .failure{border-left:4px solid #d70015;background:#fff;padding:8px 14px;margin:12px 0}
            pre{background:#f2f2f7;padding:8px;overflow-x:auto;white-space:pre-wrap;font-size:12px}
            .strip{overflow-x:auto;border:1px solid #ddd;background:#fff;padding:4px}
            .muted{color:#6e6e73}
            </style></head><body>
            <h1>\(esc(title))</h1>
            <p><span class="verdict \(ok ? "pass" : "fail")">\(esc(badge))</span></p>
            <h2>Campaigns</h2>
            <table><tr><th>campaign</th><th>cases</th><th>steps</th><th>invariant checks</th><th>violations</th><th>note</th></tr>

            """
        for c in campaigns {
            out += "<tr><td>\(esc(c.name))</td><td class=n>\(c.cases)</td><td class=n>\(c.steps)</td><td class=n>\(c.invariantChecks)</td>"
            out += "<td class=n>\(c.failures.count)</td><td>\(c.stoppedByTimeLimit ? "stopped by the time limit" : "")</td></tr>\n"
        }
        out += "</table>\n"
        for c in campaigns {
            out += "<h2>\(esc(c.name))</h2>\n"
            out += coverage("actions (steps)", c.actionCounts)
            out += coverage("states reached (cases)", c.featureCounts)
            for (i, f) in c.failures.enumerated() {
                let fx = f.failure
                out += "<div class=failure><h3>\(i + 1). invariant “\(esc(fx.invariant))” broken after \(fx.trace.count) steps</h3>\n"
                out += "<p class=muted>case \(fx.caseIndex), shrunk from \(fx.originalSteps) steps</p>\n"
                out += "<pre>\(fx.messages.map { "→ " + esc($0) }.joined(separator: "\n"))</pre>\n"
                out += "<h3>trace</h3><pre>\(fx.trace.map(esc).joined(separator: "\n"))</pre>\n"
                out += "<h3>state</h3><pre>\(esc(fx.state))</pre>\n"
                out += "<h3>replay</h3><pre>\(fx.choices.map(String.init).joined(separator: ", "))</pre>\n"
                if let svg = f.filmstrip {
                    let data = Data(svg.utf8).base64EncodedString()
                    out += "<h3>filmstrip</h3><div class=strip><img alt=\"filmstrip of the counterexample\" src=\"data:image/svg+xml;base64,\(data)\"></div>\n"
                }
                out += "</div>\n"
            }
        }
        out += "</body></html>\n"
        return out
    }

    /// A table of counts with proportional bars, largest first.
    private func coverage(_ heading: String, _ counts: [String: Int]) -> String {
        guard let top = counts.values.max(), top > 0 else { return "<p class=muted>\(esc(heading)): none</p>\n" }
        var out = "<h3>\(esc(heading))</h3><table>\n"
        for (k, v) in counts.sorted(by: { $0.value != $1.value ? $0.value > $1.value : $0.key < $1.key }) {
            let w = max(1, Int(200 * Double(v) / Double(top)))
            out += "<tr><td>\(esc(k))</td><td class=n>\(v)</td><td><span class=bar style=\"width:\(w)px\"></span></td></tr>\n"
        }
        return out + "</table>\n"
    }

    private func esc(_ s: String) -> String { xmlEscaped(s) }
}
