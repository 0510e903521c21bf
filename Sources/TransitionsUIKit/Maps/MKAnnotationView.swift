import Foundation
import Transitions

/// `MKFeatureDisplayPriority`: how much an annotation view insists on being shown when views
/// collide (stored: the model does not hide colliding views).
public struct MKFeatureDisplayPriority: RawRepresentable, Hashable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    public static let required = MKFeatureDisplayPriority(rawValue: 1000)
    public static let defaultHigh = MKFeatureDisplayPriority(rawValue: 750)
    public static let defaultLow = MKFeatureDisplayPriority(rawValue: 250)
}

/// `MKFeatureVisibility` (a marker's title and subtitle: stored).
public enum MKFeatureVisibility: Int, Sendable, Hashable { case adaptive = 0, hidden, visible }

/// `MKAnnotationView`: the view a map shows for an annotation. The map places it with its center
/// on the annotation's coordinate, moved by `centerOffset` (MapKit: "By default, the center point
/// of an annotation view is placed at the coordinate point of the associated annotation"), and
/// takes it back into its reuse pool when the coordinate leaves the visible region.
///
/// Setting `image` sizes the view to the image. Callouts, dragging and clustering are drawn or
/// driven by MapKit's own gestures: their settings are stored.
///
/// Maps make views of a registered class through `init(dequeuedWith:annotation:)`, a required
/// convenience initialiser that subclasses inherit when they override both designated
/// initialisers (`init(annotation:reuseIdentifier:)` and `init?(coder:)`, as MapKit subclasses
/// do) or none.
open class MKAnnotationView: View {
    /// `MKAnnotationView.DragState` (stored).
    public enum DragState: UInt, Sendable, Hashable { case none = 0, starting, dragging, canceling, ending }
    /// `MKAnnotationView.CollisionMode` (stored).
    public enum CollisionMode: Int, Sendable, Hashable { case rectangle = 0, circle, none }

    open var annotation: (any MKAnnotation)?
    open var reuseIdentifier: String? { reuseIdentifierStorage }
    private let reuseIdentifierStorage: String?
    /// `image`: setting one makes the view the image's size.
    open var image: UIImage? {
        didSet { if let image { bounds.size = image.size } }
    }
    open var centerOffset: CGPoint = .zero { didSet { superview?.setNeedsLayout() } }
    open var calloutOffset: CGPoint = .zero
    open var isEnabled = true
    open var isHighlighted = false
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }
    private var selectedStorage = false
    /// `setSelected(_:animated:)`: what the map calls when it selects or deselects the
    /// annotation (overridable, as apps restyle a selected view).
    open func setSelected(_ selected: Bool, animated: Bool) { selectedStorage = selected }
    open var canShowCallout = false
    open var leftCalloutAccessoryView: UIView?
    open var rightCalloutAccessoryView: UIView?
    open var detailCalloutAccessoryView: UIView?
    open var isDraggable = false
    open var dragState: DragState = .none
    open func setDragState(_ newDragState: DragState, animated: Bool) { dragState = newDragState }
    open var clusteringIdentifier: String?
    open var displayPriority: MKFeatureDisplayPriority = .required
    open var collisionMode: CollisionMode = .rectangle

    public init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        self.annotation = annotation
        reuseIdentifierStorage = reuseIdentifier
        super.init(frame: .zero)
    }
    public required init?(coder: NSCoder) {
        reuseIdentifierStorage = nil
        super.init(coder: coder)
    }
    /// `init(frame:)`: no annotation, no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(annotation: nil, reuseIdentifier: nil)
        self.frame = frame
    }
    /// The initialiser maps make registered views with (see the type's notes).
    public required convenience init(dequeuedWith reuseIdentifier: String, annotation: (any MKAnnotation)?) {
        self.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
    }

    /// `prepareForReuse()`: called before a pooled view is handed out again.
    open func prepareForReuse() {}
    /// `prepareForDisplay()` (iOS 14): called before the map shows the view.
    open func prepareForDisplay() {}
}

/// `MKMarkerAnnotationView`: the balloon marker (iOS 11), the view a map makes for an annotation
/// its delegate gives no view for. Drawn: the model gives it a 30 × 40-point frame (a stand-in
/// for the balloon) and stores its colours and glyph.
open class MKMarkerAnnotationView: MKAnnotationView {
    open var markerTintColor: UIColor?
    open var glyphTintColor: UIColor?
    open var glyphText: String?
    open var glyphImage: UIImage?
    open var selectedGlyphImage: UIImage?
    open var titleVisibility: MKFeatureVisibility = .adaptive
    open var subtitleVisibility: MKFeatureVisibility = .adaptive
    open var animatesWhenAdded = false

    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        bounds.size = CGSize(width: 30, height: 40)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// `MKPinAnnotationView`: the pin (before iOS 11). Drawn: a 16 × 40-point frame stands in for the
/// pin; its colour and drop animation are stored.
open class MKPinAnnotationView: MKAnnotationView {
    open var pinTintColor: UIColor! = .red
    open var animatesDrop = false
    public override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
        super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
        bounds.size = CGSize(width: 16, height: 40)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
    open class func redPinColor() -> UIColor { .red }
    open class func greenPinColor() -> UIColor { .green }
    open class func purplePinColor() -> UIColor { .purple }
}
