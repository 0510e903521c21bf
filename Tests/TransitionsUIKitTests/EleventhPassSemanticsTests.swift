import Foundation
import Testing
import TransitionsUIKit

// The eleventh pass over real code (notes/uikit-surface.md, "eleventh pass"): what the
// twenty-sixth and twenty-seventh corpus batches (floating menus, pull-to-refresh, parallax
// headers, alerts, HUDs, tab bars, drawers, carousels) reached for.

/// An object whose methods `perform(_:)` calls: one returns a view, one nothing, one a number.
private final class Vendor: NSObject {
    weak var lastMade: UIView?
    func makeBadge() -> UIView {
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        lastMade = badge
        return badge
    }
    func maybeBadge(_ flag: NSNumber) -> UIView? { flag.boolValue ? makeBadge() : nil }
    var calls = 0
    func touch() { calls += 1 }
    func count() -> Int { 7 }
}

/// A layout helper written for Objective-C's out-parameters: it hands the constraint it made
/// back through a pointer when the caller asks.
private func pinWidth(_ view: UIView, to width: CGFloat, constraint: AutoreleasingUnsafeMutablePointer<NSLayoutConstraint?>? = nil) {
    let made = view.widthAnchor.constraint(equalToConstant: width)
    made.isActive = true
    constraint?.pointee = made
}

/// A view that draws rounded corners itself, so it tells UIKit it is not opaque.
private final class RoundedCornersView: UIView {
    override var isOpaque: Bool {
        get { false }
        set {}
    }
}

/// A scroll view that hands UIKit a forwarder as its delegate (a parallax header's pattern):
/// the forwarder hears every callback first, then passes it on.
private final class ForwardingScrollView: UIScrollView {
    final class Forwarder: NSObject, UIScrollViewDelegate {
        weak var target: UIScrollViewDelegate?
        var heard = 0
        func scrollViewDidScroll(_ scrollView: UIScrollView) {
            heard += 1
            target?.scrollViewDidScroll(scrollView)
        }
    }
    let forwarder = Forwarder()
    override var delegate: UIScrollViewDelegate? {
        get { forwarder }
        set { forwarder.target = newValue }
    }
}
private final class OffsetWatcher: NSObject, UIScrollViewDelegate {
    var offsets: [CGFloat] = []
    func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
}

@Suite struct EleventhPassSemanticsTests {
    /// `perform(_:)` returns what the method returned when it is an object, unretained but alive
    /// until the run loop's turn ends (Darwin's autoreleased result); nil for a method that
    /// returns nothing or a value, and for a refused call, which is recorded.
    @Test func performReturnsTheMethodsObjectUntilTheTurnEnds() {
        withUIKitStage { sim, _ in
            let vendor = Vendor()
            let result = vendor.perform(Selector(Vendor.makeBadge, "makeBadge"))
            let badge = result?.takeUnretainedValue() as? UIView
            #expect(badge?.frame.width == 8 && badge === vendor.lastMade)
            let some = vendor.perform(Selector(Vendor.maybeBadge(_:), "maybeBadge:"), with: NSNumber(value: true))
            #expect(some?.takeUnretainedValue() is UIView)
            #expect(vendor.perform(Selector(Vendor.maybeBadge(_:), "maybeBadge:"), with: NSNumber(value: false)) == nil)
            #expect(vendor.perform(Selector(Vendor.touch, "touch")) == nil && vendor.calls == 1)
            #expect(vendor.perform(Selector(Vendor.count, "count")) == nil)
            #expect(sim.violations.isEmpty)
            #expect(UIView().perform(Selector(Vendor.makeBadge, "makeBadge")) == nil)
            #expect(sim.violations.count == 1)
            // The results made above are held only by the pool: the turn's end lets them go.
            sim.advance(by: 0.01)
            #expect(vendor.lastMade == nil)
        }
    }

    /// An Objective-C out-parameter (`NSLayoutConstraint **`) written as `&variable` receives
    /// what the callee stores; a caller that passes nothing gets nothing written.
    @Test func outParametersWriteTheCallersVariable() {
        withUIKitStage { _, root in
            let v = UIView()
            root.view.addSubview(v)
            var width: NSLayoutConstraint?
            pinWidth(v, to: 120, constraint: &width)
            #expect(width?.constant == 120 && width?.isActive == true && width?.firstItem === v)
            pinWidth(v, to: 80)
            root.view.layoutIfNeeded()
            #expect(v.constraints.count == 2)
        }
    }

    /// A layer's own media timing is stored with Core Animation's defaults, and values Core
    /// Animation could not use are ignored; the compositing filter is kept as given.
    @Test func layerMediaTimingIsStoredWithCoreAnimationsDefaults() {
        let layer = CAShapeLayer()
        #expect(layer.duration == 0 && layer.repeatCount == 0 && layer.repeatDuration == 0)
        #expect(!layer.autoreverses && layer.fillMode == .removed && layer.compositingFilter == nil)
        layer.fillMode = .forwards
        layer.duration = 2
        layer.duration = -1
        layer.duration = .nan
        layer.repeatCount = .infinity
        layer.repeatCount = -3
        layer.repeatDuration = .nan
        layer.autoreverses = true
        layer.compositingFilter = "multiplyBlendMode"
        #expect(layer.fillMode == .forwards && layer.duration == 2 && layer.repeatCount == .infinity)
        #expect(layer.repeatDuration == 0 && layer.autoreverses)
        #expect(layer.compositingFilter as? String == "multiplyBlendMode")
    }

    /// `withTintColor` makes a new image carrying the colour (and the rendering mode asked for);
    /// the receiver is unchanged. The system's named images are symbol images.
    @Test func tintedImagesAreNewImages() {
        let check = UIImage.checkmark
        #expect(check.isSymbolImage && check.name == "checkmark" && UIImage.remove.name == "minus")
        let green = check.withTintColor(.green, renderingMode: .alwaysOriginal)
        #expect(green !== check && green.tintColor == .green && green.renderingMode == .alwaysOriginal)
        #expect(check.tintColor == nil && check.renderingMode == .automatic)
        let red = green.withTintColor(.red)
        #expect(red.tintColor == .red && red.renderingMode == .alwaysOriginal && red.isSymbolImage)
    }

    /// Face up and face down are flat; neither is a valid interface orientation.
    @Test func flatOrientations() {
        #expect(UIDeviceOrientation.faceUp.isFlat && UIDeviceOrientation.faceDown.isFlat)
        #expect(!UIDeviceOrientation.portrait.isFlat && !UIDeviceOrientation.faceUp.isValidInterfaceOrientation)
    }

    /// Core Graphics' C constants are the values they name.
    @Test func coreGraphicsConstants() {
        #expect(CGRectZero == .zero && CGPointZero == .zero && CGSizeZero == .zero)
        #expect(CGRectNull.isNull && CGRectInfinite.isInfinite)
    }

    /// `isOpaque` and a scroll view's `delegate` are open, as UIKit's: the subclass's answer is
    /// what is read, and the scroll view sends its callbacks to the delegate its subclass
    /// returns.
    @Test func openMembersAreWhatTheModelReads() {
        withUIKitStage { _, root in
            let rounded = RoundedCornersView()
            rounded.isOpaque = true
            #expect(!rounded.isOpaque)
            let scroll = ForwardingScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            scroll.contentSize = CGSize(width: 100, height: 400)
            root.view.addSubview(scroll)
            let watcher = OffsetWatcher()
            scroll.delegate = watcher
            #expect(scroll.delegate === scroll.forwarder)
            scroll.contentOffset = CGPoint(x: 0, y: 30)
            #expect(scroll.forwarder.heard == 1 && watcher.offsets == [30])
        }
    }
}
