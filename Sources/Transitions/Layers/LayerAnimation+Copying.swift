import Foundation

// `CAAnimation` as `NSCopying` and as a key-value container: code copies a template animation
// per layer and tags animations with its own keys (`anim.setValue(id, forKey: "name")`, read back
// in `animationDidStop(_:finished:)`).
extension LayerAnimation {
    /// `copy()`: `copy(with: nil)`.
    public func copy() -> Any { copy(with: nil) }

    /// `value(forKey:)`: the timing properties by their Objective-C names, else the value set for
    /// the key, else the class's `defaultValue(forKey:)`.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "beginTime": return beginTime
        case "duration": return duration
        case "speed": return speed
        case "timeOffset": return timeOffset
        case "repeatCount": return repeatCount
        case "repeatDuration": return repeatDuration
        case "autoreverses": return autoreverses
        case "removedOnCompletion": return isRemovedOnCompletion
        case "keyPath": return (self as? LayerPropertyAnimation)?.keyPath
        default: return keyedValues[key] ?? Self.defaultValue(forKey: key)
        }
    }

    /// `setValue(_:forKey:)`: a timing property by its Objective-C name takes a number (another
    /// type is ignored); any other key keeps the value (nil removes it).
    public func setValue(_ value: Any?, forKey key: String) {
        let number = (value as? NSNumber)?.doubleValue ?? (value as? Double) ?? (value as? CGFloat).map(Double.init)
        let flag = (value as? Bool) ?? (value as? NSNumber)?.boolValue
        switch key {
        case "beginTime": if let number { beginTime = number }
        case "duration": if let number { duration = number }
        case "speed": if let number { speed = Float(number) }
        case "timeOffset": if let number { timeOffset = number }
        case "repeatCount": if let number { repeatCount = Float(number) }
        case "repeatDuration": if let number { repeatDuration = number }
        case "autoreverses": if let flag { autoreverses = flag }
        case "removedOnCompletion": if let flag { isRemovedOnCompletion = flag }
        case "keyPath": (self as? LayerPropertyAnimation)?.keyPath = value as? String
        default: keyedValues[key] = value
        }
    }

}

extension LayerAnimation {
    /// `value(forKeyPath:)` / `setValue(_:forKeyPath:)`: as the plain keys (an animation's own keys
    /// have no path).
    public func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }
    public func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, forKey: keyPath) }
}
