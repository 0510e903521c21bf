// A pull-up panel driven by a property animator, as UIKit apps write one: a pan that catches
// the panel mid-flight reads where it is on screen from its presentation layer (cast to a
// CALayer, as older code does), the animator's `isRunning` is followed by key-value observing,
// and a close button picks one of two overloads of `collapse` with a coerced `#selector`.
// Compiled unchanged on Linux by the UIKitSources plugin.
import UIKit.UIView
import Foundation.NSCache

final class PullUpPanelController: UIViewController {
    let panel = UIView()
    let closeButton = UIButton(type: .system)
    private(set) var animator: UIViewPropertyAnimator?
    private var runningToken: NSKeyValueObservation?
    private(set) var runningChanges: [Bool] = []
    private(set) var caughtAt: [CGFloat] = []
    private(set) var isExpanded = false
    let collapsedHeight: CGFloat = 120
    private let thumbnails = NSCache<NSString, UIImage>()

    override func viewDidLoad() {
        super.viewDidLoad()
        panel.frame = CGRect(x: 0, y: view.bounds.height - collapsedHeight, width: view.bounds.width, height: view.bounds.height)
        view.addSubview(panel)
        panel.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: #selector(drag(_:))))
        closeButton.frame = CGRect(x: 10, y: 10, width: 44, height: 44)
        panel.addSubview(closeButton)
        closeButton.addTarget(self, action: #selector(PullUpPanelController.collapse as (PullUpPanelController) -> () -> Void), for: .touchUpInside)
        thumbnails.setObject(UIImage(), forKey: "panel")
    }

    /// Collapses without animation.
    @objc func collapse() { collapse(animated: false) }

    /// Collapses, animated or not.
    @objc func collapse(animated: Bool) {
        animator?.stopAnimation(true)
        let target = view.bounds.height - collapsedHeight
        if animated { run(to: target) } else { panel.frame.origin.y = target }
        isExpanded = false
    }

    func expand() {
        run(to: 60)
        isExpanded = true
    }

    private func run(to y: CGFloat) {
        let a = UIViewPropertyAnimator(duration: 0.6, curve: .linear) { self.panel.frame.origin.y = y }
        runningToken = a.observe(\.isRunning, options: [.new]) { [weak self] _, change in
            if let running = change.newValue { self?.runningChanges.append(running) }
        }
        animator = a
        a.startAnimation()
    }

    @objc private func drag(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let a = animator, a.state == .active else { return }
            // Where the panel is now, not where the animation leaves it.
            let onScreen = (panel.layer.presentation()! as CALayer).frame
            caughtAt.append(onScreen.minY)
            a.stopAnimation(true)
            panel.frame = onScreen
        case .changed:
            panel.frame.origin.y += pan.translation(in: view).y
            pan.setTranslation(.zero, in: view)
        default:
            break
        }
    }
}
