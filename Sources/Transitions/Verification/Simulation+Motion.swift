/// Motion queries for the checks: what moves on its own (with the clock) rather than by a finger.
extension Simulation {
    /// Views under `roots` (inclusive) whose on-screen value advances with the clock right now:
    /// a clock-driven animation that has started, not ended and whose layer is not frozen, or a
    /// running property animator animating them.
    package func viewsMovingWithClock(under roots: [View]) -> [View] {
        guard !roots.isEmpty else { return [] }
        func inside(_ v: View) -> Bool { roots.contains { v.isDescendant(of: $0) } }
        var moving: [View] = []
        var seen = Set<ObjectIdentifier>()
        func add(_ v: View) { if seen.insert(ObjectIdentifier(v)).inserted { moving.append(v) } }
        for a in animation.active where a.canProgress {
            guard let v = a.view, inside(v) else { continue }
            let e = a.elapsed
            if e >= 0 && e < a.duration { add(v) }
        }
        for pa in animation.propertyAnimators where pa.isRunning {
            for v in pa.animatedViews where inside(v) { add(v) }
        }
        for d in animation.dynamicAnimators.compactMap(\.value) where d.isRunning {
            for v in d.movingViews where inside(v) { add(v) }
        }
        return moving
    }

    /// True while an animation progresses with the clock, a property animator or a UIKit
    /// Dynamics animator runs.
    package var isAnimating: Bool {
        animation.active.contains { $0.canProgress } || animation.propertyAnimators.contains { $0.isRunning }
            || animation.dynamicAnimators.contains { $0.value?.isRunning ?? false }
    }

    /// Animated views whose geometry is not finite (each once).
    package var nonFiniteAnimatedViews: [View] {
        var out: [View] = []
        for a in animation.active where !a.isRemoved {
            guard let v = a.view, !(a.isFinite && v.hasFiniteModel), !out.contains(where: { $0 === v }) else { continue }
            out.append(v)
        }
        return out
    }
}
