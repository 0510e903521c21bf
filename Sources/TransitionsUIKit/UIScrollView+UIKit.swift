import Foundation
import Transitions

// UIKit's names for scroll views and key-value observing over the model.

public typealias UIScrollView = ScrollView
public typealias UIScrollViewDelegate = ScrollViewDelegate

/// `NSKeyValueObservation`, `NSKeyValueObservingOptions`, `NSKeyValueObservedChange`,
/// `NSKeyValueChange`: Linux Foundation has none of them; these are the model's
/// (`KeyValueObservable`).
public typealias NSKeyValueObservation = KeyValueObservation
public typealias NSKeyValueObservingOptions = KeyValueObservingOptions
public typealias NSKeyValueObservedChange = KeyValueObservedChange
public typealias NSKeyValueChange = KeyValueChange
public typealias NSKeyValueChangeKey = KeyValueChangeKey

extension ScrollView {
    /// `contentLayoutGuide` / `frameLayoutGuide`: Auto Layout.
    @available(*, unavailable, message: "layout guides are Auto Layout: set contentSize and the content views' frames instead")
    public var contentLayoutGuide: Never { fatalError() }
    @available(*, unavailable, message: "layout guides are Auto Layout: set contentSize and the content views' frames instead")
    public var frameLayoutGuide: Never { fatalError() }
    /// `refreshControl`: pull-to-refresh is not modelled.
    @available(*, unavailable, message: "UIRefreshControl is not modelled: drive the refresh from scrollViewDidEndDragging(_:willDecelerate:) and contentOffset")
    public var refreshControl: Never { fatalError() }
    /// `flashScrollIndicators()`: draws only.
    public func flashScrollIndicators() {}
}

public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UICollectionView = CollectionView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewDelegate = CollectionViewDelegate
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
public typealias UICollectionViewLayout = CollectionViewLayout
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UICollectionReusableView = CollectionViewCell


public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewFlowLayoutInvalidationContext
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem

extension CollectionView {
    /// `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection
    /// `UICollectionView.ElementCategory`.
    public typealias ElementCategory = CollectionViewLayoutAttributes.ElementCategory
    @available(*, unavailable, message: "supplementary views are not modelled: put headers in cells")
    public func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String, withReuseIdentifier identifier: String) {
        fatalError()
    }
    @available(*, unavailable, message: "supplementary views are not modelled: put headers in cells")
    public func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    { fatalError() }
    /// `UICollectionView.elementKindSectionHeader` (the names exist so that the unavailable
    /// supplementary-view calls above say why).
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

extension CollectionViewFlowLayout {
    @available(*, unavailable, message: "section headers are not modelled (they would move the items): put headers in cells")
    public var headerReferenceSize: CGSize { get { fatalError() } set { fatalError() } }
    @available(*, unavailable, message: "section footers are not modelled (they would move the items): put footers in cells")
    public var footerReferenceSize: CGSize { get { fatalError() } set { fatalError() } }
}
