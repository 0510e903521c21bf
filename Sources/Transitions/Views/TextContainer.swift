import Foundation

/// `NSTextContainer`: the region a text view lays its text out in (stored: text is not typeset).
/// `lineFragmentPadding` defaults to 5 points, as TextKit's.
open class NSTextContainer: NSObject, @unchecked Sendable {
    open var size: CGSize
    open var lineFragmentPadding: CGFloat = 5
    open var maximumNumberOfLines = 0
    open var lineBreakMode: LineBreakMode = .byWordWrapping
    open var widthTracksTextView = false
    open var heightTracksTextView = false
    open var exclusionPaths: [BezierPath] = []
    /// `init(size:)`.
    public init(size: CGSize) {
        self.size = size
        super.init()
    }
    public override convenience init() { self.init(size: .zero) }
}
