import Foundation

/// `NSDirectionalRectEdge`: edges named by reading direction (leading, trailing), with UIKit's
/// raw values. Left to right in the model: leading is the left edge.
public struct DirectionalRectEdge: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = DirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = DirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = DirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = DirectionalRectEdge(rawValue: 1 << 3)
    public static let all: DirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}
