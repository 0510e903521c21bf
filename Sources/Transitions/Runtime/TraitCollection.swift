import Foundation

/// `UITraitCollection`: the environment a view or controller is laid out for, from the
/// simulated device (`Device.traitCollection`): size classes by idiom and orientation (a phone is
/// compact × regular in portrait, compact × compact in landscape — regular × compact on the
/// largest phones — an iPad regular × regular), idiom, appearance, scale.
public struct TraitCollection: Sendable, Hashable {
    /// `UIUserInterfaceSizeClass`.
    public enum SizeClass: Int, Sendable, Hashable { case unspecified, compact, regular }
    /// `UIUserInterfaceStyle`.
    public enum Style: Int, Sendable, Hashable { case unspecified, light, dark }
    /// `UIUserInterfaceLevel`: base for a window's content, elevated for content above it
    /// (presentations). Stored: the model gives every collection the level it was made with
    /// (unspecified for the device's).
    public enum Level: Int, Sendable, Hashable { case unspecified = -1, base = 0, elevated = 1 }
    /// `UITraitEnvironmentLayoutDirection`.
    public enum LayoutDirection: Int, Sendable, Hashable { case unspecified = -1, leftToRight, rightToLeft }

    public var horizontalSizeClass: SizeClass
    public var verticalSizeClass: SizeClass
    public var userInterfaceIdiom: Device.Idiom
    public var userInterfaceStyle: Style
    public var displayScale: CGFloat
    public var userInterfaceLevel: Level = .unspecified
    /// `layoutDirection`: the simulated device's is left to right (the model has no
    /// right-to-left locale); a collection made with `init(layoutDirection:)` carries its own.
    public var layoutDirection: LayoutDirection = .unspecified

    public init(
        horizontalSizeClass: SizeClass = .unspecified, verticalSizeClass: SizeClass = .unspecified,
        userInterfaceIdiom: Device.Idiom = .unspecified, userInterfaceStyle: Style = .unspecified, displayScale: CGFloat = 0
    ) {
        self.horizontalSizeClass = horizontalSizeClass
        self.verticalSizeClass = verticalSizeClass
        self.userInterfaceIdiom = userInterfaceIdiom
        self.userInterfaceStyle = userInterfaceStyle
        self.displayScale = displayScale
    }

    /// `init(horizontalSizeClass:)` and friends: a collection with one trait specified.
    public init(horizontalSizeClass: SizeClass) { self.init(horizontalSizeClass: horizontalSizeClass, verticalSizeClass: .unspecified) }
    public init(verticalSizeClass: SizeClass) { self.init(horizontalSizeClass: .unspecified, verticalSizeClass: verticalSizeClass) }
    public init(userInterfaceStyle: Style) { self.init(horizontalSizeClass: .unspecified, userInterfaceStyle: userInterfaceStyle) }
    public init(userInterfaceLevel: Level) {
        self.init()
        self.userInterfaceLevel = userInterfaceLevel
    }
    public init(layoutDirection: LayoutDirection) {
        self.init()
        self.layoutDirection = layoutDirection
    }
    public init(displayScale: CGFloat) { self.init(horizontalSizeClass: .unspecified, displayScale: displayScale) }
    public init(userInterfaceIdiom: Device.Idiom) { self.init(horizontalSizeClass: .unspecified, userInterfaceIdiom: userInterfaceIdiom) }
    /// `init(traitsFrom:)`: the collections' traits, later ones winning where they specify one.
    public init(traitsFrom collections: [TraitCollection]) {
        self = collections.reduce(TraitCollection()) { $0.overridden(by: $1) }
    }

    /// `UITraitCollection.current`: the traits of the current simulation's key window (the main
    /// screen's traits, as UIKit's outside a view's drawing or layout), or the device's.
    public static var current: TraitCollection {
        guard let sim = Simulation.currentIfAny else { return TraitCollection() }
        return sim.application.keyWindow?.traitCollection ?? sim.application.device.traitCollection
    }

    /// `containsTraits(in:)`: every trait specified in `other` has the same value here.
    public func containsTraits(in other: TraitCollection?) -> Bool {
        guard let o = other else { return true }
        return (o.horizontalSizeClass == .unspecified || o.horizontalSizeClass == horizontalSizeClass)
            && (o.verticalSizeClass == .unspecified || o.verticalSizeClass == verticalSizeClass)
            && (o.userInterfaceIdiom == .unspecified || o.userInterfaceIdiom == userInterfaceIdiom)
            && (o.userInterfaceStyle == .unspecified || o.userInterfaceStyle == userInterfaceStyle)
            && (o.displayScale == 0 || o.displayScale == displayScale)
            && (o.userInterfaceLevel == .unspecified || o.userInterfaceLevel == userInterfaceLevel)
            && (o.layoutDirection == .unspecified || o.layoutDirection == layoutDirection)
    }

    /// These traits with those `other` specifies in their place (`init(traitsFrom:)` with
    /// `other` last).
    public func overridden(by other: TraitCollection?) -> TraitCollection {
        guard let o = other else { return self }
        var t = self
        if o.horizontalSizeClass != .unspecified { t.horizontalSizeClass = o.horizontalSizeClass }
        if o.verticalSizeClass != .unspecified { t.verticalSizeClass = o.verticalSizeClass }
        if o.userInterfaceIdiom != .unspecified { t.userInterfaceIdiom = o.userInterfaceIdiom }
        if o.userInterfaceStyle != .unspecified { t.userInterfaceStyle = o.userInterfaceStyle }
        if o.displayScale != 0 { t.displayScale = o.displayScale }
        if o.userInterfaceLevel != .unspecified { t.userInterfaceLevel = o.userInterfaceLevel }
        if o.layoutDirection != .unspecified { t.layoutDirection = o.layoutDirection }
        return t
    }

    /// `hasDifferentColorAppearance(comparedTo:)`.
    public func hasDifferentColorAppearance(comparedTo other: TraitCollection?) -> Bool {
        other?.userInterfaceStyle != userInterfaceStyle
    }
}
