import Foundation

extension Application {
    /// `statusBarFrame`: the device's status bar (zero while hidden).
    public var statusBarFrame: CGRect { isStatusBarHidden ? .zero : device.statusBarFrame }
    /// `statusBarOrientation` (the interface follows the device).
    public var statusBarOrientation: InterfaceOrientation { InterfaceOrientation(device.orientation) }

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
        // The keyboard takes the new screen (and height) after the windows.
        defer { keyboard.refresh() }
        let turned = old.orientation != device.orientation
        if turned {
            NotificationCenter.default.post(
                name: Application.willChangeStatusBarOrientationNotification, object: self,
                userInfo: [Application.statusBarOrientationUserInfoKey: NSNumber(value: InterfaceOrientation(device.orientation).rawValue)])
        }
        defer {
            if turned {
                NotificationCenter.default.post(name: Device.orientationDidChangeNotification, object: deviceNotificationObject ?? self)
                NotificationCenter.default.post(
                    name: Application.didChangeStatusBarOrientationNotification, object: self,
                    userInfo: [Application.statusBarOrientationUserInfoKey: NSNumber(value: InterfaceOrientation(old.orientation).rawValue)])
            }
        }
        let windows = sim.windows.compactMap(\.value)
        var before: [ObjectIdentifier: EdgeInsets] = [:]
        for w in windows { for v in [w] + w.allDescendants { before[ObjectIdentifier(v)] = v.safeAreaInsets(on: old) } }
        let resized = windows.filter { $0.bounds.size == old.bounds.size && device.bounds.size != old.bounds.size }
        let previous = old.traitCollection
        let changes = {
            for w in resized {
                w.frame = self.device.bounds
                w.rootViewController?.view.frame = w.bounds
            }
            for w in windows {
                for v in [w] + w.allDescendants where before[ObjectIdentifier(v)] != v.safeAreaInsets { v.safeAreaDidChangeCallbacks() }
            }
            guard previous != self.device.traitCollection else { return }
            for w in windows {
                for v in [w] + w.allDescendants {
                    TraitRegistrations.notify(v, previous: previous) { v.traitCollectionDidChange(previous) }
                    if let c = v.owningController { TraitRegistrations.notify(c, previous: previous) { c.traitCollectionDidChange(previous) } }
                }
            }
        }
        // A size change goes through a transition coordinator (`SizeTransitionCoordinator`):
        // the controllers hear it first, then one animation block makes the changes.
        guard let first = resized.first else { return changes() }
        let coordinator = SizeTransitionCoordinator(containerView: first, from: old.orientation, to: device.orientation)
        if previous != device.traitCollection {
            for w in resized { w.rootViewController?.willTransition(to: device.traitCollection, with: coordinator) }
        }
        for w in resized { w.rootViewController?.viewWillTransition(to: device.bounds.size, with: coordinator) }
        coordinator.perform(in: sim, changes)
    }
}

extension Device {
    /// `UIDevice.orientationDidChangeNotification`: posted to `NotificationCenter.default` when
    /// the simulated device's orientation changes (`Application.rotate(to:)`, or a new `device`
    /// in another orientation), after the windows have taken the new screen and heard the
    /// safe-area and trait changes; the object is `UIDevice.current` of that application (in
    /// code that imports TransitionsUIKit), else the application. UIKit posts it whether or not
    /// the interface rotates, and only while notifications are being generated, which they
    /// always are in the model.
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")
}

extension Application {
    /// The object device notifications are posted with (`UIDevice.current`, which
    /// TransitionsUIKit keeps here, once per application).
    package var deviceNotificationObject: AnyObject? {
        get { AssociatedObjects.get(self, key: DeviceKeys.notificationObject) as AnyObject? }
        set { AssociatedObjects.set(self, key: DeviceKeys.notificationObject, value: newValue, policy: .retain) }
    }
}

enum DeviceKeys {
    nonisolated(unsafe) static let notificationObject = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

extension Application {
    /// UIKit's status-bar orientation notifications (deprecated in iOS 13, still posted): before a
    /// rotation with the new orientation in `userInfo` (`statusBarOrientationUserInfoKey`, the
    /// interface orientation's raw value), after it with the old one.
    public static let willChangeStatusBarOrientationNotification = Notification.Name("UIApplicationWillChangeStatusBarOrientationNotification")
    public static let didChangeStatusBarOrientationNotification = Notification.Name("UIApplicationDidChangeStatusBarOrientationNotification")
    public static let statusBarOrientationUserInfoKey = "UIApplicationStatusBarOrientationUserInfoKey"
}
