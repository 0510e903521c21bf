import Foundation

/// `CIContext` (Core Image): renders images into bitmaps. The model's bitmaps are dimensions
/// (`CGImage`), so rendering gives a bitmap of the rectangle asked for.
public final class CIContext: @unchecked Sendable {
    /// `init()`, `init(options:)` (the options are stored: they choose a renderer).
    public let options: [CIContextOption: Any]
    public init(options: [CIContextOption: Any]? = nil) { self.options = options ?? [:] }

    /// `createCGImage(_:from:)`: a bitmap of
    /// `rect` (pixels; rounded out, as Core Image renders whole pixels; outside the image it is
    /// transparent). Nil for an empty or unbounded rectangle — Core Image cannot render the
    /// infinite plane of a clamped image without a crop.
    public func createCGImage(_ image: CIImage, from rect: CGRect) -> CGImage? {
        let r = CIImage.finite(rect).integral
        guard !r.isNull, !r.isInfinite, !r.isEmpty, r.width < Double(Int32.max), r.height < Double(Int32.max) else { return nil }
        return CGImage(width: Int(r.width), height: Int(r.height))
    }
}

/// `CIContextOption` (stored).
public struct CIContextOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let useSoftwareRenderer = CIContextOption(rawValue: "kCIContextUseSoftwareRenderer")
    public static let workingColorSpace = CIContextOption(rawValue: "kCIContextWorkingColorSpace")
    public static let outputColorSpace = CIContextOption(rawValue: "kCIContextOutputColorSpace")
    public static let priorityRequestLow = CIContextOption(rawValue: "kCIContextPriorityRequestLow")
    public static let cacheIntermediates = CIContextOption(rawValue: "kCIContextCacheIntermediates")
}
