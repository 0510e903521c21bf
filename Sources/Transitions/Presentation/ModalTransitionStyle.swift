/// The system animation of a presentation that has no custom animator (`UIModalTransitionStyle`;
/// the raw values are UIKit's).
public enum ModalTransitionStyle: Int, Sendable, Hashable, CaseIterable {
    /// Slides up from the bottom (`CoverVerticalAnimator`).
    case coverVertical = 0
    /// Flips about the vertical axis: modelled as a cross-dissolve (a 3-D flip has no 2-D model).
    case flipHorizontal = 1
    /// Cross-dissolve (`CrossfadeAnimator`).
    case crossDissolve = 2
    /// Page curl: modelled as cover-vertical.
    case partialCurl = 3

    /// The animator the system uses for this style.
    func systemAnimator() -> any ViewControllerAnimatedTransitioning {
        switch self {
        case .crossDissolve, .flipHorizontal: return CrossfadeAnimator()
        case .coverVertical, .partialCurl: return CoverVerticalAnimator()
        }
    }
}
