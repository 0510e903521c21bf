import Foundation
import Transitions

// `UITextInput` (UIKit's text-document protocol), over the model's text fields and text views:
// positions are UTF-16 offsets into the text, the selection is the view's (typing replaces it),
// edits go through the delegate as typing does. Geometry (`caretRect(for:)`,
// `closestPosition(to:)`, selection rectangles) uses the model's text metrics — the ones
// `UILabel` sizes with (`Font.averageCharacterWidth`, 0.55 × the point size; `lineHeight`, 1.2 ×),
// wrapped at the text view's width (a text field is one line) — so a tap maps to the
// character the same metrics draw under it.

/// `UITextPosition`: a place in a document (here, a UTF-16 offset into the text).
open class UITextPosition: UIKitNSObject {
    /// The offset into the text, in UTF-16 units.
    public let offset: Int
    public override init() {
        offset = 0
        super.init()
    }
    init(offset: Int) {
        self.offset = offset
        super.init()
    }
    open override func isEqual(_ object: Any?) -> Bool { (object as? UITextPosition)?.offset == offset }
    open override var hash: Int { offset }
}

/// `UITextRange`: from `start` to `end`.
open class UITextRange: UIKitNSObject {
    open var start: UITextPosition { startPosition }
    open var end: UITextPosition { endPosition }
    open var isEmpty: Bool { start.offset >= end.offset }
    private let startPosition: UITextPosition
    private let endPosition: UITextPosition
    public override init() {
        startPosition = UITextPosition()
        endPosition = UITextPosition()
        super.init()
    }
    init(_ range: NSRange) {
        startPosition = UITextPosition(offset: range.location)
        endPosition = UITextPosition(offset: range.location + range.length)
        super.init()
    }
    /// The range in UTF-16 units (a reversed range is empty at its start).
    var nsRange: NSRange { NSRange(location: start.offset, length: max(0, end.offset - start.offset)) }
}

/// `UITextSelectionRect`: one rectangle of a selection.
open class UITextSelectionRect: UIKitNSObject {
    open var rect: CGRect { storedRect }
    open var writingDirection: NSWritingDirection { .leftToRight }
    open var containsStart: Bool { storedStart }
    open var containsEnd: Bool { storedEnd }
    open var isVertical: Bool { false }
    private let storedRect: CGRect
    private let storedStart: Bool
    private let storedEnd: Bool
    public override init() {
        storedRect = .zero
        storedStart = false
        storedEnd = false
        super.init()
    }
    init(rect: CGRect, containsStart: Bool, containsEnd: Bool) {
        storedRect = rect
        storedStart = containsStart
        storedEnd = containsEnd
        super.init()
    }
}

/// `NSWritingDirection` (UIKit's raw values).
public enum NSWritingDirection: Int, Sendable, Hashable { case natural = -1, leftToRight = 0, rightToLeft = 1 }
public typealias UITextWritingDirection = NSWritingDirection

/// `UITextStorageDirection`, `UITextLayoutDirection` and `UITextDirection` (either).
public enum UITextStorageDirection: Int, Sendable, Hashable { case forward, backward }
public enum UITextLayoutDirection: Int, Sendable, Hashable { case right = 2, left, up, down }
public struct UITextDirection: RawRepresentable, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static func storage(_ direction: UITextStorageDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    public static func layout(_ direction: UITextLayoutDirection) -> UITextDirection { UITextDirection(rawValue: direction.rawValue) }
    /// Backward in storage or toward the start of a line or the document (left, up).
    var isBackward: Bool { rawValue == 1 || rawValue == 3 || rawValue == 4 }
}

/// `UITextGranularity`.
public enum UITextGranularity: Int, Sendable, Hashable { case character, word, sentence, paragraph, line, document }

/// `UITextInputDelegate`: told around changes the system makes to a text input.
public protocol UITextInputDelegate: AnyObject {
    func selectionWillChange(_ textInput: (any UITextInput)?)
    func selectionDidChange(_ textInput: (any UITextInput)?)
    func textWillChange(_ textInput: (any UITextInput)?)
    func textDidChange(_ textInput: (any UITextInput)?)
}

/// `UITextInputTokenizer`: units of text around positions.
public protocol UITextInputTokenizer: AnyObject {
    func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextRange?
    func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
    func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextPosition?
    func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool
}

/// `UITextInput`: a key input holding a document of text (`view as? UITextInput` finds the view
/// being edited). Text fields and text views conform through the model's document; a class of
/// the app's that adopts it implements the members, as on iOS.
public protocol UITextInput: UIKeyInput, UITextInputTraits {
    func text(in range: UITextRange) -> String?
    func replace(_ range: UITextRange, withText text: String)
    var selectedTextRange: UITextRange? { get set }
    var markedTextRange: UITextRange? { get }
    func setMarkedText(_ markedText: String?, selectedRange: NSRange)
    func unmarkText()
    var beginningOfDocument: UITextPosition { get }
    var endOfDocument: UITextPosition { get }
    func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange?
    func position(from position: UITextPosition, offset: Int) -> UITextPosition?
    func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition?
    func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult
    func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int
    var tokenizer: any UITextInputTokenizer { get }
    func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition?
    func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange?
    func firstRect(for range: UITextRange) -> CGRect
    func caretRect(for position: UITextPosition) -> CGRect
    func selectionRects(for range: UITextRange) -> [UITextSelectionRect]
    func closestPosition(to point: CGPoint) -> UITextPosition?
    func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition?
    func characterRange(at point: CGPoint) -> UITextRange?
}

/// `UITextInputStringTokenizer`: characters (composed sequences), words (runs of letters and
/// digits), lines and paragraphs (between line breaks) and the document.
open class UITextInputStringTokenizer: UIKitNSObject, UITextInputTokenizer {
    private weak var input: (any UITextInput)?
    public init(textInput: any UITextInput) {
        input = textInput
        super.init()
    }

    private var text: NSString { ((input as? TextDocument)?.documentText ?? "") as NSString }

    /// The unit of `granularity` that holds `offset` (or, going backward, ends at it).
    private func unit(at offset: Int, _ granularity: UITextGranularity, backward: Bool) -> NSRange? {
        let text = self.text
        let probe = backward ? offset - 1 : offset
        guard probe >= 0, probe < text.length || granularity == .document else { return nil }
        switch granularity {
        case .character: return text.rangeOfComposedCharacterSequence(at: probe)
        case .word:
            let r = wordRange(around: probe, in: text as String)
            return r.length > 0 && NSLocationInRange(probe, r) ? r : nil
        case .line, .paragraph, .sentence:
            return text.paragraphRange(for: NSRange(location: probe, length: 0))
        case .document: return NSRange(location: 0, length: text.length)
        }
    }

    open func rangeEnclosingPosition(_ position: UITextPosition, with granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextRange? {
        unit(at: position.offset, granularity, backward: direction.isBackward).map(UITextRange.init)
    }
    open func isPosition(_ position: UITextPosition, atBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        guard let u = unit(at: position.offset, granularity, backward: direction.isBackward) else { return true }
        return direction.isBackward ? NSMaxRange(u) == position.offset : u.location == position.offset
    }
    open func position(from position: UITextPosition, toBoundary granularity: UITextGranularity, inDirection direction: UITextDirection) -> UITextPosition? {
        guard let u = unit(at: position.offset, granularity, backward: direction.isBackward) else { return nil }
        return UITextPosition(offset: direction.isBackward ? u.location : NSMaxRange(u))
    }
    open func isPosition(_ position: UITextPosition, withinTextUnit granularity: UITextGranularity, inDirection direction: UITextDirection) -> Bool {
        unit(at: position.offset, granularity, backward: direction.isBackward) != nil
    }
}

extension UITextInput where Self: TextDocument {
    private var length: Int { (documentText as NSString).length }
    private func position(_ offset: Int) -> UITextPosition { UITextPosition(offset: min(max(offset, 0), length)) }
    private func valid(_ p: UITextPosition) -> Bool { p.offset >= 0 && p.offset <= length }

    public func text(in range: UITextRange) -> String? {
        guard valid(range.start), valid(range.end) else { return nil }
        return (documentText as NSString).substring(with: range.nsRange)
    }
    /// `replace(_:withText:)`: through the delegate, as typing (a text field only while editing).
    public func replace(_ range: UITextRange, withText text: String) {
        guard valid(range.start), valid(range.end) else { return }
        replaceDocumentText(in: range.nsRange, with: text)
    }
    /// `selectedTextRange`: the selection (an empty range is the caret); setting nil keeps it.
    public var selectedTextRange: UITextRange? {
        get { UITextRange(documentSelection) }
        set { if let newValue { documentSelection = newValue.nsRange } }
    }
    /// `markedTextRange`: none (there is no input method composing text).
    public var markedTextRange: UITextRange? { nil }
    /// `setMarkedText(_:selectedRange:)`: the text is inserted as typed (no composition).
    public func setMarkedText(_ markedText: String?, selectedRange: NSRange) {
        replaceDocumentText(in: documentSelection, with: markedText ?? "")
    }
    public func unmarkText() {}
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    public var endOfDocument: UITextPosition { UITextPosition(offset: length) }
    /// `textRange(from:to:)`: nil for a position outside the text; the ends in order.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        guard valid(fromPosition), valid(toPosition) else { return nil }
        let (a, b) = (min(fromPosition.offset, toPosition.offset), max(fromPosition.offset, toPosition.offset))
        return UITextRange(NSRange(location: a, length: b - a))
    }
    /// `position(from:offset:)`: nil outside the text (no overflow: offsets are checked first).
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        let (target, overflow) = position.offset.addingReportingOverflow(offset)
        guard !overflow, target >= 0, target <= length else { return nil }
        return UITextPosition(offset: target)
    }
    /// `position(from:in:offset:)`: right and down forward, left and up backward (a line is a unit
    /// of the layout's characters per line).
    public func position(from position: UITextPosition, in direction: UITextLayoutDirection, offset: Int) -> UITextPosition? {
        let perLine = max(1, charactersPerLine)
        let (step, overflow) = offset.multipliedReportingOverflow(by: direction == .up || direction == .down ? perLine : 1)
        guard !overflow else { return nil }
        return self.position(from: position, offset: direction == .left || direction == .up ? -step : step)
    }
    public func compare(_ position: UITextPosition, to other: UITextPosition) -> ComparisonResult {
        position.offset < other.offset ? .orderedAscending : position.offset > other.offset ? .orderedDescending : .orderedSame
    }
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int {
        toPosition.offset.subtractingReportingOverflow(from.offset).partialValue
    }
    /// `tokenizer`: a string tokenizer over this input.
    public var tokenizer: any UITextInputTokenizer { UITextInputStringTokenizer(textInput: self) }
    public func position(within range: UITextRange, farthestIn direction: UITextLayoutDirection) -> UITextPosition? {
        direction == .left || direction == .up ? range.start : range.end
    }
    public func characterRange(byExtending position: UITextPosition, in direction: UITextLayoutDirection) -> UITextRange? {
        guard valid(position) else { return nil }
        let other = direction == .left || direction == .up ? 0 : length
        return textRange(from: position, to: UITextPosition(offset: other))
    }

    // MARK: Geometry (the model's text metrics)

    private var characterWidth: CGFloat { documentFont.averageCharacterWidth }
    private var lineHeight: CGFloat { documentFont.lineHeight }
    /// Characters a line holds (a field: all of them).
    private var charactersPerLine: Int {
        let w = documentTextFrame.width
        guard w.isFinite, w < .greatestFiniteMagnitude / 2, characterWidth > 0 else { return Int.max }
        return max(1, Int((w / characterWidth).rounded(.down)))
    }
    /// The caret point of every offset from 0 to `last` (clamped to the text), in one pass:
    /// explicit line breaks end lines, long lines wrap.
    private func caretPoints(through last: Int) -> [CGPoint] {
        let text = documentText as NSString
        let last = min(max(last, 0), text.length)
        let perLine = charactersPerLine
        let origin = documentTextFrame.origin
        var points = [origin]
        points.reserveCapacity(last + 1)
        var line = 0, column = 0
        for i in 0..<last {
            if text.character(at: i) == 10 {
                line += 1
                column = 0
            } else {
                column += 1
                if column >= perLine, perLine != Int.max {
                    line += 1
                    column = 0
                }
            }
            points.append(CGPoint(x: origin.x + CGFloat(column) * characterWidth, y: origin.y + CGFloat(line) * lineHeight))
        }
        return points
    }

    /// `caretRect(for:)`: a 2-point-wide caret, a line tall, at the position.
    public func caretRect(for position: UITextPosition) -> CGRect {
        let p = caretPoints(through: position.offset).last ?? documentTextFrame.origin
        return CGRect(x: p.x, y: p.y, width: 2, height: lineHeight)
    }
    /// `firstRect(for:)`: the range's part on its first line.
    public func firstRect(for range: UITextRange) -> CGRect { selectionRects(for: range).first?.rect ?? caretRect(for: range.start) }
    /// `selectionRects(for:)`: one rectangle per line the range covers.
    public func selectionRects(for range: UITextRange) -> [UITextSelectionRect] {
        let start = min(max(range.start.offset, 0), length)
        let end = min(max(range.end.offset, start), length)
        guard end > start else { return [] }
        let points = caretPoints(through: end)
        var rects: [UITextSelectionRect] = []
        var lineStart = start
        for i in (start + 1)...end where i == end || points[i].y != points[lineStart].y {
            let a = points[lineStart]
            // The line's last character ends a character width after its caret; a range that
            // ends exactly where a line wraps (or after its line break) has its end caret on the
            // next line, so its last rectangle also ends there.
            let lastX = points[i].y == a.y ? points[i].x : points[i - 1].x + characterWidth
            rects.append(UITextSelectionRect(
                rect: CGRect(x: a.x, y: a.y, width: max(0, lastX - a.x), height: lineHeight),
                containsStart: lineStart == start, containsEnd: i == end))
            lineStart = i
        }
        return rects
    }
    /// `closestPosition(to:)`: the position whose caret is nearest the point (a point past a
    /// line's end: the line's end).
    public func closestPosition(to point: CGPoint) -> UITextPosition? {
        guard point.x.isFinite, point.y.isFinite else { return nil }
        var best = 0
        var bestDistance = CGFloat.greatestFiniteMagnitude
        for (offset, p) in caretPoints(through: length).enumerated() {
            let dy = point.y < p.y ? p.y - point.y : max(0, point.y - (p.y + lineHeight))
            let d = dy * 10_000 + abs(point.x - p.x)
            if d < bestDistance {
                bestDistance = d
                best = offset
            }
        }
        return UITextPosition(offset: best)
    }
    public func closestPosition(to point: CGPoint, within range: UITextRange) -> UITextPosition? {
        guard let p = closestPosition(to: point) else { return nil }
        return UITextPosition(offset: min(max(p.offset, range.start.offset), range.end.offset))
    }
    /// `characterRange(at:)`: the character under the point, nil past the text.
    public func characterRange(at point: CGPoint) -> UITextRange? {
        guard let p = closestPosition(to: point), length > 0 else { return nil }
        let offset = min(p.offset, length - 1)
        return UITextRange((documentText as NSString).rangeOfComposedCharacterSequence(at: offset))
    }
}

extension TextField: UITextInput {}
extension TextView: UITextInput {}

/// `UITextItemInteraction`: how the user acted on a link or attachment in a text view (what
/// `textView(_:shouldInteractWith:in:interaction:)` is told).
public enum UITextItemInteraction: Int, Sendable, Hashable { case invokeDefaultAction, presentActions, preview }

private enum TextViewTraitKeys {
    nonisolated(unsafe) static let keys = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

/// A text view's keyboard traits and typing attributes (stored: there is no keyboard, text is not
/// drawn).
private final class TextViewInputState {
    var returnKeyType = ReturnKeyType.default
    var keyboardType = KeyboardType.default
    var isSecureTextEntry = false
    var typingAttributes: [NSAttributedString.Key: Any] = [:]
}

extension TextView {
    private var inputState: TextViewInputState {
        if let s = AssociatedObjects.get(self, key: TextViewTraitKeys.keys) as? TextViewInputState { return s }
        let s = TextViewInputState()
        AssociatedObjects.set(self, key: TextViewTraitKeys.keys, value: s, policy: .retain)
        return s
    }
    /// `returnKeyType`, `keyboardType`, `isSecureTextEntry` (stored, as a text field's).
    public var returnKeyType: ReturnKeyType {
        get { inputState.returnKeyType }
        set { inputState.returnKeyType = newValue }
    }
    public var keyboardType: KeyboardType {
        get { inputState.keyboardType }
        set { inputState.keyboardType = newValue }
    }
    public var isSecureTextEntry: Bool {
        get { inputState.isSecureTextEntry }
        set { inputState.isSecureTextEntry = newValue }
    }
    /// `typingAttributes`: the attributes typed text takes (drawing, stored); the font and colour
    /// by default.
    public var typingAttributes: [NSAttributedString.Key: Any] {
        get {
            var a = inputState.typingAttributes
            if a[.font] == nil, let font { a[.font] = font }
            if a[.foregroundColor] == nil, let textColor { a[.foregroundColor] = textColor }
            return a
        }
        set { inputState.typingAttributes = newValue }
    }
}

extension TextView {
    /// `scrollRangeToVisible(_:)`: scrolls the least that shows the range's first line (its caret
    /// for an empty range), laid out with the model's text metrics (a location past the text —
    /// `NSRange(location: -1, …)`, as apps write "the end" — is the end).
    public func scrollRangeToVisible(_ range: NSRange) {
        let length = (documentText as NSString).length
        let location = range.location < 0 || range.location == NSNotFound ? length : min(range.location, length)
        let start = UITextPosition(offset: location)
        let end = UITextPosition(offset: min(location + max(0, min(range.length, length - location)), length))
        let rect = range.length > 0 ? firstRect(for: UITextRange(NSRange(location: start.offset, length: end.offset - start.offset))) : caretRect(for: start)
        scrollRectToVisible(rect, animated: false)
    }
}
