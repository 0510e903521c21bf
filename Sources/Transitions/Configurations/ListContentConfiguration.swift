import Foundation

/// `UIAxis`: the layout axes, as an option set.
public struct LayoutAxes: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let horizontal = LayoutAxes(rawValue: 1 << 0)
    public static let vertical = LayoutAxes(rawValue: 1 << 1)
    public static let both: LayoutAxes = [.horizontal, .vertical]
}

/// `UIListContentConfiguration` (iOS 14): a list row's or header's content — an image, a text
/// and a secondary text, with their properties and the spacing between them — shown by
/// `ListContentView` (`makeContentView()`), as UIKit's cell styles show them.
///
/// The styles' defaults are the model's values for an iPhone (UIKit's differ slightly by
/// device and size category): a cell's text is the body font (17 pt) in the label colour, its
/// margins 11 pt top and bottom and 16 pt at the sides, the image 16 pt from the text
/// (`imageToTextPadding`); a subtitle cell's secondary text is the subheadline font (15 pt),
/// secondary label colour, 3 pt below the text; a value cell's is the body font, secondary label
/// colour, beside the text at the trailing edge (`prefersSideBySideTextAndSecondaryText`, 8 pt
/// apart at least); headers and footers use the footnote (grouped) or headline (plain header)
/// fonts with 8 pt margins top and bottom. `updated(for:)` returns the configuration unchanged:
/// UIKit changes only colours for states (drawing).
///
/// `text` and `attributedText` replace each other (setting one clears the other), as do
/// `secondaryText` and `secondaryAttributedText`.
public struct ListContentConfiguration: ContentConfiguration, Hashable {
    /// The style a configuration was made with (its factory).
    enum Style: Sendable, Hashable {
        case cell, subtitleCell, valueCell, plainHeader, plainFooter, groupedHeader, groupedFooter, prominentInsetGroupedHeader,
             extraProminentInsetGroupedHeader, sidebarCell, sidebarSubtitleCell, sidebarHeader, accompaniedSidebarCell,
             accompaniedSidebarSubtitleCell, header, footer

        /// Rows: a content view at least 44 points tall, as UIKit's standard row.
        var isCell: Bool {
            switch self {
            case .cell, .subtitleCell, .valueCell, .sidebarCell, .sidebarSubtitleCell, .accompaniedSidebarCell, .accompaniedSidebarSubtitleCell: return true
            default: return false
            }
        }
    }
    let style: Style

    /// `UIListContentConfiguration.TextProperties`: how a text is shown (stored where it is
    /// drawing: colour, alignment, transform; the font and line count size the label).
    public struct TextProperties: Hashable {
        /// `TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Sendable, Hashable { case natural, center, justified }
        /// `TextProperties.TextTransform`: applied to `text` (not to attributed text).
        public enum TextTransform: Int, Sendable, Hashable { case none, uppercase, lowercase, capitalized }

        public var font: Font
        public var color: Color
        public var alignment: TextAlignment = .natural
        public var lineBreakMode: LineBreakMode = .byTruncatingTail
        /// `numberOfLines` (0: as many as needed, the default).
        public var numberOfLines = 0
        public var adjustsFontSizeToFitWidth = false
        public var minimumScaleFactor: CGFloat = 0
        public var allowsDefaultTighteningForTruncation = true
        public var adjustsFontForContentSizeCategory = true
        public var showsExpansionTextWhenTruncated = false
        public var transform: TextTransform = .none

        init(font: Font, color: Color) {
            self.font = font
            self.color = color
        }

        /// `resolvedColor()`: `color`.
        public func resolvedColor() -> Color { color }

        func transformed(_ s: String) -> String {
            switch transform {
            case .none: return s
            case .uppercase: return s.uppercased()
            case .lowercase: return s.lowercased()
            case .capitalized: return s.capitalized
            }
        }
    }

    /// `UIListContentConfiguration.ImageProperties`: how the image is shown.
    public struct ImageProperties: Hashable {
        /// `standardDimension`: the system's standard size for a dimension of
        /// `reservedLayoutSize` (the model reserves no more than the image takes).
        public static let standardDimension = -CGFloat.greatestFiniteMagnitude

        /// `preferredSymbolConfiguration`: a symbol image is laid out at its point size.
        public var preferredSymbolConfiguration: Image.SymbolConfiguration?
        public var tintColor: Color?
        public var cornerRadius: CGFloat = 0
        /// `maximumSize`: the image is scaled down, keeping its aspect ratio, to fit (0 in a
        /// dimension: no limit).
        public var maximumSize: CGSize = .zero
        /// `reservedLayoutSize`: the room the image takes at least (the image centred in it), so
        /// texts of rows with images of different widths line up.
        public var reservedLayoutSize: CGSize = .zero
        public var accessibilityIgnoresInvertColors = false

        public init() {}

        /// `resolvedTintColor(for:)`: `tintColor`, else the tint given.
        public func resolvedTintColor(for tintColor: Color) -> Color { self.tintColor ?? tintColor }
    }

    /// `image`.
    public var image: Image?
    public var imageProperties = ImageProperties()
    /// `text`: setting it clears `attributedText`.
    public var text: String? {
        get { textStorage }
        set {
            textStorage = newValue
            attributedTextStorage = nil
        }
    }
    /// `attributedText`: setting it clears `text`.
    public var attributedText: NSAttributedString? {
        get { attributedTextStorage }
        set {
            attributedTextStorage = newValue
            textStorage = nil
        }
    }
    public var textProperties: TextProperties
    public var secondaryText: String? {
        get { secondaryTextStorage }
        set {
            secondaryTextStorage = newValue
            secondaryAttributedTextStorage = nil
        }
    }
    public var secondaryAttributedText: NSAttributedString? {
        get { secondaryAttributedTextStorage }
        set {
            secondaryAttributedTextStorage = newValue
            secondaryTextStorage = nil
        }
    }
    public var secondaryTextProperties: TextProperties
    /// `axesPreservingSuperviewLayoutMargins`: along these axes the content view's margins are
    /// at least its superview's (a cell's `contentView`'s).
    public var axesPreservingSuperviewLayoutMargins: LayoutAxes = .horizontal
    public var directionalLayoutMargins: DirectionalEdgeInsets
    public var prefersSideBySideTextAndSecondaryText = false
    public var imageToTextPadding: CGFloat
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    public var textToSecondaryTextVerticalPadding: CGFloat = 3

    private var textStorage: String?
    private var attributedTextStorage: NSAttributedString?
    private var secondaryTextStorage: String?
    private var secondaryAttributedTextStorage: NSAttributedString?

    static let labelColor = Color.black
    static let secondaryLabelColor = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)

    init(style: Style) {
        self.style = style
        let body = Font.preferredFont(forTextStyle: .body)
        textProperties = TextProperties(font: body, color: Self.labelColor)
        secondaryTextProperties = TextProperties(font: Font.preferredFont(forTextStyle: .subheadline), color: Self.secondaryLabelColor)
        directionalLayoutMargins = DirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
        imageToTextPadding = 16
        switch style {
        case .cell, .sidebarCell, .accompaniedSidebarCell:
            break
        case .subtitleCell, .sidebarSubtitleCell, .accompaniedSidebarSubtitleCell:
            break
        case .valueCell:
            secondaryTextProperties.font = body
            prefersSideBySideTextAndSecondaryText = true
        case .plainHeader, .header, .sidebarHeader:
            textProperties.font = Font.systemFont(ofSize: 17, weight: .semibold)
            directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            imageToTextPadding = 8
        case .prominentInsetGroupedHeader, .extraProminentInsetGroupedHeader:
            textProperties.font = Font.systemFont(ofSize: style == .prominentInsetGroupedHeader ? 20 : 22, weight: .bold)
            directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            imageToTextPadding = 8
        case .plainFooter, .groupedHeader, .groupedFooter, .footer:
            textProperties.font = Font.preferredFont(forTextStyle: .footnote)
            textProperties.color = Self.secondaryLabelColor
            directionalLayoutMargins = DirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
            imageToTextPadding = 8
        }
        if style == .sidebarCell || style == .sidebarSubtitleCell || style == .accompaniedSidebarCell || style == .accompaniedSidebarSubtitleCell {
            imageToTextPadding = 10
        }
    }

    public static func cell() -> ListContentConfiguration { ListContentConfiguration(style: .cell) }
    public static func subtitleCell() -> ListContentConfiguration { ListContentConfiguration(style: .subtitleCell) }
    public static func valueCell() -> ListContentConfiguration { ListContentConfiguration(style: .valueCell) }
    public static func plainHeader() -> ListContentConfiguration { ListContentConfiguration(style: .plainHeader) }
    public static func plainFooter() -> ListContentConfiguration { ListContentConfiguration(style: .plainFooter) }
    public static func groupedHeader() -> ListContentConfiguration { ListContentConfiguration(style: .groupedHeader) }
    public static func groupedFooter() -> ListContentConfiguration { ListContentConfiguration(style: .groupedFooter) }
    /// `prominentInsetGroupedHeader()`, `extraProminentInsetGroupedHeader()` (iOS 15).
    public static func prominentInsetGroupedHeader() -> ListContentConfiguration { ListContentConfiguration(style: .prominentInsetGroupedHeader) }
    public static func extraProminentInsetGroupedHeader() -> ListContentConfiguration {
        ListContentConfiguration(style: .extraProminentInsetGroupedHeader)
    }
    public static func sidebarCell() -> ListContentConfiguration { ListContentConfiguration(style: .sidebarCell) }
    public static func sidebarSubtitleCell() -> ListContentConfiguration { ListContentConfiguration(style: .sidebarSubtitleCell) }
    public static func sidebarHeader() -> ListContentConfiguration { ListContentConfiguration(style: .sidebarHeader) }
    public static func accompaniedSidebarCell() -> ListContentConfiguration { ListContentConfiguration(style: .accompaniedSidebarCell) }
    public static func accompaniedSidebarSubtitleCell() -> ListContentConfiguration {
        ListContentConfiguration(style: .accompaniedSidebarSubtitleCell)
    }
    /// `header()`, `footer()` (iOS 18).
    public static func header() -> ListContentConfiguration { ListContentConfiguration(style: .header) }
    public static func footer() -> ListContentConfiguration { ListContentConfiguration(style: .footer) }

    /// `makeContentView()`: a `ListContentView` showing this configuration.
    public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }

    /// `updated(for:)`: this configuration (state changes only colours in UIKit: drawing).
    public func updated(for state: any ConfigurationState) -> ListContentConfiguration { self }
}
