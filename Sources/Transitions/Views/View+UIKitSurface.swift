import Foundation

/// UIKit's sizing, editing and accessibility members on views.
extension View {

    /// `sizeToFit()`'s default: the bounds take `sizeThatFits(bounds.size)`; the frame's origin
    /// stays (the centre moves with the size, as in UIKit).
    func sizeViewToFit() {
        let s = sizeThatFits(bounds.size)
        guard s.width.isFinite, s.height.isFinite, s.width >= 0, s.height >= 0 else { return }
        let origin = frame.origin
        frame = CGRect(origin: origin, size: s)
    }

    /// `endEditing(_:)`: the first responder in this view's subtree resigns (or is made to,
    /// with `force`); true when none is left.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        var allResigned = true
        for v in [self] + allDescendants where v.isFirstResponder {
            if !v.resignFirstResponder() {
                if force { v.firstResponderFlag = false } else { allResigned = false }
            }
        }
        return allResigned
    }

    // MARK: Accessibility (stored: there is no assistive technology in the model)

    /// `isAccessibilityElement`, `accessibilityLabel`, `accessibilityHint`,
    /// `accessibilityIdentifier`, `accessibilityViewIsModal` (stored).
    public var isAccessibilityElement: Bool {
        get { stored(AccessibilityKeys.element) as? Bool ?? false }
        set { store(AccessibilityKeys.element, newValue) }
    }
    public var accessibilityLabel: String? {
        get { stored(AccessibilityKeys.label) as? String }
        set { store(AccessibilityKeys.label, newValue) }
    }
    public var accessibilityHint: String? {
        get { stored(AccessibilityKeys.hint) as? String }
        set { store(AccessibilityKeys.hint, newValue) }
    }
    public var accessibilityIdentifier: String? {
        get { stored(AccessibilityKeys.identifier) as? String }
        set { store(AccessibilityKeys.identifier, newValue) }
    }
    public var accessibilityViewIsModal: Bool {
        get { stored(AccessibilityKeys.modal) as? Bool ?? false }
        set { store(AccessibilityKeys.modal, newValue) }
    }

    private func stored(_ key: UnsafeRawPointer) -> Any? { AssociatedObjects.get(self, key: key) }
    private func store(_ key: UnsafeRawPointer, _ value: Any?) { AssociatedObjects.set(self, key: key, value: value, policy: .retain) }
}

/// Keys for stored-only properties (distinct addresses).
enum AccessibilityKeys {
    nonisolated(unsafe) static let element = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let label = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let hint = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let identifier = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let modal = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
