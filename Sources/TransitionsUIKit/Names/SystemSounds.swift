import Foundation
import Transitions

// AudioToolbox's system sounds (`import AudioToolbox` compiles as Foundation; these come with
// TransitionsUIKit). Like haptics, a sound is heard, not seen: playing one has no effect on the
// model beyond what the API promises back — a completion on a later turn of the main queue, and
// IDs that exist until disposed.

/// `SystemSoundID`.
public typealias SystemSoundID = UInt32
/// `OSStatus`: 0 is success.
public typealias OSStatus = Int32
/// `CFURL`: Core Foundation's URL, as code spells a sound file's (`url as CFURL`) — Foundation's
/// `URL` here.
public typealias CFURL = URL

/// `kSystemSoundID_Vibrate`: the device's vibration (always known).
public let kSystemSoundID_Vibrate: SystemSoundID = 4095
/// `kAudioServicesNoError`, `kAudioServicesBadSpecifierError` (`'spec'`: an ID that is not a
/// sound), `kAudioServicesSystemSoundUnspecifiedError`.
public let kAudioServicesNoError: OSStatus = 0
public let kAudioServicesBadSpecifierError: OSStatus = 0x7370_6563
public let kAudioServicesSystemSoundUnspecifiedError: OSStatus = -1500

/// The sounds an application created, per application object.
final class SystemSoundRegistry {
    private var created: Set<SystemSoundID> = []
    private var next: SystemSoundID = 4096

    nonisolated(unsafe) static let key = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    /// The current simulation's application's registry.
    static var current: SystemSoundRegistry {
        let app = Simulation.current.application
        if let r = AssociatedObjects.get(app, key: key) as? SystemSoundRegistry { return r }
        let r = SystemSoundRegistry()
        AssociatedObjects.set(app, key: key, value: r, policy: .retain)
        return r
    }

    func create() -> SystemSoundID {
        let id = next
        next = next == .max ? 4096 : next + 1
        created.insert(id)
        return id
    }
    func dispose(_ id: SystemSoundID) -> Bool { created.remove(id) != nil }
}

/// `AudioServicesCreateSystemSoundID(_:_:)`: a new ID for the sound file at `url` (the file is
/// not read: there is no audio); a URL that is not a file URL is refused with
/// `kAudioServicesSystemSoundUnspecifiedError` and `outID` is left alone.
@discardableResult
public func AudioServicesCreateSystemSoundID(_ inFileURL: URL, _ outSystemSoundID: UnsafeMutablePointer<SystemSoundID>) -> OSStatus {
    guard inFileURL.isFileURL else { return kAudioServicesSystemSoundUnspecifiedError }
    outSystemSoundID.pointee = SystemSoundRegistry.current.create()
    return kAudioServicesNoError
}

/// `AudioServicesDisposeSystemSoundID(_:)`: the ID no longer names a sound
/// (`kAudioServicesBadSpecifierError` for one that did not).
@discardableResult
public func AudioServicesDisposeSystemSoundID(_ inSystemSoundID: SystemSoundID) -> OSStatus {
    SystemSoundRegistry.current.dispose(inSystemSoundID) ? kAudioServicesNoError : kAudioServicesBadSpecifierError
}

/// `AudioServicesPlaySystemSound(_:)`, `AudioServicesPlayAlertSound(_:)`: played (heard, not
/// seen: nothing changes).
public func AudioServicesPlaySystemSound(_ inSystemSoundID: SystemSoundID) {}
public func AudioServicesPlayAlertSound(_ inSystemSoundID: SystemSoundID) {}

/// `AudioServicesPlaySystemSoundWithCompletion(_:_:)` and the alert form: the completion runs
/// on the next turn of the main queue, when the sound has ended (the model's sounds take no
/// time), never during the call.
public func AudioServicesPlaySystemSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    guard let inCompletionBlock else { return }
    Simulation.current.schedule(after: 0, inCompletionBlock)
}
public func AudioServicesPlayAlertSoundWithCompletion(_ inSystemSoundID: SystemSoundID, _ inCompletionBlock: (() -> Void)?) {
    AudioServicesPlaySystemSoundWithCompletion(inSystemSoundID, inCompletionBlock)
}
