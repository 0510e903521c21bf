import Foundation
import Transitions

extension Image {
    /// `UIImage.RenderingMode`, with UIKit's raw values (stored: images are not drawn).
    public enum RenderingMode: Int, Sendable, Hashable { case automatic, alwaysOriginal, alwaysTemplate }
    /// `UIImage.ResizingMode`, with UIKit's raw values: how the middle of a resizable image fills
    /// a larger area (drawing: stored).
    public enum ResizingMode: Int, Sendable, Hashable { case tile, stretch }

    /// `renderingMode` (`.automatic` unless the image came from `withRenderingMode(_:)`).
    public var renderingMode: RenderingMode { AssociatedObjects.get(self, key: ImageKeys.renderingMode) as? RenderingMode ?? .automatic }

    /// `withRenderingMode(_:)`: a new image, the same name, size, scale and cap insets, in `mode`
    /// (UIKit returns a new image too; the receiver is unchanged).
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        let copy = derivedCopy()
        AssociatedObjects.set(copy, key: ImageKeys.renderingMode, value: mode, policy: .retain)
        return copy
    }

    /// `withTintColor(_:)` (iOS 13): a new image drawn in `color` (stored, read back as the
    /// copy's `tintColor`; images are not drawn), in the receiver's rendering mode.
    public func withTintColor(_ color: Color) -> Image {
        let copy = derivedCopy()
        AssociatedObjects.set(copy, key: ImageKeys.tintColor, value: color, policy: .retain)
        return copy
    }
    /// `withTintColor(_:renderingMode:)` (iOS 13): as above, in `renderingMode`.
    public func withTintColor(_ color: Color, renderingMode: RenderingMode) -> Image {
        let copy = withTintColor(color)
        AssociatedObjects.set(copy, key: ImageKeys.renderingMode, value: renderingMode, policy: .retain)
        return copy
    }
    /// The colour `withTintColor` gave this image (nil for one made otherwise). UIKit keeps it
    /// private; read here so tests can see what an app asked for.
    public var tintColor: Color? { AssociatedObjects.get(self, key: ImageKeys.tintColor) as? Color }

    /// `UIImage.add`, `.remove`, `.checkmark`, `.strokedCheckmark`, `.actions` (iOS 13): the
    /// system's symbol images ("plus", "minus", "checkmark", "checkmark", "ellipsis"), new each
    /// time as symbol images are values.
    public class var add: Image { Image(systemName: "plus") ?? Image() }
    public class var remove: Image { Image(systemName: "minus") ?? Image() }
    public class var checkmark: Image { Image(systemName: "checkmark") ?? Image() }
    public class var strokedCheckmark: Image { Image(systemName: "checkmark") ?? Image() }
    public class var actions: Image { Image(systemName: "ellipsis") ?? Image() }

    /// `imageFlippedForRightToLeftLayoutDirection()` / `withHorizontallyFlippedOrientation()`:
    /// a new image, the same otherwise, marked to be drawn mirrored (stored: images are not
    /// drawn, and the model's layout is left to right).
    public func imageFlippedForRightToLeftLayoutDirection() -> Image {
        let copy = derivedCopy()
        AssociatedObjects.set(copy, key: ImageKeys.flipped, value: true, policy: .retain)
        return copy
    }
    public func withHorizontallyFlippedOrientation() -> Image { imageFlippedForRightToLeftLayoutDirection() }
    /// `flipsForRightToLeftLayoutDirection`: made by one of the two above.
    public var flipsForRightToLeftLayoutDirection: Bool { AssociatedObjects.get(self, key: ImageKeys.flipped) as? Bool ?? false }

    /// `capInsets`: the ends a resizable image keeps unscaled (zero for an image that is not
    /// resizable).
    public var capInsets: EdgeInsets { AssociatedObjects.get(self, key: ImageKeys.capInsets) as? EdgeInsets ?? .zero }
    /// `resizingMode`: how the middle fills a larger area (`.tile` unless made with `.stretch`).
    public var resizingMode: ResizingMode { AssociatedObjects.get(self, key: ImageKeys.resizingMode) as? ResizingMode ?? .tile }

    /// `resizableImage(withCapInsets:resizingMode:)`: a new image, the same name, size, scale and
    /// rendering mode, with those cap insets and resizing mode (the receiver is unchanged).
    public func resizableImage(withCapInsets capInsets: EdgeInsets, resizingMode: ResizingMode) -> Image {
        let copy = derivedCopy()
        AssociatedObjects.set(copy, key: ImageKeys.capInsets, value: capInsets, policy: .retain)
        AssociatedObjects.set(copy, key: ImageKeys.resizingMode, value: resizingMode, policy: .retain)
        return copy
    }
    /// `resizableImage(withCapInsets:)`: tiled, as UIKit's.
    public func resizableImage(withCapInsets capInsets: EdgeInsets) -> Image { resizableImage(withCapInsets: capInsets, resizingMode: .tile) }
    /// `stretchableImage(withLeftCapWidth:topCapHeight:)` (deprecated): a stretched resizable
    /// image whose one-point middle column and row stretch, so the right and bottom caps are
    /// what is left of the width and height (none when a cap is zero, as UIKit's).
    public func stretchableImage(withLeftCapWidth leftCapWidth: Int, topCapHeight: Int) -> Image {
        let left = CGFloat(max(0, leftCapWidth)), top = CGFloat(max(0, topCapHeight))
        let right = left > 0 ? max(0, size.width - left - 1) : 0
        let bottom = top > 0 ? max(0, size.height - top - 1) : 0
        return resizableImage(withCapInsets: EdgeInsets(top: top, left: left, bottom: bottom, right: right), resizingMode: .stretch)
    }
    /// `leftCapWidth`, `topCapHeight` (deprecated): the left and top cap insets.
    public var leftCapWidth: Int { Int(exactly: capInsets.left.rounded(.down)) ?? 0 }
    public var topCapHeight: Int { Int(exactly: capInsets.top.rounded(.down)) ?? 0 }

    /// A new image with this one's name, size, scale and stored attributes (what UIKit's
    /// image-deriving methods keep).
    func derivedCopy() -> Image {
        let copy = Image(size: size, name: name, scale: scale)
        copy.isSymbol = isSymbol
        copy.imageConfiguration = imageConfiguration
        for key in [ImageKeys.renderingMode, ImageKeys.capInsets, ImageKeys.resizingMode, ImageKeys.tintColor, ImageKeys.flipped] {
            if let value = AssociatedObjects.get(self, key: key) { AssociatedObjects.set(copy, key: key, value: value, policy: .retain) }
        }
        return copy
    }
}

enum ImageKeys {
    nonisolated(unsafe) static let renderingMode = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let capInsets = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let resizingMode = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let tintColor = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let flipped = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
