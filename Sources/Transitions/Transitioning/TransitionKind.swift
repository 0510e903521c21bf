import Foundation
import Springs

/// What kind of transition a context runs.
public enum TransitionKind: String, Sendable, Hashable {
    case present, dismiss, push, pop, select
}
