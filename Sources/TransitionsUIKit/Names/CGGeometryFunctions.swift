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

// Core Graphics' C affine-transform functions (`CGAffineTransformMakeRotation(.pi / 2)`), over
// the model's `AffineTransform2D`, with Core Graphics' semantics.

/// `CGAffineTransformIdentity`.
public let CGAffineTransformIdentity = CGAffineTransform.identity
/// `CGAffineTransformMake(_:_:_:_:_:_:)`.
public func CGAffineTransformMake(_ a: CGFloat, _ b: CGFloat, _ c: CGFloat, _ d: CGFloat, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
}
/// `CGAffineTransformMakeRotation(_:)`: a rotation by `angle` radians (positive turns the x axis
/// towards the y axis: clockwise on UIKit's flipped screen).
public func CGAffineTransformMakeRotation(_ angle: CGFloat) -> CGAffineTransform { CGAffineTransform(rotationAngle: Double(angle)) }
/// `CGAffineTransformMakeScale(_:_:)`.
public func CGAffineTransformMakeScale(_ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform { CGAffineTransform(scaleX: Double(sx), y: Double(sy)) }
/// `CGAffineTransformMakeTranslation(_:_:)`.
public func CGAffineTransformMakeTranslation(_ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    CGAffineTransform(translationX: Double(tx), y: Double(ty))
}
/// `CGAffineTransformConcat(_:_:)`: `t1` followed by `t2` (a point goes through `t1` first).
public func CGAffineTransformConcat(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> CGAffineTransform { t1.concatenating(t2) }
/// `CGAffineTransformInvert(_:)`: the inverse; a transform that has none is returned unchanged,
/// as Core Graphics documents.
public func CGAffineTransformInvert(_ t: CGAffineTransform) -> CGAffineTransform { t.inverted() }
/// `CGAffineTransformIsIdentity(_:)`.
public func CGAffineTransformIsIdentity(_ t: CGAffineTransform) -> Bool { t.isIdentity }
/// `CGAffineTransformEqualToTransform(_:_:)`.
public func CGAffineTransformEqualToTransform(_ t1: CGAffineTransform, _ t2: CGAffineTransform) -> Bool { t1 == t2 }
/// `CGAffineTransformTranslate(_:_:_:)`, `CGAffineTransformScale(_:_:_:)`,
/// `CGAffineTransformRotate(_:_:)`: the operation applied before `t` (as `translatedBy`, …).
public func CGAffineTransformTranslate(_ t: CGAffineTransform, _ tx: CGFloat, _ ty: CGFloat) -> CGAffineTransform {
    t.translatedBy(x: Double(tx), y: Double(ty))
}
public func CGAffineTransformScale(_ t: CGAffineTransform, _ sx: CGFloat, _ sy: CGFloat) -> CGAffineTransform { t.scaledBy(x: Double(sx), y: Double(sy)) }
public func CGAffineTransformRotate(_ t: CGAffineTransform, _ angle: CGFloat) -> CGAffineTransform { t.rotated(by: Double(angle)) }
/// `CGPointApplyAffineTransform(_:_:)`.
public func CGPointApplyAffineTransform(_ p: CGPoint, _ t: CGAffineTransform) -> CGPoint { t.apply(to: p) }

/// `CGRectZero`, `CGPointZero`, `CGSizeZero`, `CGRectNull`, `CGRectInfinite`: Core Graphics'
/// constants as C (and code that still spells them so) names them.
public let CGRectZero = CGRect.zero
public let CGPointZero = CGPoint.zero
public let CGSizeZero = CGSize.zero
public let CGRectNull = CGRect.null
public let CGRectInfinite = CGRect.infinite
