import Foundation
import Transitions

// Nibs and motion effects are not modelled; each says what to write instead. (Storyboards are:
// scenes and segues registered in code, `Transitions/ViewControllers/Storyboard.swift`.)

@available(*, unavailable, message: "nibs are not modelled: build the view hierarchy in code (loadView / init(frame:))")
public final class UINib {}


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
