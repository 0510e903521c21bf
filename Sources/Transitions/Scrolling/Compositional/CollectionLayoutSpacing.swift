import Foundation

/// `NSCollectionLayoutSpacing`: the space between the items of a group (`interItemSpacing`) or
/// around an item (`NSCollectionLayoutEdgeSpacing`). Immutable, as UIKit's.
///
/// `.fixed(s)` is exactly `s`; `.flexible(s)` is at least `s`, and a group's room left over after
/// its items and minimum spacings is shared evenly among its flexible spacings (UIKit: "any
/// remaining space after laying out items can be apportioned among flexible interItemSpacing
/// definitions"). A negative, NaN or infinite spacing counts as 0.
public final class CollectionLayoutSpacing: Sendable, Hashable, CustomStringConvertible {
    /// `spacing`: the length as given.
    public let spacing: CGFloat
    /// `isFlexibleSpacing` / `isFixedSpacing`.
    public let isFlexibleSpacing: Bool
    public var isFixedSpacing: Bool { !isFlexibleSpacing }

    init(_ spacing: CGFloat, flexible: Bool) {
        self.spacing = spacing
        isFlexibleSpacing = flexible
    }

    /// `fixed(_:)`.
    public static func fixed(_ fixedSpacing: CGFloat) -> CollectionLayoutSpacing { .init(fixedSpacing, flexible: false) }
    /// `flexible(_:)`: at least this much.
    public static func flexible(_ flexibleSpacing: CGFloat) -> CollectionLayoutSpacing { .init(flexibleSpacing, flexible: true) }

    /// The least length, finite and non-negative.
    var minimum: CGFloat { CollectionLayoutDimension.clamped(spacing) }

    public static func == (a: CollectionLayoutSpacing, b: CollectionLayoutSpacing) -> Bool {
        a.isFlexibleSpacing == b.isFlexibleSpacing && (a.spacing == b.spacing || (a.spacing.isNaN && b.spacing.isNaN))
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(isFlexibleSpacing)
        if !spacing.isNaN { hasher.combine(spacing) }
    }
    public var description: String { isFlexibleSpacing ? "flexible(\(spacing))" : "fixed(\(spacing))" }
}
