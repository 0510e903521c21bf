import Foundation

/// `CADisplayLink`: calls its target once per frame of the simulation it was added to.
///
/// As in Core Animation, the link retains its target, and the run loop (here the simulation)
/// retains the link until `invalidate()`. While added and not paused it is a frame observer, so
/// the simulation is not idle; pausing removes it. `timestamp` is the time of the frame being
/// rendered, `targetTimestamp` the time of the next frame the link will be called for, and
/// `duration` the display's frame interval. `preferredFramesPerSecond` (0: the display's rate)
/// calls the target on every k-th frame, k = round(display rate / preferred rate).
public final class DisplayLink {
    private var target: AnyObject?
    private let selector: TypedSelector?
    private var block: ((DisplayLink) -> Void)?
    public private(set) weak var simulation: Simulation?
    private var observer: Int?

    /// Seconds, on the simulation's clock.
    public private(set) var timestamp: Double = 0
    public private(set) var targetTimestamp: Double = 0
    /// The display's frame interval (0 before the link is added).
    public var duration: Double { simulation?.frameInterval ?? 0 }
    public var preferredFramesPerSecond = 0
    /// `frameInterval` (deprecated in iOS 10): fire every `frameInterval` frames of a 60 Hz
    /// display — `preferredFramesPerSecond` of 60 / `frameInterval` (1 and below: every frame).
    @available(iOS, deprecated: 10.0, renamed: "preferredFramesPerSecond")
    public var frameInterval: Int {
        get { preferredFramesPerSecond > 0 ? max(60 / preferredFramesPerSecond, 1) : 1 }
        set { preferredFramesPerSecond = newValue > 1 ? 60 / min(newValue, 60) : 0 }
    }
    public var isPaused = false { didSet { if isPaused != oldValue { updateObserver() } } }
    /// False once invalidated.
    public private(set) var isValid = true

    /// `init(target:selector:)`: the selector's method takes the link (or nothing).
    public init(target: Any, selector: TypedSelector) {
        self.target = targetObject(target)
        self.selector = selector
        block = nil
    }

    /// `CADisplayLink()`: `NSObject`'s initialiser, a link with no target (code makes one as a
    /// placeholder before its real one): added, it calls nothing.
    public init() {
        target = nil
        selector = nil
        block = nil
    }

    /// A link that calls `body` (the model's closure form).
    public init(_ body: @escaping (DisplayLink) -> Void) {
        target = nil
        selector = nil
        block = body
    }

    /// `add(to:forMode:)`: starts calling on the current simulation's frames (run loops and
    /// their modes do not exist here).
    public func add(to runLoop: RunLoop, forMode mode: RunLoop.Mode) { add(to: Simulation.current) }

    /// Starts calling on `simulation`'s frames.
    public func add(to simulation: Simulation) {
        guard isValid, self.simulation == nil else { return }
        self.simulation = simulation
        updateObserver()
    }

    /// `remove(from:forMode:)`: stops until added again.
    public func remove(from runLoop: RunLoop, forMode mode: RunLoop.Mode) {
        removeObserver()
        simulation = nil
    }

    /// `invalidate()`: stops for good and releases the target.
    public func invalidate() {
        removeObserver()
        isValid = false
        target = nil
        block = nil
    }

    /// Frames between calls.
    private var stride: Int {
        guard let s = simulation, preferredFramesPerSecond > 0 else { return 1 }
        return max(1, Int((1 / s.frameInterval / Double(preferredFramesPerSecond)).rounded()))
    }

    private func updateObserver() {
        guard let s = simulation, isValid else { return }
        if isPaused {
            removeObserver()
        } else if observer == nil {
            // The simulation holds the link (as a run loop does) until it is invalidated.
            observer = s.addFrameObserver { _ in self.frame() }
        }
    }

    private func removeObserver() {
        if let o = observer { simulation?.removeFrameObserver(o) }
        observer = nil
    }

    private func frame() {
        guard let s = simulation, s.frameCount % stride == 0 else { return }
        timestamp = s.now
        targetTimestamp = s.now + Double(stride) * s.frameInterval
        if let block {
            block(self)
        } else if let target, let selector {
            selector.invoke(on: target, with: self)
        }
    }
}
