import Foundation
import Transitions

/// `AVLayerVideoGravity`: how video fills a player layer.
public struct AVLayerVideoGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let resizeAspect = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspect")
    public static let resizeAspectFill = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResizeAspectFill")
    public static let resize = AVLayerVideoGravity(rawValue: "AVLayerVideoGravityResize")
}

/// `AVPlayerLayer`: the layer a player's video shows in — a layer like any other for geometry,
/// masks and animation. No frame is decoded, so it is `isReadyForDisplay` once its player's item
/// is ready, and its `videoRect` is empty (there is no video size to fit).
open class AVPlayerLayer: Layer {
    /// `player` (retained, as AVFoundation's layer retains it).
    open var player: AVPlayer?
    /// `videoGravity` (stored: nothing is drawn).
    open var videoGravity: AVLayerVideoGravity = .resizeAspect
    /// `pixelBufferAttributes` (stored).
    open var pixelBufferAttributes: [String: Any]?
    /// `isReadyForDisplay`: the player's item is ready to play.
    open var isReadyForDisplay: Bool { player?.currentItem?.status == .readyToPlay }
    /// `videoRect`: zero (no video track, so no size to fit into the bounds).
    open var videoRect: CGRect { .zero }

    public required init() { super.init() }
    /// `init(player:)`.
    public convenience init(player: AVPlayer?) {
        self.init()
        self.player = player
    }
    public override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? AVPlayerLayer {
            player = other.player
            videoGravity = other.videoGravity
        }
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
