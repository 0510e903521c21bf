import Foundation

/// Values an animation can interpolate, as up to 8 lanes of a SIMD vector.
public enum AnimatableProperty: String, Sendable, Hashable, CaseIterable {
    case center, bounds, alpha, transform

    var lanes: Int {
        switch self {
        case .center: return 2
        case .bounds: return 4
        case .alpha: return 1
        case .transform: return 6
        }
    }
}

typealias Lanes = SIMD8<Double>
