import Foundation
import Transitions

extension Image {
    /// `UIImage.RenderingMode`, with UIKit's raw values (stored: images are not drawn).
    public enum RenderingMode: Int, Sendable, Hashable { case automatic, alwaysOriginal, alwaysTemplate }

    /// `renderingMode` (`.automatic` unless the image came from `withRenderingMode(_:)`).
    public var renderingMode: RenderingMode { AssociatedObjects.get(self, key: ImageKeys.renderingMode) as? RenderingMode ?? .automatic }

    /// `withRenderingMode(_:)`: a new image, the same name, size and scale, in `mode` (UIKit
    /// returns a new image too; the receiver is unchanged).
    public func withRenderingMode(_ mode: RenderingMode) -> Image {
        let copy = Image(size: size, name: name, scale: scale)
        AssociatedObjects.set(copy, key: ImageKeys.renderingMode, value: mode, policy: .retain)
        return copy
    }
}

enum ImageKeys {
    nonisolated(unsafe) static let renderingMode = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
