import Foundation
import Transitions

/// `MKScaleView`, `MKCompassButton`, `MKUserTrackingButton`: controls drawn over a map (iOS 11).
/// Drawn: each keeps its map view and visibility setting, with a stand-in size.
open class MKScaleView: View {
    open weak var mapView: MKMapView?
    open var scaleVisibility: MKFeatureVisibility = .adaptive
    /// `MKScaleView.Alignment`.
    public enum Alignment: Int, Sendable, Hashable { case leading = 0, trailing }
    open var legendAlignment: Alignment = .leading
    public init(mapView: MKMapView?) {
        self.mapView = mapView
        super.init(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    }
    public override convenience init(frame: CGRect) {
        self.init(mapView: nil)
        self.frame = frame
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

open class MKCompassButton: View {
    open weak var mapView: MKMapView?
    open var compassVisibility: MKFeatureVisibility = .adaptive
    public init(mapView: MKMapView?) {
        self.mapView = mapView
        super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    }
    public override convenience init(frame: CGRect) {
        self.init(mapView: nil)
        self.frame = frame
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

open class MKUserTrackingButton: View {
    open weak var mapView: MKMapView?
    public init(mapView: MKMapView?) {
        self.mapView = mapView
        super.init(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    }
    public override convenience init(frame: CGRect) {
        self.init(mapView: nil)
        self.frame = frame
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}
