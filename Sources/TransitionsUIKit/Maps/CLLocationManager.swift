import Foundation
import Transitions

/// `CLAuthorizationStatus`.
public enum CLAuthorizationStatus: Int32, Sendable, Hashable {
    case notDetermined = 0, restricted = 1, denied = 2, authorizedAlways = 3, authorizedWhenInUse = 4
}

/// `CLAccuracyAuthorization` (iOS 14).
public enum CLAccuracyAuthorization: Int, Sendable, Hashable { case fullAccuracy = 0, reducedAccuracy = 1 }

/// `CLActivityType`.
public enum CLActivityType: Int, Sendable, Hashable {
    case other = 1, automotiveNavigation, fitness, otherNavigation, airborne
}

/// `CLLocationManagerDelegate` (all optional).
public protocol CLLocationManagerDelegate: AnyObject {
    func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation])
    func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error)
    func locationManagerDidChangeAuthorization(_ manager: CLLocationManager)
    func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus)
    func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager)
    func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager)
}
extension CLLocationManagerDelegate {
    public func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) {}
    public func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {}
    public func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) {}
    public func locationManager(_ manager: CLLocationManager, didChangeAuthorization status: CLAuthorizationStatus) {}
    public func locationManagerDidPauseLocationUpdates(_ manager: CLLocationManager) {}
    public func locationManagerDidResumeLocationUpdates(_ manager: CLLocationManager) {}
}

/// `CLLocationManager`. The simulated device has location services but never a position fix,
/// and nobody answers its permission prompt, so:
///
/// * `authorizationStatus` stays `.notDetermined`; as on iOS 14, the delegate hears
///   `locationManagerDidChangeAuthorization(_:)` (and the older
///   `locationManager(_:didChangeAuthorization:)`) once after the manager gets a delegate, on the
///   next turn of the main queue ("when the app creates the … instance").
/// * `requestLocation()` fails on the next turn with `CLError.locationUnknown`, as a device that
///   cannot get a fix does.
/// * `startUpdatingLocation()` delivers nothing: `location` stays nil.
///
/// Settings (`desiredAccuracy`, `distanceFilter`, background flags) are stored.
open class CLLocationManager: UIKitNSObject {
    open weak var delegate: (any CLLocationManagerDelegate)? {
        didSet { if delegate != nil, !toldAuthorization { tellAuthorization() } }
    }
    open var desiredAccuracy: CLLocationAccuracy = kCLLocationAccuracyBest
    open var distanceFilter: CLLocationDistance = kCLDistanceFilterNone
    open var activityType: CLActivityType = .other
    open var allowsBackgroundLocationUpdates = false
    open var pausesLocationUpdatesAutomatically = true
    open var showsBackgroundLocationIndicator = false
    open var headingFilter: CLLocationDirection = 1
    /// The last fix: none on the simulated device.
    open private(set) var location: CLLocation?
    /// Whether `startUpdatingLocation()` is in force.
    public private(set) var isUpdatingLocation = false
    /// `authorizationStatus` (iOS 14).
    open var authorizationStatus: CLAuthorizationStatus { .notDetermined }
    open var accuracyAuthorization: CLAccuracyAuthorization { .fullAccuracy }
    private var toldAuthorization = false

    public override init() { super.init() }

    /// `CLLocationManager.authorizationStatus()` (before iOS 14).
    open class func authorizationStatus() -> CLAuthorizationStatus { .notDetermined }
    /// `locationServicesEnabled()`: the simulated device has them on.
    open class func locationServicesEnabled() -> Bool { true }
    open class func headingAvailable() -> Bool { false }
    open class func significantLocationChangeMonitoringAvailable() -> Bool { false }

    /// The permission prompts: shown to nobody, so the status does not change.
    open func requestWhenInUseAuthorization() {}
    open func requestAlwaysAuthorization() {}
    open func startUpdatingLocation() { isUpdatingLocation = true }
    open func stopUpdatingLocation() { isUpdatingLocation = false }
    open func startUpdatingHeading() {}
    open func stopUpdatingHeading() {}
    open func startMonitoringSignificantLocationChanges() {}
    open func stopMonitoringSignificantLocationChanges() {}
    /// `requestLocation()`: one fix, which the device cannot get (see the type's notes).
    open func requestLocation() {
        onNextTurn { [weak self] in
            guard let self else { return }
            self.delegate?.locationManager(self, didFailWithError: CLError(.locationUnknown))
        }
    }

    private func tellAuthorization() {
        toldAuthorization = true
        onNextTurn { [weak self] in
            guard let self, let delegate = self.delegate else { return }
            delegate.locationManagerDidChangeAuthorization(self)
            delegate.locationManager(self, didChangeAuthorization: self.authorizationStatus)
        }
    }

    /// Core Location calls delegates on the run loop the manager was made on: here the main
    /// queue, on its next turn (as `DispatchQueue.main.async`).
    private func onNextTurn(_ action: @escaping () -> Void) { Simulation.current.schedule(after: 0, action) }
}
