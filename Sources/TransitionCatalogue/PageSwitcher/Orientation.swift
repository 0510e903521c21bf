import Foundation
import Springs
import Transitions

/// Device orientation for the page switcher's layout.
public enum Orientation: String, Sendable, Hashable { case portrait, landscape }
