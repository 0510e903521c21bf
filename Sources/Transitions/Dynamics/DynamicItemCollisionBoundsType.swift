import Foundation

/// `UIDynamicItemCollisionBoundsType` (iOS 9): the outline an item collides with, centred on
/// its `center` and turning with its rotation.
///
/// * `rectangle`: the bounds' rectangle (the default);
/// * `ellipse`: the ellipse inscribed in the bounds — in the model a convex 24-gon
///   circumscribing it, whose edges touch the ellipse at their midpoints (among them the four
///   ends of its axes) and whose corners stand out by at most 1/cos(π/24) − 1 ≈ 0.9 %;
/// * `path`: `collisionBoundingPath`, which UIKit requires to be convex with (0, 0) at the
///   item's center; the model uses the convex hull of its (flattened) points.
public enum DynamicItemCollisionBoundsType: UInt, Sendable, Hashable {
    case rectangle, ellipse, path
}
