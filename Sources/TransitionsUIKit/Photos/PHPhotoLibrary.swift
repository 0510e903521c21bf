import Foundation
import Transitions

/// `PHAuthorizationStatus` (Photos' raw values).
public enum PHAuthorizationStatus: Int, Sendable, Hashable { case notDetermined = 0, restricted = 1, denied = 2, authorized = 3, limited = 4 }

/// `PHAccessLevel`.
public enum PHAccessLevel: Int, Sendable, Hashable { case addOnly = 1, readWrite = 2 }

/// `PHPhotoLibraryChangeObserver`.
public protocol PHPhotoLibraryChangeObserver: AnyObject {
    func photoLibraryDidChange(_ changeInstance: PHChange)
}

/// `PHPhotoLibraryAvailabilityObserver` (the library never becomes unavailable here).
public protocol PHPhotoLibraryAvailabilityObserver: AnyObject {
    func photoLibraryDidBecomeUnavailable(_ photoLibrary: PHPhotoLibrary)
}

/// `PHPhotoLibrary`: the simulated device's photo library, one per simulation. It starts empty
/// with authorization not determined, as a fresh Simulator's privacy settings: an app asks
/// (`requestAuthorization`), and the simulated user's answer is `simulatedAuthorizationAnswer`
/// (authorized unless a test says otherwise). The answer arrives on a later turn of the main queue
/// (Photos calls the handler on a queue of its own; apps hop to the main one). Without
/// authorization, fetches find nothing and changes fail, as on iOS.
///
/// Photos get into the library the way apps put them there — `performChanges` with
/// `PHAssetChangeRequest.creationRequestForAsset(from:)`, `UIImageWriteToSavedPhotosAlbum` — or,
/// for a test that stands for a library the user already has, `addSimulatedAsset(_:…)` (dragging
/// photos onto the Simulator). Changes are applied on a later turn; then registered observers
/// hear `photoLibraryDidChange(_:)` and the completion handler runs.
public final class PHPhotoLibrary: UIKitNSObject {
    /// The library's assets, in the order they were added (the "Recents" order).
    private(set) var assets: [PHAsset] = []
    /// Albums the app created (`PHAssetCollectionChangeRequest`), after the smart albums.
    private var userAlbums: [PHAssetCollection] = []
    private var albumContents: [String: [String]] = [:]
    private var status: PHAuthorizationStatus = .notDetermined
    private var observers: [WeakObserver] = []
    private var nextIdentifier = 1
    private let simulation: Simulation

    /// What the simulated user answers when the app asks for access (`.authorized` unless set).
    public var simulatedAuthorizationAnswer: PHAuthorizationStatus = .authorized

    private struct WeakObserver { weak var observer: (any PHPhotoLibraryChangeObserver)? }

    private init(simulation: Simulation) {
        self.simulation = simulation
        super.init()
    }

    nonisolated(unsafe) private static let sharedKey = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))

    /// `shared()`: the current simulation's library.
    public class func shared() -> PHPhotoLibrary {
        let sim = Simulation.current
        return AssociatedObjects.value(of: sim, key: sharedKey) { PHPhotoLibrary(simulation: sim) }
    }

    // MARK: Authorization

    /// `authorizationStatus()` / `authorizationStatus(for:)`.
    public class func authorizationStatus() -> PHAuthorizationStatus { shared().status }
    public class func authorizationStatus(for accessLevel: PHAccessLevel) -> PHAuthorizationStatus { shared().status }

    /// `requestAuthorization(_:)`: asks once (the simulated user's answer); later calls hear the
    /// status already decided. The handler runs on a later turn.
    public class func requestAuthorization(_ handler: @escaping (PHAuthorizationStatus) -> Void) {
        let library = shared()
        if library.status == .notDetermined { library.status = library.simulatedAuthorizationAnswer }
        let status = library.status
        _ = library.simulation.schedule { handler(status) }
    }
    public class func requestAuthorization(for accessLevel: PHAccessLevel, handler: @escaping (PHAuthorizationStatus) -> Void) {
        requestAuthorization(handler)
    }
    /// `requestAuthorization(for:) async`.
    public class func requestAuthorization(for accessLevel: PHAccessLevel) async -> PHAuthorizationStatus {
        let library = shared()
        if library.status == .notDetermined { library.status = library.simulatedAuthorizationAnswer }
        return library.status
    }

    var authorized: Bool { status == .authorized || status == .limited }

    // MARK: Observers

    /// `register(_:)`: the observer (held weakly) hears every change.
    public func register(_ observer: any PHPhotoLibraryChangeObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
        observers.append(WeakObserver(observer: observer))
    }
    public func unregisterChangeObserver(_ observer: any PHPhotoLibraryChangeObserver) {
        observers.removeAll { $0.observer == nil || $0.observer === observer }
    }
    public func register(_ observer: any PHPhotoLibraryAvailabilityObserver) {}
    public func unregisterAvailabilityObserver(_ observer: any PHPhotoLibraryAvailabilityObserver) {}

    // MARK: Changes

    /// The change requests of the `performChanges` block running now.
    var pending: [PHChangeRequest]?

    /// `performChanges(_:completionHandler:)`: runs the block (which makes change requests) now,
    /// applies the requests on a later turn, tells the observers, then the handler (false with an
    /// error when access is denied or a request is invalid).
    public func performChanges(_ changeBlock: @escaping () -> Void, completionHandler: ((Bool, (any Error)?) -> Void)? = nil) {
        let requests = collect(changeBlock)
        _ = simulation.schedule {
            let outcome = Result { try self.apply(requests) }
            switch outcome {
            case .success: completionHandler?(true, nil)
            case .failure(let error): completionHandler?(false, error)
            }
        }
    }
    /// `performChangesAndWait(_:)`: as `performChanges`, applied before it returns.
    public func performChangesAndWait(_ changeBlock: @escaping () -> Void) throws {
        try apply(collect(changeBlock))
    }
    /// `performChanges(_:) async throws`.
    public func performChanges(_ changeBlock: @escaping () -> Void) async throws {
        try apply(collect(changeBlock))
    }

    private func collect(_ block: () -> Void) -> [PHChangeRequest] {
        let outer = pending
        pending = []
        block()
        let made = pending ?? []
        pending = outer
        return made
    }

    /// The error Photos reports for a change the library refuses.
    public static let errorDomain = "PHPhotosErrorDomain"

    private func apply(_ requests: [PHChangeRequest]) throws {
        // A change before the app asked prompts the user, as Photos does.
        if status == .notDetermined { status = simulatedAuthorizationAnswer }
        guard authorized else {
            throw NSError(domain: Self.errorDomain, code: 3311, userInfo: [NSLocalizedDescriptionKey: "Access to the photo library is \(status)"])
        }
        var changed: Set<String> = []
        for request in requests {
            switch request.kind {
            case .create(let image, let mediaType, let date, let duration):
                let asset = makeAsset(image, mediaType: mediaType, creationDate: date, duration: duration)
                request.placeholder?.identifier = asset.localIdentifier
                assets.append(asset)
            case .delete(let identifiers):
                assets.removeAll { identifiers.contains($0.localIdentifier) }
                for key in albumContents.keys { albumContents[key]?.removeAll { identifiers.contains($0) } }
            case .edit(let asset, let favorite, let hidden):
                if let favorite { asset.isFavorite = favorite }
                if let hidden { asset.isHidden = hidden }
                asset.modificationDate = Date()
                changed.insert(asset.localIdentifier)
            case .createAlbum(let title):
                let id = "\(nextIdentifier)/L0/040"
                nextIdentifier += 1
                request.placeholder?.identifier = id
                albumContents[id] = []
                userAlbums.append(PHAssetCollection(identifier: id, title: title, type: .album, subtype: .albumRegular) { [weak self] asset in
                    self?.albumContents[id]?.contains(asset.localIdentifier) == true
                })
            case .addToAlbum(let id, let members):
                guard albumContents[id] != nil else {
                    throw NSError(domain: Self.errorDomain, code: 3300, userInfo: [NSLocalizedDescriptionKey: "No album \(id)"])
                }
                albumContents[id]? += members()
                changed.insert(id)
            }
        }
        let change = PHChange(changed: changed)
        for entry in observers { entry.observer?.photoLibraryDidChange(change) }
    }

    private func makeAsset(_ image: Image?, mediaType: PHAssetMediaType, creationDate: Date?, duration: TimeInterval) -> PHAsset {
        let id = "\(nextIdentifier)/L0/001"
        nextIdentifier += 1
        let scale = image.map { $0.scale.isFinite && $0.scale > 0 ? $0.scale : 1 } ?? 1
        let size = image.map { CGSize(width: $0.size.width * scale, height: $0.size.height * scale) } ?? CGSize(width: 1920, height: 1080)
        return PHAsset(identifier: id, mediaType: mediaType, pixelSize: size, creationDate: creationDate ?? Date(), duration: duration, image: image)
    }

    /// Puts a photo (or, with `mediaType: .video`, a video of `duration` seconds) in the library
    /// at once, as a test that stands for the user's existing library does (not an app's API:
    /// apps use `performChanges`). Observers hear the change on a later turn.
    @discardableResult
    public func addSimulatedAsset(_ image: Image, creationDate: Date? = nil, mediaType: PHAssetMediaType = .image, duration: TimeInterval = 0) -> PHAsset {
        let asset = makeAsset(image, mediaType: mediaType, creationDate: creationDate, duration: duration)
        assets.append(asset)
        _ = simulation.schedule { [self] in
            let change = PHChange(changed: [])
            for entry in observers { entry.observer?.photoLibraryDidChange(change) }
        }
        return asset
    }

    // MARK: Fetching

    /// The smart albums, then the app's albums.
    var collections: [PHAssetCollection] {
        smartAlbums + userAlbums
    }
    private lazy var smartAlbums: [PHAssetCollection] = [
        PHAssetCollection(identifier: "0/L0/040/recents", title: "Recents", type: .smartAlbum, subtype: .smartAlbumUserLibrary) { !$0.isHidden },
        PHAssetCollection(identifier: "0/L0/040/favorites", title: "Favorites", type: .smartAlbum, subtype: .smartAlbumFavorites) { $0.isFavorite && !$0.isHidden },
        PHAssetCollection(identifier: "0/L0/040/videos", title: "Videos", type: .smartAlbum, subtype: .smartAlbumVideos) { $0.mediaType == .video && !$0.isHidden },
        PHAssetCollection(identifier: "0/L0/040/recent", title: "Recently Added", type: .smartAlbum, subtype: .smartAlbumRecentlyAdded) { !$0.isHidden },
        PHAssetCollection(identifier: "0/L0/040/hidden", title: "Hidden", type: .smartAlbum, subtype: .smartAlbumAllHidden) { $0.isHidden },
    ]

    /// The assets `admits` accepts, hidden ones only when asked, sorted and limited by the options.
    func fetch(_ options: PHFetchOptions?, _ admits: @escaping (PHAsset) -> Bool) -> PHFetchResult<PHAsset> {
        let refetch = { [weak self] in self?.fetch(options, admits) ?? PHFetchResult([]) }
        guard authorized else { return PHFetchResult([], refetch: refetch) }
        var found = assets.filter {
            admits($0) && (!$0.isHidden || options?.includeHiddenAssets == true) && options?.predicate?.evaluate(with: $0) != false
        }
        for descriptor in (options?.sortDescriptors ?? []).reversed() {
            guard let key = descriptor.sortKey, let order = Self.order(key) else { continue }
            let ascending = descriptor.ascending
            found = found.enumerated().sorted { a, b in
                let r = order(a.element, b.element)
                if r != .orderedSame { return (r == .orderedAscending) == ascending }
                return a.offset < b.offset
            }.map(\.element)
        }
        if let limit = options?.fetchLimit, limit > 0 { found = Array(found.prefix(limit)) }
        return PHFetchResult(found, refetch: refetch)
    }

    private static func order(_ key: String) -> ((PHAsset, PHAsset) -> ComparisonResult)? {
        func compare<T: Comparable>(_ a: T, _ b: T) -> ComparisonResult { a < b ? .orderedAscending : a > b ? .orderedDescending : .orderedSame }
        switch key {
        case "creationDate": return { compare($0.creationDate ?? .distantPast, $1.creationDate ?? .distantPast) }
        case "modificationDate": return { compare($0.modificationDate ?? .distantPast, $1.modificationDate ?? .distantPast) }
        case "pixelWidth": return { compare($0.pixelWidth, $1.pixelWidth) }
        case "pixelHeight": return { compare($0.pixelHeight, $1.pixelHeight) }
        case "duration": return { compare($0.duration, $1.duration) }
        case "localIdentifier": return { compare($0.localIdentifier, $1.localIdentifier) }
        default: return nil
        }
    }
}
