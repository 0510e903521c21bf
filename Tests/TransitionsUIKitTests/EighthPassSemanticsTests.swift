import Foundation
import Testing
import TransitionsUIKit

// The eighth pass over real code (notes/uikit-surface.md, "eighth pass"): UIKit's behaviour
// behind the APIs the fifteenth corpus batch reached for.

@Suite struct EighthPassSemanticsTests {
    /// `setCustomSpacing(_:after:)`: the gap after one arranged view; `customSpacing(after:)` reads
    /// it back (`spacingUseDefault` for none); a hidden view takes its custom gap with it; bad
    /// values and views that are not arranged are ignored.
    @Test func stackViewCustomSpacing() {
        withUIKitStage { _, root in
            let views = (0..<3).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30)) }
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = .vertical
            stack.spacing = 5
            stack.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
            root.view.addSubview(stack)
            #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
            stack.setCustomSpacing(20, after: views[0])
            stack.layoutIfNeeded()
            #expect(views.map(\.frame.minY) == [0, 50, 85])
            #expect(stack.customSpacing(after: views[0]) == 20)
            stack.setCustomSpacing(.nan, after: views[1])
            stack.setCustomSpacing(-3, after: views[1])
            stack.setCustomSpacing(40, after: UIView())
            #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
            views[0].isHidden = true
            stack.layoutIfNeeded()
            #expect(views[2].frame.minY - views[1].frame.maxY == 5, "the hidden view's gap goes with it")
            views[0].isHidden = false
            stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
            stack.layoutIfNeeded()
            #expect(views.map(\.frame.minY) == [0, 35, 70])
            stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
            stack.layoutIfNeeded()
            #expect(views[2].frame.minY - views[1].frame.maxY == 8, "the system spacing")
            stack.removeArrangedSubview(views[1])
            #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        }
    }

    /// `UIAlertController()` is an alert with no title (UIKit's `init(title:message:preferredStyle:)`
    /// is a convenience initialiser, so the plain ones are inherited).
    @Test func alertControllerPlainInitialiser() {
        withUIKitStage { _, _ in
            let alert = UIAlertController()
            #expect(alert.title == nil && alert.message == nil && alert.preferredStyle == .alert)
            #expect(alert.modalPresentationStyle == .overFullScreen)
            let sheet = UIAlertController(title: "T", message: "M", preferredStyle: .actionSheet)
            #expect(sheet.preferredStyle == .actionSheet && sheet.title == "T" && sheet.message == "M")
        }
    }

    /// `init(navigationBarClass:toolbarClass:)` with UIKit's own classes (and a class that is not
    /// a bar): an empty stack and UIKit's bars. (The app's own bar classes are made through
    /// their `init(frame:)` — the rewriter gives them the override: ComposeSheetTests.)
    @Test func navigationControllerWithBarClasses() {
        withUIKitStage { _, _ in
            let nav = UINavigationController(navigationBarClass: UINavigationBar.self, toolbarClass: UIView.self)
            #expect(nav.viewControllers.isEmpty)
            #expect(type(of: nav.navigationBar) == UINavigationBar.self)
            #expect(type(of: nav.toolbar!) == UIToolbar.self)
            nav.viewControllers = [UIViewController()]
            #expect(nav.topViewController != nil)
        }
    }

    /// `systemLayoutFittingSizeDidChange(forChildContentContainer:)`: a child controller whose
    /// Auto Layout content grows tells its parent once per change (not on the first layout);
    /// a presented one tells its presentation controller, whose default lays the container out.
    @Test func fittingSizeChangesReachTheContainer() throws {
        final class Parent: UIViewController {
            var told: [UIViewController] = []
            override func systemLayoutFittingSizeDidChange(forChildContentContainer container: UIContentContainer) {
                if let c = container as? UIViewController { told.append(c) }
            }
        }
        final class Content: UIViewController {
            let block = UIView()
            lazy var height = block.heightAnchor.constraint(equalToConstant: 100)
            override func viewDidLoad() {
                super.viewDidLoad()
                block.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(block)
                // The view's frame is its parent's to set: the bottom gives way to it.
                let bottom = block.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10)
                bottom.priority = .defaultHigh
                NSLayoutConstraint.activate([
                    block.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
                    bottom,
                    block.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    block.widthAnchor.constraint(equalToConstant: 50),
                    height,
                ])
            }
        }
        try withUIKitStage { sim, root in
            let parent = Parent()
            root.addChild(parent)
            root.view.addSubview(parent.view)
            parent.didMove(toParent: root)
            let child = Content()
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.didMove(toParent: parent)
            try sim.runUntilIdle()
            #expect(parent.told.isEmpty, "the first measure is no change")
            #expect(child.view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 120)
            child.height.constant = 200
            parent.view.layoutIfNeeded()
            #expect(parent.told.count == 1 && parent.told.first === child)
            parent.view.layoutIfNeeded()
            #expect(parent.told.count == 1, "nothing changed since")
        }
    }

    /// `UITraitCollection(layoutDirection:)`: a collection with that trait alone; the device's is
    /// left to right.
    @Test func traitCollectionLayoutDirection() {
        withUIKitStage { _, root in
            let rtl = UITraitCollection(layoutDirection: .rightToLeft)
            #expect(rtl.layoutDirection == .rightToLeft && rtl.horizontalSizeClass == .unspecified)
            #expect(UITraitCollection(layoutDirection: .leftToRight) != rtl)
            #expect(root.traitCollection.layoutDirection == .leftToRight)
            #expect(!root.traitCollection.containsTraits(in: rtl))
            #expect(UITraitCollection(traitsFrom: [root.traitCollection, rtl]).layoutDirection == .rightToLeft)
        }
    }

    /// Small shapes from the sixteenth batch: `perform(_:with:)` on an object held as
    /// `NSObjectProtocol`; `NSFoundationVersionNumber` above iOS 7.1's; Core Graphics values'
    /// `debugDescription` in Apple's format.
    @Test func smallShapes() {
        final class Target: NSObject {
            var got: [String] = []
            func handle(_ sender: Any?) { got.append("\(type(of: sender!))") }
        }
        withUIKitStage { _, root in
            let target = Target()
            let held: NSObjectProtocol = target
            held.perform(Selector(Target.handle(_:), "handle:"), with: root)
            #expect(target.got == ["ViewController"])
            #expect(NSFoundationVersionNumber > NSFoundationVersionNumber_iOS_7_1)
            #expect(NSFoundationVersionNumber_iOS_8_0 > NSFoundationVersionNumber_iOS_7_1)
            #expect(CGPoint(x: 1, y: 2.5).debugDescription == "(1.0, 2.5)")
            #expect(CGSize(width: 3, height: 4).debugDescription == "(3.0, 4.0)")
            #expect(CGRect(x: 1, y: 2, width: 3, height: 4).debugDescription == "(1.0, 2.0, 3.0, 4.0)")
            #expect(CGVector(dx: 1, dy: -1).debugDescription == "(1.0, -1.0)")
            // `CIColor` (UIKit re-exports Core Image): a colour's components.
            let tint = UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8)
            let ci = CIColor(color: tint)
            #expect(ci.red * 255 == 0.2 * 255 && ci.green == 0.4 && ci.blue == 0.6 && ci.alpha == 0.8)
            #expect(UIColor(ciColor: ci) == tint && tint.ciColor == ci && ci.components.count == ci.numberOfComponents)
        }
    }

    /// The seventeenth batch: layer subclasses override Core Animation's shadow and clipping
    /// properties; `replaceSublayer(_:with:)`; interpolated `os_log`; the system minimum margins.
    @Test func layerOverridesReplaceSublayerAndSmallNames() {
        final class FixedShadowLayer: CALayer {
            override var masksToBounds: Bool { get { false } set { super.masksToBounds = false } }
            override var shadowOpacity: Float { get { 0.2 } set { super.shadowOpacity = newValue } }
            override var shadowRadius: CGFloat { get { 4 } set { super.shadowRadius = newValue } }
            override var shadowOffset: CGSize { get { CGSize(width: 0, height: 2) } set {} }
        }
        withUIKitStage { sim, root in
            let shadowed = FixedShadowLayer()
            shadowed.masksToBounds = true
            shadowed.shadowRadius = 10
            #expect(!shadowed.masksToBounds && shadowed.shadowRadius == 4 && shadowed.shadowOpacity == 0.2)
            let plain = CALayer()
            plain.shadowRadius = 6.5
            #expect(plain.shadowRadius == 6.5 && CGFloat(plain.shadowRadius) / 2 == 3.25)

            let host = CALayer()
            let (a, b, c, fresh) = (CALayer(), CALayer(), CALayer(), CAShapeLayer())
            for l in [a, b, c] { host.addSublayer(l) }
            host.replaceSublayer(b, with: fresh)
            #expect(host.sublayers?.map { ObjectIdentifier($0) } == [a, fresh, c].map { ObjectIdentifier($0) })
            #expect(b.superlayer == nil && fresh.superlayer === host)
            host.replaceSublayer(a, with: c)  // c moves into a's place
            #expect(host.sublayers?.map { ObjectIdentifier($0) } == [c, fresh].map { ObjectIdentifier($0) })
            let before = sim.violations.count
            host.replaceSublayer(b, with: CALayer())  // not a sublayer: refused, recorded
            #expect(host.sublayers?.count == 2 && sim.violations.count == before + 1)
            root.view.layer.replaceSublayer(UIView().layer, with: CALayer())
            #expect(sim.violations.count == before + 2)

            let count = 3
            os_log("presenting \(count) cards")
            os_log(.debug, "count \(count)")
            os_log("plain literal %d", count)
            #expect(root.viewRespectsSystemMinimumLayoutMargins)
            root.viewRespectsSystemMinimumLayoutMargins = false
            #expect(!root.viewRespectsSystemMinimumLayoutMargins)
            #expect(root.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        }
    }

    /// iOS 16 scene geometry: one observable scene object; `requestGeometryUpdate` turns the
    /// interface to a requested orientation the top controller supports (else UIKit's error 101);
    /// `setNeedsUpdateOfSupportedInterfaceOrientations()` leaves an orientation no longer supported.
    @Test func sceneGeometryRequestsAndObservation() throws {
        final class Lockable: UIViewController {
            var portraitOnly = false
            override var supportedInterfaceOrientations: UIInterfaceOrientationMask { portraitOnly ? .portrait : .allButUpsideDown }
        }
        let sim = Simulation()
        let window = UIWindow(frame: sim.application.device.bounds)
        let root = Lockable()
        window.rootViewController = root
        window.makeKeyAndVisible()
        try sim.runUntilIdle()
        let scene = try #require(window.windowScene)
        #expect(scene === root.view.window?.windowScene && UIApplication.shared.connectedScenes.first === scene)
        var seen: [UIInterfaceOrientation] = []
        let token = scene.observe(\.interfaceOrientation, options: [.new]) { _, change in
            if let o = change.newValue { seen.append(o) }
        }
        defer { token.invalidate() }

        var errors: [NSError] = []
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeRight)) { errors.append($0 as NSError) }
        #expect(errors.isEmpty && scene.effectiveGeometry.interfaceOrientation == .landscapeRight)
        #expect(UIDevice.current.orientation == .landscapeLeft && window.bounds.width == 844)
        #expect(seen == [.landscapeRight])
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscape))  // already landscape: stays
        #expect(seen == [.landscapeRight])

        root.portraitOnly = true
        scene.requestGeometryUpdate(.iOS(interfaceOrientations: .landscapeLeft)) { errors.append($0 as NSError) }
        #expect(errors.map(\.code) == [101] && errors.first?.domain == "UISceneErrorDomain")
        #expect(scene.interfaceOrientation == .landscapeRight, "refused: nothing turns")
        root.setNeedsUpdateOfSupportedInterfaceOrientations()
        #expect(scene.interfaceOrientation == .portrait && seen == [.landscapeRight, .portrait])
        try sim.runUntilIdle()
        #expect(window.bounds.size == CGSize(width: 390, height: 844))
    }

    /// iOS 26 corner configurations: fixed, capsule (following the size), container-concentric
    /// against the screen's corners and against a rounded container, per-edge uniform pairs;
    /// resolved onto the layer (largest radius, masked corners) and by `effectiveRadius(corner:)`.
    @Test func cornerConfigurations() throws {
        try withUIKitStage { sim, root in
            let card = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
            root.view.addSubview(card)
            card.cornerConfiguration = .corners(radius: .fixed(12))
            #expect(card.layer.cornerRadius == 12 && card.effectiveRadius(corner: .topLeft) == 12)
            card.cornerConfiguration = .capsule()
            #expect(card.layer.cornerRadius == 50)
            card.frame.size.height = 60
            root.view.layoutIfNeeded()
            #expect(card.layer.cornerRadius == 30, "a capsule follows its size at layout")
            card.cornerConfiguration = .capsule(maximumRadius: 20)
            #expect(card.layer.cornerRadius == 20)

            // Against the screen's corners (47.33 on the simulated phone), 10 points in; a radius
            // never exceeds half the shorter side.
            card.cornerConfiguration = .corners(radius: .containerConcentric())
            #expect(card.effectiveRadius(corner: .topLeft) == 30, "clamped to half of 60")
            card.frame.size.height = 100
            root.view.layoutIfNeeded()
            #expect(abs(Double(card.effectiveRadius(corner: .topLeft)) - 37.33) < 1e-9)
            card.cornerConfiguration = .corners(radius: .containerConcentric(minimum: 40))
            #expect(card.effectiveRadius(corner: .topLeft) == 40)

            // A sheet with rounded top corners, square bottom ones, and a button 8 points inside.
            let sheet = UIView(frame: CGRect(x: 0, y: 400, width: 390, height: 444))
            root.view.addSubview(sheet)
            sheet.cornerConfiguration = .uniformTopRadius(.fixed(24), bottomLeftRadius: .containerConcentric(), bottomRightRadius: .containerConcentric())
            #expect(sheet.effectiveRadius(corner: .topLeft) == 24 && sheet.effectiveRadius(corner: .topRight) == 24)
            #expect(abs(Double(sheet.effectiveRadius(corner: .bottomLeft)) - 47.33) < 1e-9, "flush with the screen's corner")
            #expect(sheet.layer.maskedCorners == [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner])
            let button = UIView(frame: CGRect(x: 8, y: 8, width: 100, height: 100))
            sheet.addSubview(button)
            button.cornerConfiguration = .corners(topLeftRadius: .containerConcentric(), topRightRadius: nil, bottomLeftRadius: nil, bottomRightRadius: nil)
            #expect(button.effectiveRadius(corner: .topLeft) == CGFloat(sheet.layer.cornerRadius) - 8)
            #expect(button.layer.maskedCorners == [.layerMinXMinYCorner] && button.effectiveRadius(corner: .bottomRight) == 0)
            // Bad values: no trap, no NaN.
            button.cornerConfiguration = .corners(radius: .fixed(.nan))
            #expect(button.layer.cornerRadius == 0)
            button.cornerConfiguration = .capsule(maximumRadius: -.infinity)
            #expect(button.layer.cornerRadius == 50)
            _ = sim
        }
    }

    /// The eighteenth batch: iOS 13's `instantiateViewController(identifier:creator:)`, a class's
    /// `description()` override, the scene's delegate, iOS 17's spring by duration and bounce, an
    /// overridden `effect`.
    @Test func eighteenthBatchShapes() {
        final class Detail: UIViewController {
            var note = ""
        }
        final class NamedCell: UITableViewCell {
            override class func description() -> String { "Named" }
        }
        final class SceneHandler: UIWindowSceneDelegate {}
        final class FixedBlur: UIVisualEffectView {
            override var effect: UIVisualEffect? { get { super.effect } set { super.effect = newValue ?? UIBlurEffect(style: .dark) } }
        }
        withUIKitStage { sim, root in
            UIStoryboard.register(name: "EighthPass", initial: nil, scenes: ["Detail": { Detail() }])
            let board = UIStoryboard(name: "EighthPass", bundle: nil)
            let plain = board.instantiateViewController(identifier: "Detail")
            plain.modalPresentationStyle = .custom
            #expect(plain is Detail)
            let typed: Detail = board.instantiateViewController(identifier: "Detail")
            #expect(typed !== plain)
            let made: Detail = board.instantiateViewController(identifier: "Detail") { _ in
                let d = Detail()
                d.note = "from the creator"
                return d
            }
            #expect(made.note == "from the creator")
            #expect(NamedCell.description() == "Named" && UIView.description() == "View")

            let handler = SceneHandler()
            root.view.window?.windowScene?.delegate = handler
            #expect(root.view.window?.windowScene?.delegate === handler)

            let bouncy = UISpringTimingParameters(duration: 0.5, bounce: 0.3)
            #expect(abs(bouncy.dampingRatio - 0.7) < 1e-12)
            let stiff = UISpringTimingParameters(duration: 0.5, bounce: -0.5)
            #expect(abs(stiff.dampingRatio - 2) < 1e-12)
            let odd = UISpringTimingParameters(duration: .nan, bounce: 5)
            #expect(abs(odd.dampingRatio - 1) < 1e-12)

            let blur = FixedBlur(effect: nil)
            blur.effect = nil
            #expect(blur.effect != nil, "the override's setter")
            _ = sim
        }
    }

    /// iOS 14 registrations: `CellRegistration` and `SupplementaryRegistration` register their class
    /// on first use, dequeue (reusing cells) and configure through their handlers.
    @Test func cellAndSupplementaryRegistrations() throws {
        final class Source: NSObject, UICollectionViewDataSource {
            var items = ["Soup", "Salad", "Bread"]
            var configured: [String] = []
            lazy var cells = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [unowned self] cell, _, item in
                var content = cell.defaultContentConfiguration()
                content.text = item
                cell.contentConfiguration = content
                cell.accessories = [.disclosureIndicator()]
                self.configured.append(item)
            }
            lazy var headers = UICollectionView.SupplementaryRegistration<UICollectionReusableView>(
                elementKind: UICollectionView.elementKindSectionHeader) { view, kind, _ in view.accessibilityLabel = kind }
            func collectionView(_ cv: UICollectionView, numberOfItemsInSection section: Int) -> Int { items.count }
            func collectionView(_ cv: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                cv.dequeueConfiguredReusableCell(using: cells, for: indexPath, item: items[indexPath.item])
            }
            func collectionView(_ cv: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView {
                cv.dequeueConfiguredReusableSupplementary(using: headers, for: indexPath)
            }
        }
        try withUIKitStage { sim, root in
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 300, height: 44)
            layout.headerReferenceSize = CGSize(width: 300, height: 30)
            let grid = UICollectionView(frame: root.view.bounds, collectionViewLayout: layout)
            let source = Source()
            grid.dataSource = source
            root.view.addSubview(grid)
            try sim.runUntilIdle()
            #expect(source.configured == ["Soup", "Salad", "Bread"])
            let first = try #require(grid.cellForItem(at: IndexPath(item: 0, section: 0)) as? UICollectionViewListCell)
            #expect((first.contentConfiguration as? UIListContentConfiguration)?.text == "Soup" && first.accessories.count == 1)
            let header = grid.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).first
            #expect(header?.accessibilityLabel == UICollectionView.elementKindSectionHeader)
            source.items = ["Pasta"]
            grid.reloadData()
            try sim.runUntilIdle()
            #expect(source.configured.last == "Pasta" && grid.visibleCells.count == 1)
        }
    }

    /// `unwind(for:towards:)`: an override point on every controller (UIKit's default does
    /// nothing); a navigation controller's pops to the controller the unwind goes towards.
    @Test func unwindTowardsPopsANavigationStack() throws {
        final class Parent: UINavigationController {
            var seen: [UIViewController] = []
            override func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
                seen.append(subsequentVC)
                super.unwind(for: unwindSegue, towards: subsequentVC)
            }
        }
        try withUIKitStage { sim, root in
            let (a, b, c) = (UIViewController(), UIViewController(), UIViewController())
            let nav = Parent(rootViewController: a)
            root.addChild(nav)
            root.view.addSubview(nav.view)
            nav.didMove(toParent: root)
            nav.setViewControllers([a, b, c], animated: false)
            try sim.runUntilIdle()
            let segue = UIStoryboardSegue(identifier: "back", source: c, destination: a)
            nav.unwind(for: segue, towards: a)
            try sim.runUntilIdle()
            #expect(nav.seen.first === a && nav.viewControllers.count == 1 && nav.topViewController === a)
            nav.unwind(for: segue, towards: UIViewController())  // not in the stack: nothing
            #expect(nav.viewControllers.count == 1)
            c.unwind(for: segue, towards: a)  // a plain controller's default: nothing
        }
    }
}
