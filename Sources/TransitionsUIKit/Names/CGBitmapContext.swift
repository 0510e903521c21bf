import Foundation
import Transitions

/// `CGImageAlphaInfo`, with Core Graphics' raw values: where a pixel keeps its alpha.
public enum CGImageAlphaInfo: UInt32, Sendable, Hashable {
    case none, premultipliedLast, premultipliedFirst, last, first, noneSkipLast, noneSkipFirst, alphaOnly

    /// Whether a pixel has a component for alpha (stored or skipped).
    var hasAlphaComponent: Bool { self != .none }
}

/// `CGBitmapInfo`, with Core Graphics' bits: the alpha info in the low five bits, then the
/// float flag and the byte order.
public struct CGBitmapInfo: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    /// `init(alpha:)`: the bitmap info holding that alpha info.
    public init(alpha: CGImageAlphaInfo) { self.init(rawValue: alpha.rawValue) }
    public static let alphaInfoMask = CGBitmapInfo(rawValue: 0x1F)
    public static let floatInfoMask = CGBitmapInfo(rawValue: 0xF00)
    public static let floatComponents = CGBitmapInfo(rawValue: 1 << 8)
    public static let byteOrderMask = CGBitmapInfo(rawValue: 0x7000)
    public static let byteOrderDefault = CGBitmapInfo([])
    public static let byteOrder16Little = CGBitmapInfo(rawValue: 1 << 12)
    public static let byteOrder32Little = CGBitmapInfo(rawValue: 2 << 12)
    public static let byteOrder16Big = CGBitmapInfo(rawValue: 3 << 12)
    public static let byteOrder32Big = CGBitmapInfo(rawValue: 4 << 12)
    public static let byteOrder16Host = byteOrder16Little
    public static let byteOrder32Host = byteOrder32Little
}

extension GraphicsContext {
    /// `CGContext(data:width:height:bitsPerComponent:bytesPerRow:space:bitmapInfo:)`: a bitmap
    /// context of `width` × `height` pixels (one point each), which code draws into to make an
    /// image (`makeImage()`: an image of that size). The model has no pixels, so `data` is not
    /// written. Nil where Core Graphics refuses the parameters: a size that is not positive, a
    /// component depth other than 5, 8, 16 or 32 bits, an alpha info outside
    /// `CGImageAlphaInfo`, a colour space of no fixed component count, or a row shorter than
    /// its pixels (`bytesPerRow` 0 asks Core Graphics to compute it).
    public convenience init?(
        data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int, bytesPerRow: Int, space: CGColorSpace,
        bitmapInfo: UInt32
    ) {
        guard width > 0, height > 0, width <= 1 << 20, height <= 1 << 20, [5, 8, 16, 32].contains(bitsPerComponent),
            let alpha = CGImageAlphaInfo(rawValue: bitmapInfo & CGBitmapInfo.alphaInfoMask.rawValue), space.numberOfComponents > 0
        else { return nil }
        let components = alpha == .alphaOnly ? 1 : space.numberOfComponents + (alpha.hasAlphaComponent ? 1 : 0)
        let minimumRow = (width * components * bitsPerComponent + 7) / 8
        guard bytesPerRow == 0 || bytesPerRow >= minimumRow else { return nil }
        self.init(size: CGSize(width: CGFloat(width), height: CGFloat(height)))
    }
}
