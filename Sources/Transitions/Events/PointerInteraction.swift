import Foundation

/// `UIPointerRegionRequest`: where the pointer is when the system asks for a region (in the
/// interaction's view). Made by the system (here by `PointerInteraction.region(at:)`).
public final class PointerRegionRequest: NSObject {
    public let location: CGPoint
    init(location: CGPoint) {
        self.location = location
        super.init()
    }
}

/// `UIPointerRegion`: a rectangle of the view the pointer's style applies in.
public final class PointerRegion: NSObject {
    /// `UIAxis`-like: the axes along which the pointer latches (stored).
    public struct Axes: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let horizontal = Axes(rawValue: 1)
        public static let vertical = Axes(rawValue: 2)
        public static let both: Axes = [.horizontal, .vertical]
    }
    public let rect: CGRect
    public let identifier: AnyHashable?
    public var latchingAxes: Axes = []
    public init(rect: CGRect, identifier: AnyHashable? = nil) {
        self.rect = rect
        self.identifier = identifier
        super.init()
    }
}

/// `UIPointerEffect`: how the view under the pointer reacts (drawn by the system: stored).
public enum PointerEffect {
    /// `UIPointerEffect.TintMode`.
    public enum TintMode: Int, Sendable, Hashable { case none, overlay, underlay }
    case automatic(TargetedPreview)
    case highlight(TargetedPreview)
    case lift(TargetedPreview)
    case hover(TargetedPreview, preferredTintMode: TintMode = .overlay, prefersShadow: Bool = false, prefersScaledContent: Bool = true)

    /// The preview the effect applies to.
    public var preview: TargetedPreview {
        switch self {
        case .automatic(let p), .highlight(let p), .lift(let p), .hover(let p, _, _, _): return p
        }
    }
}

/// `UIPointerShape`: the pointer's own shape.
public enum PointerShape {
    case path(BezierPath)
    case roundedRect(CGRect, radius: CGFloat = PointerShape.defaultCornerRadius)
    case verticalBeam(length: CGFloat)
    case horizontalBeam(length: CGFloat)
    /// `UIPointerShape.defaultCornerRadius`.
    public static let defaultCornerRadius: CGFloat = 8
}

/// `UIPointerStyle`: an effect and a shape, or a shape alone, or the pointer hidden.
public final class PointerStyle: NSObject {
    public let effect: PointerEffect?
    public let shape: PointerShape?
    public let constrainedAxes: PointerRegion.Axes
    public let isHidden: Bool
    public init(effect: PointerEffect, shape: PointerShape? = nil) {
        self.effect = effect
        self.shape = shape
        constrainedAxes = []
        isHidden = false
        super.init()
    }
    public init(shape: PointerShape, constrainedAxes axes: PointerRegion.Axes = []) {
        effect = nil
        self.shape = shape
        constrainedAxes = axes
        isHidden = false
        super.init()
    }
    private init(hidden: Bool) {
        effect = nil
        shape = nil
        constrainedAxes = []
        isHidden = hidden
        super.init()
    }
    /// `UIPointerStyle.hidden()`.
    public static func hidden() -> PointerStyle { PointerStyle(hidden: true) }
    /// `UIPointerStyle.system()` (iOS 15): the default arrow.
    public static func system() -> PointerStyle { PointerStyle(hidden: false) }
}

/// `UIPointerInteractionAnimating`: what the delegate animates alongside the pointer entering
/// or leaving a region (never handed out: no pointer moves on the simulated device).
public protocol PointerInteractionAnimating: AnyObject {
    func addAnimations(_ animations: @escaping () -> Void)
    func addCompletion(_ completion: @escaping (Bool) -> Void)
}

/// `UIPointerInteractionDelegate`. Every method is optional.
public protocol PointerInteractionDelegate: AnyObject {
    func pointerInteraction(_ interaction: PointerInteraction, regionFor request: PointerRegionRequest, defaultRegion: PointerRegion) -> PointerRegion?
    func pointerInteraction(_ interaction: PointerInteraction, styleFor region: PointerRegion) -> PointerStyle?
    func pointerInteraction(_ interaction: PointerInteraction, willEnter region: PointerRegion, animator: any PointerInteractionAnimating)
    func pointerInteraction(_ interaction: PointerInteraction, willExit region: PointerRegion, animator: any PointerInteractionAnimating)
}

extension PointerInteractionDelegate {
    public func pointerInteraction(_ interaction: PointerInteraction, regionFor request: PointerRegionRequest, defaultRegion: PointerRegion) -> PointerRegion? {
        defaultRegion
    }
    public func pointerInteraction(_ interaction: PointerInteraction, styleFor region: PointerRegion) -> PointerStyle? { nil }
    public func pointerInteraction(_ interaction: PointerInteraction, willEnter region: PointerRegion, animator: any PointerInteractionAnimating) {}
    public func pointerInteraction(_ interaction: PointerInteraction, willExit region: PointerRegion, animator: any PointerInteractionAnimating) {}
}

/// `UIPointerInteraction` (iPadOS 13.4): a trackpad or mouse pointer over its view. The simulated
/// device is a phone with no pointer: attached to a view it adds nothing and its delegate is
/// never asked by a pointer. `region(at:)` and `style(at:)` ask the delegate as the system does
/// when the pointer moves to a point, so a test can check what the app would show.
open class PointerInteraction: NSObject, Interaction {
    open private(set) weak var delegate: PointerInteractionDelegate?
    public private(set) weak var view: View?
    /// `isEnabled`.
    open var isEnabled = true

    public init(delegate: PointerInteractionDelegate?) {
        self.delegate = delegate
        super.init()
    }
    open func willMove(to view: View?) {}
    open func didMove(to view: View?) { self.view = view }
    /// `invalidate()`: asks the delegate again on the pointer's next move (no pointer moves).
    open func invalidate() {}

    /// The region the delegate gives for the pointer at `location` (in the view); the default
    /// region is the view's bounds. Nil when disabled or not attached.
    public func region(at location: CGPoint) -> PointerRegion? {
        guard isEnabled, let view else { return nil }
        let fallback = PointerRegion(rect: view.bounds)
        guard let delegate else { return fallback }
        return delegate.pointerInteraction(self, regionFor: PointerRegionRequest(location: location), defaultRegion: fallback)
    }
    /// The style the delegate gives for the region at `location`.
    public func style(at location: CGPoint) -> PointerStyle? {
        guard let region = region(at: location) else { return nil }
        return delegate?.pointerInteraction(self, styleFor: region)
    }
}
