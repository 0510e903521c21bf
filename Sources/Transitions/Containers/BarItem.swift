import Foundation

/// `UIBarItem`: what bar button items and tab bar items share (title, tag, enabled flag, and an
/// image). Stored: bars are drawn, not modelled. An `NSObject`, as in UIKit (accessibility,
/// equality by identity); its properties are open, so subclasses may override them (custom tab
/// bar items override `image` and `selectedImage`).
open class BarItem: NSObject {
    open var title: String?
    open var tag = 0
    open var isEnabled = true
    /// `image` / `landscapeImagePhone`.
    open var image: Image?
    open var landscapeImagePhone: Image?

    public override init() { super.init() }
}
