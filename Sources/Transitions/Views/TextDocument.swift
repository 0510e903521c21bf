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

// Typing and the edit actions, as both text inputs run them on their selection (UTF-16 units):
// each change goes through `replaceDocumentText(in:with:)`, so through the app's delegate.
extension TextDocument {
    /// Typing: `string` replaces the selection (at the caret: inserted there).
    package func typeText(_ string: String) { replaceDocumentText(in: documentSelection, with: string) }
    /// The backspace key: the selection goes, or the character before the caret.
    package func deleteBackwardInText() {
        let selection = documentSelection
        if selection.length > 0 {
            replaceDocumentText(in: selection, with: "")
        } else if selection.location > 0 {
            replaceDocumentText(in: (documentText as NSString).rangeOfComposedCharacterSequence(at: selection.location - 1), with: "")
        }
    }
    /// `selectAll(_:)`: all of the text.
    package func selectAllText() { documentSelection = NSRange(location: 0, length: (documentText as NSString).length) }
    /// `select(_:)`: the word at the caret.
    package func selectWordAtCaret() { documentSelection = wordRange(around: documentSelection.location, in: documentText) }
    /// `copy(_:)`: the selection to the general pasteboard (nothing without one).
    package func copySelection() {
        let selection = documentSelection
        if selection.length > 0 { Pasteboard.general.string = (documentText as NSString).substring(with: selection) }
    }
    /// `delete(_:)`: the selection goes.
    package func deleteSelection() {
        let selection = documentSelection
        if selection.length > 0 { replaceDocumentText(in: selection, with: "") }
    }
    /// `paste(_:)`: the pasteboard's string replaces the selection.
    package func pasteOverSelection() {
        guard let string = Pasteboard.general.string else { return }
        replaceDocumentText(in: documentSelection, with: string)
    }
}

/// A selection clamped to a text of `length` UTF-16 units (a negative or non-representable
/// location is 0; a length running past the end stops there).
func clampedSelection(_ range: NSRange, length: Int) -> NSRange {
    let location = range.location == NSNotFound ? length : min(max(range.location, 0), length)
    let end = min(max(range.length, 0), length - location)
    return NSRange(location: location, length: end)
}
