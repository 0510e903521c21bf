import Foundation
import Springs

/// Keys of the two controllers/views of a transition.
public enum TransitionKey: String, Sendable, Hashable { case from, to }
