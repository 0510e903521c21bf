import Foundation

/// What the model's text inputs (`TextField`, `TextView`) share for UIKit's text-input protocol
/// (`UITextInput`, TransitionsUIKit): the text, the selection in UTF-16 units (a caret when
/// empty), edits through the app's delegate as typing makes them, and what places the text.
public protocol TextDocument: AnyObject {
    /// The text (empty for none).
    var documentText: String { get }
    /// The selection, within the text (setting it clamps it there).
    var documentSelection: NSRange { get set }
    /// Replaces `range` (within the text) with `string`, asking the delegate as typing does;
    /// the caret then follows the inserted text. False when refused.
    @discardableResult
    func replaceDocumentText(in range: NSRange, with string: String) -> Bool
    /// The font the text is laid out in.
    var documentFont: Font { get }
    /// Where the first line starts, in the view's coordinates, and how wide lines may run
    /// (`.greatestFiniteMagnitude` for a single-line field).
    var documentTextFrame: CGRect { get }
}

/// A selection clamped to a text of `length` UTF-16 units (a negative or non-representable
/// location is 0; a length running past the end stops there).
func clampedSelection(_ range: NSRange, length: Int) -> NSRange {
    let location = range.location == NSNotFound ? length : min(max(range.location, 0), length)
    let end = min(max(range.length, 0), length - location)
    return NSRange(location: location, length: end)
}
