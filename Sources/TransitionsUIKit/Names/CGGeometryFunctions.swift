import Foundation

// Core Graphics' C geometry functions as current SDKs still let Swift code call them
// (`CGRectGetMidX(r)`, `CGRectOffset(r, 0, h)`, and the `__CG…EqualTo…` spellings the inline
// comparisons import as), over Foundation's CGRect/CGPoint/CGSize.

public func CGPointMake(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }
public func CGSizeMake(_ width: CGFloat, _ height: CGFloat) -> CGSize { CGSize(width: width, height: height) }
public func CGRectMake(_ x: CGFloat, _ y: CGFloat, _ width: CGFloat, _ height: CGFloat) -> CGRect {
    CGRect(x: x, y: y, width: width, height: height)
}
public func CGVectorMake(_ dx: CGFloat, _ dy: CGFloat) -> CGVector { CGVector(dx: dx, dy: dy) }

public func CGRectGetMinX(_ r: CGRect) -> CGFloat { r.minX }
public func CGRectGetMidX(_ r: CGRect) -> CGFloat { r.midX }
public func CGRectGetMaxX(_ r: CGRect) -> CGFloat { r.maxX }
public func CGRectGetMinY(_ r: CGRect) -> CGFloat { r.minY }
public func CGRectGetMidY(_ r: CGRect) -> CGFloat { r.midY }
public func CGRectGetMaxY(_ r: CGRect) -> CGFloat { r.maxY }
public func CGRectGetWidth(_ r: CGRect) -> CGFloat { r.width }
public func CGRectGetHeight(_ r: CGRect) -> CGFloat { r.height }

public func CGRectOffset(_ r: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { r.offsetBy(dx: dx, dy: dy) }
public func CGRectInset(_ r: CGRect, _ dx: CGFloat, _ dy: CGFloat) -> CGRect { r.insetBy(dx: dx, dy: dy) }
public func CGRectStandardize(_ r: CGRect) -> CGRect { r.standardized }
public func CGRectIntegral(_ r: CGRect) -> CGRect { r.integral }
public func CGRectUnion(_ a: CGRect, _ b: CGRect) -> CGRect { a.union(b) }
public func CGRectIntersection(_ a: CGRect, _ b: CGRect) -> CGRect { a.intersection(b) }
public func CGRectIntersectsRect(_ a: CGRect, _ b: CGRect) -> Bool { a.intersects(b) }
public func CGRectContainsPoint(_ r: CGRect, _ p: CGPoint) -> Bool { r.contains(p) }
public func CGRectContainsRect(_ a: CGRect, _ b: CGRect) -> Bool { a.contains(b) }
public func CGRectIsEmpty(_ r: CGRect) -> Bool { r.isEmpty }
public func CGRectIsNull(_ r: CGRect) -> Bool { r.isNull }
public func CGRectIsInfinite(_ r: CGRect) -> Bool { r.isInfinite }

public func CGRectEqualToRect(_ a: CGRect, _ b: CGRect) -> Bool { a.equalTo(b) }
public func CGPointEqualToPoint(_ a: CGPoint, _ b: CGPoint) -> Bool { a == b }
public func CGSizeEqualToSize(_ a: CGSize, _ b: CGSize) -> Bool { a == b }
public func __CGPointEqualToPoint(_ a: CGPoint, _ b: CGPoint) -> Bool { a == b }
public func __CGSizeEqualToSize(_ a: CGSize, _ b: CGSize) -> Bool { a == b }
