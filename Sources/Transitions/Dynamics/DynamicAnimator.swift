import Foundation

/// `UIDynamicAnimator`: runs UIKit Dynamics behaviors on the simulation's frames.
///
/// Items are in the reference view's coordinates (its subviews' `center`s). While running, the
/// animator is a frame observer of its simulation (a display link: the simulation is not idle);
/// each frame runs as many fixed steps of 1/120 s as fit (`DynamicsWorld` — two at 60 Hz),
/// and after each step writes every body's center and rotation to its item, tells collision
/// delegates of contacts that began and ended, and calls every behavior's `action`.
///
/// **Rest.** After a frame in which every item moved slower than 0.1 points/s and
/// 0.05 radians/s for 0.2 s running (or no behavior names any item), the animator pauses:
/// `isRunning` turns false, it stops observing frames and its delegate hears
/// `dynamicAnimatorDidPause`. Forces do not keep it awake by themselves: an item a continuous
/// push or gravity holds against a boundary or an attachment is at rest (Box2D's sleeping;
/// transitions such as GuillotineMenu's complete in `dynamicAnimatorDidPause` after a continuous
/// push has swung their view onto a stop). It resumes (`dynamicAnimatorWillResume`, before
/// `isRunning` turns true) when a behavior is added or removed, a behavior's setting changes
/// (an anchor moves, a velocity is added, a push is activated…) or
/// `updateItem(usingCurrentState:)` is called. `elapsedTime` counts running time only.
///
/// **Items** join when a behavior naming them is added (their center, rotation and bounds are
/// read then) and leave when none does; the animator overwrites `center` and `transform` while
/// they are in it (call `updateItem(usingCurrentState:)` after moving one yourself). Behaviors
/// hold their items strongly; the animator holds its reference view (and layout) weakly and
/// keeps running if they go — an item removed from its superview is still moved. The app holds
/// the animator: released, it stops.
///
/// With `init(collectionViewLayout:)` the items are the layout's attributes, the reference
/// bounds are the layout's content rectangle, and the layout is invalidated after every frame
/// that moved them.
open class DynamicAnimator: UIKitNSObject {
    /// `referenceView`.
    public private(set) weak var referenceView: View?
    /// The layout of `init(collectionViewLayout:)`.
    public private(set) weak var collectionViewLayout: CollectionViewLayout?
    /// `behaviors`: the behaviors added (not their children), in the order added.
    public private(set) var behaviors: [DynamicBehavior] = []
    /// `isRunning`.
    public private(set) var isRunning = false
    /// `elapsedTime`: seconds of simulated time the animator has run.
    public private(set) var elapsedTime: TimeInterval = 0
    /// `delegate`.
    open weak var delegate: (any DynamicAnimatorDelegate)?

    /// The simulation whose frames drive it.
    public let simulation: Simulation
    /// The engine.
    let world = DynamicsWorld()
    /// The behaviors and their descendants, parents first (rebuilt when the tree changes).
    private(set) var allBehaviors: [DynamicBehavior] = []
    /// The frame observer while running.
    private(set) var frameObserver: Int?
    /// Time not yet stepped (less than one step).
    private(set) var pendingTime = 0.0
    /// How long every item has been at rest.
    private(set) var restTime = 0.0
    /// Steps run (for the fingerprint and tests).
    private(set) var stepCount = 0

    /// `init(referenceView:)`.
    public init(referenceView view: View) {
        referenceView = view
        simulation = view.simulation
        super.init()
    }

    /// `init()` (`NSObject`'s, which UIKit's animator keeps): an animator with no reference view,
    /// on the current simulation. Its behaviours move their items as with one; a collision
    /// behaviour's reference-bounds boundary has no bounds to follow, so it holds nothing in.
    public override init() {
        simulation = Simulation.current
        super.init()
    }

    /// `init(collectionViewLayout:)`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        simulation = layout.collectionView?.simulation ?? Simulation.current
        super.init()
    }

    deinit {
        if let id = frameObserver { simulation.removeFrameObserver(id) }
        simulation.animation.dynamicAnimators.removeAll { $0.value == nil || $0.value === self }
    }

    // MARK: Behaviors

    /// `addBehavior(_:)`: ignored for a behavior already in an animator or a child of another.
    open func addBehavior(_ behavior: DynamicBehavior) {
        guard behavior.dynamicAnimator == nil, behavior.parent == nil else { return }
        behavior.move(to: self)
        behaviors.append(behavior)
        structureDidChange()
    }

    /// `removeBehavior(_:)`.
    open func removeBehavior(_ behavior: DynamicBehavior) {
        guard let i = behaviors.firstIndex(where: { $0 === behavior }) else { return }
        behavior.move(to: nil)
        behaviors.remove(at: i)
        structureDidChange()
    }

    /// `removeAllBehaviors()`.
    open func removeAllBehaviors() {
        guard !behaviors.isEmpty else { return }
        let removed = behaviors
        for b in removed { b.move(to: nil) }
        behaviors = []
        structureDidChange()
    }

    /// `items(in:)`: the items whose frame (their bounds turned by their rotation, about their
    /// center) meets `rect`.
    open func items(in rect: CGRect) -> [any DynamicItem] {
        world.bodies.compactMap { body in
            guard let item = body.item else { return nil }
            let s = item.bounds.size, c = item.center, t = item.transform
            let w = abs(t.a) * Double(s.width) + abs(t.c) * Double(s.height)
            let h = abs(t.b) * Double(s.width) + abs(t.d) * Double(s.height)
            let frame = CGRect(x: Double(c.x) - w / 2, y: Double(c.y) - h / 2, width: w, height: h)
            return frame.intersects(rect) ? item : nil
        }
    }

    /// `updateItem(usingCurrentState:)`: reads the item's center, rotation and bounds again
    /// (its velocity is kept) and resumes.
    open func updateItem(usingCurrentState item: any DynamicItem) {
        guard let body = world.body(for: item) else { return }
        body.readState()
        wake()
    }

    /// `layoutAttributesForCell(at:)`: the cell's attributes among the items.
    open func layoutAttributesForCell(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .cell && $0.indexPath == indexPath }
    }

    /// `layoutAttributesForSupplementaryView(ofKind:at:)`.
    open func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        attributes { $0.representedElementCategory == .supplementaryView && $0.representedElementKind == kind && $0.indexPath == indexPath }
    }

    /// `layoutAttributesForDecorationView(ofKind:at:)`.
    open func layoutAttributesForDecorationView(ofKind decorationViewKind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        attributes {
            $0.representedElementCategory == .decorationView && $0.representedElementKind == decorationViewKind && $0.indexPath == indexPath
        }
    }

    private func attributes(_ matches: (CollectionViewLayoutAttributes) -> Bool) -> CollectionViewLayoutAttributes? {
        for body in world.bodies { if let a = body.item as? CollectionViewLayoutAttributes, matches(a) { return a } }
        return nil
    }

    // MARK: Running

    /// The behavior tree changed: bodies are made and dropped, and the animator resumes.
    func structureDidChange() {
        var all: [DynamicBehavior] = []
        for b in behaviors { b.flattened(into: &all) }
        allBehaviors = all
        world.reconcile(all)
        wake()
    }

    /// Resumes a paused animator that has items.
    func wake() {
        restTime = 0
        guard !isRunning, !world.bodies.isEmpty else { return }
        delegate?.dynamicAnimatorWillResume(self)
        guard !isRunning, !world.bodies.isEmpty else { return }
        isRunning = true
        pendingTime = 0
        frameObserver = simulation.addFrameObserver { [weak self] dt in self?.frame(dt) }
        simulation.animation.dynamicAnimators.append(Weak(self))
    }

    private func pause() {
        guard isRunning else { return }
        stopObserving()
        delegate?.dynamicAnimatorDidPause(self)
    }

    private func stopObserving() {
        isRunning = false
        if let id = frameObserver { simulation.removeFrameObserver(id) }
        frameObserver = nil
        simulation.animation.dynamicAnimators.removeAll { $0.value == nil || $0.value === self }
    }

    /// Stops without telling anyone (`Simulation.discardPendingWork`).
    func discardPendingWork() { stopObserving() }

    /// The bounds the reference-bounds boundaries follow.
    var referenceBounds: CGRect? {
        if let v = referenceView { return v.bounds }
        if let l = collectionViewLayout { return CGRect(origin: .zero, size: l.collectionViewContentSize) }
        return nil
    }

    /// One frame: the whole steps that fit, then the rest rule.
    private func frame(_ dt: Double) {
        guard isRunning else { return }
        elapsedTime += dt
        pendingTime += dt
        let h = DynamicsConstants.step
        // Whole steps (a frame of exactly two steps is two, whatever the rounding of 1/60).
        let steps = min(Int((pendingTime / h + 1e-6).rounded(.down)), 120)
        pendingTime = max(pendingTime - Double(steps) * h, 0)
        var moved = false
        for _ in 0..<steps {
            guard isRunning, !world.bodies.isEmpty else { break }
            step(h)
            moved = true
        }
        if moved, let layout = collectionViewLayout { layout.invalidateLayout() }
        guard isRunning else { return }
        let resting = world.bodies.allSatisfy { $0.isStatic || $0.isSlow }
        restTime = resting ? restTime + dt : 0
        if world.bodies.isEmpty || restTime >= DynamicsConstants.restDuration - 1e-9 { pause() }
    }

    /// One step of the engine, then the items' new state, the contacts and the actions.
    private func step(_ h: Double) {
        let behaviors = allBehaviors
        let reports = world.step(h: h, behaviors: behaviors, referenceBounds: referenceBounds)
        stepCount += 1
        for body in world.bodies { body.writeBack() }
        for (collision, records) in reports where collision.dynamicAnimator === self { collision.report(records) }
        for behavior in behaviors where behavior.dynamicAnimator === self { behavior.action?() }
    }
}

extension DynamicAnimator {
    /// The views it moves (items that are views and not anchored), for the checks' motion queries.
    package var movingViews: [View] { world.bodies.compactMap { $0.isStatic ? nil : $0.item as? View } }
}
