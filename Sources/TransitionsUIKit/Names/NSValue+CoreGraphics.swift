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

    /// `NSValue(uiEdgeInsets:)`, `NSValue(directionalEdgeInsets:)`, `NSValue(uiOffset:)` (boxed as
    /// doubles, as the transforms are) and their read-backs (zero when the box holds another type).
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(doubles: [insets.top, insets.left, insets.bottom, insets.right], type: Self.edgeInsetsType)
    }
    public var uiEdgeInsetsValue: UIEdgeInsets {
        unboxedDoubles(4, type: Self.edgeInsetsType).map { UIEdgeInsets(top: $0[0], left: $0[1], bottom: $0[2], right: $0[3]) } ?? .zero
    }
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(doubles: [insets.top, insets.leading, insets.bottom, insets.trailing], type: Self.directionalInsetsType)
    }
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        unboxedDoubles(4, type: Self.directionalInsetsType).map { NSDirectionalEdgeInsets(top: $0[0], leading: $0[1], bottom: $0[2], trailing: $0[3]) } ?? .zero
    }
    public convenience init(uiOffset offset: UIOffset) {
        self.init(doubles: [offset.horizontal, offset.vertical], type: Self.offsetType)
    }
    public var uiOffsetValue: UIOffset {
        unboxedDoubles(2, type: Self.offsetType).map { UIOffset(horizontal: $0[0], vertical: $0[1]) } ?? UIOffset(horizontal: 0, vertical: 0)
    }
    private static let edgeInsetsType = "[4d]"
    private static let directionalInsetsType = "[4d]"
    private static let offsetType = "[2d]"
    private convenience init(doubles: [Double], type: String) {
        let buffer = Self.buffer(doubles)
        self.init(bytes: buffer, objCType: type)
        buffer.deallocate()
    }

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

/// `value as? T` for a Core Graphics struct as iOS casts it: the value itself, or the struct an
/// `NSValue` boxes (Foundation's bridging on Apple platforms; Linux Foundation has none). What
/// `transit-uikit-rewrite` makes of `userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect`.
/// Not for app code.
public func _transitBridged<T>(_ value: Any?, as type: T.Type) -> T? {
    guard let value else { return nil }
    if let v = value as? T { return v }
    guard let boxed = value as? NSValue else { return nil }
    let encoding = String(cString: boxed.objCType)
    switch type {
    case is CGRect.Type where encoding.hasPrefix("{CGRect"): return boxed.rectValue as? T
    case is CGPoint.Type where encoding.hasPrefix("{CGPoint"): return boxed.pointValue as? T
    case is CGSize.Type where encoding.hasPrefix("{CGSize"): return boxed.sizeValue as? T
    case is CGAffineTransform.Type: return boxed.boxedAffineTransform as? T
    case is CATransform3D.Type: return boxed.boxedTransform3D as? T
    default: return nil
    }
}

/// `value as NSNumber` as iOS coerces it: Foundation's bridging boxes a Swift number (or `Bool`)
/// in an `NSNumber`; Linux Foundation bridges only literals, so `transit-uikit-rewrite` turns the
/// coercion of anything else into this call. Not for app code.
public func _transitNumber<T: BinaryInteger>(_ value: T) -> NSNumber {
    if let v = Int64(exactly: value) { return NSNumber(value: v) }
    return NSNumber(value: UInt64(truncatingIfNeeded: value))
}
public func _transitNumber(_ value: Double) -> NSNumber { NSNumber(value: value) }
public func _transitNumber(_ value: Float) -> NSNumber { NSNumber(value: value) }
public func _transitNumber(_ value: CGFloat) -> NSNumber { NSNumber(value: Double(value)) }
public func _transitNumber(_ value: Bool) -> NSNumber { NSNumber(value: value) }
public func _transitNumber(_ value: NSNumber) -> NSNumber { value }
