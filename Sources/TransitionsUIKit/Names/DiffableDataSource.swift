import Foundation
import Transitions

// Diffable data sources (iOS 13) under UIKit's names: the model's snapshot and data sources
// (Sources/Transitions/Scrolling/DiffableDataSourceSnapshot.swift,
// CollectionViewDiffableDataSource.swift, TableViewDiffableDataSource.swift). The aliases are
// generic: `UICollectionViewDiffableDataSource<Section, Item>(collectionView:cellProvider:)`,
// `UICollectionViewDiffableDataSource<Section, Item>.CellProvider`, subclasses
// (`class DataSource: UITableViewDiffableDataSource<Section, Item>`) compile as written.

/// `NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>`.
public typealias NSDiffableDataSourceSnapshot = DiffableDataSourceSnapshot
/// `UICollectionViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>`.
public typealias UICollectionViewDiffableDataSource = CollectionViewDiffableDataSource
/// `UITableViewDiffableDataSource<SectionIdentifierType, ItemIdentifierType>`.
public typealias UITableViewDiffableDataSource = TableViewDiffableDataSource
/// `NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>` (iOS 14).
public typealias NSDiffableDataSourceSectionSnapshot = DiffableDataSourceSectionSnapshot
