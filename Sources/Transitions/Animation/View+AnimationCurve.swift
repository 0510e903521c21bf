import Foundation

extension View {
    /// `UIView.AnimationCurve`.
    public enum AnimationCurve: Int, Sendable, Hashable {
        case easeInOut, easeIn, easeOut, linear

        package var model: Transitions.AnimationCurve {
            switch self {
            case .easeInOut: return .easeInOut
            case .easeIn: return .easeIn
            case .easeOut: return .easeOut
            case .linear: return .linear
            }
        }
    }
}
