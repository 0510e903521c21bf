import Testing
import UIKitSourceRewriting

/// A collection or table view's `delegate` read to call its delegate methods becomes the
/// delegate as UIKit types it; other `delegate`s stay as written.
@Suite struct DelegateNarrowingTests {
    @Test func collectionAndTableViewDelegatesAreNarrowed() {
        expectRewrite(
            "self.collectionView?.delegate?.collectionView?(self.collectionView!, didSelectItemAt: indexPath)",
            "self.collectionView?._transitCollectionViewDelegate?.collectionView(self.collectionView!, didSelectItemAt: indexPath)")
        expectRewrite(
            "cardCollectionView.delegate!.collectionView!(cardCollectionView, didDeselectItemAt: i)",
            "cardCollectionView._transitCollectionViewDelegate!.collectionView(cardCollectionView, didDeselectItemAt: i)")
        expectRewrite(
            "tableView.delegate?.tableView?(tableView, didSelectRowAt: path)",
            "tableView._transitTableViewDelegate?.tableView(tableView, didSelectRowAt: path)")
    }

    /// A table view subclass's own code: its `delegate`, bare or through `self`, is the table's.
    @Test func aTableViewSubclassNarrowsItsOwnDelegate() throws {
        let source = """
            import UIKit
            open class ReorderTable: UITableView {
                func target(from a: IndexPath, to b: IndexPath) -> IndexPath {
                    if let ip = delegate?.tableView?(self, targetIndexPathForMoveFromRowAt: a, toProposedIndexPath: b) { return ip }
                    return self.delegate?.tableView?(self, targetIndexPathForMoveFromRowAt: a, toProposedIndexPath: b) ?? b
                }
            }
            extension ReorderTable {
                func proposed(_ a: IndexPath) -> IndexPath? { delegate?.tableView?(self, targetIndexPathForMoveFromRowAt: a, toProposedIndexPath: a) }
            }
            final class ProfileTableView: UIView {
                weak var delegate: ProfileDelegate?
                func tap() { delegate?.tableView(self) }
            }
            protocol ProfileDelegate: AnyObject { func tableView(_ view: ProfileTableView) }
            """
        let out = rewritten(source)
        #expect(out.contains("if let ip = _transitTableViewDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: a, toProposedIndexPath: b)"), "\(out)")
        #expect(out.contains("return self._transitTableViewDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: a, toProposedIndexPath: b) ?? b"))
        #expect(out.contains("func tap() { delegate?.tableView(self) }"), "a class merely named like a table keeps its delegate")
        #expect(out.contains("{ _transitTableViewDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: a, toProposedIndexPath: a) }"), "an extension of the subclass")
        let (ok, output) = try typecheckRewritten(["ReorderTable.swift": source])
        #expect(ok, "\(output)")
    }

    @Test func otherDelegatesStay() {
        for same in [
            // An app's layout delegate with its own collectionView(…) requirement.
            "layout.delegate?.collectionView(cv, heightForItemAt: i)",
            // A scroll view delegate method through a collection view: already typed.
            "collectionView.delegate?.scrollViewDidScroll(collectionView)",
            // The view's own code (`self` may be any class) and a table method on a collection view.
            "self.delegate?.collectionView(self, didSelectItemAt: i)",
            "collectionView.delegate?.tableView(t, didSelectRowAt: i)",
            // Assigning the delegate.
            "collectionView.delegate = self",
        ] {
            expectRewrite(same, same)
        }
    }

    /// Rewritten, the call type-checks against TransitionsUIKit (a card layout's tap handler).
    @Test func theNarrowedCallTypeChecks() throws {
        let layout = """
            import UIKit
            final class CardLayout: UICollectionViewLayout {
                @objc func tapped(_ recognizer: UITapGestureRecognizer) {
                    guard let collectionView = collectionView,
                          let indexPath = collectionView.indexPathForItem(at: recognizer.location(in: collectionView)) else { return }
                    self.collectionView?.delegate?.collectionView?(self.collectionView!, didSelectItemAt: indexPath)
                }
            }
            final class List: UITableViewController {
                func pickFirst() {
                    tableView.delegate?.tableView?(tableView, didSelectRowAt: IndexPath(row: 0, section: 0))
                }
            }
            """
        let (ok, output) = try typecheckRewritten(["CardLayout.swift": layout])
        #expect(ok, "\(output)")
    }
}
