import Foundation

/// A minimal SVG line chart: stacked panels sharing the x axis, ticks, labels, a legend.
struct SVGPlot {
    struct Series {
        var label: String
        var xs: [Double]
        var ys: [Double]
        var color: String
        var markers: Bool = false
        var dashed: Bool = false
    }
    struct Panel {
        var yLabel: String
        var series: [Series]
    }

    var title: String
    var xLabel: String
    var panels: [Panel]
    var width = 900.0
    var panelHeight = 300.0

    func render() -> String {
        let left = 80.0, right = 200.0, top = 50.0, gap = 60.0
        let plotW = width - left - right
        let height = top + Double(panels.count) * (panelHeight + gap) + 10
        var out = """
            <svg xmlns="http://www.w3.org/2000/svg" width="\(Int(width))" height="\(Int(height))" \
            viewBox="0 0 \(Int(width)) \(Int(height))" font-family="Helvetica, Arial, sans-serif" font-size="12">
            <rect width="100%" height="100%" fill="white"/>
            <text x="\(width / 2)" y="24" text-anchor="middle" font-size="16" font-weight="bold">\(esc(title))</text>

            """
        let allX = panels.flatMap { $0.series.flatMap(\.xs) }
        let xMin = allX.min() ?? 0, xMax = max(allX.max() ?? 1, (allX.min() ?? 0) + 1e-9)
        for (pi, panel) in panels.enumerated() {
            let y0 = top + Double(pi) * (panelHeight + gap)
            let allY = panel.series.flatMap(\.ys).filter(\.isFinite)
            var yMin = allY.min() ?? 0, yMax = allY.max() ?? 1
            if yMax - yMin < 1e-12 { yMin -= 1; yMax += 1 }
            let pad = (yMax - yMin) * 0.05
            yMin -= pad
            yMax += pad
            func px(_ x: Double) -> Double { left + (x - xMin) / (xMax - xMin) * plotW }
            func py(_ y: Double) -> Double { y0 + panelHeight - (y - yMin) / (yMax - yMin) * panelHeight }
            out += "<rect x=\"\(left)\" y=\"\(y0)\" width=\"\(plotW)\" height=\"\(panelHeight)\" fill=\"none\" stroke=\"#333\"/>\n"
            for t in ticks(xMin, xMax) {
                out += "<line x1=\"\(px(t))\" y1=\"\(y0)\" x2=\"\(px(t))\" y2=\"\(y0 + panelHeight)\" stroke=\"#eee\"/>"
                out += "<text x=\"\(px(t))\" y=\"\(y0 + panelHeight + 16)\" text-anchor=\"middle\">\(fmt(t))</text>\n"
            }
            for t in ticks(yMin, yMax) {
                out += "<line x1=\"\(left)\" y1=\"\(py(t))\" x2=\"\(left + plotW)\" y2=\"\(py(t))\" stroke=\"#eee\"/>"
                out += "<text x=\"\(left - 6)\" y=\"\(py(t) + 4)\" text-anchor=\"end\">\(fmt(t))</text>\n"
            }
            if yMin < 0 && yMax > 0 {
                out += "<line x1=\"\(left)\" y1=\"\(py(0))\" x2=\"\(left + plotW)\" y2=\"\(py(0))\" stroke=\"#999\"/>\n"
            }
            out +=
                "<text transform=\"translate(20,\(y0 + panelHeight / 2)) rotate(-90)\" text-anchor=\"middle\">\(esc(panel.yLabel))</text>\n"
            out += "<text x=\"\(left + plotW / 2)\" y=\"\(y0 + panelHeight + 36)\" text-anchor=\"middle\">\(esc(xLabel))</text>\n"
            for (si, s) in panel.series.enumerated() {
                let pts = zip(s.xs, s.ys).filter { $0.1.isFinite }
                if s.markers {
                    for (x, y) in pts {
                        out += "<circle cx=\"\(px(x))\" cy=\"\(py(y))\" r=\"2.2\" fill=\"none\" stroke=\"\(s.color)\"/>"
                    }
                    out += "\n"
                } else {
                    let d = pts.map { "\(px($0.0)),\(py($0.1))" }.joined(separator: " ")
                    let dash = s.dashed ? " stroke-dasharray=\"6 4\"" : ""
                    out += "<polyline points=\"\(d)\" fill=\"none\" stroke=\"\(s.color)\" stroke-width=\"1.8\"\(dash)/>\n"
                }
                let ly = y0 + 14 + Double(si) * 18
                let lx = left + plotW + 14
                out +=
                    s.markers
                    ? "<circle cx=\"\(lx + 10)\" cy=\"\(ly - 4)\" r=\"3\" fill=\"none\" stroke=\"\(s.color)\"/>"
                    : "<line x1=\"\(lx)\" y1=\"\(ly - 4)\" x2=\"\(lx + 20)\" y2=\"\(ly - 4)\" stroke=\"\(s.color)\" stroke-width=\"2\"/>"
                out += "<text x=\"\(lx + 26)\" y=\"\(ly)\">\(esc(s.label))</text>\n"
            }
        }
        return out + "</svg>\n"
    }

    func ticks(_ lo: Double, _ hi: Double) -> [Double] {
        let span = hi - lo
        let raw = span / 6
        let mag = pow(10, floor(log10(raw)))
        let step = [1.0, 2, 5, 10].map { $0 * mag }.first { $0 >= raw } ?? 10 * mag
        var t = (lo / step).rounded(.up) * step
        var out: [Double] = []
        while t <= hi + step * 1e-9 && out.count < 20 {
            out.append(abs(t) < step * 1e-9 ? 0 : t)
            t += step
        }
        return out
    }

    func fmt(_ v: Double) -> String {
        let a = abs(v)
        if a == 0 { return "0" }
        if a >= 1e4 || a < 1e-3 { return String(format: "%.1e", v) }
        return String(format: "%g", (v * 1e6).rounded() / 1e6)
    }

    func esc(_ s: String) -> String {
        s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;")
    }
}
