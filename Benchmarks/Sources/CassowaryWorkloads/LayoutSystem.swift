import Cassowary

#if canImport(Glibc)
    import Glibc
#else
    import Darwin
#endif

/// An Auto-Layout-shaped system, built the same way as `Benchmarks/python/kiwi_bench.py`'s
/// `layout_system` (no randomness: the same target gives the same constraints in the same order).
///
/// A root view pinned to (0, 0, 1000, 100000); then views in rows of 12, each with x, y, w, h:
/// leading edge 8 after the previous view's trailing edge (or the root's), top 8 below the view
/// above (or the root), w ≥ 20, h ≥ 20 (required), a preferred width 60 + 5·(i mod 7) at UIKit
/// priority 750, a preferred height 40 + 4·(i mod 5) at 250, a square aspect w == h at 500 for every
/// third view, and the last view of a row kept 8 inside the root's trailing edge (required; twelve
/// preferred widths overflow it, so the 750 preferences give way). Views are added until there are
/// at least `target` constraints.
public struct LayoutSystem {
    public struct View {
        public let x, y, w, h: Variable
    }

    public let root: View
    public private(set) var views: [View] = []
    public private(set) var constraints: [Constraint] = []
    /// The top-spacing constraint of the middle view: a required equality whose constant the
    /// edit benchmarks move (8 ↔ 16); moving it shifts every view below.
    public private(set) var editedTop: Constraint
    /// The middle view's width: the variable the suggestValue benchmarks edit.
    public var editedWidth: Variable { views[views.count / 2].w }

    public static let columns = 12

    public static func priority(_ p: Double) -> Strength { Strength(pow(10, 6 * (p - 1) / 998)) }

    public init(target: Int) {
        func view(_ name: String) -> View {
            View(x: Variable("\(name).x"), y: Variable("\(name).y"), w: Variable("\(name).w"), h: Variable("\(name).h"))
        }
        root = view("root")
        var cs: [Constraint] = [root.x == 0, root.y == 0, root.w == 1000, root.h == 100_000]
        var vs: [View] = []
        var tops: [Constraint] = []
        let high = Self.priority(750), low = Self.priority(250), mid = Self.priority(500)
        while cs.count < target {
            let i = vs.count, r = i / Self.columns, c = i % Self.columns
            let v = view("v\(i)")
            if c == 0 {
                cs.append(v.x == root.x + 8)
            } else {
                let prev = vs[i - 1]
                cs.append(v.x == prev.x + prev.w + 8)
            }
            let top: Constraint
            if r == 0 {
                top = v.y == root.y + 8
            } else {
                let above = vs[i - Self.columns]
                top = v.y == above.y + above.h + 8
            }
            cs.append(top)
            tops.append(top)
            cs.append(v.w >= 20)
            cs.append(v.h >= 20)
            cs.append((v.w == 60 + 5 * Double(i % 7)).withStrength(high))
            cs.append((v.h == 40 + 4 * Double(i % 5)).withStrength(low))
            if i % 3 == 0 { cs.append((v.w == v.h).withStrength(mid)) }
            if c == Self.columns - 1 { cs.append(v.x + v.w <= root.x + root.w - 8) }
            vs.append(v)
        }
        views = vs
        constraints = cs
        editedTop = tops[tops.count / 2]
    }

    /// A solver holding the whole system.
    public func solved() -> Solver {
        let s = Solver()
        for c in constraints { try! s.addConstraint(c) }  // valid by construction
        s.updateVariables()
        return s
    }
}
