import Foundation

#if !canImport(CoreGraphics)
    /// `CGVector` (Core Graphics; not in Foundation on Linux): a direction and length, as
    /// UIKit Dynamics' gravity and push directions and spring timing's initial velocity take it.
    public struct CGVector: Sendable, Hashable {
        public var dx: CGFloat
        public var dy: CGFloat
        public init(dx: CGFloat, dy: CGFloat) {
            self.dx = dx
            self.dy = dy
        }
        /// `init(dx:dy:)` with `Double` or `Int` components, as Core Graphics' Swift overlay has
        /// for its geometry types (`CGVector(dx: 5.random, dy: -5)`).
        @_disfavoredOverload
        public init(dx: Double, dy: Double) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
        public init(dx: Int, dy: Int) { self.init(dx: CGFloat(dx), dy: CGFloat(dy)) }
        /// `CGVector()`: zero, as Swift's zero initialiser of the C struct.
        public init() { self.init(dx: 0, dy: 0) }
        public static let zero = CGVector(dx: 0, dy: 0)
    }
#endif
