import Foundation

/// `UIPreviewParameters`: how a targeted preview is drawn — the visible part of its view (a
/// path, or the rectangles of text lines), the background colour, the shadow's path. Drawing:
/// stored.
open class PreviewParameters: NSObject {
    open var visiblePath: BezierPath?
    open var shadowPath: BezierPath?
    open var backgroundColor: Color!
    public override init() { super.init() }
    /// `init(textLineRects:)`: the visible part is the union of the rectangles (stored as their
    /// boxed values, as UIKit takes `NSValue`s).
    public convenience init(textLineRects: [NSValue]) {
        self.init()
        let path = BezierPath()
        for value in textLineRects { path.append(BezierPath(rect: value.rectValue)) }
        visiblePath = path
    }
}

/// `UIPreviewTarget`: where a preview sits — a point in a container view, with a transform.
open class PreviewTarget: NSObject {
    public let container: View
    public let center: CGPoint
    public let transform: AffineTransform2D
    public init(container: View, center: CGPoint, transform: AffineTransform2D) {
        self.container = container
        self.center = center
        self.transform = transform
        super.init()
    }
    public convenience init(container: View, center: CGPoint) { self.init(container: container, center: center, transform: .identity) }
}

/// `UITargetedPreview`: a view the system lifts out of its place for a context menu, a drag or a
/// pointer effect, with its parameters and target. The model shows no context menu and no
/// pointer: previews are made and read back, never drawn. The default target is the view's
/// centre in its superview (UIKit raises when the view is in no window and no target is given;
/// here that is recorded as a rejected call and the view itself is the container).
open class TargetedPreview: NSObject {
    public let view: View
    public let parameters: PreviewParameters
    public let target: PreviewTarget
    /// `size`: the view's bounds size.
    open var size: CGSize { view.bounds.size }

    public init(view: View, parameters: PreviewParameters, target: PreviewTarget) {
        self.view = view
        self.parameters = parameters
        self.target = target
        super.init()
    }
    public convenience init(view: View, parameters: PreviewParameters) {
        let target: PreviewTarget
        if let container = view.superview {
            target = PreviewTarget(container: container, center: view.center)
        } else {
            Simulation.current.record(.rejectedCall, "UITargetedPreview(view:parameters:) with a view that is in no window: give a UIPreviewTarget")
            target = PreviewTarget(container: view, center: CGPoint(x: view.bounds.midX, y: view.bounds.midY))
        }
        self.init(view: view, parameters: parameters, target: target)
    }
    public convenience init(view: View) { self.init(view: view, parameters: PreviewParameters()) }

    /// `retargetedPreview(with:)`: the same view and parameters at another target.
    open func retargetedPreview(with newTarget: PreviewTarget) -> TargetedPreview {
        TargetedPreview(view: view, parameters: parameters, target: newTarget)
    }
}

/// `UIContextMenuInteractionDelegate`. Only the configuration is required, as in UIKit.
public protocol ContextMenuInteractionDelegate: AnyObject {
    func contextMenuInteraction(_ interaction: ContextMenuInteraction, configurationForMenuAtLocation location: CGPoint) -> ContextMenuConfiguration?
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview?
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview?
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating)
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
    func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?)
}

extension ContextMenuInteractionDelegate {
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, previewForHighlightingMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, previewForDismissingMenuWithConfiguration configuration: ContextMenuConfiguration
    ) -> TargetedPreview? { nil }
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willPerformPreviewActionForMenuWith configuration: ContextMenuConfiguration,
        animator: any ContextMenuInteractionCommitAnimating
    ) {}
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willDisplayMenuFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
    public func contextMenuInteraction(
        _ interaction: ContextMenuInteraction, willEndFor configuration: ContextMenuConfiguration,
        animator: (any ContextMenuInteractionAnimating)?
    ) {}
}

/// `UIContextMenuInteraction`: a long press on its view opens a context menu. Context menus are
/// system chrome the model does not show (as for table and collection views, `ContextMenu.swift`):
/// attached to a view it adds nothing there and its delegate is never asked by a press.
/// `menuConfiguration(at:)` asks the delegate as the system does when a press begins, so a test
/// can check what the app would show.
open class ContextMenuInteraction: NSObject, Interaction {
    open private(set) weak var delegate: ContextMenuInteractionDelegate?
    public private(set) weak var view: View?

    public init(delegate: ContextMenuInteractionDelegate) {
        self.delegate = delegate
        super.init()
    }

    open func willMove(to view: View?) {}
    open func didMove(to view: View?) { self.view = view }

    /// `location(in:)`: where the press is, in `view`'s coordinates — none happens, so the
    /// interaction's view's centre (its origin when it has no view).
    open func location(in view: View?) -> CGPoint {
        guard let own = self.view else { return .zero }
        let centre = CGPoint(x: own.bounds.midX, y: own.bounds.midY)
        return view.map { own.convert(centre, to: $0) } ?? centre
    }

    /// `dismissMenu()`: no menu is open; nothing happens (as in UIKit with no menu shown).
    open func dismissMenu() {}
    /// `updateVisibleMenu(_:)` (iOS 14): no menu is open; the block is not called (UIKit calls it
    /// only for a visible menu).
    open func updateVisibleMenu(_ block: (Menu) -> Menu) {}

    /// The configuration the delegate gives for a press at `location` (in the interaction's
    /// view): what the system would show.
    public func menuConfiguration(at location: CGPoint) -> ContextMenuConfiguration? {
        delegate?.contextMenuInteraction(self, configurationForMenuAtLocation: location)
    }
}
