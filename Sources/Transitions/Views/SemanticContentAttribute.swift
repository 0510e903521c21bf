/// `UISemanticContentAttribute`, with UIKit's raw values: how a view's content flips in a
/// right-to-left language (`View.semanticContentAttribute`).
public enum SemanticContentAttribute: Int, Sendable, Hashable {
    case unspecified, playback, spatial, forceLeftToRight, forceRightToLeft
}
