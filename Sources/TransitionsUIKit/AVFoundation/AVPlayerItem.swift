import Foundation
import Transitions

/// `AVAsset` / `AVURLAsset`: media at a URL. The model decodes no media, so an asset's
/// `duration` is indefinite (as a live stream's) and it has no tracks to show.
open class AVAsset: UIKitNSObject {
    /// `duration`: `.indefinite` (nothing is read).
    open var duration: CMTime { .indefinite }
    /// `isPlayable`: a file's media might be; a network one cannot load offline.
    open var isPlayable: Bool { sourceURL?.isFileURL ?? false }
    /// Where the media is (`AVAsset(url:)`, `AVURLAsset`).
    public internal(set) var sourceURL: URL?
    /// `AVAsset(url:)`: the asset at a URL (AVFoundation makes an `AVURLAsset`; here the asset
    /// keeps the URL, which is what the player reads).
    public convenience init(url URL: URL) {
        self.init()
        sourceURL = URL
    }
}

open class AVURLAsset: AVAsset {
    public let url: URL
    public init(url URL: URL, options: [String: Any]? = nil) {
        url = URL
        super.init()
        sourceURL = URL
    }
}

/// `AVPlayerItem`: what a player plays. Attached to a player, it becomes ready on a later turn
/// of the main queue for a file URL; the simulated device has no network, so an item at any
/// other URL fails, with `NSURLErrorNotConnectedToInternet` as `error` (what AVFoundation
/// reports offline). `status` is observable (`observe(\.status)`), as apps wait on it.
open class AVPlayerItem: UIKitNSObject {
    /// `AVPlayerItem.Status`.
    public enum Status: Int, Sendable, Hashable { case unknown, readyToPlay, failed }
    /// `AVPlayerItemDidPlayToEndTime` and friends (posted by AVFoundation when playback ends or
    /// stalls: never here, as the model's media has no end).
    public static let didPlayToEndTimeNotification = Notification.Name("AVPlayerItemDidPlayToEndTimeNotification")
    public static let failedToPlayToEndTimeNotification = Notification.Name("AVPlayerItemFailedToPlayToEndTimeNotification")
    public static let playbackStalledNotification = Notification.Name("AVPlayerItemPlaybackStalledNotification")
    public static let timeJumpedNotification = Notification.Name("AVPlayerItemTimeJumpedNotification")

    public let asset: AVAsset
    public private(set) var status: Status = .unknown {
        willSet { keyValueObservers.willChange() }
        didSet { keyValueObservers.didChange() }
    }
    public private(set) var error: (any Error)?
    /// `duration`: the asset's (indefinite).
    open var duration: CMTime { asset.duration }
    /// `presentationSize`: zero (no video track is decoded).
    open var presentationSize: CGSize { .zero }
    /// `preferredForwardBufferDuration`, `canUseNetworkResourcesForLiveStreamingWhilePaused` (stored).
    open var preferredForwardBufferDuration: Double = 0
    open var canUseNetworkResourcesForLiveStreamingWhilePaused = false

    /// The player the item is attached to (its clock is the player's).
    weak var player: AVPlayer?
    private var loading = false

    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }
    public convenience init(url URL: URL) { self.init(asset: AVURLAsset(url: URL)) }

    /// `currentTime()`: the attached player's position (zero before attaching).
    open func currentTime() -> CMTime {
        guard let player, player.currentItem === self else { return .zero }
        return player.currentTime()
    }
    /// `seek(to:completionHandler:)`: the attached player seeks.
    open func seek(to time: CMTime, completionHandler: ((Bool) -> Void)? = nil) {
        guard let player, player.currentItem === self else {
            completionHandler.map { done in Simulation.current.schedule(after: 0) { done(false) } }
            return
        }
        player.seek(to: time, completionHandler: completionHandler ?? { _ in })
    }

    /// Loading starts when a player first takes the item: ready or failed on the next turn.
    func startLoading() {
        guard !loading, status == .unknown else { return }
        loading = true
        Simulation.current.schedule(after: 0) { [weak self] in
            guard let self else { return }
            if self.asset.sourceURL?.isFileURL ?? false {
                self.status = .readyToPlay
            } else {
                self.error = NSError(
                    domain: NSURLErrorDomain, code: NSURLErrorNotConnectedToInternet,
                    userInfo: [NSLocalizedDescriptionKey: "The Internet connection appears to be offline."])
                self.status = .failed
            }
            self.player?.itemStatusChanged(self)
        }
    }
}

/// `Notification.Name.AVPlayerItemDidPlayToEndTime` and friends, as Swift code names them.
extension Notification.Name {
    public static let AVPlayerItemDidPlayToEndTime = AVPlayerItem.didPlayToEndTimeNotification
    public static let AVPlayerItemFailedToPlayToEndTime = AVPlayerItem.failedToPlayToEndTimeNotification
    public static let AVPlayerItemPlaybackStalled = AVPlayerItem.playbackStalledNotification
    public static let AVPlayerItemTimeJumped = AVPlayerItem.timeJumpedNotification
}
