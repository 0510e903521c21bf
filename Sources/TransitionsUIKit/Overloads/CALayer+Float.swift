import Foundation
import Transitions

// Core Animation types `opacity` and `speed` as `Float`; the model keeps `Double`. In code that
// imports TransitionsUIKit these declarations shadow the model's (a module's own declarations
// win over those it imports), so `layer.opacity` is a `Float` there, as in UIKit
// (`layer.opacity = Float(p)`, `let o: Float = layer.opacity`, `layer.opacity = 0.5`); code that
// imports Transitions alone sees the model's `Double`.
extension LayerPresentation {
    /// The presentation's `opacity` as a `Float`, as on `layer.presentation()?.opacity`.
    @_disfavoredOverload
    public var opacity: Float {
        get { Float(modelOpacity) }
        set { modelOpacity = Double(newValue) }
    }
}

extension Layer {
    /// `opacity` as a `Float`.
    @_disfavoredOverload
    public var opacity: Float {
        get { Float(value(forKey: "opacity") as? Double ?? 1) }
        set { setValue(Double(newValue), forKey: "opacity") }
    }

    /// `speed` as a `Float`.
    @_disfavoredOverload
    public var speed: Float {
        get { Float(value(forKey: "speed") as? Double ?? 1) }
        set { setValue(Double(newValue), forKey: "speed") }
    }
}
