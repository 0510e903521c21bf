import Foundation

/// `UIBarItem`: what bar button items and tab bar items share (title, tag, enabled flag, and an
/// image the UIKit layer types as `UIImage`). Stored: bars are drawn, not modelled.
open class BarItem {
    public var title: String?
    public var tag = 0
    public var isEnabled = true
    /// The image (`UIImage` in TransitionsUIKit's `image`), kept untyped here.
    public var imageStorage: AnyObject?
    public var landscapeImagePhoneStorage: AnyObject?
    public var accessibilityLabel: String?

    public init() {}
}
