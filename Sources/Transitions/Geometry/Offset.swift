import Foundation

/// `UIOffset`: a horizontal and a vertical offset (UIKit's struct; used for text and image
/// positioning, which the model stores).
public struct Offset: Sendable, Hashable {
    public var horizontal: CGFloat
    public var vertical: CGFloat
    /// `UIOffset()`: zero.
    public init() { self.init(horizontal: 0, vertical: 0) }
    public init(horizontal: CGFloat, vertical: CGFloat) {
        self.horizontal = horizontal
        self.vertical = vertical
    }
    /// `UIOffset.zero`.
    public static let zero = Offset()
}
