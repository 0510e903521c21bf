import Foundation
import Transitions

/// `AVAudioPlayerDelegate`: told when a sound finishes or cannot be decoded (never, here: no
/// player is ever made; see `AVAudioPlayer`).
public protocol AVAudioPlayerDelegate: AnyObject {
    func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool)
    func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?)
}
extension AVAudioPlayerDelegate {
    public func audioPlayerDidFinishPlaying(_ player: AVAudioPlayer, successfully flag: Bool) {}
    public func audioPlayerDecodeErrorDidOccur(_ player: AVAudioPlayer, error: Error?) {}
}

/// `AVAudioPlayer`: plays a sound file — the click or swoosh an app plays with a gesture or a
/// transition. The simulated device decodes no audio, so making a player fails as AVFoundation
/// fails for data it cannot read: `init(contentsOf:)` and `init(data:)` throw the audio-file
/// "unsupported type" error (`kAudioFileUnsupportedFileTypeError`, in `NSOSStatusErrorDomain`),
/// which `try?` turns into a nil player whose `play()` the app's optional chaining skips. A file
/// that does not exist fails with the "file not found" status instead. The members exist so the
/// code around them compiles; nothing moves or waits on a sound.
open class AVAudioPlayer: UIKitNSObject {
    /// `kAudioFileUnsupportedFileTypeError` ('typ?') and `kAudioFileFileNotFoundError` ('!fil').
    public static let unsupportedFileTypeStatus = 1_954_115_647
    public static let fileNotFoundStatus = -43

    open weak var delegate: AVAudioPlayerDelegate?
    open private(set) var isPlaying = false
    open var volume: Float = 1
    open var pan: Float = 0
    open var rate: Float = 1
    open var enableRate = false
    open var numberOfLoops = 0
    open var currentTime: TimeInterval = 0
    open var isMeteringEnabled = false
    open private(set) var duration: TimeInterval = 0
    open private(set) var url: URL?
    open private(set) var data: Data?
    open var numberOfChannels: Int { 0 }
    open var deviceCurrentTime: TimeInterval { Simulation.current.now }

    /// `init(contentsOf:)` / `init(contentsOf:fileTypeHint:)`: throws (see above).
    public init(contentsOf url: URL, fileTypeHint utiString: String? = nil) throws {
        let exists = url.isFileURL && FileManager.default.fileExists(atPath: url.path)
        throw Self.failure(exists ? Self.unsupportedFileTypeStatus : Self.fileNotFoundStatus, url.lastPathComponent)
    }
    /// `init(data:)` / `init(data:fileTypeHint:)`: throws (see above).
    public init(data: Data, fileTypeHint utiString: String? = nil) throws {
        throw Self.failure(Self.unsupportedFileTypeStatus, "\(data.count) bytes")
    }

    private static func failure(_ status: Int, _ what: String) -> NSError {
        NSError(domain: "NSOSStatusErrorDomain", code: status, userInfo: [
            NSLocalizedDescriptionKey: "The operation couldn’t be completed. (OSStatus error \(status).)",
            NSLocalizedFailureReasonErrorKey: "The simulated device decodes no audio (\(what))",
        ])
    }

    @discardableResult open func prepareToPlay() -> Bool { false }
    @discardableResult open func play() -> Bool { false }
    @discardableResult open func play(atTime time: TimeInterval) -> Bool { false }
    open func pause() {}
    open func stop() {}
    open func updateMeters() {}
    open func averagePower(forChannel channelNumber: Int) -> Float { -160 }
    open func peakPower(forChannel channelNumber: Int) -> Float { -160 }
}

/// `AVAudioSession`: the app's audio intentions (category, mode, activation), stored on the one
/// shared session (one per simulation, as the photo library and the image manager: a simulated
/// device's); the simulated device routes no sound.
open class AVAudioSession: UIKitNSObject {
    public struct Category: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let ambient = Category(rawValue: "AVAudioSessionCategoryAmbient")
        public static let soloAmbient = Category(rawValue: "AVAudioSessionCategorySoloAmbient")
        public static let playback = Category(rawValue: "AVAudioSessionCategoryPlayback")
        public static let record = Category(rawValue: "AVAudioSessionCategoryRecord")
        public static let playAndRecord = Category(rawValue: "AVAudioSessionCategoryPlayAndRecord")
        public static let multiRoute = Category(rawValue: "AVAudioSessionCategoryMultiRoute")
    }
    public struct Mode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let `default` = Mode(rawValue: "AVAudioSessionModeDefault")
        public static let moviePlayback = Mode(rawValue: "AVAudioSessionModeMoviePlayback")
        public static let spokenAudio = Mode(rawValue: "AVAudioSessionModeSpokenAudio")
        public static let voiceChat = Mode(rawValue: "AVAudioSessionModeVoiceChat")
        public static let videoRecording = Mode(rawValue: "AVAudioSessionModeVideoRecording")
        public static let measurement = Mode(rawValue: "AVAudioSessionModeMeasurement")
    }
    public struct CategoryOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let mixWithOthers = CategoryOptions(rawValue: 1)
        public static let duckOthers = CategoryOptions(rawValue: 2)
        public static let allowBluetooth = CategoryOptions(rawValue: 4)
        public static let defaultToSpeaker = CategoryOptions(rawValue: 8)
    }
    public struct SetActiveOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let notifyOthersOnDeactivation = SetActiveOptions(rawValue: 1)
    }

    open private(set) var category: Category = .soloAmbient
    open private(set) var mode: Mode = .default
    open private(set) var categoryOptions: CategoryOptions = []
    open private(set) var isActive = false
    open var outputVolume: Float { 1 }
    open var isOtherAudioPlaying: Bool { false }

    nonisolated(unsafe) private static let sharedKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    /// `sharedInstance()`: the current simulation's session.
    open class func sharedInstance() -> AVAudioSession {
        AssociatedObjects.value(of: Simulation.current, key: sharedKey) { AVAudioSession() }
    }

    open func setCategory(_ category: Category, mode: Mode = .default, options: CategoryOptions = []) throws {
        self.category = category
        self.mode = mode
        categoryOptions = options
    }
    open func setCategory(_ category: Category) throws { try setCategory(category, mode: mode, options: categoryOptions) }
    open func setMode(_ mode: Mode) throws { self.mode = mode }
    open func setActive(_ active: Bool, options: SetActiveOptions = []) throws { isActive = active }
}
