import Foundation

/// `CAKeyframeAnimation`: a key path through `values` at `keyTimes`.
///
/// `keyTimes` are fractions of the duration (evenly spaced when nil or of the wrong length, as in
/// Core Animation); between keyframes `i` and `i+1` the segment's time fraction goes through
/// `timingFunctions[i]` (linear when absent), then the value is interpolated linearly (the
/// `linear` calculation mode). `discrete` holds each value until the next key time. `paced`,
/// `cubic` and `cubicPaced` are interpolated as `linear` (notes/uikit-surface.md) — except along a
/// `path`, where the paced modes move at constant speed (`KeyframePath`).
/// The whole-animation `timingFunction` applies to the time fraction first.
open class KeyframeAnimation: LayerPropertyAnimation {
    /// `CAAnimationCalculationMode`.
    public struct CalculationMode: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let linear = CalculationMode(rawValue: "linear")
        public static let discrete = CalculationMode(rawValue: "discrete")
        public static let paced = CalculationMode(rawValue: "paced")
        public static let cubic = CalculationMode(rawValue: "cubic")
        public static let cubicPaced = CalculationMode(rawValue: "cubicPaced")
    }

    /// `values` (as for `BasicAnimation`'s endpoints).
    public var values: [Any]?
    /// `keyTimes`, fractions in [0, 1], non-decreasing.
    public var keyTimes: [NSNumber]?
    /// `timingFunctions`, one per segment.
    public var timingFunctions: [MediaTimingFunction]?
    /// `calculationMode`.
    public var calculationMode: CalculationMode = .linear
    /// `calcMode`: Core Animation's older name of `calculationMode`.
    public var calcMode: CalculationMode {
        get { calculationMode }
        set { calculationMode = newValue }
    }
    /// `path`: motion along it for a point-valued key path (`position`, `anchorPoint`); `values`
    /// are ignored while it is set (`KeyframePath`).
    public var path: ShapePath?

    /// `CAAnimationRotationMode`.
    public struct RotationMode: RawRepresentable, Sendable, Hashable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// `rotateAuto`: the layer turns to the path's tangent.
        public static let rotateAuto = RotationMode(rawValue: "auto")
        /// `rotateAutoReverse`: the tangent plus a half turn.
        public static let rotateAutoReverse = RotationMode(rawValue: "autoReverse")
    }
    /// `rotationMode`: while a `position` animation follows `path`, the layer also turns to the
    /// direction of motion (`KeyframePath.tangentAngle`), added to its own rotation
    /// (`transform.rotation.z`) as Core Animation composes it; nil (the default) does not turn.
    /// Other values, and animations without a path, do not turn either.
    public var rotationMode: RotationMode?

    override func blankCopy() -> LayerAnimation { KeyframeAnimation() }
    override func copyState(into c: LayerAnimation) {
        super.copyState(into: c)
        guard let c = c as? KeyframeAnimation else { return }
        (c.values, c.keyTimes, c.timingFunctions, c.calculationMode, c.path, c.rotationMode) = (values, keyTimes, timingFunctions, calculationMode, path, rotationMode)
    }

    /// Segment index and fraction within it at time fraction `f` (settings as they are now:
    /// adding copies them).
    func segmenter(count n: Int) -> (Double) -> (Int, Double) {
        let times: [Double] = {
            if let k = keyTimes, k.count == n { return k.map(\.doubleValue) }
            return (0..<n).map { n > 1 ? Double($0) / Double(n - 1) : 0 }
        }()
        let mode = calculationMode, functions = timingFunctions
        return { f in Self.segment(at: f, times: times, mode: mode, functions: functions) }
    }

    static func segment(at f: Double, times: [Double], mode: CalculationMode, functions: [MediaTimingFunction]?) -> (Int, Double) {
        let n = times.count
        if mode == .discrete {
            let i = times.lastIndex { $0 <= f } ?? 0
            return (i, 0)
        }
        guard n > 1 else { return (0, 0) }
        var i = 0
        while i < n - 2 && f >= times[i + 1] { i += 1 }
        let span = times[i + 1] - times[i]
        var u = span > 0 ? min(max((f - times[i]) / span, 0), 1) : 1
        if let fs = functions, i < fs.count { u = fs[i].progress(at: u) }
        return (i, u)
    }

    override func tracks(layer: Layer, timing: ExplicitTiming) -> [ExplicitTrack] {
        let d = timing.duration
        let raw = values ?? []
        let fraction: (Double) -> Double = { [timingFunction] t in
            let f = d > 0 ? min(max(t / d, 0), 1) : 1
            return timingFunction?.progress(at: f) ?? f
        }
        if keyPath == "path", layer is ShapeLayer {
            let paths = raw.map { $0 as? ShapePath }
            return [
                track(
                    layer: layer, timing: timing, component: nil, sample: { _, b in b },
                    samplePath: { [segment = segmenter(count: paths.count)] t, base in
                        guard !paths.isEmpty else { return base }
                        let (i, u) = segment(fraction(t))
                        return i + 1 < paths.count ? interpolatePath(paths[i] ?? base, paths[i + 1] ?? base, u) : paths[i] ?? base
                    })
            ]
        }
        let component = KeyPathComponent.named(keyPath ?? "")
        if let path, let component, keyPath == "position" || keyPath == "anchorPoint" {
            let motion = KeyframePath(path)
            let times = keyTimes?.map(\.doubleValue), mode = calculationMode, functions = timingFunctions
            let moving = track(layer: layer, timing: timing, component: component) { t, v in
                component.decode(motion.point(at: fraction(t), keyTimes: times, mode: mode, functions: functions)) ?? v
            }
            let turn: Double? = switch rotationMode {
            case .rotateAuto?: 0
            case .rotateAutoReverse?: .pi
            default: nil
            }
            guard keyPath == "position", let turn, let rotation = KeyPathComponent.named("transform.rotation.z") else { return [moving] }
            let turning = ExplicitTrack(
                component: rotation, keyPath: "transform.rotation.z",
                sample: { t, base in
                    var angle = rotation.extract(base)
                    angle[0] += motion.tangentAngle(at: fraction(t), keyTimes: times, mode: mode, functions: functions) + turn
                    var out = base
                    rotation.inject(&out, angle)
                    return out
                },
                samplePath: nil, localTime: { timing.local(at: $0) })
            return [moving, turning]
        }
        let decoded = raw.compactMap { component?.decode($0) }
        return [
            track(layer: layer, timing: timing, component: component) { [segment = segmenter(count: decoded.count)] t, v in
                guard !decoded.isEmpty else { return v }
                let (i, u) = segment(fraction(t))
                guard i + 1 < decoded.count else { return decoded[min(i, decoded.count - 1)] }
                return decoded[i] + (decoded[i + 1] - decoded[i]) * u
            }
        ]
    }
}

/// `CAAnimationGroup`: animations run together on one layer, their times relative to the
/// group's. A child's `duration` of 0 takes the group's; a child is clipped to the group's
/// active time (and shows the group's fill). Only the group's delegate is told of start and
/// stop (Core Animation ignores the children's delegates and `isRemovedOnCompletion`).
open class LayerAnimationGroup: LayerAnimation {
    /// `animations`.
    public var animations: [LayerAnimation]?

    override func blankCopy() -> LayerAnimation { LayerAnimationGroup() }
    override func copyState(into c: LayerAnimation) {
        super.copyState(into: c)
        // Core Animation copies the array, not the animations in it.
        (c as? LayerAnimationGroup)?.animations = animations
    }

    override func tracks(layer: Layer, timing: ExplicitTiming) -> [ExplicitTrack] {
        var out: [ExplicitTrack] = []
        for child in animations ?? [] {
            let childTiming = child.timing(begin: child.beginTime, inheritedDuration: timing.duration)
            for t in child.tracks(layer: layer, timing: childTiming) {
                out.append(
                    ExplicitTrack(
                        component: t.component, keyPath: t.keyPath, sample: t.sample, samplePath: t.samplePath,
                        localTime: { parent in timing.local(at: parent).flatMap { t.localTime($0) } }))
            }
        }
        return out
    }
}
