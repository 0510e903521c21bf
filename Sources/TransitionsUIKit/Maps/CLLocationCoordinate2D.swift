import Foundation

// Core Location's scalar types (`CLLocation.h`): plain doubles, as on iOS.

/// `CLLocationDegrees`: latitude or longitude in degrees (WGS 84).
public typealias CLLocationDegrees = Double
/// `CLLocationDistance`: metres.
public typealias CLLocationDistance = Double
/// `CLLocationDirection`: degrees clockwise from north; negative when unknown.
public typealias CLLocationDirection = Double
/// `CLLocationSpeed`: metres per second; negative when unknown.
public typealias CLLocationSpeed = Double
/// `CLLocationAccuracy`: metres; negative when the value is invalid.
public typealias CLLocationAccuracy = Double

/// `kCLDistanceFilterNone`: every movement is reported.
public let kCLDistanceFilterNone: CLLocationDistance = -1
/// `CLLocationDistanceMax`: the largest distance (used to mean "unlimited").
public let CLLocationDistanceMax: CLLocationDistance = .greatestFiniteMagnitude
// The accuracy constants of `CLLocationManager.desiredAccuracy` (their values on iOS).
public let kCLLocationAccuracyBestForNavigation: CLLocationAccuracy = -2
public let kCLLocationAccuracyBest: CLLocationAccuracy = -1
public let kCLLocationAccuracyNearestTenMeters: CLLocationAccuracy = 10
public let kCLLocationAccuracyHundredMeters: CLLocationAccuracy = 100
public let kCLLocationAccuracyKilometer: CLLocationAccuracy = 1000
public let kCLLocationAccuracyThreeKilometers: CLLocationAccuracy = 3000
public let kCLLocationAccuracyReduced: CLLocationAccuracy = 3000

/// `CLLocationCoordinate2D`: a latitude and longitude in degrees. Like Core Location's, it is
/// neither `Equatable` nor `Hashable` (apps add those conformances themselves; declaring them here
/// would make the apps' declarations redundant) and holds whatever it is given: validity is
/// `CLLocationCoordinate2DIsValid`'s question.
public struct CLLocationCoordinate2D: Sendable {
    public var latitude: CLLocationDegrees
    public var longitude: CLLocationDegrees
    /// `init()`: (0, 0).
    public init() { latitude = 0; longitude = 0 }
    public init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.latitude = latitude
        self.longitude = longitude
    }
}

/// `CLLocationCoordinate2DIsValid(_:)`: latitude in [-90, 90] and longitude in [-180, 180]
/// (false for NaN and infinities).
public func CLLocationCoordinate2DIsValid(_ coord: CLLocationCoordinate2D) -> Bool {
    (-90...90).contains(coord.latitude) && (-180...180).contains(coord.longitude)
}

/// `CLLocationCoordinate2DMake(_:_:)` (the C constructor, as Swift 3-era code calls it).
public func CLLocationCoordinate2DMake(_ latitude: CLLocationDegrees, _ longitude: CLLocationDegrees) -> CLLocationCoordinate2D {
    CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
}

/// `kCLLocationCoordinate2DInvalid`: the coordinate Core Location uses for "none" (-180, -180),
/// e.g. a map's user location before any fix.
public let kCLLocationCoordinate2DInvalid = CLLocationCoordinate2D(latitude: -180, longitude: -180)
