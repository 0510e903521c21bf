import Foundation

/// `UICollectionViewTransitionLayout`: the layout a collection view shows while it moves
/// interactively from one layout to another (`CollectionView.startInteractiveTransition(to:
/// completion:)`). The app drives `transitionProgress` from a gesture or a display link; every
/// element sits between where the current layout and the next one put it.
///
/// At progress p each element's attributes are a copy of the current layout's (so a subclass's
/// attributes class and extra properties survive) with
///
///     center = (1 − p)·c₀ + p·c₁,   size = (1 − p)·s₀ + p·s₁,   alpha = (1 − p)·α₀ + p·α₁,
///     transform3D = (1 − p)·T₀ + p·T₁ (element by element: exact for translations and scales),
///
/// and the content size is interpolated the same way. The z-index and hidden flag are the
/// nearer layout's (the current one's below p = ½). An element only one layout has is asked of
/// the other by index path (`layoutAttributesForItem(at:)`); when that has none either, it
/// fades: the current layout's element to alpha (1 − p)·α₀, the next one's from p·α₁.
///
/// Progress outside 0…1 extrapolates (a spring's overshoot), up to −1…2; non-finite values are
/// ignored.
/// Setting it invalidates the layout, so the cells follow on the next layout pass. Both layouts
/// answer `collectionView` while the transition runs, as in UIKit, and are prepared with it.
open class CollectionViewTransitionLayout: CollectionViewLayout {
    /// `currentLayout`: the layout the transition started from.
    public let currentLayout: CollectionViewLayout
    /// `nextLayout`: the layout it goes to.
    public let nextLayout: CollectionViewLayout
    private var animatedValues: [String: CGFloat] = [:]

    /// `transitionProgress`: 0 shows the current layout, 1 the next one. Extrapolation is
    /// limited to −1…2 (a spring's overshoot stays far inside), so no frame can overflow.
    open var transitionProgress: CGFloat = 0 {
        didSet {
            guard transitionProgress.isFinite else {
                transitionProgress = oldValue
                return
            }
            if transitionProgress < -1 || transitionProgress > 2 {
                transitionProgress = min(max(transitionProgress, -1), 2)
                return
            }
            if transitionProgress != oldValue { invalidateLayout() }
        }
    }

    /// `init(currentLayout:nextLayout:)`.
    public init(currentLayout: CollectionViewLayout, nextLayout: CollectionViewLayout) {
        self.currentLayout = currentLayout
        self.nextLayout = nextLayout
        super.init()
    }

    /// `init?(coder:)`: a transition layout is made in code (it needs its two layouts): nil.
    public required init?(coder: NSCoder) { nil }

    /// `updateValue(_:forAnimatedKey:)`: a value of the app's own that the collection view
    /// interpolates with the transition when it finishes or is cancelled (read back with
    /// `value(forAnimatedKey:)`). Non-finite values are ignored.
    open func updateValue(_ value: CGFloat, forAnimatedKey key: String) {
        guard value.isFinite else { return }
        animatedValues[key] = value
    }

    /// `value(forAnimatedKey:)`: the value last given for `key` (0 for none).
    open func value(forAnimatedKey key: String) -> CGFloat { animatedValues[key] ?? 0 }

    /// Both layouts prepare (the collection view prepares only the layout it shows).
    open override func prepare() {
        currentLayout.prepare()
        nextLayout.prepare()
    }

    open override var collectionViewContentSize: CGSize {
        let a = currentLayout.collectionViewContentSize, b = nextLayout.collectionViewContentSize
        let p = transitionProgress
        return CGSize(width: max(0, a.width + (b.width - a.width) * p), height: max(0, a.height + (b.height - a.height) * p))
    }

    open override func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes]? {
        let from = currentLayout.layoutAttributesForElements(in: rect) ?? []
        let to = nextLayout.layoutAttributesForElements(in: rect) ?? []
        var toByKey: [ElementKey: CollectionViewLayoutAttributes] = [:]
        for a in to { toByKey[ElementKey(a)] = toByKey[ElementKey(a)] ?? a }
        var out: [CollectionViewLayoutAttributes] = []
        var seen: Set<ElementKey> = []
        for a in from {
            let key = ElementKey(a)
            guard seen.insert(key).inserted else { continue }
            out.append(blend(a, toByKey[key] ?? counterpart(of: a, in: nextLayout), from: true))
        }
        for b in to {
            guard seen.insert(ElementKey(b)).inserted else { continue }
            out.append(between(counterpart(of: b, in: currentLayout), b) ?? b)
        }
        return out
    }

    open override func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        between(currentLayout.layoutAttributesForItem(at: indexPath), nextLayout.layoutAttributesForItem(at: indexPath))
    }

    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        between(
            currentLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath),
            nextLayout.layoutAttributesForSupplementaryView(ofKind: elementKind, at: indexPath))
    }

    /// The element between the current layout's attributes `a` and the next one's `b`: blended
    /// when both exist, fading out or in when only one does, nil when neither.
    private func between(_ a: CollectionViewLayoutAttributes?, _ b: CollectionViewLayoutAttributes?) -> CollectionViewLayoutAttributes? {
        if let a { return blend(a, b, from: true) }
        return b.map { blend($0, nil, from: false) }
    }

    /// The other layout's attributes for the element `a` describes (cells and supplementary
    /// views; decoration views are only matched by the rectangle query).
    private func counterpart(of a: CollectionViewLayoutAttributes, in layout: CollectionViewLayout) -> CollectionViewLayoutAttributes? {
        switch a.representedElementCategory {
        case .cell: return layout.layoutAttributesForItem(at: a.indexPath)
        case .supplementaryView: return a.representedElementKind.flatMap { layout.layoutAttributesForSupplementaryView(ofKind: $0, at: a.indexPath) }
        case .decorationView: return nil
        }
    }

    /// A copy of `a` moved `transitionProgress` of the way to `b`; with no `b`, `a` fading out
    /// (`from`: `a` is the current layout's) or in (it is the next layout's).
    private func blend(_ a: CollectionViewLayoutAttributes, _ b: CollectionViewLayoutAttributes?, from: Bool) -> CollectionViewLayoutAttributes {
        let p = transitionProgress
        guard let out = a.copy() as? CollectionViewLayoutAttributes else { return a }
        guard let b else {
            out.alpha = a.alpha * (from ? 1 - p : p)
            return out
        }
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * p }
        let center = CGPoint(x: mix(a.center.x, b.center.x), y: mix(a.center.y, b.center.y))
        let size = CGSize(width: max(0, mix(a.size.width, b.size.width)), height: max(0, mix(a.size.height, b.size.height)))
        out.frame = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2, width: size.width, height: size.height)
        out.alpha = mix(a.alpha, b.alpha)
        out.transform3D = Self.mix(a.transform3D, b.transform3D, p)
        if p >= 0.5 {
            out.zIndex = b.zIndex
            out.isHidden = b.isHidden
        }
        return out
    }

    private static func mix(_ a: Transform3D, _ b: Transform3D, _ p: Double) -> Transform3D {
        func m(_ x: Double, _ y: Double) -> Double { x + (y - x) * p }
        var t = Transform3D()
        t.m11 = m(a.m11, b.m11); t.m12 = m(a.m12, b.m12); t.m13 = m(a.m13, b.m13); t.m14 = m(a.m14, b.m14)
        t.m21 = m(a.m21, b.m21); t.m22 = m(a.m22, b.m22); t.m23 = m(a.m23, b.m23); t.m24 = m(a.m24, b.m24)
        t.m31 = m(a.m31, b.m31); t.m32 = m(a.m32, b.m32); t.m33 = m(a.m33, b.m33); t.m34 = m(a.m34, b.m34)
        t.m41 = m(a.m41, b.m41); t.m42 = m(a.m42, b.m42); t.m43 = m(a.m43, b.m43); t.m44 = m(a.m44, b.m44)
        return t
    }

    /// An element's identity across layouts: its category, kind and index path.
    private struct ElementKey: Hashable {
        let category: CollectionViewLayoutAttributes.ElementCategory
        let kind: String?
        let indexPath: IndexPath
        init(_ a: CollectionViewLayoutAttributes) {
            category = a.representedElementCategory
            kind = a.representedElementKind
            indexPath = a.indexPath
        }
    }
}
