import Foundation

/// A constraint the behaviors make for one step (attachments, snaps): prepared once, solved
/// by the velocity iterations, then — rigid parts only — by the position iterations
/// (non-linear Gauss–Seidel on the positions, Box2D's `SolvePositionConstraints`), which remove
/// the drift the linearised velocity step leaves without adding velocity.
protocol DynamicsJoint: AnyObject {
    var bodyA: DynamicBody { get }
    var bodyB: DynamicBody { get }
    func prepare(h: Double)
    func solveVelocity()
    /// One position iteration; returns the remaining error (points or radians; 0 when soft).
    func solvePosition() -> Double
}
