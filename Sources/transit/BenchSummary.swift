import ArgumentParser
import Foundation

struct BenchSummary: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "bench-summary",
        abstract: "Summarise package-benchmark output: p0/p50 per benchmark and the ratio to its C baseline.",
        discussion: """
            Reads the text output of `scripts/bench` (package-benchmark tables) and pairs each Swift
            row with the C baseline of the same run ("C …" or "… C" rows).
              scripts/bench > bench.txt && transit bench-summary bench.txt
            """)

    @Argument(help: "A file with package-benchmark output.") var path: String

    func run() throws {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else {
            throw ValidationError("cannot read \(path)")
        }
        var rows: [(name: String, unit: String, p0: Double, p50: Double)] = []
        var name: String?
        for raw in text.split(separator: "\n", omittingEmptySubsequences: false) {
            let line = String(raw)
            if !line.isEmpty, !line.hasPrefix(" "), !line.contains("│"), !line.hasPrefix("╒"), !line.hasPrefix("╞"),
                !line.hasPrefix("├"), !line.hasPrefix("╘")
            {
                name = line.trimmingCharacters(in: .whitespaces)
            }
            guard line.hasPrefix("│ Time (wall clock) ("), let n = name else { continue }
            let unit = line.split(separator: "(")[2].split(separator: ")")[0]
            let cells = line.split(separator: "│").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count >= 4, let p0 = Double(cells[1]), let p50 = Double(cells[3]) else { continue }
            rows.append((n, String(unit), p0, p50))
        }
        guard !rows.isEmpty else { throw ValidationError("no benchmark tables found in \(path)") }
        let byName = Dictionary(rows.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
        print(pad("benchmark", 56) + pad("unit", 6) + pad("p0", 10) + pad("p50", 10) + "vs C (p0, p50)")
        for r in rows where !(r.name.hasPrefix("C ") || r.name.hasSuffix(" C")) {
            let c = r.name.hasSuffix(" swift") ? byName[String(r.name.dropLast(6)) + " C"] : byName["C " + r.name]
            let ratio = c.map { String(format: "%.2f, %.2f", r.p0 / $0.p0, r.p50 / $0.p50) } ?? ""
            print(pad(r.name, 56) + pad(r.unit, 6) + pad(String(format: "%.0f", r.p0), 10) + pad(String(format: "%.0f", r.p50), 10) + ratio)
        }
    }
}
