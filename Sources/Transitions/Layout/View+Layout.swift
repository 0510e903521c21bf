import Foundation

extension LayoutConstraint {
    /// `NSLayoutConstraint.Axis`.
    public enum Axis: Int, Sendable, Hashable {
        case horizontal = 0, vertical = 1
    }
}

/// Text sizing for views that show text (the model draws none): each character is
/// `0.55 × pointSize` wide, a line is `1.2 × pointSize` high; text wraps at a width when there is
/// one (`preferredMaxLayoutWidth`), each size rounded up to whole points.
public enum TextMetrics {
    public static func size(of text: String, pointSize: Double, wrappingAt width: Double? = nil, maxLines: Int = 1) -> CGSize {
        let chars = Double(text.count)
        guard chars > 0 else { return .zero }
        let line = chars * 0.55 * pointSize
        var lines = 1.0
        if let width, width > 0, maxLines != 1 {
            lines = (line / width).rounded(.up)
            if maxLines > 1 { lines = min(lines, Double(maxLines)) }
        }
        func up(_ x: Double) -> Double { (x - 1e-9).rounded(.up) }
        return CGSize(width: up(lines > 1 ? min(line, width ?? line) : line), height: up(lines * 1.2 * pointSize))
    }
}

extension View {
    // MARK: State

    var layoutDataIfAny: ViewLayoutData? { layoutStorage }

    var layoutData: ViewLayoutData {
        if let d = layoutStorage { return d }
        let d = ViewLayoutData()
        layoutStorage = d
        return d
    }

    var depth: Int {
        var n = 0, v = superview
        while let s = v {
            n += 1
            v = s.superview
        }
        return n
    }

    /// UIKit's `UIView.noIntrinsicMetric` (−1).
    public static let noIntrinsicMetric: CGFloat = -1
    /// `UIView.layoutFittingCompressedSize`: the smallest size (0 × 0) for `systemLayoutSizeFitting`.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// `UIView.layoutFittingExpandedSize`: the largest size (UIKit's 10⁴-ish constant; 10⁵ here).
    public static let layoutFittingExpandedSize = CGSize(width: 100_000, height: 100_000)

    /// The inputs of the view's generated constraints changed (frame flags, intrinsic size,
    /// priorities, margins): the engine moves them and the window lays out again.
    func layoutInputsChanged() {
        guard let d = layoutStorage, d.record != nil, let e = simulation.autoLayout.existingEngine(for: self) else { return }
        e.itemChanged(self)
        for g in [d.safeAreaGuide, d.marginsGuide, d.scrollContentGuide, d.scrollFrameGuide, d.keyboardGuide].compactMap({ $0 }) { e.guideChanged(g) }
    }

    // MARK: Anchors

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    /// Baselines are the bottom edge for views without text.
    public var firstBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .lastBaseline) }
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }

    // MARK: Installing constraints

    /// `constraints`: the constraints installed on this view (activation installs a constraint on
    /// its items' nearest common ancestor).
    public var constraints: [LayoutConstraint] { layoutStorage?.installed ?? [] }

    /// `constraintsAffectingLayout(for:)` (a debugging aid in UIKit): the active constraints on
    /// this view or an ancestor that place or size this view (or one of its layout guides) along
    /// the axis — x positions and widths for `.horizontal`, y positions and heights for `.vertical`.
    public func constraintsAffectingLayout(for axis: LayoutConstraint.Axis) -> [LayoutConstraint] {
        func mine(_ item: AnyObject?) -> Bool { item === self || (item as? LayoutGuide)?.owningView === self }
        func along(_ a: LayoutConstraint.Attribute) -> Bool {
            axis == .horizontal ? (a.kind == .x || a == .width) : (a.kind == .y || a == .height)
        }
        var out: [LayoutConstraint] = []
        var holder: View? = self
        while let h = holder {
            for c in h.constraints where c.isActive {
                if (mine(c.firstItem) && along(c.firstAttribute)) || (mine(c.secondItem) && along(c.secondAttribute)) { out.append(c) }
            }
            holder = h.superview
        }
        return out
    }

    /// `addConstraint(_:)`: installs and activates on this view, which must contain the
    /// constraint's items (else refused and recorded, as UIKit raises).
    public func addConstraint(_ c: LayoutConstraint) {
        guard !c.isActive, c.invalidity == nil else { return }
        guard let ancestor = c.commonAncestor(), ancestor.isDescendant(of: self) else {
            return simulation.reject(layout: .noCommonAncestor(constraint: "\(c) added to \(modelName)"))
        }
        c.install(on: self)
    }

    public func addConstraints(_ cs: [LayoutConstraint]) { for c in cs { addConstraint(c) } }

    /// `removeConstraint(_:)`: deactivates a constraint installed on this view.
    public func removeConstraint(_ c: LayoutConstraint) {
        guard c.installedOn === self else { return }
        c.deactivate()
    }

    public func removeConstraints(_ cs: [LayoutConstraint]) { for c in cs { removeConstraint(c) } }

    // MARK: Guides

    /// `layoutGuides`: the guides added with `addLayoutGuide(_:)`.
    public var layoutGuides: [LayoutGuide] { layoutStorage?.guides ?? [] }

    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.kind == .user else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutData.guides.append(guide)
    }

    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self, let d = layoutStorage else { return }
        for c in constraintsMentioning(guide) { c.deactivate() }
        d.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    private func constraintsMentioning(_ item: AnyObject) -> [LayoutConstraint] {
        ([self] + allDescendants).flatMap(\.constraints).filter { $0.firstItem === item || $0.secondItem === item }
            + ancestorsConstraints(mentioning: item)
    }

    private func ancestorsConstraints(mentioning item: AnyObject) -> [LayoutConstraint] {
        var out: [LayoutConstraint] = [], v = superview
        while let s = v {
            out += s.constraints.filter { $0.firstItem === item || $0.secondItem === item }
            v = s.superview
        }
        return out
    }

    /// `safeAreaLayoutGuide`: the bounds inset by the safe area (the window's simulated device
    /// insets, intersected with this view's frame).
    public var safeAreaLayoutGuide: LayoutGuide {
        systemGuide(.safeArea, \.safeAreaGuide)
    }

    /// `keyboardLayoutGuide` (iOS 15): a guide along the bottom of the view as tall as the part
    /// of the view the software keyboard covers; with the keyboard hidden, as tall as the bottom
    /// safe-area inset (`usesBottomSafeArea`, else 0). It follows the keyboard inside the
    /// keyboard's own animation, so what is constrained to it moves with the keyboard.
    public var keyboardLayoutGuide: KeyboardLayoutGuide {
        if let g = layoutData.keyboardGuide { return g }
        let g = KeyboardLayoutGuide(owner: self)
        layoutData.keyboardGuide = g
        return g
    }

    /// The keyboard guide's height now (`keyboardLayoutGuide`): the keyboard's overlap with this
    /// view on screen, or the bottom safe area while the keyboard is hidden.
    package var keyboardGuideHeight: CGFloat {
        let height = max(0, bounds.height.isFinite ? bounds.height : 0)
        let rest = (layoutData.keyboardGuide?.usesBottomSafeArea ?? true) ? safeAreaInsets.bottom : 0
        guard let w = window, let kb = simulation.application.keyboard.frame else { return min(max(0, rest), height) }
        let onScreenMaxY = convert(bounds, to: w).maxY + w.frame.minY
        let overlap = onScreenMaxY - kb.minY
        return overlap.isFinite ? min(max(0, overlap), height) : min(max(0, rest), height)
    }

    /// `layoutMarginsGuide`: the bounds inset by the layout margins (plus the safe area where
    /// `insetsLayoutMarginsFromSafeArea`).
    public var layoutMarginsGuide: LayoutGuide {
        systemGuide(.margins, \.marginsGuide)
    }

    /// `readableContentGuide`: the margins guide, narrowed to a readable line length and
    /// centred — at most `readableWidth` (672 points, UIKit's at the default text size) wide. On
    /// a phone the margins are narrower than that, so it is the margins guide.
    public var readableContentGuide: LayoutGuide {
        systemGuide(.readable, \.readableGuide)
    }

    /// The widest the readable content guide gets (points; UIKit's at the default Dynamic Type
    /// size, the large category).
    public static let readableWidth: CGFloat = 672

    /// The readable guide's insets: `margins`, grown evenly left and right where the room between
    /// them in a view `width` wide exceeds `readableWidth`.
    static func readableInsets(_ margins: EdgeInsets, width: CGFloat) -> EdgeInsets {
        let room = width - margins.left - margins.right
        guard room.isFinite, room > readableWidth else { return margins }
        let extra = (room - readableWidth) / 2
        return EdgeInsets(top: margins.top, left: margins.left + extra, bottom: margins.bottom, right: margins.right + extra)
    }

    /// `preservesSuperviewLayoutMargins` (default false): when true the margins guide also keeps
    /// clear of the superview's margins where they reach into this view — on each edge the inset
    /// is the larger of the view's own and the superview's inset less the distance between the
    /// two edges ("the smallest amount needed to ensure that content is also inside the
    /// superview's margins", UIKit's documentation). Follows chains of views that preserve.
    public var preservesSuperviewLayoutMargins: Bool {
        get { layoutStorage?.preservesSuperviewLayoutMargins ?? false }
        set {
            guard newValue != preservesSuperviewLayoutMargins else { return }
            layoutData.preservesSuperviewLayoutMargins = newValue
            layoutInputsChanged()
            setNeedsLayout()
        }
    }

    /// The insets `own` grown, edge by edge, to keep clear of a superview's margins-guide insets
    /// (`superInsets`), for a view at `frame` in a superview of `superSize`.
    static func preservingSuperviewMargins(_ own: EdgeInsets, frame f: CGRect, superSize s: CGSize, superInsets m: EdgeInsets) -> EdgeInsets {
        func grow(_ mine: CGFloat, _ theirs: CGFloat, _ distance: CGFloat) -> CGFloat {
            let needed = theirs - distance
            return needed.isFinite ? max(mine, needed) : mine
        }
        return EdgeInsets(
            top: grow(own.top, m.top, f.minY), left: grow(own.left, m.left, f.minX),
            bottom: grow(own.bottom, m.bottom, s.height - f.maxY), right: grow(own.right, m.right, s.width - f.maxX))
    }


    /// The margins the margins guide is inset by: the layout margins, plus the safe-area insets
    /// when `insetsLayoutMarginsFromSafeArea`.
    var effectiveMargins: EdgeInsets { effectiveMargins(depth: 0) }

    private func effectiveMargins(depth: Int) -> EdgeInsets {
        let own = insetsLayoutMarginsFromSafeArea ? layoutMargins + safeAreaInsets : layoutMargins
        guard preservesSuperviewLayoutMargins, depth < 8, let sup = superview else { return own }
        return View.preservingSuperviewMargins(own, frame: frame, superSize: sup.bounds.size, superInsets: sup.effectiveMargins(depth: depth + 1))
    }

    // MARK: Content size

    /// What `invalidateIntrinsicContentSize()` (open, in `View`) does: the engine reads
    /// `intrinsicContentSize` again at the next layout.
    func invalidateIntrinsicContentSizeModel() {
        // A stack view's size comes from its arranged views' (UIKit's stack constraints).
        arrangingStack?.invalidateIntrinsicContentSize()
        guard let d = layoutStorage else { return }
        d.intrinsicKnown = false
        layoutInputsChanged()
    }

    func modelContentHuggingPriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        guard let d = layoutStorage else { return .defaultLow }
        return axis == .horizontal ? d.hugging.0 : d.hugging.1
    }

    /// What `setContentHuggingPriority(_:for:)` (open, in `View`) stores.
    func modelSetContentHuggingPriority(_ p: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard p.isValid else { return simulation.record(.invalidConstraint, "content hugging priority \(p.rawValue) outside 1…1000 on \(modelName)") }
        if axis == .horizontal { layoutData.hugging.0 = p } else { layoutData.hugging.1 = p }
        layoutInputsChanged()
    }

    func modelContentCompressionResistancePriority(for axis: LayoutConstraint.Axis) -> LayoutPriority {
        guard let d = layoutStorage else { return .defaultHigh }
        return axis == .horizontal ? d.compression.0 : d.compression.1
    }

    /// What `setContentCompressionResistancePriority(_:for:)` (open, in `View`) stores.
    func modelSetContentCompressionResistancePriority(_ p: LayoutPriority, for axis: LayoutConstraint.Axis) {
        guard p.isValid else {
            return simulation.record(.invalidConstraint, "compression resistance priority \(p.rawValue) outside 1…1000 on \(modelName)")
        }
        if axis == .horizontal { layoutData.compression.0 = p } else { layoutData.compression.1 = p }
        layoutInputsChanged()
    }

    // MARK: Updating constraints

    // MARK: Fitting size

    // MARK: Ambiguity

    /// `hasAmbiguousLayout`: the constraints leave this view's frame (in its superview) free to
    /// move: some frame variable changes under a push weaker than any priority (notes/layout.md).
    public var hasAmbiguousLayout: Bool {
        guard simulation.autoLayout.activeConstraints > 0, let e = simulation.autoLayout.existingEngine(for: self) else { return false }
        simulation.autoLayout.syncWithTree()
        return e.ambiguousViews().contains { $0.0 === self }
    }

    /// The views of this view's tree whose layout is ambiguous, with the free frame components
    /// (`x`, `y`, `width`, `height`), by name.
    package var ambiguousLayouts: [(View, [String])] {
        guard simulation.autoLayout.activeConstraints > 0 else { return [] }
        simulation.autoLayout.syncWithTree()
        guard let e = simulation.autoLayout.existingEngine(for: self) else { return [] }
        return e.ambiguousViews().filter { $0.0.isDescendant(of: self) }
    }

    /// The broken constraints (unsatisfiable, left out by the engine) of this view's tree.
    package var brokenConstraints: [LayoutConstraint] {
        ([self] + allDescendants).flatMap(\.constraints).filter(\.isBroken)
    }
}

extension LayoutEngine {

    /// The fitting size of `view`'s subtree (see `View.systemLayoutSizeFitting`).
    static func fittingSize(of view: View, target: CGSize, horizontal: LayoutPriority, vertical: LayoutPriority) -> CGSize {
        let saved = view.translatesAutoresizingMaskIntoConstraints
        view.display.translatesAutoresizingMaskIntoConstraints = false
        defer { view.display.translatesAutoresizingMaskIntoConstraints = saved }
        let engine = LayoutEngine(root: view, temporary: true)
        for v in [view] + view.allDescendants {
            for c in v.constraints where c.isActive && !c.isBroken {
                let inside = (c.firstView?.isDescendant(of: view) ?? false) && (c.secondItem == nil || (c.secondView?.isDescendant(of: view) ?? false))
                if inside { engine.addQuietly(c) }
            }
        }
        return engine.fit(view, target: target, horizontal: horizontal, vertical: vertical)
    }
}

extension ScrollView {
    /// `contentLayoutGuide` (iOS 11): the scrollable content. Its origin is the content's; its
    /// size is whatever the constraints to it make, and that size becomes `contentSize` after each
    /// layout — so content pinned to all four edges of this guide sizes the scroll region, as in
    /// UIKit.
    public var contentLayoutGuide: LayoutGuide {
        systemGuide(.scrollContent, \.scrollContentGuide)
    }

    /// `frameLayoutGuide` (iOS 11): the scroll view's visible frame, in its content's coordinates
    /// (it moves with `contentOffset`): a view pinned to it stays put while the content scrolls —
    /// the offset re-lays the guide out on every scroll, as UIKit's layout does.
    public var frameLayoutGuide: LayoutGuide {
        systemGuide(.scrollFrame, \.scrollFrameGuide)
    }
}

extension View {
    /// The system guide of `kind` kept in `slot`, made on first use.
    func systemGuide(_ kind: LayoutGuide.Kind, _ slot: ReferenceWritableKeyPath<ViewLayoutData, LayoutGuide?>) -> LayoutGuide {
        if let g = layoutData[keyPath: slot] { return g }
        let g = LayoutGuide(system: kind, owner: self)
        layoutData[keyPath: slot] = g
        return g
    }
}
