import Foundation
import Transitions

// Core Text's measuring calls, as UIKit code sizes attributed text with a framesetter (on iOS,
// `import UIKit` brings Core Text's symbols in). They measure with the model's text metrics
// (`TextMeasure`, the font of the first character), so a label or bubble sized this way gets the
// size the model's labels would; nothing is typeset or drawn.

/// `CFIndex`.
public typealias CFIndex = Int

/// `CFRange`: a location and a length in UTF-16 units (`CFRange(location: 0, length: 0)` is the
/// whole string in Core Text's calls).
public struct CFRange: Sendable, Hashable {
    public var location: CFIndex
    public var length: CFIndex
    public init() { (location, length) = (0, 0) }
    public init(location: CFIndex, length: CFIndex) { (self.location, self.length) = (location, length) }
}

/// `CFRangeMake(_:_:)`.
public func CFRangeMake(_ location: CFIndex, _ length: CFIndex) -> CFRange { CFRange(location: location, length: length) }

/// `CTFramesetter`: the attributed string it lays out.
public final class CTFramesetter: @unchecked Sendable {
    let string: NSAttributedString
    init(_ string: NSAttributedString) { self.string = NSAttributedString(attributedString: string) }
}

/// `CTFramesetterCreateWithAttributedString(_:)`.
public func CTFramesetterCreateWithAttributedString(_ attrString: NSAttributedString) -> CTFramesetter { CTFramesetter(attrString) }

/// `CTFramesetterSuggestFrameSizeWithConstraints(_:_:_:_:_:)`: the size the range's text needs,
/// wrapped at the constraint's width (unbounded or non-positive widths: one line), at most the
/// constraint's height. A length of 0 means to the end of the string; an out-of-range range is
/// clamped to the string. `fitRange` receives the range measured.
public func CTFramesetterSuggestFrameSizeWithConstraints(
    _ framesetter: CTFramesetter, _ stringRange: CFRange, _ frameAttributes: [String: Any]?, _ constraints: CGSize,
    _ fitRange: UnsafeMutablePointer<CFRange>?
) -> CGSize {
    let s = framesetter.string
    let start = min(max(0, stringRange.location), s.length)
    let length = stringRange.length <= 0 ? s.length - start : min(stringRange.length, s.length - start)
    let text = s.attributedSubstring(from: NSRange(location: start, length: length))
    fitRange?.pointee = CFRange(location: start, length: length)
    let attributes = text.length > 0 ? text.attributes(at: 0, effectiveRange: nil) : (s.length > 0 ? s.attributes(at: 0, effectiveRange: nil) : nil)
    let size = TextMeasure.size(text.string, attributes, within: constraints, options: .usesLineFragmentOrigin)
    let maxHeight = constraints.height.isFinite && constraints.height >= 0 ? constraints.height : .greatestFiniteMagnitude
    return CGSize(width: size.width, height: min(size.height, maxHeight))
}
