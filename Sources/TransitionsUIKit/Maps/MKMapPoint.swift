import Foundation

/// `MKMapPoint`: a point on MapKit's flat map, the Web Mercator projection of the Earth onto a
/// square of `MKMapSize.world` (2²⁸ map points a side) with (0, 0) at the north-west corner
/// (latitude +85.0511°, longitude -180°):
///
///     x = (λ + 180°) / 360° · W
///     y = (1 − ln(tan φ + sec φ) / π) / 2 · W
///
/// Latitudes beyond ±85.0511° (where y leaves [0, W]) are clamped to it; `coordinate` inverts
/// with φ = atan(sinh(π (1 − 2y/W))).
public struct MKMapPoint: Sendable, CustomStringConvertible {
    public var x: Double
    public var y: Double
    public init() { x = 0; y = 0 }
    public init(x: Double, y: Double) { self.x = x; self.y = y }

    /// The projection's latitude limit, atan(sinh π) in degrees.
    static let latitudeLimit = atan(sinh(Double.pi)) * 180 / .pi

    /// `MKMapPoint(_:)` of a coordinate.
    public init(_ coordinate: CLLocationCoordinate2D) {
        let w = MKMapSize.world.width
        let phi = min(max(coordinate.latitude, -Self.latitudeLimit), Self.latitudeLimit) * .pi / 180
        x = (coordinate.longitude + 180) / 360 * w
        y = (1 - log(tan(phi) + 1 / cos(phi)) / .pi) / 2 * w
    }

    /// `coordinate`: the coordinate projected here (longitude wrapped into [-180°, 180°]).
    public var coordinate: CLLocationCoordinate2D {
        let w = MKMapSize.world.width
        let latitude = atan(sinh(.pi * (1 - 2 * y / w))) * 180 / .pi
        var longitude = x / w * 360 - 180
        if longitude.isFinite, !(-180...180).contains(longitude) {
            longitude = (longitude + 180).truncatingRemainder(dividingBy: 360)
            longitude += longitude < 0 ? 180 : -180
        }
        return CLLocationCoordinate2D(latitude: latitude, longitude: longitude)
    }

    /// `distance(to:)`: metres between the two points' coordinates along the Earth's surface
    /// (as `CLLocation.distance(from:)`).
    public func distance(to other: MKMapPoint) -> CLLocationDistance {
        CLLocation.greatCircleDistance(coordinate, other.coordinate)
    }

    public var description: String { "{\(x), \(y)}" }
}

/// `MKMapSize`.
public struct MKMapSize: Sendable, CustomStringConvertible {
    public var width: Double
    public var height: Double
    public init() { width = 0; height = 0 }
    public init(width: Double, height: Double) { self.width = width; self.height = height }
    /// `MKMapSize.world`: 2²⁸ × 2²⁸ map points (256-point tiles at zoom level 20).
    public static let world = MKMapSize(width: 268_435_456, height: 268_435_456)
    public var description: String { "{\(width), \(height)}" }
}

/// `MKMapRect`: a rectangle of map points.
public struct MKMapRect: Sendable, CustomStringConvertible {
    public var origin: MKMapPoint
    public var size: MKMapSize
    public init() { origin = MKMapPoint(); size = MKMapSize() }
    public init(origin: MKMapPoint, size: MKMapSize) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        origin = MKMapPoint(x: x, y: y)
        size = MKMapSize(width: width, height: height)
    }
    /// `MKMapRect.world`.
    public static let world = MKMapRect(origin: MKMapPoint(), size: .world)
    /// `MKMapRect.null`: the empty rectangle at infinity (`isNull`).
    public static let null = MKMapRect(x: .infinity, y: .infinity, width: 0, height: 0)

    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var width: Double { size.width }
    public var height: Double { size.height }
    public var isNull: Bool { origin.x.isInfinite || origin.y.isInfinite }
    public var isEmpty: Bool { isNull || !(size.width > 0) || !(size.height > 0) }

    public func contains(_ point: MKMapPoint) -> Bool {
        !isEmpty && point.x >= minX && point.x < maxX && point.y >= minY && point.y < maxY
    }
    public func contains(_ rect: MKMapRect) -> Bool {
        !isNull && !rect.isNull && rect.minX >= minX && rect.maxX <= maxX && rect.minY >= minY && rect.maxY <= maxY
    }
    public func intersects(_ rect: MKMapRect) -> Bool { !intersection(rect).isNull }
    /// `intersection(_:)`: `.null` when they do not overlap.
    public func intersection(_ rect: MKMapRect) -> MKMapRect {
        guard !isNull, !rect.isNull else { return .null }
        let x0 = max(minX, rect.minX), y0 = max(minY, rect.minY), x1 = min(maxX, rect.maxX), y1 = min(maxY, rect.maxY)
        guard x0 <= x1, y0 <= y1 else { return .null }
        return MKMapRect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
    /// `union(_:)`: the smallest rectangle holding both (a null one adds nothing).
    public func union(_ rect: MKMapRect) -> MKMapRect {
        if isNull { return rect }
        if rect.isNull { return self }
        let x0 = min(minX, rect.minX), y0 = min(minY, rect.minY)
        return MKMapRect(x: x0, y: y0, width: max(maxX, rect.maxX) - x0, height: max(maxY, rect.maxY) - y0)
    }
    public func insetBy(dx: Double, dy: Double) -> MKMapRect {
        guard !isNull else { return self }
        let r = MKMapRect(x: minX + dx, y: minY + dy, width: width - 2 * dx, height: height - 2 * dy)
        return r.width < 0 || r.height < 0 ? .null : r
    }
    public func offsetBy(dx: Double, dy: Double) -> MKMapRect {
        MKMapRect(x: minX + dx, y: minY + dy, width: width, height: height)
    }
    public var description: String { "{\(origin), \(size)}" }
}

/// The equatorial radius of WGS 84, which Web Mercator projects.
let webMercatorRadius = 6_378_137.0

/// `MKMetersPerMapPointAtLatitude(_:)`: 2πR cos φ / W (R the equatorial radius of WGS 84).
public func MKMetersPerMapPointAtLatitude(_ latitude: CLLocationDegrees) -> CLLocationDistance {
    let phi = min(max(latitude, -MKMapPoint.latitudeLimit), MKMapPoint.latitudeLimit) * .pi / 180
    return 2 * .pi * webMercatorRadius * cos(phi) / MKMapSize.world.width
}

/// `MKMapPointsPerMeterAtLatitude(_:)`: the reciprocal.
public func MKMapPointsPerMeterAtLatitude(_ latitude: CLLocationDegrees) -> Double {
    1 / MKMetersPerMapPointAtLatitude(latitude)
}

// The C-era names (Swift 4.1 and earlier), still found in transition code.
public func MKMapPointForCoordinate(_ coordinate: CLLocationCoordinate2D) -> MKMapPoint { MKMapPoint(coordinate) }
public func MKCoordinateForMapPoint(_ mapPoint: MKMapPoint) -> CLLocationCoordinate2D { mapPoint.coordinate }
public func MKMapRectMake(_ x: Double, _ y: Double, _ width: Double, _ height: Double) -> MKMapRect {
    MKMapRect(x: x, y: y, width: width, height: height)
}
public func MKMapRectContainsPoint(_ rect: MKMapRect, _ point: MKMapPoint) -> Bool { rect.contains(point) }
public func MKMapRectUnion(_ a: MKMapRect, _ b: MKMapRect) -> MKMapRect { a.union(b) }
public let MKMapRectNull = MKMapRect.null
public let MKMapRectWorld = MKMapRect.world
