import Foundation

// UIKit's `NSValue` boxing of Core Graphics values (`NSValue(cgRect:)`, `cgRectValue`…), over
// Linux Foundation's `NSValue(rect:)`/`rectValue` family (it has no `cg` spellings: checked
// with `swiftc -typecheck`). The keyboard's userInfo frames are `NSValue`s.
extension NSValue {
    /// `NSValue(cgRect:)`.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// `NSValue(cgPoint:)`.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// `NSValue(cgSize:)`.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// `cgRectValue`.
    public var cgRectValue: CGRect { rectValue }
    /// `cgPointValue`.
    public var cgPointValue: CGPoint { pointValue }
    /// `cgSizeValue`.
    public var cgSizeValue: CGSize { sizeValue }
    /// `NSValue(caTransform3D:)` (boxed as 16 doubles: Linux Foundation boxes no structs).
    public convenience init(caTransform3D t: CATransform3D) {
        let buffer = Self.buffer(t.values)
        self.init(bytes: buffer, objCType: NSValue.transform3DType)
        buffer.deallocate()
    }
    /// `caTransform3DValue`: the boxed transform (identity when the box holds none).
    public var caTransform3DValue: CATransform3D { boxedTransform3D ?? .identity }
    /// `NSValue(cgAffineTransform:)`.
    public convenience init(cgAffineTransform t: CGAffineTransform) {
        let buffer = Self.buffer([t.a, t.b, t.c, t.d, t.tx, t.ty])
        self.init(bytes: buffer, objCType: NSValue.affineTransformType)
        buffer.deallocate()
    }
    /// `cgAffineTransformValue`: the boxed transform (identity when the box holds none).
    public var cgAffineTransformValue: CGAffineTransform { boxedAffineTransform ?? .identity }

    /// A copy of `values` for `init(bytes:objCType:)` (which copies them again); the caller
    /// deallocates it.
    private static func buffer(_ values: [Double]) -> UnsafeMutablePointer<Double> {
        let p = UnsafeMutablePointer<Double>.allocate(capacity: values.count)
        p.initialize(from: values, count: values.count)
        return p
    }
}

extension CGFloat {
    /// `CGFloat(_: NSNumber)` (Apple's Foundation overlay; the number's double value).
    public init(_ number: NSNumber) { self.init(number.doubleValue) }
}
