import Foundation
import Testing
import TransitionsUIKit

// Gaps the twenty-second corpus pass found (photo viewers, popups and action sheets, push and
// pop animators, card stacks and dynamics, pull-up panels, scroll-driven headers, flips and
// splash screens, tab bars), each in the shape the app code used.

/// A badge with a fixed intrinsic width.
private class Chip: UIView {
    override var intrinsicContentSize: CGSize { CGSize(width: 50, height: 20) }
}

/// A hairline that never stretches: its class answers a high hugging priority, as a subclass
/// overriding UIKit's getter does (nothing sets it).
private final class Hairline: Chip {
    override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        axis == .horizontal ? UILayoutPriority(900) : super.contentHuggingPriority(for: axis)
    }
}

/// A badge whose class answers priorities no engine can use: above required, and NaN.
private final class Unruly: Chip {
    var hugging = UILayoutPriority(2000)
    override func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority { hugging }
}

/// A contacts list with an A–Z index whose last entry jumps to the first section.
private final class Contacts: UITableViewController {
    let sections = ["A", "B", "C", "D"]
    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { sections + ["#"] }
    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        title == "#" ? 0 : index
    }
    override var description: String { "Contacts(\(sections.count))" }
}

/// A layer subclass adopting an app protocol declared as an `NSObjectProtocol` one.
private protocol WindDelegate: NSObjectProtocol { func windDidStop() }
private final class WindLayer: CALayer, WindDelegate {
    var stops = 0
    func windDidStop() { stops += 1 }
}

/// An action of a custom action sheet, carrying an accessibility identifier of its own.
private final class SheetAction: NSObject, UIAccessibilityIdentification {
    var accessibilityIdentifier: String?
}

@Suite struct TwentySecondPassSemanticsTests {
    /// Two chips in a row fill a 300-point container; the one with the lower hugging priority
    /// stretches. A subclass's override of `contentHuggingPriority(for:)` counts, as UIKit's
    /// engine asks the method: the hairline (900 by override) keeps its width and its neighbour
    /// (251, set) stretches; with a plain chip (250) in its place, that one stretches.
    @Test func theLayoutEngineAsksTheHuggingOverride() throws {
        try withUIKitStage { sim, root in
            func layOut(_ first: Chip) -> (CGFloat, CGFloat) {
                let row = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
                root.view.addSubview(row)
                let second = Chip()
                second.setContentHuggingPriority(UILayoutPriority(251), for: .horizontal)
                for v in [first, second] {
                    v.translatesAutoresizingMaskIntoConstraints = false
                    row.addSubview(v)
                    v.topAnchor.constraint(equalTo: row.topAnchor).isActive = true
                }
                NSLayoutConstraint.activate([
                    first.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                    second.leadingAnchor.constraint(equalTo: first.trailingAnchor),
                    second.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                ])
                row.layoutIfNeeded()
                defer { row.removeFromSuperview() }
                return (first.frame.width, second.frame.width)
            }
            let (hairline, neighbour) = layOut(Hairline())
            #expect(hairline == 50 && neighbour == 250, "\(hairline) \(neighbour)")
            let (chip, other) = layOut(Chip())
            #expect(chip == 250 && other == 50, "\(chip) \(other)")
            // 2000 counts as required (the badge keeps its width); NaN as the default 250, below
            // the neighbour's 251 (the badge stretches). Nothing non-finite reaches the frames.
            let (unruly, beside) = layOut(Unruly())
            #expect(unruly == 50 && beside == 250, "\(unruly) \(beside)")
            let nan = Unruly()
            nan.hugging = UILayoutPriority(Float.nan)
            let (stretched, kept) = layOut(nan)
            #expect(stretched == 250 && kept == 50, "\(stretched) \(kept)")
            #expect(Hairline().contentHuggingPriority(for: .vertical) == .defaultLow)
            _ = sim
        }
    }

    /// A tap on the section index asks the data source for the entry's section and brings that
    /// section's top to the top of the table; the "#" entry goes back to the first. An entry
    /// out of range, or a table with fewer rows than the index's minimum, does nothing.
    @Test func aSectionIndexTapScrollsToTheSection() throws {
        try withUIKitStage { sim, root in
            let contacts = Contacts()
            root.present(contacts, animated: false)
            try sim.runUntilIdle()
            let table = contacts.tableView!
            table.layoutIfNeeded()
            table.tapSectionIndexTitle(at: 2)
            #expect(table.contentOffset.y == table.rect(forSection: 2).minY - table.adjustedContentInset.top)
            table.tapSectionIndexTitle(at: 4)
            #expect(table.contentOffset.y == -table.adjustedContentInset.top)
            table.tapSectionIndexTitle(at: 9)
            #expect(table.contentOffset.y == -table.adjustedContentInset.top)
            table.sectionIndexMinimumDisplayRowCount = 100
            table.tapSectionIndexTitle(at: 1)
            #expect(table.contentOffset.y == -table.adjustedContentInset.top)
            #expect(contacts.description == "Contacts(4)")
        }
    }

    /// `isScrollAnimating` is true while an animated scroll runs and false once it lands (and
    /// for a scroll that is not animated); `visibleSize` is the bounds' size.
    @Test func scrollAnimationIsReported() throws {
        try withUIKitStage { sim, root in
            let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 200, height: 300))
            scroll.contentSize = CGSize(width: 200, height: 2000)
            root.view.addSubview(scroll)
            #expect(scroll.visibleSize == CGSize(width: 200, height: 300))
            scroll.setContentOffset(CGPoint(x: 0, y: 500), animated: true)
            #expect(scroll.isScrollAnimating)
            try sim.runUntilIdle()
            #expect(!scroll.isScrollAnimating && scroll.contentOffset.y == 500)
            scroll.setContentOffset(CGPoint(x: 0, y: 100), animated: false)
            #expect(!scroll.isScrollAnimating)
        }
    }

    /// The installed families answer iOS's names; a face names its family; an unknown family has
    /// no faces; a font made with any name still succeeds.
    @Test func fontFamilies() {
        #expect(UIFont.familyNames.contains("Helvetica Neue") && UIFont.familyNames == UIFont.familyNames.sorted())
        #expect(UIFont.fontNames(forFamilyName: "Helvetica Neue").contains("HelveticaNeue-Bold"))
        #expect(UIFont.fontNames(forFamilyName: "Nope").isEmpty)
        for family in UIFont.familyNames {
            for name in UIFont.fontNames(forFamilyName: family) { #expect(UIFont(name: name, size: 12)?.familyName == family) }
        }
        #expect(UIFont(name: "Brand-Bold", size: 12)?.familyName == "Brand")
    }

    /// Layers answer `NSObjectProtocol` as an `NSObject` that does not override it: equality is
    /// identity, the hash is consistent with it; a layer subclass adopts an app's
    /// `NSObjectProtocol` protocol.
    @Test func layersAnswerNSObjectProtocol() throws {
        try withUIKitStage { _, _ in
            let a = WindLayer(), b = WindLayer()
            #expect(a.isEqual(a) && !a.isEqual(b) && !a.isEqual(nil) && !a.isEqual("a"))
            #expect(a.hash == a.hash && a.hash != b.hash && !a.isProxy() && a.`self`() === a)
            let delegate: WindDelegate = a
            delegate.windDidStop()
            #expect(a.stops == 1)
        }
    }

    /// `String(localized:)` with no table entry gives the key with the interpolated values put
    /// in (integers, doubles, strings, other values by description); a literal percent sign
    /// stays; the default-value form gives the default. The key is the one Xcode exports.
    @Test func localizedStrings() {
        #expect(String(localized: "Done") == "Done")
        let count = 3, name = "Ann", ratio = 0.5
        let value: String.LocalizationValue = "\(count) photos of \(name) at \(ratio)"
        #expect(value.key == "%lld photos of %@ at %lf")
        #expect(String(localized: value) == "3 photos of Ann at 0.5")
        #expect(String(localized: "100% done, \(UIColor.red.description.isEmpty)") == "100% done, false")
        #expect(String(localized: "greeting", defaultValue: "Hi \(name)", comment: "on the first screen") == "Hi Ann")
        // A specifier written in the key with no value for it stays as written.
        #expect(String(localized: String.LocalizationValue("%@ left, %2$@ right")) == "%@ left, %2$@ right")
    }

    /// Screens compare by identity (a window's screen is `UIScreen.main`); views, bar items and
    /// app objects carry an accessibility identifier through `UIAccessibilityIdentification`;
    /// the back button's display mode is kept.
    @Test func screensIdentifiersAndBackButtons() throws {
        try withUIKitStage { _, root in
            #expect(UIScreen.main == UIScreen.main && Set([UIScreen.main, UIScreen.main]).count == 1)
            var identified: [UIAccessibilityIdentification] = [UIView(), UIBarButtonItem(), SheetAction()]
            for (i, var o) in identified.enumerated() { o.accessibilityIdentifier = "item\(i)" }
            identified = identified.filter { $0.accessibilityIdentifier != nil }
            #expect(identified.map(\.accessibilityIdentifier) == ["item0", "item1", "item2"])
            #expect(root.navigationItem.backButtonDisplayMode == .default)
            root.navigationItem.backButtonDisplayMode = .minimal
            #expect(root.navigationItem.backButtonDisplayMode == .minimal)
        }
    }
}
