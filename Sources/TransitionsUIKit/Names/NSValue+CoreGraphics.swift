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
}

extension CGFloat {
    /// `CGFloat(_: NSNumber)` (Apple's Foundation overlay; the number's double value).
    public init(_ number: NSNumber) { self.init(number.doubleValue) }
}
