import Foundation
import Transitions

/// `CIImage` (Core Image): a recipe for an image over a region of the plane, its `extent`.
/// There are no pixels in the model, so what is modelled is that region — what transition code
/// depends on when it blurs a snapshot, crops the result to the snapshot's rectangle and turns
/// it back into a `UIImage` for an image view of the right size. Extents are in pixels, with
/// Core Image's origin at the bottom left (the model never flips: geometry only).
///
/// An image made from a bitmap covers `(0, 0, width, height)`; a colour (`init(color:)`) and a
/// clamped image (`clampedToExtent()`) cover the whole plane, `CGRect.infinite`; cropping
/// intersects, transforming maps the extent through the transform (an infinite extent stays
/// infinite), compositing covers both images. Filters (`CIFilter`) say what their output covers.
public final class CIImage: @unchecked Sendable, CustomStringConvertible {
    /// `extent`: the region the image covers (`.infinite` for one that covers the plane; empty
    /// for `CIImage.empty()`).
    public let extent: CGRect
    /// `cgImage`: the bitmap the image was made from, nil for one made any other way.
    public let cgImage: CGImage?

    init(extent: CGRect, cgImage: CGImage? = nil) {
        self.extent = CIImage.finite(extent)
        self.cgImage = cgImage
    }

    /// A region with a non-finite edge (a NaN or overflowed computation) covers the plane; a
    /// null region stays null. Never a NaN extent.
    static func finite(_ r: CGRect) -> CGRect {
        if r.isNull || r.isInfinite { return r }
        let edges = [r.minX, r.minY, r.maxX, r.maxY]
        if edges.contains(where: \.isNaN) { return .null }
        return edges.allSatisfy(\.isFinite) ? r.standardized : .infinite
    }

    /// `init(cgImage:)`, `init(cgImage:options:)`: covers the bitmap, `(0, 0, width, height)`.
    public convenience init(cgImage: CGImage, options: [CIImageOption: Any]? = nil) {
        self.init(extent: CGRect(x: 0, y: 0, width: cgImage.width, height: cgImage.height), cgImage: cgImage)
    }
    /// `init(image:)`, `init(image:options:)`: the image's bitmap (its size times its scale); nil
    /// for an image with none (an asset not found, of size zero), as Core Image answers.
    public convenience init?(image: Image, options: [CIImageOption: Any]? = nil) {
        guard let bitmap = image.cgImage else { return nil }
        self.init(cgImage: bitmap)
    }
    /// `init(color:)`: the colour over the whole plane.
    public convenience init(color: CIColor) { self.init(extent: .infinite) }
    /// `empty()`: an image that covers nothing.
    public static func empty() -> CIImage { CIImage(extent: .null) }

    /// `cropped(to:)`: the part inside `rect` (empty when they do not meet).
    public func cropped(to rect: CGRect) -> CIImage {
        CIImage(extent: extent.intersection(CIImage.finite(rect)))
    }
    /// `transformed(by:)`, `transformed(by:highQualityDownsample:)`: the extent mapped through
    /// `t` (the bounding box of the mapped corners).
    public func transformed(by t: CGAffineTransform) -> CIImage {
        guard !extent.isInfinite, !extent.isNull else { return CIImage(extent: extent) }
        return CIImage(extent: extent.applying(t))
    }
    public func transformed(by t: CGAffineTransform, highQualityDownsample: Bool) -> CIImage { transformed(by: t) }
    /// `clampedToExtent()`, `clamped(to:)`: the edge pixels repeat outward over the whole plane.
    public func clampedToExtent() -> CIImage { CIImage(extent: extent.isNull ? .null : .infinite) }
    public func clamped(to rect: CGRect) -> CIImage { cropped(to: rect).clampedToExtent() }
    /// `composited(over:)`: this image over `destination`, covering both.
    public func composited(over destination: CIImage) -> CIImage {
        CIImage(extent: extent.union(destination.extent))
    }
    /// `applyingFilter(_:parameters:)`, `applyingFilter(_:)`: the named filter with this image
    /// as its input image; an empty image when Core Image has no such filter (the model's list:
    /// `CIFilter`).
    public func applyingFilter(_ filterName: String, parameters: [String: Any] = [:]) -> CIImage {
        guard let filter = CIFilter(name: filterName, parameters: parameters) else { return .empty() }
        filter.setValue(self, forKey: kCIInputImageKey)
        return filter.outputImage ?? .empty()
    }
    /// `applyingGaussianBlur(sigma:)`: `CIGaussianBlur` with radius `sigma`.
    public func applyingGaussianBlur(sigma: Double) -> CIImage {
        applyingFilter("CIGaussianBlur", parameters: [kCIInputRadiusKey: sigma])
    }

    public var description: String { "<CIImage: extent \(extent)>" }
}

/// `CIImageOption`: options for making an image (stored: colour spaces and orientation are
/// drawing).
public struct CIImageOption: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let colorSpace = CIImageOption(rawValue: "kCIImageColorSpace")
    public static let applyOrientationProperty = CIImageOption(rawValue: "kCIImageApplyOrientationProperty")
    public static let properties = CIImageOption(rawValue: "kCIImageProperties")
}

extension Image {
    /// `UIImage(ciImage:)`, `UIImage(ciImage:scale:orientation:)`: an image of the Core Image
    /// image's extent (pixels divided by the scale); an image that covers the whole plane or
    /// nothing has no size, as UIKit's cannot be drawn.
    public convenience init(ciImage: CIImage, scale: CGFloat = 1, orientation: Orientation = .up) {
        let e = ciImage.extent
        let s = scale.isFinite && scale > 0 ? scale : 1
        let size = e.isNull || e.isInfinite ? CGSize.zero : CGSize(width: e.width / s, height: e.height / s)
        self.init(size: size, scale: s)
    }
}
