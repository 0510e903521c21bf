/// The system animation of a presentation that has no custom animator (`UIModalTransitionStyle`).
public enum ModalTransitionStyle: String, Sendable, Hashable, CaseIterable {
    /// Slides up from the bottom (`CoverVerticalAnimator`).
    case coverVertical
    /// Flips about the vertical axis: modelled as a cross-dissolve (a 3-D flip has no 2-D model).
    case flipHorizontal
    /// Cross-dissolve (`CrossfadeAnimator`).
    case crossDissolve
    /// Page curl: modelled as cover-vertical.
    case partialCurl

    /// The animator the system uses for this style.
    func systemAnimator() -> any ViewControllerAnimatedTransitioning {
        switch self {
        case .crossDissolve, .flipHorizontal: return CrossfadeAnimator()
        case .coverVertical, .partialCurl: return CoverVerticalAnimator()
        }
    }
}
