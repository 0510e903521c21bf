import Foundation

/// `CAReplicatorLayer`: in Core Animation, a layer that draws its sublayers `instanceCount`
/// times, each copy transformed by `instanceTransform` relative to the one before (about the
/// layer's centre), delayed by `instanceDelay` in its animations and tinted by `instanceColor`
/// plus the per-copy colour offsets — the classic activity indicators and audio meters.
///
/// The copies are drawing, not layers (they are not in `sublayers`, nothing hit-tests them), so
/// the model stores the settings and reads them back; the sublayers themselves are ordinary
/// sublayers, placed, animated and checked as any. Defaults are Core Animation's: one instance,
/// identity transform, no delay, white, zero offsets.
open class ReplicatorLayer: Layer {
    /// `instanceCount` (1: only the sublayers themselves).
    open var instanceCount = 1
    /// `instanceTransform`: copy n+1 is copy n transformed by it.
    open var instanceTransform = Transform3D.identity
    /// `instanceDelay`: copy n's animations start n · delay later.
    open var instanceDelay: TimeInterval = 0
    /// `instanceColor` (white), and the per-copy offsets of its components.
    open var instanceColor: Color? = .white
    open var instanceRedOffset: Float = 0
    open var instanceGreenOffset: Float = 0
    open var instanceBlueOffset: Float = 0
    open var instanceAlphaOffset: Float = 0
    /// `preservesDepth` (stored: the model's geometry is planar).
    open var preservesDepth = false

    public required init() { super.init() }
    public override init(layer: Any) { super.init(layer: layer) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// A copy (`init(layer:)`, `presentation()`) keeps the replication settings.
    package override func copySettings(from other: Layer) {
        super.copySettings(from: other)
        guard let o = other as? ReplicatorLayer else { return }
        (instanceCount, instanceTransform, instanceDelay, instanceColor, preservesDepth) =
            (o.instanceCount, o.instanceTransform, o.instanceDelay, o.instanceColor, o.preservesDepth)
        (instanceRedOffset, instanceGreenOffset, instanceBlueOffset, instanceAlphaOffset) =
            (o.instanceRedOffset, o.instanceGreenOffset, o.instanceBlueOffset, o.instanceAlphaOffset)
    }
}
