import Foundation

/// `UIFocusEnvironment`: the focus engine's view of views and controllers (the Apple TV remote,
/// an iPad's keyboard). The simulated device has neither, so nothing is ever focused: no focus
/// update happens, `shouldUpdateFocus(in:)` and `didUpdateFocus(in:with:)` are never called by
/// the model, and `setNeedsFocusUpdate()`/`updateFocusIfNeeded()` have nothing to update. Views
/// and controllers declare the members open, so apps' overrides (a tab bar that keeps focus
/// while hidden) compile and can be called directly.
public protocol FocusEnvironment: AnyObject {
    var preferredFocusEnvironments: [any FocusEnvironment] { get }
    /// `parentFocusEnvironment` (iOS 12): the environment that contains this one.
    var parentFocusEnvironment: (any FocusEnvironment)? { get }
    func setNeedsFocusUpdate()
    func updateFocusIfNeeded()
    func shouldUpdateFocus(in context: FocusUpdateContext) -> Bool
    func didUpdateFocus(in context: FocusUpdateContext, with coordinator: FocusAnimationCoordinator)
}

/// `UIFocusHeading`: the direction focus moves.
public struct FocusHeading: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = FocusHeading(rawValue: 1 << 0)
    public static let down = FocusHeading(rawValue: 1 << 1)
    public static let left = FocusHeading(rawValue: 1 << 2)
    public static let right = FocusHeading(rawValue: 1 << 3)
    public static let next = FocusHeading(rawValue: 1 << 4)
    public static let previous = FocusHeading(rawValue: 1 << 5)
}

/// `UIFocusUpdateContext`: a move of focus from one view to another, with its heading.
open class FocusUpdateContext: UIKitNSObject {
    open private(set) weak var previouslyFocusedView: View?
    open private(set) weak var nextFocusedView: View?
    public let focusHeading: FocusHeading
    /// A context for a move an app's test describes (the engine makes none: see
    /// `FocusEnvironment`).
    public init(from previous: View?, to next: View?, heading: FocusHeading = []) {
        previouslyFocusedView = previous
        nextFocusedView = next
        focusHeading = heading
        super.init()
    }
}

/// `UIFocusAnimationCoordinator`: runs animations alongside a focus move. With no engine to
/// coordinate with, animations added run at once, then their completions.
open class FocusAnimationCoordinator: UIKitNSObject {
    public override init() { super.init() }
    open func addCoordinatedAnimations(_ animations: (() -> Void)?, completion: (() -> Void)? = nil) {
        animations?()
        completion?()
    }
    open func addCoordinatedFocusingAnimations(_ animations: ((any FocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        animations?(ImmediateFocusAnimation())
        completion?()
    }
    open func addCoordinatedUnfocusingAnimations(_ animations: ((any FocusAnimationContext) -> Void)?, completion: (() -> Void)? = nil) {
        animations?(ImmediateFocusAnimation())
        completion?()
    }
}

/// `UIFocusAnimationContext`: the duration of a focus animation.
public protocol FocusAnimationContext {
    var duration: TimeInterval { get }
}
struct ImmediateFocusAnimation: FocusAnimationContext {
    var duration: TimeInterval { 0 }
}

extension FocusEnvironment {
    /// An environment of the app's own outside the view tree has no parent.
    public var parentFocusEnvironment: (any FocusEnvironment)? { nil }
}
