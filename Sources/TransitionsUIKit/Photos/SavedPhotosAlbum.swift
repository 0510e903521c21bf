import Foundation
import Transitions

/// `UIImageWriteToSavedPhotosAlbum(_:_:_:_:)`: adds the image to the simulated photo library
/// (`PHPhotoLibrary`; the first save asks the user for access, as iOS does), then, on a later
/// turn, sends `completionSelector` — `image(_:didFinishSavingWithError:contextInfo:)` — to
/// `completionTarget` with the image, nil or the error (access denied), and `contextInfo`.
public func UIImageWriteToSavedPhotosAlbum(
    _ image: Image, _ completionTarget: Any?, _ completionSelector: TypedSelector?, _ contextInfo: UnsafeMutableRawPointer?
) {
    let library = PHPhotoLibrary.shared()
    let target = targetObject(completionTarget)
    library.performChanges({ _ = PHAssetChangeRequest.creationRequestForAsset(from: image) }) { _, error in
        guard let target, let completionSelector else { return }
        completionSelector.invoke(on: target, with: image, error, contextInfo)
    }
}

/// `UISaveVideoAtPathToSavedPhotosAlbum(_:_:_:_:)`: as for an image, with the video's path
/// (`video(_:didFinishSavingWithError:contextInfo:)`); a path with no file fails with an error.
public func UISaveVideoAtPathToSavedPhotosAlbum(
    _ videoPath: String, _ completionTarget: Any?, _ completionSelector: TypedSelector?, _ contextInfo: UnsafeMutableRawPointer?
) {
    let library = PHPhotoLibrary.shared()
    let target = targetObject(completionTarget)
    let url = URL(fileURLWithPath: videoPath)
    library.performChanges({ _ = PHAssetChangeRequest.creationRequestForAssetFromVideo(atFileURL: url) }) { _, error in
        let missing = FileManager.default.fileExists(atPath: videoPath)
            ? nil : NSError(domain: PHPhotoLibrary.errorDomain, code: 3302, userInfo: [NSLocalizedDescriptionKey: "No video at \(videoPath)"])
        guard let target, let completionSelector else { return }
        completionSelector.invoke(on: target, with: videoPath, error ?? missing, contextInfo)
    }
}

/// `UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(_:)`: a file that exists.
public func UIVideoAtPathIsCompatibleWithSavedPhotosAlbum(_ videoPath: String) -> Bool {
    FileManager.default.fileExists(atPath: videoPath)
}
