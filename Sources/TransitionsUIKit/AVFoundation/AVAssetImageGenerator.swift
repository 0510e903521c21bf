import Foundation
import Transitions

/// `AVAssetImageGenerator`: a frame of a video as an image — a thumbnail a player or a story
/// shows before playback. The model decodes no media, so there is no frame: each request fails
/// with AVFoundation's "cannot decode" error (`AVError.Code.decodeFailed`, -11821), at once for
/// `copyCGImage(at:actualTime:)` (which throws; `try?` gives nil, as for a file AVFoundation
/// cannot read) and on a later turn for the asynchronous forms. Settings are stored.
open class AVAssetImageGenerator: UIKitNSObject {
    /// `AVAssetImageGenerator.Result`.
    public enum Result: Int, Sendable, Hashable { case succeeded = 0, failed = 1, cancelled = 2 }
    /// `AVAssetImageGenerator.ApertureMode`.
    public struct ApertureMode: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let cleanAperture = ApertureMode(rawValue: "CleanAperture")
        public static let productionAperture = ApertureMode(rawValue: "ProductionAperture")
        public static let encodedPixels = ApertureMode(rawValue: "EncodedPixels")
    }
    /// `AVErrorDomain` and the decode failure's code.
    public static let errorDomain = "AVFoundationErrorDomain"
    public static let decodeFailedCode = -11821

    public let asset: AVAsset
    open var appliesPreferredTrackTransform = false
    open var maximumSize: CGSize = .zero
    open var apertureMode: ApertureMode? = .cleanAperture
    open var requestedTimeToleranceBefore: CMTime = .positiveInfinity
    open var requestedTimeToleranceAfter: CMTime = .positiveInfinity
    private var cancelled = false

    public init(asset: AVAsset) {
        self.asset = asset
        super.init()
    }

    private func failure(at time: CMTime) -> NSError {
        NSError(domain: Self.errorDomain, code: Self.decodeFailedCode, userInfo: [
            NSLocalizedDescriptionKey: "Cannot Decode", NSLocalizedFailureReasonErrorKey: "The simulated device decodes no media (no frame at \(time.seconds) s)",
        ])
    }

    /// `copyCGImage(at:actualTime:)`: throws (no frame to decode).
    open func copyCGImage(at requestedTime: CMTime, actualTime: UnsafeMutablePointer<CMTime>?) throws -> CGImage {
        actualTime?.pointee = .zero
        throw failure(at: requestedTime)
    }

    /// `generateCGImagesAsynchronously(forTimes:completionHandler:)`: each time fails, in order,
    /// on later turns (`.cancelled` after `cancelAllCGImageGeneration()`).
    open func generateCGImagesAsynchronously(
        forTimes requestedTimes: [NSValue], completionHandler handler: @escaping (CMTime, CGImage?, CMTime, Result, (any Error)?) -> Void
    ) {
        cancelled = false
        let times = requestedTimes.map(\.timeValue)
        _ = Simulation.current.schedule { [self] in
            for time in times {
                if cancelled { handler(time, nil, .zero, .cancelled, nil) } else { handler(time, nil, .zero, .failed, failure(at: time)) }
            }
        }
    }

    /// `image(at:) async throws`.
    open func image(at time: CMTime) async throws -> (image: CGImage, actualTime: CMTime) {
        throw failure(at: time)
    }

    /// `generateCGImageAsynchronously(for:completionHandler:)`.
    open func generateCGImageAsynchronously(for requestedTime: CMTime, completionHandler handler: @escaping (CGImage?, CMTime, (any Error)?) -> Void) {
        _ = Simulation.current.schedule { [self] in handler(nil, .zero, failure(at: requestedTime)) }
    }

    /// `cancelAllCGImageGeneration()`.
    open func cancelAllCGImageGeneration() { cancelled = true }
}
