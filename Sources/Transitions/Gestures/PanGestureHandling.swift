/// The target of a pan gesture recognizer: an object that handles pan samples on its view.
///
/// `UIPanGestureRecognizer(target:action:)` calls the app's handler with the recognizer in
/// `.began`, `.changed`…, then `.ended` or `.cancelled`; here the handler receives each sample as
/// a `PanGesture`. The checks deliver realistic pans (tens of frames, back and forth, stalls,
/// releases across velocities, system cancellation) to presented controllers and containers that
/// adopt it. `ContainerViewController` adopts it with its interactive switch.
public protocol PanGestureHandling: AnyObject {
    func handlePan(_ pan: PanGesture)
}

extension ContainerViewController: PanGestureHandling {}
