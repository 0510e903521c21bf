import Foundation

/// `NSCollectionLayoutDimension`: one side of an element of a compositional layout — a fraction
/// of its container's width or height, an absolute length, or an estimate. Immutable, as UIKit's;
/// made by the class methods (`NSCollectionLayoutDimension.fractionalWidth(0.5)`, or
/// `.fractionalWidth(0.5)` where the type is known).
///
/// How the layout resolves it (`CompositionalLayout`): a fraction is of the containing element
/// — an item's of its group (inside the group's content insets), a top-level group's of the
/// section's content area (the container's effective size less the section's content insets),
/// a boundary supplementary item's of the section (or of the layout, for the layout's own);
/// `.absolute(v)` is `v`; `.estimated(v)` and `.uniformAcrossSiblings(estimate: v)` are `v`:
/// the model does not size cells to fit their content (UIKit measures them with Auto Layout and
/// replaces the estimate). A negative, NaN or infinite value, or a result beyond 10⁷ points,
/// resolves to 0 (UIKit's behaviour with such input is undefined; the model never makes a NaN
/// frame).
public final class CollectionLayoutDimension: Sendable, Hashable, CustomStringConvertible {
    /// What the value means.
    enum Kind: Sendable, Hashable { case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings }

    let kind: Kind
    /// `dimension`: the fraction, length or estimate, as given.
    public let dimension: CGFloat

    init(_ kind: Kind, _ dimension: CGFloat) {
        self.kind = kind
        self.dimension = dimension
    }

    /// `fractionalWidth(_:)`: a fraction of the container's width.
    public static func fractionalWidth(_ fractionalWidth: CGFloat) -> CollectionLayoutDimension { .init(.fractionalWidth, fractionalWidth) }
    /// `fractionalHeight(_:)`: a fraction of the container's height.
    public static func fractionalHeight(_ fractionalHeight: CGFloat) -> CollectionLayoutDimension { .init(.fractionalHeight, fractionalHeight) }
    /// `absolute(_:)`: a length in points.
    public static func absolute(_ absoluteDimension: CGFloat) -> CollectionLayoutDimension { .init(.absolute, absoluteDimension) }
    /// `estimated(_:)`: a length UIKit replaces by the cell's fitting size; the model keeps the
    /// estimate (no self-sizing).
    public static func estimated(_ estimatedDimension: CGFloat) -> CollectionLayoutDimension { .init(.estimated, estimatedDimension) }
    /// `uniformAcrossSiblings(estimate:)` (iOS 17): UIKit sizes every sibling as the largest of
    /// them; the model, which does not self-size, uses the estimate for each.
    public static func uniformAcrossSiblings(estimate estimatedDimension: CGFloat) -> CollectionLayoutDimension {
        .init(.uniformAcrossSiblings, estimatedDimension)
    }

    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    public var isAbsolute: Bool { kind == .absolute }
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The largest length the model resolves a dimension to.
    static let largest: CGFloat = 10_000_000

    /// The length in `container` (its width and height), finite and between 0 and `largest`.
    func resolved(in container: CGSize) -> CGFloat {
        let v: CGFloat
        switch kind {
        case .fractionalWidth: v = Self.clamped(dimension) * Self.clamped(container.width)
        case .fractionalHeight: v = Self.clamped(dimension) * Self.clamped(container.height)
        case .absolute, .estimated, .uniformAcrossSiblings: v = dimension
        }
        return Self.clamped(v)
    }

    /// `v` when it is a finite length (at most `largest`), else 0.
    static func clamped(_ v: CGFloat) -> CGFloat {
        guard v.isFinite, v > 0 else { return 0 }
        return min(v, largest)
    }

    public static func == (a: CollectionLayoutDimension, b: CollectionLayoutDimension) -> Bool {
        a.kind == b.kind && (a.dimension == b.dimension || (a.dimension.isNaN && b.dimension.isNaN))
    }
    public func hash(into hasher: inout Hasher) {
        hasher.combine(kind)
        if !dimension.isNaN { hasher.combine(dimension) }
    }
    public var description: String {
        switch kind {
        case .fractionalWidth: "fractionalWidth(\(dimension))"
        case .fractionalHeight: "fractionalHeight(\(dimension))"
        case .absolute: "absolute(\(dimension))"
        case .estimated: "estimated(\(dimension))"
        case .uniformAcrossSiblings: "uniformAcrossSiblings(estimate: \(dimension))"
        }
    }
}
