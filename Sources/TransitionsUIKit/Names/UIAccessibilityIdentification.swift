import Foundation
import Transitions

/// `UIAccessibilityIdentification`: an object with an `accessibilityIdentifier` (the name UI tests
/// find it by). UIKit's views, bar items and images adopt it, and app classes adopt it to carry an
/// identifier of their own (an action of a custom action sheet). Stored: no UI test runs here.
public protocol UIAccessibilityIdentification: NSObjectProtocol {
    var accessibilityIdentifier: String? { get set }
}

extension View: UIAccessibilityIdentification {}
extension BarItem: UIAccessibilityIdentification {}
extension Image: UIAccessibilityIdentification {}
extension AccessibilityElement: UIAccessibilityIdentification {}
