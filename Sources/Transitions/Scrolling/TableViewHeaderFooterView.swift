import Foundation

/// `UITableViewHeaderFooterView`: a section header or footer of a table view. Subviews go in
/// `contentView`, which follows the view's bounds; `textLabel` shows a section's title (the
/// view a table makes for `titleForHeaderInSection` is one of these).
///
/// Like cells, registered classes are made through a required convenience initialiser
/// (`init(dequeuedWith:)`) that calls the subclass's `init(reuseIdentifier:)`, so subclasses
/// override UIKit's two designated initialisers as written for UIKit.
open class TableViewHeaderFooterView: View {
    public let reuseIdentifier: String?
    /// `contentView`.
    public let contentView: View

    /// `textLabel`: made on first use, filling the content view with a 16-point inset.
    public private(set) lazy var textLabel: Label? = {
        let l = Label(frame: .zero)
        l.frame = contentView.bounds.insetBy(dx: 16, dy: 0)
        contentView.addSubview(l)
        return l
    }()

    /// `backgroundView`: behind the content view, filling the view (as UIKit places it).
    open var backgroundView: View? {
        didSet {
            guard backgroundView !== oldValue else { return }
            oldValue?.removeFromSuperview()
            guard let b = backgroundView else { return }
            insertSubview(b, at: 0)
            b.frame = CGRect(origin: .zero, size: bounds.size)
        }
    }

    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = View(frame: .zero)
        super.init(frame: .zero)
        modelName = "\(type(of: self))"
        addSubview(contentView)
        _ = keyValueObservers.add(willChange: {}, didChange: { [weak self] in
            guard let self else { return }
            self.contentView.frame = CGRect(origin: .zero, size: self.bounds.size)
            self.backgroundView?.frame = CGRect(origin: .zero, size: self.bounds.size)
            self.textLabel?.frame = self.contentView.bounds.insetBy(dx: min(16, self.bounds.width / 2), dy: 0)
        })
    }

    /// `init?(coder:)` (never called by the model).
    public required init?(coder: NSCoder) {
        reuseIdentifier = nil
        contentView = View(frame: .zero)
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// `UITableViewHeaderFooterView(frame:)` and `()`: one without a reuse identifier.
    public convenience override init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// The initialiser table views make registered header and footer views with.
    public required convenience init(dequeuedWith reuseIdentifier: String) { self.init(reuseIdentifier: reuseIdentifier) }

    /// `prepareForReuse()`.
    open func prepareForReuse() {}

    // MARK: Configurations (iOS 14: `TableViewHeaderFooterView+Configuration.swift`)

    /// The configurations and whether an update is pending (`ViewConfigurations`).
    package var configurationSlots = ViewConfigurations()

    /// `configurationState`: the view's traits (open: a subclass adds its own states).
    open var configurationState: ViewConfigurationState {
        var s = ViewConfigurationState(traitCollection: traitCollection)
        s.isDisabled = !isUserInteractionEnabled
        return s
    }

    /// `setNeedsUpdateConfiguration()`: the configuration is updated before the next layout.
    open func setNeedsUpdateConfiguration() {
        configurationSlots.needsUpdate = true
        setNeedsLayout()
    }

    /// `updateConfiguration(using:)`: override to configure the view for `state`.
    open func updateConfiguration(using state: ViewConfigurationState) {}

    /// UIKit's configuration update runs before the view lays out.
    open override func layoutSublayers(of layer: Layer) {
        if layer === self.layer { updateConfigurationIfNeeded() }
        super.layoutSublayers(of: layer)
    }
}
