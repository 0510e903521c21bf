import Foundation
import Transitions

// Core Graphics types a transform's numbers as `CGFloat`; the model keeps `Double`. Swift converts
// a `CGFloat` to a `Double` argument implicitly, but not inside an optional or a force unwrap
// (`CGAffineTransform(translationX: (view?.frame.width)!, y: 0)`): these overloads take
// `CGFloat`, as Core Graphics declares them. They are disfavoured: where both fit (literals,
// `.pi`) the model's are used, with the same result.
extension AffineTransform2D {
    /// `init(a:b:c:d:tx:ty:)` in `CGFloat`s.
    @_disfavoredOverload
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.init(a: Double(a), b: Double(b), c: Double(c), d: Double(d), tx: Double(tx), ty: Double(ty))
    }
    /// `init(translationX:y:)` in `CGFloat`s.
    @_disfavoredOverload
    public init(translationX x: CGFloat, y: CGFloat) { self.init(translationX: Double(x), y: Double(y)) }
    /// `init(scaleX:y:)` in `CGFloat`s.
    @_disfavoredOverload
    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(scaleX: Double(sx), y: Double(sy)) }
    /// `init(rotationAngle:)` in `CGFloat`s.
    @_disfavoredOverload
    public init(rotationAngle angle: CGFloat) { self.init(rotationAngle: Double(angle)) }
    /// `translatedBy(x:y:)` in `CGFloat`s.
    @_disfavoredOverload
    public func translatedBy(x: CGFloat, y: CGFloat) -> AffineTransform2D { translatedBy(x: Double(x), y: Double(y)) }
    /// `scaledBy(x:y:)` in `CGFloat`s.
    @_disfavoredOverload
    public func scaledBy(x: CGFloat, y: CGFloat) -> AffineTransform2D { scaledBy(x: Double(x), y: Double(y)) }
    /// `rotated(by:)` in `CGFloat`s.
    @_disfavoredOverload
    public func rotated(by angle: CGFloat) -> AffineTransform2D { rotated(by: Double(angle)) }
}
