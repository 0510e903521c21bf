import Foundation

/// `NSDirectionalEdgeInsets`: distances inwards from each edge of a rectangle, the horizontal
/// ones named by reading direction. The model lays out left to right (the simulated device's
/// language is left to right), so leading is left and trailing is right.
public struct DirectionalEdgeInsets: Sendable, Hashable, CustomStringConvertible {
    public var top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        (self.top, self.leading, self.bottom, self.trailing) = (top, leading, bottom, trailing)
    }
    public init() { self.init(top: 0, leading: 0, bottom: 0, trailing: 0) }
    public static let zero = DirectionalEdgeInsets()
    public var description: String { "{\(top), \(leading), \(bottom), \(trailing)}" }
}
