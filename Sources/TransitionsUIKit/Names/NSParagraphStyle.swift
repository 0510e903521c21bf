import Foundation
import Transitions

/// `NSParagraphStyle` (UIKit's, from its text system; Linux Foundation has none): the layout of a
/// paragraph in attributed text (the `.paragraphStyle` attribute). Stored: the model measures text
/// by its font alone (`TextMetrics`), so spacing and indents do not change sizes.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// `NSParagraphStyle.default`.
    public static let `default` = NSParagraphStyle()

    public fileprivate(set) var alignment: NSTextAlignment = .natural
    public fileprivate(set) var lineSpacing: CGFloat = 0
    public fileprivate(set) var paragraphSpacing: CGFloat = 0
    public fileprivate(set) var paragraphSpacingBefore: CGFloat = 0
    public fileprivate(set) var lineBreakMode: NSLineBreakMode = .byWordWrapping
    public fileprivate(set) var lineHeightMultiple: CGFloat = 0
    public fileprivate(set) var minimumLineHeight: CGFloat = 0
    public fileprivate(set) var maximumLineHeight: CGFloat = 0
    public fileprivate(set) var firstLineHeadIndent: CGFloat = 0
    public fileprivate(set) var headIndent: CGFloat = 0
    public fileprivate(set) var tailIndent: CGFloat = 0
    public fileprivate(set) var hyphenationFactor: Float = 0

    public override init() { super.init() }

    fileprivate func copyValues(to c: NSParagraphStyle) -> NSParagraphStyle {
        c.alignment = alignment
        c.lineSpacing = lineSpacing
        c.paragraphSpacing = paragraphSpacing
        c.paragraphSpacingBefore = paragraphSpacingBefore
        c.lineBreakMode = lineBreakMode
        c.lineHeightMultiple = lineHeightMultiple
        c.minimumLineHeight = minimumLineHeight
        c.maximumLineHeight = maximumLineHeight
        c.firstLineHeadIndent = firstLineHeadIndent
        c.headIndent = headIndent
        c.tailIndent = tailIndent
        c.hyphenationFactor = hyphenationFactor
        return c
    }

    /// `copy(with:)`: an immutable paragraph style with these values.
    open func copy(with zone: NSZone? = nil) -> Any { copyValues(to: NSParagraphStyle()) }
    /// `mutableCopy(with:)`: a mutable one.
    open func mutableCopy(with zone: NSZone? = nil) -> Any { copyValues(to: NSMutableParagraphStyle()) }
    open override func copy() -> Any { copy(with: nil) }
    open override func mutableCopy() -> Any { mutableCopy(with: nil) }
}

/// `NSMutableParagraphStyle`.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    public override var alignment: NSTextAlignment { get { super.alignment } set { super.alignment = newValue } }
    public override var lineSpacing: CGFloat { get { super.lineSpacing } set { super.lineSpacing = newValue } }
    public override var paragraphSpacing: CGFloat { get { super.paragraphSpacing } set { super.paragraphSpacing = newValue } }
    public override var paragraphSpacingBefore: CGFloat { get { super.paragraphSpacingBefore } set { super.paragraphSpacingBefore = newValue } }
    public override var lineBreakMode: NSLineBreakMode { get { super.lineBreakMode } set { super.lineBreakMode = newValue } }
    public override var lineHeightMultiple: CGFloat { get { super.lineHeightMultiple } set { super.lineHeightMultiple = newValue } }
    public override var minimumLineHeight: CGFloat { get { super.minimumLineHeight } set { super.minimumLineHeight = newValue } }
    public override var maximumLineHeight: CGFloat { get { super.maximumLineHeight } set { super.maximumLineHeight = newValue } }
    public override var firstLineHeadIndent: CGFloat { get { super.firstLineHeadIndent } set { super.firstLineHeadIndent = newValue } }
    public override var headIndent: CGFloat { get { super.headIndent } set { super.headIndent = newValue } }
    public override var tailIndent: CGFloat { get { super.tailIndent } set { super.tailIndent = newValue } }
    public override var hyphenationFactor: Float { get { super.hyphenationFactor } set { super.hyphenationFactor = newValue } }

    /// `setParagraphStyle(_:)`: takes every value of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) { _ = other.copyValues(to: self) }
}
