// A menu grid written for UIKit, as modern apps write one: a collection view fed by a diffable
// data source (iOS 13), a header per section from its supplementary view provider, and a search
// that applies a filtered snapshot with animation. Compiled unchanged on Linux by the
// UIKitSources plugin.
import UIKit

final class MenuGridViewController: UIViewController, UICollectionViewDelegate {
    enum Section: Int, CaseIterable {
        case starters, mains

        var title: String { self == .starters ? "Starters" : "Mains" }
    }

    struct MenuItem: Hashable {
        let id = UUID()
        let title: String
        let section: Section
    }

    final class MenuItemCell: UICollectionViewCell {
        static let reuseIdentifier = "MenuItemCell"
        let titleLabel = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            titleLabel.frame = contentView.bounds
            titleLabel.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            contentView.addSubview(titleLabel)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }

        func configure(with item: MenuItem) {
            titleLabel.text = item.title
        }
    }

    final class SectionHeader: UICollectionReusableView {
        static let reuseIdentifier = "SectionHeader"
        let label = UILabel()

        override init(frame: CGRect) {
            super.init(frame: frame)
            addSubview(label)
        }

        required init?(coder: NSCoder) {
            fatalError("init(coder:) has not been implemented")
        }
    }

    private(set) var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, MenuItem>!
    private(set) var selectedItem: MenuItem?
    let allItems: [MenuItem] = [
        MenuItem(title: "Soup", section: .starters),
        MenuItem(title: "Salad", section: .starters),
        MenuItem(title: "Bread", section: .starters),
        MenuItem(title: "Pasta", section: .mains),
        MenuItem(title: "Salmon", section: .mains),
        MenuItem(title: "Risotto", section: .mains),
    ]

    override func viewDidLoad() {
        super.viewDidLoad()
        configureCollectionView()
        configureDataSource()
        applySnapshot(filter: nil, animated: false)
    }

    private func makeLayout() -> UICollectionViewLayout {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 155, height: 60)
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        layout.headerReferenceSize = CGSize(width: 320, height: 30)
        return layout
    }

    private func configureCollectionView() {
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.backgroundColor = .systemBackground
        collectionView.delegate = self
        collectionView.register(MenuItemCell.self, forCellWithReuseIdentifier: MenuItemCell.reuseIdentifier)
        collectionView.register(
            SectionHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: SectionHeader.reuseIdentifier)
        view.addSubview(collectionView)
    }

    private func configureDataSource() {
        dataSource = UICollectionViewDiffableDataSource<Section, MenuItem>(collectionView: collectionView) {
            (collectionView: UICollectionView, indexPath: IndexPath, item: MenuItem) -> UICollectionViewCell? in
            guard let cell = collectionView.dequeueReusableCell(withReuseIdentifier: MenuItemCell.reuseIdentifier, for: indexPath) as? MenuItemCell else {
                fatalError("Could not dequeue a MenuItemCell")
            }
            cell.configure(with: item)
            return cell
        }
        dataSource.supplementaryViewProvider = { [weak self] collectionView, kind, indexPath in
            let header = collectionView.dequeueReusableSupplementaryView(
                ofKind: kind, withReuseIdentifier: SectionHeader.reuseIdentifier, for: indexPath) as? SectionHeader
            header?.label.text = self?.dataSource.snapshot().sectionIdentifiers[indexPath.section].title
            return header
        }
    }

    /// Shows the items whose title contains `filter` (all for nil), sections without items left out.
    func applySnapshot(filter: String?, animated: Bool = true, completion: (() -> Void)? = nil) {
        let items = allItems.filter { item in
            guard let filter = filter, !filter.isEmpty else { return true }
            return item.title.lowercased().contains(filter.lowercased())
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, MenuItem>()
        for section in Section.allCases {
            let sectionItems = items.filter { $0.section == section }
            guard !sectionItems.isEmpty else { continue }
            snapshot.appendSections([section])
            snapshot.appendItems(sectionItems, toSection: section)
        }
        dataSource.apply(snapshot, animatingDifferences: animated, completion: completion)
    }

    /// The return key picks the first item as a tap would: UIKit's selection, then the
    /// delegate's callback (selecting in code does not call it), through the collection view.
    func pickFirstItem() {
        let first = IndexPath(item: 0, section: 0)
        collectionView.selectItem(at: first, animated: false, scrollPosition: [])
        collectionView.delegate?.collectionView?(collectionView, didSelectItemAt: first)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let item = dataSource.itemIdentifier(for: indexPath) else { return }
        selectedItem = item
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}
