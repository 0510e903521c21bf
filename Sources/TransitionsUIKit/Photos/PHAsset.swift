import Foundation
import Transitions

/// `PHAssetMediaType` (UIKit's raw values).
public enum PHAssetMediaType: Int, Sendable, Hashable { case unknown = 0, image = 1, video = 2, audio = 3 }

/// `PHAssetMediaSubtype` (stored: the simulated library's photos have none).
public struct PHAssetMediaSubtype: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let photoPanorama = PHAssetMediaSubtype(rawValue: 1 << 0)
    public static let photoHDR = PHAssetMediaSubtype(rawValue: 1 << 1)
    public static let photoScreenshot = PHAssetMediaSubtype(rawValue: 1 << 2)
    public static let photoLive = PHAssetMediaSubtype(rawValue: 1 << 3)
    public static let photoDepthEffect = PHAssetMediaSubtype(rawValue: 1 << 4)
    public static let videoStreamed = PHAssetMediaSubtype(rawValue: 1 << 16)
    public static let videoHighFrameRate = PHAssetMediaSubtype(rawValue: 1 << 17)
    public static let videoTimelapse = PHAssetMediaSubtype(rawValue: 1 << 18)
}

/// `PHObject`: something in the photo library, identified by `localIdentifier`.
open class PHObject: UIKitNSObject {
    /// `localIdentifier`: stable for the library's life (`"<n>/L0/001"`, as Photos spells them).
    public let localIdentifier: String
    init(localIdentifier: String) {
        self.localIdentifier = localIdentifier
        super.init()
    }
    open override func isEqual(_ object: Any?) -> Bool { (object as? PHObject)?.localIdentifier == localIdentifier }
    open override var hash: Int { localIdentifier.hashValue }
}

/// `PHAsset`: a photo or video of the simulated device's library (`PHPhotoLibrary`), fetched
/// with the class methods below. Its pixels are the model's image: a size, no content.
open class PHAsset: PHObject {
    public let mediaType: PHAssetMediaType
    public let mediaSubtypes: PHAssetMediaSubtype
    public let pixelWidth: Int
    public let pixelHeight: Int
    public let creationDate: Date?
    public internal(set) var modificationDate: Date?
    /// `duration`: seconds (0 for a photo).
    public let duration: TimeInterval
    public internal(set) var isFavorite: Bool
    public internal(set) var isHidden = false
    /// `location` (none: the simulated photos carry no place).
    public var location: CLLocation? { nil }
    /// `sourceType` (`.typeUserLibrary`).
    public var sourceType: PHAssetSourceType { .typeUserLibrary }
    /// `burstIdentifier`, `representsBurst` (no bursts).
    public var burstIdentifier: String? { nil }
    public var representsBurst: Bool { false }
    /// The image the library holds (the model's: its size and name).
    let image: Image?

    init(identifier: String, mediaType: PHAssetMediaType, pixelSize: CGSize, creationDate: Date?, duration: TimeInterval, image: Image?) {
        self.mediaType = mediaType
        mediaSubtypes = []
        pixelWidth = Self.pixels(pixelSize.width)
        pixelHeight = Self.pixels(pixelSize.height)
        self.creationDate = creationDate
        modificationDate = creationDate
        self.duration = duration.isFinite ? max(0, duration) : 0
        isFavorite = false
        self.image = image
        super.init(localIdentifier: identifier)
    }

    /// A pixel count from a size component: non-finite or negative is 0, beyond 2³¹ clamps.
    static func pixels(_ v: CGFloat) -> Int {
        guard v.isFinite, v > 0 else { return 0 }
        return Int(min(v.rounded(), CGFloat(Int32.max)))
    }

    /// `fetchAssets(with:)`: every asset the options admit, in the library's order (creation
    /// order) unless the options sort.
    open class func fetchAssets(with options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHPhotoLibrary.shared().fetch(options) { _ in true }
    }
    /// `fetchAssets(with:options:)`: the assets of one media type.
    open class func fetchAssets(with mediaType: PHAssetMediaType, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHPhotoLibrary.shared().fetch(options) { $0.mediaType == mediaType }
    }
    /// `fetchAssets(withLocalIdentifiers:options:)`.
    open class func fetchAssets(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        let wanted = Set(identifiers)
        return PHPhotoLibrary.shared().fetch(options) { wanted.contains($0.localIdentifier) }
    }
    /// `fetchAssets(in:options:)`: the assets of a collection.
    open class func fetchAssets(in collection: PHAssetCollection, options: PHFetchOptions?) -> PHFetchResult<PHAsset> {
        PHPhotoLibrary.shared().fetch(options, collection.admits)
    }
    /// `canPerform(_:)`: every edit a library photo allows.
    open func canPerform(_ editOperation: PHAssetEditOperation) -> Bool { true }
}

/// `PHAssetSourceType`.
public struct PHAssetSourceType: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let typeUserLibrary = PHAssetSourceType(rawValue: 1 << 0)
    public static let typeCloudShared = PHAssetSourceType(rawValue: 1 << 1)
    public static let typeiTunesSynced = PHAssetSourceType(rawValue: 1 << 2)
}

/// `PHAssetEditOperation`.
public enum PHAssetEditOperation: Int, Sendable, Hashable { case delete = 1, content = 2, properties = 3 }

/// `PHCollection`: an album or folder.
open class PHCollection: PHObject {
    /// `localizedTitle`.
    public let localizedTitle: String?
    init(localIdentifier: String, title: String?) {
        localizedTitle = title
        super.init(localIdentifier: localIdentifier)
    }
    open var canContainAssets: Bool { false }
}

/// `PHAssetCollectionType`.
public enum PHAssetCollectionType: Int, Sendable, Hashable { case album = 1, smartAlbum = 2, moment = 3 }

/// `PHAssetCollectionSubtype` (Photos' raw values).
public enum PHAssetCollectionSubtype: Int, Sendable, Hashable {
    case albumRegular = 2, albumSyncedEvent = 3, albumSyncedFaces = 4, albumSyncedAlbum = 5, albumImported = 6
    case albumMyPhotoStream = 100, albumCloudShared = 101
    case smartAlbumGeneric = 200, smartAlbumPanoramas = 201, smartAlbumVideos = 202, smartAlbumFavorites = 203
    case smartAlbumTimelapses = 204, smartAlbumAllHidden = 205, smartAlbumRecentlyAdded = 206, smartAlbumBursts = 207
    case smartAlbumSlomoVideos = 208, smartAlbumUserLibrary = 209, smartAlbumSelfPortraits = 210, smartAlbumScreenshots = 211
    case smartAlbumDepthEffect = 212, smartAlbumLivePhotos = 213, smartAlbumAnimated = 214, smartAlbumLongExposures = 215
    case smartAlbumUnableToUpload = 216, smartAlbumRAW = 217, smartAlbumCinematic = 218
    case any = 9_223_372_036_854_775_807
}

/// `PHAssetCollection`: an album. The simulated library has the smart albums Recents (every
/// visible asset), Favorites, Videos, Recently Added and Hidden, and the albums an app creates.
open class PHAssetCollection: PHCollection {
    public let assetCollectionType: PHAssetCollectionType
    public let assetCollectionSubtype: PHAssetCollectionSubtype
    /// Which assets the collection holds.
    let admits: (PHAsset) -> Bool

    init(identifier: String, title: String, type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype, admits: @escaping (PHAsset) -> Bool) {
        assetCollectionType = type
        assetCollectionSubtype = subtype
        self.admits = admits
        super.init(localIdentifier: identifier, title: title)
    }
    open override var canContainAssets: Bool { true }
    /// `estimatedAssetCount`: exact here.
    open var estimatedAssetCount: Int { PHPhotoLibrary.shared().assets.filter(admits).count }
    /// `startDate`, `endDate` (of the assets' creation dates).
    open var startDate: Date? { PHPhotoLibrary.shared().assets.filter(admits).compactMap(\.creationDate).min() }
    open var endDate: Date? { PHPhotoLibrary.shared().assets.filter(admits).compactMap(\.creationDate).max() }

    /// `fetchAssetCollections(with:subtype:options:)`: the library's collections of the type
    /// and subtype (`.any` matches every subtype).
    open class func fetchAssetCollections(
        with type: PHAssetCollectionType, subtype: PHAssetCollectionSubtype, options: PHFetchOptions?
    ) -> PHFetchResult<PHAssetCollection> {
        let library = PHPhotoLibrary.shared()
        let found = library.collections.filter {
            $0.assetCollectionType == type && (subtype == .any || $0.assetCollectionSubtype == subtype) && options?.predicate?.evaluate(with: $0) != false
        }
        let limit = (options?.fetchLimit ?? 0) > 0 ? options!.fetchLimit : Int.max  // 0: no limit
        return PHFetchResult(library.authorized ? Array(found.prefix(limit)) : [])
    }
    /// `fetchAssetCollections(withLocalIdentifiers:options:)`.
    open class func fetchAssetCollections(withLocalIdentifiers identifiers: [String], options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> {
        let library = PHPhotoLibrary.shared()
        return PHFetchResult(library.authorized ? library.collections.filter { identifiers.contains($0.localIdentifier) } : [])
    }
    /// `fetchAssetCollectionsContaining(_:with:options:)`.
    open class func fetchAssetCollectionsContaining(_ asset: PHAsset, with type: PHAssetCollectionType, options: PHFetchOptions?) -> PHFetchResult<PHAssetCollection> {
        let library = PHPhotoLibrary.shared()
        return PHFetchResult(library.authorized ? library.collections.filter { $0.assetCollectionType == type && $0.admits(asset) } : [])
    }
}
