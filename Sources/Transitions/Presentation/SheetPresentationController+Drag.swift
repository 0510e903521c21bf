import Foundation

/// The system's pan on a sheet: attached to the presentation's container view once the
/// presentation completes, it receives only touches that begin on the sheet (the presented
/// view, or the grabber above it) — a touch on the dimming view is not its.
final class SheetPanGestureRecognizer: PanGestureRecognizer {
    weak var sheet: SheetPresentationController?
    init(sheet: SheetPresentationController) {
        self.sheet = sheet
        super.init(target: nil, action: nil)
        name = "sheet pan"
        addTarget(nil) { [weak sheet] g in
            guard let sheet, let pan = g as? PanGestureRecognizer else { return }
            sheet.handleDrag(pan)
        }
    }

    override func touchesBegan(_ touches: Set<Touch>, with event: Event) {
        super.touchesBegan(touches, with: event)
        guard state == .possible, let sheet, let v = sheet.presentedView, let container = view else { return }
        let f = container.layer.convert(v.bounds, from: v.layer, .modelIgnoringTransforms)
        for t in touches where !f.contains(t.windowLocation) { state = .failed; return }
    }
}

extension SheetPresentationController {
    /// A drag in progress: where the sheet's top was when it began, and whether a dismissal
    /// may follow the finger (asked once per drag).
    struct DragState {
        var startTop: CGFloat
        var mayDismiss: Bool?
        /// Where the finger has the sheet's top, before any rubber band.
        var rawTop: CGFloat
    }

    /// The distance momentum carries a sheet released at `velocity` (points per second): the
    /// scroll view's normal deceleration (rate 0.998 per ms, velocity × e^(−k·t) with
    /// k = −1000·ln 0.998), `velocity / k` — about half a second's travel.
    public static func projectedDistance(velocity: CGFloat) -> CGFloat {
        guard velocity.isFinite else { return 0 }
        return velocity / (-1000 * log(0.998))
    }

    /// The top of the sheet's resting frames: one per active detent (bottom sheet), else the
    /// card's or full screen frame.
    var restingTops: [(identifier: Detent.Identifier?, top: CGFloat)] {
        guard layout == .bottomSheet else { return [(nil, frameOfPresentedViewInContainerView.minY)] }
        return resolvedDetents.map { ($0.identifier, frame(forValue: $0.value).minY) }
    }

    /// May a swipe dismiss? Not with `isModalInPresentation`, nor when the delegate's
    /// `presentationControllerShouldDismiss` says no.
    func swipeMayDismiss() -> Bool {
        if presentedViewController.isModalInPresentation { return false }
        return delegate?.presentationControllerShouldDismiss(self) ?? true
    }

    /// The sheet's frame with its top at `top`: a bottom sheet stays attached to the bottom edge
    /// (its height changes, as UIKit's does while dragged); a card or full-screen sheet moves.
    func draggedFrame(top: CGFloat) -> CGRect {
        let rest = frameOfPresentedViewInContainerView
        guard layout == .bottomSheet else { return rest.offsetBy(dx: 0, dy: top - rest.minY) }
        let b = containerBounds
        return CGRect(x: rest.minX, y: top, width: rest.width, height: max(0, b.maxY - top))
    }

    /// The pan on the sheet, UIKit's behaviour:
    /// * the sheet's top follows the finger between the largest and the smallest detent; above
    ///   the largest it rubber-bands (`ScrollView.rubberBand`, the container's height as the
    ///   dimension); below the smallest it follows the finger when a swipe may dismiss (not
    ///   `isModalInPresentation`, `presentationControllerShouldDismiss` true — asked when the drag
    ///   first goes below the smallest detent), else it rubber-bands;
    /// * on release the sheet goes to the resting place nearest to its *projected* top — the
    ///   top plus `projectedDistance(velocity:)` — among the detents' tops and, when a swipe may
    ///   dismiss, the container's bottom edge (dismissal). When a swipe may not dismiss, the
    ///   unbanded top's projection is judged the same way: nearer the bottom edge calls `presentationControllerDidAttemptToDismiss` and the sheet
    ///   springs back to its smallest detent;
    /// * settling is a spring (damping 1, `changeDuration`) whose initial velocity is the
    ///   finger's; a new detent sets `selectedDetentIdentifier` and calls
    ///   `sheetPresentationControllerDidChangeSelectedDetentIdentifier`;
    /// * a dismissal calls `presentationControllerWillDismiss`, then dismisses the presented
    ///   controller (animated; its transitioning delegate's animator, else the system's slide
    ///   down from where the sheet is), then `presentationControllerDidDismiss`. The model decides
    ///   at the release; UIKit starts a cancellable interactive dismissal as the drag goes below
    ///   the smallest detent (model's choice).
    func handleDrag(_ pan: PanGestureRecognizer) {
        guard let v = presentedView else { return }
        switch pan.state {
        case .began:
            guard isResting else { return }
            // A settle still moving the sheet stops where it is on screen (the finger catches it).
            let onScreen = v.layer.presentation()?.frame.minY ?? v.frame.minY
            v.removeAllAnimations()
            dimmingView?.removeAllAnimations()
            grabberView?.removeAllAnimations()
            drag = DragState(startTop: onScreen, mayDismiss: nil, rawTop: onScreen)
            fallthrough
        case .changed:
            guard var d = drag else { return }
            let tops = restingTops.map(\.top)
            let highest = tops.min() ?? 0, lowest = tops.max() ?? 0
            let dimension = max(containerBounds.height, 1)
            let raw = d.startTop + pan.translation(in: nil).y
            var top = raw
            if raw < highest {
                top = highest - ScrollView.rubberBand(highest - raw, dimension: dimension)
            } else if raw > lowest {
                if d.mayDismiss == nil { d.mayDismiss = swipeMayDismiss() }
                if d.mayDismiss == false { top = lowest + ScrollView.rubberBand(raw - lowest, dimension: dimension) }
            }
            d.rawTop = raw
            drag = d
            let f = draggedFrame(top: top)
            simulation.performWithoutAnimation {
                v.frame = f
                layoutChrome(sheetFrame: f)
            }
        case .ended, .cancelled:
            guard var d = drag else { return }
            let top = v.frame.minY
            let velocity = pan.state == .cancelled ? 0 : pan.velocity(in: nil).y
            let projected = top + Self.projectedDistance(velocity: velocity)
            let rests = restingTops
            let bottom = containerBounds.maxY
            var best = rests[0]
            for r in rests where abs(r.top - projected) < abs(best.top - projected) { best = r }
            // Whether the swipe asks for a dismissal: judged where the finger has the sheet (a
            // modal sheet's rubber band does not hide the attempt).
            let asked = (d.mayDismiss == false ? d.rawTop : top) + Self.projectedDistance(velocity: velocity)
            var nearest = abs(rests[0].top - asked)
            for r in rests { nearest = min(nearest, abs(r.top - asked)) }
            let wantsDismiss = abs(bottom - asked) < nearest
            drag = nil
            if wantsDismiss {
                if d.mayDismiss == nil { d.mayDismiss = swipeMayDismiss() }
                if d.mayDismiss == true {
                    dismissBySwipe(velocity: velocity)
                    return
                }
                delegate?.presentationControllerDidAttemptToDismiss(self)
                best = rests.max { $0.top < $1.top } ?? best
            }
            settle(at: best.identifier, from: top, velocity: velocity)
        default:
            break
        }
    }

    /// Springs the sheet to `identifier`'s detent (nil: the card or full-screen frame).
    func settle(at identifier: Detent.Identifier?, from top: CGFloat, velocity: CGFloat) {
        if let id = identifier, id != currentDetentIdentifier || selectedDetentIdentifier != id {
            let changed = id != currentDetentIdentifier
            settingFromDrag = true
            selectedDetentIdentifier = id
            settingFromDrag = false
            if changed { (delegate as? any SheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self) }
        }
        guard isResting, let v = presentedView else { return }
        let target = frameOfPresentedViewInContainerView
        let normalised = GestureHandoff.normalizedVelocity(velocity, from: top, to: target.minY)
        simulation.animate(duration: Self.changeDuration, curve: .spring(dampingRatio: 1, initialVelocity: normalised)) {
            v.frame = target
            layoutChrome(sheetFrame: target)
        }
    }

    /// The swipe's dismissal (see `handleDrag`).
    func dismissBySwipe(velocity: CGFloat) {
        let vc = presentedViewController
        let d = delegate
        d?.presentationControllerWillDismiss(self)
        vc.dismiss(animated: true) { [weak self] in
            guard let self else { return }
            d?.presentationControllerDidDismiss(self)
        }
    }
}
