import Foundation
import Transitions

/// `MKMapType` (drawn: stored).
public enum MKMapType: UInt, Sendable, Hashable {
    case standard = 0, satellite, hybrid, satelliteFlyover, hybridFlyover, mutedStandard
}

/// `MKUserTrackingMode`.
public enum MKUserTrackingMode: Int, Sendable, Hashable { case none = 0, follow, followWithHeading }

/// The reuse identifiers MapKit registers its default views under.
public let MKMapViewDefaultAnnotationViewReuseIdentifier = "MKMapViewDefaultAnnotationViewReuseIdentifier"
public let MKMapViewDefaultClusterAnnotationViewReuseIdentifier = "MKMapViewDefaultClusterAnnotationViewReuseIdentifier"

/// `MKMapView`: a map in a view. The tiles are drawn and not modelled; the geometry is:
///
/// * **Viewport.** The map shows a rectangle of Web Mercator map points (`MKMapPoint`) around a
///   center, at a scale of map points per screen point. `setRegion(_:animated:)` fits the region
///   to the view's aspect ratio, as MapKit does ("the map may adjust the value in the region
///   parameter so that it fits the visible area of the map precisely"): the center is kept and
///   the region grows along one axis, so reading `region` back gives the fitted region. A resize
///   keeps the center and scale. A region set while the view has no size is kept as set and
///   fitted at the first layout with a size. The scale stays between zoom level 23 (⅛ map point
///   a point) and the whole world's width in the view.
/// * **Conversions.** `convert(_:toPointTo:)`, `convert(_:toCoordinateFrom:)` and the region/rect
///   pair project through that viewport, then through the view hierarchy (nil: the window).
/// * **Annotations.** An annotation whose coordinate is inside the bounds gets a view: the
///   delegate's `mapView(_:viewFor:)`, or an `MKMarkerAnnotationView` when it gives none. The view
///   is added to the map with its center on the coordinate plus its `centerOffset`, and the
///   delegate hears `mapView(_:didAdd:)`; when the coordinate leaves the bounds the view goes
///   back to the reuse pool (`dequeueReusableAnnotationView(withIdentifier:)`). Views are placed
///   at every layout and after every change of the viewport.
/// * **Delegate.** A change of the viewport calls `regionWillChangeAnimated` before it,
///   `mapViewDidChangeVisibleRegion` and `regionDidChangeAnimated` after it — for an animated
///   change on the next turn of the main queue, as MapKit reports it when the animation ends.
///   `selectAnnotation(_:animated:)` selects an annotation that has a view (MapKit: otherwise
///   "this method has no effect"), deselecting the previous one, and calls `didSelect` with the
///   view and (iOS 16) with the annotation.
/// * **Bad input.** An invalid region (a NaN or out-of-range center, negative or too large
///   deltas), coordinate or map rectangle — where MapKit raises "Invalid Region" — is refused:
///   recorded as a rejected call, the viewport unchanged.
///
/// Not modelled: the user's location (the simulated device never has a fix, so `userLocation`
/// is never shown), overlays, clustering, and the map's own pan, pinch and tap gestures (the
/// viewport changes through the API, and selection through `selectAnnotation`).
open class MKMapView: View {
    open weak var delegate: (any MKMapViewDelegate)?
    open var mapType: MKMapType = .standard
    open var isZoomEnabled = true
    open var isScrollEnabled = true
    open var isRotateEnabled = true
    open var isPitchEnabled = true
    open var showsCompass = true
    open var showsScale = false
    open var showsTraffic = false
    open var showsBuildings = true
    open var showsPointsOfInterest = true
    open var showsZoomControls = false
    open var showsPitchControl = false
    open var showsUserLocation = false
    /// `userLocation`: never located (see the type's notes).
    public let userLocation = MKUserLocation()
    open var isUserLocationVisible: Bool { false }
    open var userTrackingMode: MKUserTrackingMode {
        get { trackingMode }
        set { setUserTrackingMode(newValue, animated: false) }
    }
    private var trackingMode: MKUserTrackingMode = .none
    /// `setUserTrackingMode(_:animated:)`: stored; the delegate hears the change.
    open func setUserTrackingMode(_ mode: MKUserTrackingMode, animated: Bool) {
        guard mode != trackingMode else { return }
        trackingMode = mode
        delegate?.mapView(self, didChange: mode, animated: animated)
    }

    // MARK: Viewport

    /// The map point at the view's center.
    private var centerPoint = MKMapPoint(CLLocationCoordinate2D())
    /// Map points per screen point.
    private var scale = 1.0
    /// A region set while the view had no size (the whole world at first).
    private var pendingRegion: MKCoordinateRegion? = MKCoordinateRegion(MKMapRect.world)
    /// Zoom level 23: ⅛ map point a point.
    static let finestScale = 0.125

    public override init(frame: CGRect) {
        super.init(frame: frame)
        registerDefaults()
        if !frame.isEmpty { fitPendingRegion() }
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        registerDefaults()
    }

    /// `region`: the fitted region shown (as set, before the view has a size).
    open var region: MKCoordinateRegion {
        get { pendingRegion ?? MKCoordinateRegion(visibleMapRect) }
        set { setRegion(newValue, animated: false) }
    }
    open func setRegion(_ region: MKCoordinateRegion, animated: Bool) {
        guard region.isValid else {
            return refuse("setRegion", "the invalid region center (\(region.center.latitude), \(region.center.longitude)) span (\(region.span.latitudeDelta), \(region.span.longitudeDelta))")
        }
        change(animated: animated) {
            if bounds.isEmpty { pendingRegion = region } else { fit(region, padding: .zero) }
        }
    }

    /// `centerCoordinate`: the coordinate at the view's center.
    open var centerCoordinate: CLLocationCoordinate2D {
        get { pendingRegion?.center ?? centerPoint.coordinate }
        set { setCenter(newValue, animated: false) }
    }
    /// `setCenter(_:animated:)`: moves the map, keeping its scale.
    open func setCenter(_ coordinate: CLLocationCoordinate2D, animated: Bool) {
        guard CLLocationCoordinate2DIsValid(coordinate) else {
            return refuse("setCenter", "the invalid coordinate (\(coordinate.latitude), \(coordinate.longitude))")
        }
        change(animated: animated) {
            if pendingRegion != nil { pendingRegion?.center = coordinate } else { centerPoint = MKMapPoint(coordinate) }
        }
    }

    /// `visibleMapRect`: the map points the bounds show.
    open var visibleMapRect: MKMapRect {
        get {
            if let pendingRegion { return pendingRegion.mapRect }
            return visibleRect(center: centerPoint, scale: scale)
        }
        set { setVisibleMapRect(newValue, animated: false) }
    }
    open func setVisibleMapRect(_ mapRect: MKMapRect, animated: Bool) {
        setVisibleMapRect(mapRect, edgePadding: .zero, animated: animated)
    }
    /// `setVisibleMapRect(_:edgePadding:animated:)`: fits the rectangle inside the bounds less
    /// the padding.
    open func setVisibleMapRect(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets, animated: Bool) {
        guard Self.isUsable(mapRect) else { return refuse("setVisibleMapRect", "the empty or non-finite map rectangle \(mapRect)") }
        change(animated: animated) {
            if bounds.isEmpty { pendingRegion = MKCoordinateRegion(mapRect) } else { fit(mapRect, padding: insets) }
        }
    }
    /// `mapRectThatFits(_:)` / `mapRectThatFits(_:edgePadding:)`: the rectangle a map this size
    /// would show for it.
    open func mapRectThatFits(_ mapRect: MKMapRect) -> MKMapRect { mapRectThatFits(mapRect, edgePadding: .zero) }
    open func mapRectThatFits(_ mapRect: MKMapRect, edgePadding insets: UIEdgeInsets) -> MKMapRect {
        guard Self.isUsable(mapRect), let (center, scale) = fitting(mapRect, padding: insets) else { return mapRect }
        return visibleRect(center: center, scale: scale)
    }
    /// `regionThatFits(_:)`: the region a map this size would show for it.
    open func regionThatFits(_ region: MKCoordinateRegion) -> MKCoordinateRegion {
        guard region.isValid, let (center, scale) = fitting(region, padding: .zero) else { return region }
        return MKCoordinateRegion(visibleRect(center: center, scale: scale))
    }

    /// `camera`: a camera straight above the center at the altitude that shows the visible map's
    /// height in metres (see `MKMapCamera`); setting one moves the center there and, for a
    /// positive altitude, scales the map to that height. Pitch and heading are stored.
    open var camera: MKMapCamera {
        get {
            let center = centerCoordinate
            let metres = visibleMapRect.height * MKMetersPerMapPointAtLatitude(center.latitude)
            return MKMapCamera(lookingAtCenter: center, fromDistance: metres, pitch: cameraPitch, heading: cameraHeading)
        }
        set { setCamera(newValue, animated: false) }
    }
    private var cameraPitch: CGFloat = 0
    private var cameraHeading: CLLocationDirection = 0
    open func setCamera(_ camera: MKMapCamera, animated: Bool) {
        let center = camera.centerCoordinate
        guard CLLocationCoordinate2DIsValid(center) else {
            return refuse("setCamera", "a camera at the invalid coordinate (\(center.latitude), \(center.longitude))")
        }
        change(animated: animated) {
            cameraPitch = camera.pitch
            cameraHeading = camera.heading
            let metresPerPoint = MKMetersPerMapPointAtLatitude(center.latitude)
            if bounds.isEmpty {
                var region = pendingRegion ?? MKCoordinateRegion()
                region.center = center
                pendingRegion = region
            } else {
                centerPoint = MKMapPoint(center)
                if camera.altitude > 0, camera.altitude.isFinite {
                    scale = clampScale(camera.altitude / metresPerPoint / Double(bounds.height))
                }
            }
        }
    }

    /// `showAnnotations(_:animated:)`: fits the annotations' coordinates (a point-sized
    /// rectangle for one annotation keeps the finest scale) and adds those not on the map.
    open func showAnnotations(_ annotations: [any MKAnnotation], animated: Bool) {
        let points = annotations.map(\.coordinate).filter(CLLocationCoordinate2DIsValid).map(MKMapPoint.init)
        for annotation in annotations where !contains(annotation) { addAnnotation(annotation) }
        guard let first = points.first else { return }
        let rect = points.dropFirst().reduce(MKMapRect(origin: first, size: MKMapSize())) {
            $0.union(MKMapRect(origin: $1, size: MKMapSize()))
        }
        change(animated: animated) {
            if bounds.isEmpty { pendingRegion = MKCoordinateRegion(rect) } else { fit(rect, padding: .zero) }
        }
    }

    // MARK: Conversions

    /// `convert(_:toPointTo:)`: where a coordinate is, in `view`'s coordinates (nil: the window).
    open func convert(_ coordinate: CLLocationCoordinate2D, toPointTo view: UIView?) -> CGPoint {
        convert(point(of: MKMapPoint(coordinate)), to: view)
    }
    /// `convert(_:toCoordinateFrom:)`: the coordinate under a point of `view` (nil: the window).
    open func convert(_ point: CGPoint, toCoordinateFrom view: UIView?) -> CLLocationCoordinate2D {
        mapPoint(of: convert(point, from: view)).coordinate
    }
    /// `convert(_:toRectTo:)`: the rectangle a region covers, in `view`'s coordinates.
    open func convert(_ region: MKCoordinateRegion, toRectTo view: UIView?) -> CGRect {
        let r = region.mapRect
        let a = point(of: r.origin), b = point(of: MKMapPoint(x: r.maxX, y: r.maxY))
        return convert(CGRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y), to: view)
    }
    /// `convert(_:toRegionFrom:)`: the region a rectangle of `view` covers.
    open func convert(_ rect: CGRect, toRegionFrom view: UIView?) -> MKCoordinateRegion {
        let r = convert(rect, from: view)
        let a = mapPoint(of: CGPoint(x: r.minX, y: r.minY)), b = mapPoint(of: CGPoint(x: r.maxX, y: r.maxY))
        return MKCoordinateRegion(MKMapRect(x: a.x, y: a.y, width: b.x - a.x, height: b.y - a.y))
    }

    /// A map point's place in the map view's own coordinates.
    private func point(of p: MKMapPoint) -> CGPoint {
        let (visible, s) = projection
        return CGPoint(x: Double(bounds.minX) + (p.x - visible.minX) / s, y: Double(bounds.minY) + (p.y - visible.minY) / s)
    }
    /// The map point under a point of the map view's own coordinates.
    private func mapPoint(of p: CGPoint) -> MKMapPoint {
        let (visible, s) = projection
        return MKMapPoint(x: visible.minX + (Double(p.x) - Double(bounds.minX)) * s, y: visible.minY + (Double(p.y) - Double(bounds.minY)) * s)
    }
    /// The visible map rectangle and its map points per screen point (for a region kept until
    /// the first layout, the scale its width gives the bounds).
    private var projection: (visible: MKMapRect, scale: Double) {
        let visible = visibleMapRect
        return (visible, pendingRegion == nil ? scale : max(visible.width / max(1, Double(bounds.width)), Self.finestScale))
    }

    // MARK: Annotations

    /// `annotations`: those added (the user location is never among them: no fix).
    open private(set) var annotations: [any MKAnnotation] = []
    private var annotationViews: [ObjectIdentifier: MKAnnotationView] = [:]
    private var reusePool: [String: [MKAnnotationView]] = [:]
    private var registeredClasses: [String: MKAnnotationView.Type] = [:]
    private var selected: (any MKAnnotation)?

    open func addAnnotation(_ annotation: any MKAnnotation) { addAnnotations([annotation]) }
    open func addAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations where !contains(annotation) { self.annotations.append(annotation) }
        placeAnnotationViews()
    }
    open func removeAnnotation(_ annotation: any MKAnnotation) { removeAnnotations([annotation]) }
    open func removeAnnotations(_ annotations: [any MKAnnotation]) {
        for annotation in annotations {
            if let selected, selected === annotation { deselectAnnotation(selected, animated: false) }
            self.annotations.removeAll { $0 === annotation }
            if let view = annotationViews.removeValue(forKey: ObjectIdentifier(annotation)) { recycle(view) }
        }
    }
    /// `view(for:)`: the annotation's view, if it is on screen.
    open func view(for annotation: any MKAnnotation) -> MKAnnotationView? { annotationViews[ObjectIdentifier(annotation)] }
    /// `annotations(in:)`: the annotations whose coordinates lie in the map rectangle.
    open func annotations(in mapRect: MKMapRect) -> Set<AnyHashable> {
        Set(annotations.filter { mapRect.contains(MKMapPoint($0.coordinate)) }.compactMap { ($0 as? NSObject).map(AnyHashable.init) })
    }
    open var annotationVisibleRect: CGRect { bounds }

    open var selectedAnnotations: [any MKAnnotation] {
        get { selected.map { [$0] } ?? [] }
        set {
            if let first = newValue.first { selectAnnotation(first, animated: false) }
            else if let selected { deselectAnnotation(selected, animated: false) }
        }
    }
    open func selectAnnotation(_ annotation: any MKAnnotation, animated: Bool) {
        guard let view = view(for: annotation) else { return }
        if let selected {
            if selected === annotation { return }
            deselectAnnotation(selected, animated: animated)
        }
        selected = annotation
        view.setSelected(true, animated: animated)
        delegate?.mapView(self, didSelect: view)
        delegate?.mapView(self, didSelect: annotation)
    }
    open func deselectAnnotation(_ annotation: (any MKAnnotation)?, animated: Bool) {
        guard let selected, annotation == nil || selected === annotation else { return }
        self.selected = nil
        if let view = view(for: selected) {
            view.setSelected(false, animated: animated)
            delegate?.mapView(self, didDeselect: view)
        }
        delegate?.mapView(self, didDeselect: selected)
    }

    /// `register(_:forAnnotationViewWithReuseIdentifier:)` (iOS 11).
    open func register(_ viewClass: AnyClass?, forAnnotationViewWithReuseIdentifier identifier: String) {
        registeredClasses[identifier] = viewClass as? MKAnnotationView.Type
    }
    /// `dequeueReusableAnnotationView(withIdentifier:)`: a pooled view, nil when there is none.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String) -> MKAnnotationView? {
        guard let view = reusePool[identifier]?.popLast() else { return nil }
        view.prepareForReuse()
        return view
    }
    /// `dequeueReusableAnnotationView(withIdentifier:for:)` (iOS 11): a pooled view or a new one
    /// of the registered class, for `annotation`. An identifier nobody registered (MapKit raises)
    /// is refused and a marker view stands in.
    open func dequeueReusableAnnotationView(withIdentifier identifier: String, for annotation: any MKAnnotation) -> MKAnnotationView {
        if let view = dequeueReusableAnnotationView(withIdentifier: identifier) {
            view.annotation = annotation
            return view
        }
        guard let type = registeredClasses[identifier] else {
            refuse("dequeueReusableAnnotationView(withIdentifier:for:)", "the unregistered identifier \"\(identifier)\"")
            return MKMarkerAnnotationView(annotation: annotation, reuseIdentifier: identifier)
        }
        return simulation.asCurrent { type.init(dequeuedWith: identifier, annotation: annotation) }
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        fitPendingRegion()
        placeAnnotationViews()
    }

    // MARK: Internals

    private func registerDefaults() {
        registeredClasses[MKMapViewDefaultAnnotationViewReuseIdentifier] = MKMarkerAnnotationView.self
        registeredClasses[MKMapViewDefaultClusterAnnotationViewReuseIdentifier] = MKMarkerAnnotationView.self
    }

    private func contains(_ annotation: any MKAnnotation) -> Bool { annotations.contains { $0 === annotation } }

    /// Changes the viewport between the delegate's will and did calls, then places the views.
    private func change(animated: Bool, _ body: () -> Void) {
        delegate?.mapView(self, regionWillChangeAnimated: animated)
        body()
        placeAnnotationViews()
        delegate?.mapViewDidChangeVisibleRegion(self)
        if animated {
            _ = simulation.schedule(after: 0) { [weak self] in
                guard let self else { return }
                self.delegate?.mapView(self, regionDidChangeAnimated: true)
            }
        } else {
            delegate?.mapView(self, regionDidChangeAnimated: false)
        }
    }

    private func fitPendingRegion() {
        guard let region = pendingRegion, !bounds.isEmpty else { return }
        pendingRegion = nil
        fit(region, padding: .zero)
    }

    /// The map points a view of the bounds' size shows around `center` at `scale`.
    private func visibleRect(center: MKMapPoint, scale: Double) -> MKMapRect {
        let w = Double(bounds.width) * scale, h = Double(bounds.height) * scale
        return MKMapRect(x: center.x - w / 2, y: center.y - h / 2, width: w, height: h)
    }

    /// Centers the fitted viewport (see `fitting`).
    private func fit(_ rect: MKMapRect, padding: UIEdgeInsets) {
        guard let (center, scale) = fitting(rect, padding: padding) else { return }
        centerPoint = center
        self.scale = scale
    }
    private func fit(_ region: MKCoordinateRegion, padding: UIEdgeInsets) {
        guard let (center, scale) = fitting(region, padding: padding) else { return }
        centerPoint = center
        self.scale = scale
    }
    /// A map rectangle's fit: its middle at the padded area's center, at the scale that shows
    /// all of it there.
    private func fitting(_ rect: MKMapRect, padding: UIEdgeInsets) -> (MKMapPoint, Double)? {
        fitting(center: MKMapPoint(x: rect.midX, y: rect.midY), halfWidth: rect.width / 2, halfHeight: rect.height / 2, padding: padding)
    }
    /// A region's fit: its center stays the center (on a Mercator map the region's edges are not
    /// even about it in latitude, so the scale covers the farther edge).
    private func fitting(_ region: MKCoordinateRegion, padding: UIEdgeInsets) -> (MKMapPoint, Double)? {
        let rect = region.mapRect, center = MKMapPoint(region.center)
        return fitting(center: center, halfWidth: rect.width / 2,
                       halfHeight: max(center.y - rect.minY, rect.maxY - center.y), padding: padding)
    }
    private func fitting(center: MKMapPoint, halfWidth: Double, halfHeight: Double, padding: UIEdgeInsets) -> (MKMapPoint, Double)? {
        let w = Double(bounds.width - padding.left - padding.right), h = Double(bounds.height - padding.top - padding.bottom)
        guard w > 0, h > 0 else { return nil }
        let scale = clampScale(max(2 * halfWidth / w, 2 * halfHeight / h))
        // The padded area's center, in map points, sits on the given center.
        let dx = Double(padding.left - padding.right) / 2 * scale, dy = Double(padding.top - padding.bottom) / 2 * scale
        return (MKMapPoint(x: center.x - dx, y: center.y - dy), scale)
    }
    private func clampScale(_ s: Double) -> Double {
        let coarsest = MKMapSize.world.width / max(1, Double(bounds.width))
        guard s.isFinite else { return coarsest }
        return min(max(s, Self.finestScale), max(coarsest, Self.finestScale))
    }

    private static func isUsable(_ rect: MKMapRect) -> Bool {
        !rect.isEmpty && rect.minX.isFinite && rect.minY.isFinite && rect.width.isFinite && rect.height.isFinite
    }

    /// Gives on-screen annotations their views (made or kept) at their points, and takes the rest
    /// back into the pool.
    private func placeAnnotationViews() {
        guard pendingRegion == nil, !bounds.isEmpty else { return }
        var added: [MKAnnotationView] = []
        for annotation in annotations {
            let id = ObjectIdentifier(annotation)
            let coordinate = annotation.coordinate
            let p = point(of: MKMapPoint(coordinate))
            guard CLLocationCoordinate2DIsValid(coordinate), bounds.contains(p) else {
                if let view = annotationViews.removeValue(forKey: id) { recycle(view) }
                continue
            }
            let view: MKAnnotationView
            if let existing = annotationViews[id] {
                view = existing
            } else {
                view = delegate?.mapView(self, viewFor: annotation)
                    ?? dequeueReusableAnnotationView(withIdentifier: MKMapViewDefaultAnnotationViewReuseIdentifier, for: annotation)
                annotationViews[id] = view
                view.prepareForDisplay()
                added.append(view)
            }
            if view.superview !== self { insertSubview(view, at: 0) }
            view.center = CGPoint(x: p.x + view.centerOffset.x, y: p.y + view.centerOffset.y)
        }
        if !added.isEmpty { delegate?.mapView(self, didAdd: added) }
    }

    private func recycle(_ view: MKAnnotationView) {
        view.removeFromSuperview()
        if view.isSelected { view.setSelected(false, animated: false) }
        if let id = view.reuseIdentifier { reusePool[id, default: []].append(view) }
    }

    private func refuse(_ call: String, _ what: String) {
        simulation.record(.rejectedCall, "MKMapView.\(call) of \(modelName) was given \(what) (MapKit raises an exception)")
    }
}
