import Foundation
import Springs

/// Device orientation for the page switcher's layout.
public enum Orientation: String, Sendable, Hashable { case portrait, landscape }
