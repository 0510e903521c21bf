import Foundation

/// `UIButton`: a control with a title, title colour and image per state (stored, not drawn).
/// `.touchUpInside` and the other events come through `Control`.
open class Button: Control {
    /// `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable { case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
        /// `roundedRect` (deprecated in UIKit: a system button).
        public static var roundedRect: ButtonType { .system }
    }

    public private(set) var buttonType: ButtonType = .custom
    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: Color] = [:]
    /// Images and background images per state (`UIImage`s).
    package var images: [UInt: AnyObject] = [:]
    package var backgroundImages: [UInt: AnyObject] = [:]
    /// The title label, once asked for (`titleLabel`).
    private var titleLabelStorage: Label?
    /// `contentEdgeInsets`: padding around the title and image in the intrinsic size.
    public var contentEdgeInsets: EdgeInsets = .zero { didSet { invalidateIntrinsicContentSize() } }
    /// `imageEdgeInsets` / `titleEdgeInsets` (deprecated in iOS 15, still honoured): move the
    /// image's and the title's rects as UIKit does — each is placed as if its content rect were
    /// inset by them, so with centred content a left inset of 10 moves it 5 points right (half
    /// the difference of left and right), with leading content the full left inset; vertically
    /// half the difference of top and bottom. They do not change the intrinsic size.
    public var imageEdgeInsets: EdgeInsets = .zero { didSet { setNeedsLayout() } }
    public var titleEdgeInsets: EdgeInsets = .zero { didSet { setNeedsLayout() } }

    /// `titleLabel`: the label showing the current title, made on first use as a subview filling
    /// the button (UIKit makes it lazily too); its text follows `setTitle(_:for:)` and its font
    /// decides the intrinsic size.
    open var titleLabel: Label? {
        if let l = titleLabelStorage {
            l.text = currentTitle
            return l
        }
        let l = Label(frame: bounds)
        l.font = .systemFont(ofSize: Button.defaultTitlePointSize)
        l.textAlignment = .center
        l.text = currentTitle
        l.isUserInteractionEnabled = false
        titleLabelStorage = l
        addSubview(l)
        setNeedsLayout()  // placed at titleRect(forContentRect:) by the next layout
        return l
    }

    /// `imageView`: an image view showing the current image, the same one on every read (its
    /// `contentMode` and tint stay as set). The button draws its image itself here, so the view
    /// is not a subview. Open, as UIKit's.
    open var imageView: ImageView? {
        let v = imageViewStorage ?? ImageView(image: currentImage)
        imageViewStorage = v
        if v.image !== currentImage { v.image = currentImage }
        return v
    }
    private var imageViewStorage: ImageView?

    /// `menu` (iOS 14), `showsMenuAsPrimaryAction`, `changesSelectionAsPrimaryAction` (iOS 15):
    /// the menu the button shows on a long press, or on a tap as its primary action. The system
    /// draws menus and the model has none to open: stored, as `UIBarButtonItem.menu` is.
    open var menu: Menu?
    open var showsMenuAsPrimaryAction = false
    open var changesSelectionAsPrimaryAction = false

    /// UIKit's title font size for buttons (the system font at 15 points).
    public static let defaultTitlePointSize: CGFloat = 15

    /// The intrinsic size: the current title's (`TextMetrics` at the title label's font) beside
    /// the image's, plus 6 points above and below — a 15-point title makes UIKit's familiar
    /// 30-point-high system button — plus `contentEdgeInsets`. An empty button is 30 × 30 with
    /// a system type and 0 × 0 custom, before insets.
    open override var intrinsicContentSize: CGSize {
        let pointSize = titleLabelStorage?.font.pointSize ?? Button.defaultTitlePointSize
        let title = currentTitle.map { TextMetrics.size(of: $0, pointSize: pointSize) } ?? .zero
        let image = (storedImage(for: state, background: false) as? Image)?.size ?? .zero
        var size = CGSize(width: title.width + image.width, height: max(title.height, image.height))
        if size.width == 0, size.height == 0 {
            size = buttonType == .custom ? .zero : CGSize(width: 30, height: 30)
        } else {
            size.height += 12
        }
        let i = contentEdgeInsets
        return CGSize(width: size.width + i.left + i.right, height: size.height + i.top + i.bottom)
    }

    /// `init(type:)`: a convenience initialiser, as UIKit's class factory behaves, so a subclass
    /// that overrides `init(frame:)` (and `init(coder:)`) keeps `init(type:)` and `init()`.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// `init(frame:)`: a `.custom` button.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    public convenience init(_ simulation: Simulation, frame: CGRect = .zero, name: String = "button") {
        self.init(in: simulation, frame: frame, name: name)
    }

    /// `init?(coder:)` (never called by the model): a `.custom` button.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `setTitle(_:for:)`.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        if title != nil { _ = titleLabel }  // UIKit's button shows a title in its title label
        titleLabelStorage?.text = currentTitle
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
    /// `title(for:)`: the state's title, else the normal state's (as UIKit).
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }
    /// `currentTitle`: what the button shows for the current `state` — the attributed title's
    /// string when one is set (UIKit shows it in place of the plain title), else the title.
    public var currentTitle: String? { currentAttributedTitle?.string ?? title(for: state) }

    /// `setAttributedTitle(_:for:)`: shown in place of the plain title for that state.
    open func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        attributedTitles[state.rawValue] = title
        titleLabelStorage?.text = currentTitle
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
    /// `attributedTitle(for:)`: the state's, else the normal state's.
    public func attributedTitle(for state: State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[State.normal.rawValue]
    }
    /// `currentAttributedTitle`.
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    open func setTitleColor(_ color: Color?, for state: State) { titleColors[state.rawValue] = color }
    /// `setTitleShadowColor(_:for:)`, `titleShadowColor(for:)`, `currentTitleShadowColor`
    /// (drawing: stored per state, the normal state's for a state without its own).
    open func setTitleShadowColor(_ color: Color?, for state: State) { titleShadowColors[state.rawValue] = color }
    open func titleShadowColor(for state: State) -> Color? { titleShadowColors[state.rawValue] ?? titleShadowColors[State.normal.rawValue] }
    public var currentTitleShadowColor: Color? { titleShadowColor(for: state) }
    private var titleShadowColors: [UInt: Color] = [:]
    public func titleColor(for state: State) -> Color? { titleColors[state.rawValue] ?? titleColors[State.normal.rawValue] }
    public var currentTitleColor: Color { titleColor(for: state) ?? (buttonType == .system ? Color(red: 0, green: 0.478, blue: 1) : .white) }

    /// `setImage(_:for:)`, `image(for:)`, `currentImage` (the state's, else the normal state's).
    open func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }
    public func image(for state: State) -> Image? { storedImage(for: state, background: false) as? Image }
    public var currentImage: Image? { image(for: state) }
    /// `setBackgroundImage(_:for:)`, `backgroundImage(for:)`, `currentBackgroundImage`.
    open func setBackgroundImage(_ image: Image?, for state: State) { backgroundImages[state.rawValue] = image }
    public func backgroundImage(for state: State) -> Image? { storedImage(for: state, background: true) as? Image }
    public var currentBackgroundImage: Image? { backgroundImage(for: state) }

    // MARK: Layout rects (UIKit's, which apps override to place the title and image)

    /// `contentRect(forBounds:)`: the bounds inside `contentEdgeInsets`.
    open func contentRect(forBounds bounds: CGRect) -> CGRect { bounds.inset(by: contentEdgeInsets) }
    /// `backgroundRect(forBounds:)`: the bounds.
    open func backgroundRect(forBounds bounds: CGRect) -> CGRect { bounds }
    /// `imageRect(forContentRect:)`: the current image at its size, leading the title; the pair
    /// placed in the content rect by `contentHorizontalAlignment` and centred vertically.
    open func imageRect(forContentRect contentRect: CGRect) -> CGRect { contentRects(in: contentRect).image }
    /// `titleRect(forContentRect:)`: the current title at its measured size, after the image.
    open func titleRect(forContentRect contentRect: CGRect) -> CGRect { contentRects(in: contentRect).title }

    private func contentRects(in r: CGRect) -> (image: CGRect, title: CGRect) {
        let pointSize = titleLabelStorage?.font.pointSize ?? Button.defaultTitlePointSize
        var t = currentTitle.map { TextMetrics.size(of: $0, pointSize: pointSize) } ?? .zero
        let i = currentImage?.size ?? .zero
        t.width = min(t.width, max(0, r.width - i.width))
        let total = t.width + i.width
        let x: CGFloat
        switch contentHorizontalAlignment {
        case .center: x = r.midX - total / 2
        case .left, .leading, .fill: x = r.minX
        case .right, .trailing: x = r.maxX - total
        }
        return (
            CGRect(x: x, y: r.midY - i.height / 2, width: i.width, height: i.height).offsetBy(dx: insetShift(imageEdgeInsets).dx, dy: insetShift(imageEdgeInsets).dy),
            CGRect(x: x + i.width, y: r.midY - t.height / 2, width: t.width, height: t.height).offsetBy(dx: insetShift(titleEdgeInsets).dx, dy: insetShift(titleEdgeInsets).dy)
        )
    }

    /// How far an element's edge insets move it (see `imageEdgeInsets`); non-finite insets: none.
    private func insetShift(_ e: EdgeInsets) -> (dx: CGFloat, dy: CGFloat) {
        guard [e.top, e.left, e.bottom, e.right].allSatisfy(\.isFinite) else { return (0, 0) }
        let dx: CGFloat
        switch contentHorizontalAlignment {
        case .center, .fill: dx = (e.left - e.right) / 2
        case .left, .leading: dx = e.left
        case .right, .trailing: dx = -e.right
        }
        return (dx, (e.top - e.bottom) / 2)
    }

    /// Lays the title label out at `titleRect(forContentRect:)`, as UIKit's button does.
    open override func layoutSubviews() {
        super.layoutSubviews()
        titleLabelStorage?.frame = titleRect(forContentRect: contentRect(forBounds: bounds))
    }

    package func storedImage(for state: State, background: Bool) -> AnyObject? {
        let table = background ? backgroundImages : images
        return table[state.rawValue] ?? table[State.normal.rawValue]
    }
}
