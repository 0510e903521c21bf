import Foundation
import Transitions

/// A transition as pictures: the window's view tree drawn at sampled frames (each view a rectangle
/// at its on-screen footprint, with its name, drawn with its opacity; transition containers
/// dashed), and the callback timeline underneath — as one self-contained SVG.
public struct Filmstrip: Sendable {
    /// One sampled frame.
    public struct Frame: Sendable {
        public var time: Double
        public var views: [DrawnView]
        /// What happened just before this frame (a counterexample's trace line), or "".
        public var caption: String = ""
    }

    /// A view as drawn at one frame.
    public struct DrawnView: Sendable {
        public var name: String
        public var rect: CGRect
        public var opacity: Double
        public var depth: Int
        public var isTransitionContainer: Bool
        public var isOpaque: Bool
    }

    public private(set) var frames: [Frame] = []
    /// Callbacks as (time, controller, event), in order.
    public private(set) var timeline: [(time: Double, text: String)] = []
    public let windowSize: CGSize

    public init(windowSize: CGSize) { self.windowSize = windowSize }

    /// Samples the window now, with an optional caption (shown under the frame).
    public mutating func capture(_ window: Window, caption: String = "") {
        var views: [DrawnView] = []
        func walk(_ v: View, depth: Int) {
            if let r = v.presentationRectInWindow, r.width.isFinite, r.height.isFinite, !(v is Window) {
                views.append(
                    DrawnView(
                        name: v.modelName, rect: r, opacity: max(0, min(1, v.effectivePresentationAlpha)), depth: depth,
                        isTransitionContainer: v.modelName.hasPrefix("transition("), isOpaque: v.isOpaqueContent))
            }
            for s in v.subviewList { walk(s, depth: depth + 1) }
        }
        walk(window, depth: 0)
        frames.append(Frame(time: window.simulation.now, views: views, caption: caption))
    }

    /// Records the simulation's callbacks (appearance, containment, transitions) so far.
    public mutating func recordTimeline(_ sim: Simulation) {
        timeline = sim.journal.map { (time: $0.time, text: "\($0.controller) \($0.event)") }
    }

    /// Runs `sim` for `duration` seconds, capturing `count` evenly spaced frames (at least 2).
    public mutating func film(_ window: Window, for duration: Double, frames count: Int) {
        let n = max(2, min(count, 120))
        let d = duration.isFinite && duration > 0 ? min(duration, 60) : 0.5
        capture(window)
        for _ in 1..<n {
            window.simulation.advance(by: d / Double(n - 1))
            capture(window)
        }
        recordTimeline(window.simulation)
    }

    /// The SVG document: frames left to right, the timeline below.
    public func svg(title: String) -> String {
        let scale = 0.25
        let cellW = windowSize.width * scale, cellH = windowSize.height * scale
        let gap = 12.0, top = 36.0
        let lineH = 13.0
        let longest = timeline.map { $0.text.count + 10 }.max() ?? 0
        let width = max(max(1, Double(frames.count)) * (cellW + gap) + gap, Double(title.count) * 9.4 + 2 * gap, Double(longest) * 5.4 + 2 * gap)
        let timelineTop = top + cellH + 14 + 12 + 9 * Double(Filmstrip.captionLines) + 8
        let height = timelineTop + Double(timeline.count + 1) * lineH + 20
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(fmt(width))" height="\(fmt(height))" viewBox="0 0 \(fmt(width)) \(fmt(height))" font-family="Helvetica, Arial, sans-serif">
            <rect width="100%" height="100%" fill="#ffffff"/>
            <text x="\(fmt(gap))" y="22" font-size="15" font-weight="bold">\(escape(title))</text>

            """
        for (i, frame) in frames.enumerated() {
            let x0 = gap + Double(i) * (cellW + gap)
            out += "<g class=\"frame\" transform=\"translate(\(fmt(x0)),\(fmt(top)))\">\n"
            out += "<rect x=\"0\" y=\"0\" width=\"\(fmt(cellW))\" height=\"\(fmt(cellH))\" fill=\"#111\" stroke=\"#444\"/>\n"
            out += "<clipPath id=\"clip\(i)\"><rect x=\"0\" y=\"0\" width=\"\(fmt(cellW))\" height=\"\(fmt(cellH))\"/></clipPath>\n"
            out += "<g clip-path=\"url(#clip\(i))\">\n"
            var labelsAt: [String: Int] = [:]
            for v in frame.views {
                let r = v.rect
                let hue = Double(v.name.unicodeScalars.reduce(0) { ($0 &* 31 &+ Int($1.value)) % 360 })
                let fill = v.isTransitionContainer ? "none" : "hsl(\(Int(hue)),55%,\(v.isOpaque ? 62 : 80)%)"
                let dash = v.isTransitionContainer ? " stroke-dasharray=\"4 3\" stroke=\"#ff3b30\"" : " stroke=\"#222\""
                out +=
                    "<rect x=\"\(fmt(r.minX * scale))\" y=\"\(fmt(r.minY * scale))\" width=\"\(fmt(r.width * scale))\" height=\"\(fmt(r.height * scale))\" fill=\"\(fill)\" fill-opacity=\"\(fmt(v.opacity))\" stroke-width=\"0.7\"\(dash)/>\n"
                if r.width * scale > 30, r.height * scale > 12 {
                    // Views sharing an origin get their names on successive lines.
                    let key = "\(Int(r.minX * scale)),\(Int(r.minY * scale))"
                    let line = labelsAt[key, default: 0]
                    labelsAt[key] = line + 1
                    out +=
                        "<text x=\"\(fmt(r.minX * scale + 3))\" y=\"\(fmt(r.minY * scale + 11 + 9 * Double(line)))\" font-size=\"8\" fill-opacity=\"\(fmt(max(0.3, v.opacity)))\">\(escape(v.name))</text>\n"
                }
            }
            out += "</g>\n"
            out += "<text x=\"0\" y=\"\(fmt(cellH + 14))\" font-size=\"10\">t = \(String(format: "%.3f", frame.time)) s</text>\n"
            if !frame.caption.isEmpty {
                // The whole caption, wrapped at word boundaries (the last line ends in … only when
                // even `captionLines` lines cannot hold it; the full text is the tooltip).
                let lines = Filmstrip.wrap(frame.caption, width: max(8, Int(cellW / 4.4)), lines: Filmstrip.captionLines)
                out += "<text x=\"0\" y=\"\(fmt(cellH + 26))\" font-size=\"8\"><title>\(escape(frame.caption))</title>"
                for (k, l) in lines.enumerated() { out += "<tspan x=\"0\" dy=\"\(k == 0 ? 0 : 9)\">\(escape(l))</tspan>" }
                out += "</text>\n"
            }
            out += "</g>\n"
        }
        out += "<text x=\"\(fmt(gap))\" y=\"\(fmt(timelineTop))\" font-size=\"12\" font-weight=\"bold\">callbacks</text>\n"
        for (i, e) in timeline.enumerated() {
            out += "<text x=\"\(fmt(gap))\" y=\"\(fmt(timelineTop + Double(i + 1) * lineH))\" font-size=\"10\">\(String(format: "%.3f", e.time)) s  \(escape(e.text))</text>\n"
        }
        out += "</svg>\n"
        return out
    }

    private func fmt(_ x: Double) -> String { x.isFinite ? String(format: "%.2f", x) : "0" }

    /// Lines of caption under each frame.
    static let captionLines = 6

    /// `text` in lines of at most `width` characters, broken at spaces (a longer word is cut),
    /// at most `lines` lines.
    static func wrap(_ text: String, width: Int, lines: Int) -> [String] {
        var out: [String] = []
        var cur = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: false).map(String.init) {
            var w = word
            while w.count > width {
                if !cur.isEmpty { out.append(cur); cur = "" }
                out.append(String(w.prefix(width)))
                w = String(w.dropFirst(width))
            }
            if cur.isEmpty { cur = w } else if cur.count + 1 + w.count <= width { cur += " " + w } else { out.append(cur); cur = w }
        }
        if !cur.isEmpty { out.append(cur) }
        if out.count > lines {
            out = Array(out.prefix(lines))
            out[lines - 1] = String(out[lines - 1].prefix(max(1, width - 1))) + "…"
        }
        return out
    }

    private func escape(_ s: String) -> String { xmlEscaped(s) }
}

/// `s` safe inside XML/HTML text and double-quoted attributes (used by the SVG and the HTML report).
func xmlEscaped(_ s: String) -> String {
    s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        .replacingOccurrences(of: "\"", with: "&quot;")
}
