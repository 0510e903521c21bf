import Foundation

/// `UIViewController.Transition` (iOS 18): the system transition a controller asks for when
/// it is pushed or presented (`preferredTransition`). A zoom grows the controller's view out of
/// a view of the controller it comes from (a cell, a thumbnail) and shrinks it back into that
/// view (asked for again) when it goes; the four modal styles are `UIModalTransitionStyle`'s, for
/// presentations. A transitioning or navigation delegate's animator still wins, as in UIKit.
/// Top-level, not nested in `ViewController` as UIKit nests it: nested, it would shadow an app's
/// own `Transition` type inside every controller subclass (a common name in transition code
/// written before iOS 18); `vc.preferredTransition = .zoom { … }` reads the same.
public final class ViewControllerTransition: @unchecked Sendable {
    enum Kind {
        case zoom(ZoomOptions?, (ZoomSourceViewProviderContext) -> View?)
        case modal(ModalTransitionStyle)
    }
    let kind: Kind
    init(_ kind: Kind) { self.kind = kind }
    /// What the state fingerprint hashes (the provider closure has no value to hash).
    var fingerprintKind: String {
        switch kind {
        case .zoom: return "zoom"
        case .modal(let style): return "modal \(style.rawValue)"
        }
    }

    /// `zoom(options:sourceViewProvider:)`: the view the controller zooms from and back to,
    /// asked each time (nil: no such view now — the controller zooms from or to the middle of
    /// the screen, fading).
    public class func zoom(options: ZoomOptions? = nil, sourceViewProvider: @escaping (ZoomSourceViewProviderContext) -> View?) -> ViewControllerTransition {
        ViewControllerTransition(.zoom(options, sourceViewProvider))
    }
    /// `coverVertical()`, `crossDissolve()`, `flipHorizontal()`, `partialCurl()`: the modal
    /// transition styles (for a push, the navigation controller's slide).
    public class func coverVertical() -> ViewControllerTransition { ViewControllerTransition(.modal(.coverVertical)) }
    public class func crossDissolve() -> ViewControllerTransition { ViewControllerTransition(.modal(.crossDissolve)) }
    public class func flipHorizontal() -> ViewControllerTransition { ViewControllerTransition(.modal(.flipHorizontal)) }
    public class func partialCurl() -> ViewControllerTransition { ViewControllerTransition(.modal(.partialCurl)) }

    /// `UIZoomTransitionOptions`: stored for the app to read back, except as noted. The
    /// model's zoom is not interactive (UIKit's can be dragged or pinched back), so
    /// `interactiveDismissShouldBegin` is never asked; `alignmentRectProvider` is asked for
    /// the rectangle of the zoomed view that lines up with the source view (the whole view
    /// when nil); the dimming is drawn only.
    public final class ZoomOptions: @unchecked Sendable {
        public var interactiveDismissShouldBegin: ((InteractionContext) -> Bool)?
        public var alignmentRectProvider: ((AlignmentRectContext) -> CGRect)?
        public var dimmingColor: Color?
        public var dimmingVisualEffect: BlurEffect?
        public init() {}

        /// `UIZoomTransitionInteractionContext`.
        public final class InteractionContext {
            public let location: CGPoint
            public let velocity: CGVector
            public let willBegin: Bool
            init(location: CGPoint, velocity: CGVector, willBegin: Bool) {
                self.location = location
                self.velocity = velocity
                self.willBegin = willBegin
            }
        }
        /// `UIZoomTransitionAlignmentRectContext`.
        public final class AlignmentRectContext {
            public let sourceView: View
            public let zoomedViewController: ViewController
            init(sourceView: View, zoomedViewController: ViewController) {
                self.sourceView = sourceView
                self.zoomedViewController = zoomedViewController
            }
        }
    }

    /// `UIZoomTransitionSourceViewProviderContext`: the controller the zoom comes from (or
    /// goes back to) and the one that zooms.
    public final class ZoomSourceViewProviderContext {
        public let sourceViewController: ViewController
        public let zoomedViewController: ViewController
        init(sourceViewController: ViewController, zoomedViewController: ViewController) {
            self.sourceViewController = sourceViewController
            self.zoomedViewController = zoomedViewController
        }
    }
}

/// Who has `preferredTransition`: view controllers. A protocol extension rather than a member of
/// `ViewController`, so code written before iOS 18 that gives its own controller a
/// `preferredTransition` property (or its own `Transition` type) compiles as it did: a class's
/// own declaration shadows a protocol extension's, where it would clash with a superclass member.
public protocol PreferredTransitionHolder: ViewController {}
extension ViewController: PreferredTransitionHolder {}

extension PreferredTransitionHolder {
    /// `preferredTransition` (iOS 18): the system transition for pushing or presenting this
    /// controller when no delegate gives an animator (nil: the navigation controller's slide, the
    /// `modalTransitionStyle`'s animation).
    public var preferredTransition: ViewControllerTransition? {
        get { uikitState.preferredTransition }
        set { uikitState.preferredTransition = newValue }
    }
}

extension ViewController {
    /// The animator for presenting or dismissing this controller without a delegate's.
    func systemPresentationAnimator() -> any ViewControllerAnimatedTransitioning {
        switch uikitState.preferredTransition?.kind {
        case .zoom(let options, let provider)?: return ZoomAnimator(zoomed: self, options: options, provider: provider)
        case .modal(let style)?: return style.systemAnimator()
        case nil: return modalTransitionStyle.systemAnimator()
        }
    }

    /// The animator for pushing or popping this controller without a delegate's: its zoom, or
    /// `slide`.
    func systemNavigationAnimator(_ slide: @autoclosure () -> any ViewControllerAnimatedTransitioning) -> any ViewControllerAnimatedTransitioning {
        if case .zoom(let options, let provider)? = uikitState.preferredTransition?.kind {
            return ZoomAnimator(zoomed: self, options: options, provider: provider)
        }
        return slide()
    }
}
