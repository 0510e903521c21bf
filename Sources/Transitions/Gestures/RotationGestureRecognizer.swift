import Foundation

/// `UIRotationGestureRecognizer`: two fingers turning. `rotation` is the angle in radians the
/// line between the fingers has turned since the gesture began (positive clockwise on screen, as
/// UIKit's y-down coordinates make it; unwrapped, so it passes ±π), `velocity` in radians per
/// second. It begins once the turn exceeds `beginThreshold` (UIKit recognises "a rotation" only
/// after a small turn, so a pinch does not start one), changes as the fingers turn, and ends when
/// a finger lifts. Apps reset `rotation` to 0 in their handler to read increments, as with
/// `setTranslation` on a pan.
open class RotationGestureRecognizer: GestureRecognizer {
    override var fingers: Int { 2 }

    public override init(target: Any?, action: TypedSelector?) { super.init(target: target, action: action) }

    /// The turn, in radians, since the gesture began (or since the app last set it).
    public var rotation: CGFloat = 0.0
    /// Radians per second, from the last two samples.
    public private(set) var velocity: CGFloat = 0.0
    /// The turn before the gesture begins, in radians (about 4°).
    public static let beginThreshold = 0.07

    /// The fingers' angle when last seen, and the turn accumulated since (unwrapped).
    var lastAngle: Double?
    var lastSample: (time: Double, turned: Double)?
    var turned = 0.0

    private var angle: Double? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].windowLocation, b = trackedTouches[1].windowLocation
        guard a != b else { return nil }
        return atan2(Double(b.y - a.y), Double(b.x - a.x))
    }

    open override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        if let a = angle, state == .possible {
            lastAngle = a
            turned = 0
            rotation = 0
            velocity = 0
            lastSample = (event.timestamp, 0)
        }
    }

    open override func touchesMoved(_ touches: Set<Touch>, with event: Event) {
        guard let a = angle, let previous = lastAngle else { return }
        var step = a - previous
        if step > .pi { step -= 2 * .pi } else if step < -.pi { step += 2 * .pi }
        lastAngle = a
        turned += step
        if let last = lastSample, event.timestamp > last.time { velocity = (turned - last.turned) / (event.timestamp - last.time) }
        lastSample = (event.timestamp, turned)
        switch state {
        case .possible:
            if abs(turned) > Self.beginThreshold {
                rotation = turned
                state = .began
            }
        case .began, .changed:
            rotation += step
            state = .changed
        default: break
        }
    }

    open override func touchesEnded(_ touches: Set<Touch>, with event: Event) {
        state = state == .began || state == .changed ? .ended : .failed
    }

    open override func touchesCancelled(_ touches: Set<Touch>, with event: Event) {
        state = state == .began || state == .changed ? .cancelled : .failed
    }
}

extension FingerprintSchema {
    static let rotationGestureRecognizer = FingerprintSchema(
        RotationGestureRecognizer.self, hashed: ["rotation", "velocity", "lastAngle", "lastSample", "turned"], excluded: [:]
    ) { r, walk in
        guard r.isInProgress else { return }
        for x in [Double(r.rotation), Double(r.velocity), r.turned, r.lastAngle ?? .nan] { walk.combine(x) }
        if let s = r.lastSample {
            walk.combine((r.view?.simulation.now ?? 0) - s.time)
            walk.combine(s.turned)
        }
    }
}
