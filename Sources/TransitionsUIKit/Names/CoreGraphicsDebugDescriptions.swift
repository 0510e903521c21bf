import Foundation
import Transitions

// Core Graphics' geometry types describe themselves for debugging on iOS (`point.debugDescription`
// in log lines); Foundation on Linux gives them no `debugDescription`. Apple's formats: a point
// `(x, y)`, a size `(width, height)`, a rectangle `(x, y, width, height)`, a vector `(dx, dy)`.

extension CGPoint: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(x), \(y))" }
}

extension CGSize: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(width), \(height))" }
}

extension CGRect: @retroactive CustomDebugStringConvertible {
    public var debugDescription: String { "(\(origin.x), \(origin.y), \(size.width), \(size.height))" }
}

extension CGVector: CustomDebugStringConvertible {
    public var debugDescription: String { "(\(dx), \(dy))" }
}
