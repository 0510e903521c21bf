import Foundation

/// The zoom of `UIViewControllerTransition.zoom`: going in, the zoomed controller's view starts
/// on the source view's rectangle (in the container) and grows to its final frame; going back,
/// it shrinks onto the source view, asked for again. Without a source view it grows from (shrinks
/// to) a quarter-size rectangle in the middle, fading. The source view is hidden while its
/// content is in flight, and shown again when the transition ends, completed or cancelled. A
/// critically damped spring of 0.5 s, as UIKit's zoom settles without overshoot.
final class ZoomAnimator: PoseAnimator {
    private weak var zoomed: ViewController?
    private let options: ViewControllerTransition.ZoomOptions?
    private let provider: (ViewControllerTransition.ZoomSourceViewProviderContext) -> View?
    private var sourceRect: CGRect?
    private weak var hiddenSource: View?
    private var sourceWasHidden = false
    var sourceRectForFingerprint: CGRect? { sourceRect }
    var hiddenSourceForFingerprint: View? { hiddenSource }
    var sourceWasHiddenForFingerprint: Bool { sourceWasHidden }

    init(zoomed: ViewController, options: ViewControllerTransition.ZoomOptions?, provider: @escaping (ViewControllerTransition.ZoomSourceViewProviderContext) -> View?) {
        self.zoomed = zoomed
        self.options = options
        self.provider = provider
        super.init(duration: 0.5, curve: .spring(dampingRatio: 1, initialVelocity: 0))
    }

    override func offPose(final: CGRect, container: View) -> ViewPose {
        guard let r = sourceRect else {
            let w = final.width / 4, h = final.height / 4
            return ViewPose(frame: CGRect(x: final.midX - w / 2, y: final.midY - h / 2, width: w, height: h), alpha: 0)
        }
        return ViewPose(frame: r)
    }

    override func animateTransition(using context: any ViewControllerContextTransitioning) {
        let forward = PoseAnimator.isForward(context)
        let source = forward ? context.viewController(forKey: .from) : context.viewController(forKey: .to)
        sourceRect = nil
        if let zoomed, let source {
            let asked = ViewControllerTransition.ZoomSourceViewProviderContext(sourceViewController: source, zoomedViewController: zoomed)
            if let view = provider(asked), view.window != nil || view.isDescendant(of: source.view) {
                var rect = view.convert(view.bounds, to: context.containerView)
                if let align = options?.alignmentRectProvider {
                    // The part of the zoomed view that lines up with the source: the whole view
                    // scales so that part lands on the source's rectangle.
                    let part = align(.init(sourceView: view, zoomedViewController: zoomed))
                    let whole = finalFrame(context, zoomed)
                    if part.width > 0, part.height > 0, part.width.isFinite, part.height.isFinite {
                        let sx = rect.width / part.width, sy = rect.height / part.height
                        rect = CGRect(
                            x: rect.minX - (part.minX - whole.minX) * sx, y: rect.minY - (part.minY - whole.minY) * sy,
                            width: whole.width * sx, height: whole.height * sy)
                    }
                }
                if rect.minX.isFinite, rect.minY.isFinite, rect.width.isFinite, rect.height.isFinite {
                    sourceRect = rect
                    hiddenSource = view
                    sourceWasHidden = view.isHidden
                    view.isHidden = true
                }
            }
        }
        super.animateTransition(using: context)
    }

    override func animationEnded(_ transitionCompleted: Bool) {
        if let v = hiddenSource { v.isHidden = sourceWasHidden }
        hiddenSource = nil
    }
}
