import Foundation
import Transitions

// iOS 15's image preparation: a decoded copy for display, or a thumbnail of a given size, made
// at once or off the main thread with a completion handler (an async function in Swift). The
// model's images have no pixels to decode, so the copies are images of the size asked for;
// what the model keeps is the timing — the completion handler is called on a later turn of the
// simulation's main queue (UIKit calls it on a background queue, never before returning) — and
// the failures: a symbol image (drawn from a font, not a bitmap) and a size that is not positive
// and finite give nil, as ImageIO refuses them.
extension Image {
    /// `preparingThumbnail(of:)`: a copy of exactly `size` points at scale 1 (UIKit scales to
    /// the size given, without keeping the aspect ratio; apps fit the size first).
    public func preparingThumbnail(of size: CGSize) -> Image? {
        guard !isSymbolImage, size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return nil }
        return Image(size: size, name: name, scale: 1)
    }

    /// `prepareThumbnail(of:completionHandler:)`: the thumbnail on a later turn.
    public func prepareThumbnail(of size: CGSize, completionHandler: @escaping (Image?) -> Void) {
        let thumbnail = preparingThumbnail(of: size)
        _ = Simulation.current.schedule { completionHandler(thumbnail) }
    }

    /// `byPreparingThumbnail(ofSize:)`.
    public func byPreparingThumbnail(ofSize size: CGSize) async -> Image? { preparingThumbnail(of: size) }

    /// `preparingForDisplay()`: a decoded copy of the same size and scale (nil for a symbol
    /// image).
    public func preparingForDisplay() -> Image? {
        guard !isSymbolImage else { return nil }
        return Image(size: size, name: name, scale: scale)
    }

    /// `prepareForDisplay(completionHandler:)`: the decoded copy on a later turn.
    public func prepareForDisplay(completionHandler: @escaping (Image?) -> Void) {
        let prepared = preparingForDisplay()
        _ = Simulation.current.schedule { completionHandler(prepared) }
    }

    /// `byPreparingForDisplay()`.
    public func byPreparingForDisplay() async -> Image? { preparingForDisplay() }
}
