import Foundation
import Testing
import TransitionsUIKit

/// A grid of the user's photos, as photo-browser code writes it: asks for access, fetches newest
/// first, requests thumbnails, follows the library's changes.
private final class PhotoGrid: NSObject, PHPhotoLibraryChangeObserver {
    var assets = PHFetchResult<PHAsset>()
    var thumbnails: [(size: CGSize, degraded: Bool)] = []
    var inserted: [Int] = []
    func load() {
        PHPhotoLibrary.requestAuthorization { status in
            guard status == .authorized else { return }
            let options = PHFetchOptions()
            options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
            self.assets = PHAsset.fetchAssets(with: .image, options: options)
            PHPhotoLibrary.shared().register(self)
        }
    }
    func thumbnail(at index: Int) {
        PHImageManager.default().requestImage(for: assets[index], targetSize: CGSize(width: 200, height: 200), contentMode: .aspectFill, options: nil) { image, info in
            guard let image else { return }
            self.thumbnails.append((image.size, info?[PHImageResultIsDegradedKey] as? Bool ?? false))
        }
    }
    func photoLibraryDidChange(_ changeInstance: PHChange) {
        guard let details = changeInstance.changeDetails(for: assets) else { return }
        assets = details.fetchResultAfterChanges
        inserted = details.insertedIndexes.map(Array.init) ?? []
    }
}

/// An editor that saves its result and hears back through the three-argument selector.
private final class Saver: NSObject {
    var saved: [(UIImage, Error?)] = []
    func image(_ image: UIImage, didFinishSavingWithError error: Error?, contextInfo: UnsafeRawPointer) {
        saved.append((image, error))
    }
}

@Suite struct PhotosTests {
    /// Access asked once (the simulated user allows), photos fetched newest first, thumbnails
    /// delivered opportunistically (degraded, then the final aspect-fill size, never larger
    /// than the photo), a new photo reported to the observer as an insertion at the top.
    @Test func aPhotoGridFollowsTheLibrary() throws {
        try withUIKitStage { sim, _ in
            let library = PHPhotoLibrary.shared()
            let day: TimeInterval = 86_400
            library.addSimulatedAsset(UIImage(size: CGSize(width: 4032, height: 3024)), creationDate: Date(timeIntervalSince1970: 10 * day))
            library.addSimulatedAsset(UIImage(size: CGSize(width: 1170, height: 2532)), creationDate: Date(timeIntervalSince1970: 30 * day))
            library.addSimulatedAsset(UIImage(size: CGSize(width: 100, height: 50)), creationDate: Date(timeIntervalSince1970: 20 * day))
            library.addSimulatedAsset(UIImage(size: CGSize(width: 640, height: 360)), creationDate: nil, mediaType: .video, duration: 12)
            #expect(PHPhotoLibrary.authorizationStatus() == .notDetermined)
            #expect(PHAsset.fetchAssets(with: nil).count == 0, "nothing before access")
            let grid = PhotoGrid()
            grid.load()
            try sim.runUntilIdle()
            #expect(PHPhotoLibrary.authorizationStatus() == .authorized)
            #expect(grid.assets.count == 3 && grid.assets.map(\.pixelWidth) == [1170, 100, 4032])

            grid.thumbnail(at: 0)
            grid.thumbnail(at: 1)
            try sim.runUntilIdle()
            // 1170 × 2532 filling 200 × 200: scale 200/1170; 100 × 50 is never enlarged.
            #expect(grid.thumbnails.filter(\.degraded).count == 2)
            let finals = grid.thumbnails.filter { !$0.degraded }.map(\.size)
            #expect(finals == [CGSize(width: 200, height: 433), CGSize(width: 100, height: 50)])

            library.performChanges({
                _ = PHAssetChangeRequest.creationRequestForAsset(from: UIImage(size: CGSize(width: 10, height: 10)))
            })
            try sim.runUntilIdle()
            #expect(grid.inserted == [0] && grid.assets.count == 4 && grid.assets[0].pixelWidth == 10)
            #expect(PHAsset.fetchAssets(with: .video, options: nil).firstObject?.duration == 12)
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }

    /// Requests answer synchronously when asked to, not at all once cancelled, and with an error
    /// for an asset that left the library; a fetch limit and the smart albums.
    @Test func requestsCancellationAndAlbums() throws {
        try withUIKitStage { sim, _ in
            let library = PHPhotoLibrary.shared()
            let a = library.addSimulatedAsset(UIImage(size: CGSize(width: 300, height: 200)))
            let b = library.addSimulatedAsset(UIImage(size: CGSize(width: 30, height: 20)))
            _ = try #require(try? library.performChangesAndWait { PHAssetChangeRequest(for: b).isFavorite = true })
            let options = PHImageRequestOptions()
            options.isSynchronous = true
            options.deliveryMode = .highQualityFormat
            var got: [CGSize] = []
            PHImageManager.default().requestImage(for: a, targetSize: PHImageManagerMaximumSize, contentMode: .aspectFit, options: options) { image, _ in
                got.append(image?.size ?? .zero)
            }
            #expect(got == [CGSize(width: 300, height: 200)], "synchronous: answered before returning")
            let id = PHImageManager.default().requestImage(for: a, targetSize: CGSize(width: 30, height: 30), contentMode: .aspectFit, options: nil) { _, _ in got.append(.zero) }
            PHImageManager.default().cancelImageRequest(id)
            try sim.runUntilIdle()
            #expect(got.count == 1)

            let limited = PHFetchOptions()
            limited.fetchLimit = 1
            #expect(PHAsset.fetchAssets(with: limited).count == 1 && PHAsset.fetchAssets(with: nil).count == 2)
            let favorites = PHAssetCollection.fetchAssetCollections(with: .smartAlbum, subtype: .smartAlbumFavorites, options: nil)
            let favorite = try #require(favorites.firstObject)
            #expect(favorite.localizedTitle == "Favorites" && PHAsset.fetchAssets(in: favorite, options: nil).map(\.localIdentifier) == [b.localIdentifier])

            var live: [Bool] = [], data: [Bool] = []
            PHImageManager.default().requestLivePhoto(for: a, targetSize: .zero, contentMode: .aspectFit, options: PHLivePhotoRequestOptions()) { photo, _ in live.append(photo == nil) }
            PHImageManager.default().requestImageData(for: a, options: nil) { bytes, _, _, info in data.append(bytes == nil && info?[PHImageErrorKey] != nil) }
            try sim.runUntilIdle()
            #expect(live == [true] && data == [true], "no live photos, no encoded data: nil, said")

            try library.performChangesAndWait { PHAssetChangeRequest.deleteAssets([a]) }
            var failure: [Error] = []
            PHImageManager.default().requestImage(for: a, targetSize: .zero, contentMode: .aspectFit, options: options) { image, info in
                if image == nil, let e = info?[PHImageErrorKey] as? Error { failure.append(e) }
            }
            #expect(failure.count == 1)
        }
    }

    /// The user says no: nothing is fetched, changes fail with an error, and a request made
    /// outside `performChanges` is recorded, not applied.
    @Test func deniedAccess() throws {
        try withUIKitStage { sim, _ in
            let library = PHPhotoLibrary.shared()
            library.simulatedAuthorizationAnswer = .denied
            library.addSimulatedAsset(UIImage(size: CGSize(width: 1, height: 1)))
            var answers: [PHAuthorizationStatus] = []
            PHPhotoLibrary.requestAuthorization { answers.append($0) }
            var outcome: (Bool, Error?)?
            library.performChanges({ _ = PHAssetChangeRequest.creationRequestForAsset(from: UIImage()) }) { outcome = ($0, $1) }
            try sim.runUntilIdle()
            #expect(answers == [.denied] && PHAsset.fetchAssets(with: nil).count == 0)
            #expect(outcome?.0 == false && outcome?.1 != nil)
            _ = PHAssetChangeRequest.creationRequestForAsset(from: UIImage())
            #expect(sim.violations.last?.kind == .rejectedCall)
        }
    }

    /// `UIImageWriteToSavedPhotosAlbum` saves, asking for access the first time, and calls back
    /// the three-argument selector with the image, no error and the context pointer (C's NULL
    /// for a non-optional pointer parameter).
    @Test func savingToTheAlbumCallsBack() throws {
        try withUIKitStage { sim, _ in
            let saver = Saver()
            let photo = UIImage(size: CGSize(width: 8, height: 8), name: "edited")
            UIImageWriteToSavedPhotosAlbum(photo, saver, Selector(Saver.image(_:didFinishSavingWithError:contextInfo:), "image:didFinishSavingWithError:contextInfo:"), nil)
            #expect(saver.saved.isEmpty, "on a later turn")
            try sim.runUntilIdle()
            #expect(saver.saved.count == 1 && saver.saved.first?.0 === photo && saver.saved.first?.1 == nil)
            #expect(PHAsset.fetchAssets(with: .image, options: nil).count == 1)
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }
}
