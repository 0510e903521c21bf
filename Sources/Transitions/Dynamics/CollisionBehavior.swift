import Foundation

/// `UICollisionBehavior`: its items collide with each other and with its boundaries.
///
/// * `collisionMode`: `.items` (items only with each other), `.boundaries` (items only with the
///   boundaries), `.everything` (the default). Items of different collision behaviors do not
///   collide; two items joined by an attachment do not collide with each other (Box2D's
///   default for joined bodies).
/// * Boundaries: `translatesReferenceBoundsIntoBoundary` (the reference view's bounds, or a
///   layout's content rectangle, inset by `setTranslatesReferenceBoundsIntoBoundary(with:)`'s
///   insets; identifier nil), segments (`addBoundary(withIdentifier:from:to:)`) and Bézier paths
///   (`addBoundary(withIdentifier:for:)`: every subpath's edges, curves flattened, closed
///   subpaths closed). A boundary is a set of two-sided segments: an item collides with either
///   side, so an item that starts outside the bounds stays outside (as with UIKit's edges).
///   Adding a boundary under an identifier in use replaces it.
/// * Outlines: each item's `collisionBoundsType` (rectangle, ellipse as a 24-gon, convex path),
///   turning with the item.
/// * Response: restitution e = `elasticity`, Coulomb friction, positions corrected so items do
///   not sink (see `Contact`).
///
/// `collisionDelegate` (weak) hears each contact begin and end (`CollisionBehaviorDelegate`).
open class CollisionBehavior: DynamicBehavior {
    /// `UICollisionBehavior.Mode`.
    public struct Mode: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let items = Mode(rawValue: 1 << 0)
        public static let boundaries = Mode(rawValue: 1 << 1)
        public static let everything = Mode(rawValue: UInt.max)
    }

    /// A boundary: its identifier, the path as given, and its segments.
    struct Boundary {
        let serial: Int
        let identifier: any NSCopying
        let path: BezierPath
        let segments: [(Vector2, Vector2)]
    }

    /// A contact this behavior reported as begun and not yet as ended.
    struct ContactRecord {
        let key: ContactKey
        let item1: any DynamicItem
        let item2: (any DynamicItem)?
        let identifier: (any NSCopying)?
        let point: CGPoint
    }

    /// Identifies a touching pair across steps: two items, or an item and a boundary (serial;
    /// −1 for the reference bounds).
    struct ContactKey: Hashable {
        let first: ObjectIdentifier
        let second: ObjectIdentifier?
        let boundary: Int
    }

    /// `items`, in the order added.
    public private(set) var items: [any DynamicItem]
    /// `collisionMode` (`.everything` by default).
    open var collisionMode = Mode.everything { didSet { settingDidChange() } }
    /// `collisionDelegate`.
    open weak var collisionDelegate: (any CollisionBehaviorDelegate)?
    /// The insets of the reference-bounds boundary (when `translatesReferenceBoundsIntoBoundary`).
    private(set) var referenceInsets = EdgeInsets.zero
    private var referenceBoundary = false
    private(set) var boundaries: [Boundary] = []
    private var nextSerial = 0
    /// Contacts reported as begun (`DynamicsWorld` updates them each step).
    var activeContacts: [ContactRecord] = []

    /// `init(items:)`.
    public init(items: [any DynamicItem]) {
        var unique: [any DynamicItem] = []
        for i in items { _ = unique.appendItem(i) }
        self.items = unique
        super.init()
    }

    /// `UICollisionBehavior()`: no items yet.
    public convenience override init() { self.init(items: []) }

    open func addItem(_ item: any DynamicItem) { if items.appendItem(item) { itemsDidChange() } }
    open func removeItem(_ item: any DynamicItem) { if items.removeItem(item) { itemsDidChange() } }

    /// `translatesReferenceBoundsIntoBoundary`: the reference view's bounds are a boundary
    /// (setting it true uses no insets).
    open var translatesReferenceBoundsIntoBoundary: Bool {
        get { referenceBoundary }
        set {
            referenceBoundary = newValue
            referenceInsets = .zero
            settingDidChange()
        }
    }

    /// `setTranslatesReferenceBoundsIntoBoundary(with:)`: the reference bounds inset by `insets`
    /// (non-finite insets are ignored).
    open func setTranslatesReferenceBoundsIntoBoundary(with insets: EdgeInsets) {
        guard [insets.top, insets.left, insets.bottom, insets.right].allSatisfy({ $0.isFinite }) else { return }
        referenceBoundary = true
        referenceInsets = insets
        settingDidChange()
    }

    /// `addBoundary(withIdentifier:for:)`: the path's edges (a copy of the path as it is now).
    open func addBoundary(withIdentifier identifier: any NSCopying, for bezierPath: BezierPath) {
        var segments: [(Vector2, Vector2)] = []
        for sub in bezierPath.cgPath.subpaths {
            let pts = sub.points.map(Vector2.init)
            guard pts.count >= 2, pts.allSatisfy(\.isFinite) else { continue }
            for i in 0..<(pts.count - 1) where pts[i] != pts[i + 1] { segments.append((pts[i], pts[i + 1])) }
            if sub.closed, pts.count > 2, pts[pts.count - 1] != pts[0] { segments.append((pts[pts.count - 1], pts[0])) }
        }
        add(Boundary(serial: 0, identifier: identifier, path: BezierPath(cgPath: bezierPath.cgPath), segments: segments))
    }

    /// `addBoundary(withIdentifier:from:to:)`: one segment.
    open func addBoundary(withIdentifier identifier: any NSCopying, from p1: CGPoint, to p2: CGPoint) {
        let path = BezierPath()
        path.move(to: p1)
        path.addLine(to: p2)
        let segments: [(Vector2, Vector2)]
        if let a = finite(p1), let b = finite(p2), a != b { segments = [(a, b)] } else { segments = [] }
        add(Boundary(serial: 0, identifier: identifier, path: path, segments: segments))
    }

    private func add(_ boundary: Boundary) {
        boundaries.removeAll { CollisionBehavior.same($0.identifier, boundary.identifier) }
        nextSerial += 1
        boundaries.append(Boundary(serial: nextSerial, identifier: boundary.identifier, path: boundary.path, segments: boundary.segments))
        settingDidChange()
    }

    /// `boundary(withIdentifier:)`: the path of that boundary (a segment's as a two-point path).
    open func boundary(withIdentifier identifier: any NSCopying) -> BezierPath? {
        boundaries.first { CollisionBehavior.same($0.identifier, identifier) }?.path
    }

    /// `removeBoundary(withIdentifier:)`.
    open func removeBoundary(withIdentifier identifier: any NSCopying) {
        let before = boundaries.count
        boundaries.removeAll { CollisionBehavior.same($0.identifier, identifier) }
        if boundaries.count != before { settingDidChange() }
    }

    /// `boundaryIdentifiers`: the identifiers of the added boundaries, in the order added (not
    /// the reference bounds').
    open var boundaryIdentifiers: [any NSCopying]? { boundaries.map(\.identifier) }

    /// `removeAllBoundaries()` (the reference bounds stay if translated).
    open func removeAllBoundaries() {
        guard !boundaries.isEmpty else { return }
        boundaries = []
        settingDidChange()
    }

    override var dynamicItems: [any DynamicItem] { items }

    /// Leaving an animator forgets the contacts (nothing is reported).
    override func move(to animator: DynamicAnimator?) {
        activeContacts = []
        super.move(to: animator)
    }

    /// Identifiers are equal when identical or equal as hashable values (`"floor" as NSCopying`).
    static func same(_ a: any NSCopying, _ b: any NSCopying) -> Bool {
        if (a as AnyObject) === (b as AnyObject) { return true }
        if let x = a as? AnyHashable, let y = b as? AnyHashable { return x == y }
        return false
    }

    /// The reference-bounds boundary's segments for `bounds` (empty when not translated).
    func referenceSegments(_ bounds: CGRect?) -> [(Vector2, Vector2)] {
        guard referenceBoundary, let bounds, !bounds.isNull, !bounds.isInfinite else { return [] }
        let r = bounds.inset(by: referenceInsets)
        guard !r.isNull, r.width.isFinite, r.height.isFinite else { return [] }
        let tl = Vector2(Double(r.minX), Double(r.minY)), tr = Vector2(Double(r.maxX), Double(r.minY))
        let br = Vector2(Double(r.maxX), Double(r.maxY)), bl = Vector2(Double(r.minX), Double(r.maxY))
        return [(tl, tr), (tr, br), (br, bl), (bl, tl)]
    }

    /// Reports the contacts of a step: those in `current` not reported yet begin, those
    /// reported and not in `current` end (ended first, in the order they began).
    func report(_ current: [ContactRecord]) {
        let now = Set(current.map(\.key))
        let before = Set(activeContacts.map(\.key))
        let ended = activeContacts.filter { !now.contains($0.key) }
        let began = current.filter { !before.contains($0.key) }
        activeContacts = current
        guard let delegate = collisionDelegate else { return }
        for c in ended {
            if let other = c.item2 {
                delegate.collisionBehavior(self, endedContactFor: c.item1, with: other)
            } else {
                delegate.collisionBehavior(self, endedContactFor: c.item1, withBoundaryIdentifier: c.identifier)
            }
        }
        for c in began {
            if let other = c.item2 {
                delegate.collisionBehavior(self, beganContactFor: c.item1, with: other, at: c.point)
            } else {
                delegate.collisionBehavior(self, beganContactFor: c.item1, withBoundaryIdentifier: c.identifier, at: c.point)
            }
        }
    }
}
