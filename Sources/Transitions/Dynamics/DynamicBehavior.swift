import Foundation

/// `UIDynamicBehavior`: what a `DynamicAnimator` runs — the base of the concrete behaviors
/// (gravity, collision, attachment, snap, push, item properties) and of apps' composite
/// behaviors, which subclass it and add the concrete ones as children:
///
/// ```swift
/// final class DropBehavior: UIDynamicBehavior {
///     init(items: [UIDynamicItem]) {
///         super.init()
///         addChildBehavior(UIGravityBehavior(items: items))
///         let collision = UICollisionBehavior(items: items)
///         collision.translatesReferenceBoundsIntoBoundary = true
///         addChildBehavior(collision)
///     }
/// }
/// ```
///
/// A behavior belongs to at most one animator (`dynamicAnimator`, set for its children too) and
/// one parent; `willMove(to:)` is called on it and its children before it joins or leaves an
/// animator. `action` runs after every step of the engine (120 a second of simulated time)
/// while the animator runs — apps read positions there and remove behaviors once an item left
/// the screen. Changing a behavior wakes a paused animator.
open class DynamicBehavior: UIKitNSObject {
    /// `childBehaviors`, in the order added.
    public private(set) var childBehaviors: [DynamicBehavior] = []
    /// `action`: called after every step of the animator.
    open var action: (() -> Void)?
    /// `dynamicAnimator`: the animator this behavior (or its parent) is in.
    public internal(set) weak var dynamicAnimator: DynamicAnimator?
    /// The behavior this one is a child of.
    weak var parent: DynamicBehavior?

    public override init() { super.init() }

    /// `addChildBehavior(_:)`: runs `behavior` as part of this one. Ignored for a behavior that
    /// already has a parent or an animator, for this behavior itself and for its ancestors
    /// (UIKit raises).
    open func addChildBehavior(_ behavior: DynamicBehavior) {
        guard behavior.parent == nil, behavior.dynamicAnimator == nil else { return }
        var ancestor: DynamicBehavior? = self
        while let a = ancestor {
            if a === behavior { return }
            ancestor = a.parent
        }
        if let animator = dynamicAnimator { behavior.move(to: animator) }
        behavior.parent = self
        childBehaviors.append(behavior)
        dynamicAnimator?.structureDidChange()
    }

    /// `removeChildBehavior(_:)`.
    open func removeChildBehavior(_ behavior: DynamicBehavior) {
        guard let i = childBehaviors.firstIndex(where: { $0 === behavior }) else { return }
        let animator = dynamicAnimator
        if animator != nil { behavior.move(to: nil) }
        childBehaviors.remove(at: i)
        behavior.parent = nil
        animator?.structureDidChange()
    }

    /// `willMove(to:)`: called before the behavior joins (`dynamicAnimator` non-nil) or leaves
    /// (nil) an animator. Call `super`.
    open func willMove(to dynamicAnimator: DynamicAnimator?) {}

    /// Tells this behavior and its children that they join or leave `animator`.
    func move(to animator: DynamicAnimator?) {
        willMove(to: animator)
        dynamicAnimator = animator
        for child in childBehaviors { child.move(to: animator) }
    }

    /// This behavior and its descendants, parents first, children in the order added.
    func flattened(into out: inout [DynamicBehavior]) {
        out.append(self)
        for child in childBehaviors { child.flattened(into: &out) }
    }

    // MARK: The engine's hooks (the concrete behaviors override them)

    /// The items this behavior moves or constrains (each becomes a body of the animator).
    var dynamicItems: [any DynamicItem] { [] }

    /// Once per step, before the constraints: forces and impulses on the bodies' velocities.
    func applyForces(_ world: DynamicsWorld, h: Double) {}

    /// Once per step: the constraints of this step.
    func makeJoints(_ world: DynamicsWorld, into joints: inout [DynamicsJoint]) {}

    /// A setting changed: a paused animator resumes.
    func settingDidChange() { dynamicAnimator?.wake() }

    /// The items changed: the animator makes and drops bodies, and resumes.
    func itemsDidChange() { dynamicAnimator?.structureDidChange() }
}

/// Items compared by identity (`UIDynamicItem`s are objects).
extension Array where Element == any DynamicItem {
    func containsItem(_ item: any DynamicItem) -> Bool { contains { $0 === item } }
    mutating func appendItem(_ item: any DynamicItem) -> Bool {
        guard !containsItem(item) else { return false }
        append(item)
        return true
    }
    mutating func removeItem(_ item: any DynamicItem) -> Bool {
        guard let i = firstIndex(where: { $0 === item }) else { return false }
        remove(at: i)
        return true
    }
}

/// A finite CGFloat as a Double, or nil (non-finite input to a behavior is ignored).
func finite(_ x: CGFloat) -> Double? {
    let d = Double(x)
    return d.isFinite ? d : nil
}

/// A point with finite coordinates, or nil.
func finite(_ p: CGPoint) -> Vector2? {
    let v = Vector2(p)
    return v.isFinite ? v : nil
}
