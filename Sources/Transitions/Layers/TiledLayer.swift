import Foundation

/// `CATiledLayer`: in Core Animation, a layer whose content is drawn in tiles, on background
/// threads, at several levels of detail, fading each tile in as it arrives — for very large or
/// zoomable content (a zoomed image in a scroll view). Its geometry is a layer's; what it adds is
/// how its content is drawn, which the model does not render, so its settings are stored and read
/// back: `tileSize` (256 × 256), `levelsOfDetail` (1), `levelsOfDetailBias` (0) and the class's
/// `fadeDuration()` (0.25 s), which subclasses override.
open class TiledLayer: Layer {
    /// `fadeDuration()`: how long a newly drawn tile fades in (Core Animation's 0.25 s).
    open class func fadeDuration() -> TimeInterval { 0.25 }
    /// `tileSize` (negative or non-finite sizes are kept as set: the model draws no tiles).
    open var tileSize = CGSize(width: 256, height: 256)
    /// `levelsOfDetail`: how many halvings of resolution are cached.
    open var levelsOfDetail = 1
    /// `levelsOfDetailBias`: how many of those levels are magnified ones.
    open var levelsOfDetailBias = 0

    public required init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    /// A copy (`init(layer:)`, `presentation()`) keeps the tiling settings.
    package override func copySettings(from other: Layer) {
        super.copySettings(from: other)
        guard let o = other as? TiledLayer else { return }
        (tileSize, levelsOfDetail, levelsOfDetailBias) = (o.tileSize, o.levelsOfDetail, o.levelsOfDetailBias)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
