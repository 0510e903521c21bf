import Foundation
import Transitions

// Members whose subject the model does not run — prefetching, the standard reorder gesture,
// bars hiding on gestures, assistive actions — stored and read back (notes/uikit-surface.md).

/// `UICollectionViewDataSourcePrefetching` / `UITableViewDataSourcePrefetching`: prefetching is
/// an optimisation the model does not perform (cells are made when they appear): never asked.
public protocol UICollectionViewDataSourcePrefetching: AnyObject {
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath])
    func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath])
}
extension UICollectionViewDataSourcePrefetching {
    public func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {}
}
public protocol UITableViewDataSourcePrefetching: AnyObject {
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}
extension UITableViewDataSourcePrefetching {
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}

private final class WeakBox {
    weak var value: AnyObject?
    init(_ value: AnyObject?) { self.value = value }
}

private enum StoredKeys {
    nonisolated(unsafe) static let prefetch = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let reorder = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let barsHiding = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let customActions = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let contentScrollViews = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let insetReference = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let readableWidth = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

extension CollectionView {
    /// `prefetchDataSource` (weak; never asked, see above), `isPrefetchingEnabled`.
    public var prefetchDataSource: (any UICollectionViewDataSourcePrefetching)? {
        get { (AssociatedObjects.get(self, key: StoredKeys.prefetch) as? WeakBox)?.value as? any UICollectionViewDataSourcePrefetching }
        set { AssociatedObjects.set(self, key: StoredKeys.prefetch, value: WeakBox(newValue), policy: .retain) }
    }
}

extension TableView {
    /// `cellLayoutMarginsFollowReadableWidth` (false, UIKit's default since iOS 12; stored: the
    /// model's cells take the table's width, which a phone's readable width does not narrow).
    public var cellLayoutMarginsFollowReadableWidth: Bool {
        get { AssociatedObjects.get(self, key: StoredKeys.readableWidth) as? Bool ?? false }
        set { AssociatedObjects.set(self, key: StoredKeys.readableWidth, value: newValue, policy: .retain) }
    }
    /// `prefetchDataSource` (weak; never asked).
    public var prefetchDataSource: (any UITableViewDataSourcePrefetching)? {
        get { (AssociatedObjects.get(self, key: StoredKeys.prefetch) as? WeakBox)?.value as? any UITableViewDataSourcePrefetching }
        set { AssociatedObjects.set(self, key: StoredKeys.prefetch, value: WeakBox(newValue), policy: .retain) }
    }
}

extension CollectionViewController {
    /// `installsStandardGestureForInteractiveMovement` (stored: interactive reordering is not
    /// modelled).
    public var installsStandardGestureForInteractiveMovement: Bool {
        get { AssociatedObjects.get(self, key: StoredKeys.reorder) as? Bool ?? true }
        set { AssociatedObjects.set(self, key: StoredKeys.reorder, value: newValue, policy: .retain) }
    }
}

extension CollectionViewFlowLayout {
    /// `UICollectionViewFlowLayout.automaticSize`: the `estimatedItemSize` that asks for
    /// self-sizing cells. The model's layouts do not self-size (`estimatedItemSize` is stored;
    /// items take `itemSize` or the delegate's size).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// `UICollectionViewFlowLayout.SectionInsetReference` / `sectionInsetReference` (stored: the
    /// model measures section insets from the content inset, UIKit's default).
    public enum SectionInsetReference: Int, Sendable, Hashable { case fromContentInset, fromSafeArea, fromLayoutMargins }
    public var sectionInsetReference: SectionInsetReference {
        get { AssociatedObjects.get(self, key: StoredKeys.insetReference) as? SectionInsetReference ?? .fromContentInset }
        set { AssociatedObjects.set(self, key: StoredKeys.insetReference, value: newValue, policy: .retain) }
    }
}

/// The bar-hiding flags of a navigation controller.
private final class BarsHiding {
    var onSwipe = false, onTap = false, whenKeyboardAppears = false, whenVerticallyCompact = false
}

extension NavigationController {
    private var barsHiding: BarsHiding {
        if let b = AssociatedObjects.get(self, key: StoredKeys.barsHiding) as? BarsHiding { return b }
        let b = BarsHiding()
        AssociatedObjects.set(self, key: StoredKeys.barsHiding, value: b, policy: .retain)
        return b
    }
    /// `hidesBarsOnSwipe`, `hidesBarsOnTap`, `hidesBarsWhenKeyboardAppears`,
    /// `hidesBarsWhenVerticallyCompact`: stored; the model does not hide the bar on those gestures
    /// (`setNavigationBarHidden(_:animated:)` does).
    public var hidesBarsOnSwipe: Bool {
        get { barsHiding.onSwipe }
        set { barsHiding.onSwipe = newValue }
    }
    public var hidesBarsOnTap: Bool {
        get { barsHiding.onTap }
        set { barsHiding.onTap = newValue }
    }
    public var hidesBarsWhenKeyboardAppears: Bool {
        get { barsHiding.whenKeyboardAppears }
        set { barsHiding.whenKeyboardAppears = newValue }
    }
    public var hidesBarsWhenVerticallyCompact: Bool {
        get { barsHiding.whenVerticallyCompact }
        set { barsHiding.whenVerticallyCompact = newValue }
    }
}

public typealias UIAccessibilityCustomAction = AccessibilityCustomAction

extension ViewController {
    /// `showDetailTargetDidChangeNotification`: posted by a split view controller when the
    /// controller that `showDetailViewController(_:sender:)` reaches changes (its collapse or
    /// expansion). The model's split view posts none: it does not change size classes at run time.
    public static let showDetailTargetDidChangeNotification = Notification.Name("UIViewControllerShowDetailTargetDidChangeNotification")
}

/// The scroll views a controller names per edge (weak, as UIKit holds them).
private final class ContentScrollViews {
    var byEdge: [UInt: WeakBox] = [:]
}

extension ViewController {
    /// `setContentScrollView(_:for:)` (iOS 15): the scroll view whose scrolling bars at those
    /// edges follow (a navigation bar's scroll-edge appearance, a tab bar's). Stored per edge and
    /// read back by `contentScrollView(for:)`; the model's bars keep the appearance they are given.
    public func setContentScrollView(_ scrollView: ScrollView?, for edges: NSDirectionalRectEdge) {
        let table = AssociatedObjects.value(of: self, key: StoredKeys.contentScrollViews) { ContentScrollViews() }
        for edge in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edges.contains(edge) {
            table.byEdge[edge.rawValue] = WeakBox(scrollView)
        }
    }
    /// `setContentScrollView(_:)`: for all edges.
    public func setContentScrollView(_ scrollView: ScrollView?) { setContentScrollView(scrollView, for: .all) }
    /// `contentScrollView(for:)`: the scroll view set for the edge (for several edges, the one set
    /// for the first of top, leading, bottom, trailing among them), or nil.
    public func contentScrollView(for edge: NSDirectionalRectEdge) -> ScrollView? {
        guard let table = AssociatedObjects.get(self, key: StoredKeys.contentScrollViews) as? ContentScrollViews else { return nil }
        for e in [NSDirectionalRectEdge.top, .leading, .bottom, .trailing] where edge.contains(e) {
            if let v = table.byEdge[e.rawValue]?.value as? ScrollView { return v }
        }
        return nil
    }
}
