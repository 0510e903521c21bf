import Foundation
import Testing
import TransitionsUIKit

/// MapKit and Core Location as the model has them: a map is a view with a Web Mercator viewport
/// (regions fitted to the view, conversions between coordinates and points, annotation views
/// placed on their coordinates and pooled off screen); the simulated device has location
/// services but never a fix. The references are computed with mpmath at 40 digits.
@Suite struct MapKitTests {
    /// A delegate that logs what the map tells it and gives labelled views.
    final class Listener: NSObject, MKMapViewDelegate {
        var log: [String] = []
        var added: [MKAnnotationView] = []
        func mapView(_ mapView: MKMapView, regionWillChangeAnimated animated: Bool) { log.append("will \(animated)") }
        func mapView(_ mapView: MKMapView, regionDidChangeAnimated animated: Bool) { log.append("did \(animated)") }
        func mapView(_ mapView: MKMapView, viewFor annotation: any MKAnnotation) -> MKAnnotationView? {
            log.append("viewFor \(annotation.title ?? "?")")
            let view = mapView.dequeueReusableAnnotationView(withIdentifier: "pin") as? PinView ?? PinView(annotation: annotation, reuseIdentifier: "pin")
            view.annotation = annotation
            view.centerOffset = CGPoint(x: 0, y: -20)
            return view
        }
        func mapView(_ mapView: MKMapView, didAdd views: [MKAnnotationView]) { added += views }
        func mapView(_ mapView: MKMapView, didSelect view: MKAnnotationView) { log.append("select view \(view.annotation?.title ?? "?")") }
        func mapView(_ mapView: MKMapView, didDeselect view: MKAnnotationView) { log.append("deselect view \(view.annotation?.title ?? "?")") }
        func mapView(_ mapView: MKMapView, didSelect annotation: any MKAnnotation) { log.append("select \(annotation.title ?? "?")") }
    }
    final class PinView: MKAnnotationView {
        var reuses = 0
        override init(annotation: (any MKAnnotation)?, reuseIdentifier: String?) {
            super.init(annotation: annotation, reuseIdentifier: reuseIdentifier)
            frame = CGRect(x: 0, y: 0, width: 20, height: 40)
        }
        required init?(coder: NSCoder) { fatalError() }
        override func prepareForReuse() { reuses += 1 }
    }

    static let paris = CLLocationCoordinate2D(latitude: 48.8566, longitude: 2.3522)
    static let london = CLLocationCoordinate2D(latitude: 51.5074, longitude: -0.1278)

    /// The projection against mpmath: Paris and Sydney to 1e-6 map points (of 2.7e8), the world's
    /// corners, metres per map point at the equator, and the round trip to 1e-9 degrees.
    @Test func theMercatorProjectionMatchesItsReference() {
        let p = MKMapPoint(Self.paris)
        #expect(abs(p.x - 135_971_655.443_342_222) < 1e-6 && abs(p.y - 92_349_421.254_397_149) < 1e-6)
        let s = MKMapPoint(CLLocationCoordinate2D(latitude: -33.8688, longitude: 151.2093))
        #expect(abs(s.x - 246_967_554.102_613_333) < 1e-6 && abs(s.y - 161_086_037.162_403_244) < 1e-6)
        let corner = MKMapPoint(CLLocationCoordinate2D(latitude: 90, longitude: -180))
        #expect(corner.x == 0 && abs(corner.y) < 1e-6, "the poles clamp to the projection's edge (85.0511°)")
        #expect(abs(MKMetersPerMapPointAtLatitude(0) - 0.149_291_070_869_484_864) < 1e-15)
        #expect(abs(MKMetersPerMapPointAtLatitude(60) - 0.149_291_070_869_484_864 / 2) < 1e-12)
        for (lat, lon) in [(0.0, 0.0), (48.8566, 2.3522), (-85, 179.999), (33.3, -120.25)] {
            let c = MKMapPoint(CLLocationCoordinate2D(latitude: lat, longitude: lon)).coordinate
            #expect(abs(c.latitude - lat) < 1e-9 && abs(c.longitude - lon) < 1e-9)
        }
        // A region of a map rectangle is uneven in latitude about its middle, as Mercator is.
        let region = MKCoordinateRegion(MKMapRect(x: 0, y: 0, width: MKMapSize.world.width, height: MKMapSize.world.height / 2))
        #expect(abs(region.span.latitudeDelta - 85.051_128_779_806_592) < 1e-9 && region.span.longitudeDelta == 360)
    }

    /// Haversine on the IUGG mean sphere: Paris–London against mpmath to 1e-6 m; a quarter of
    /// the way round; invalid coordinates are Core Location's "unknown".
    @Test func distancesFollowTheGreatCircle() {
        let paris = CLLocation(latitude: Self.paris.latitude, longitude: Self.paris.longitude)
        let london = CLLocation(latitude: Self.london.latitude, longitude: Self.london.longitude)
        #expect(abs(paris.distance(from: london) - 343_556.534_880_883_616) < 1e-6)
        #expect(abs(MKMapPoint(Self.paris).distance(to: MKMapPoint(Self.london)) - 343_556.534_88) < 1e-3)
        let antipode = CLLocation(latitude: 0, longitude: 180)
        #expect(abs(CLLocation(latitude: 0, longitude: 0).distance(from: antipode) - 20_015_114.442_035_924) < 1e-6)
        #expect(CLLocation(latitude: .nan, longitude: 0).distance(from: paris) == -1)
        #expect(CLLocation(latitude: 91, longitude: 0).distance(from: paris) == -1)
        #expect(!CLLocationCoordinate2DIsValid(kCLLocationCoordinate2DInvalid))
    }

    /// A square region in a portrait map grows vertically to fill it; the center stays; the
    /// region's middle converts to the map's middle, in the map's and the window's coordinates.
    @Test func aRegionIsFittedToTheMapsShape() throws {
        try withUIKitStage { sim, root in
            let map = MKMapView(frame: CGRect(x: 10, y: 40, width: 200, height: 400))
            root.view.addSubview(map)
            let center = CLLocationCoordinate2D(latitude: 0, longitude: 10)
            map.setRegion(MKCoordinateRegion(center: center, span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: 1)), animated: false)
            let fitted = map.region
            #expect(abs(fitted.center.latitude) < 1e-9 && abs(fitted.center.longitude - 10) < 1e-9)
            #expect(abs(fitted.span.longitudeDelta - 1) < 1e-9, "the narrow axis keeps its span")
            #expect(fitted.span.latitudeDelta > 1.99 && fitted.span.latitudeDelta < 2, "twice the height (a little less than 2° on Mercator)")
            let mid = map.convert(center, toPointTo: map)
            #expect(abs(mid.x - 100) < 1e-6 && abs(mid.y - 200) < 1e-6)
            let inWindow = map.convert(center, toPointTo: nil)
            let expected = map.convert(CGPoint(x: 100, y: 200), to: nil)
            #expect(abs(inWindow.x - expected.x) < 1e-6 && abs(inWindow.y - expected.y) < 1e-6)
            // The east edge of the asked-for region is the map's right edge.
            let east = map.convert(CLLocationCoordinate2D(latitude: 0, longitude: 10.5), toPointTo: map)
            #expect(abs(east.x - 200) < 1e-6)
            let back = map.convert(CGPoint(x: 37, y: 311), toCoordinateFrom: map)
            let again = map.convert(back, toPointTo: map)
            #expect(abs(again.x - 37) < 1e-6 && abs(again.y - 311) < 1e-6)
            // A resize keeps center and scale: twice as wide shows twice the longitudes.
            map.frame.size.width = 400
            #expect(abs(map.region.span.longitudeDelta - 2) < 1e-9 && abs(map.centerCoordinate.longitude - 10) < 1e-9)
            #expect(sim.violations.isEmpty)
        }
    }

    /// A region set before the map has a size is kept as set and fitted at the first layout.
    @Test func aRegionSetBeforeLayoutIsFittedWhenTheMapHasASize() throws {
        try withUIKitStage { _, root in
            let map = MKMapView()
            let region = MKCoordinateRegion(center: Self.paris, latitudinalMeters: 2000, longitudinalMeters: 2000)
            map.region = region
            #expect(map.region.span.latitudeDelta == region.span.latitudeDelta)
            #expect(abs(region.span.latitudeDelta - 2000 / (Double.pi * 6_378_137 / 180)) < 1e-12)
            root.view.addSubview(map)
            map.frame = CGRect(x: 0, y: 0, width: 300, height: 300)
            map.layoutIfNeeded()
            #expect(abs(map.centerCoordinate.latitude - Self.paris.latitude) < 1e-9)
            let width = map.visibleMapRect.width * MKMetersPerMapPointAtLatitude(Self.paris.latitude)
            #expect(abs(width - 2000) < 1, "about 2 km across at Paris: \(width)")
        }
    }

    /// The delegate hears will/did around each change: at once when not animated, on the next
    /// turn of the main queue when animated.
    @Test func regionChangesTellTheDelegate() throws {
        try withUIKitStage { sim, root in
            let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 320, height: 320))
            root.view.addSubview(map)
            let listener = Listener()
            map.delegate = listener
            map.setCenter(Self.london, animated: false)
            #expect(listener.log == ["will false", "did false"])
            map.setCenter(Self.paris, animated: true)
            #expect(listener.log == ["will false", "did false", "will true"])
            try sim.runUntilIdle()
            #expect(listener.log.last == "did true" && abs(map.centerCoordinate.longitude - Self.paris.longitude) < 1e-9)
        }
    }

    /// Annotations on screen get their delegate's views at their coordinates (plus the center
    /// offset); one off screen gets none until the map moves to it; a view whose annotation
    /// leaves the screen goes back to the pool and comes out again, prepared for reuse.
    @Test func annotationViewsSitOnTheirCoordinatesAndAreReused() throws {
        try withUIKitStage { _, root in
            let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            root.view.addSubview(map)
            let listener = Listener()
            map.delegate = listener
            map.region = MKCoordinateRegion(center: Self.paris, latitudinalMeters: 5000, longitudinalMeters: 5000)
            let here = MKPointAnnotation(coordinate: Self.paris, title: "here", subtitle: nil)
            let there = MKPointAnnotation(coordinate: Self.london, title: "there", subtitle: nil)
            map.addAnnotations([here, there])
            #expect(map.annotations.count == 2)
            let view = try #require(map.view(for: here) as? PinView)
            #expect(view.superview === map && map.view(for: there) == nil && listener.added == [view])
            #expect(abs(view.center.x - 150) < 1e-6 && abs(view.center.y - 130) < 1e-6, "centered on the coordinate, 20 points up")
            map.setCenter(Self.london, animated: false)
            #expect(map.view(for: here) == nil)
            let moved = try #require(map.view(for: there) as? PinView)
            #expect(moved === view && view.reuses == 1 && view.annotation === there, "the pooled view was dequeued for the other annotation")
            map.removeAnnotation(there)
            #expect(map.annotations.count == 1 && view.superview == nil)
            #expect(listener.log.filter { $0.hasPrefix("viewFor") } == ["viewFor here", "viewFor there"])
        }
    }

    /// Without a delegate's view, an annotation gets a marker; selection needs a view, keeps one
    /// annotation selected and tells the delegate.
    @Test func selectionAndDefaultViews() throws {
        try withUIKitStage { _, root in
            let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            root.view.addSubview(map)
            map.region = MKCoordinateRegion(center: Self.paris, latitudinalMeters: 5000, longitudinalMeters: 5000)
            let a = MKPointAnnotation(coordinate: Self.paris, title: "a", subtitle: nil)
            let b = MKPointAnnotation(coordinate: CLLocationCoordinate2D(latitude: 48.857, longitude: 2.353), title: "b", subtitle: nil)
            let far = MKPointAnnotation(coordinate: Self.london, title: "far", subtitle: nil)
            map.addAnnotations([a, b, far])
            #expect(map.view(for: a) is MKMarkerAnnotationView && map.view(for: a)?.reuseIdentifier == MKMapViewDefaultAnnotationViewReuseIdentifier)
            let listener = Listener()
            map.delegate = listener
            map.selectAnnotation(far, animated: false)
            #expect(map.selectedAnnotations.isEmpty && listener.log.isEmpty, "an annotation without a view is not selected")
            map.selectAnnotation(a, animated: true)
            map.selectAnnotation(b, animated: true)
            #expect(listener.log == ["select view a", "select a", "deselect view a", "select view b", "select b"])
            #expect(map.selectedAnnotations.first === b && map.view(for: b)?.isSelected == true && map.view(for: a)?.isSelected == false)
            map.deselectAnnotation(nil, animated: false)
            #expect(map.selectedAnnotations.isEmpty)
        }
    }

    /// What MapKit raises on is refused and recorded; nothing changes and nothing is NaN.
    @Test func invalidRegionsAreRefused() throws {
        try withUIKitStage { sim, root in
            let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            root.view.addSubview(map)
            map.region = MKCoordinateRegion(center: Self.paris, latitudinalMeters: 5000, longitudinalMeters: 5000)
            let before = map.visibleMapRect
            map.setRegion(MKCoordinateRegion(center: CLLocationCoordinate2D(latitude: .nan, longitude: 0), span: MKCoordinateSpan()), animated: false)
            map.setRegion(MKCoordinateRegion(center: Self.paris, span: MKCoordinateSpan(latitudeDelta: -1, longitudeDelta: 1)), animated: false)
            map.setRegion(MKCoordinateRegion(center: Self.paris, span: MKCoordinateSpan(latitudeDelta: 1, longitudeDelta: .infinity)), animated: false)
            map.centerCoordinate = CLLocationCoordinate2D(latitude: 100, longitude: 0)
            map.visibleMapRect = .null
            map.setVisibleMapRect(MKMapRect(x: .nan, y: 0, width: 10, height: 10), animated: false)
            map.camera = MKMapCamera(lookingAtCenter: kCLLocationCoordinate2DInvalid, fromDistance: 100, pitch: 0, heading: 0)
            #expect(sim.violations.count == 7 && sim.violations.allSatisfy { $0.kind == .rejectedCall }, "\(sim.violations)")
            let after = map.visibleMapRect
            #expect(after.minX == before.minX && after.minY == before.minY && after.width == before.width)
            // A camera with a NaN altitude moves the center and keeps the scale.
            map.camera = MKMapCamera(lookingAtCenter: Self.london, fromDistance: .nan, pitch: 30, heading: 0)
            #expect(map.visibleMapRect.width == before.width && abs(map.centerCoordinate.latitude - Self.london.latitude) < 1e-9)
            #expect(map.camera.pitch == 30)
            // A zero span zooms in as far as the map goes; a huge one shows the world's width.
            map.setRegion(MKCoordinateRegion(center: Self.paris, span: MKCoordinateSpan()), animated: false)
            #expect(map.visibleMapRect.width == 300 * 0.125)
            map.setRegion(MKCoordinateRegion(center: Self.paris, span: MKCoordinateSpan(latitudeDelta: 180, longitudeDelta: 360)), animated: false)
            #expect(map.visibleMapRect.width == MKMapSize.world.width && map.region.span.longitudeDelta == 360)
            let fromNaN = MKCoordinateRegion(center: Self.paris, latitudinalMeters: .nan, longitudinalMeters: -5)
            map.region = fromNaN
            #expect(sim.violations.count == 8)
        }
    }

    /// A camera's altitude is the visible height in metres (the model's convention), both ways.
    @Test func theCameraMovesAndScalesTheMap() throws {
        try withUIKitStage { _, root in
            let map = MKMapView(frame: CGRect(x: 0, y: 0, width: 200, height: 400))
            root.view.addSubview(map)
            map.setCamera(MKMapCamera(lookingAtCenter: Self.london, fromDistance: 3000, pitch: 0, heading: 90), animated: false)
            let camera = map.camera
            #expect(abs(camera.altitude - 3000) < 1e-6 && camera.heading == 90)
            #expect(abs(camera.centerCoordinate.longitude - Self.london.longitude) < 1e-9)
        }
    }

    /// The simulated device never has a fix and nobody answers the prompt: the delegate hears the
    /// authorization once after it is set, a one-off request fails, geocoding is offline.
    @Test func locationServicesWithoutAFix() throws {
        try withUIKitStage { sim, _ in
            final class Tracker: NSObject, CLLocationManagerDelegate {
                var log: [String] = []
                func locationManagerDidChangeAuthorization(_ manager: CLLocationManager) { log.append("auth \(manager.authorizationStatus)") }
                func locationManager(_ manager: CLLocationManager, didFailWithError error: any Error) {
                    log.append("fail \((error as? CLError)?.code == .locationUnknown)")
                }
                func locationManager(_ manager: CLLocationManager, didUpdateLocations locations: [CLLocation]) { log.append("update") }
            }
            let manager = CLLocationManager()
            let tracker = Tracker()
            manager.delegate = tracker
            manager.requestWhenInUseAuthorization()
            manager.startUpdatingLocation()
            #expect(tracker.log.isEmpty)
            try sim.runUntilIdle()
            #expect(tracker.log == ["auth notDetermined"] && manager.location == nil)
            manager.requestLocation()
            try sim.runUntilIdle()
            #expect(tracker.log == ["auth notDetermined", "fail true"])
            var answer: String?
            CLGeocoder().reverseGeocodeLocation(CLLocation(latitude: 1, longitude: 2)) { placemarks, error in
                answer = "\(placemarks == nil) \((error as? CLError)?.code == .network)"
            }
            #expect(answer == nil)  // completion handlers run on a later turn of the main queue
            try sim.runUntilIdle()
            #expect(answer == "true true")
        }
    }
}
