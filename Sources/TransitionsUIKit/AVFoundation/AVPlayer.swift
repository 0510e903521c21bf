import Foundation
import Transitions

/// `AVPlayer`: plays one item on the simulation's clock.
///
/// The model decodes no media, so what a player has is time: while its rate is above zero and its
/// item is ready (`AVPlayerItem`: a file URL, on the turn after the player takes it), its
/// `currentTime()` advances with the simulation, at `rate` seconds per second; it stands still
/// while paused, waiting, or failed (a network URL, offline). `timeControlStatus` says which.
/// Periodic time observers are called every `interval` of the simulation's time while playing.
/// The media has no end (an indefinite duration), so `actionAtItemEnd` never applies and the
/// end-of-item notifications never come. `rate`, `currentItem`, `timeControlStatus` and `status`
/// are observable.
open class AVPlayer: UIKitNSObject {
    /// `AVPlayer.Status`, `AVPlayer.TimeControlStatus`, `AVPlayer.ActionAtItemEnd`.
    public enum Status: Int, Sendable, Hashable { case unknown, readyToPlay, failed }
    public enum TimeControlStatus: Int, Sendable, Hashable { case paused, waitingToPlayAtSpecifiedRate, playing }
    public enum ActionAtItemEnd: Int, Sendable, Hashable { case advance, pause, none }

    public private(set) var currentItem: AVPlayerItem? {
        willSet { keyValueObservers.willChange() }
        didSet { keyValueObservers.didChange() }
    }
    /// `rate`: 0 paused, 1 normal speed (setting it plays or pauses; negative rates are refused,
    /// as media without reverse playback refuses them).
    open var rate: Float = 0 {
        willSet {
            positionSecondsBefore = positionSeconds
            keyValueObservers.willChange()
        }
        didSet {
            if !(rate >= 0) || !rate.isFinite {
                Simulation.current.record(.rejectedCall, "AVPlayer.rate = \(rate): the model plays forwards at a finite rate")
                rate = oldValue
            }
            keyValueObservers.didChange()
            clockChanged()
        }
    }
    /// `status`: ready at once (the player itself needs nothing to load).
    public var status: Status { .readyToPlay }
    public var timeControlStatus: TimeControlStatus {
        guard rate > 0 else { return .paused }
        return currentItem?.status == .readyToPlay ? .playing : .waitingToPlayAtSpecifiedRate
    }
    /// `reasonForWaitingToPlay` (nil unless waiting).
    public var reasonForWaitingToPlay: String? {
        timeControlStatus == .waitingToPlayAtSpecifiedRate ? "AVPlayerWaitingWhileEvaluatingBufferingRateReason" : nil
    }
    /// `volume`, `isMuted`, `actionAtItemEnd`, `automaticallyWaitsToMinimizeStalling`,
    /// `allowsExternalPlayback` (stored: nothing is heard).
    open var volume: Float = 1
    open var isMuted = false
    open var actionAtItemEnd: ActionAtItemEnd = .pause
    open var automaticallyWaitsToMinimizeStalling = true
    open var allowsExternalPlayback = true
    /// `error`: the player's own (none: an item's failure is the item's).
    public var error: (any Error)? { nil }

    /// Position: `anchorSeconds` at simulation time `anchorClock`, advancing while playing.
    private var anchorSeconds = 0.0
    private var anchorClock = 0.0
    private var observers: [PeriodicObserver] = []

    private final class PeriodicObserver {
        let interval: Double
        let block: (CMTime) -> Void
        var generation = 0
        init(interval: Double, block: @escaping (CMTime) -> Void) {
            self.interval = interval
            self.block = block
        }
    }

    public override init() { super.init() }
    public init(playerItem item: AVPlayerItem?) {
        super.init()
        replaceCurrentItem(with: item)
    }
    public convenience init(url URL: URL) { self.init(playerItem: AVPlayerItem(url: URL)) }

    /// `play()` / `pause()`: rate 1 / 0.
    open func play() { rate = 1 }
    open func pause() { rate = 0 }

    /// `replaceCurrentItem(with:)`: the player takes `item` (which starts loading) from time zero.
    open func replaceCurrentItem(with item: AVPlayerItem?) {
        currentItem?.player = nil
        anchorSeconds = 0
        currentItem = item
        item?.player = self
        item?.startLoading()
        clockChanged()
    }

    /// `currentTime()`.
    open func currentTime() -> CMTime { CMTime(seconds: positionSeconds, preferredTimescale: 600) }
    private var positionSeconds: Double {
        guard timeControlStatus == .playing else { return anchorSeconds }
        return anchorSeconds + (Simulation.current.now - anchorClock) * Double(rate)
    }

    /// `seek(to:)` and the forms with tolerances and a completion: the position moves to `time`
    /// (clamped at zero; a time that is not numeric is refused, as AVFoundation raises); the
    /// completion hears `true` on the next turn of the main queue.
    open func seek(to time: CMTime) { seek(to: time, completionHandler: { _ in }) }
    open func seek(to time: CMTime, completionHandler: @escaping (Bool) -> Void) {
        guard time.isNumeric else {
            Simulation.current.record(.rejectedCall, "AVPlayer.seek(to: \(time)): only numeric times can be sought")
            Simulation.current.schedule(after: 0) { completionHandler(false) }
            return
        }
        anchorSeconds = max(0, time.seconds)
        clockChanged()
        Simulation.current.schedule(after: 0) { completionHandler(true) }
    }
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime) { seek(to: time) }
    open func seek(to time: CMTime, toleranceBefore: CMTime, toleranceAfter: CMTime, completionHandler: @escaping (Bool) -> Void) {
        seek(to: time, completionHandler: completionHandler)
    }

    /// `addPeriodicTimeObserver(forInterval:queue:using:)`: `block` is called with the current
    /// time every `interval` of the simulation's time while the player plays (the queue is the
    /// main queue: there is one). Returns the token `removeTimeObserver(_:)` takes; an interval
    /// that is not a positive number is refused (AVFoundation raises) and the block never called.
    open func addPeriodicTimeObserver(forInterval interval: CMTime, queue: DispatchQueue?, using block: @escaping (CMTime) -> Void) -> Any {
        let seconds = interval.seconds
        let observer = PeriodicObserver(interval: seconds, block: block)
        guard seconds > 0, seconds.isFinite else {
            Simulation.current.record(.rejectedCall, "addPeriodicTimeObserver(forInterval: \(interval)): the interval must be a positive time")
            return observer
        }
        observers.append(observer)
        schedule(observer)
        return observer
    }
    /// `removeTimeObserver(_:)`: the observer is no longer called.
    open func removeTimeObserver(_ observer: Any) {
        guard let o = observer as? PeriodicObserver else { return }
        o.generation += 1
        observers.removeAll { $0 === o }
    }

    /// Playing started, stopped or jumped: re-anchor the position and re-arm the observers.
    private func clockChanged() {
        anchorSeconds = positionSecondsBefore ?? anchorSeconds
        anchorClock = Simulation.current.now
        positionSecondsBefore = nil
        for o in observers { schedule(o) }
    }
    /// The position just before a change of rate (set as the rate is about to change).
    private var positionSecondsBefore: Double?

    /// The item became ready or failed: the clock starts or stays.
    func itemStatusChanged(_ item: AVPlayerItem) {
        guard item === currentItem else { return }
        keyValueObservers.willChange()
        anchorClock = Simulation.current.now
        for o in observers { schedule(o) }
        keyValueObservers.didChange()
    }

    private func schedule(_ observer: PeriodicObserver) {
        observer.generation += 1
        let generation = observer.generation
        guard timeControlStatus == .playing else { return }
        Simulation.current.schedule(after: observer.interval) { [weak self, weak observer] in
            guard let self, let observer, observer.generation == generation, self.timeControlStatus == .playing else { return }
            observer.block(self.currentTime())
            self.schedule(observer)
        }
    }
}
