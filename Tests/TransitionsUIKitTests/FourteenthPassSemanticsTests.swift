import Foundation
import Testing
import TransitionsUIKit

/// Behaviour of the UIKit surface the fourteenth development pass reached for: an app's own
/// share-sheet activities (optional types, a view controller of their own), highlighted labels.
@Suite struct FourteenthPassSemanticsTests {
    /// An activity that performs directly, and one whose view controller UIKit presents over the
    /// sheet; the sheet finishes only when that activity says it is done.
    final class Bookmark: UIActivity {
        private(set) var prepared: [Any] = []
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType(rawValue: "app.bookmark") }
        override func prepare(withActivityItems activityItems: [Any]) { prepared = activityItems }
    }
    final class Annotate: UIActivity {
        let editor = UIViewController()
        override var activityType: UIActivity.ActivityType? { UIActivity.ActivityType(rawValue: "app.annotate") }
        override var activityViewController: UIViewController? { editor }
    }
    final class Untyped: UIActivity {
        override var activityType: UIActivity.ActivityType? { nil }
    }

    @Test func appActivitiesPerformOrShowTheirController() throws {
        try withUIKitStage { sim, root in
            var reports: [String] = []
            let bookmark = Bookmark(), annotate = Annotate()
            func share() -> UIActivityViewController {
                let sheet = UIActivityViewController(activityItems: ["page"], applicationActivities: [bookmark, annotate, Untyped()])
                sheet.completionWithItemsHandler = { type, completed, _, _ in reports.append("\(type?.rawValue ?? "none") \(completed)") }
                return sheet
            }
            let first = share()
            #expect(first.offeredActivityTypes.suffix(2).map(\.rawValue) == ["app.bookmark", "app.annotate"], "a nil type is not offered")
            root.present(first, animated: true)
            try sim.runUntilIdle()
            first.perform(UIActivity.ActivityType(rawValue: "app.bookmark"))
            try sim.runUntilIdle()
            #expect(reports == ["app.bookmark true"] && bookmark.prepared.first as? String == "page")
            #expect(root.presentedViewController == nil)

            let second = share()
            root.present(second, animated: true)
            try sim.runUntilIdle()
            second.perform(UIActivity.ActivityType(rawValue: "app.annotate"))
            try sim.runUntilIdle()
            #expect(second.presentedViewController === annotate.editor && reports.count == 1, "shown over the sheet, not finished")
            annotate.activityDidFinish(true)
            try sim.runUntilIdle()
            #expect(reports == ["app.bookmark true", "app.annotate true"] && root.presentedViewController == nil)
            annotate.activityDidFinish(true)
            #expect(reports.count == 2, "a second finish reports nothing")
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }

    /// `isHighlighted` and `highlightedTextColor` on a label are stored (drawing).
    @Test func labelsStoreTheirHighlight() {
        withUIKitStage { _, _ in
            let label = UILabel()
            #expect(!label.isHighlighted && label.highlightedTextColor == nil)
            label.highlightedTextColor = .white
            label.isHighlighted = true
            #expect(label.isHighlighted && label.highlightedTextColor == .white)
        }
    }

    /// A view may override what UIKit lets it (`open` there): a card list that refuses the
    /// system's long-press recognizer, a cell whose snapshot carries its shadow.
    final class CardList: UIView {
        override func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) {
            guard !(gestureRecognizer is UILongPressGestureRecognizer) else { return }
            super.addGestureRecognizer(gestureRecognizer)
        }
    }
    final class CardCell: UIView {
        override func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? {
            let snapshot = super.snapshotView(afterScreenUpdates: afterUpdates)
            snapshot?.layer.shadowOpacity = layer.shadowOpacity
            return snapshot
        }
    }

    @Test func viewsOverrideRecognizersAndSnapshots() {
        withUIKitStage { _, root in
            let list = CardList(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.view.addSubview(list)
            list.addGestureRecognizer(UILongPressGestureRecognizer())
            list.addGestureRecognizer(UITapGestureRecognizer())
            #expect(list.gestureRecognizers?.count == 1 && list.gestureRecognizers?.first is UITapGestureRecognizer)
            let cell = CardCell(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            cell.layer.shadowOpacity = 0.3
            list.addSubview(cell)
            let snapshot = cell.snapshotView(afterScreenUpdates: false)
            #expect(snapshot?.layer.shadowOpacity == 0.3 && snapshot?.bounds.size == cell.bounds.size)
        }
    }

    /// Drawing surface a book chapter's search screen and a popover's arrow reach for: a
    /// renderer's format knows the renderer's bounds (a copy per renderer, as UIKit keeps), a
    /// stretchable image's caps, stored search-field and back-title settings, a context's text
    /// matrix.
    @Test func drawingSurfaceOfSearchScreensAndPopovers() {
        withUIKitStage { _, _ in
            let shared = UIGraphicsImageRendererFormat.default()
            shared.scale = 2
            let renderer = UIGraphicsImageRenderer(size: CGSize(width: 44, height: 33), format: shared)
            var drawnIn = CGRect.null
            let image = renderer.image { context in
                drawnIn = context.format.bounds
                context.cgContext.textMatrix = CGAffineTransform(scaleX: 1, y: -1)
                #expect(context.cgContext.textMatrix.d == -1)
            }
            #expect(drawnIn == CGRect(x: 0, y: 0, width: 44, height: 33) && shared.bounds == .zero && renderer.format.scale == 2)
            let stretchable = image.stretchableImage(withLeftCapWidth: 11, topCapHeight: 11)
            #expect(stretchable.capInsets == UIEdgeInsets(top: 11, left: 11, bottom: 21, right: 32) && stretchable.resizingMode == .stretch)
            #expect(stretchable.leftCapWidth == 11 && stretchable.topCapHeight == 11 && stretchable.size == image.size)
            #expect(image.stretchableImage(withLeftCapWidth: 0, topCapHeight: -3).capInsets == .zero)
            let search = UISearchBar()
            search.setSearchFieldBackgroundImage(stretchable, for: .normal)
            #expect(search.searchFieldBackgroundImage(for: .normal) === stretchable && search.searchFieldBackgroundImage(for: .disabled) == nil)
            let item = UIBarButtonItem.appearance()
            item.setBackButtonTitlePositionAdjustment(UIOffset(horizontal: -1000, vertical: 0), for: .default)
            #expect(item.backButtonTitlePositionAdjustment(for: .default).horizontal == -1000)
            #expect(item.backButtonTitlePositionAdjustment(for: .compact) == .zero)
            item.setBackButtonTitlePositionAdjustment(.zero, for: .default)
        }
    }
}
