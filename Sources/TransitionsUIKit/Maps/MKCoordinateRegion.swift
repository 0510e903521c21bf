import Foundation

/// `MKCoordinateSpan`: the height and width of a region in degrees of latitude and longitude.
public struct MKCoordinateSpan: Sendable {
    public var latitudeDelta: CLLocationDegrees
    public var longitudeDelta: CLLocationDegrees
    public init() { latitudeDelta = 0; longitudeDelta = 0 }
    public init(latitudeDelta: CLLocationDegrees, longitudeDelta: CLLocationDegrees) {
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }
}

/// `MKCoordinateRegion`: a center and a span. Holds what it is given; a map view checks it
/// (`MKMapView.setRegion(_:animated:)` refuses an invalid one, as MapKit raises "Invalid Region").
public struct MKCoordinateRegion: Sendable {
    public var center: CLLocationCoordinate2D
    public var span: MKCoordinateSpan
    public init() { center = CLLocationCoordinate2D(); span = MKCoordinateSpan() }
    public init(center: CLLocationCoordinate2D, span: MKCoordinateSpan) {
        self.center = center
        self.span = span
    }

    /// `init(center:latitudinalMeters:longitudinalMeters:)`: the span that covers the distances
    /// north–south and east–west at `center`, with πR/180 metres to a degree of latitude and
    /// πR cos φ/180 to a degree of longitude (R the equatorial radius of WGS 84, as Web Mercator
    /// takes it); the deltas are capped at 180° and 360°.
    public init(center: CLLocationCoordinate2D, latitudinalMeters: CLLocationDistance, longitudinalMeters: CLLocationDistance) {
        let metresPerDegree = Double.pi * webMercatorRadius / 180
        let cosPhi = cos(min(max(center.latitude, -MKMapPoint.latitudeLimit), MKMapPoint.latitudeLimit) * .pi / 180)
        self.center = center
        span = MKCoordinateSpan(latitudeDelta: min(180, latitudinalMeters / metresPerDegree),
                                longitudeDelta: min(360, longitudinalMeters / (metresPerDegree * cosPhi)))
    }

    /// `init(_:)` of a map rectangle: the coordinates of its middle, north and south edges
    /// (the latitude span is uneven about the center on a Mercator map).
    public init(_ rect: MKMapRect) {
        let north = MKMapPoint(x: rect.midX, y: rect.minY).coordinate
        let south = MKMapPoint(x: rect.midX, y: rect.maxY).coordinate
        center = MKMapPoint(x: rect.midX, y: rect.midY).coordinate
        span = MKCoordinateSpan(latitudeDelta: north.latitude - south.latitude,
                                longitudeDelta: rect.width / MKMapSize.world.width * 360)
    }

    /// Whether MapKit accepts it: a valid center, finite non-negative deltas of at most 180° and
    /// 360°.
    var isValid: Bool {
        CLLocationCoordinate2DIsValid(center) && (0...180).contains(span.latitudeDelta) && (0...360).contains(span.longitudeDelta)
    }

    /// The map rectangle between its edges (latitudes clamped to the projection's limit).
    var mapRect: MKMapRect {
        let nw = MKMapPoint(CLLocationCoordinate2D(latitude: center.latitude + span.latitudeDelta / 2,
                                                   longitude: center.longitude - span.longitudeDelta / 2))
        let se = MKMapPoint(CLLocationCoordinate2D(latitude: center.latitude - span.latitudeDelta / 2,
                                                   longitude: center.longitude + span.longitudeDelta / 2))
        return MKMapRect(x: nw.x, y: nw.y, width: se.x - nw.x, height: se.y - nw.y)
    }
}

// The C-era names (Swift 4.1 and earlier).
public func MKCoordinateSpanMake(_ latitudeDelta: CLLocationDegrees, _ longitudeDelta: CLLocationDegrees) -> MKCoordinateSpan {
    MKCoordinateSpan(latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
}
public func MKCoordinateRegionMake(_ centerCoordinate: CLLocationCoordinate2D, _ span: MKCoordinateSpan) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, span: span)
}
public func MKCoordinateRegionMakeWithDistance(_ centerCoordinate: CLLocationCoordinate2D, _ latitudinalMeters: CLLocationDistance,
                                               _ longitudinalMeters: CLLocationDistance) -> MKCoordinateRegion {
    MKCoordinateRegion(center: centerCoordinate, latitudinalMeters: latitudinalMeters, longitudinalMeters: longitudinalMeters)
}
public func MKCoordinateRegionForMapRect(_ rect: MKMapRect) -> MKCoordinateRegion { MKCoordinateRegion(rect) }
