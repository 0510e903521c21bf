import Foundation

/// `UIBackgroundConfiguration` (iOS 14): what a cell's background draws — a colour, a custom
/// view, a corner radius, insets, a stroke, a visual effect. Backgrounds are drawn: the model
/// stores the configuration (`backgroundConfiguration` on cells and header-footer views) and
/// reads it back; `updated(for:)` resolves the colour UIKit's list cells take when selected or
/// highlighted (system grey 4: `resolvedBackgroundColor(for:)`).
public struct BackgroundConfiguration {
    enum Style: Sendable, Hashable {
        case clear, listPlainCell, listPlainHeaderFooter, listGroupedCell, listGroupedHeaderFooter, listSidebarHeader,
             listSidebarCell, listAccompaniedSidebarCell, listCell, listHeader, listFooter
    }
    let style: Style

    /// `customView`: a view drawn behind the content (stored).
    public var customView: View?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets: DirectionalEdgeInsets = .zero
    public var edgesAddingLayoutMarginsToBackgroundInsets: DirectionalRectEdge = []
    /// `backgroundColor` (nil: the style's, through `resolvedBackgroundColor(for:)`).
    public var backgroundColor: Color?
    public var strokeColor: Color?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    public var image: Image?
    public var imageContentMode: View.ContentMode = .scaleToFill
    /// `visualEffect` (stored).
    public var visualEffect: VisualEffect?

    init(style: Style, backgroundColor: Color?) {
        self.style = style
        self.backgroundColor = backgroundColor
    }

    /// The background a list style shows when `backgroundColor` is nil.
    private var styleColor: Color? {
        switch style {
        case .clear: return .clear
        case .listPlainCell, .listPlainHeaderFooter, .listCell, .listHeader, .listFooter: return .white
        case .listGroupedCell: return .white
        case .listGroupedHeaderFooter, .listSidebarHeader, .listSidebarCell, .listAccompaniedSidebarCell:
            return Color(red: 0.949, green: 0.949, blue: 0.969)
        }
    }

    /// The state the configuration was last updated for was selected or highlighted.
    private var isPressed = false

    /// `resolvedBackgroundColor(for:)`: `backgroundColor`, else the style's colour — system grey
    /// 4 for a list cell updated for a selected or highlighted state.
    public func resolvedBackgroundColor(for tintColor: Color) -> Color {
        if let c = backgroundColor { return c }
        if isPressed, [.listPlainCell, .listGroupedCell, .listCell].contains(style) { return Color(red: 0.82, green: 0.82, blue: 0.839) }
        return styleColor ?? .clear
    }

    public static func clear() -> BackgroundConfiguration { BackgroundConfiguration(style: .clear, backgroundColor: .clear) }
    public static func listPlainCell() -> BackgroundConfiguration { BackgroundConfiguration(style: .listPlainCell, backgroundColor: nil) }
    public static func listPlainHeaderFooter() -> BackgroundConfiguration { BackgroundConfiguration(style: .listPlainHeaderFooter, backgroundColor: nil) }
    public static func listGroupedCell() -> BackgroundConfiguration { BackgroundConfiguration(style: .listGroupedCell, backgroundColor: nil) }
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration { BackgroundConfiguration(style: .listGroupedHeaderFooter, backgroundColor: nil) }
    public static func listSidebarHeader() -> BackgroundConfiguration { BackgroundConfiguration(style: .listSidebarHeader, backgroundColor: nil) }
    public static func listSidebarCell() -> BackgroundConfiguration { BackgroundConfiguration(style: .listSidebarCell, backgroundColor: nil) }
    public static func listAccompaniedSidebarCell() -> BackgroundConfiguration {
        BackgroundConfiguration(style: .listAccompaniedSidebarCell, backgroundColor: nil)
    }
    /// `listCell()`, `listHeader()`, `listFooter()` (iOS 18).
    public static func listCell() -> BackgroundConfiguration { BackgroundConfiguration(style: .listCell, backgroundColor: nil) }
    public static func listHeader() -> BackgroundConfiguration { BackgroundConfiguration(style: .listHeader, backgroundColor: nil) }
    public static func listFooter() -> BackgroundConfiguration { BackgroundConfiguration(style: .listFooter, backgroundColor: nil) }

    /// `updated(for:)`: the background in `state`: a list cell's resolves to system grey 4
    /// while selected or highlighted, as UIKit's list cells draw (`backgroundColor` is kept).
    public func updated(for state: any ConfigurationState) -> BackgroundConfiguration {
        var c = self
        switch state {
        case let s as CellConfigurationState: c.isPressed = s.isSelected || s.isHighlighted
        case let s as ViewConfigurationState: c.isPressed = s.isSelected || s.isHighlighted
        default: c.isPressed = false
        }
        return c
    }
}
