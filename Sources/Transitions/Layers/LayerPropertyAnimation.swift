import Foundation

/// `CAPropertyAnimation`: an explicit animation of one key path of a layer.
///
/// Key paths the model moves: `position` (`.x`, `.y`), `bounds` (`.origin`, `.size`, their
/// components), `opacity`, `transform` (whole, decomposed; `.scale`, `.scale.x/.y`,
/// `.rotation`, `.rotation.z`, `.translation`, `.translation.x/.y`), `cornerRadius`, the shadow and
/// border scalars, `zPosition`, a shape layer's `path`, `strokeStart`, `strokeEnd`, `lineWidth`, and
/// any property `AnimatableProperty.register`ed. Another key path (`backgroundColor`,
/// `contents` …: drawn only) keeps its timing and delegate callbacks and changes no value.
open class LayerPropertyAnimation: LayerAnimation {
    /// `keyPath`.
    public var keyPath: String?
    /// `isAdditive`: the interpolated value is added to the value beneath.
    public var isAdditive = false

    /// `init(keyPath:)`.
    public init(keyPath path: String?) {
        keyPath = path
        super.init()
    }

    public override init() { super.init() }

    override func blankCopy() -> LayerAnimation { LayerPropertyAnimation() }
    override func copyState(into c: LayerAnimation) {
        super.copyState(into: c)
        guard let c = c as? LayerPropertyAnimation else { return }
        (c.keyPath, c.isAdditive) = (keyPath, isAdditive)
    }

    /// Wraps a component sampler into a track over the property's lanes.
    func track(
        layer: Layer, timing: ExplicitTiming, component: KeyPathComponent?,
        sample: @escaping (_ t: Double, _ base: Lanes) -> Lanes,
        samplePath: ((_ t: Double, _ base: ShapePath?) -> ShapePath?)? = nil
    ) -> ExplicitTrack {
        let additive = isAdditive
        let path = keyPath ?? ""
        return ExplicitTrack(
            component: component, keyPath: path,
            sample: { t, base in
                guard let c = component else { return base }
                let b = c.extract(base)
                var v = sample(t, b)
                if additive { v += b }
                var out = base
                c.inject(&out, v)
                return out
            },
            samplePath: samplePath,
            localTime: { timing.local(at: $0) })
    }
}

/// Linear interpolation of two paths point by point when they have the same elements (Core
/// Animation's requirement; otherwise its result is undefined: the model switches halfway).
func interpolatePath(_ a: ShapePath?, _ b: ShapePath?, _ p: Double) -> ShapePath? {
    guard let a, let b, a.elements.count == b.elements.count else { return p < 0.5 ? a : b }
    func mix(_ x: CGPoint, _ y: CGPoint) -> CGPoint { CGPoint(x: x.x + (y.x - x.x) * p, y: x.y + (y.y - x.y) * p) }
    var out: [ShapePath.Element] = []
    for (ea, eb) in zip(a.elements, b.elements) {
        switch (ea, eb) {
        case (.move(let x), .move(let y)): out.append(.move(mix(x, y)))
        case (.line(let x), .line(let y)): out.append(.line(mix(x, y)))
        case (.quadCurve(let x, let cx), .quadCurve(let y, let cy)): out.append(.quadCurve(to: mix(x, y), control: mix(cx, cy)))
        case (.curve(let x, let c1, let c2), .curve(let y, let d1, let d2)):
            out.append(.curve(to: mix(x, y), control1: mix(c1, d1), control2: mix(c2, d2)))
        case (.close, .close): out.append(.close)
        default: return p < 0.5 ? a : b
        }
    }
    return ShapePath(elements: out)
}
