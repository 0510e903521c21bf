import Foundation

/// `UTType` (UniformTypeIdentifiers): a uniform type identifier, for the places transition code
/// names one (an image picker's `mediaTypes`, a pasteboard's types). The common types, their
/// preferred file extensions and the conformance between them (`public.png` is an image, an
/// image is data); a type the table does not know conforms only to itself.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// `identifier`.
    public let identifier: String
    /// `preferredFilenameExtension`.
    public let preferredFilenameExtension: String?
    private let parents: [String]

    private init(_ identifier: String, _ fileExtension: String?, _ parents: [String]) {
        self.identifier = identifier
        self.preferredFilenameExtension = fileExtension
        self.parents = parents
    }

    public static let item = UTType("public.item", nil, [])
    public static let content = UTType("public.content", nil, ["public.item"])
    public static let data = UTType("public.data", nil, ["public.item"])
    public static let text = UTType("public.text", nil, ["public.data", "public.content"])
    public static let plainText = UTType("public.plain-text", "txt", ["public.text"])
    public static let utf8PlainText = UTType("public.utf8-plain-text", "txt", ["public.plain-text"])
    public static let url = UTType("public.url", nil, ["public.data"])
    public static let json = UTType("public.json", "json", ["public.text"])
    public static let pdf = UTType("com.adobe.pdf", "pdf", ["public.data", "public.content"])
    public static let image = UTType("public.image", nil, ["public.data", "public.content"])
    public static let jpeg = UTType("public.jpeg", "jpeg", ["public.image"])
    public static let png = UTType("public.png", "png", ["public.image"])
    public static let gif = UTType("com.compuserve.gif", "gif", ["public.image"])
    public static let heic = UTType("public.heic", "heic", ["public.image"])
    public static let livePhoto = UTType("com.apple.live-photo", nil, ["public.content"])
    public static let audiovisualContent = UTType("public.audiovisual-content", nil, ["public.data", "public.content"])
    public static let movie = UTType("public.movie", nil, ["public.audiovisual-content"])
    public static let video = UTType("public.video", nil, ["public.movie"])
    public static let quickTimeMovie = UTType("com.apple.quicktime-movie", "mov", ["public.movie"])
    public static let mpeg4Movie = UTType("public.mpeg-4", "mp4", ["public.movie"])
    public static let audio = UTType("public.audio", nil, ["public.audiovisual-content"])

    private static let known: [UTType] = [
        item, content, data, text, plainText, utf8PlainText, url, json, pdf, image, jpeg, png, gif, heic, livePhoto,
        audiovisualContent, movie, video, quickTimeMovie, mpeg4Movie, audio,
    ]

    /// `init(_:)`: the type with this identifier (a known one with its extension and parents;
    /// nil for an empty string).
    public init?(_ identifier: String) {
        guard !identifier.isEmpty else { return nil }
        self = Self.known.first { $0.identifier == identifier } ?? UTType(identifier, nil, [])
    }
    /// `init(filenameExtension:)`: the known type whose preferred extension this is (case
    /// ignored; `jpg` is JPEG), nil otherwise.
    public init?(filenameExtension: String) {
        let e = filenameExtension.lowercased() == "jpg" ? "jpeg" : filenameExtension.lowercased()
        guard let t = Self.known.first(where: { $0.preferredFilenameExtension == e }) else { return nil }
        self = t
    }

    /// The identifiers this type conforms to, itself first.
    private var lineage: [String] {
        var out = [identifier], queue = parents
        while let next = queue.first {
            queue.removeFirst()
            guard !out.contains(next) else { continue }
            out.append(next)
            queue += Self.known.first { $0.identifier == next }?.parents ?? []
        }
        return out
    }
    /// `conforms(to:)`: the type is `other` or descends from it.
    public func conforms(to other: UTType) -> Bool { lineage.contains(other.identifier) }
    /// `isSubtype(of:)`, `isSupertype(of:)`.
    public func isSubtype(of other: UTType) -> Bool { self != other && conforms(to: other) }
    public func isSupertype(of other: UTType) -> Bool { other.isSubtype(of: self) }
    /// `supertypes`.
    public var supertypes: Set<UTType> { Set(lineage.dropFirst().compactMap { UTType($0) }) }
    public var description: String { identifier }
    public static func == (a: UTType, b: UTType) -> Bool { a.identifier == b.identifier }
    public func hash(into h: inout Hasher) { h.combine(identifier) }
}

/// `kUTTypeImage` and its neighbours (MobileCoreServices, before UniformTypeIdentifiers): the
/// identifiers as strings (`kUTTypeImage as String` is what code does with them).
public let kUTTypeImage = UTType.image.identifier
public let kUTTypeMovie = UTType.movie.identifier
public let kUTTypeVideo = UTType.video.identifier
public let kUTTypeJPEG = UTType.jpeg.identifier
public let kUTTypePNG = UTType.png.identifier
public let kUTTypeGIF = UTType.gif.identifier
public let kUTTypePlainText = UTType.plainText.identifier
public let kUTTypeUTF8PlainText = UTType.utf8PlainText.identifier
public let kUTTypeText = UTType.text.identifier
public let kUTTypeURL = UTType.url.identifier
public let kUTTypePDF = UTType.pdf.identifier
public let kUTTypeData = UTType.data.identifier
public let kUTTypeItem = UTType.item.identifier
public let kUTTypeQuickTimeMovie = UTType.quickTimeMovie.identifier
public let kUTTypeMPEG4 = UTType.mpeg4Movie.identifier
public let kUTTypeLivePhoto = UTType.livePhoto.identifier
