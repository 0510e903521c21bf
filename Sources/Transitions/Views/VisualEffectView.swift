import Foundation

/// `UIVisualEffect`: a drawn effect (blur, vibrancy); not rendered. An `NSObject`, as UIKit's:
/// equal when of the same kind with the same settings (`isEqual(_:)`), and key-value coding
/// answers as an object's does (a key it does not have is a rejected call, UIKit's
/// `NSUndefinedKeyException`).
open class VisualEffect: UIKitNSObject {
    public override init() { super.init() }
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? VisualEffect else { return false }
        return other === self || isEqualEffect(other)
    }
    open override var hash: Int { String(describing: type(of: self)).hashValue }
    func isEqualEffect(_ other: VisualEffect) -> Bool { false }
}

/// `UIBlurEffect`.
public final class BlurEffect: VisualEffect {
    /// `UIBlurEffect.Style`.
    public enum Style: Int, Sendable, Hashable {
        case extraLight, light, dark, extraDark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight, systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark, systemChromeMaterialDark
    }
    public let style: Style
    public init(style: Style) {
        self.style = style
        super.init()
    }
    /// `UIBlurEffect()`: UIKit does not document the style of a plain blur effect; the model's is
    /// `.regular` (the effect is drawn only: it animates in and out as any blur does).
    public override convenience init() { self.init(style: .regular) }
    override func isEqualEffect(_ other: VisualEffect) -> Bool { (other as? BlurEffect)?.style == style }
}

/// `UIGlassEffect` (iOS 26): Liquid Glass behind a view's content. Drawn only, like a blur: in a
/// visual-effect view it animates in and out as any effect does. `isInteractive` (the glass
/// reacts to touches) and `tintColor` are drawing, stored; they are settable, as UIKit's, and
/// take part in equality.
public final class GlassEffect: VisualEffect {
    /// `UIGlassEffect.Style`.
    public enum Style: Int, Sendable, Hashable { case regular, clear }
    public let style: Style
    /// `isInteractive` (false by default).
    public var isInteractive = false
    /// `tintColor` (nil by default: untinted glass).
    public var tintColor: Color?
    /// `init(style:)`.
    public init(style: Style) {
        self.style = style
        super.init()
    }
    /// `UIGlassEffect()`: regular glass, as UIKit's.
    public override convenience init() { self.init(style: .regular) }
    override func isEqualEffect(_ other: VisualEffect) -> Bool {
        guard let other = other as? GlassEffect else { return false }
        return other.style == style && other.isInteractive == isInteractive && other.tintColor == tintColor
    }
}

/// `UIVibrancyEffect`.
public final class VibrancyEffect: VisualEffect {
    /// `UIVibrancyEffectStyle` (iOS 13): which system colour the vibrant content takes (drawn).
    public enum Style: Int, Sendable, Hashable {
        case label, secondaryLabel, tertiaryLabel, quaternaryLabel, fill, secondaryFill, tertiaryFill, separator
    }
    public let blurEffect: BlurEffect
    /// The style (nil for `init(blurEffect:)`, UIKit's pre-iOS 13 vibrancy).
    public let style: Style?
    public init(blurEffect: BlurEffect) {
        self.blurEffect = blurEffect
        style = nil
        super.init()
    }
    /// `init(blurEffect:style:)`.
    public init(blurEffect: BlurEffect, style: Style) {
        self.blurEffect = blurEffect
        self.style = style
        super.init()
    }
    override func isEqualEffect(_ other: VisualEffect) -> Bool {
        guard let other = other as? VibrancyEffect else { return false }
        return other.blurEffect == blurEffect && other.style == style
    }
}

/// The backing layer of a visual-effect view: the effect's intensity (0 without an effect, 1
/// with one) as an animatable property, so that setting `effect` inside an animation block is a
/// timed animation of the intensity, as UIKit animates a blur in or out.
public final class VisualEffectLayer: Layer {
    var intensity = 0.0
    /// `effectIntensity`: the key path of the intensity.
    public static let intensityProperty = AnimatableProperty(
        keyPath: "effectIntensity", lanes: 1, read: { Lanes(($0 as? VisualEffectLayer)?.intensity ?? 0) },
        write: { ($0 as? VisualEffectLayer)?.intensity = $1[0] })
}

/// `UIVisualEffectView`: a view with an `effect` and a `contentView` (a subview filling it, where
/// subviews go). The effect is drawn only, so the checks treat the view like any translucent view
/// (it covers nothing); but changing `effect` inside `UIView.animate` / a property animator is an
/// animation of the effect's intensity from 0 to 1 (nil → blur) or 1 to 0 (blur → nil): it has
/// the block's duration and curve, takes part in its completion, and can be scrubbed and reversed
/// like any animated property (`presentedEffectIntensity`). Between two effects the intensity
/// stays 1 (the change is immediate).
open class VisualEffectView: View {
    open override class var layerClass: AnyClass { VisualEffectLayer.self }

    /// `contentView`.
    public let contentView: View

    /// `effect` (open: subclasses override it, as UIKit's).
    open var effect: VisualEffect? {
        didSet {
            guard let l = layer as? VisualEffectLayer else { return }
            l.setModel(VisualEffectLayer.intensityProperty, Lanes(effect == nil ? 0 : 1))
        }
    }

    /// The effect's intensity on screen now (0 … 1; between during an animation).
    public var presentedEffectIntensity: Double {
        guard let l = layer as? VisualEffectLayer else { return effect == nil ? 0 : 1 }
        return l.presented(VisualEffectLayer.intensityProperty)[0]
    }

    public init(effect: VisualEffect?) {
        contentView = View(frame: .zero)
        super.init(frame: .zero)
        setUp()
        (layer as? VisualEffectLayer)?.intensity = effect == nil ? 0 : 1  // not animated, even inside a block
        self.effect = effect
    }

    /// `init(frame:)`: no effect, at `frame`. A convenience initialiser, as UIKit's header makes
    /// it (the designated ones are `init(effect:)` and `init?(coder:)`): a subclass that
    /// overrides `init(effect:)` inherits it, and `init()` with it.
    public convenience override init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// `VisualEffectView()`: no effect, no size (through `init(effect:)`, so a subclass's
    /// override of it runs and keeps what it sets).
    public convenience init() { self.init(effect: nil) }
    public required init?(coder: NSCoder) {
        contentView = View(frame: .zero)
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        contentView.modelName = "\(modelName).contentView"
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        contentView.frame = bounds
        addSubview(contentView)
    }
}
