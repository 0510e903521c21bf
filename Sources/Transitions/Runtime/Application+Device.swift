import Foundation

extension Application {
    /// `statusBarFrame`: the device's status bar (zero while hidden).
    public var statusBarFrame: CGRect { isStatusBarHidden ? .zero : device.statusBarFrame }
    /// `statusBarOrientation` (the interface follows the device).
    public var statusBarOrientation: Device.Orientation { device.orientation }

    /// Rotates the device to `orientation` (a valid interface orientation), with the effects of
    /// `device`'s change.
    public func rotate(to orientation: Device.Orientation) {
        guard orientation.isValidInterfaceOrientation else { return }
        device.orientation = orientation
    }

    /// Windows that covered the old screen take the new screen's bounds; then views whose
    /// safe-area insets changed hear `safeAreaInsetsDidChange` (their controllers
    /// `viewSafeAreaInsetsDidChange`), and, when the traits changed, every view and controller
    /// in the windows hears `traitCollectionDidChange(_:)`.
    func deviceChanged(from old: Device) {
        guard let sim = simulation else { return }
        let windows = sim.windows.compactMap(\.value)
        var before: [ObjectIdentifier: EdgeInsets] = [:]
        for w in windows { for v in [w] + w.allDescendants { before[ObjectIdentifier(v)] = v.safeAreaInsets(on: old) } }
        for w in windows where w.bounds.size == old.bounds.size && device.bounds.size != old.bounds.size {
            w.frame = device.bounds
            w.rootViewController?.view.frame = w.bounds
        }
        for w in windows {
            for v in [w] + w.allDescendants where before[ObjectIdentifier(v)] != v.safeAreaInsets { v.safeAreaDidChangeCallbacks() }
        }
        let previous = old.traitCollection
        guard previous != device.traitCollection else { return }
        for w in windows {
            for v in [w] + w.allDescendants {
                v.traitCollectionDidChange(previous)
                v.owningController?.traitCollectionDidChange(previous)
            }
        }
    }
}
