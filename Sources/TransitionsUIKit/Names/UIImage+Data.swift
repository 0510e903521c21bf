import Foundation
import Transitions

// Images from encoded data. The model keeps no pixels, but an image's size decides the geometry
// of the views that show it (an aspect-fit zoom transition), so the size is read from the data's
// header: PNG (IHDR), GIF (logical screen) and JPEG (the first start-of-frame segment). Data in
// another format, or truncated, gives nil, as UIKit's decoding fails.

extension Image {
    /// `init?(data:)`, `init?(data:scale:)`: an image of the encoded size divided by `scale` (a
    /// scale that is not positive and finite is taken as 1); nil when the data is not a PNG, GIF
    /// or JPEG image with a size.
    /// Two initialisers, as UIKit's, so that `UIImage.init(data:)` names one function
    /// (`data.flatMap(UIImage.init)`).
    public convenience init?(data: Data) { self.init(data: data, scale: 1) }
    public convenience init?(data: Data, scale: CGFloat) {
        guard let (w, h) = ImageHeader.pixelSize(of: data), w > 0, h > 0 else { return nil }
        let s = scale > 0 && scale.isFinite ? scale : 1
        self.init(size: CGSize(width: CGFloat(w) / s, height: CGFloat(h) / s), name: nil, scale: s)
    }

    /// `pngData()`: a PNG header of the image's pixel size (signature and IHDR chunk: no pixel
    /// data, which the model does not have); `UIImage(data:)` reads the size back. Nil for an
    /// image of no size.
    public func pngData() -> Data? {
        guard let bitmap = cgImage else { return nil }
        var d = Data([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52])
        for v in [UInt32(bitmap.width), UInt32(bitmap.height)] { withUnsafeBytes(of: v.bigEndian) { d.append(contentsOf: $0) } }
        d.append(contentsOf: [8, 6, 0, 0, 0, 0, 0, 0, 0])  // 8-bit RGBA, no interlace; CRC not computed
        return d
    }
    /// `jpegData(compressionQuality:)`: as `pngData()` (the encoding of a header the model can
    /// read back; the quality changes no pixels, there are none).
    public func jpegData(compressionQuality: CGFloat) -> Data? { pngData() }
}

/// `UIImagePNGRepresentation(_:)` / `UIImageJPEGRepresentation(_:_:)` (Swift 4 names).
public func UIImagePNGRepresentation(_ image: UIImage) -> Data? { image.pngData() }
public func UIImageJPEGRepresentation(_ image: UIImage, _ quality: CGFloat) -> Data? { image.jpegData(compressionQuality: quality) }

/// Reads the pixel size from an encoded image's header.
enum ImageHeader {
    static func pixelSize(of data: Data) -> (Int, Int)? {
        let b = [UInt8](data.prefix(1 << 20))
        func be16(_ i: Int) -> Int? { i + 1 < b.count ? Int(b[i]) << 8 | Int(b[i + 1]) : nil }
        func be32(_ i: Int) -> Int? {
            guard i + 3 < b.count else { return nil }
            return Int(b[i]) << 24 | Int(b[i + 1]) << 16 | Int(b[i + 2]) << 8 | Int(b[i + 3])
        }
        // PNG: signature, then the IHDR chunk's width and height.
        if b.count >= 24, b.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]), b[12...15].elementsEqual([0x49, 0x48, 0x44, 0x52]) {
            guard let w = be32(16), let h = be32(20) else { return nil }
            return (w, h)
        }
        // GIF: "GIF87a"/"GIF89a", then the logical screen size (little-endian).
        if b.count >= 10, b.starts(with: Array("GIF8".utf8)) {
            return (Int(b[6]) | Int(b[7]) << 8, Int(b[8]) | Int(b[9]) << 8)
        }
        // JPEG: segments after SOI until a start-of-frame marker (C0–CF but C4, C8, CC).
        guard b.count >= 4, b[0] == 0xFF, b[1] == 0xD8 else { return nil }
        var i = 2
        while i + 3 < b.count {
            guard b[i] == 0xFF else { return nil }
            let marker = b[i + 1]
            if marker == 0xFF { i += 1; continue }  // fill byte
            if marker == 0xD8 || marker == 0x01 || (0xD0...0xD7).contains(marker) { i += 2; continue }  // no length
            guard let length = be16(i + 2), length >= 2 else { return nil }
            if (0xC0...0xCF).contains(marker), ![0xC4, 0xC8, 0xCC].contains(marker) {
                guard let h = be16(i + 5), let w = be16(i + 7) else { return nil }
                return (w, h)
            }
            i += 2 + length
        }
        return nil
    }
}
