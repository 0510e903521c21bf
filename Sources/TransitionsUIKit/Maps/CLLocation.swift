import Foundation
import Transitions

/// `CLLocation`: a position fix — a coordinate with its altitude, accuracies, course, speed and
/// time. Immutable, as Core Location's.
open class CLLocation: NSObject, @unchecked Sendable {
    public let coordinate: CLLocationCoordinate2D
    public let altitude: CLLocationDistance
    public let ellipsoidalAltitude: CLLocationDistance
    public let horizontalAccuracy: CLLocationAccuracy
    public let verticalAccuracy: CLLocationAccuracy
    public let course: CLLocationDirection
    public let courseAccuracy: CLLocationDirection
    public let speed: CLLocationSpeed
    public let speedAccuracy: CLLocationSpeed
    public let timestamp: Date

    /// `init(latitude:longitude:)`: altitude 0, horizontal accuracy 0, vertical accuracy, course
    /// and speed unknown (-1), the time now.
    public convenience init(latitude: CLLocationDegrees, longitude: CLLocationDegrees) {
        self.init(coordinate: CLLocationCoordinate2D(latitude: latitude, longitude: longitude), altitude: 0,
                  horizontalAccuracy: 0, verticalAccuracy: -1, course: -1, speed: -1, timestamp: Date())
    }
    /// `init(coordinate:altitude:horizontalAccuracy:verticalAccuracy:timestamp:)`.
    public convenience init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                            verticalAccuracy vAccuracy: CLLocationAccuracy, timestamp: Date) {
        self.init(coordinate: coordinate, altitude: altitude, horizontalAccuracy: hAccuracy, verticalAccuracy: vAccuracy,
                  course: -1, speed: -1, timestamp: timestamp)
    }
    /// `init(coordinate:altitude:horizontalAccuracy:verticalAccuracy:course:speed:timestamp:)`.
    public init(coordinate: CLLocationCoordinate2D, altitude: CLLocationDistance, horizontalAccuracy hAccuracy: CLLocationAccuracy,
                verticalAccuracy vAccuracy: CLLocationAccuracy, course: CLLocationDirection, speed: CLLocationSpeed, timestamp: Date) {
        self.coordinate = coordinate
        self.altitude = altitude
        self.ellipsoidalAltitude = altitude
        self.horizontalAccuracy = hAccuracy
        self.verticalAccuracy = vAccuracy
        self.course = course
        self.courseAccuracy = -1
        self.speed = speed
        self.speedAccuracy = -1
        self.timestamp = timestamp
        super.init()
    }

    /// `distance(from:)`: metres along the Earth's surface (Core Location: "tracing a line between
    /// them that follows the curvature of the Earth"). The model takes the great circle on a
    /// sphere of the IUGG mean radius (6,371,008.8 m) by the haversine formula, which is well
    /// conditioned for near and antipodal points alike; against the WGS 84 ellipsoid's geodesic it
    /// is within 0.5 % (the flattening). Invalid coordinates (NaN, out of range) give -1, Core
    /// Location's "unknown".
    open func distance(from location: CLLocation) -> CLLocationDistance {
        guard CLLocationCoordinate2DIsValid(coordinate), CLLocationCoordinate2DIsValid(location.coordinate) else { return -1 }
        return CLLocation.greatCircleDistance(coordinate, location.coordinate)
    }

    /// The IUGG mean Earth radius in metres.
    static let meanEarthRadius = 6_371_008.8

    /// Haversine: d = 2R·asin(√(sin²(Δφ/2) + cos φ₁ cos φ₂ sin²(Δλ/2))), the radicand clamped to
    /// [0, 1] against rounding.
    static func greatCircleDistance(_ a: CLLocationCoordinate2D, _ b: CLLocationCoordinate2D) -> Double {
        let rad = Double.pi / 180
        let dPhi = (b.latitude - a.latitude) * rad, dLambda = (b.longitude - a.longitude) * rad
        let s = sin(dPhi / 2), t = sin(dLambda / 2)
        let h = s * s + cos(a.latitude * rad) * cos(b.latitude * rad) * t * t
        return 2 * meanEarthRadius * asin(min(1, max(0, h)).squareRoot())
    }

    open override var description: String {
        "<\(coordinate.latitude),\(coordinate.longitude)> +/- \(horizontalAccuracy)m"
    }
}

/// `CLError`: Core Location's errors (`kCLErrorDomain`).
public struct CLError: Error, Sendable, CustomStringConvertible {
    /// `CLError.Code` (the codes the model reports, with Core Location's raw values).
    public enum Code: Int, Sendable, Hashable {
        case locationUnknown = 0, denied = 1, network = 2, headingFailure = 3, geocodeFoundNoResult = 8,
             geocodeCanceled = 10, promptDeclined = 18
    }
    public let code: Code
    public init(_ code: Code) { self.code = code }
    public static let locationUnknown = Code.locationUnknown
    public static let denied = Code.denied
    public static let network = Code.network
    public static let headingFailure = Code.headingFailure
    public static let geocodeFoundNoResult = Code.geocodeFoundNoResult
    public var description: String { "CLError(\(code))" }
}

/// `CLPlacemark`: a place's name and address. Geocoding needs Apple's servers, which the
/// simulation does not reach (`CLGeocoder`), so placemarks are the ones an app makes.
open class CLPlacemark: NSObject, @unchecked Sendable {
    public let location: CLLocation?
    open var name: String?
    open var thoroughfare: String?
    open var subThoroughfare: String?
    open var locality: String?
    open var subLocality: String?
    open var administrativeArea: String?
    open var subAdministrativeArea: String?
    open var postalCode: String?
    open var isoCountryCode: String?
    open var country: String?
    open var inlandWater: String?
    open var ocean: String?
    open var areasOfInterest: [String]?
    /// `init(placemark:)`: a copy.
    public init(placemark: CLPlacemark) {
        location = placemark.location
        name = placemark.name
        thoroughfare = placemark.thoroughfare
        subThoroughfare = placemark.subThoroughfare
        locality = placemark.locality
        subLocality = placemark.subLocality
        administrativeArea = placemark.administrativeArea
        subAdministrativeArea = placemark.subAdministrativeArea
        postalCode = placemark.postalCode
        isoCountryCode = placemark.isoCountryCode
        country = placemark.country
        super.init()
    }
    init(location: CLLocation?) {
        self.location = location
        super.init()
    }
}

/// `CLGeocoder`: turns addresses into placemarks and back through Apple's servers. The
/// simulation has no network: every request completes, on the next turn of the main queue,
/// with no placemarks and `CLError.network` — what a device offline gets.
open class CLGeocoder: NSObject {
    public typealias CLGeocodeCompletionHandler = ([CLPlacemark]?, (any Error)?) -> Void
    public private(set) var isGeocoding = false
    public override init() { super.init() }
    open func reverseGeocodeLocation(_ location: CLLocation, completionHandler: @escaping CLGeocodeCompletionHandler) {
        failOffline(completionHandler)
    }
    open func geocodeAddressString(_ addressString: String, completionHandler: @escaping CLGeocodeCompletionHandler) {
        failOffline(completionHandler)
    }
    /// `cancelGeocode()`: a pending request completes with `CLError.geocodeCanceled` instead.
    open func cancelGeocode() { canceled = isGeocoding }
    private var canceled = false

    private func failOffline(_ completion: @escaping CLGeocodeCompletionHandler) {
        isGeocoding = true
        canceled = false
        let finish = { [self] in
            isGeocoding = false
            completion(nil, CLError(canceled ? .geocodeCanceled : .network))
        }
        Simulation.current.schedule(after: 0, finish)  // as `DispatchQueue.main.async`
    }
}
