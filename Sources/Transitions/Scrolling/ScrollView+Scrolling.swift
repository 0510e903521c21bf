import Foundation
import Springs

/// What a scroll view does on its own after a release or an animated scroll, one step per frame.
enum ScrollMotion {
    /// Momentum and spring back: per axis, the velocity (points per second) and, when the
    /// scroll was retargeted (delegate, paging), where it must land.
    case decelerating(velocity: CGPoint, target: CGPoint?)
    /// `setContentOffset(_:animated:)`.
    case animated(from: CGPoint, to: CGPoint, elapsed: Double)
}

extension ScrollView {
    // MARK: Dragging

    /// The scroll view's pan action. Began: any motion stops, the drag starts from the current
    /// offset (`scrollViewWillBeginDragging`). Began and changed: the offset is the start minus
    /// the translation, per scrolling axis, rubber-banded past the edges (or stopped there
    /// without `bounces`). Ended or cancelled: `release(velocity:)`.
    func handlePan(_ pan: PanGestureRecognizer) {
        switch pan.state {
        case .began:
            stopMotion()
            isTracking = true
            isDragging = true
            // A drag caught past an edge continues from where the rubber band has the content.
            dragStart = unbanded(contentOffset)
            delegate?.scrollViewWillBeginDragging(self)
            if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory { window?.endEditing(true) }
            drag(by: pan.translation(in: self))
        case .changed:
            guard isDragging else { return }
            drag(by: pan.translation(in: self))
            checkRefreshPull()
            dismissKeyboardInteractively(at: pan)
        case .ended, .cancelled:
            guard isDragging else { return }
            release(velocity: pan.state == .ended ? pan.velocity(in: self) : .zero)
        default:
            break
        }
    }

    /// `keyboardDismissMode` `.interactive`: the keyboard goes once the dragging finger reaches
    /// it (on iOS the keyboard follows the finger down first; the model dismisses it there).
    private func dismissKeyboardInteractively(at pan: PanGestureRecognizer) {
        guard keyboardDismissMode == .interactive || keyboardDismissMode == .interactiveWithAccessory,
              let w = window, let kb = simulation.application.keyboard.frame else { return }
        let y = pan.location(in: w).y + w.frame.minY
        if y >= kb.minY { w.endEditing(true) }
    }

    private func drag(by t: CGPoint) {
        let raw = CGPoint(x: scrollsHorizontally ? dragStart.x - t.x : contentOffset.x, y: scrollsVertically ? dragStart.y - t.y : contentOffset.y)
        contentOffset = CGPoint(
            x: scrollsHorizontally ? banded(raw.x, minimumContentOffset.x, maximumContentOffset.x, bounds.width) : raw.x,
            y: scrollsVertically ? banded(raw.y, minimumContentOffset.y, maximumContentOffset.y, bounds.height) : raw.y)
    }

    /// A raw drag position along one axis, rubber-banded past the range (or clamped to it).
    private func banded(_ raw: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
        if raw < lo { return bounces ? lo - ScrollView.rubberBand(lo - raw, dimension: d) : lo }
        if raw > hi { return bounces ? hi + ScrollView.rubberBand(raw - hi, dimension: d) : hi }
        return raw
    }

    /// The raw drag position that `banded` maps to `offset`.
    private func unbanded(_ offset: CGPoint) -> CGPoint {
        let lo = minimumContentOffset, hi = maximumContentOffset
        func axis(_ v: CGFloat, _ lo: CGFloat, _ hi: CGFloat, _ d: CGFloat) -> CGFloat {
            if v < lo { return lo - ScrollView.rubberBandInverse(lo - v, dimension: d) }
            if v > hi { return hi + ScrollView.rubberBandInverse(v - hi, dimension: d) }
            return v
        }
        return CGPoint(x: axis(offset.x, lo.x, hi.x, bounds.width), y: axis(offset.y, lo.y, hi.y, bounds.height))
    }

    // MARK: Release

    /// The decay constant of `decelerationRate` per second: velocity × e^(−k·t), k = −1000·ln r.
    var decay: Double { -1000 * log(Double(decelerationRate.rawValue)) }

    /// The release: the offset's velocity is the opposite of the finger's; the natural resting
    /// place is where momentum alone takes it (offset + v / k), inside the range; with paging, the
    /// page the release points to; a collection view's layout may move it
    /// (`targetContentOffset(forProposedContentOffset:withScrollingVelocity:)`), then the delegate
    /// (`scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)`, velocity in points per
    /// millisecond). A retargeted scroll decelerates onto its target; a free one decelerates and,
    /// past an edge, springs back. `scrollViewDidEndDragging(_:willDecelerate:)` then
    /// `scrollViewWillBeginDecelerating` when anything moves.
    func release(velocity finger: CGPoint) {
        isTracking = false
        let v = CGPoint(x: scrollsHorizontally ? -finger.x : 0, y: scrollsVertically ? -finger.y : 0)
        let k = decay
        let natural = clamped(CGPoint(x: contentOffset.x + v.x / k, y: contentOffset.y + v.y / k))
        let resting = isPagingEnabled ? pageTarget(velocity: v) : natural
        // A non-finite answer (the app's layout or delegate) is refused and recorded: Core
        // Animation raises on a NaN position; the resting place before the answer is kept.
        func finite(_ p: CGPoint, else fallback: CGPoint, _ who: String) -> CGPoint {
            guard !p.x.isFinite || !p.y.isFinite else { return p }
            simulation.record(.rejectedCall, "\(who) gave the non-finite target offset \(p) for \(self.modelName)")
            return fallback
        }
        let proposed = finite(
            layoutTarget(resting, velocity: CGPoint(x: v.x / 1000, y: v.y / 1000)), else: resting,
            "targetContentOffset(forProposedContentOffset:withScrollingVelocity:)")
        var target = proposed
        if let d = delegate {
            withUnsafeMutablePointer(to: &target) {
                d.scrollViewWillEndDragging(self, withVelocity: CGPoint(x: v.x / 1000, y: v.y / 1000), targetContentOffset: $0)
            }
            target = finite(target, else: proposed, "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)")
        }
        isDragging = false
        let retargeted = isPagingEnabled || target != natural
        let motion: ScrollMotion =
            retargeted
            ? .decelerating(velocity: CGPoint(x: (target.x - contentOffset.x) * k, y: (target.y - contentOffset.y) * k), target: target)
            : .decelerating(velocity: v, target: nil)
        let outOfRange = clamped(contentOffset) != contentOffset
        let moves = outOfRange || (retargeted ? target != contentOffset : hypot(v.x / k, v.y / k) >= 0.5)
        delegate?.scrollViewDidEndDragging(self, willDecelerate: moves)
        guard moves, !isDragging else { return }
        isDecelerating = true
        delegate?.scrollViewWillBeginDecelerating(self)
        start(motion)
    }

    /// Paging: the page under the offset, or the next one in the direction of a fling faster
    /// than 150 pt/s; a page is the bounds' size.
    private func pageTarget(velocity v: CGPoint) -> CGPoint {
        func axis(_ o: CGFloat, _ v: CGFloat, _ page: CGFloat) -> CGFloat {
            guard page > 0 else { return o }
            let p = o / page
            let i = abs(v) > 150 ? (v > 0 ? p.rounded(.down) + 1 : p.rounded(.up) - 1) : p.rounded()
            return i * page
        }
        return clamped(CGPoint(x: axis(contentOffset.x, v.x, bounds.width), y: axis(contentOffset.y, v.y, bounds.height)))
    }

    // MARK: Motion on the clock

    func start(_ m: ScrollMotion, toTop: Bool = false) {
        motion = m
        scrollingToTop = toTop
        guard motionParticipant == nil else { return }
        motionParticipant = simulation.addParticipant(.displayLinks, keepsAwake: true) { [weak self] dt in self?.step(dt) }
    }

    /// Stops any motion without telling the delegate it ended (a new drag or a new offset
    /// interrupts it, as in UIKit).
    func stopMotion() {
        if let id = motionParticipant { simulation.removeParticipant(id) }
        motionParticipant = nil
        motion = nil
        isDecelerating = false
    }

    private func step(_ dt: Double) {
        guard let m = motion else { return stopMotion() }
        switch m {
        case .animated(let from, let to, let elapsed):
            let t = elapsed + dt
            let p = t >= ScrollView.scrollAnimationDuration ? 1 : TimingCurve.easeInEaseOut.progress(at: t / ScrollView.scrollAnimationDuration)
            motion = .animated(from: from, to: to, elapsed: t)
            contentOffset = CGPoint(x: from.x + (to.x - from.x) * p, y: from.y + (to.y - from.y) * p)
            if p >= 1 {
                let toTop = scrollingToTop
                stopMotion()
                delegate?.scrollViewDidEndScrollingAnimation(self)
                if toTop { delegate?.scrollViewDidScrollToTop(self) }
            }
        case .decelerating(let v, let target):
            let lo = minimumContentOffset, hi = maximumContentOffset
            let x = advance(contentOffset.x, v.x, target?.x, lo.x, hi.x, dt)
            let y = advance(contentOffset.y, v.y, target?.y, lo.y, hi.y, dt)
            motion = .decelerating(velocity: CGPoint(x: x.velocity, y: y.velocity), target: target)
            contentOffset = CGPoint(x: x.position, y: y.position)
            if x.done && y.done {
                stopMotion()
                delegate?.scrollViewDidEndDecelerating(self)
            }
        }
    }

    /// One frame of one axis. Past an edge (bouncing): a critically damped spring back to it
    /// (`Spring.smooth`: 0.5 s), starting with the current velocity. Inside the range: momentum
    /// decaying as e^(−k·t) — exactly integrated, x += v·(1 − e^(−k·dt))/k — onto `target` when
    /// retargeted; crossing an edge either continues into the spring (bouncing) or stops there.
    /// Done when less than half a point remains.
    private func advance(
        _ x: CGFloat, _ v: CGFloat, _ target: CGFloat?, _ lo: CGFloat, _ hi: CGFloat, _ dt: Double
    ) -> (position: CGFloat, velocity: CGFloat, done: Bool) {
        let k = decay
        if target == nil, x < lo - 1e-9 || x > hi + 1e-9 {
            let edge = x < lo ? lo : hi
            guard bounces else { return (edge, 0, true) }
            let spring = Spring.smooth
            let nx = spring.value(at: dt, from: x, to: edge, initialVelocity: v)
            let nv = spring.velocity(at: dt, from: x, to: edge, initialVelocity: v)
            if abs(nx - edge) < 0.5 && abs(nv) < 20 { return (edge, 0, true) }
            return (nx, nv, false)
        }
        let e = exp(-k * dt)
        var nx = x + v * (1 - e) / k
        let nv = v * e
        if let target {
            if abs(target - nx) < 0.5 { return (target, 0, true) }
            return (nx, nv, false)
        }
        if nx < lo || nx > hi {
            // Crossing an edge: without bouncing, stop there.
            if !bounces { return (nx < lo ? lo : hi, 0, true) }
            return (nx, nv, false)
        }
        if abs(nv / k) < 0.5 {
            nx += nv / k
            return (Swift.min(Swift.max(nx, lo), hi), 0, true)
        }
        return (nx, nv, false)
    }
}
