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
        /// `CGVector()`: zero, as Swift's zero initialiser of the C struct.
        public init() { self.init(dx: 0, dy: 0) }
        public static let zero = CGVector(dx: 0, dy: 0)
    }
#endif
