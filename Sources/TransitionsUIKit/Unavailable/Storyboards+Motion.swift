import Foundation
import Transitions

// Storyboards, nibs and motion effects are not modelled; each says what to write instead.

@available(*, unavailable, message: "storyboards are not modelled: create the controller in code (MyViewController()) and present or push it")
public final class UIStoryboard {
    public init(name: String, bundle: Bundle?) {}
}

@available(*, unavailable, message: "nibs are not modelled: build the view hierarchy in code (loadView / init(frame:))")
public final class UINib {}

extension ViewController {
    @available(*, unavailable, message: "segues are not modelled: present(_:animated:completion:) or push the destination controller yourself")
    public func performSegue(withIdentifier identifier: String, sender: Any?) {}

    @available(*, unavailable, message: "storyboards are not modelled: create the controller in code")
    public var storyboard: Never? { nil }
}

@available(*, unavailable, message: "motion effects (device tilt) are not modelled: they only draw; remove them or guard them with #if canImport(UIKit)")
open class UIMotionEffect {}

@available(*, unavailable, message: "motion effects (device tilt) are not modelled: they only draw; remove them or guard them with #if canImport(UIKit)")
public final class UIInterpolatingMotionEffect {}

@available(*, unavailable, message: "motion effects (device tilt) are not modelled: they only draw; remove them or guard them with #if canImport(UIKit)")
public final class UIMotionEffectGroup {}

extension View {
    @available(*, unavailable, message: "motion effects (device tilt) are not modelled: they only draw")
    public func addMotionEffect(_ effect: Any) {}
}
