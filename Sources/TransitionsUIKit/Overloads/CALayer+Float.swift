import Foundation
import Transitions

// Core Animation types `opacity` and `speed` as `Float`; the model keeps `Double`. In code that
// imports TransitionsUIKit these declarations shadow the model's (a module's own declarations
// win over those it imports), so `layer.opacity` is a `Float` there, as in UIKit
// (`layer.opacity = Float(p)`, `let o: Float = layer.opacity`, `layer.opacity = 0.5`); code that
// imports Transitions alone sees the model's `Double`.
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

// Core Animation types its lengths and scales as `CGFloat`; the model keeps `Double`. Plain
// assignments convert on their own (Swift converts between the two), but an optional does not:
// `layer.cornerRadius = (try? observer?.radius()) ?? 16` needs a `CGFloat` property, as in UIKit.
extension Layer {
    @_disfavoredOverload
    public var cornerRadius: CGFloat {
        get { CGFloat(self[keyPath: LayerLengthKeys.cornerRadius]) }
        set { self[keyPath: LayerLengthKeys.cornerRadius] = Double(newValue) }
    }
    @_disfavoredOverload
    public var borderWidth: CGFloat {
        get { CGFloat(self[keyPath: LayerLengthKeys.borderWidth]) }
        set { self[keyPath: LayerLengthKeys.borderWidth] = Double(newValue) }
    }
    @_disfavoredOverload
    public var zPosition: CGFloat {
        get { CGFloat(self[keyPath: LayerLengthKeys.zPosition]) }
        set { self[keyPath: LayerLengthKeys.zPosition] = Double(newValue) }
    }
    @_disfavoredOverload
    public var contentsScale: CGFloat {
        get { CGFloat(self[keyPath: LayerLengthKeys.contentsScale]) }
        set { self[keyPath: LayerLengthKeys.contentsScale] = Double(newValue) }
    }
    @_disfavoredOverload
    public var rasterizationScale: CGFloat {
        get { CGFloat(self[keyPath: LayerLengthKeys.rasterizationScale]) }
        set { self[keyPath: LayerLengthKeys.rasterizationScale] = Double(newValue) }
    }
}

extension ShapeLayer {
    @_disfavoredOverload
    public var lineWidth: CGFloat {
        get { CGFloat(self[keyPath: LayerLengthKeys.lineWidth]) }
        set { self[keyPath: LayerLengthKeys.lineWidth] = Double(newValue) }
    }
    @_disfavoredOverload
    public var strokeStart: CGFloat {
        get { CGFloat(self[keyPath: LayerLengthKeys.strokeStart]) }
        set { self[keyPath: LayerLengthKeys.strokeStart] = Double(newValue) }
    }
    @_disfavoredOverload
    public var strokeEnd: CGFloat {
        get { CGFloat(self[keyPath: LayerLengthKeys.strokeEnd]) }
        set { self[keyPath: LayerLengthKeys.strokeEnd] = Double(newValue) }
    }
}

// Core Animation indexes sublayers with `UInt32` (`insertSublayer(_:at: UInt32)`); the model
// with `Int`. Literals pick the model's; a `UInt32` value (`UInt32(sublayers?.count ?? 0)`)
// this one, as in UIKit.
extension Layer {
    /// `insertSublayer(_:at:)` with Core Animation's `UInt32` index (clamped as the model's).
    public func insertSublayer(_ layer: Layer, at index: UInt32) { insertSublayer(layer, at: Int(index)) }
}
