import Foundation
import Transitions

/// `PHImageRequestID`, `PHInvalidImageRequestID`.
public typealias PHImageRequestID = Int32
public let PHInvalidImageRequestID: PHImageRequestID = 0
/// `PHImageManagerMaximumSize`: the asset's full size.
public let PHImageManagerMaximumSize = CGSize(width: -1, height: -1)
/// The keys of a result's info dictionary.
public let PHImageResultIsDegradedKey = "PHImageResultIsDegradedKey"
public let PHImageResultRequestIDKey = "PHImageResultRequestIDKey"
public let PHImageCancelledKey = "PHImageCancelledKey"
public let PHImageErrorKey = "PHImageErrorKey"
public let PHImageResultIsInCloudKey = "PHImageResultIsInCloudKey"

/// `PHImageContentMode`.
public enum PHImageContentMode: Int, Sendable, Hashable {
    case aspectFit = 0, aspectFill = 1
    public static let `default` = PHImageContentMode.aspectFit
}

/// `PHImageRequestOptions`.
open class PHImageRequestOptions: UIKitNSObject {
    /// `PHImageRequestOptionsDeliveryMode`.
    public enum DeliveryMode: Int, Sendable, Hashable { case opportunistic = 0, highQualityFormat = 1, fastFormat = 2 }
    /// `PHImageRequestOptionsResizeMode`.
    public enum ResizeMode: Int, Sendable, Hashable { case none = 0, fast = 1, exact = 2 }
    /// `PHImageRequestOptionsVersion`.
    public enum Version: Int, Sendable, Hashable { case current = 0, unadjusted = 1, original = 2 }
    open var deliveryMode: DeliveryMode = .opportunistic
    open var resizeMode: ResizeMode = .fast
    open var version: Version = .current
    open var isSynchronous = false
    /// `isNetworkAccessAllowed` (the simulated library is all on the device).
    open var isNetworkAccessAllowed = false
    open var normalizedCropRect: CGRect = .zero
    /// `progressHandler` (never called: nothing downloads).
    open var progressHandler: ((Double, (any Error)?, UnsafeMutablePointer<ObjCBool>, [AnyHashable: Any]?) -> Void)?
    public override init() { super.init() }
}
public typealias PHImageRequestOptionsDeliveryMode = PHImageRequestOptions.DeliveryMode
public typealias PHImageRequestOptionsResizeMode = PHImageRequestOptions.ResizeMode
public typealias PHImageRequestOptionsVersion = PHImageRequestOptions.Version

/// `PHVideoRequestOptions`.
open class PHVideoRequestOptions: UIKitNSObject {
    open var isNetworkAccessAllowed = false
    public override init() { super.init() }
}

/// `PHImageManager`: images of the library's assets at the size a cell asks for.
///
/// An image request fits the asset's pixel size into `targetSize` (aspect-fit: inside it;
/// aspect-fill: covering it; never larger than the asset; `PHImageManagerMaximumSize` is the full
/// size) and answers as Photos does: synchronously when the options say so, else on later turns
/// of the main queue — in the opportunistic mode (the default) first a degraded image (a quarter
/// of the size, `PHImageResultIsDegradedKey` true) and then the final one, in the other modes
/// once. `cancelImageRequest(_:)` before an answer stops it. An asset that is no longer in the
/// library (or a denied library) answers nil with an error.
open class PHImageManager: UIKitNSObject {
    private var nextRequest: PHImageRequestID = 1
    private var cancelled: Set<PHImageRequestID> = []

    nonisolated(unsafe) private static let sharedKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// `default()`: the current simulation's manager.
    open class func `default`() -> PHImageManager {
        AssociatedObjects.value(of: Simulation.current, key: sharedKey) { PHImageManager() }
    }
    public override init() { super.init() }

    /// A new request's identifier (wrapping past `Int32.max` to 1; 0 is `PHInvalidImageRequestID`).
    private func newRequest() -> PHImageRequestID {
        let id = nextRequest
        nextRequest = nextRequest == .max ? 1 : nextRequest + 1
        return id
    }

    /// Runs `answer` on a later turn unless request `id` is cancelled by then.
    private func answerLater(_ id: PHImageRequestID, _ answer: @escaping () -> Void) -> PHImageRequestID {
        _ = Simulation.current.schedule { [self] in
            guard !cancelled.contains(id) else { return }
            answer()
        }
        return id
    }

    /// The size (in pixels) of the image an asset of `pixels` gives for a request.
    static func resultSize(_ pixels: CGSize, target: CGSize, mode: PHImageContentMode) -> CGSize {
        guard pixels.width > 0, pixels.height > 0 else { return .zero }
        guard target.width.isFinite, target.height.isFinite, target.width > 0, target.height > 0 else { return pixels }
        let sx = target.width / pixels.width, sy = target.height / pixels.height
        let s = min(1, mode == .aspectFill ? max(sx, sy) : min(sx, sy))
        return CGSize(width: max(1, (pixels.width * s).rounded()), height: max(1, (pixels.height * s).rounded()))
    }

    /// `requestImage(for:targetSize:contentMode:options:resultHandler:)`.
    @discardableResult
    open func requestImage(
        for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?,
        resultHandler: @escaping (Image?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        let id = newRequest()
        let library = PHPhotoLibrary.shared()
        let present = library.authorized && library.assets.contains { $0 === asset }
        let full = Self.resultSize(CGSize(width: asset.pixelWidth, height: asset.pixelHeight), target: targetSize, mode: contentMode)
        let name = asset.image?.name ?? asset.localIdentifier
        func answer(degraded: Bool) {
            guard !cancelled.contains(id) else { return }
            guard present else {
                let error = NSError(domain: PHPhotoLibrary.errorDomain, code: 3201, userInfo: [NSLocalizedDescriptionKey: "The asset is not in the library"])
                return resultHandler(nil, [PHImageResultRequestIDKey: id, PHImageErrorKey: error])
            }
            let size = degraded ? CGSize(width: max(1, (full.width / 4).rounded()), height: max(1, (full.height / 4).rounded())) : full
            resultHandler(Image(size: size, name: name), [PHImageResultRequestIDKey: id, PHImageResultIsDegradedKey: degraded, PHImageResultIsInCloudKey: false])
        }
        let mode = options?.deliveryMode ?? .opportunistic
        if options?.isSynchronous == true {
            answer(degraded: false)
            return id
        }
        let simulation = Simulation.current
        if mode == .opportunistic && present {
            _ = simulation.schedule { answer(degraded: true) }
        }
        _ = simulation.schedule(after: mode == .opportunistic && present ? 0.001 : 0) { answer(degraded: false) }
        return id
    }

    /// `requestImageDataAndOrientation(for:options:resultHandler:)`: no encoded data (the model's
    /// images have no pixels): nil data with an error, on a later turn.
    open func requestImageDataAndOrientation(
        for asset: PHAsset, options: PHImageRequestOptions?,
        resultHandler: @escaping (Data?, String?, Image.Orientation, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        let id = newRequest()
        let error = NSError(domain: PHPhotoLibrary.errorDomain, code: 3300, userInfo: [NSLocalizedDescriptionKey: "The simulated library keeps no encoded image data"])
        return answerLater(id) { resultHandler(nil, nil, .up, [PHImageResultRequestIDKey: id, PHImageErrorKey: error]) }
    }

    /// `requestImageData(for:options:resultHandler:)` (before iOS 13): as
    /// `requestImageDataAndOrientation`, with the orientation as `UIImage.Orientation`.
    @discardableResult
    open func requestImageData(
        for asset: PHAsset, options: PHImageRequestOptions?, resultHandler: @escaping (Data?, String?, Image.Orientation, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        requestImageDataAndOrientation(for: asset, options: options, resultHandler: resultHandler)
    }

    /// `requestLivePhoto(for:targetSize:contentMode:options:resultHandler:)`: the simulated
    /// library's photos are not live: nil, on a later turn.
    @discardableResult
    open func requestLivePhoto(
        for asset: PHAsset, targetSize: CGSize, contentMode: PHImageContentMode, options: PHLivePhotoRequestOptions?,
        resultHandler: @escaping (PHLivePhoto?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        let id = newRequest()
        return answerLater(id) { resultHandler(nil, [PHImageResultRequestIDKey: id]) }
    }

    /// `requestAVAsset(forVideo:options:resultHandler:)`: a file asset for a video, on a later turn.
    @discardableResult
    open func requestAVAsset(
        forVideo asset: PHAsset, options: PHVideoRequestOptions?, resultHandler: @escaping (AVAsset?, AnyObject?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        let id = newRequest()
        let url = URL(fileURLWithPath: "/var/mobile/Media/DCIM/\(asset.localIdentifier.replacingOccurrences(of: "/", with: "_")).MOV")
        return answerLater(id) { resultHandler(asset.mediaType == .video ? AVURLAsset(url: url) : nil, nil, [PHImageResultRequestIDKey: id]) }
    }

    /// `requestPlayerItem(forVideo:options:resultHandler:)`.
    @discardableResult
    open func requestPlayerItem(
        forVideo asset: PHAsset, options: PHVideoRequestOptions?, resultHandler: @escaping (AVPlayerItem?, [AnyHashable: Any]?) -> Void
    ) -> PHImageRequestID {
        requestAVAsset(forVideo: asset, options: options) { avAsset, _, info in resultHandler(avAsset.map { AVPlayerItem(asset: $0) }, info) }
    }

    /// `cancelImageRequest(_:)`: a request not yet answered never is.
    open func cancelImageRequest(_ requestID: PHImageRequestID) { cancelled.insert(requestID) }
}

/// `PHCachingImageManager`: as the manager; caching ahead is accepted (the simulated library
/// answers at once anyway).
open class PHCachingImageManager: PHImageManager {
    open var allowsCachingHighQualityImages = true
    open func startCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    open func stopCachingImages(for assets: [PHAsset], targetSize: CGSize, contentMode: PHImageContentMode, options: PHImageRequestOptions?) {}
    open func stopCachingImagesForAllAssets() {}
}

/// `PHLivePhoto`: a live photo (none in the simulated library; the type exists for the code
/// that asks).
open class PHLivePhoto: UIKitNSObject {
    open var size: CGSize { .zero }
}

/// `PHLivePhotoRequestOptions`.
open class PHLivePhotoRequestOptions: UIKitNSObject {
    open var deliveryMode: PHImageRequestOptions.DeliveryMode = .opportunistic
    open var version: PHImageRequestOptions.Version = .current
    open var isNetworkAccessAllowed = false
    public override init() { super.init() }
}
