import Foundation
import Testing
import TransitionsUIKit

/// A growing chat input: UIKit's designated initialiser, overridden.
private final class ChatTextView: UITextView {
    var madeWithContainer = false
    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
        madeWithContainer = true
    }
    required init?(coder: NSCoder) { nil }
}

/// `UITextInput` over the model's text fields and text views: positions, ranges, the selection
/// typing replaces, the tokenizer, and the metrics' geometry.
@Suite struct TextInputTests {
    /// Typing replaces the selection; the caret follows inserted text; `deleteBackward` removes
    /// the selection or the character before the caret; setting the text puts the caret at its end.
    @MainActor @Test func typingEditsTheSelection() throws {
        try withUIKitStage { _, root in
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            root.view.addSubview(view)
            view.text = "hello world"
            #expect(view.selectedRange == NSRange(location: 11, length: 0))
            view.selectedRange = NSRange(location: 6, length: 5)
            view.insertText("there")
            #expect(view.text == "hello there")
            #expect(view.selectedRange == NSRange(location: 11, length: 0))
            view.selectedRange = NSRange(location: 5, length: 0)
            view.deleteBackward()
            #expect(view.text == "hell there")
            view.selectedRange = NSRange(location: NSNotFound, length: 3)
            #expect(view.selectedRange == NSRange(location: 10, length: 0))
            view.selectedRange = NSRange(location: -4, length: 400)
            #expect(view.selectedRange == NSRange(location: 0, length: 10))
            view.selectedRange = NSRange(location: 2, length: 0)
            view.select(nil)
            #expect(view.selectedRange == NSRange(location: 0, length: 4))
        }
    }

    /// Positions and ranges: offsets, comparisons, text in a range, replacing through the
    /// delegate; positions outside the text are nil, never a trap.
    @MainActor @Test func positionsAndRanges() throws {
        final class Refuser: NSObject, UITextFieldDelegate {
            func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
                string != "x"
            }
        }
        try withUIKitStage { _, root in
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
            root.view.addSubview(field)
            field.text = "caf\u{E9} au lait"
            field.becomeFirstResponder()
            let start = field.beginningOfDocument
            let end = field.endOfDocument
            #expect(field.offset(from: start, to: end) == 12)
            #expect(field.compare(start, to: end) == .orderedAscending)
            let four = try #require(field.position(from: start, offset: 4))
            let range = try #require(field.textRange(from: four, to: start))
            #expect(field.text(in: range) == "caf\u{E9}")
            #expect(field.position(from: start, offset: -1) == nil)
            #expect(field.position(from: end, offset: Int.max) == nil)
            #expect(field.position(from: start, in: .right, offset: 2)?.offset == 2)
            #expect(field.textRange(from: start, to: UITextPosition()) != nil)
            field.selectedTextRange = field.textRange(from: start, to: four)
            #expect(field.selectedTextRange?.start.offset == 0 && field.selectedTextRange?.end.offset == 4)
            field.replace(range, withText: "th\u{E9}")
            #expect(field.text == "th\u{E9} au lait")
            let refuser = Refuser()
            field.delegate = refuser
            field.replace(try #require(field.textRange(from: field.beginningOfDocument, to: field.endOfDocument)), withText: "x")
            #expect(field.text == "th\u{E9} au lait")
            #expect(field.markedTextRange == nil)
            // Through the protocol, as apps reach the view being edited.
            let input: UITextInput = field
            #expect(input.keyboardAppearance == .default)
            #expect(input.selectedTextRange != nil)
        }
    }

    /// The string tokenizer: characters (composed), words, paragraphs, in both directions.
    @MainActor @Test func theTokenizerFindsUnits() throws {
        try withUIKitStage { _, _ in
            let view = UITextView()
            view.text = "one two\nthree"
            let tokenizer = view.tokenizer
            let inTwo = try #require(view.position(from: view.beginningOfDocument, offset: 5))
            let word = try #require(tokenizer.rangeEnclosingPosition(inTwo, with: .word, inDirection: .storage(.forward)))
            #expect(view.text(in: word) == "two")
            let paragraph = try #require(tokenizer.rangeEnclosingPosition(inTwo, with: .paragraph, inDirection: .storage(.forward)))
            #expect(view.text(in: paragraph) == "one two\n")
            #expect(tokenizer.isPosition(view.beginningOfDocument, atBoundary: .word, inDirection: .storage(.forward)))
            let back = try #require(tokenizer.position(from: inTwo, toBoundary: .word, inDirection: .layout(.left)))
            #expect(back.offset == 4)
            #expect(tokenizer.rangeEnclosingPosition(view.endOfDocument, with: .character, inDirection: .storage(.forward)) == nil)
            #expect(tokenizer.rangeEnclosingPosition(inTwo, with: .character, inDirection: UITextDirection(rawValue: 3))?.start.offset == 4)
        }
    }

    /// Geometry with the model's text metrics: the caret of an offset, and the position a point
    /// is closest to (a tap on a character), inverse of each other; a text view wraps at its width.
    @MainActor @Test func caretsAndClosestPositionsAgree() throws {
        try withUIKitStage { _, root in
            let view = ChatTextView(frame: CGRect(x: 0, y: 0, width: 120, height: 200), textContainer: nil)
            #expect(view.madeWithContainer)
            root.view.addSubview(view)
            view.font = .systemFont(ofSize: 10)
            view.text = String(repeating: "a", count: 40)
            // 120 − 2 × 5 padding = 110 points of 5.5-point characters: 20 a line.
            let caret = view.caretRect(for: try #require(view.position(from: view.beginningOfDocument, offset: 25)))
            #expect(caret.minY == 8 + 12 && abs(caret.minX - (5 + 5 * 5.5)) < 1e-9)
            for offset in [0, 7, 19, 20, 33, 40] {
                let p = view.caretRect(for: try #require(view.position(from: view.beginningOfDocument, offset: offset)))
                let back = view.closestPosition(to: CGPoint(x: p.minX + 0.5, y: p.midY))
                #expect(back?.offset == offset || (offset == 20 && back?.offset == 20))
            }
            let all = try #require(view.textRange(from: view.beginningOfDocument, to: view.endOfDocument))
            // Forty characters end exactly where the second line wraps: both rectangles are a
            // full line wide (the end's caret sits on the third line).
            let rects = view.selectionRects(for: all)
            #expect(rects.count == 2)
            #expect(rects.allSatisfy { abs($0.rect.width - 110) < 1e-9 })
            #expect(rects.last?.rect.minY == 8 + 12 && rects.last?.containsEnd == true)
            let twenty = try #require(view.position(from: view.beginningOfDocument, offset: 20))
            let firstLine = try #require(view.textRange(from: view.beginningOfDocument, to: twenty))
            #expect(view.selectionRects(for: firstLine).map(\.rect.width) == [110])
            #expect(view.closestPosition(to: CGPoint(x: CGFloat.nan, y: 0)) == nil)
            #expect(view.characterRange(at: CGPoint(x: 6, y: 9))?.start.offset == 0)
            #expect(view.textContainer.lineFragmentPadding == 5)
        }
    }

    /// `scrollRangeToVisible(_:)` scrolls the least that shows the range with the model's
    /// metrics; "the end" written as location −1 is the end; a range already visible stays.
    @MainActor @Test func scrollingARangeIntoView() throws {
        try withUIKitStage { _, root in
            let view = UITextView(frame: CGRect(x: 0, y: 0, width: 120, height: 60))
            root.view.addSubview(view)
            view.font = .systemFont(ofSize: 10)
            view.text = String(repeating: "a", count: 200)  // 20 a line: 10 lines of 12 points
            view.contentInsetAdjustmentBehavior = .never
            // Ten full lines, and the caret's empty eleventh after the last wrap.
            view.contentSize = CGSize(width: 120, height: 8 + 132 + 8)
            view.scrollRangeToVisible(NSRange(location: 0, length: 1))
            #expect(view.contentOffset.y == 0)
            view.scrollRangeToVisible(NSRange(location: -1, length: 0))
            // The last caret (line 10, y 128…140) at the bottom of a 60-point view.
            #expect(abs(view.contentOffset.y - (8 + 120 + 12 - 60)) < 1e-9)
            view.scrollRangeToVisible(NSRange(location: 45, length: 3))
            #expect(abs(view.contentOffset.y - (8 + 24)) < 1e-9)
        }
    }
}
