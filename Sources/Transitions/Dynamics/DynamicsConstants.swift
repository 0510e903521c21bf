import Foundation

/// The numbers of the model's UIKit Dynamics engine, in points, seconds and radians.
///
/// UIKit's engine is unpublished (Box2D-derived). Three numbers are UIKit's documented ones —
/// `gravityAcceleration`, `pushForce` and the mass unit `massArea` that makes them consistent —
/// the rest are the model's choices, Box2D's defaults scaled at 100 points to the metre where
/// they have one (see notes/uikit-dynamics.md).
enum DynamicsConstants {
    /// The fixed step of the integrator: every simulated frame runs as many whole steps of
    /// 1/120 s as fit in its time (two at 60 Hz, one at 120 Hz; the remainder carries over), so
    /// the physics does not depend on the display rate.
    static let step = 1.0 / 120
    /// Velocity iterations of the sequential-impulse solver per step (Box2D: 8).
    static let velocityIterations = 10
    /// Position iterations (non-linear Gauss–Seidel) per step (Box2D: 3).
    static let positionIterations = 4

    /// Gravity: a magnitude of 1.0 is 1000 points/s² (UIKit's documented value).
    static let gravityAcceleration = 1_000.0
    /// Push: a magnitude of 1.0 is a force of 100 mass·points/s² — it accelerates a 100 × 100
    /// item of density 1 (mass 1) at 100 points/s², UIKit's documented definition. An
    /// instantaneous push of magnitude 1.0 is an impulse of 100 mass·points/s (Δv = 100 points/s
    /// for that item).
    static let pushForce = 100.0
    /// Mass = density × area / `massArea` (area of the item's bounds in points²): a 100 × 100
    /// item of density 1 has mass 1.
    static let massArea = 10_000.0
    /// The smallest area an item counts with (a zero-size item still has a finite mass).
    static let minimumArea = 1.0

    /// Penetration contacts leave (so resting contacts persist and do not jitter).
    static let linearSlop = 0.1
    /// Outlines closer than this touch (for the collision delegate), and are always in contact
    /// for the solver, so a resting item stays in contact from step to step.
    static let contactMargin = 0.5
    /// Speculative contacts: two outlines are in contact for the solver when closer than
    /// `contactMargin` plus `speculativeFactor` times how far their points can approach in one
    /// step (h (|v_B − v_A| + |ω_A| r_A + |ω_B| r_B), r the outlines' radii). Such a contact
    /// lets the gap close within the step but not more, so a fast corner meets a thin boundary
    /// instead of passing it (continuous collision, as Box2D v3's speculative contacts).
    static let speculativeFactor = 1.5
    /// Angular error rigid attachments leave (0.5°).
    static let angularSlop = 0.5 * Double.pi / 180
    /// The fraction of the overlap one position iteration removes (Box2D's Baumgarte factor).
    static let baumgarte = 0.2
    /// The largest position correction of one iteration.
    static let maxLinearCorrection = 20.0
    /// A contact point takes the impulses of the previous step's point of the same pair that was
    /// within this distance of it on the incident body (warm starting).
    static let warmStartDistance = 1.0
    /// Approach speeds (before the step's forces) below this one do not bounce (restitution
    /// off): slow contacts settle.
    static let restitutionThreshold = 10.0
    /// The largest translation and rotation of one step (Box2D's clamps): a runaway input
    /// cannot throw an item to infinity in one step.
    static let maxTranslation = 250.0
    static let maxRotation = 0.5 * Double.pi

    /// At rest: every item slower than these…
    static let restLinearSpeed = 0.1
    static let restAngularSpeed = 0.05
    /// …for this long pauses the animator (`dynamicAnimatorDidPause`).
    static let restDuration = 0.2

    /// `UISnapBehavior`: the spring's undamped frequency (Hz), and its damping ratio from the
    /// behavior's `damping` d ∈ [0, 1]: ζ = 0.2 + 0.8·d (0 → 0.2, overshooting by half the
    /// distance; the default 0.5 → 0.6, by 9 %; 1 → 1, critically damped).
    static let snapFrequency = 1.5
    static func snapDampingRatio(_ damping: Double) -> Double { 0.2 + 0.8 * min(max(damping, 0), 1) }

    /// The vertices an ellipse's collision outline is approximated with (a convex polygon).
    static let ellipseVertices = 24
}
