import Foundation
import Transitions

/// `UIFocusEffect` (iOS 15): how a view looks while it has focus from a keyboard, a remote or
/// Apple Pencil hover. The model's simulated device is a phone driven by touch, where nothing
/// takes focus, so the effect is never drawn; it is stored on the view (`focusEffect`) and read
/// back. UIKit's default for focusable views is the system halo (`nil` here means that).
open class UIFocusEffect: NSObject, NSCopying {
    public override required init() { super.init() }
    /// `UIFocusEffect.effect()`: the system's default effect.
    open class func effect() -> Self { Self() }
    open func copy(with zone: NSZone? = nil) -> Any { self }
}

/// `UIFocusHaloEffect`: an outline around the focused view, of a shape the app gives (stored).
open class UIFocusHaloEffect: UIFocusEffect {
    /// `UIFocusHaloEffect.Position`: where the outline is drawn relative to the shape's edge.
    public enum Position: Int, Sendable, Hashable { case automatic, outside, inside }

    /// The shape the halo follows (in the view's coordinates).
    public private(set) var path: BezierPath?
    /// `containerView` / `referenceView` (weak in UIKit; the views the halo is drawn in and
    /// whose shape it follows).
    open weak var containerView: View?
    open weak var referenceView: View?
    open var position: Position = .automatic

    public required init() { super.init() }
    /// `init(rect:)`.
    public convenience init(rect: CGRect) {
        self.init()
        path = BezierPath(rect: rect)
    }
    /// `init(roundedRect:cornerRadius:curve:)`.
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat, curve: CornerCurve) {
        self.init()
        path = BezierPath(roundedRect: rect, cornerRadius: cornerRadius.isFinite ? max(0, cornerRadius) : 0)
    }
    /// `init(bezierPath:)`.
    public convenience init(bezierPath: BezierPath) {
        self.init()
        path = bezierPath
    }
}

private enum FocusEffectKey {
    nonisolated(unsafe) static let effect = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

extension View {
    /// `focusEffect` (iOS 15): stored (nothing takes focus on the simulated phone).
    public var focusEffect: UIFocusEffect? {
        get { AssociatedObjects.get(self, key: FocusEffectKey.effect) as? UIFocusEffect }
        set { AssociatedObjects.set(self, key: FocusEffectKey.effect, value: newValue as Any, policy: .retain) }
    }
}
