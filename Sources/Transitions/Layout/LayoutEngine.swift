import Cassowary
import Foundation

/// The Auto Layout engine of one root view (a window, or a view tree not in a window): a
/// Cassowary `Solver` over four variables per participating view or guide — its frame's left,
/// top, width and height in the root's coordinates — kept up to date incrementally.
///
/// What is in it: every active constraint installed in the root's tree; for each view those
/// constraints mention, the view's ancestors up to the root (so that a frame in its superview is
/// a difference of two rows); for each of those views either its autoresizing constraints
/// (`translatesAutoresizingMaskIntoConstraints`, UIKit's `NSAutoresizingMaskLayoutConstraint`s:
/// required, from its frame and mask) or its content-size constraints (intrinsic size at the
/// hugging priority as `≤`, at the compression-resistance priority as `≥`); the system guides'
/// insets. Changes are incremental: activation adds rows, `constant` is `Solver.setConstant`, a
/// changed frame or intrinsic size moves its generated constraints' constants the same way. The
/// engine is rebuilt from its constraint list only when the view tree under it changed shape in a
/// way that moves a participating view.
///
/// Unsatisfiable required constraints: the constraint whose addition (or new constant) the solver
/// refuses is broken — left out of the solver, `isBroken`, still active, as UIKit keeps it — and
/// a violation names it and the irreducible set of required constraints it conflicts with
/// (found by a deletion filter over the constraints connected to it; see notes/layout.md).
final class LayoutEngine {
    private(set) weak var root: View?
    private(set) var solver = Solver()
    /// User constraints in activation order (broken ones included).
    private(set) var constraints: [LayoutConstraint] = []
    private var records: [ObjectIdentifier: ItemRecord] = [:]
    /// The records in creation order: every loop over them is deterministic.
    private var recordList: [ItemRecord] = []
    /// When each solver constraint was added: `Solver.constraints` has no order, and conflict
    /// reports and probes must not depend on hashing.
    private var addedOrder: [Cassowary.Constraint: Int] = [:]
    private var serial = 0

    private func addToSolver(_ c: Cassowary.Constraint) throws(CassowaryError) {
        try solver.addConstraint(c)
        serial += 1
        addedOrder[c] = serial
    }

    private func removeFromSolver(_ c: Cassowary.Constraint) {
        try? solver.removeConstraint(c)
        addedOrder[c] = nil
    }

    /// The solver's constraints in the order they were added.
    private var orderedSolverConstraints: [Cassowary.Constraint] {
        solver.constraints.sorted { (addedOrder[$0] ?? 0) < (addedOrder[$1] ?? 0) }
    }
    /// Solver constraint → the description used in conflict reports.
    private var names: [Cassowary.Constraint: () -> String] = [:]
    /// Some change since the last `solve()`.
    var isDirty = true
    unowned let simulation: Simulation
    /// A scratch engine (`systemLayoutSizeFitting`): it leaves views and constraints untouched
    /// and reports nothing.
    let temporary: Bool

    init(root: View, temporary: Bool = false) {
        self.root = root
        simulation = root.simulation
        self.temporary = temporary
    }

    var isEmpty: Bool { constraints.isEmpty }

    // MARK: Records

    final class ItemRecord {
        weak var view: View?
        weak var guide: LayoutGuide?
        let left: Variable, top: Variable, width: Variable, height: Variable
        var parent: ItemRecord?
        var parentID: ObjectIdentifier?
        var refs = 0
        var generated: [Generated] = []
        /// What the generated constraints were made from (rebuilt when it changes).
        var basis: [Double] = []
        var basisKey = 0
        /// Inputs changed (intrinsic size, priorities, margins, the translation flag): refresh.
        var needsRefresh = true
        var isRoot = false
        /// A controller's root view: safe-area insets are read from the view there (they include
        /// the controller's `additionalSafeAreaInsets`), and derived from the solution below it.
        var isControllerRoot = false
        /// Translates its autoresizing mask (its frame is compared before every solve).
        var isAutoresizing = false
        var isSystemGuide = false
        /// A margins guide's owner's margins and `insetsLayoutMarginsFromSafeArea`, copied when
        /// they change.
        var margins = EdgeInsets.zero
        var marginsFromSafeArea = true
        /// The owner's `preservesSuperviewLayoutMargins`, copied with the margins.
        var preservesSuperviewMargins = false
        /// The frame (in the superview) the last solve gave, to mark only views that move.
        var lastSolved = CGRect.null

        init(name: String) {
            left = Variable("\(name).minX")
            top = Variable("\(name).minY")
            width = Variable("\(name).width")
            height = Variable("\(name).height")
        }

        var name: String { view?.modelName ?? guide.map { LayoutConstraint.itemName($0) } ?? "released" }
        var object: AnyObject? { view ?? guide }
    }

    struct Generated {
        var constraint: Cassowary.Constraint
        var inSolver: Bool
    }

    private func record(for item: AnyObject) -> ItemRecord? {
        records[ObjectIdentifier(item)]
    }

    /// The record of `item`, made (with its ancestors' and its generated constraints) if new;
    /// takes one reference.
    @discardableResult
    private func retain(_ item: AnyObject) -> ItemRecord? {
        if let r = records[ObjectIdentifier(item)] {
            r.refs += 1
            return r
        }
        let r = ItemRecord(name: LayoutConstraint.itemName(item))
        r.refs = 1
        if let v = item as? View {
            r.view = v
            r.isRoot = v === root
            r.isControllerRoot = v.owningController != nil
            if !temporary { v.layoutData.record = r }
            if v !== root, let s = v.superview {
                r.parent = retain(s)
                r.parentID = ObjectIdentifier(s)
            }
        } else if let g = item as? LayoutGuide, let owner = g.owningView {
            r.guide = g
            r.isSystemGuide = g.kind != .user
            r.parent = retain(owner)
            r.parentID = ObjectIdentifier(owner)
        }
        records[ObjectIdentifier(item)] = r
        recordList.append(r)
        refreshGenerated(r, force: true)
        return r
    }

    private func release(_ r: ItemRecord) {
        r.refs -= 1
        guard r.refs <= 0 else { return }
        for g in r.generated where g.inSolver { removeFromSolver(g.constraint) }
        for g in r.generated { names[g.constraint] = nil }
        r.generated = []
        if let o = r.object { records[ObjectIdentifier(o)] = nil }
        recordList.removeAll { $0 === r }
        if let v = r.view, v.layoutData.record === r { v.layoutData.record = nil }
        if let p = r.parent { release(p) }
        r.parent = nil
    }

    // MARK: Generated constraints

    /// Recomputes a record's generated constraints from the current frame, mask, intrinsic size,
    /// priorities and insets; constants move in place when only they changed.
    private func refreshGenerated(_ r: ItemRecord, force: Bool = false) {
        let (key, basis) = basisOf(r)
        r.needsRefresh = false
        if !force, key == r.basisKey, basis == r.basis { return }
        let oldKey = r.basisKey
        r.basis = basis
        r.basisKey = key
        let specs = generatedSpecs(r)
        let sameShape = !force && key == oldKey && specs.count == r.generated.count
            && zip(specs, r.generated).allSatisfy { $0.0.sameShape(as: $0.1.constraint) }
        isDirty = true
        if sameShape {
            // The solver keeps each constraint's current constant (a generated constraint's own
            // expression keeps the one it was made with), so every constant goes to the solver,
            // which skips those that did not move: a constant back at its first value moves too.
            for (i, s) in specs.enumerated() where r.generated[i].inSolver {
                do {
                    try solver.setConstant(s.expression.constant, for: r.generated[i].constraint)
                } catch {
                    // The frame or size moved against required constraints: break the generated one.
                    removeFromSolver(r.generated[i].constraint)
                    r.generated[i].inSolver = false
                    let changed = Cassowary.Constraint(s.expression, s.relation, strength: s.strength, name: s.name)
                    reportConflict(changed, broken: s.name)
                }
            }
            return
        }
        for g in r.generated where g.inSolver { removeFromSolver(g.constraint) }
        for g in r.generated { names[g.constraint] = nil }
        r.generated = specs.map { s in
            let name = s.name
            names[s] = { name }
            do {
                try addToSolver(s)
                return Generated(constraint: s, inSolver: true)
            } catch {
                reportConflict(s, broken: name)
                return Generated(constraint: s, inSolver: false)
            }
        }
    }

    /// A digest of what a record's generated constraints depend on.
    private func basisOf(_ r: ItemRecord) -> (Int, [Double]) {
        if let v = r.view {
            if v === root {
                let s = v.bounds.size
                return v.translatesAutoresizingMaskIntoConstraints ? (1, [s.width, s.height]) : (2, [])
            }
            r.isAutoresizing = v.translatesAutoresizingMaskIntoConstraints
            if v.translatesAutoresizingMaskIntoConstraints {
                let f = v.frame, p = v.superview?.bounds.size ?? .zero
                return (3 + Int(v.autoresizingMask.rawValue) << 4, [f.minX, f.minY, f.width, f.height, p.width, p.height])
            }
            let d = v.layoutData
            if !d.intrinsicKnown {
                d.intrinsicSize = v.intrinsicContentSize
                d.alignmentInsets = Self.finite(v.alignmentRectInsets)
                d.intrinsicKnown = true
            }
            let i = d.alignmentInsets, (h, c) = Self.priorities(of: v)
            return (4, [d.intrinsicSize.width, d.intrinsicSize.height, Double(h.0.rawValue), Double(h.1.rawValue),
                        Double(c.0.rawValue), Double(c.1.rawValue), i.left + i.right, i.top + i.bottom])
        }
        if r.guide?.kind == .scrollContent { return (7, []) }
        if r.guide?.kind == .keyboard, let owner = r.guide?.owningView { return (8, [owner.keyboardGuideHeight]) }
        if r.isSystemGuide || r.guide != nil {
            let i = guideInsets(r)
            return r.isSystemGuide ? (6, [i.top, i.left, i.bottom, i.right]) : (5, [])
        }
        return (0, [])
    }

    /// Safe-area insets of controller root views, read once per solve.
    private var insetsCache: [ObjectIdentifier: EdgeInsets] = [:]

    /// A system guide's insets from its owner's edges: the safe area (the nearest controller
    /// root view's or the root's `safeAreaInsets`, carried down through the solved frames), plus
    /// the margins for a margins guide.
    private func guideInsets(_ r: ItemRecord) -> EdgeInsets {
        guard r.isSystemGuide, let owner = r.parent else { return .zero }
        // The frame guide is the visible rectangle: the bounds at the content offset.
        if r.guide?.kind == .scrollFrame, let o = (r.guide?.owningView as? ScrollView)?.contentOffset {
            return EdgeInsets(top: o.y, left: o.x, bottom: -o.y, right: -o.x)
        }
        // A root view's margins follow its controller's traits (the system minimum), so they are
        // read at every solve.
        let marginal = r.guide.map { $0.kind == .margins || $0.kind == .readable } ?? false
        if let g = r.guide, r.needsRefresh || (marginal && g.owningView?.owningController != nil) {
            if marginal, let v = g.owningView {
                r.margins = v.layoutMargins
                r.marginsFromSafeArea = v.insetsLayoutMarginsFromSafeArea
                r.preservesSuperviewMargins = v.preservesSuperviewLayoutMargins
            } else {
                r.margins = .zero
                r.marginsFromSafeArea = true
                r.preservesSuperviewMargins = false
            }
        }
        let safe = r.marginsFromSafeArea ? safeInsets(of: owner) : .zero
        let own = safe + r.margins
        let insets = r.preservesSuperviewMargins ? preservingSuperviewMargins(own, of: owner, depth: 0) : own
        // The readable guide narrows to a line length within the owner's width as last laid out.
        if r.guide?.kind == .readable, let v = r.guide?.owningView { return View.readableInsets(insets, width: v.bounds.width) }
        return insets
    }

    /// `own` (the margins-guide insets of `r`'s view) grown to keep clear of its superview's,
    /// from the solved frames. Deep chains of views that preserve stop after eight levels.
    private func preservingSuperviewMargins(_ own: EdgeInsets, of r: ItemRecord, depth: Int) -> EdgeInsets {
        guard depth < 8, let sup = r.parent, let supView = sup.view else { return own }
        return View.preservingSuperviewMargins(
            own, frame: solvedFrame(r) ?? .zero, superSize: CGSize(width: sup.width.value, height: sup.height.value),
            superInsets: marginInsets(of: supView, record: sup, depth: depth + 1))
    }

    /// A view's margins-guide insets (its margins, plus the safe area where it insets from it, plus
    /// what it preserves of its own superview's margins), for a subview that preserves them.
    private func marginInsets(of v: View, record r: ItemRecord, depth: Int) -> EdgeInsets {
        let own = (v.insetsLayoutMarginsFromSafeArea ? safeInsets(of: r) : .zero) + v.layoutMargins
        return v.preservesSuperviewLayoutMargins ? preservingSuperviewMargins(own, of: r, depth: depth) : own
    }

    private func safeInsets(of o: ItemRecord) -> EdgeInsets {
        guard rootIsWindow else { return .zero }
        var a = o
        while !a.isControllerRoot, !a.isRoot, let p = a.parent { a = p }
        let key = ObjectIdentifier(a)
        let ai: EdgeInsets
        if let c = insetsCache[key] {
            ai = c
        } else {
            ai = a.view?.safeAreaInsets ?? .zero
            insetsCache[key] = ai
        }
        if a === o { return ai }
        let ar = CGRect(x: a.left.value, y: a.top.value, width: a.width.value, height: a.height.value)
        let safe = CGRect(x: ar.minX + ai.left, y: ar.minY + ai.top, width: ar.width - ai.left - ai.right, height: ar.height - ai.top - ai.bottom)
        let f = CGRect(x: o.left.value, y: o.top.value, width: o.width.value, height: o.height.value)
        return EdgeInsets(
            top: min(max(0, safe.minY - f.minY), max(f.height, 0)), left: min(max(0, safe.minX - f.minX), max(f.width, 0)),
            bottom: min(max(0, f.maxY - safe.maxY), max(f.height, 0)), right: min(max(0, f.maxX - safe.maxX), max(f.width, 0)))
    }

    private var rootIsWindow = false

    private func generatedSpecs(_ r: ItemRecord) -> [Cassowary.Constraint] {
        var out: [Cassowary.Constraint] = []
        func add(_ terms: [Term], _ constant: Double, _ rel: Cassowary.Relation = .equal, _ strength: Strength = .required, name: String) {
            out.append(Cassowary.Constraint(Cassowary.Expression(terms, constant: constant), rel, strength: strength, name: name))
        }
        if let v = r.view {
            let n = v.modelName
            if v === root {
                add([Term(r.left)], 0, name: "<root \(n).minX == 0>")
                add([Term(r.top)], 0, name: "<root \(n).minY == 0>")
                if v.translatesAutoresizingMaskIntoConstraints {
                    let s = v.bounds.size
                    add([Term(r.width)], -s.width, name: "<NSAutoresizingMaskLayoutConstraint \(n).width == \(LayoutConstraint.format(s.width))>")
                    add([Term(r.height)], -s.height, name: "<NSAutoresizingMaskLayoutConstraint \(n).height == \(LayoutConstraint.format(s.height))>")
                }
                return out
            }
            if v.translatesAutoresizingMaskIntoConstraints, let p = r.parent {
                // UIKit's translation: per axis, the superview's size change is shared among the
                // flexible parts (margin, size, margin) in proportion to their lengths — the same
                // rule as frame-based autoresizing (`View+Display.swift`), written as
                //   position − share_m·S = x − share_m·S₀,   size − share_s·S = w − share_s·S₀.
                let f = v.frame, ps = v.superview?.bounds.size ?? .zero, m = v.autoresizingMask
                let tag = "<NSAutoresizingMaskLayoutConstraint \(maskCode(m))"
                func axis(_ pos: Variable, _ size: Variable, _ ppos: Variable, _ psize: Variable, start: Double, length: Double, container: Double,
                          _ flex: (Bool, Bool, Bool), _ names: (String, String)) {
                    let parts = [start, length, container - start - length], fl = [flex.0, flex.1, flex.2]
                    let count = fl.filter { $0 }.count
                    let total = zip(parts, fl).reduce(0.0) { $1.1 ? $0 + max($1.0, 0) : $0 }
                    func share(_ i: Int) -> Double {
                        guard fl[i], count > 0 else { return 0 }
                        return total > 0 ? max(parts[i], 0) / total : 1 / Double(count)
                    }
                    let sm = share(0), ss = share(1)
                    add([Term(pos), Term(ppos, -1), Term(psize, -sm)], -(start - sm * container),
                        name: "\(tag) \(n).\(names.0) == \(LayoutConstraint.format(start))\(sm == 0 ? "" : " (flexible)")>")
                    add([Term(size), Term(psize, -ss)], -(length - ss * container),
                        name: "\(tag) \(n).\(names.1) == \(LayoutConstraint.format(length))\(ss == 0 ? "" : " (flexible)")>")
                }
                axis(r.left, r.width, p.left, p.width, start: f.minX, length: f.width, container: ps.width,
                     (m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin)), ("minX", "width"))
                axis(r.top, r.height, p.top, p.height, start: f.minY, length: f.height, container: ps.height,
                     (m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin)), ("minY", "height"))
                return out
            }
            // The intrinsic size is the alignment rectangle's: the frame is that plus the insets.
            let d = v.layoutData, size = d.intrinsicSize, i = d.alignmentInsets
            let (dw, dh) = (i.left + i.right, i.top + i.bottom)
            let (hug, resist) = Self.priorities(of: v)
            if size.width != View.noIntrinsicMetric {
                add([Term(r.width)], -size.width - dw, .lessThanOrEqual, hug.0.strength,
                    name: "<NSContentSizeLayoutConstraint \(n).width <= \(LayoutConstraint.format(size.width)) hug:\(Int(hug.0.rawValue))>")
                add([Term(r.width)], -size.width - dw, .greaterThanOrEqual, resist.0.strength,
                    name: "<NSContentSizeLayoutConstraint \(n).width >= \(LayoutConstraint.format(size.width)) compressionResistance:\(Int(resist.0.rawValue))>")
            }
            if size.height != View.noIntrinsicMetric {
                add([Term(r.height)], -size.height - dh, .lessThanOrEqual, hug.1.strength,
                    name: "<NSContentSizeLayoutConstraint \(n).height <= \(LayoutConstraint.format(size.height)) hug:\(Int(hug.1.rawValue))>")
                add([Term(r.height)], -size.height - dh, .greaterThanOrEqual, resist.1.strength,
                    name: "<NSContentSizeLayoutConstraint \(n).height >= \(LayoutConstraint.format(size.height)) compressionResistance:\(Int(resist.1.rawValue))>")
            }
            return out
        }
        if let g = r.guide, let p = r.parent, g.kind == .scrollContent, let owner = g.owningView {
            // The content's origin is the scroll view's (its bounds' coordinates); its size is the
            // content's, set by the constraints and read back as `contentSize`.
            let n = LayoutConstraint.itemName(g)
            add([Term(r.left), Term(p.left, -1)], 0, name: "<\(n).left == \(owner.modelName).left>")
            add([Term(r.top), Term(p.top, -1)], 0, name: "<\(n).top == \(owner.modelName).top>")
            return out
        }
        if let g = r.guide, let p = r.parent, g.kind == .keyboard, let owner = g.owningView {
            // Full width along the owner's bottom edge, as tall as the keyboard covers.
            let h = r.basis.first ?? 0
            let n = LayoutConstraint.itemName(g)
            add([Term(r.left), Term(p.left, -1)], 0, name: "<\(n).left == \(owner.modelName).left>")
            add([Term(r.width), Term(p.width, -1)], 0, name: "<\(n).width == \(owner.modelName).width>")
            add([Term(r.height)], -h, name: "<\(n).height == \(LayoutConstraint.format(h))>")
            add([Term(r.top), Term(r.height), Term(p.top, -1), Term(p.height, -1)], 0, name: "<\(n).bottom == \(owner.modelName).bottom>")
            return out
        }
        if let g = r.guide, let p = r.parent, g.kind != .user, let owner = g.owningView {
            let i = EdgeInsets(top: r.basis[0], left: r.basis[1], bottom: r.basis[2], right: r.basis[3])
            let n = LayoutConstraint.itemName(g)
            add([Term(r.left), Term(p.left, -1)], -i.left, name: "<\(n).left == \(owner.modelName).left + \(LayoutConstraint.format(i.left))>")
            add([Term(r.top), Term(p.top, -1)], -i.top, name: "<\(n).top == \(owner.modelName).top + \(LayoutConstraint.format(i.top))>")
            add([Term(r.width), Term(p.width, -1)], i.left + i.right,
                name: "<\(n).width == \(owner.modelName).width - \(LayoutConstraint.format(i.left + i.right))>")
            add([Term(r.height), Term(p.height, -1)], i.top + i.bottom,
                name: "<\(n).height == \(owner.modelName).height - \(LayoutConstraint.format(i.top + i.bottom))>")
        }
        return out
    }

    private func maskCode(_ m: View.AutoresizingMask) -> String {
        func axis(_ a: Bool, _ b: Bool, _ c: Bool) -> String { (a ? "&" : "-") + (b ? "&" : "-") + (c ? "&" : "-") }
        return "h=\(axis(m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin))) "
            + "v=\(axis(m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin)))"
    }

    // MARK: User constraints

    /// The solver expression `first − (m·second + constant)` of `c`, retaining its items.
    private func expression(of c: LayoutConstraint) -> Cassowary.Expression? {
        guard let a = c.firstItem, let (lhs, lhsOffset) = terms(of: a, c.firstAttribute) else { return nil }
        var terms = lhs
        var constant = lhsOffset - c.constant
        if let b = c.secondItem, c.secondAttribute != .notAnAttribute {
            guard let (rhs, rhsOffset) = self.terms(of: b, c.secondAttribute) else { return nil }
            terms += rhs.map { Term($0.variable, -c.multiplier * $0.coefficient) }
            constant -= c.multiplier * rhsOffset
        }
        return Cassowary.Expression(terms, constant: constant)
    }

    /// The terms of an attribute of an item's frame variables, and the constant that moves a
    /// view's frame edge to its alignment rectangle's (`alignmentRectInsets`, which constraints
    /// measure).
    private func terms(of item: AnyObject, _ attribute: LayoutConstraint.Attribute) -> ([Term], CGFloat)? {
        let (item, attribute) = solved(item, attribute)
        guard let r = retain(item) else { return nil }
        let i = (item as? View).map { Self.finite($0.alignmentRectInsets) } ?? .zero
        switch attribute {
        case .left, .leading: return ([Term(r.left)], i.left)
        case .right, .trailing: return ([Term(r.left), Term(r.width)], -i.right)
        case .top: return ([Term(r.top)], i.top)
        case .bottom, .lastBaseline, .firstBaseline: return ([Term(r.top), Term(r.height)], -i.bottom)
        case .width: return ([Term(r.width)], -i.left - i.right)
        case .height: return ([Term(r.height)], -i.top - i.bottom)
        case .centerX: return ([Term(r.left), Term(r.width, 0.5)], (i.left - i.right) / 2)
        case .centerY: return ([Term(r.top), Term(r.height, 0.5)], (i.top - i.bottom) / 2)
        default: return nil
        }
    }

    /// Insets with non-finite values as zero (an override answering NaN moves nothing).
    /// A view's content hugging and compression resistance priorities (horizontal, vertical), as
    /// its class answers them: UIKit's engine asks `contentHuggingPriority(for:)` and
    /// `contentCompressionResistancePriority(for:)`, so a subclass that overrides them (a hairline
    /// that never stretches) is laid out by its override; out-of-range answers count as UIKit's
    /// nearest valid priority.
    static func priorities(of v: View) -> ((LayoutPriority, LayoutPriority), (LayoutPriority, LayoutPriority)) {
        func valid(_ p: LayoutPriority, _ fallback: LayoutPriority) -> LayoutPriority {
            guard p.rawValue.isFinite else { return fallback }
            return LayoutPriority(Swift.min(Swift.max(p.rawValue, 1), 1000))
        }
        return ((valid(v.contentHuggingPriority(for: .horizontal), .defaultLow), valid(v.contentHuggingPriority(for: .vertical), .defaultLow)),
                (valid(v.contentCompressionResistancePriority(for: .horizontal), .defaultHigh),
                 valid(v.contentCompressionResistancePriority(for: .vertical), .defaultHigh)))
    }

    static func finite(_ i: EdgeInsets) -> EdgeInsets {
        func f(_ x: CGFloat) -> CGFloat { x.isFinite ? x : 0 }
        return EdgeInsets(top: f(i.top), left: f(i.left), bottom: f(i.bottom), right: f(i.right))
    }

    private func items(of c: LayoutConstraint) -> [AnyObject] {
        var out: [AnyObject] = []
        if let a = c.firstItem { out.append(solved(a, c.firstAttribute).0) }
        if c.secondAttribute != .notAnAttribute, let b = c.secondItem { out.append(solved(b, c.secondAttribute).0) }
        return out
    }

    /// The item and attribute the solver uses for `attribute` of `item`: a margin attribute is the
    /// margins guide's edge; a baseline is that of the view `forFirstBaselineLayout` /
    /// `forLastBaselineLayout` names, followed down while each names a descendant (at most 16
    /// steps, against an override that cycles).
    private func solved(_ item: AnyObject, _ attribute: LayoutConstraint.Attribute) -> (AnyObject, LayoutConstraint.Attribute) {
        // Attributes first: most terms are plain edges, which need no cast.
        if let base = attribute.unmargined {
            guard let v = item as? View else { return (item, attribute) }
            return (v.layoutMarginsGuide, base)
        }
        guard attribute == .firstBaseline || attribute == .lastBaseline, var view = item as? View else { return (item, attribute) }
        for _ in 0..<16 {
            let next = attribute == .firstBaseline ? view.forFirstBaselineLayout : view.forLastBaselineLayout
            guard next !== view, next.isDescendant(of: view) else { break }
            view = next
        }
        return (view, attribute)
    }

    /// Adds an activated constraint; a conflict breaks it (recorded).
    func add(_ c: LayoutConstraint) {
        constraints.append(c)
        c.engine = self
        isDirty = true
        markPending()
        insert(c)
    }

    private func insert(_ c: LayoutConstraint, deferringAutoresizingConflicts: Bool = true) {
        guard let e = expression(of: c) else { return }
        // Views whose inputs changed since their constraints were generated (a view that stopped
        // translating its autoresizing mask) are brought up to date first: the new constraint
        // meets what UIKit's engine would have at the next layout pass, not stale translations.
        for r in recordList where r.needsRefresh { refreshGenerated(r) }
        let sc = Cassowary.Constraint(e, c.relation.solverRelation, strength: c.priority.strength, name: "")
        c.solverConstraint = sc
        names[sc] = { [weak c] in c?.description ?? "released constraint" }
        do {
            try addToSolver(sc)
            c.isBroken = false
        } catch {
            c.isBroken = true
            solverRemoved(sc)
            // UIKit translates autoresizing masks into constraints at the layout pass, so code
            // may activate constraints first and turn `translatesAutoresizingMaskIntoConstraints`
            // off after: a conflict with a subview's translation is judged at the next solve (a
            // controller's root view keeps translating its frame: judged at once).
            if deferringAutoresizingConflicts, !temporary,
                case let translations = Set(recordList.filter { !$0.isRoot && !$0.isControllerRoot && $0.isAutoresizing }.flatMap { $0.generated.map(\.constraint) }),
                !translations.isEmpty, conflictSet(for: sc).contains(where: { translations.contains($0) })
            {
                retryAtSolve.append(c)
                return
            }
            reportConflict(sc, broken: c.description)
        }
    }

    /// Constraints refused on activation by a conflict with autoresizing translations, tried
    /// again (and reported if still refused) at the next solve.
    private var retryAtSolve: [LayoutConstraint] = []

    /// Forgets the solver-side bookkeeping of a constraint that is not (or no longer) in the solver.
    private func solverRemoved(_ sc: Cassowary.Constraint) {
        _ = sc
    }

    func remove(_ c: LayoutConstraint) {
        guard let i = constraints.firstIndex(where: { $0 === c }) else { return }
        constraints.remove(at: i)
        extract(c)
        c.engine = nil
        isDirty = true
        markPending()
    }

    private func extract(_ c: LayoutConstraint) {
        if let sc = c.solverConstraint {
            if !c.isBroken { removeFromSolver(sc) }
            names[sc] = nil
        }
        c.solverConstraint = nil
        for item in items(of: c) {
            if let r = record(for: item) { release(r) }
        }
    }

    func constantChanged(_ c: LayoutConstraint) {
        isDirty = true
        markPending()
        guard let sc = c.solverConstraint, !c.isBroken else { return }
        do {
            try solver.setConstant(-c.constant, for: sc)
        } catch {
            removeFromSolver(sc)
            c.isBroken = true
            let attempted = Cassowary.Constraint(Cassowary.Expression(sc.expression.terms, constant: -c.constant), sc.relation, strength: sc.strength, name: "")
            names[attempted] = { [weak c] in c?.description ?? "released constraint" }
            reportConflict(attempted, broken: c.description)
            names[attempted] = nil
        }
    }

    func priorityChanged(_ c: LayoutConstraint) {
        guard let sc = c.solverConstraint else { return }
        if !c.isBroken { removeFromSolver(sc) }
        names[sc] = nil
        let updated = sc.withStrength(c.priority.strength)
        c.solverConstraint = updated
        names[updated] = { [weak c] in c?.description ?? "released constraint" }
        if !c.isBroken { try? addToSolver(updated) }
        isDirty = true
        markPending()
    }

    /// Intrinsic size, priorities or autoresizing inputs of `view` changed.
    func itemChanged(_ view: View) {
        if let r = view.layoutDataIfAny?.record, records[ObjectIdentifier(view)] === r { r.needsRefresh = true }
        isDirty = true
        markPending()
    }

    func guideChanged(_ g: LayoutGuide) {
        record(for: g)?.needsRefresh = true
        isDirty = true
    }

    func markPending() {
        if root?.window != nil { simulation.layoutPending = true }
    }

    // MARK: Conflicts

    /// Records an unsatisfiable-constraints violation: `attempted` (refused by the solver) and an
    /// irreducible set of required constraints in the solver it conflicts with.
    private func reportConflict(_ attempted: Cassowary.Constraint, broken: String) {
        guard !temporary else { return }
        let core = conflictSet(for: attempted)
        let listed = core.map { names[$0]?() ?? $0.name } + [broken]
        simulation.record(
            .unsatisfiableConstraints,
            "Unable to simultaneously satisfy constraints: (\(listed.joined(separator: ", "))). Will attempt to recover by breaking constraint \(broken)")
    }

    /// The required constraints of the solver that, with `attempted`, have no solution, reduced
    /// to an irreducible subset (every member needed).
    ///
    /// 1. Candidates: required constraints connected to `attempted` through shared variables,
    ///    ordered by breadth-first distance from it.
    /// 2. A fresh solver takes `attempted`, then the candidates in that order, until one is
    ///    refused: that prefix plus the refused one is infeasible.
    /// 3. Deletion filter: each member in turn is dropped if the rest (with `attempted`) is
    ///    still infeasible.
    func conflictSet(for attempted: Cassowary.Constraint) -> [Cassowary.Constraint] {
        let required = orderedSolverConstraints.filter { $0.strength.isRequired }
        var byVariable: [Variable: [Int]] = [:]
        for (i, c) in required.enumerated() {
            for t in c.expression.terms { byVariable[t.variable, default: []].append(i) }
        }
        var seenVar = Set<Variable>(), seen = Set<Int>(), order: [Int] = []
        var frontier = attempted.expression.terms.map(\.variable)
        while !frontier.isEmpty {
            var next: [Variable] = []
            for v in frontier where seenVar.insert(v).inserted {
                for i in byVariable[v] ?? [] where seen.insert(i).inserted {
                    order.append(i)
                    next += required[i].expression.terms.map(\.variable)
                }
            }
            frontier = next
        }
        // Sort each distance band deterministically: `order` is already BFS order with
        // constraints in solver order within a band.
        func infeasible(_ set: [Cassowary.Constraint]) -> Bool {
            let s = Solver()
            do {
                try s.addConstraint(attempted)
                for c in set { try s.addConstraint(c) }
                return false
            } catch {
                return true
            }
        }
        var prefix: [Cassowary.Constraint] = []
        let probe = Solver()
        guard (try? probe.addConstraint(attempted)) != nil else { return [] }
        for i in order {
            prefix.append(required[i])
            if (try? probe.addConstraint(required[i])) == nil { break }
        }
        var core = prefix
        var k = 0
        while k < core.count {
            var without = core
            without.remove(at: k)
            if infeasible(without) { core = without } else { k += 1 }
        }
        return core
    }

    // MARK: Solving and applying

    /// Brings generated constraints up to date (frames set by the app, sizes, insets), solves,
    /// and marks the superviews of views whose frames must change as needing layout.
    ///
    /// Cost: the records whose inputs can have changed are checked (frames of the root and of
    /// views translating their autoresizing masks, records flagged by `itemChanged`, the system
    /// guides — whose insets follow the solution, so the solve repeats, at most four times, until
    /// they stop moving); only views whose solved frame moved are visited.
    /// The root views of controllers among the engine's items.
    var controllerRootViews: [View] { recordList.filter(\.isControllerRoot).compactMap(\.view) }

    func solve() {
        rootIsWindow = root is Window
        insetsCache.removeAll(keepingCapacity: true)
        for r in recordList where r.needsRefresh || r.isRoot || r.isAutoresizing || r.isSystemGuide { refreshGenerated(r) }
        if !retryAtSolve.isEmpty {
            let pending = retryAtSolve
            retryAtSolve = []
            for c in pending where c.engine === self && c.isBroken {
                if let sc = c.solverConstraint { names[sc] = nil }
                insert(c, deferringAutoresizingConflicts: false)
            }
            isDirty = true
        }
        guard isDirty else { return }
        for _ in 0..<4 {
            isDirty = false
            solver.updateVariables()
            insetsCache.removeAll(keepingCapacity: true)
            for r in recordList where r.isSystemGuide { refreshGenerated(r) }
            if !isDirty { break }
        }
        isDirty = false
        for r in recordList where !r.isRoot && !r.isSystemGuide {
            guard let f = solvedFrame(r), !f.isNearlyEqual(r.lastSolved) else { continue }
            r.lastSolved = f
            r.view?.superview?.needsLayout = true
        }
        // A scroll view's content guide sizes its content.
        for r in recordList where r.guide?.kind == .scrollContent {
            guard let sv = r.guide?.owningView as? ScrollView, let f = solvedFrame(r) else { continue }
            let size = CGSize(width: max(0, f.width), height: max(0, f.height))
            if size.width.isFinite, size.height.isFinite, size != sv.contentSize { sv.contentSize = size }
        }
    }

    /// The frame of a record's view or guide in its superview's (owning view's) coordinates.
    func solvedFrame(_ r: ItemRecord) -> CGRect? {
        guard let p = r.parent else {
            return CGRect(x: r.left.value, y: r.top.value, width: r.width.value, height: r.height.value)
        }
        return CGRect(x: r.left.value - p.left.value, y: r.top.value - p.top.value, width: r.width.value, height: r.height.value)
    }

    func solvedFrame(of item: AnyObject) -> CGRect? {
        record(for: item).flatMap(solvedFrame)
    }

    /// The default `layoutSubviews`: the engine's frames for `view`'s subviews.
    func applyFrames(toSubviewsOf view: View) {
        for s in view.subviewList {
            guard let r = s.layoutData.record, records[ObjectIdentifier(s)] === r, let f = solvedFrame(r) else { continue }
            if !f.isNearlyEqual(s.frame) { s.frame = f }
        }
    }

    // MARK: Tree changes

    /// True when every record still hangs where it did (same superview, under the root) and every
    /// constraint is still installed under the root.
    func isConsistentWithTree() -> Bool {
        guard let root, root.superview == nil else { return false }
        for r in recordList {
            guard let o = r.object else { return false }
            if let v = o as? View {
                if v === root { continue }
                guard let s = v.superview, ObjectIdentifier(s) == r.parentID, v.isDescendant(of: root) else { return false }
            } else if let g = o as? LayoutGuide {
                guard let owner = g.owningView, ObjectIdentifier(owner) == r.parentID, owner.isDescendant(of: root) else { return false }
            }
        }
        return true
    }

    /// Empties the engine, returning its constraints in activation order.
    func drain() -> [LayoutConstraint] {
        let all = constraints
        for r in recordList {
            if let v = r.view, v.layoutData.record === r { v.layoutData.record = nil }
        }
        constraints = []
        records = [:]
        recordList = []
        addedOrder = [:]
        names = [:]
        solver = Solver()
        for c in all {
            c.engine = nil
            c.solverConstraint = nil
        }
        isDirty = true
        return all
    }

    // MARK: Fitting

    /// Adds `c` to a scratch engine, leaving `c` itself untouched; a conflict drops it.
    func addQuietly(_ c: LayoutConstraint) {
        guard let e = expression(of: c) else { return }
        try? addToSolver(Cassowary.Constraint(e, c.relation.solverRelation, strength: c.priority.strength))
    }

    /// The root's size with `width == target.width` and `height == target.height` added at the
    /// fitting priorities.
    func fit(_ view: View, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        guard let r = retain(view) else { return view.bounds.size }
        try? addToSolver(Cassowary.Constraint(Cassowary.Expression([Term(r.width)], constant: -target.width), .equal, strength: horizontal.strength))
        try? addToSolver(Cassowary.Constraint(Cassowary.Expression([Term(r.height)], constant: -target.height), .equal, strength: vertical.strength))
        return CGSize(width: solver.value(of: r.width), height: solver.value(of: r.height))
    }

    // MARK: Ambiguity

    /// Views of this engine whose frame (in their superview) is not determined by the constraints:
    /// each frame variable, pushed 10⁴ pt up and down by a weak edit (weight 10⁻⁴, below every
    /// priority's weight ≥ 1), moves relative to its superview's. See notes/layout.md.
    func ambiguousViews() -> [(View, [String])] {
        let probe = Solver()
        for c in orderedSolverConstraints { try? probe.addConstraint(c) }
        probe.updateVariables()
        var out: [(View, [String])] = []
        let sorted = recordList.compactMap { r -> (ItemRecord, View)? in r.view.map { (r, $0) } }
        for (r, v) in sorted where v !== root {
            var free: [String] = []
            for (label, x, px) in [("x", r.left, r.parent?.left), ("y", r.top, r.parent?.top), ("width", r.width, nil), ("height", r.height, nil)] {
                let base = probe.value(of: x) - (px.map { probe.value(of: $0) } ?? 0)
                var moved = false
                do {
                    try probe.addEditVariable(x, strength: Strength(1e-4))
                    for target in [probe.value(of: x) + 10_000, probe.value(of: x) - 10_000] {
                        try probe.suggestValue(x, target)
                        let now = probe.value(of: x) - (px.map { probe.value(of: $0) } ?? 0)
                        if abs(now - base) > 1e-6 { moved = true }
                    }
                    try probe.removeEditVariable(x)
                } catch {}
                if moved { free.append(label) }
            }
            if !free.isEmpty { out.append((v, free)) }
        }
        return out
    }
}

extension LayoutConstraint.Relation {
    var solverRelation: Cassowary.Relation {
        switch self {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
    }
}

extension Cassowary.Constraint {
    func sameShape(as other: Cassowary.Constraint) -> Bool {
        guard relation == other.relation, strength == other.strength, expression.terms.count == other.expression.terms.count else { return false }
        return zip(expression.terms, other.expression.terms).allSatisfy { $0.0.variable === $0.1.variable && $0.0.coefficient == $0.1.coefficient }
    }
}

extension CGRect {
    func isNearlyEqual(_ r: CGRect, tolerance: Double = 1e-9) -> Bool {
        abs(minX - r.minX) <= tolerance && abs(minY - r.minY) <= tolerance && abs(width - r.width) <= tolerance && abs(height - r.height) <= tolerance
    }
}
