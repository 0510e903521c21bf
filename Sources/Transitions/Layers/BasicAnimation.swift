import Foundation

/// `CABasicAnimation`: one key path from `fromValue` to `toValue` (or by `byValue`), through
/// `timingFunction`, over the presentation layer only.
///
/// Endpoints, Core Animation's rules (`v` is the value beneath the animation: the model plus
/// the additive animations in flight, at each frame):
///
/// | set | interpolates |
/// |---|---|
/// | from, to | from → to |
/// | from, by | from → from + by |
/// | by, to | to − by → to |
/// | from | from → v |
/// | to | v → to |
/// | by | v → v + by |
/// | none | v → v |
open class BasicAnimation: LayerPropertyAnimation {
    /// `fromValue`, `toValue`, `byValue`: numbers (`Double`, `CGFloat`, `Float`, `Int`,
    /// `NSNumber`), `CGPoint`, `CGSize`, `CGRect`, affine or 3-D transforms, or a `ShapePath`
    /// for a shape layer's `path`.
    public var fromValue: Any?
    public var toValue: Any?
    public var byValue: Any?

    override func blankCopy() -> LayerAnimation { BasicAnimation() }
    override func copyState(into c: LayerAnimation) {
        super.copyState(into: c)
        guard let c = c as? BasicAnimation else { return }
        (c.fromValue, c.toValue, c.byValue) = (fromValue, toValue, byValue)
    }

    /// Curve progress at local time `t` of a simple duration `d` (the timing function's; a
    /// spring's own in `SpringAnimation`), with the settings as they are now: adding copies them.
    func progressFunction(duration d: Double) -> (Double) -> Double {
        let tf = timingFunction
        return { t in
            let f = d > 0 ? min(max(t / d, 0), 1) : 1
            return tf?.progress(at: f) ?? f
        }
    }

    override func tracks(layer: Layer, timing: ExplicitTiming) -> [ExplicitTrack] {
        let path = keyPath ?? ""
        let progress = progressFunction(duration: timing.duration)
        if path == "path", layer is ShapeLayer {
            let from = fromValue as? ShapePath, to = toValue as? ShapePath
            return [
                track(
                    layer: layer, timing: timing, component: nil, sample: { _, b in b },
                    samplePath: { t, base in interpolatePath(from ?? base, to ?? base, progress(t)) })
            ]
        }
        let component = KeyPathComponent.named(path)
        let from = component?.decode(fromValue), to = component?.decode(toValue), by = component?.decode(byValue)
        return [
            track(layer: layer, timing: timing, component: component) { t, v in
                let (a, b): (Lanes, Lanes)
                switch (from, to, by) {
                case (let f?, let e?, _): (a, b) = (f, e)
                case (let f?, nil, let y?): (a, b) = (f, f + y)
                case (nil, let e?, let y?): (a, b) = (e - y, e)
                case (let f?, nil, nil): (a, b) = (f, v)
                case (nil, let e?, nil): (a, b) = (v, e)
                case (nil, nil, let y?): (a, b) = (v, v + y)
                case (nil, nil, nil): (a, b) = (v, v)
                }
                return a + (b - a) * progress(t)
            }
        ]
    }
}
