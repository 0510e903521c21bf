import Foundation
import Testing
import TransitionsUIKit

// Behaviour of the UIKit surface the third development corpus reached for: dimming behind a
// presentation, pull to refresh, images' bitmaps, layers' trees and keys, and the small
// Core Animation and Core Graphics calls. Each test states UIKit's behaviour it checks.

typealias CALayerPresentationForTest = CALayer?

/// Counts tint changes.
private final class TintWatcher: UIView {
    var changes = 0
    override func tintColorDidChange() { changes += 1 }
}

private final class RefreshTarget: NSObject {
    var pulls = 0
    func refresh(_ sender: UIRefreshControl) { pulls += 1 }
}

/// A colour subclass with a class colour declared in an extension (`class open var`).
private class BrandColor: UIColor {}
extension UIColor {
    fileprivate class var brand: UIColor { BrandColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1) }
}

/// A flow layout made from an archive's initialiser chain, as storyboard layouts are.
private final class ArchivedLayout: UICollectionViewFlowLayout {
    override init() { super.init() }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// An animation with a default for its own key (overriding Core Animation's class method).
private final class TaggedAnimation: CABasicAnimation {
    override class func defaultValue(forKey key: String) -> Any? { key == "tag" ? "none" : super.defaultValue(forKey: key) }
}

/// A plain object with one method, held as `NSObjectProtocol`.
private final class Listener: NSObject {
    func ping() {}
}

/// A layout that is only ever installed declares its collection view non-optional.
private final class InstalledLayout: UICollectionViewFlowLayout {
    override var collectionView: UICollectionView { super.collectionView! }
}

@Suite struct ThirdCorpusSurfaceTests {
    /// A presentation controller dims the presenter: every view following the mode reads a grey
    /// tint and hears `tintColorDidChange()`; one with its own `.normal` mode is untouched.
    @Test func dimmingTheTintBehindAPresentation() {
        withUIKitStage { _, root in
            let inherits = TintWatcher()
            let keepsNormal = TintWatcher()
            keepsNormal.tintAdjustmentMode = .normal
            root.view.addSubview(inherits)
            root.view.addSubview(keepsNormal)
            root.view.tintColor = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
            #expect(inherits.changes == 1 && keepsNormal.changes == 1)
            root.view.tintAdjustmentMode = .dimmed
            #expect(inherits.tintAdjustmentMode == .dimmed && keepsNormal.tintAdjustmentMode == .normal)
            #expect(inherits.changes == 2 && keepsNormal.changes == 1)
            let grey = inherits.tintColor!
            #expect(grey.red == grey.green && grey.green == grey.blue && abs(grey.red - 0.299) < 1e-12)
            #expect(keepsNormal.tintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
            root.view.tintAdjustmentMode = .automatic
            #expect(inherits.tintAdjustmentMode == .normal && inherits.changes == 3)
            root.view.tintAdjustmentMode = .normal  // effective mode unchanged: no notification
            #expect(inherits.changes == 3)
        }
    }

    /// Pulling a table past the threshold starts refreshing during the drag and sends
    /// `.valueChanged` once; the release rests with the control showing; `endRefreshing()`
    /// scrolls back to the top; `beginRefreshing()` from code sends nothing.
    @Test func pullToRefresh() throws {
        try withUIKitStage { sim, root in
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 700))
            let control = UIRefreshControl()
            let target = RefreshTarget()
            control.addTarget(target, action: Selector(RefreshTarget.refresh(_:), "refresh:"), for: .valueChanged)
            table.refreshControl = control
            root.view.addSubview(table)
            #expect(control.superview === table && control.frame.maxY == 0 && control.frame.width == 390)
            let f = Finger(downAt: CGPoint(x: 200, y: 100), in: root.view.window!)
            for i in 1...30 {
                sim.advanceFrame()
                f.move(to: CGPoint(x: 200, y: 100 + Double(i) * 20))
            }
            #expect(control.isRefreshing && target.pulls == 1)
            f.lift()
            try sim.runUntilIdle()
            #expect(target.pulls == 1 && table.contentOffset.y == -table.adjustedContentInset.top && table.adjustedContentInset.top >= 60)
            control.endRefreshing()
            try sim.runUntilIdle()
            #expect(!control.isRefreshing && table.contentOffset.y == -table.adjustedContentInset.top && table.adjustedContentInset.top < 60)
            control.beginRefreshing()
            #expect(control.isRefreshing && target.pulls == 1)
        }
    }

    /// An image's bitmap is its size times its scale; an image made from a bitmap divides by the
    /// scale; crops are rounded out and clipped, empty ones are nil.
    @Test func imagesAndTheirBitmaps() throws {
        let photo = UIImage(size: CGSize(width: 100, height: 50), scale: 2)
        let bitmap = try #require(photo.cgImage)
        #expect(bitmap.width == 200 && bitmap.height == 100 && bitmap.bytesPerRow == 800)
        let back = UIImage(cgImage: bitmap, scale: 2, orientation: .up)
        #expect(back.size == CGSize(width: 100, height: 50) && back.scale == 2)
        #expect(UIImage(cgImage: bitmap, scale: .nan, orientation: .up).size == CGSize(width: 200, height: 100))
        let crop = try #require(bitmap.cropping(to: CGRect(x: 150.5, y: -10, width: 100, height: 30)))
        #expect(crop.width == 50 && crop.height == 20)
        #expect(bitmap.cropping(to: CGRect(x: 500, y: 0, width: 10, height: 10)) == nil)
        #expect(UIImage(named: "missing")?.cgImage == nil)
    }

    /// Setting `sublayers` replaces them (a subview's layer leaves with its view); key paths
    /// read and write as keys.
    @Test func layersSublayersAndKeyPaths() {
        withUIKitStage { _, root in
            let host = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let child = UIView()
            host.addSubview(child)
            let a = CALayer(), b = CALayer()
            host.layer.addSublayer(a)
            host.layer.sublayers = [b]
            #expect(host.layer.sublayers?.count == 1 && host.layer.sublayers?.first === b && a.superlayer == nil && child.superview == nil)
            host.layer.sublayers = nil
            #expect(host.layer.sublayers == nil)
            // `presentation() ?? layer` reads the same properties from either (the model's values
            // when there is no presentation).
            host.center = CGPoint(x: 70, y: 80)
            #expect((host.layer.presentation() ?? host.layer).position == CGPoint(x: 70, y: 80))
            let none: CALayerPresentationForTest = nil
            #expect((none ?? host.layer).position == CGPoint(x: 70, y: 80) && (none ?? host.layer).bounds.size == CGSize(width: 100, height: 100))
            host.layer.setValue(0.5, forKeyPath: "opacity")
            #expect(host.layer.opacity == 0.5 && host.layer.value(forKeyPath: "opacity") as? Double == 0.5)
            let shape = CAShapeLayer()
            shape.lineCap = .round
            shape.lineJoin = kCALineJoinBevel
            shape.lineDashPattern = [4, 2]
            #expect(shape.lineCap == .round && shape.lineJoin == .bevel && shape.lineDashPattern == [4, 2])
            let path = UIBezierPath()
            path.lineCapStyle = .round
            #expect(path.lineCapStyle == CGLineCap.round)
        }
    }

    /// `getControlPoint(at:values:)` gives the curve's four points; an index outside 0…3 writes
    /// nothing.
    @Test func timingFunctionControlPoints() {
        let f = CAMediaTimingFunction(controlPoints: 0.3, 0.1, 0.7, 0.9)
        var p: [Float] = [-1, -1]
        var points: [[Float]] = []
        for i in 0...4 {
            p = [-1, -1]
            p.withUnsafeMutableBufferPointer { f.getControlPoint(at: i, values: $0.baseAddress!) }
            points.append(p)
        }
        #expect(points == [[0, 0], [0.3, 0.1], [0.7, 0.9], [1, 1], [-1, -1]])
    }

    /// Core Foundation's clock is the simulation's; a pushed context is the current one.
    @Test func clocksAndContexts() throws {
        try withUIKitStage { sim, _ in
            let start = CFAbsoluteTimeGetCurrent()
            for _ in 0..<30 { sim.advanceFrame() }
            #expect(abs(CFAbsoluteTimeGetCurrent() - start - 0.5) < 1e-9)
            UIGraphicsBeginImageContext(CGSize(width: 10, height: 10))
            let outer = try #require(UIGraphicsGetCurrentContext())
            UIGraphicsBeginImageContext(CGSize(width: 20, height: 20))
            let inner = try #require(UIGraphicsGetCurrentContext())
            UIGraphicsPushContext(outer)
            #expect(UIGraphicsGetCurrentContext() === outer && outer.boundingBoxOfClipPath.size == CGSize(width: 10, height: 10))
            UIGraphicsPopContext()
            #expect(UIGraphicsGetCurrentContext() === inner)
            UIGraphicsEndImageContext()
            UIGraphicsEndImageContext()
        }
    }

    /// `UIColor` is open (subclasses, class colours in extensions); a colour's components are
    /// its RGBA values.
    @Test func coloursAreOpenAndHaveComponents() {
        let brand = UIColor.brand
        #expect(brand is BrandColor && brand.cgColor.components == [0.2, 0.4, 0.6, 1] && brand.cgColor.numberOfComponents == 4)
        #expect(brand == UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 1))
    }

    /// A layout made through `init?(coder:)` works as one made in code.
    @Test func archivedLayoutsInitialise() {
        let layout = ArchivedLayout(coder: NSCoder())
        #expect(layout?.itemSize == CGSize(width: 50, height: 50))
    }

    /// A layout's `collectionView` is overridable read-only; `UIColor()` draws nothing; a pattern
    /// colour covers; images draw into contexts without effect.
    @Test func smallSurfaceOfTheFourthBatch() {
        withUIKitStage { _, root in
            let layout = InstalledLayout()
            let list = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
            root.view.addSubview(list)
            #expect(layout.collectionView === list)
            #expect(UIColor().cgColor.alpha == 0 && UIColor(patternImage: UIImage(size: CGSize(width: 4, height: 4))).cgColor.alpha == 1)
            UIImage(size: CGSize(width: 4, height: 4)).draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
            #expect(MAXFLOAT == Float.greatestFiniteMagnitude)
        }
    }

    /// `UIAction`s (iOS 14): a button's primary action runs on a tap with the button as sender
    /// and titles the button; an action added again under the same identifier replaces the
    /// first; a disabled one does not run; bar button items run theirs on a tap.
    @Test func closureActionsOnControlsAndBarItems() {
        withUIKitStage { _, root in
            var log: [String] = []
            let button = UIButton(primaryAction: UIAction(title: "Share") { action in
                log.append("share from \((action.sender as? UIButton)?.currentTitle ?? "?")")
            })
            button.frame = CGRect(x: 0, y: 100, width: 200, height: 44)
            root.view.addSubview(button)
            Finger(downAt: CGPoint(x: 100, y: 122), in: root.view.window!).lift()
            #expect(log == ["share from Share"] && button.currentTitle == "Share")
            let id = UIAction.Identifier("count")
            button.addAction(UIAction(identifier: id) { _ in log.append("first") }, for: .touchUpInside)
            button.addAction(UIAction(identifier: id) { _ in log.append("second") }, for: .touchUpInside)
            button.addAction(UIAction(attributes: .disabled) { _ in log.append("disabled") }, for: .touchUpInside)
            log = []
            Finger(downAt: CGPoint(x: 100, y: 122), in: root.view.window!).lift()
            #expect(log.sorted() == ["second", "share from Share"])
            let item = UIBarButtonItem(primaryAction: UIAction(title: "Done") { _ in log.append("done") })
            item.tap()
            #expect(item.title == "Done" && log.last == "done")
        }
    }

    /// `UIButton.Configuration` (iOS 15): the title and image it carries are what the button
    /// shows, its content insets size the button; the update handler runs on request.
    @Test func buttonConfigurations() {
        withUIKitStage { _, _ in
            var config = UIButton.Configuration.filled()
            config.title = "Continue"
            config.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 20, bottom: 10, trailing: 20)
            let button = UIButton(configuration: config)
            let plain = UIButton(type: .system)
            plain.setTitle("Continue", for: .normal)
            #expect(button.currentTitle == "Continue" && button.configuration?.title == "Continue")
            #expect(button.intrinsicContentSize.width == plain.intrinsicContentSize.width + 40)
            #expect(button.intrinsicContentSize.height == plain.intrinsicContentSize.height + 20)
            var updates = 0
            button.configurationUpdateHandler = { b in
                updates += 1
                var c = b.configuration
                c?.title = "Done"
                b.configuration = c
            }
            button.setNeedsUpdateConfiguration()
            #expect(updates == 1 && button.currentTitle == "Done")
        }
    }

    /// `responds(to:)` through `NSObjectProtocol` answers for plain objects and responders alike.
    @Test func respondsThroughTheProtocol() {
        withUIKitStage { _, root in
            let plain: NSObjectProtocol = Listener()
            let responder: NSObjectProtocol = root
            let ping = Selector(Listener.ping, "ping")
            #expect(plain.responds(to: ping) && !responder.responds(to: ping))
            #expect(root.responds(to: Selector(UIViewController.viewDidLoad, "viewDidLoad")))
        }
    }

    /// An animation subclass's `defaultValue(forKey:)` is what `value(forKey:)` reads for an unset key.
    @Test func animationDefaultsAreOverridable() {
        let a = TaggedAnimation(keyPath: "opacity")
        #expect(a.value(forKey: "tag") as? String == "none" && a.value(forKey: "other") == nil)
        a.setValue("set", forKey: "tag")
        #expect(a.value(forKey: "tag") as? String == "set")
    }
}
