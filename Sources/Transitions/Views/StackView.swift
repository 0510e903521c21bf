import Foundation

/// `UIStackView`: lays out its arranged subviews in a row or column in `layoutSubviews`, with
/// frames (the model's stack view is a frame layout, not constraints).
///
/// Along the axis, with `L` the stack's length, `n` the visible arranged views (hidden ones take
/// no space, as in UIKit), `s` the spacing (or the custom spacing after a view,
/// `setCustomSpacing(_:after:)`; (n−1)s below is then the sum of the gaps) and `wᵢ` each view's natural length (its
/// `intrinsicContentSize` along the axis, else its current frame's):
/// * `.fill`: natural lengths, and the difference D = L − Σwᵢ − (n−1)s goes to one view. When
///   D > 0 the view with the lowest content-hugging priority along the axis grows by D; when
///   D < 0 views give way in order of their compression resistance, lowest first, each down to
///   zero. A view with no intrinsic length along the axis comes before any priority. Ties go to
///   the later view (**model's choice**: UIKit calls equal priorities ambiguous and resolves
///   them by index without documenting which).
/// * `.fillEqually`: every view (L − (n−1)s) / n.
/// * `.fillProportionally`: wᵢ · (L − (n−1)s) / Σw.
/// * `.equalSpacing`: natural lengths, gaps (L − Σw) / (n−1) (at least `s`).
/// * `.equalCentering`: natural lengths, centres equally spaced from the first's to the last's.
///
/// Across the axis, `.fill` takes the stack's breadth; `.leading`/`.top`, `.center`,
/// `.trailing`/`.bottom` keep each view's natural breadth (baselines align as leading/trailing).
open class StackView: View {
    /// `NSLayoutConstraint.Axis`.
    /// UIKit's `axis` is an `NSLayoutConstraint.Axis`.
    public typealias Axis = LayoutConstraint.Axis
    /// `UIStackView.Distribution`.
    public enum Distribution: Int, Sendable, Hashable { case fill, fillEqually, fillProportionally, equalSpacing, equalCentering }
    /// `UIStackView.Alignment`.
    public enum Alignment: Int, Sendable, Hashable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    public private(set) var arrangedSubviews: [View] = []
    public var axis: Axis = .horizontal { didSet { arrangementChanged() } }
    public var distribution: Distribution = .fill { didSet { arrangementChanged() } }
    public var alignment: Alignment = .fill { didSet { setNeedsLayout() } }
    public var spacing: CGFloat = 0 { didSet { arrangementChanged() } }
    /// Spacing after particular arranged views (`setCustomSpacing(_:after:)`).
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]

    /// `UIStackView.spacingUseDefault`: "no custom spacing" (UIKit's `FLT_MAX`).
    public static let spacingUseDefault = CGFloat(Float.greatestFiniteMagnitude)
    /// `UIStackView.spacingUseSystem`: the system spacing (8 points in the model, UIKit's
    /// standard spacing between sibling views).
    public static let spacingUseSystem: CGFloat = -0.0

    /// `setCustomSpacing(_:after:)`: the gap after `arrangedSubview` (when it and a later arranged
    /// view are visible), instead of `spacing`; `spacingUseDefault` removes it. A view that is not
    /// arranged, or a non-finite or negative spacing (other than the two constants), is ignored.
    public func setCustomSpacing(_ spacing: CGFloat, after arrangedSubview: View) {
        guard arrangedSubviews.contains(where: { $0 === arrangedSubview }) else { return }
        let key = ObjectIdentifier(arrangedSubview)
        if spacing == Self.spacingUseDefault {
            customSpacings[key] = nil
        } else if spacing == 0, spacing.sign == .minus {
            customSpacings[key] = 8
        } else if spacing.isFinite, spacing >= 0 {
            customSpacings[key] = spacing
        } else {
            return
        }
        arrangementChanged()
    }

    /// `customSpacing(after:)`: the custom gap after `arrangedSubview`, `spacingUseDefault` for none.
    public func customSpacing(after arrangedSubview: View) -> CGFloat {
        customSpacings[ObjectIdentifier(arrangedSubview)] ?? Self.spacingUseDefault
    }

    /// The gaps between consecutive `views` (visible arranged views, in order): each view's
    /// custom spacing after it, else `spacing`.
    private func gaps(between views: [View]) -> [CGFloat] {
        views.dropLast().map { customSpacings[ObjectIdentifier($0)] ?? spacing }
    }
    /// `isLayoutMarginsRelativeArrangement` (stored; margins are not applied).
    public var isLayoutMarginsRelativeArrangement = false

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `StackView()`: `init(frame: .zero)`.
    public convenience init() { self.init(frame: .zero) }
    /// `init(coder:)`: non-failable, as `UIStackView` declares it (subclasses write `required
    /// init(coder:)`).
    public required init(coder: NSCoder) { super.init(coder: coder)! }

    /// `init(arrangedSubviews:)`.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for v in views { addArrangedSubview(v) }
    }

    /// `addArrangedSubview(_:)`: also a subview (on top).
    public func addArrangedSubview(_ view: View) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// `insertArrangedSubview(_:at:)`.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        arrangementChanged()
    }

    /// `removeArrangedSubview(_:)`: stops arranging it; it stays a subview (UIKit's rule).
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementChanged()
    }

    private func arrangementChanged() {
        setNeedsLayout()
        invalidateIntrinsicContentSize()
    }

    /// The size its arranged views ask for, which Auto Layout gives a stack view that is only
    /// positioned (UIKit sizes it through the constraints it makes between its arranged views):
    /// along the axis, the visible views' intrinsic lengths and the spacing between them (equal
    /// lengths of the longest for `.fillEqually`); across it, the largest intrinsic breadth.
    /// A dimension where an arranged view has no intrinsic size has none
    /// (`noIntrinsicMetric`): the app's constraints must give it, as in UIKit.
    open override var intrinsicContentSize: CGSize {
        let views = arrangedSubviews.filter { $0.superview === self && !$0.isHidden }
        guard !views.isEmpty else { return CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }
        let horizontal = axis == .horizontal
        let sizes = views.map(\.intrinsicContentSize)
        let lengths = sizes.map { horizontal ? $0.width : $0.height }
        let breadths = sizes.map { horizontal ? $0.height : $0.width }
        let gaps = gaps(between: views).reduce(0, +)
        let length: CGFloat =
            lengths.contains { $0 < 0 } ? View.noIntrinsicMetric
            : distribution == .fillEqually ? (lengths.max() ?? 0) * CGFloat(views.count) + gaps : lengths.reduce(0, +) + gaps
        let breadth: CGFloat = breadths.contains { $0 < 0 } ? View.noIntrinsicMetric : breadths.max() ?? 0
        return horizontal ? CGSize(width: length, height: breadth) : CGSize(width: breadth, height: length)
    }

    /// `.fill`'s lengths: `extra` (positive: room left over; negative: room missing) goes to the
    /// view that hugs least, or is taken from the views that resist compression least.
    private func fillLengths(_ views: [View], naturals: [CGFloat], extra: CGFloat, axis: Axis) -> [CGFloat] {
        var lengths = naturals
        guard extra.isFinite, extra != 0 else { return lengths }
        // Indices by priority, lowest first; among equals the later view first. A view with no
        // intrinsic length along the axis has no content to hug or protect: it gives and takes
        // first, as in UIKit, where it has no hugging or compression constraints at all.
        func order(_ priority: (View) -> LayoutPriority) -> [Int] {
            func p(_ v: View) -> Float {
                let i = v.intrinsicContentSize
                return (axis == .horizontal ? i.width : i.height) < 0 ? -1 : priority(v).rawValue
            }
            return views.indices.sorted { a, b in
                let pa = p(views[a]), pb = p(views[b])
                return pa != pb ? pa < pb : a > b
            }
        }
        if extra > 0 {
            if let i = order({ $0.contentHuggingPriority(for: axis) }).first { lengths[i] += extra }
            return lengths
        }
        var missing = -extra
        for i in order({ $0.contentCompressionResistancePriority(for: axis) }) where missing > 0 {
            let taken = min(lengths[i], missing)
            lengths[i] -= taken
            missing -= taken
        }
        return lengths
    }

    /// Arranged views that left the stack by `removeFromSuperview` are no longer arranged.
    private func pruneArranged() {
        arrangedSubviews.removeAll { $0.superview !== self }
        let kept = Set(arrangedSubviews.map(ObjectIdentifier.init))
        customSpacings = customSpacings.filter { kept.contains($0.key) }
    }

    private func natural(_ v: View) -> CGSize {
        let i = v.intrinsicContentSize, f = v.bounds.size
        return CGSize(width: i.width >= 0 ? i.width : f.width, height: i.height >= 0 ? i.height : f.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        pruneArranged()
        let views = arrangedSubviews.filter { !$0.isHidden }
        guard !views.isEmpty else { return }
        let horizontal = axis == .horizontal
        let length = horizontal ? bounds.width : bounds.height
        let breadth = horizontal ? bounds.height : bounds.width
        let n = CGFloat(views.count)
        let naturals = views.map { horizontal ? natural($0).width : natural($0).height }
        var gapList = gaps(between: views)
        let gaps = gapList.reduce(0, +)
        var lengths = naturals
        switch distribution {
        case .fill:
            lengths = fillLengths(views, naturals: naturals, extra: length - naturals.reduce(0, +) - gaps, axis: axis)
        case .fillEqually:
            lengths = Array(repeating: max(0, (length - gaps) / n), count: views.count)
        case .fillProportionally:
            let total = naturals.reduce(0, +)
            lengths = naturals.map { total > 0 ? $0 * (length - gaps) / total : (length - gaps) / n }
        case .equalSpacing:
            if views.count > 1 {
                let even = (length - naturals.reduce(0, +)) / (n - 1)
                gapList = gapList.map { max($0, even) }
            }
        case .equalCentering:
            break
        }
        var positions: [CGFloat] = []
        if distribution == .equalCentering, views.count > 1 {
            let firstCentre = lengths[0] / 2, lastCentre = length - lengths[lengths.count - 1] / 2
            let step = (lastCentre - firstCentre) / (n - 1)
            positions = lengths.indices.map { firstCentre + step * CGFloat($0) - lengths[$0] / 2 }
        } else {
            var x: CGFloat = 0
            for (i, l) in lengths.enumerated() {
                positions.append(x)
                x += l + (i < gapList.count ? gapList[i] : 0)
            }
        }
        for (i, v) in views.enumerated() {
            let nb = horizontal ? natural(v).height : natural(v).width
            let (b, offset): (CGFloat, CGFloat)
            switch alignment {
            case .fill: (b, offset) = (breadth, 0)
            case .leading, .firstBaseline: (b, offset) = (nb, 0)
            case .center: (b, offset) = (nb, (breadth - nb) / 2)
            case .trailing, .lastBaseline: (b, offset) = (nb, breadth - nb)
            }
            v.frame = horizontal
                ? CGRect(x: positions[i], y: offset, width: lengths[i], height: b)
                : CGRect(x: offset, y: positions[i], width: b, height: lengths[i])
        }
    }
}

extension View {
    /// The stack view that arranges this view, if any (its size and layout follow this view's).
    var arrangingStack: StackView? {
        guard let stack = superview as? StackView, stack.arrangedSubviews.contains(where: { $0 === self }) else { return nil }
        return stack
    }
}
