import Foundation

/// `CATransition`: a layer's content changes (what the app changes in the same turn — subviews
/// swapped, a controller pushed without animation) shown with a fade, push, move-in or reveal
/// over `duration`.
///
/// Modelled: its timing as an explicit animation — `animation(forKey:)` finds it
/// (`kCATransition` by default in UIKit's key), the delegate hears `animationDidStart` and
/// `animationDidStop(_:finished:)`, a `CATransaction`'s completion waits for it, `removeAnimation`
/// ends it unfinished. Not modelled: the picture of the old content sliding or fading away, which
/// Core Animation draws from a snapshot — the model's values change when the app changes them, as
/// for `UIView.transition(with:…)` (notes/uikit-surface.md).
open class LayerTransition: LayerAnimation {
    /// `CATransitionType`.
    public struct Kind: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let fade = Kind(rawValue: "fade")
        public static let moveIn = Kind(rawValue: "moveIn")
        public static let push = Kind(rawValue: "push")
        public static let reveal = Kind(rawValue: "reveal")
    }

    /// `CATransitionSubtype`: the direction of a move-in, push or reveal.
    public struct Direction: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let fromRight = Direction(rawValue: "fromRight")
        public static let fromLeft = Direction(rawValue: "fromLeft")
        public static let fromTop = Direction(rawValue: "fromTop")
        public static let fromBottom = Direction(rawValue: "fromBottom")
    }

    /// `type` (default `.fade`).
    public var type: Kind = .fade
    /// `subtype` (nil: the type's default direction).
    public var subtype: Direction?
    /// `startProgress` / `endProgress`: the part of the transition shown (clamped to [0, 1]).
    public var startProgress: Float = 0 {
        didSet { startProgress = min(max(startProgress.isNaN ? 0 : startProgress, 0), 1) }
    }
    public var endProgress: Float = 1 {
        didSet { endProgress = min(max(endProgress.isNaN ? 1 : endProgress, 0), 1) }
    }
    /// `filter` (Core Image filters are drawing; stored).
    public var filter: Any?

    public override init() { super.init() }

    override func blankCopy() -> LayerAnimation { LayerTransition() }
    override func copyState(into c: LayerAnimation) {
        super.copyState(into: c)
        guard let c = c as? LayerTransition else { return }
        (c.type, c.subtype, c.startProgress, c.endProgress, c.filter) = (type, subtype, startProgress, endProgress, filter)
    }

    /// The key UIKit adds a transition under when none is given (`kCATransition`).
    public static let defaultKey = "transition"
}
