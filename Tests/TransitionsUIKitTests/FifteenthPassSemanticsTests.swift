import Foundation
import Testing
import TransitionsUIKit

// Gaps the fifteenth corpus pass found (three new batches: shared-element and card transitions,
// tutorial apps, sheets and tab containers), each in the shape the app code used.

/// A collection view that tracks its interactive layout transition, as pinch-to-zoom page
/// browsers do: UIKit's `startInteractiveTransition`/`finish…`/`cancel…` are open.
private final class TrackingCollectionView: UICollectionView {
    var log: [String] = []
    override func startInteractiveTransition(to layout: UICollectionViewLayout,
                                             completion: UICollectionView.LayoutInteractiveTransitionCompletion? = nil) -> UICollectionViewTransitionLayout {
        log.append("start")
        return super.startInteractiveTransition(to: layout, completion: completion)
    }
    override func finishInteractiveTransition() {
        log.append("finish")
        super.finishInteractiveTransition()
    }
    override func cancelInteractiveTransition() {
        log.append("cancel")
        super.cancelInteractiveTransition()
    }
}

private final class ShelfLayout: UICollectionViewFlowLayout {}
private final class Pages: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "page", for: indexPath)
    }
}

@Suite struct FifteenthPassSemanticsTests {
    /// Overrides of the interactive layout transition are called, and their `super` calls run the
    /// model's transition (finish keeps the new layout, cancel the old one).
    @Test func interactiveLayoutTransitionsAreOverridable() throws {
        try withUIKitStage { sim, root in
            let shelf = ShelfLayout()
            let cv = TrackingCollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 300), collectionViewLayout: shelf)
            cv.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "page")
            let pages = Pages()
            cv.dataSource = pages
            root.view.addSubview(cv)
            cv.layoutIfNeeded()
            let grid = UICollectionViewFlowLayout()
            var ends: [Bool] = []
            let transition = cv.startInteractiveTransition(to: grid) { completed, _ in ends.append(completed) }
            transition.transitionProgress = 0.3
            cv.cancelInteractiveTransition()
            try sim.runUntilIdle()
            #expect(cv.collectionViewLayout === shelf && ends == [false])
            cv.startInteractiveTransition(to: grid) { completed, _ in ends.append(completed) }
            cv.finishInteractiveTransition()
            try sim.runUntilIdle()
            #expect(cv.collectionViewLayout === grid && ends == [false, true])
            #expect(cv.log == ["start", "cancel", "start", "finish"])
        }
    }

    /// Layouts are `NSObject`s in UIKit: class queries, identity equality, hashing.
    @Test func layoutsAnswerClassQueries() {
        let shelf: UICollectionViewLayout = ShelfLayout()
        #expect(shelf.isKind(of: UICollectionViewFlowLayout.self) && shelf.isMember(of: ShelfLayout.self))
        #expect(!shelf.isMember(of: UICollectionViewFlowLayout.self) && !UICollectionViewFlowLayout().isKind(of: ShelfLayout.self))
        #expect(shelf == shelf && shelf != ShelfLayout() && Set([shelf, shelf]).count == 1)
    }

    /// Supplementary and decoration invalidations are kept by kind, sorted and without repeats,
    /// and make the context a targeted one.
    @Test func invalidationContextsKeepSupplementaryElements() {
        let context = UICollectionViewLayoutInvalidationContext()
        #expect(context.invalidateEverything)
        let header = UICollectionView.elementKindSectionHeader
        context.invalidateSupplementaryElements(ofKind: header, at: [IndexPath(item: 0, section: 2), IndexPath(item: 0, section: 0)])
        context.invalidateSupplementaryElements(ofKind: header, at: [IndexPath(item: 0, section: 2)])
        context.invalidateDecorationElements(ofKind: "shelf", at: [IndexPath(item: 0, section: 1)])
        #expect(!context.invalidateEverything)
        #expect(context.invalidatedSupplementaryIndexPaths?[header] == [IndexPath(item: 0, section: 0), IndexPath(item: 0, section: 2)])
        #expect(context.invalidatedDecorationIndexPaths?["shelf"] == [IndexPath(item: 0, section: 1)])
        #expect(context.invalidatedItemIndexPaths == nil)
    }

    /// A recognizer carries the accessibility attributes UIKit declares on `NSObject`.
    @Test func gestureRecognizersHaveAccessibilityAttributes() {
        let pan = UIPanGestureRecognizer()
        #expect(pan.accessibilityHint == nil && !pan.isAccessibilityElement && pan.accessibilityTraits == .none)
        pan.accessibilityHint = "Drag up to expand"
        pan.accessibilityLabel = "Handle"
        pan.accessibilityTraits = [.adjustable]
        let recognizer: UIGestureRecognizer = pan
        #expect(recognizer.accessibilityHint == "Drag up to expand" && recognizer.accessibilityLabel == "Handle")
        #expect(recognizer.accessibilityTraits == [.adjustable] && UIPanGestureRecognizer().accessibilityHint == nil)
    }

    /// `preferredFont(forTextStyle:compatibleWith:)`: the style's size at the device's text size.
    @Test func preferredFontsForATraitCollection() {
        let plain = UIFont.preferredFont(forTextStyle: .headline)
        let current = UIFont.preferredFont(forTextStyle: .headline, compatibleWith: .current)
        let none = UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil)
        #expect(current.pointSize == plain.pointSize && current.fontName == plain.fontName)
        #expect(none.pointSize == UIFont.preferredFont(forTextStyle: .body).pointSize)
    }
}
