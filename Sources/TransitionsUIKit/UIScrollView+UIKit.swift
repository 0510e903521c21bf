import Foundation
import Transitions

// UIKit's names for scroll views and key-value observing over the model.

public typealias UIScrollView = ScrollView
public typealias UIRefreshControl = RefreshControl
public typealias UIScrollViewDelegate = ScrollViewDelegate
public typealias UIScrollViewAccessibilityDelegate = ScrollViewAccessibilityDelegate

/// `NSKeyValueObservation`, `NSKeyValueObservingOptions`, `NSKeyValueObservedChange`,
/// `NSKeyValueChange`: Linux Foundation has none of them; these are the model's
/// (`KeyValueObservable`).
public typealias NSKeyValueObservation = KeyValueObservation
public typealias NSKeyValueObservingOptions = KeyValueObservingOptions
public typealias NSKeyValueObservedChange = KeyValueObservedChange
public typealias NSKeyValueChange = KeyValueChange
public typealias NSKeyValueChangeKey = KeyValueChangeKey

extension ScrollView {
    /// `flashScrollIndicators()`: draws only.
    public func flashScrollIndicators() {}
    /// `automaticallyAdjustsScrollIndicatorInsets` (iOS 13; stored: indicators are drawn).
    public var automaticallyAdjustsScrollIndicatorInsets: Bool {
        get { AssociatedObjects.get(self, key: ScrollIndicatorKeys.adjusts) as? Bool ?? true }
        set { AssociatedObjects.set(self, key: ScrollIndicatorKeys.adjusts, value: newValue, policy: .retain) }
    }
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
public typealias UICollectionViewTransitionLayout = CollectionViewTransitionLayout
public typealias UICollectionReusableView = CollectionReusableView


public typealias UICollectionViewLayoutInvalidationContext = CollectionViewLayoutInvalidationContext
public typealias UICollectionViewFlowLayoutInvalidationContext = CollectionViewFlowLayoutInvalidationContext
public typealias UICollectionViewUpdateItem = CollectionViewUpdateItem

extension CollectionView {
    /// `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = CollectionViewFlowLayout.ScrollDirection
    /// `UICollectionView.ElementCategory`.
    public typealias ElementCategory = CollectionViewLayoutAttributes.ElementCategory
    /// `UICollectionView.elementKindSectionHeader`.
    public static let elementKindSectionHeader = CollectionViewFlowLayout.elementKindSectionHeader
    /// `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = CollectionViewFlowLayout.elementKindSectionFooter
}

/// `UICollectionElementKindSectionHeader` / `…Footer` (the constants' Objective-C spellings).
public let UICollectionElementKindSectionHeader = CollectionViewFlowLayout.elementKindSectionHeader
public let UICollectionElementKindSectionFooter = CollectionViewFlowLayout.elementKindSectionFooter

private enum ScrollIndicatorKeys {
    nonisolated(unsafe) static let adjusts = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
