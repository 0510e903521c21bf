import Foundation
import Testing
import TransitionsUIKit

// The tenth pass over real code (notes/uikit-surface.md, "tenth pass"): what the twenty-fourth
// and twenty-fifth corpus batches (sheets, zoom browsers, drawers, menus, popups, bars) reached for.

/// A pan subclass a card deck uses to find its own recognizers among a view's.
private final class DeckPan: UIPanGestureRecognizer {}

/// A container written for Swift 4: it names the child that decides the status bar by the
/// names before 4.2.
private final class OldDrawer: UIViewController {
    let center = DarkContent()
    override var childViewControllerForStatusBarStyle: UIViewController? { center }
    override var childViewControllerForStatusBarHidden: UIViewController? { center }
}
private final class DarkContent: UIViewController {
    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
    override var prefersStatusBarHidden: Bool { true }
}

/// A list that watches its section headers come and go.
private final class SectionList: UITableViewController {
    var log: [String] = []
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "S\(section)" }
    override func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        log.append("will \(section) \((view as? UITableViewHeaderFooterView)?.textLabel?.text ?? "?")")
    }
    override func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        log.append("end \(section)")
    }
}

/// A cell that restyles itself when its accessory changes.
private final class CheckCell: UITableViewCell {
    var checks = 0
    override var accessoryType: UITableViewCell.AccessoryType {
        didSet { if accessoryType == .checkmark { checks += 1 } }
    }
}

/// A 3D Touch peek that counts what it hears.
private final class Peek: NSObject, UIPreviewInteractionDelegate {
    var heard = 0
    func previewInteraction(_ previewInteraction: UIPreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat, ended: Bool) {
        heard += 1
    }
    func previewInteractionDidCancel(_ previewInteraction: UIPreviewInteraction) { heard += 1 }
}

@Suite struct TenthPassSemanticsTests {
    /// A constraint's anchors compare with a view's, as `NSLayoutAnchor`s (`NSObject`s) do:
    /// equal when they name the same attribute of the same item.
    @Test func constraintAnchorsCompareWithTheViewsAnchors() {
        withUIKitStage { _, root in
            let a = UIView(), b = UIView()
            root.view.addSubview(a)
            root.view.addSubview(b)
            let width = a.widthAnchor.constraint(equalTo: b.widthAnchor, multiplier: 0.5)
            let height = a.heightAnchor.constraint(equalToConstant: 40)
            a.addConstraint(height)
            root.view.addConstraint(width)
            #expect(width.firstAnchor == a.widthAnchor && width.secondAnchor == b.widthAnchor)
            #expect(width.firstAnchor != b.widthAnchor && width.firstAnchor != a.heightAnchor)
            #expect(height.secondAnchor == nil)
            let found = a.constraints.filter { $0.firstAnchor == a.heightAnchor }
            #expect(found.count == 1 && found.first === height)
            // A constraint whose item is gone (items are weak): its anchor names nothing and
            // equals no anchor, not even itself; reading it does not trap.
            var orphan: NSLayoutConstraint?
            do { orphan = UIView().widthAnchor.constraint(equalToConstant: 10) }
            if let orphan {
                #expect(orphan.firstItem == nil)
                #expect(orphan.firstAnchor != orphan.firstAnchor && orphan.firstAnchor != a.widthAnchor && orphan.secondAnchor == nil)
            }
        }
    }

    /// The Swift 4 names of the status-bar children are what UIKit's logic reads when the 4.2
    /// names are not overridden.
    @Test func swift4StatusBarChildNamesDecide() {
        withUIKitStage { _, root in
            let drawer = OldDrawer()
            root.view.window?.rootViewController = drawer
            drawer.setNeedsStatusBarAppearanceUpdate()
            #expect(drawer.childForStatusBarStyle === drawer.center)
            #expect(UIApplication.shared.statusBarStyle == .lightContent)
            #expect(UIApplication.shared.isStatusBarHidden)
        }
    }

    /// Section headers are announced when the table places them and when it takes them out.
    @Test func sectionHeadersAreAnnouncedWhenPlacedAndRemoved() {
        withUIKitStage { _, root in
            let list = SectionList(style: .plain)
            root.addChild(list)
            list.view.frame = root.view.bounds
            root.view.addSubview(list.view)
            list.didMove(toParent: root)
            list.view.layoutIfNeeded()
            #expect(list.log == ["will 0 S0", "will 1 S1"])
            list.log = []
            list.tableView.reloadData()
            list.view.layoutIfNeeded()
            #expect(list.log == ["end 0", "end 1", "will 0 S0", "will 1 S1"])
        }
    }

    /// Small members of the batches: recognizer classes by `classForCoder()`, an overridable
    /// `accessoryType`, a 3D Touch interaction that never fires (no 3D Touch), scroll types,
    /// stored drawing flags, Swift 3 keys and colour literals.
    @Test func smallSurfaceOfTheBatches() {
        withUIKitStage { _, root in
            let deck = DeckPan(target: nil, action: nil)
            root.view.addGestureRecognizer(deck)
            root.view.addGestureRecognizer(UITapGestureRecognizer(target: nil, action: nil))
            let mine = (root.view.gestureRecognizers ?? []).filter { $0.isKind(of: DeckPan.classForCoder()) }
            #expect(mine.count == 1 && mine.first === deck && deck.classForCoder == DeckPan.self)

            let cell = CheckCell(style: .default, reuseIdentifier: "c")
            cell.accessoryType = .checkmark
            #expect(cell.checks == 1 && cell.accessoryType == .checkmark)

            let peek = Peek()
            let interaction = UIPreviewInteraction(view: root.view)
            interaction.delegate = peek
            interaction.cancel()
            #expect(root.traitCollection.forceTouchCapability == .unavailable && peek.heard == 0)
            #expect(interaction.location(in: root.view) == .zero && interaction.view === root.view)

            #expect(deck.allowedScrollTypesMask.isEmpty)
            deck.allowedScrollTypesMask = .continuous
            #expect(deck.allowedScrollTypesMask == .continuous && UIScrollTypeMask.all.contains(.discrete))
            #expect(root.view.clearsContextBeforeDrawing)
            root.view.clearsContextBeforeDrawing = false
            #expect(!root.view.clearsContextBeforeDrawing)

            #expect(UITransitionContextToViewKey == .to && UITransitionContextFromViewControllerKey == .from)
            #expect(UIFont.systemFont(ofSize: 20, weight: UIFontWeightUltraLight) == UIFont.systemFont(ofSize: 20, weight: .ultraLight))
            #expect(UIFontWeightBlack == .black && UIFontWeightRegular == .regular)
            #expect(UIContentSizeCategory.newValueUserInfoKey == UIContentSizeCategoryNewValueKey)
            let legacy = UIColor(colorLiteralRed: 0, green: 0.5, blue: 1, alpha: 1)
            #expect(legacy == UIColor(red: 0, green: 0.5, blue: 1, alpha: 1))
            #expect(UIColor(named: "Dim", in: Bundle.main, compatibleWith: root.traitCollection) == nil)
            #expect(root.extensionContext == nil)
            let formatter = NumberFormatter()
            formatter.formatterBehavior = .behavior10_4
            #expect(formatter.formatterBehavior == .behavior10_4)
            "7".draw(with: CGRect(x: 0, y: 0, width: 20, height: 20), options: .usesLineFragmentOrigin, attributes: [.font: UIFont.boldSystemFont(ofSize: 18)], context: nil)
        }
    }
}
