import Foundation
import Transitions

// UIKit's string forms of geometry (UIGeometry.h): `NSStringFromCGPoint` and its inverse
// `CGPointFromString`, the same for sizes, rects, vectors, affine transforms, edge insets and
// offsets, and `NSCoder`'s class methods of the same meaning (`NSCoder.cgPoint(for:)`,
// `NSCoder.string(for:)`) — how Interface Builder's inspectable strings and archived settings
// carry geometry.
//
// Written forms, as UIKit's: `{x, y}`, `{w, h}`, `{{x, y}, {w, h}}`, `{dx, dy}`,
// `[a, b, c, d, tx, ty]`, `{top, left, bottom, right}`, `{horizontal, vertical}`; each number
// with `%.17g` (`{0.5, 2}`, `{0.10000000000000001, 0}`). Reading is as lenient as UIKit's about
// spacing and brackets: the numbers are read in order, and a string that does not hold exactly
// the numbers the type has, or holds one that is not finite, gives zero (UIKit: "if the string
// is not well-formed, the function returns" the zero value).

/// The numbers of a geometry string, in order: nil unless there are exactly `count`, all finite.
private func geometryNumbers(_ string: String, count: Int) -> [CGFloat]? {
    let separators = CharacterSet(charactersIn: "{}[](),").union(.whitespacesAndNewlines)
    let tokens = string.components(separatedBy: separators).filter { !$0.isEmpty }
    guard tokens.count == count else { return nil }
    var numbers: [CGFloat] = []
    for t in tokens {
        guard let v = Double(t), v.isFinite else { return nil }
        numbers.append(CGFloat(v))
    }
    return numbers
}

private func geometryString(_ values: [CGFloat], open: String = "{", close: String = "}") -> String {
    open + values.map { String(format: "%.17g", Double($0)) }.joined(separator: ", ") + close
}

public func NSStringFromCGPoint(_ p: CGPoint) -> String { geometryString([p.x, p.y]) }
public func NSStringFromCGSize(_ s: CGSize) -> String { geometryString([s.width, s.height]) }
public func NSStringFromCGRect(_ r: CGRect) -> String {
    "{" + NSStringFromCGPoint(r.origin) + ", " + NSStringFromCGSize(r.size) + "}"
}
public func NSStringFromCGVector(_ v: CGVector) -> String { geometryString([v.dx, v.dy]) }
public func NSStringFromCGAffineTransform(_ t: CGAffineTransform) -> String {
    geometryString([t.a, t.b, t.c, t.d, t.tx, t.ty].map { CGFloat($0) }, open: "[", close: "]")
}
public func NSStringFromUIEdgeInsets(_ i: UIEdgeInsets) -> String { geometryString([i.top, i.left, i.bottom, i.right]) }
public func NSStringFromUIOffset(_ o: UIOffset) -> String { geometryString([o.horizontal, o.vertical]) }

public func CGPointFromString(_ string: String) -> CGPoint {
    guard let n = geometryNumbers(string, count: 2) else { return .zero }
    return CGPoint(x: n[0], y: n[1])
}
public func CGSizeFromString(_ string: String) -> CGSize {
    guard let n = geometryNumbers(string, count: 2) else { return .zero }
    return CGSize(width: n[0], height: n[1])
}
public func CGRectFromString(_ string: String) -> CGRect {
    guard let n = geometryNumbers(string, count: 4) else { return .zero }
    return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
}
public func CGVectorFromString(_ string: String) -> CGVector {
    guard let n = geometryNumbers(string, count: 2) else { return CGVector(dx: 0, dy: 0) }
    return CGVector(dx: n[0], dy: n[1])
}
public func CGAffineTransformFromString(_ string: String) -> CGAffineTransform {
    guard let n = geometryNumbers(string, count: 6) else { return .identity }
    return CGAffineTransform(a: Double(n[0]), b: Double(n[1]), c: Double(n[2]), d: Double(n[3]), tx: Double(n[4]), ty: Double(n[5]))
}
public func UIEdgeInsetsFromString(_ string: String) -> UIEdgeInsets {
    guard let n = geometryNumbers(string, count: 4) else { return .zero }
    return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
}
public func UIOffsetFromString(_ string: String) -> UIOffset {
    guard let n = geometryNumbers(string, count: 2) else { return .zero }
    return UIOffset(horizontal: n[0], vertical: n[1])
}

extension NSCoder {
    /// `NSCoder.string(for:)` and `NSCoder.cgPoint(for:)` and the rest: UIKit's class methods
    /// with the meaning of the functions above (a malformed string gives zero, or the identity
    /// for a transform — UIKit's `CGAffineTransformFromString` of a malformed string).
    public static func string(for point: CGPoint) -> String { NSStringFromCGPoint(point) }
    public static func string(for size: CGSize) -> String { NSStringFromCGSize(size) }
    public static func string(for rect: CGRect) -> String { NSStringFromCGRect(rect) }
    public static func string(for vector: CGVector) -> String { NSStringFromCGVector(vector) }
    public static func string(for transform: CGAffineTransform) -> String { NSStringFromCGAffineTransform(transform) }
    public static func string(for insets: UIEdgeInsets) -> String { NSStringFromUIEdgeInsets(insets) }
    public static func string(for offset: UIOffset) -> String { NSStringFromUIOffset(offset) }
    public static func cgPoint(for string: String) -> CGPoint { CGPointFromString(string) }
    public static func cgSize(for string: String) -> CGSize { CGSizeFromString(string) }
    public static func cgRect(for string: String) -> CGRect { CGRectFromString(string) }
    public static func cgVector(for string: String) -> CGVector { CGVectorFromString(string) }
    public static func cgAffineTransform(for string: String) -> CGAffineTransform { CGAffineTransformFromString(string) }
    public static func uiEdgeInsets(for string: String) -> UIEdgeInsets { UIEdgeInsetsFromString(string) }
    public static func uiOffset(for string: String) -> UIOffset { UIOffsetFromString(string) }
}
