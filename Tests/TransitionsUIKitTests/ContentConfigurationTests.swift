import Foundation
import Testing
import TransitionsUIKit

// Content configurations (iOS 14) written as apps write them: a side menu's cells configured
// with `defaultContentConfiguration()`, state-driven updates, and the list content view's layout
// (`ListContentView`'s documented metrics).

private struct MenuItem {
    let icon: UIImage?
    let title: String
}

/// A side menu's row, as the app writes it.
private final class SideMenuCell: UITableViewCell {
    var states: [UICellConfigurationState] = []
    var item: MenuItem? {
        didSet { configure() }
    }

    private func configure() {
        guard let item else { return }
        var content = defaultContentConfiguration()
        content.imageProperties.preferredSymbolConfiguration = .init(pointSize: 18)
        content.imageProperties.tintColor = .label
        content.image = item.icon
        content.attributedText = NSAttributedString(
            string: item.title,
            attributes: [.font: UIFont.systemFont(ofSize: 16, weight: .medium), .foregroundColor: UIColor.label])
        contentConfiguration = content
    }

    override func updateConfiguration(using state: UICellConfigurationState) {
        super.updateConfiguration(using: state)
        states.append(state)
    }
}

private final class SideMenu: UITableViewController {
    let items = [
        MenuItem(icon: UIImage(systemName: "house"), title: "Home"),
        MenuItem(icon: UIImage(systemName: "gearshape"), title: "Settings"),
        MenuItem(icon: nil, title: "About"),
    ]
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(SideMenuCell.self, forCellReuseIdentifier: "menu")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "menu", for: indexPath) as! SideMenuCell
        cell.item = items[indexPath.row]
        return cell
    }
}

/// A configuration of the app's own, whose view refuses configurations of another kind.
private struct BadgeConfiguration: UIContentConfiguration, Hashable {
    var count = 0
    func makeContentView() -> UIView & UIContentView { BadgeView(configuration: self) }
    func updated(for state: UIConfigurationState) -> BadgeConfiguration {
        guard let cell = state as? UICellConfigurationState else { return self }
        var c = self
        c.count = cell.isSelected ? count + 100 : count
        return c
    }
}

private final class BadgeView: UIView, UIContentView {
    var shown: BadgeConfiguration
    var configuration: UIContentConfiguration {
        get { shown }
        set { if let c = newValue as? BadgeConfiguration { shown = c } }
    }
    init(configuration: BadgeConfiguration) {
        shown = configuration
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    func supports(_ configuration: UIContentConfiguration) -> Bool { configuration is BadgeConfiguration }
}

private func labels(in view: UIView) -> [UILabel] { view.subviews.compactMap { $0 as? UILabel } }
private func imageViews(in view: UIView) -> [UIImageView] { view.subviews.compactMap { $0 as? UIImageView } }

private func isFinite(_ r: CGRect) -> Bool { [r.minX, r.minY, r.width, r.height].allSatisfy(\.isFinite) }

@Suite struct ContentConfigurationTests {
    @Test func theSideMenuCellShowsItsImageAndTextInAListContentView() throws {
        try withUIKitStage { sim, root in
            let menu = SideMenu(style: .plain)
            menu.modalPresentationStyle = .fullScreen
            root.present(menu, animated: false)
            try sim.runUntilIdle()
            let cell = try #require(menu.tableView.cellForRow(at: IndexPath(row: 0, section: 0)) as? SideMenuCell)
            cell.layoutIfNeeded()
            // The configuration's content view fills the contentView.
            let contentView = try #require(cell.contentView.subviews.first as? UIListContentView)
            #expect(cell.contentView.subviews.count == 1)
            #expect(contentView.frame == cell.contentView.bounds)
            #expect(cell.contentView.bounds.size == CGSize(width: 390, height: 44))
            #expect(contentView.configuration is UIListContentConfiguration)
            // An image view with the item's icon, a label with its title.
            let image = try #require(imageViews(in: contentView).first)
            #expect(image.image === menu.items[0].icon)
            #expect(image.tintColor == .label)
            let title = try #require(labels(in: contentView).first)
            #expect(labels(in: contentView).count == 1, "no secondary text: no secondary label")
            #expect(title.text == "Home" && title.attributedText?.string == "Home")
            #expect(title.font == UIFont.preferredFont(forTextStyle: .body))
            // The documented layout: the symbol a square of its point size at the leading margin
            // (16: the configuration's, above the content view's 8), centred; the text 16 points
            // after it, to the trailing margin, one line of the body font (21 points) centred.
            #expect(image.frame == CGRect(x: 16, y: 13, width: 18, height: 18))
            #expect(title.frame == CGRect(x: 50, y: 11.5, width: 324, height: 21))
            #expect(contentView.intrinsicContentSize.height == 44, "11 + 21 + 11 = 43, at least a standard row")
            // A row without an icon: the text at the leading margin, no image view.
            let about = try #require(menu.tableView.cellForRow(at: IndexPath(row: 2, section: 0)))
            about.layoutIfNeeded()
            let aboutView = try #require(about.contentView.subviews.first as? UIListContentView)
            #expect(imageViews(in: aboutView).isEmpty)
            #expect(labels(in: aboutView).first?.frame.minX == 16)
        }
    }

    @Test func settingAConfigurationAgainUpdatesTheContentViewInPlace() throws {
        try withUIKitStage { _, _ in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            var content = cell.defaultContentConfiguration()
            content.text = "Inbox"
            cell.contentConfiguration = content
            let view = try #require(cell.contentView.subviews.first as? UIListContentView)
            #expect(view.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
            content.text = "Archive"
            content.secondaryText = "12"
            cell.contentConfiguration = content
            #expect(cell.contentView.subviews.count == 1 && cell.contentView.subviews.first === view, "the same content view")
            #expect(labels(in: view).map(\.text) == ["Archive", "12"])
            // Text and attributed text replace each other.
            content.attributedText = NSAttributedString(string: "Sent")
            #expect(content.text == nil)
            content.text = "Drafts"
            #expect(content.attributedText == nil)
            // A configuration the view does not support: a new content view replaces it.
            cell.contentConfiguration = BadgeConfiguration(count: 3)
            let badge = try #require(cell.contentView.subviews.first as? BadgeView)
            #expect(cell.contentView.subviews.count == 1 && view.superview == nil)
            #expect(badge.frame == cell.contentView.bounds)
            cell.contentConfiguration = BadgeConfiguration(count: 4)
            #expect(cell.contentView.subviews.first === badge && badge.shown.count == 4)
            // The content view follows the cell's size.
            cell.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
            #expect(badge.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
            // nil removes it.
            cell.contentConfiguration = nil
            #expect(cell.contentView.subviews.isEmpty && cell.contentConfiguration == nil)
        }
    }

    @Test func updateConfigurationHearsTheSelectionTheTableMakes() throws {
        try withUIKitStage { sim, root in
            let menu = SideMenu(style: .plain)
            menu.modalPresentationStyle = .fullScreen
            root.present(menu, animated: false)
            try sim.runUntilIdle()
            let path = IndexPath(row: 1, section: 0)
            let cell = try #require(menu.tableView.cellForRow(at: path) as? SideMenuCell)
            #expect(cell.states.last.map { !$0.isSelected } == true, "configured for its first layout, not selected")
            let before = cell.states.count
            let contentView = cell.contentView.subviews.first
            menu.tableView.selectRow(at: path, animated: false, scrollPosition: .none)
            try sim.runUntilIdle()
            #expect(cell.states.count == before + 1, "one update for the change, before the next layout")
            #expect(cell.states.last?.isSelected == true && cell.configurationState.isSelected)
            #expect(cell.contentView.subviews.first === contentView, "the automatic update keeps the content view")
            menu.tableView.deselectRow(at: path, animated: false)
            try sim.runUntilIdle()
            #expect(cell.states.last?.isSelected == false)
            // A tap highlights and selects: the state is updated (coalesced) before the next layout.
            menu.tableView.tapRow(at: path)
            try sim.runUntilIdle()
            #expect(cell.states.last?.isSelected == true && cell.states.last?.isHighlighted == false)
        }
    }

    @Test func automaticUpdatesAndTheUpdateHandler() throws {
        try withUIKitStage { _, _ in
            let cell = UICollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            cell.contentConfiguration = BadgeConfiguration(count: 1)
            var handled: [Bool] = []
            cell.configurationUpdateHandler = { _, state in handled.append(state.isSelected) }
            cell.backgroundConfiguration = .listPlainCell()
            cell.layoutIfNeeded()
            #expect(handled == [false])
            cell.isSelected = true
            cell.layoutIfNeeded()
            #expect(handled == [false, true])
            #expect((cell.contentConfiguration as? BadgeConfiguration)?.count == 101, "updated(for:) of the selected state")
            #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .systemGray4)
            cell.automaticallyUpdatesContentConfiguration = false
            cell.isSelected = false
            cell.layoutIfNeeded()
            #expect((cell.contentConfiguration as? BadgeConfiguration)?.count == 101)
            #expect(cell.backgroundConfiguration?.resolvedBackgroundColor(for: .systemBlue) == .white)
            // Coalesced: several requests, one update.
            cell.setNeedsUpdateConfiguration()
            cell.setNeedsUpdateConfiguration()
            cell.layoutIfNeeded()
            #expect(handled.count == 4)
        }
    }

    @Test func defaultConfigurationsFollowTheCellStyle() throws {
        try withUIKitStage { _, _ in
            #expect(UITableViewCell(style: .default, reuseIdentifier: nil).defaultContentConfiguration() == .cell())
            #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration() == .subtitleCell())
            #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration() == .valueCell())
            #expect(UICollectionViewListCell(frame: .zero).defaultContentConfiguration() == .cell())
            #expect(UITableViewHeaderFooterView(reuseIdentifier: nil).defaultContentConfiguration() == .plainHeader())
            let cell = UIListContentConfiguration.cell()
            #expect(cell.textProperties.font == UIFont.preferredFont(forTextStyle: .body) && cell.textProperties.color == .label)
            #expect(cell.textProperties.numberOfLines == 0 && cell.imageToTextPadding == 16)
            #expect(cell.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16))
            #expect(cell.axesPreservingSuperviewLayoutMargins == .horizontal)
            let subtitle = UIListContentConfiguration.subtitleCell()
            #expect(subtitle.secondaryTextProperties.font == UIFont.preferredFont(forTextStyle: .subheadline))
            #expect(subtitle.secondaryTextProperties.color == .secondaryLabel && !subtitle.prefersSideBySideTextAndSecondaryText)
            #expect(UIListContentConfiguration.valueCell().prefersSideBySideTextAndSecondaryText)
            #expect(UIListContentConfiguration.groupedHeader().textProperties.font == UIFont.preferredFont(forTextStyle: .footnote))
            for c in [UIListContentConfiguration.plainFooter(), .groupedFooter(), .sidebarCell(), .sidebarHeader(), .accompaniedSidebarCell()] {
                #expect(c.text == nil && c.image == nil)
            }
        }
    }

    @Test func subtitleAndValueCellsPlaceTheSecondaryText() throws {
        try withUIKitStage { _, _ in
            // Subtitle: below the text, 3 points apart, the pair centred.
            let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
            var s = subtitle.defaultContentConfiguration()
            s.text = "Title"
            s.secondaryText = "Detail"
            subtitle.contentConfiguration = s
            subtitle.layoutIfNeeded()
            let sv = try #require(subtitle.contentView.subviews.first)
            let (text, detail) = (labels(in: sv)[0], labels(in: sv)[1])
            // 21 (body) + 3 + 18 (subheadline: 15 × 1.2) = 42, centred in 60: from 9.
            #expect(text.frame == CGRect(x: 16, y: 9, width: 288, height: 21))
            #expect(detail.frame == CGRect(x: 16, y: 33, width: 288, height: 18))
            #expect(sv.intrinsicContentSize.height == 64, "11 + 42 + 11")
            // Value: beside the text at the trailing margin, as wide as its text.
            let value = UITableViewCell(style: .value1, reuseIdentifier: nil)
            value.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            var v = value.defaultContentConfiguration()
            v.text = "Volume"
            v.secondaryText = "80%"
            value.contentConfiguration = v
            value.layoutIfNeeded()
            let vv = try #require(value.contentView.subviews.first)
            let (name, amount) = (labels(in: vv)[0], labels(in: vv)[1])
            // "80%": 3 × 17 × 0.55 = 28.05, rounded up to 29.
            #expect(amount.frame == CGRect(x: 320 - 16 - 29, y: 11.5, width: 29, height: 21))
            #expect(name.frame.minX == 16 && name.frame.maxX == amount.frame.minX - 8)
        }
    }

    @Test func headersAndCollectionCellsHostConfigurationsToo() throws {
        try withUIKitStage { _, _ in
            let header = UITableViewHeaderFooterView(reuseIdentifier: "h")
            header.frame = CGRect(x: 0, y: 0, width: 320, height: 40)
            var h = header.defaultContentConfiguration()
            h.text = "Recent"
            header.contentConfiguration = h
            let hv = try #require(header.contentView.subviews.first(where: { $0 is UIListContentView }))
            #expect(hv.frame == header.contentView.bounds)
            // A plain header: 8-point margins, one line of 17-point text (21), no row minimum.
            #expect(hv.intrinsicContentSize.height == CGFloat(8 + 21 + 8))
            let list = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 200, height: 50))
            var c = list.defaultContentConfiguration()
            c.text = "Item"
            list.contentConfiguration = c
            list.accessories = [.disclosureIndicator(), .delete(displayed: .whenEditing)]
            #expect(list.contentView.subviews.first?.frame == CGRect(x: 0, y: 0, width: 200, height: 50))
            #expect(list.accessories.count == 2)
        }
    }

    @Test func symbolConfigurationsAreStoredAndCombined() throws {
        try withUIKitStage { _, _ in
            let base = UIImage.SymbolConfiguration(pointSize: 18)
            let bold = base.applying(UIImage.SymbolConfiguration(weight: .bold))
            #expect(bold == UIImage.SymbolConfiguration(pointSize: 18, weight: .bold))
            #expect(bold != base)
            let large = UIImage.SymbolConfiguration(pointSize: 18, weight: .bold, scale: .large)
            #expect(bold.applying(UIImage.SymbolConfiguration(scale: .large)) == large)
            #expect(UIImage.SymbolWeight.semibold.fontWeight() == .semibold)
            let image = try #require(UIImage(systemName: "star", withConfiguration: base))
            #expect(image.isSymbolImage && image.symbolConfiguration == base)
            let derived = image.withConfiguration(UIImage.SymbolConfiguration(weight: .bold))
            #expect(derived.symbolConfiguration == bold && image.symbolConfiguration == base, "the receiver is unchanged")
            #expect(UIImage(systemName: "star")?.applyingSymbolConfiguration(base)?.symbolConfiguration == base)
            #expect(UIImage(size: CGSize(width: 4, height: 4)).applyingSymbolConfiguration(base) == nil, "not a symbol")
            let text = UIImage.SymbolConfiguration(textStyle: .title2)
            #expect(text.applying(base) == base, "the other's point size replaces the text style")
            let imageView = UIImageView(image: image)
            imageView.preferredSymbolConfiguration = large
            #expect(imageView.preferredSymbolConfiguration == large)
        }
    }

    @Test func badMetricsNeitherTrapNorMakeNaNFrames() throws {
        try withUIKitStage { _, _ in
            let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            var content = cell.defaultContentConfiguration()
            content.image = UIImage(systemName: "bolt")
            content.text = "Power"
            content.secondaryText = "On"
            content.imageProperties.preferredSymbolConfiguration = .init(pointSize: .nan)
            content.imageProperties.maximumSize = CGSize(width: CGFloat.nan, height: -.infinity)
            content.imageProperties.reservedLayoutSize = CGSize(width: CGFloat.infinity, height: .nan)
            content.imageProperties.cornerRadius = .nan
            content.directionalLayoutMargins = NSDirectionalEdgeInsets(top: .nan, leading: -.infinity, bottom: .infinity, trailing: .nan)
            content.imageToTextPadding = .nan
            content.textToSecondaryTextVerticalPadding = .infinity
            content.textToSecondaryTextHorizontalPadding = .nan
            content.textProperties.numberOfLines = -3
            cell.contentConfiguration = content
            cell.layoutIfNeeded()
            let view = try #require(cell.contentView.subviews.first)
            for v in [view] + view.subviews { #expect(isFinite(v.frame), "\(type(of: v)) \(v.frame)") }
            #expect(view.intrinsicContentSize.height.isFinite)
            #expect(view.sizeThatFits(CGSize(width: CGFloat.nan, height: .nan)).height.isFinite)
            // A NaN point size is unspecified: the image takes the text font's size.
            #expect(UIImage.SymbolConfiguration(pointSize: .nan) == UIImage.SymbolConfiguration(pointSize: 0))
            let image = try #require(imageViews(in: view).first)
            #expect(image.frame.size == CGSize(width: 17, height: 17))
            // A zero-sized cell.
            cell.frame = .zero
            cell.layoutIfNeeded()
            for v in [view] + view.subviews { #expect(isFinite(v.frame)) }
        }
    }
}
