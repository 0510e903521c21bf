import Foundation

/// How a presented controller covers its presenter (`UIModalPresentationStyle`).
///
/// The model distinguishes what matters to a transition: whether the presenter's view leaves the
/// window (`fullScreen`, `currentContext`) or stays under the presented one (`overFullScreen`,
/// `overCurrentContext`, and the sheet styles, which in iOS 13+ keep the presenter), and whether a
/// presentation controller from the delegate decides (`custom`). The sheet styles (`pageSheet`,
/// `formSheet`, `automatic`) are presented by a `SheetPresentationController` (iOS 15+): detents
/// on a phone, a centred card in a regular environment, a dimming view, the swipe between
/// detents and down to dismiss. The raw values are UIKit's (`UIModalPresentationStyle(rawValue: 5)`
/// is `.overFullScreen`).
public enum ModalPresentationStyle: Int, Sendable, Hashable, CaseIterable {
    /// The presenter's view is removed when the presentation completes and put back on dismissal.
    case fullScreen = 0
    /// The presenter's view stays in the window underneath.
    case overFullScreen = 5
    /// A presentation controller from the transitioning delegate decides
    /// (`shouldRemovePresentersView`, false by default).
    case custom = 4
    /// As `fullScreen` (the context is the window in this model).
    case currentContext = 3
    /// As `overFullScreen`.
    case overCurrentContext = 6
    /// The sheet styles (iOS 13+: the presenter stays), presented by a
    /// `SheetPresentationController`; `automatic` resolves to a page sheet.
    case pageSheet = 1, formSheet = 2, automatic = -2
    /// A popover (`PopoverPresentationController`; adapts in a compact width).
    case popover = 7
    /// `UIModalPresentationStyle.none`: not a presentation style; presenting with it is as `fullScreen`.
    case none = -1

    /// True when the presenter's view leaves the window once the presentation completes.
    var removesPresenter: Bool {
        switch self {
        case .fullScreen, .currentContext, .none: return true
        default: return false
        }
    }
}
