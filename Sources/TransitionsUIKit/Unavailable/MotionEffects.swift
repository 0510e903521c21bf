import Foundation
import Transitions

// Motion effects are not modelled; each says what to write instead. (Storyboards and nibs are:
// scenes, segues and top-level objects registered in code — `Storyboard.swift`, `Nib.swift`.)

/// `UINib`.
public typealias UINib = Nib


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
