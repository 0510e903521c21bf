import Foundation
import Testing
import TransitionsUIKit

/// Core Image as the model has it: images are the regions they cover, filters say what their
/// output covers, a context renders a bitmap of the rectangle asked for. The pipelines are the
/// ones transition code runs on a snapshot before it animates it.
@Suite struct CoreImageTests {
    let snapshot = UIImage(size: CGSize(width: 100, height: 50), scale: 2)

    /// Blur a snapshot, crop the blur back to the snapshot's rectangle, make an image of it: the
    /// image has the snapshot's size; uncropped, the blur has grown by three radii a side.
    @Test func aBlurredSnapshotCroppedToItselfKeepsItsSize() throws {
        let input = try #require(CIImage(image: snapshot))
        #expect(input.extent == CGRect(x: 0, y: 0, width: 200, height: 100) && input.cgImage?.width == 200)
        let blur = try #require(CIFilter(name: "CIGaussianBlur"))
        blur.setValue(input, forKey: kCIInputImageKey)
        blur.setValue(12, forKey: kCIInputRadiusKey)
        let blurred = try #require(blur.value(forKey: kCIOutputImageKey) as? CIImage)
        #expect(blurred.extent == CGRect(x: -36, y: -36, width: 272, height: 172))
        let crop = try #require(CIFilter(name: "CICrop"))
        crop.setValue(blurred, forKey: kCIInputImageKey)
        crop.setValue(CIVector(cgRect: input.extent), forKey: "inputRectangle")
        let cropped = try #require(crop.outputImage)
        #expect(cropped.extent == input.extent)
        let shown = UIImage(ciImage: cropped, scale: 2, orientation: .up)
        #expect(shown.size == snapshot.size && shown.scale == 2)
        // The clamp-blur-crop idiom and the convenience spelling agree.
        let idiom = input.clampedToExtent().applyingGaussianBlur(sigma: 12).cropped(to: input.extent)
        #expect(idiom.extent == input.extent && input.clampedToExtent().extent.isInfinite)
    }

    /// A colour filter keeps the region; rendering it gives a bitmap of the rectangle asked for.
    @Test func colourFiltersAndRendering() throws {
        let input = CIImage(cgImage: try #require(snapshot.cgImage))
        let invert = try #require(CIFilter(name: "CIColorInvert"))
        invert.setDefaults()
        invert.setValue(input, forKey: kCIInputImageKey)
        let context = CIContext(options: nil)
        let inverted = try #require(invert.outputImage)
        let bitmap = try #require(context.createCGImage(inverted, from: input.extent))
        #expect(bitmap.width == 200 && bitmap.height == 100)
        #expect(UIImage(cgImage: bitmap, scale: 2, orientation: .up).size == snapshot.size)
        let controls = try #require(CIFilter(name: "CIColorControls", parameters: [kCIInputImageKey: input, kCIInputSaturationKey: 0]))
        #expect(controls.outputImage?.extent == input.extent)
        // A colour over the plane, composited under the image and cropped: a backdrop.
        let backdrop = CIImage(color: CIColor(color: .black)).cropped(to: CGRect(x: 0, y: 0, width: 300, height: 300))
        let over = try #require(CIFilter(name: "CISourceOverCompositing"))
        over.setValue(input, forKey: kCIInputImageKey)
        over.setValue(backdrop, forKey: kCIInputBackgroundImageKey)
        #expect(over.outputImage?.extent == CGRect(x: 0, y: 0, width: 300, height: 300))
        let moved = input.transformed(by: CGAffineTransform(translationX: 10, y: 5).scaledBy(x: 0.5, y: 0.5))
        #expect(moved.extent == CGRect(x: 10, y: 5, width: 100, height: 50))
        let scaled = input.applyingFilter("CILanczosScaleTransform", parameters: [kCIInputScaleKey: 0.5, kCIInputAspectRatioKey: 1])
        #expect(scaled.extent.size == CGSize(width: 100, height: 50))
    }

    /// Bad input: an unknown filter is nil, a filter without its input image has no output, a
    /// radius that is not a finite non-negative number reads as the default (10), an unbounded
    /// or empty rectangle renders nothing, an image with no bitmap makes no Core Image image;
    /// never a NaN extent.
    @Test func badInputIsNeverANaN() throws {
        #expect(CIFilter(name: "CINoSuchFilter") == nil && CIFilter(name: "") == nil)
        let input = CIImage(cgImage: CGImage(width: 10, height: 10))
        let blur = try #require(CIFilter(name: "CIGaussianBlur"))
        #expect(blur.outputImage == nil)
        blur.setValue(input, forKey: kCIInputImageKey)
        for radius: Any in [Double.nan, -Double.infinity, -4.0, "wide", CGFloat.infinity] {
            blur.setValue(radius, forKey: kCIInputRadiusKey)
            #expect(blur.outputImage?.extent == CGRect(x: -30, y: -30, width: 70, height: 70), "\(radius)")
        }
        #expect(input.applyingFilter("CINoSuchFilter").extent.isNull)
        let context = CIContext()
        #expect(context.createCGImage(input.clampedToExtent(), from: .infinite) == nil)
        #expect(context.createCGImage(input, from: .zero) == nil)
        #expect(context.createCGImage(input, from: CGRect(x: CGFloat.nan, y: 0, width: 5, height: 5)) == nil)
        #expect(input.cropped(to: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 4)).extent.isNull)
        #expect(input.cropped(to: CGRect(x: 20, y: 20, width: 5, height: 5)).extent.isNull)
        #expect(CIImage(image: UIImage()) == nil)
        #expect(UIImage(ciImage: input.clampedToExtent()).size == .zero && UIImage(ciImage: .empty()).size == .zero)
        #expect(UIImage(ciImage: input, scale: .nan, orientation: .up).size == CGSize(width: 10, height: 10))
        // Huge or negative counts: a bitmap too large to index is not rendered; a vector of a
        // negative count is empty and reads zeros.
        #expect(context.createCGImage(input, from: CGRect(x: 0, y: 0, width: 1e12, height: 4)) == nil)
        let empty = CIVector(values: [1, 2], count: -5)
        #expect(empty.count == 0 && empty.x == 0 && empty.cgRectValue == .zero)
        #expect(CIVector(values: [1, 2], count: Int.max).count == 2)
    }
}
