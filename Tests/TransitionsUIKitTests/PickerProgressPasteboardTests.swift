import Foundation
import Testing
import TransitionsUIKit

private final class Months: NSObject, UIPickerViewDataSource, UIPickerViewDelegate {
    var rows = [12, 31]
    var picked: [(Int, Int)] = []
    func numberOfComponents(in pickerView: UIPickerView) -> Int { rows.count }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { rows[component] }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { "\(component):\(row)" }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) { picked.append((row, component)) }
}

/// `UIProgressView`, `UIPickerView` and `UIPasteboard`, with UIKit's state and callbacks.
@Suite struct PickerProgressPasteboardTests {
    @Test func progressIsPinnedAndSizedAsUIKits() {
        let sim = Simulation()
        sim.asCurrent {
            let bar = UIProgressView(progressViewStyle: .bar)
            #expect(bar.frame.size == CGSize(width: 0, height: 2.5) && bar.intrinsicContentSize.height == 2.5)
            bar.setProgress(1.7, animated: true)
            #expect(bar.progress == 1)
            bar.progress = .nan
            #expect(bar.progress == 0)
            let work = Progress(totalUnitCount: 4)
            bar.observedProgress = work
            work.completedUnitCount = 3
            #expect(bar.progress == 0.75)
            #expect(UIProgressView().intrinsicContentSize.height == 4)
        }
    }

    /// Counts come from the data source on reload; a selection from code tells nobody, the
    /// user's pick tells the delegate; rows are clamped to the component's range.
    @Test func pickerViewsFollowTheirDataSource() {
        let sim = Simulation()
        sim.asCurrent {
            let source = Months()
            let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
            #expect(picker.numberOfComponents == 0 && picker.selectedRow(inComponent: 0) == -1)
            picker.dataSource = source
            picker.delegate = source
            #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 1) == 31)
            picker.selectRow(40, inComponent: 1, animated: true)
            #expect(picker.selectedRow(inComponent: 1) == 30 && source.picked.isEmpty)
            picker.pick(row: 3, inComponent: 0)
            #expect(picker.selectedRow(inComponent: 0) == 3 && source.picked.count == 1 && source.picked[0] == (3, 0))
            #expect((picker.view(forRow: 2, forComponent: 1) as? UILabel)?.text == "1:2")
            #expect(picker.rowSize(forComponent: 0) == CGSize(width: 160, height: 32))
            source.rows = [12, 28]
            picker.reloadComponent(1)
            #expect(picker.selectedRow(inComponent: 1) == 27)
            picker.isHidden = true
            picker.pick(row: 1, inComponent: 0)
            #expect(source.picked.count == 1)
            // Asked lazily: data filled in after the data source is set is what the picker shows.
            let late = Months()
            late.rows = []
            let other = UIPickerView()
            other.dataSource = late
            late.rows = [5]
            other.selectRow(3, inComponent: 0, animated: false)
            #expect(other.numberOfComponents == 1 && other.selectedRow(inComponent: 0) == 3)
        }
    }

    /// The general pasteboard belongs to its simulation; changes count and are announced.
    @Test func pasteboards() {
        let a = Simulation(), b = Simulation()
        final class Count: @unchecked Sendable { var n = 0 }
        let count = Count()
        let board = a.asCurrent { UIPasteboard.general }
        let token = NotificationCenter.default.addObserver(forName: UIPasteboard.changedNotification, object: board, queue: nil) { _ in count.n += 1 }
        defer { NotificationCenter.default.removeObserver(token) }
        a.asCurrent {
            #expect(UIPasteboard.general === board)
            #expect(!board.hasStrings && board.string == nil)
            board.string = "copied"
            board.urls = [URL(string: "https://example.com")!, URL(string: "https://example.org")!]
            #expect(board.string == nil && board.urls?.count == 2 && board.hasURLs && board.numberOfItems == 2)
            board.string = "again"
            #expect(board.string == "again" && board.changeCount == 3 && count.n == 3)
        }
        b.asCurrent { #expect(UIPasteboard.general.string == nil) }
        a.asCurrent { #expect(UIPasteboard.general.string == "again") }
    }
}
