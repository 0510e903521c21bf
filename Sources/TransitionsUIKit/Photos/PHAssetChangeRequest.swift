import Foundation
import Transitions

/// `PHChangeRequest`: a change an app asks for inside `PHPhotoLibrary.performChanges`. Made
/// outside such a block, a request is recorded as a rejected call (Photos raises) and does
/// nothing.
public class PHChangeRequest: UIKitNSObject {
    enum Kind {
        case create(Image?, PHAssetMediaType, Date?, TimeInterval)
        case delete(Set<String>)
        case edit(PHAsset, favorite: Bool?, hidden: Bool?)
        case createAlbum(String)
        case addToAlbum(String, () -> [String])
    }
    var kind: Kind
    /// The placeholder of a created object (its identifier once applied).
    var placeholder: PHObjectPlaceholder?

    init(_ kind: Kind) {
        self.kind = kind
        super.init()
        let library = PHPhotoLibrary.shared()
        if library.pending == nil {
            Simulation.current.record(.rejectedCall, "\(type(of: self)) made outside PHPhotoLibrary.performChanges: Photos raises")
        } else {
            library.pending?.append(self)
        }
    }
}

/// `PHObjectPlaceholder`: the object a creation request will make; its `localIdentifier` is
/// known at once (Photos reserves it) and names the object once the change is applied.
public final class PHObjectPlaceholder: UIKitNSObject {
    var identifier: String
    public var localIdentifier: String { identifier }
    init(identifier: String) {
        self.identifier = identifier
        super.init()
    }
}

/// `PHAssetChangeRequest`: creates, deletes or edits assets.
public final class PHAssetChangeRequest: PHChangeRequest {
    /// `placeholderForCreatedAsset`.
    public var placeholderForCreatedAsset: PHObjectPlaceholder? { placeholder }

    /// `creationRequestForAsset(from:)`: a photo of the image.
    public class func creationRequestForAsset(from image: Image) -> PHAssetChangeRequest {
        let request = PHAssetChangeRequest(.create(image, .image, nil, 0))
        request.placeholder = PHObjectPlaceholder(identifier: "pending")
        return request
    }
    /// `creationRequestForAssetFromImage(atFileURL:)`: a photo of the file (nil when there is no
    /// file, as Photos).
    public class func creationRequestForAssetFromImage(atFileURL fileURL: URL) -> PHAssetChangeRequest? {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        let request = PHAssetChangeRequest(.create(Image(size: .zero, name: fileURL.lastPathComponent), .image, nil, 0))
        request.placeholder = PHObjectPlaceholder(identifier: "pending")
        return request
    }
    /// `creationRequestForAssetFromVideo(atFileURL:)`: a video (its length unknown: 0).
    public class func creationRequestForAssetFromVideo(atFileURL fileURL: URL) -> PHAssetChangeRequest? {
        guard FileManager.default.fileExists(atPath: fileURL.path) else { return nil }
        let request = PHAssetChangeRequest(.create(nil, .video, nil, 0))
        request.placeholder = PHObjectPlaceholder(identifier: "pending")
        return request
    }
    /// `deleteAssets(_:)`: the assets go (Photos asks the user, who agrees here).
    public class func deleteAssets(_ assets: any Sequence<PHAsset>) {
        _ = PHAssetChangeRequest(.delete(Set(assets.map(\.localIdentifier))))
    }
    /// `init(for:)`: edits of the asset's properties.
    public convenience init(for asset: PHAsset) {
        self.init(.edit(asset, favorite: nil, hidden: nil))
    }
    override init(_ kind: Kind) { super.init(kind) }

    /// `isFavorite`, `isHidden`, `creationDate` (the edits an app makes).
    public var isFavorite: Bool {
        get { if case .edit(let a, let f, _) = kind { return f ?? a.isFavorite }; return false }
        set { if case .edit(let a, _, let h) = kind { kind = .edit(a, favorite: newValue, hidden: h) } }
    }
    public var isHidden: Bool {
        get { if case .edit(let a, _, let h) = kind { return h ?? a.isHidden }; return false }
        set { if case .edit(let a, let f, _) = kind { kind = .edit(a, favorite: f, hidden: newValue) } }
    }
}

/// `PHAssetCollectionChangeRequest`: creates albums and adds assets to them.
public final class PHAssetCollectionChangeRequest: PHChangeRequest {
    public var placeholderForCreatedAssetCollection: PHObjectPlaceholder { placeholder ?? PHObjectPlaceholder(identifier: "") }
    private var albumIdentifier: String?
    private var added: [String] = []

    /// `creationRequestForAssetCollection(withTitle:)`.
    public class func creationRequestForAssetCollection(withTitle title: String) -> PHAssetCollectionChangeRequest {
        let request = PHAssetCollectionChangeRequest(.createAlbum(title))
        request.placeholder = PHObjectPlaceholder(identifier: "pending")
        return request
    }
    /// `init(for:)`: changes to an album the app made (nil for a smart album, as Photos).
    public convenience init?(for assetCollection: PHAssetCollection) {
        guard assetCollection.assetCollectionType == .album else { return nil }
        let id = assetCollection.localIdentifier
        self.init(.addToAlbum(id, { [] }))
        albumIdentifier = id
        // The assets added by the time the change is applied.
        kind = .addToAlbum(id, { [unowned self] in self.added })
    }
    override init(_ kind: Kind) { super.init(kind) }
    /// `addAssets(_:)`.
    public func addAssets(_ assets: any Sequence<AnyObject>) {
        added += assets.compactMap { ($0 as? PHObject)?.localIdentifier ?? ($0 as? PHObjectPlaceholder)?.localIdentifier }
    }
}
