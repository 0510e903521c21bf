import Foundation

/// Arbitration between the gesture recognizers one touch sequence is delivered to (UIKit's
/// rules, "Coordinating multiple gesture recognizers"):
///
/// * A recognizer that would recognise (possible → began, or possible → recognized) first asks
///   `gestureRecognizerShouldBegin` of its delegate and of its view; a refusal fails it.
/// * Failure requirements (`require(toFail:)`, `shouldRequireFailure(of:)`,
///   `shouldBeRequiredToFail(by:)` and their delegate forms): while a required recognizer of the
///   same sequence is still possible, recognition waits (and happens when that one fails); if
///   the required one recognises, the waiting one fails.
/// * Exclusivity: once one recognises, every other still possible fails, unless either's
///   delegate allows recognising simultaneously or `canPrevent` / `canBePrevented(by:)` say no;
///   a recognizer that would begin while a non-simultaneous one is active fails.
/// * `cancelsTouchesInView`: recognising cancels the hit view's touches (`touchesCancelled`),
///   after which the view receives nothing more of this sequence.
final class GestureArbiter {
    /// The recognizers, hit view's first, then each ancestor's.
    private(set) var recognizers: [GestureRecognizer]
    weak var hitView: View?
    /// The hit view's touches were cancelled by a recognizer.
    private(set) var viewTouchesCancelled = false
    /// The touches of the sequence and the event being delivered (for `touchesCancelled`).
    var touches: Set<Touch> = []
    var event: Event?

    init(recognizers: [GestureRecognizer], hitView: View?) {
        self.recognizers = recognizers
        self.hitView = hitView
    }

    func add(_ r: GestureRecognizer) {
        guard !recognizers.contains(where: { $0 === r }) else { return }
        recognizers.append(r)
        r.arbiter = self
    }

    static func simultaneous(_ a: GestureRecognizer, _ b: GestureRecognizer) -> Bool {
        (a.delegate?.gestureRecognizer(a, shouldRecognizeSimultaneouslyWith: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldRecognizeSimultaneouslyWith: a) ?? false)
    }

    /// `a` must wait for `b` to fail.
    static func requiresFailure(_ a: GestureRecognizer, of b: GestureRecognizer) -> Bool {
        a.failureRequirements.contains { $0.value === b } || a.shouldRequireFailure(of: b) || b.shouldBeRequiredToFail(by: a)
            || (a.delegate?.gestureRecognizer(a, shouldRequireFailureOf: b) ?? false)
            || (b.delegate?.gestureRecognizer(b, shouldBeRequiredToFailBy: a) ?? false)
    }

    private static func isActive(_ r: GestureRecognizer) -> Bool { r.currentState == .began || r.currentState == .changed }
    private static func hasRecognized(_ r: GestureRecognizer) -> Bool { isActive(r) || r.currentState == .ended }

    /// May `r` move to `state` (began or recognized) now? Defers it or fails it otherwise.
    func mayRecognize(_ r: GestureRecognizer, as state: GestureRecognizer.State) -> Bool {
        let others = recognizers.filter { $0 !== r }
        let required = others.filter { GestureArbiter.requiresFailure(r, of: $0) }
        if required.contains(where: GestureArbiter.hasRecognized) {
            r.transition(to: .failed)
            return false
        }
        if required.contains(where: { $0.currentState == .possible }) {
            r.deferredState = state
            return false
        }
        for y in others where GestureArbiter.hasRecognized(y) && !GestureArbiter.simultaneous(r, y) {
            if y.canPrevent(r) && r.canBePrevented(by: y) {
                r.transition(to: .failed)
                return false
            }
        }
        r.deferredState = nil
        return true
    }

    /// `r` recognised: the others it prevents fail; the view's touches are cancelled.
    func didRecognize(_ r: GestureRecognizer) {
        for y in recognizers where y !== r && y.currentState == .possible {
            if GestureArbiter.requiresFailure(y, of: r) || (!GestureArbiter.simultaneous(r, y) && r.canPrevent(y) && y.canBePrevented(by: r)) {
                y.transition(to: .failed)
            }
        }
        if r.cancelsTouchesInView, !viewTouchesCancelled {
            viewTouchesCancelled = true
            let mine = touches.filter { $0.view === hitView }
            if let v = hitView, !mine.isEmpty { v.touchesCancelled(mine, with: event) }
        }
    }

    /// `r` ended, failed or was cancelled: recognizers waiting for it may now go ahead (or fail).
    func didFinish(_ r: GestureRecognizer) {
        for y in recognizers where y !== r {
            guard let pending = y.deferredState, y.currentState == .possible else { continue }
            let required = recognizers.filter { $0 !== y && GestureArbiter.requiresFailure(y, of: $0) }
            if required.contains(where: GestureArbiter.hasRecognized) {
                y.transition(to: .failed)
            } else if required.allSatisfy({ $0.currentState == .failed }) {
                y.deferredState = nil
                y.transition(to: pending)
            }
        }
    }

    /// The last touch lifted: recognizers still possible fail (UIKit fails what did not
    /// recognise), except those waiting for more touches (a tap waiting for its next tap) and
    /// those deferred behind them. Returns true when nothing waits any more (the sequence can
    /// close).
    func finishSequence() -> Bool {
        let waiting = recognizers.filter(\.isAwaitingMoreTouches)
        for r in recognizers where r.currentState == .possible && !r.isAwaitingMoreTouches {
            let behindWaiting = r.deferredState != nil && waiting.contains { GestureArbiter.requiresFailure(r, of: $0) }
            if !behindWaiting { r.transition(to: .failed) }
        }
        return !recognizers.contains { $0.isAwaitingMoreTouches || ($0.currentState == .possible && $0.deferredState != nil) }
    }
}
