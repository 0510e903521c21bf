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
