import Foundation

/// Touch delivery, UIKit's path: `sendEvent(_:)` → `hitTest(_:with:)` at touch-down → the
/// gesture recognizers of the hit view and its ancestors (each asked `shouldReceive(_:)` for the
/// event, then by its delegate for the touch) → `touchesBegan/Moved/Ended/Cancelled` on the
/// recognizers, then on the hit view
/// (which forwards up the responder chain unless it handles them) — unless a recognizer that
/// recognised cancelled the view's touches (`cancelsTouchesInView`).
///
/// While the application ignores interaction events, touches that go down are dropped for their
/// whole life; a touch already down keeps being delivered (its gesture was recognised before).
extension Window {
    /// The touch sequence in progress: from the first finger down to the last one up.
    final class TouchSequence {
        let arbiter: GestureArbiter
        var touches: [Touch] = []
        var dropped: Set<ObjectIdentifier> = []
        init(arbiter: GestureArbiter) { self.arbiter = arbiter }
    }

    /// What `sendEvent(_:)` does by default.
    func deliver(_ event: Event) {
        let sequence = touchSequence ?? TouchSequence(arbiter: GestureArbiter(recognizers: [], hitView: nil))
        touchSequence = sequence
        let arbiter = sequence.arbiter
        arbiter.event = event
        var began: [Touch] = [], moved: [Touch] = [], ended: [Touch] = [], cancelled: [Touch] = []
        for t in event.touchSet.sorted(by: { $0.phase.rawValue < $1.phase.rawValue }) {
            let id = ObjectIdentifier(t)
            if t.phase == .began {
                guard !simulation.application.isIgnoringInteractionEvents, let hit = hitTest(t.windowLocation, with: event) else {
                    sequence.dropped.insert(id)
                    continue
                }
                t.view = hit
                t.window = self
                sequence.touches.append(t)
                if arbiter.hitView == nil { arbiter.hitView = hit }
                var found: [GestureRecognizer] = []
                var v: View? = hit
                while let cur = v {
                    for r in cur.recognizers where r.isEnabled && r.currentState != .failed {
                        if r.shouldReceive(event), r.delegate?.gestureRecognizer(r, shouldReceive: t) ?? true { found.append(r) }
                    }
                    v = cur.superview
                }
                t.gestureRecognizers = found
                for r in found {
                    arbiter.add(r)
                    r.trackedTouches.append(t)
                }
                began.append(t)
            } else if sequence.dropped.contains(id) {
                continue
            } else {
                switch t.phase {
                case .moved, .stationary: moved.append(t)
                case .ended: ended.append(t)
                case .cancelled: cancelled.append(t)
                case .began: break
                }
            }
        }
        arbiter.touches = Set(sequence.touches)
        // Recognizers whose view left the window while tracking are cancelled (or fail).
        for r in arbiter.recognizers where !r.trackedTouches.isEmpty && r.view?.window !== self {
            r.transition(to: r.currentState == .began || r.currentState == .changed ? .cancelled : .failed)
            r.trackedTouches = []
        }
        func toRecognizers(_ ts: [Touch], _ call: (GestureRecognizer, Set<Touch>) -> Void) {
            guard !ts.isEmpty else { return }
            for r in arbiter.recognizers {
                guard r.currentState != .failed, r.currentState != .cancelled, !(r.currentState == .ended && r.trackedTouches.isEmpty) else { continue }
                let mine = Set(ts.filter { t in r.trackedTouches.contains { $0 === t } })
                if !mine.isEmpty { r.withActionsDeferred { call(r, mine) } }
            }
        }
        toRecognizers(began) { $0.touchesBegan($1, with: event) }
        toRecognizers(moved) { $0.touchesMoved($1, with: event) }
        toRecognizers(ended) { $0.touchesEnded($1, with: event) }
        toRecognizers(cancelled) { $0.touchesCancelled($1, with: event) }
        for r in arbiter.recognizers {
            r.trackedTouches.removeAll { t in ended.contains { $0 === t } || cancelled.contains { $0 === t } }
        }
        // The hit views, unless a recognizer cancelled their touches.
        if !arbiter.viewTouchesCancelled {
            func toViews(_ ts: [Touch], _ call: (View, Set<Touch>) -> Void) {
                var byView: [ObjectIdentifier: (View, Set<Touch>)] = [:]
                var order: [ObjectIdentifier] = []
                for t in ts {
                    guard let v = t.view else { continue }
                    let id = ObjectIdentifier(v)
                    if byView[id] == nil { order.append(id) }
                    byView[id, default: (v, [])].1.insert(t)
                }
                for id in order { if let (v, set) = byView[id] { call(v, set) } }
            }
            toViews(began) { $0.touchesBegan($1, with: event) }
            toViews(moved) { $0.touchesMoved($1, with: event) }
            toViews(ended) { $0.touchesEnded($1, with: event) }
            toViews(cancelled) { $0.touchesCancelled($1, with: event) }
        }
        sequence.touches.removeAll { t in ended.contains { $0 === t } || cancelled.contains { $0 === t } }
        settleTouchSequence()
    }

    /// Closes the touch sequence once no finger is down and no recognizer waits for more
    /// touches: every recognizer of it resets.
    func settleTouchSequence() {
        guard let sequence = touchSequence, sequence.touches.isEmpty, sequence.arbiter.finishSequence() else { return }
        for r in sequence.arbiter.recognizers { r.resetIfFinished() }
        touchSequence = nil
    }
}
