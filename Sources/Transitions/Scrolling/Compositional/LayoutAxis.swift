import Foundation

/// An axis of a compositional layout — the direction a group lines up its subitems, or the
/// layout scrolls — and how sizes, rectangles, insets and edge spacings read along it
/// ("along") and across it ("across").
enum LayoutAxis: Sendable, Hashable {
    case horizontal, vertical

    init(_ direction: CollectionViewFlowLayout.ScrollDirection) { self = direction == .horizontal ? .horizontal : .vertical }

    func along(_ s: CGSize) -> CGFloat { self == .horizontal ? s.width : s.height }
    func across(_ s: CGSize) -> CGFloat { self == .horizontal ? s.height : s.width }
    func along(_ p: CGPoint) -> CGFloat { self == .horizontal ? p.x : p.y }
    func across(_ p: CGPoint) -> CGFloat { self == .horizontal ? p.y : p.x }
    func size(along: CGFloat, across: CGFloat) -> CGSize {
        self == .horizontal ? CGSize(width: along, height: across) : CGSize(width: across, height: along)
    }
    /// The rectangle starting at `along`/`across`, `length` long along the axis and `breadth` across.
    func rect(along: CGFloat, across: CGFloat, length: CGFloat, breadth: CGFloat) -> CGRect {
        self == .horizontal
            ? CGRect(x: along, y: across, width: length, height: breadth) : CGRect(x: across, y: along, width: breadth, height: length)
    }
    /// The insets at the start and end along the axis (leading/trailing for horizontal).
    func alongInsets(_ i: DirectionalEdgeInsets) -> (CGFloat, CGFloat) {
        self == .horizontal ? (Self.clamped(i.leading), Self.clamped(i.trailing)) : (Self.clamped(i.top), Self.clamped(i.bottom))
    }
    /// The insets at the start and end across the axis (top/bottom for horizontal).
    func acrossInsets(_ i: DirectionalEdgeInsets) -> (CGFloat, CGFloat) {
        self == .horizontal ? (Self.clamped(i.top), Self.clamped(i.bottom)) : (Self.clamped(i.leading), Self.clamped(i.trailing))
    }
    func alongEdges(_ e: CollectionLayoutEdgeSpacing?) -> (CollectionLayoutSpacing?, CollectionLayoutSpacing?) {
        self == .horizontal ? (e?.leading, e?.trailing) : (e?.top, e?.bottom)
    }
    func acrossEdges(_ e: CollectionLayoutEdgeSpacing?) -> (CollectionLayoutSpacing?, CollectionLayoutSpacing?) {
        self == .horizontal ? (e?.top, e?.bottom) : (e?.leading, e?.trailing)
    }

    static func clamped(_ v: CGFloat) -> CGFloat { CollectionLayoutDimension.clamped(v) }
}

extension CGRect {
    /// The rectangle less `insets` (each clamped to a finite non-negative length); a side the
    /// insets overrun is empty, at its start.
    func insetClamped(by insets: DirectionalEdgeInsets) -> CGRect {
        let (t, l) = (LayoutAxis.clamped(insets.top), LayoutAxis.clamped(insets.leading))
        let (b, r) = (LayoutAxis.clamped(insets.bottom), LayoutAxis.clamped(insets.trailing))
        return CGRect(
            x: minX + min(l, width), y: minY + min(t, height), width: max(0, width - l - r), height: max(0, height - t - b))
    }
}
