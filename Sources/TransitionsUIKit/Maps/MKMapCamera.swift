import Foundation

/// `MKMapCamera`: where a map is seen from. The model's map is flat and north-up, seen from
/// straight above; by the model's convention a camera at altitude h shows h metres of the map
/// from top to bottom (MapKit does not document its field of view). `pitch` and `heading` are
/// stored.
open class MKMapCamera: UIKitNSObject, NSCopying {
    open var centerCoordinate = CLLocationCoordinate2D()
    open var altitude: CLLocationDistance = 0
    open var heading: CLLocationDirection = 0
    open var pitch: CGFloat = 0
    /// `centerCoordinateDistance` (iOS 13): the distance from the eye to the center; the altitude
    /// for a camera looking straight down.
    open var centerCoordinateDistance: CLLocationDistance {
        get { altitude }
        set { altitude = newValue }
    }
    public override init() { super.init() }
    /// `init(lookingAtCenter:fromDistance:pitch:heading:)`.
    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromDistance distance: CLLocationDistance,
                            pitch: CGFloat, heading: CLLocationDirection) {
        self.init()
        self.centerCoordinate = centerCoordinate
        self.altitude = distance
        self.pitch = pitch
        self.heading = heading
    }
    /// `init(lookingAtCenter:fromEyeCoordinate:eyeAltitude:)`: the pitch follows from the eye's
    /// offset (stored).
    public convenience init(lookingAtCenter centerCoordinate: CLLocationCoordinate2D, fromEyeCoordinate eyeCoordinate: CLLocationCoordinate2D,
                            eyeAltitude: CLLocationDistance) {
        self.init()
        self.centerCoordinate = centerCoordinate
        self.altitude = eyeAltitude
        let ground = CLLocation.greatCircleDistance(centerCoordinate, eyeCoordinate)
        if eyeAltitude > 0, ground.isFinite { pitch = CGFloat(atan(ground / eyeAltitude) * 180 / .pi) }
    }
    open func copy(with zone: NSZone? = nil) -> Any {
        MKMapCamera(lookingAtCenter: centerCoordinate, fromDistance: altitude, pitch: pitch, heading: heading)
    }
}
