import Foundation

/// `UIPopoverArrowDirection`.
public struct PopoverArrowDirection: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = PopoverArrowDirection(rawValue: UInt.max)
}

/// `UIPopoverPresentationControllerDelegate`: the adaptive delegate (a popover's own callbacks
/// have defaults; `prepareForPopoverPresentation` is called before a popover is shown as one).
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
}

/// `UIPopoverPresentationController`: the presentation controller of a `.popover` presentation.
///
/// What happens, UIKit's rule: in a horizontally compact environment (every iPhone in portrait,
/// most in landscape) a popover *adapts*: it is presented with the delegate's
/// `adaptivePresentationStyle(for:traitCollection:)` — `.fullScreen` when the delegate gives no
/// valid answer — and this controller's frame is not used. Only when the delegate answers `.none`
/// (or on a regular-width device) is it shown as a popover: the presenter's view stays, and the
/// presented view is `preferredContentSize` (320 × 480 when zero), placed beside `sourceRect` in
/// `sourceView` on the first permitted side where it fits (below, above, right, left: arrow up,
/// down, left, right), 13 pt away for the arrow, kept 10 pt inside the container.
open class PopoverPresentationController: PresentationController {
    /// `sourceView`, `sourceRect` (zero: the source view's bounds).
    public weak var sourceView: View?
    public var sourceRect: CGRect = .zero
    /// `barButtonItem`: the item the popover points at when there is no `sourceView` (its custom
    /// view when it has one in a window, else the top trailing corner of the safe area).
    public weak var barButtonItem: BarButtonItem?
    public var permittedArrowDirections: PopoverArrowDirection = .any
    /// `arrowDirection`: `.unknown` until shown as a popover.
    public internal(set) var arrowDirection: PopoverArrowDirection = .unknown
    /// `backgroundColor`, `passthroughViews`, `canOverlapSourceViewRect` (stored).
    public var backgroundColor: Color?
    public var passthroughViews: [View]?
    public var canOverlapSourceViewRect = false

    open override var defaultAdaptiveStyle: ModalPresentationStyle { .fullScreen }
    open override var shouldRemovePresentersView: Bool { false }
    open override var shouldPresentInFullscreen: Bool { false }

    public static let arrowLength: CGFloat = 13
    public static let margin: CGFloat = 10

    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let container = containerView else { return super.frameOfPresentedViewInContainerView }
        var size = presentedViewController.preferredContentSize
        if size.width <= 0 || size.height <= 0 { size = CGSize(width: 320, height: 480) }
        let area = container.bounds.insetBy(dx: Self.margin, dy: Self.margin)
        size = CGSize(width: min(size.width, area.width), height: min(size.height, area.height))
        let src: CGRect = {
            if sourceView == nil, let item = barButtonItem {
                if let v = item.customView, v.window != nil { return container.layer.convert(v.bounds, from: v.layer, .modelIgnoringTransforms) }
                // The model's bars draw no item views: a bar button item anchors where a
                // trailing bar button sits, the top trailing 44 × 44 of the safe area.
                let safe = container.bounds.inset(by: container.safeAreaInsets)
                return CGRect(x: safe.maxX - 44, y: safe.minY, width: 44, height: 44)
            }
            guard let v = sourceView else { return CGRect(x: container.bounds.midX, y: container.bounds.midY, width: 0, height: 0) }
            let r = sourceRect == .zero ? v.bounds : sourceRect
            return container.layer.convert(r, from: v.layer, .modelIgnoringTransforms)
        }()
        let a = Self.arrowLength
        func clampX(_ x: CGFloat) -> CGFloat { min(max(x, area.minX), area.maxX - size.width) }
        func clampY(_ y: CGFloat) -> CGFloat { min(max(y, area.minY), area.maxY - size.height) }
        let candidates: [(PopoverArrowDirection, CGRect)] = [
            (.up, CGRect(x: clampX(src.midX - size.width / 2), y: src.maxY + a, width: size.width, height: size.height)),
            (.down, CGRect(x: clampX(src.midX - size.width / 2), y: src.minY - a - size.height, width: size.width, height: size.height)),
            (.left, CGRect(x: src.maxX + a, y: clampY(src.midY - size.height / 2), width: size.width, height: size.height)),
            (.right, CGRect(x: src.minX - a - size.width, y: clampY(src.midY - size.height / 2), width: size.width, height: size.height)),
        ]
        let permitted = candidates.filter { permittedArrowDirections.contains($0.0) }
        let fit = permitted.first { area.contains($0.1) } ?? permitted.first ?? candidates[0]
        arrowDirection = fit.0
        return CGRect(x: clampX(fit.1.minX), y: clampY(fit.1.minY), width: size.width, height: size.height)
    }
}

extension ViewController {
    /// `popoverPresentationController`: for a `.popover` presentation style, the controller that
    /// will present this one (made on first access, as in UIKit); nil for other styles.
    public var popoverPresentationController: PopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let p = popoverStorage { return p }
        let p = PopoverPresentationController(presentedViewController: self, presenting: nil)
        popoverStorage = p
        return p
    }
}
