import Foundation

/// `UICollectionViewCell`: an item of a collection view. Subviews go in `contentView`;
/// selection and highlight are stored (drawn).
///
/// Collection views make cells of a registered class through `init(dequeuedWith:)`
/// (`CollectionReusableView`).
open class CollectionViewCell: CollectionReusableView {
    /// `contentView`: the cell's content, filling it.
    public let contentView: View
    open var isSelected = false { didSet { if isSelected != oldValue { setNeedsUpdateConfiguration() } } }
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { setNeedsUpdateConfiguration() } } }
    public var backgroundView: View?
    public var selectedBackgroundView: View?

    public override init(frame: CGRect) {
        contentView = View(frame: CGRect(origin: .zero, size: frame.size))
        super.init(frame: frame)
        modelName = "\(type(of: self))"
        addSubview(contentView)
        _ = keyValueObservers.add(willChange: {}, didChange: { [weak self] in
            guard let self else { return }
            self.contentView.frame = CGRect(origin: .zero, size: self.bounds.size)
        })
    }

    /// `init?(coder:)` (never called by the model; see `View.init?(coder:)`): an empty cell.
    public required init?(coder: NSCoder) {
        contentView = View(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    // MARK: Configurations (iOS 14: `CollectionViewCell+Configuration.swift`)

    /// The configurations and whether an update is pending (`ViewConfigurations`).
    package var configurations = ViewConfigurations()

    /// `configurationState`: the cell's traits, selection and highlight (open: a subclass adds
    /// its own states).
    open var configurationState: CellConfigurationState {
        var s = CellConfigurationState(traitCollection: traitCollection)
        s.isSelected = isSelected
        s.isHighlighted = isHighlighted
        return s
    }

    /// `setNeedsUpdateConfiguration()`: the configuration is updated for the current state
    /// before the cell's next layout; selection and highlight changes request it.
    open func setNeedsUpdateConfiguration() {
        configurations.needsUpdate = true
        setNeedsLayout()
    }

    /// `updateConfiguration(using:)`: override to configure the cell for `state` (see
    /// `TableViewCell.updateConfiguration(using:)`).
    open func updateConfiguration(using state: CellConfigurationState) {}

    /// UIKit's configuration update runs before the cell lays out.
    open override func layoutSublayers(of layer: Layer) {
        if layer === self.layer { updateConfigurationIfNeeded() }
        super.layoutSublayers(of: layer)
    }
}
