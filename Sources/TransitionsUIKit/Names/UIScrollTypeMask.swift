import Foundation
import Transitions

/// `UIScrollTypeMask` (iOS 13.4): the kinds of scroll input — a mouse wheel's discrete steps, a
/// trackpad's continuous scrolling — a pan recognizer accepts besides touches.
public struct UIScrollTypeMask: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let discrete = UIScrollTypeMask(rawValue: 1 << 0)
    public static let continuous = UIScrollTypeMask(rawValue: 1 << 1)
    public static let all: UIScrollTypeMask = [.discrete, .continuous]
}

private enum ScrollTypeKeys {
    nonisolated(unsafe) static let allowed = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

extension PanGestureRecognizer {
    /// `allowedScrollTypesMask`: which scroll input the recognizer accepts (none by default,
    /// as UIKit's). Stored only: the simulated device has no pointer, so no scroll input comes;
    /// touches drive every pan.
    public var allowedScrollTypesMask: UIScrollTypeMask {
        get { AssociatedObjects.get(self, key: ScrollTypeKeys.allowed) as? UIScrollTypeMask ?? [] }
        set { AssociatedObjects.set(self, key: ScrollTypeKeys.allowed, value: newValue, policy: .retain) }
    }
}
