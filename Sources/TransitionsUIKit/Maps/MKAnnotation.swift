import Foundation
import Transitions

/// `MKAnnotation`: something with a place on the map. `title` and `subtitle` are optional
/// requirements (nil unless the type has them).
public protocol MKAnnotation: AnyObject {
    var coordinate: CLLocationCoordinate2D { get }
    var title: String? { get }
    var subtitle: String? { get }
}
extension MKAnnotation {
    public var title: String? { nil }
    public var subtitle: String? { nil }
}

/// `MKShape`: an annotation's title and subtitle.
open class MKShape: UIKitNSObject {
    open var title: String?
    open var subtitle: String?
    public override init() { super.init() }
}

/// `MKPointAnnotation`: an annotation at a settable coordinate.
open class MKPointAnnotation: MKShape, MKAnnotation {
    open var coordinate = CLLocationCoordinate2D()
    public override init() { super.init() }
    public init(coordinate: CLLocationCoordinate2D) {
        self.coordinate = coordinate
        super.init()
    }
    public convenience init(coordinate: CLLocationCoordinate2D, title: String?, subtitle: String?) {
        self.init(coordinate: coordinate)
        self.title = title
        self.subtitle = subtitle
    }
}

/// `MKUserLocation`: the device's position as a map annotation. The simulated device never has a
/// fix (`CLLocationManager`), so `location` is nil, `coordinate` is
/// `kCLLocationCoordinate2DInvalid` and a map never shows it.
public final class MKUserLocation: UIKitNSObject, MKAnnotation {
    public var title: String? = "My Location"
    public var subtitle: String?
    public var location: CLLocation? { nil }
    public var isUpdating: Bool { false }
    public var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }
    override init() { super.init() }
}

/// `MKPlacemark`: a placemark that is also an annotation (its title is its name).
open class MKPlacemark: CLPlacemark, MKAnnotation {
    open var coordinate: CLLocationCoordinate2D { location?.coordinate ?? kCLLocationCoordinate2DInvalid }
    open var title: String? { name }
    open var subtitle: String? { nil }
    public init(coordinate: CLLocationCoordinate2D) {
        super.init(location: CLLocation(latitude: coordinate.latitude, longitude: coordinate.longitude))
    }
    /// `init(coordinate:addressDictionary:)`: the address keys are stored as the placemark's
    /// fields where Contacts names them ("Name", "Street", "City", "State", "ZIP", "Country").
    public convenience init(coordinate: CLLocationCoordinate2D, addressDictionary: [String: Any]?) {
        self.init(coordinate: coordinate)
        let address = addressDictionary ?? [:]
        name = address["Name"] as? String
        thoroughfare = address["Street"] as? String
        locality = address["City"] as? String
        administrativeArea = address["State"] as? String
        postalCode = address["ZIP"] as? String
        country = address["Country"] as? String
    }
    public override init(placemark: CLPlacemark) { super.init(placemark: placemark) }
}
