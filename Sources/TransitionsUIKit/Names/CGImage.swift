import Foundation
import Transitions

/// `CGImage`: a bitmap's dimensions (in pixels). There are no pixels in the model: an image's
/// `cgImage` has its size times its scale, and an image made from one has that size divided by
/// the scale, so code that sizes views or layers from images (`layer.contents = image.cgImage`,
/// a crop for a zoom transition) keeps its geometry.
public final class CGImage: @unchecked Sendable {
    public let width: Int
    public let height: Int
    public init(width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
    }
    /// `bitsPerComponent`, `bitsPerPixel`, `bytesPerRow` (8-bit RGBA, as a decoded image has).
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var bytesPerRow: Int { width * 4 }
    /// `cropping(to:)`: the part of the image inside `rect` (pixels; rounded out, as Core Graphics
    /// does), nil when it is empty or not finite.
    public func cropping(to rect: CGRect) -> CGImage? {
        let r = rect.standardized.integral.intersection(CGRect(x: 0, y: 0, width: width, height: height))
        guard !r.isNull, !r.isEmpty, r.width.isFinite, r.height.isFinite else { return nil }
        return CGImage(width: Int(r.width), height: Int(r.height))
    }
}

extension Image {
    /// `UIImage.Orientation` (stored: images are not drawn).
    public enum Orientation: Int, Sendable, Hashable { case up, down, left, right, upMirrored, downMirrored, leftMirrored, rightMirrored }

    /// `cgImage`: the image's bitmap dimensions (its size times its scale); nil for an image of
    /// no size (an asset that was not found).
    public var cgImage: CGImage? {
        let w = size.width * scale, h = size.height * scale
        guard w.isFinite, h.isFinite, w >= 1, h >= 1, w < Double(Int32.max), h < Double(Int32.max) else { return nil }
        return CGImage(width: Int(w.rounded()), height: Int(h.rounded()))
    }
    /// `imageOrientation` (`.up`: the model keeps none).
    public var imageOrientation: Orientation { .up }

    /// `init(cgImage:)`: an image of the bitmap's size (two initialisers, as UIKit's, so
    /// `cgImage.map(UIImage.init)` finds the one-argument one).
    public convenience init(cgImage: CGImage) { self.init(cgImage: cgImage, scale: 1, orientation: .up) }
    /// `init(cgImage:scale:orientation:)`: an image of the bitmap's size in points (pixels divided
    /// by `scale`; a scale that is not positive and finite is taken as 1).
    public convenience init(cgImage: CGImage, scale: CGFloat, orientation: Orientation) {
        let s = scale > 0 && scale.isFinite ? scale : 1
        self.init(size: CGSize(width: CGFloat(cgImage.width) / s, height: CGFloat(cgImage.height) / s), name: nil, scale: s)
    }
}
