import Foundation

// The Symbols framework's effects (iOS 17), as `UIImageView.addSymbolEffect` takes them:
// `.bounce`, `.pulse.byLayer`, `.variableColor.iterative` … Symbols are drawn, so an effect is
// a name the image view records; its modifiers are kept in the name (`bounce.up.byLayer`).

/// `SymbolEffect`: an effect, named by its kind and modifiers.
public protocol SymbolEffect: Sendable {
    /// The kind and modifiers, dot-separated (`bounce.down`).
    var symbolEffectName: String { get }
}

/// The effects with modifiers: each modifier is appended to the name.
public protocol ModifiableSymbolEffect: SymbolEffect {
    init(symbolEffectName: String)
}

extension ModifiableSymbolEffect {
    func adding(_ modifier: String) -> Self { Self(symbolEffectName: symbolEffectName + "." + modifier) }
    /// `byLayer` / `wholeSymbol`: layer by layer, or the symbol at once.
    public var byLayer: Self { adding("byLayer") }
    public var wholeSymbol: Self { adding("wholeSymbol") }
}

/// `BounceSymbolEffect`.
public struct BounceSymbolEffect: ModifiableSymbolEffect {
    public let symbolEffectName: String
    public init(symbolEffectName: String = "bounce") { self.symbolEffectName = symbolEffectName }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
}

/// `PulseSymbolEffect`.
public struct PulseSymbolEffect: ModifiableSymbolEffect {
    public let symbolEffectName: String
    public init(symbolEffectName: String = "pulse") { self.symbolEffectName = symbolEffectName }
}

/// `VariableColorSymbolEffect`.
public struct VariableColorSymbolEffect: ModifiableSymbolEffect {
    public let symbolEffectName: String
    public init(symbolEffectName: String = "variableColor") { self.symbolEffectName = symbolEffectName }
    public var iterative: Self { adding("iterative") }
    public var cumulative: Self { adding("cumulative") }
    public var reversing: Self { adding("reversing") }
    public var nonReversing: Self { adding("nonReversing") }
    public var hideInactiveLayers: Self { adding("hideInactiveLayers") }
    public var dimInactiveLayers: Self { adding("dimInactiveLayers") }
}

/// `ScaleSymbolEffect`, `AppearSymbolEffect` and `DisappearSymbolEffect`.
public struct ScaleSymbolEffect: ModifiableSymbolEffect {
    public let symbolEffectName: String
    public init(symbolEffectName: String = "scale") { self.symbolEffectName = symbolEffectName }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
}
public struct AppearSymbolEffect: ModifiableSymbolEffect {
    public let symbolEffectName: String
    public init(symbolEffectName: String = "appear") { self.symbolEffectName = symbolEffectName }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
}
public struct DisappearSymbolEffect: ModifiableSymbolEffect {
    public let symbolEffectName: String
    public init(symbolEffectName: String = "disappear") { self.symbolEffectName = symbolEffectName }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
}

/// `WiggleSymbolEffect`, `RotateSymbolEffect` and `BreatheSymbolEffect` (iOS 18).
public struct WiggleSymbolEffect: ModifiableSymbolEffect {
    public let symbolEffectName: String
    public init(symbolEffectName: String = "wiggle") { self.symbolEffectName = symbolEffectName }
    public var left: Self { adding("left") }
    public var right: Self { adding("right") }
    public var up: Self { adding("up") }
    public var down: Self { adding("down") }
}
public struct RotateSymbolEffect: ModifiableSymbolEffect {
    public let symbolEffectName: String
    public init(symbolEffectName: String = "rotate") { self.symbolEffectName = symbolEffectName }
    public var clockwise: Self { adding("clockwise") }
    public var counterClockwise: Self { adding("counterClockwise") }
}
public struct BreatheSymbolEffect: ModifiableSymbolEffect {
    public let symbolEffectName: String
    public init(symbolEffectName: String = "breathe") { self.symbolEffectName = symbolEffectName }
    public var plain: Self { adding("plain") }
    public var pulse: Self { adding("pulse") }
}

extension SymbolEffect where Self == BounceSymbolEffect { public static var bounce: BounceSymbolEffect { .init() } }
extension SymbolEffect where Self == PulseSymbolEffect { public static var pulse: PulseSymbolEffect { .init() } }
extension SymbolEffect where Self == VariableColorSymbolEffect { public static var variableColor: VariableColorSymbolEffect { .init() } }
extension SymbolEffect where Self == ScaleSymbolEffect { public static var scale: ScaleSymbolEffect { .init() } }
extension SymbolEffect where Self == AppearSymbolEffect { public static var appear: AppearSymbolEffect { .init() } }
extension SymbolEffect where Self == DisappearSymbolEffect { public static var disappear: DisappearSymbolEffect { .init() } }
extension SymbolEffect where Self == WiggleSymbolEffect { public static var wiggle: WiggleSymbolEffect { .init() } }
extension SymbolEffect where Self == RotateSymbolEffect { public static var rotate: RotateSymbolEffect { .init() } }
extension SymbolEffect where Self == BreatheSymbolEffect { public static var breathe: BreatheSymbolEffect { .init() } }

/// `SymbolEffectOptions`: how often and how fast an effect plays.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How many times (nil: the effect's own default; 0 with `repeating`: indefinitely).
    public var repeatCount: Int?
    /// Whether it repeats until removed.
    public var repeats: Bool
    /// The speed multiplier (1 by default).
    public var speed: Double

    public static let `default` = SymbolEffectOptions(repeatCount: nil, repeats: false, speed: 1)
    public static let repeating = SymbolEffectOptions(repeatCount: nil, repeats: true, speed: 1)
    public static let nonRepeating = SymbolEffectOptions(repeatCount: 1, repeats: false, speed: 1)
    /// `repeat(_:)`: that many times (a negative count is none).
    public static func `repeat`(_ count: Int) -> SymbolEffectOptions { SymbolEffectOptions.default.repeat(count) }
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions.default.speed(speed) }
    public func `repeat`(_ count: Int) -> SymbolEffectOptions {
        var o = self
        o.repeatCount = max(0, count)
        o.repeats = false
        return o
    }
    /// `speed(_:)`: a non-finite or negative speed is 1.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var o = self
        o.speed = speed.isFinite && speed >= 0 ? speed : 1
        return o
    }
}

/// `UISymbolEffectCompletionContext`: how an effect ended.
public struct UISymbolEffectCompletionContext: Sendable {
    public let isFinished: Bool
    /// The effect's name (`bounce.up`).
    public let effectName: String
}
