import Foundation

/// The outline of a stroked path (`CGPath.copy(strokingWithWidth:lineCap:lineJoin:miterLimit:)`):
/// the region a stroke of width `w` paints, as a path to fill with the non-zero winding rule.
///
/// Core Graphics returns one outline; the model returns the same region as a union of pieces,
/// each oriented counter-clockwise so that non-zero winding fills their union (overlaps add,
/// never cancel): for every segment of the flattened subpaths the rectangle swept by the pen
/// (the segment offset by ±w/2 along its normal), at every vertex where two segments meet the
/// join — a disc of radius w/2 (`.round`), the triangle between the two offset corners
/// (`.bevel`), or that triangle plus the miter tip where the miter length w / sin(θ/2) is within
/// `miterLimit · w` (`.miter`, θ the angle between the segments; beyond the limit, a bevel as in
/// Core Graphics) — and at the ends of open subpaths the cap: none (`.butt`), the segment
/// extended by w/2 (`.square`) or a disc (`.round`). Closed subpaths are joined at their first
/// vertex. Containment and bounding box are those of the stroke to the flattening's accuracy
/// (curves in 16 segments, discs as 32-gons).
extension ShapePath {
    public func stroked(width: Double, cap: BezierPath.LineCapStyle = .butt, join joinStyle: BezierPath.LineJoinStyle = .miter, miterLimit: Double = 10) -> ShapePath {
        var out = ShapePath()
        guard width.isFinite, width > 0 else { return out }
        let h = width / 2
        let limit = miterLimit.isFinite ? max(1, miterLimit) : 10

        func polygon(_ pts: [CGPoint]) {
            guard pts.count > 2 else { return }
            var area = 0.0
            for i in pts.indices {
                let a = pts[i], b = pts[(i + 1) % pts.count]
                area += a.x * b.y - b.x * a.y
            }
            guard area.isFinite, area != 0 else { return }
            let ordered = area > 0 ? pts : pts.reversed()
            out.move(to: ordered[0])
            for p in ordered.dropFirst() { out.addLine(to: p) }
            out.closeSubpath()
        }
        func disc(_ c: CGPoint) {
            polygon((0..<32).map { i in
                let a = Double(i) * .pi / 16
                return CGPoint(x: c.x + h * cos(a), y: c.y + h * sin(a))
            })
        }
        func unitNormal(_ a: CGPoint, _ b: CGPoint) -> (CGPoint, CGPoint)? {
            let dx = b.x - a.x, dy = b.y - a.y
            let len = (dx * dx + dy * dy).squareRoot()
            guard len > 0, len.isFinite else { return nil }
            return (CGPoint(x: dx / len, y: dy / len), CGPoint(x: -dy / len, y: dx / len))
        }
        func join(at p: CGPoint, from a: CGPoint, to b: CGPoint) {
            if joinStyle == .round { return disc(p) }
            guard let (d1, n1) = unitNormal(a, p), let (d2, n2) = unitNormal(p, b) else { return }
            let turn = d1.x * d2.y - d1.y * d2.x
            guard turn != 0 else { return }
            // The outer side of the turn: the offset corners there leave a gap the join fills.
            let s = turn > 0 ? -1.0 : 1.0
            let c1 = CGPoint(x: p.x + s * h * n1.x, y: p.y + s * h * n1.y)
            let c2 = CGPoint(x: p.x + s * h * n2.x, y: p.y + s * h * n2.y)
            polygon([p, c1, c2])
            guard joinStyle == .miter else { return }
            // Miter length / width = 1 / sin(θ/2), θ the interior angle; cos θ = -d1·d2.
            let cosTheta = -(d1.x * d2.x + d1.y * d2.y)
            let sinHalf = ((1 - cosTheta) / 2).squareRoot()
            guard sinHalf > 0, 1 / sinHalf <= limit else { return }
            // The tip: where the two outer offset lines meet.
            let denom = d1.x * d2.y - d1.y * d2.x
            let t = ((c2.x - c1.x) * d2.y - (c2.y - c1.y) * d2.x) / denom
            let tip = CGPoint(x: c1.x + t * d1.x, y: c1.y + t * d1.y)
            if tip.x.isFinite, tip.y.isFinite { polygon([c1, tip, c2]) }
        }

        for sub in subpaths {
            var pts: [CGPoint] = []
            for p in sub.points where pts.last != p { pts.append(p) }
            if sub.closed, pts.count > 1, pts.first == pts.last { pts.removeLast() }
            guard pts.count > 1 else {
                // A lone point: round and square caps paint a dot, butt nothing.
                if let p = pts.first, !sub.closed {
                    if cap == .round { disc(p) } else if cap == .square { polygon([CGPoint(x: p.x - h, y: p.y - h), CGPoint(x: p.x + h, y: p.y - h), CGPoint(x: p.x + h, y: p.y + h), CGPoint(x: p.x - h, y: p.y + h)]) }
                }
                continue
            }
            let segmentCount = sub.closed ? pts.count : pts.count - 1
            for i in 0..<segmentCount {
                var a = pts[i], b = pts[(i + 1) % pts.count]
                guard let (d, n) = unitNormal(a, b) else { continue }
                if !sub.closed, cap == .square {
                    if i == 0 { a = CGPoint(x: a.x - h * d.x, y: a.y - h * d.y) }
                    if i == segmentCount - 1 { b = CGPoint(x: b.x + h * d.x, y: b.y + h * d.y) }
                }
                polygon([
                    CGPoint(x: a.x + h * n.x, y: a.y + h * n.y), CGPoint(x: b.x + h * n.x, y: b.y + h * n.y),
                    CGPoint(x: b.x - h * n.x, y: b.y - h * n.y), CGPoint(x: a.x - h * n.x, y: a.y - h * n.y),
                ])
            }
            let joints = sub.closed ? Array(pts.indices) : Array(1..<(pts.count - 1))
            for i in joints {
                join(at: pts[i], from: pts[(i + pts.count - 1) % pts.count], to: pts[(i + 1) % pts.count])
            }
            if !sub.closed, cap == .round {
                disc(pts[0])
                disc(pts[pts.count - 1])
            }
        }
        return out
    }
}
