import Foundation

/// Key-value coding on layers (`value(forKey:)`, `setValue(_:forKey:)`), for the key paths
/// explicit animations know (`KeyPathComponent`) and the timing keys. Any other key is kept, as
/// a `CALayer` is a key-value container for keys it does not define (code tags layers that way).
extension Layer {
    /// `value(forKey:)`: a number (`Double`), `CGPoint`, `CGRect` or `AffineTransform2D` /
    /// `Transform3D` for the key paths the model animates, the timing values for `speed`,
    /// `timeOffset`, `beginTime`; for another key the value set for it, else the class's
    /// `defaultValue(forKey:)`.
    public func value(forKey key: String) -> Any? {
        switch key {
        case "speed": return speed
        case "timeOffset": return timeOffset
        case "beginTime": return beginTime
        case "transform": return transform
        case "path": return (self as? ShapeLayer)?.path
        default: break
        }
        guard let c = KeyPathComponent.named(key) else { return keyedValues[key] ?? Self.defaultValue(forKey: key) }
        return c.value(of: lanes(c.property), key: key)
    }

    /// `setValue(_:forKey:)`: sets the model value (animated inside an animation block, like any
    /// property change); a value of the wrong type for a modelled key is ignored; another key keeps
    /// the value (nil removes it).
    public func setValue(_ value: Any?, forKey key: String) {
        switch key {
        case "speed", "timeOffset", "beginTime":
            guard let c = KeyPathComponent.named("opacity"), let x = c.decode(value)?[0] else { return }
            if key == "speed" { speed = x } else if key == "timeOffset" { timeOffset = x } else { beginTime = x }
            return
        case "path":
            if let s = self as? ShapeLayer { s.path = value as? ShapePath }
            return
        default: break
        }
        if let emitter = self as? EmitterLayer, let (cell, cellKey) = emitter.cell(forKeyPath: key) { return cell.setValue(value, forKey: cellKey) }
        guard let c = KeyPathComponent.named(key) else {
            keyedValues[key] = value
            return
        }
        guard let v = c.decode(value) else { return }
        var whole = lanes(c.property)
        c.inject(&whole, v)
        setModel(c.property, whole)
    }
}

extension Layer {
    /// `value(forKeyPath:)` / `setValue(_:forKeyPath:)`: the key paths animations use
    /// (`"transform.scale"`, `"bounds.size.width"`) are the layer's keys already.
    public func value(forKeyPath keyPath: String) -> Any? { value(forKey: keyPath) }
    public func setValue(_ value: Any?, forKeyPath keyPath: String) { setValue(value, forKey: keyPath) }
}

extension KeyPathComponent {
    /// The component of a property's `lanes` as key-value coding returns it: a point, size or
    /// rectangle for the geometric parts, else a number.
    func value(of whole: Lanes, key: String) -> Any {
        let v = extract(whole)
        switch (property.keyPath, lanes) {
        case ("position", 2): return v.point
        case ("bounds", 2) where key.hasSuffix("origin"): return v.point
        case ("bounds", 2): return CGSize(width: v[0], height: v[1])
        case ("bounds", 4): return v.rect
        case ("transform", 2): return CGSize(width: v[0], height: v[1])
        default: return v[0]
        }
    }
}
