import Foundation

/// `NSRectAlignment`: where a boundary supplementary item (a header, a footer) sits on its
/// section or layout, with UIKit's raw values.
public enum RectAlignment: Int, Sendable, Hashable {
    case none = 0, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}
