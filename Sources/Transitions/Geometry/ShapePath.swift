import Foundation

/// A path (`CGPath` / `UIBezierPath`'s outline): move, line, quadratic and cubic curves, close.
///
/// What the model needs of a path: its bounding box (shadow paths, the visibility checks'
/// clipping) and which points it contains (masks for hit-testing), both from a flattening of the
/// curves into polylines (16 segments per curve: the containment error is below 0.5 % of the
/// curve's size). Fill rules: non-zero winding (Core Graphics' default) or even-odd.
public struct ShapePath: Sendable, Hashable {
    public enum Element: Sendable, Hashable {
        case move(CGPoint)
        case line(CGPoint)
        case quadCurve(to: CGPoint, control: CGPoint)
        case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
        case close
    }

    public private(set) var elements: [Element] = []

    public init() {}
    public init(elements: [Element]) { self.elements = elements }

    /// A rectangle (the old model's only path).
    public init(boundingBox rect: CGRect) { self.init(rect: rect) }

    public init(rect r: CGRect) {
        elements = [.move(CGPoint(x: r.minX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.minY)), .line(CGPoint(x: r.maxX, y: r.maxY)), .line(CGPoint(x: r.minX, y: r.maxY)), .close]
    }

    /// An ellipse inscribed in `r` (four cubic arcs, κ = 0.5523).
    public init(ellipseIn r: CGRect) {
        let k = 0.552_284_749_8
        let cx = r.midX, cy = r.midY, rx = r.width / 2, ry = r.height / 2
        elements = [
            .move(CGPoint(x: cx + rx, y: cy)),
            .curve(to: CGPoint(x: cx, y: cy + ry), control1: CGPoint(x: cx + rx, y: cy + k * ry), control2: CGPoint(x: cx + k * rx, y: cy + ry)),
            .curve(to: CGPoint(x: cx - rx, y: cy), control1: CGPoint(x: cx - k * rx, y: cy + ry), control2: CGPoint(x: cx - rx, y: cy + k * ry)),
            .curve(to: CGPoint(x: cx, y: cy - ry), control1: CGPoint(x: cx - rx, y: cy - k * ry), control2: CGPoint(x: cx - k * rx, y: cy - ry)),
            .curve(to: CGPoint(x: cx + rx, y: cy), control1: CGPoint(x: cx + k * rx, y: cy - ry), control2: CGPoint(x: cx + rx, y: cy - k * ry)),
            .close,
        ]
    }

    /// A rounded rectangle; `corners` chooses which corners are rounded (radius clamped to half
    /// the shorter side).
    public init(roundedRect r: CGRect, cornerRadius: Double, corners: CornerMask = [.minXMinY, .maxXMinY, .minXMaxY, .maxXMaxY]) {
        let rad = max(0, min(cornerRadius.isFinite ? cornerRadius : 0, min(r.width, r.height) / 2))
        guard rad > 0 else {
            self.init(rect: r)
            return
        }
        let k = 0.552_284_749_8 * rad
        func rr(_ c: CornerMask) -> Double { corners.contains(c) ? rad : 0 }
        let tl = rr(.minXMinY), tr = rr(.maxXMinY), br = rr(.maxXMaxY), bl = rr(.minXMaxY)
        var e: [Element] = [.move(CGPoint(x: r.minX + tl, y: r.minY)), .line(CGPoint(x: r.maxX - tr, y: r.minY))]
        if tr > 0 { e.append(.curve(to: CGPoint(x: r.maxX, y: r.minY + tr), control1: CGPoint(x: r.maxX - tr + k, y: r.minY), control2: CGPoint(x: r.maxX, y: r.minY + tr - k))) }
        e.append(.line(CGPoint(x: r.maxX, y: r.maxY - br)))
        if br > 0 { e.append(.curve(to: CGPoint(x: r.maxX - br, y: r.maxY), control1: CGPoint(x: r.maxX, y: r.maxY - br + k), control2: CGPoint(x: r.maxX - br + k, y: r.maxY))) }
        e.append(.line(CGPoint(x: r.minX + bl, y: r.maxY)))
        if bl > 0 { e.append(.curve(to: CGPoint(x: r.minX, y: r.maxY - bl), control1: CGPoint(x: r.minX + bl - k, y: r.maxY), control2: CGPoint(x: r.minX, y: r.maxY - bl + k))) }
        e.append(.line(CGPoint(x: r.minX, y: r.minY + tl)))
        if tl > 0 { e.append(.curve(to: CGPoint(x: r.minX + tl, y: r.minY), control1: CGPoint(x: r.minX, y: r.minY + tl - k), control2: CGPoint(x: r.minX + tl - k, y: r.minY))) }
        e.append(.close)
        self.init(elements: e)
    }

    public mutating func move(to p: CGPoint) { elements.append(.move(p)) }
    public mutating func addLine(to p: CGPoint) { elements.append(.line(p)) }
    public mutating func addQuadCurve(to p: CGPoint, control: CGPoint) { elements.append(.quadCurve(to: p, control: control)) }
    public mutating func addCurve(to p: CGPoint, control1: CGPoint, control2: CGPoint) { elements.append(.curve(to: p, control1: control1, control2: control2)) }
    public mutating func closeSubpath() { elements.append(.close) }
    public mutating func append(_ other: ShapePath) { elements += other.elements }

    /// An arc about `center` from `start` to `end` (radians), as cubic pieces of at most 90°.
    public mutating func addArc(center c: CGPoint, radius r: Double, startAngle a0: Double, endAngle a1: Double, clockwise: Bool) {
        guard r.isFinite, a0.isFinite, a1.isFinite else { return }
        var sweep = a1 - a0
        // UIKit's `clockwise` is in its flipped (y down) coordinates: increasing angles.
        if clockwise { while sweep < 0 { sweep += 2 * .pi } } else { while sweep > 0 { sweep -= 2 * .pi } }
        if abs(sweep) > 2 * .pi { sweep = sweep > 0 ? 2 * .pi : -2 * .pi }
        let start = CGPoint(x: c.x + r * cos(a0), y: c.y + r * sin(a0))
        if elements.isEmpty || elements.last == .close { move(to: start) } else { addLine(to: start) }
        let pieces = max(1, Int((abs(sweep) / (.pi / 2)).rounded(.up)))
        let step = sweep / Double(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var a = a0
        for _ in 0..<pieces {
            let b = a + step
            let p0 = CGPoint(x: c.x + r * cos(a), y: c.y + r * sin(a)), p3 = CGPoint(x: c.x + r * cos(b), y: c.y + r * sin(b))
            let c1 = CGPoint(x: p0.x - k * r * sin(a), y: p0.y + k * r * cos(a))
            let c2 = CGPoint(x: p3.x + k * r * sin(b), y: p3.y - k * r * cos(b))
            addCurve(to: p3, control1: c1, control2: c2)
            a = b
        }
    }

    /// The last point (`currentPoint`): where the next segment starts (zero for an empty path).
    public var currentPoint: CGPoint {
        var start = CGPoint.zero, cur = CGPoint.zero
        for e in elements {
            switch e {
            case .move(let p): start = p; cur = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): cur = p
            case .close: cur = start
            }
        }
        return cur
    }

    public var isEmpty: Bool { elements.isEmpty }

    /// The path through an affine transform.
    public func applying(_ t: AffineTransform2D) -> ShapePath {
        ShapePath(elements: elements.map { e in
            switch e {
            case .move(let p): return .move(t.apply(to: p))
            case .line(let p): return .line(t.apply(to: p))
            case .quadCurve(let p, let c): return .quadCurve(to: t.apply(to: p), control: t.apply(to: c))
            case .curve(let p, let c1, let c2): return .curve(to: t.apply(to: p), control1: t.apply(to: c1), control2: t.apply(to: c2))
            case .close: return .close
            }
        })
    }

    /// The subpaths as closed polygons (curves flattened).
    public var polygons: [[CGPoint]] { subpaths.map(\.points) }

    /// The subpaths, curves flattened, each with whether it was closed (`closeSubpath()`):
    /// filling closes every subpath, stroking draws caps on the open ones.
    public var subpaths: [(points: [CGPoint], closed: Bool)] {
        var out: [(points: [CGPoint], closed: Bool)] = []
        var cur: [CGPoint] = []
        func flush(closed: Bool = false) {
            if cur.count > 1 { out.append((cur, closed)) }
            cur = []
        }
        for e in elements {
            switch e {
            case .move(let p):
                flush()
                cur = [p]
            case .line(let p):
                cur.append(p)
            case .quadCurve(let p, let c):
                let p0 = cur.last ?? p
                for i in 1...16 {
                    let t = Double(i) / 16, u = 1 - t
                    cur.append(CGPoint(x: u * u * p0.x + 2 * u * t * c.x + t * t * p.x, y: u * u * p0.y + 2 * u * t * c.y + t * t * p.y))
                }
            case .curve(let p, let c1, let c2):
                let p0 = cur.last ?? p
                for i in 1...16 {
                    let t = Double(i) / 16, u = 1 - t
                    let a = u * u * u, b = 3 * u * u * t, c = 3 * u * t * t, d = t * t * t
                    cur.append(CGPoint(x: a * p0.x + b * c1.x + c * c2.x + d * p.x, y: a * p0.y + b * c1.y + c * c2.y + d * p.y))
                }
            case .close:
                let first = cur.first
                flush(closed: true)
                if let first { cur = [first] }
            }
        }
        flush()
        return out
    }

    /// The bounding box of the outline (`boundingBox` of a `CGPath`; the flattened curves').
    public var boundingBox: CGRect {
        let pts = polygons.flatMap { $0 }
        let xs = pts.map(\.x), ys = pts.map(\.y)
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max() else { return .null }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }

    /// `contains(_:using:)`: the point is inside the filled path (every subpath implicitly closed).
    public func contains(_ p: CGPoint, evenOdd: Bool = false) -> Bool {
        var winding = 0
        for poly in polygons {
            for i in poly.indices {
                let a = poly[i], b = poly[(i + 1) % poly.count]
                if a.y <= p.y {
                    if b.y > p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) > 0 { winding += 1 }
                } else if b.y <= p.y, (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y) < 0 {
                    winding -= 1
                }
            }
        }
        return evenOdd ? winding % 2 != 0 : winding != 0
    }
}
