import Foundation

/// `UICollectionLayoutListConfiguration` (iOS 14): a list, as `CompositionalLayout.list(using:)`
/// and `CollectionLayoutSection.list(using:layoutEnvironment:)` lay it out.
///
/// The model lays every appearance out the same way: full-width rows of an estimated 44 points
/// (taken as 44: no self-sizing), one below the other with no spacing; with
/// `headerMode == .supplementary` (`footerMode`) a full-width header (footer) of an estimated
/// 44 points of kind `UICollectionView.elementKindSectionHeader` (`…Footer`) at [section, 0].
/// `appearance`'s insets and grouped spacing, separators, colours and `headerTopPadding` are
/// drawing in the model: stored. The swipe-action providers are stored (the model has no swipe
/// gesture on list cells). Not `Sendable`: it holds the app's closures.
public struct CollectionLayoutListConfiguration {
    /// `UICollectionLayoutListConfiguration.Appearance`.
    public enum Appearance: Int, Sendable, Hashable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// `UICollectionLayoutListConfiguration.HeaderMode`.
    public enum HeaderMode: Int, Sendable, Hashable { case none, supplementary, firstItemInSection }
    /// `UICollectionLayoutListConfiguration.FooterMode`.
    public enum FooterMode: Int, Sendable, Hashable { case none, supplementary }

    public let appearance: Appearance
    public var showsSeparators = true
    public var backgroundColor: Color?
    public var headerMode: HeaderMode = .none
    public var footerMode: FooterMode = .none
    public var headerTopPadding: CGFloat?
    public var leadingSwipeActionsConfigurationProvider: ((IndexPath) -> SwipeActionsConfiguration?)?
    public var trailingSwipeActionsConfigurationProvider: ((IndexPath) -> SwipeActionsConfiguration?)?

    /// `init(appearance:)`.
    public init(appearance: Appearance) { self.appearance = appearance }
}

extension CollectionLayoutSection {
    /// `list(using:layoutEnvironment:)` (iOS 14): a list section (`CollectionLayoutListConfiguration`).
    public static func list(using configuration: CollectionLayoutListConfiguration, layoutEnvironment: any CollectionLayoutEnvironment) -> CollectionLayoutSection {
        let row = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let section = CollectionLayoutSection(group: .vertical(layoutSize: row, subitems: [CollectionLayoutItem(layoutSize: row)]))
        if configuration.headerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                CollectionLayoutBoundarySupplementaryItem(layoutSize: row, elementKind: CollectionViewFlowLayout.elementKindSectionHeader, alignment: .top))
        }
        if configuration.footerMode == .supplementary {
            section.boundarySupplementaryItems.append(
                CollectionLayoutBoundarySupplementaryItem(layoutSize: row, elementKind: CollectionViewFlowLayout.elementKindSectionFooter, alignment: .bottom))
        }
        return section
    }
}

extension CompositionalLayout {
    /// `list(using:)` (iOS 14): a layout whose every section is a list section
    /// (`CollectionLayoutSection.list(using:layoutEnvironment:)`).
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CompositionalLayout {
        CompositionalLayout(sectionProvider: { _, environment in .list(using: configuration, layoutEnvironment: environment) })
    }
}
