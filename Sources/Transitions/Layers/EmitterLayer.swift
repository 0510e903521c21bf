import Foundation

/// `CAEmitterLayer`: a layer that emits particles (`emitterCells`) — confetti, sparks, snow.
/// Particles are drawing: nothing the model renders or checks, so the emitter's and cells'
/// settings are stored and read back with Core Animation's defaults; the layer's geometry, timing
/// and animations are a layer's like any other. Key paths into named cells
/// (`setValue(0, forKeyPath: "emitterCells.spark.birthRate")`, which code uses to stop an
/// emitter) reach the cell.
open class EmitterLayer: Layer {
    /// `CAEmitterLayerEmitterShape`, `…EmitterMode`, `…RenderMode`.
    public struct EmitterShape: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
        public static let point = EmitterShape(rawValue: "point")
        public static let line = EmitterShape(rawValue: "line")
        public static let rectangle = EmitterShape(rawValue: "rectangle")
        public static let cuboid = EmitterShape(rawValue: "cuboid")
        public static let circle = EmitterShape(rawValue: "circle")
        public static let sphere = EmitterShape(rawValue: "sphere")
    }
    public struct EmitterMode: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
        public static let points = EmitterMode(rawValue: "points")
        public static let outline = EmitterMode(rawValue: "outline")
        public static let surface = EmitterMode(rawValue: "surface")
        public static let volume = EmitterMode(rawValue: "volume")
    }
    public struct RenderMode: RawRepresentable, Sendable, Hashable, ExpressibleByStringLiteral {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(stringLiteral value: String) { rawValue = value }
        public static let unordered = RenderMode(rawValue: "unordered")
        public static let oldestFirst = RenderMode(rawValue: "oldestFirst")
        public static let oldestLast = RenderMode(rawValue: "oldestLast")
        public static let backToFront = RenderMode(rawValue: "backToFront")
        public static let additive = RenderMode(rawValue: "additive")
    }

    /// `emitterCells` (nil by default).
    public var emitterCells: [EmitterCell]?
    public var emitterPosition: CGPoint = .zero
    public var emitterZPosition: CGFloat = 0
    public var emitterSize: CGSize = .zero
    public var emitterDepth: CGFloat = 0
    public var emitterShape: EmitterShape = .point
    public var emitterMode: EmitterMode = .volume
    public var renderMode: RenderMode = .unordered
    public var preservesDepth = false
    /// Multipliers of every cell's own values (1 by default).
    public var birthRate: Float = 1
    public var lifetime: Float = 1
    public var velocity: Float = 1
    public var scale: Float = 1
    public var spin: Float = 1
    public var seed: UInt32 = 0

    public required init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    /// A copy (`init(layer:)`, `presentation()`) keeps the emitter's settings (the cells are
    /// shared, as Core Animation's copy shares the array).
    package override func copySettings(from other: Layer) {
        super.copySettings(from: other)
        guard let o = other as? EmitterLayer else { return }
        (emitterCells, emitterPosition, emitterZPosition, emitterSize, emitterDepth) = (o.emitterCells, o.emitterPosition, o.emitterZPosition, o.emitterSize, o.emitterDepth)
        (emitterShape, emitterMode, renderMode, preservesDepth) = (o.emitterShape, o.emitterMode, o.renderMode, o.preservesDepth)
        (birthRate, lifetime, velocity, scale, spin, seed) = (o.birthRate, o.lifetime, o.velocity, o.scale, o.spin, o.seed)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The cell a key path `emitterCells.<name>.<key>` names (nested cells by further names), and
    /// the key; nil when the path does not name a cell.
    func cell(forKeyPath keyPath: String) -> (EmitterCell, String)? {
        var parts = keyPath.split(separator: ".").map(String.init)
        guard parts.count >= 3, parts[0] == "emitterCells" else { return nil }
        parts.removeFirst()
        var cells = emitterCells ?? []
        var found: EmitterCell?
        while parts.count > 1 {
            guard let c = cells.first(where: { $0.name == parts[0] }) else { return nil }
            found = c
            parts.removeFirst()
            if parts.count > 1, parts[0] == "emitterCells" { parts.removeFirst() }
            cells = c.emitterCells ?? []
        }
        return found.map { ($0, parts[0]) }
    }
}

/// `CAEmitterCell`: one kind of particle an emitter makes (stored; see `EmitterLayer`). Defaults
/// are Core Animation's: zero rates and ranges, scale 1, white, enabled.
open class EmitterCell: UIKitNSObject {
    public var name: String?
    public var isEnabled = true
    public var birthRate: Float = 0
    public var lifetime: Float = 0
    public var lifetimeRange: Float = 0
    public var emissionLatitude: CGFloat = 0
    public var emissionLongitude: CGFloat = 0
    public var emissionRange: CGFloat = 0
    public var velocity: CGFloat = 0
    public var velocityRange: CGFloat = 0
    public var xAcceleration: CGFloat = 0
    public var yAcceleration: CGFloat = 0
    public var zAcceleration: CGFloat = 0
    public var scale: CGFloat = 1
    public var scaleRange: CGFloat = 0
    public var scaleSpeed: CGFloat = 0
    public var spin: CGFloat = 0
    public var spinRange: CGFloat = 0
    public var color: Color? = .white
    public var redRange: Float = 0
    public var greenRange: Float = 0
    public var blueRange: Float = 0
    public var alphaRange: Float = 0
    public var redSpeed: Float = 0
    public var greenSpeed: Float = 0
    public var blueSpeed: Float = 0
    public var alphaSpeed: Float = 0
    /// `contents`: the particle's image (a `CGImage`).
    public var contents: Any?
    public var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
    public var contentsScale: CGFloat = 1
    public var minificationFilter = "linear"
    public var magnificationFilter = "linear"
    public var minificationFilterBias: Float = 0
    public var emitterCells: [EmitterCell]?
    public var style: [AnyHashable: Any]?
    /// `CAMediaTiming` (stored).
    public var beginTime: TimeInterval = 0
    public var duration: TimeInterval = 0
    public var speed: Float = 1
    public var timeOffset: TimeInterval = 0
    public var repeatCount: Float = 0
    public var autoreverses = false

    public override init() { super.init() }

    /// Key-value coding for the keys code animates or sets by name (`birthRate`, `lifetime`,
    /// `velocity`, `scale`, `spin`, `enabled`/`isEnabled`, `emissionLongitude`, `alphaSpeed`);
    /// numbers of any kind, NaN and ±∞ ignored.
    open override func setValue(_ value: Any?, forKey key: String) {
        let number = numericValue(value)
        switch key {
        case "enabled", "isEnabled": if let b = value as? Bool { isEnabled = b } else if let n = number { isEnabled = n != 0 }
        case "name": name = value as? String
        default:
            guard let n = number, n.isFinite else { return super.setValue(value, forKey: key) }
            switch key {
            case "birthRate": birthRate = Float(n)
            case "lifetime": lifetime = Float(n)
            case "velocity": velocity = CGFloat(n)
            case "scale": scale = CGFloat(n)
            case "spin": spin = CGFloat(n)
            case "emissionLongitude": emissionLongitude = CGFloat(n)
            case "alphaSpeed": alphaSpeed = Float(n)
            default: super.setValue(value, forKey: key)
            }
        }
    }
}
