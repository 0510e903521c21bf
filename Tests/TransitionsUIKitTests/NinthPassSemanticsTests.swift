import Foundation
import Testing
import TransitionsUIKit

// The ninth pass over real code (notes/uikit-surface.md, "ninth pass"): UIKit's behaviour
// behind the APIs the twentieth to twenty-second corpus batches reached for.

/// A view with a fixed intrinsic width.
private final class Intrinsic: UIView {
    let width: CGFloat
    init(width: CGFloat) {
        self.width = width
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { CGSize(width: width, height: 20) }
}

/// A segue subclass overriding only the designated initialiser (as apps' animated segues do).
private final class CircleSegue: UIStoryboardSegue {
    var origin = CGPoint.zero
    required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        super.init(identifier: identifier, source: source, destination: destination)
    }
}

/// A tiled layer with its own fade, as apps declare one for a zoomable image.
private final class FastTiles: CATiledLayer {
    override class func fadeDuration() -> CFTimeInterval { 0 }
}
private final class TiledView: UIView {
    override class var layerClass: AnyClass { FastTiles.self }
}

/// A tab bar controller narrowing `tabBar` to its own bar class (UIKit's is open and read-only).
private final class GlowBar: UITabBar {}
private final class GlowTabs: UITabBarController {
    override var tabBar: GlowBar { super.tabBar as! GlowBar }
    override func viewDidLoad() {
        super.viewDidLoad()
        setValue(GlowBar(), forKey: "tabBar")
    }
}

/// Members UIKit declares open, overridden as apps do.
private final class MirroredView: UIView {
    override var semanticContentAttribute: UISemanticContentAttribute {
        get { .forceRightToLeft }
        set {}
    }
    override var description: String { "mirrored" }
}
private final class RecordingWindow: UIWindow {
    var roots: [String] = []
    override var rootViewController: UIViewController? {
        didSet { roots.append(rootViewController?.title ?? "nil") }
    }
}

@Suite struct NinthPassSemanticsTests {
    /// `.fill`: the view with the lowest hugging priority takes the room left over; when room is
    /// missing the view with the lowest compression resistance gives way first; a view with no
    /// intrinsic width absorbs both before any priority is consulted.
    @Test func fillStackViewsFollowHuggingAndCompressionPriorities() {
        withUIKitStage { _, root in
            let a = Intrinsic(width: 100), b = Intrinsic(width: 50), c = Intrinsic(width: 60)
            let stack = UIStackView(arrangedSubviews: [a, b, c])
            stack.spacing = 10
            stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
            root.view.addSubview(stack)
            a.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            b.setContentHuggingPriority(.required, for: .horizontal)
            stack.layoutIfNeeded()
            // 300 − 210 − 20 = 70 extra: the first view hugs least.
            #expect([a, b, c].map(\.frame.width) == [170, 50, 60])
            #expect([a, b, c].map(\.frame.minX) == [0, 180, 240])

            // 150 wide: 80 missing. c (750) and a (750) resist less than b (raised): the later of
            // the two equals, c, gives its 60 first, then a gives 20.
            b.setContentCompressionResistancePriority(.required, for: .horizontal)
            stack.frame.size.width = 150
            stack.layoutIfNeeded()
            #expect([a, b, c].map(\.frame.width) == [80, 50, 0])
            a.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            stack.setNeedsLayout()
            stack.layoutIfNeeded()
            #expect([a, b, c].map(\.frame.width) == [20, 50, 60])

            // A plain view (no intrinsic width) among them absorbs the difference.
            let spacer = UIView()
            stack.insertArrangedSubview(spacer, at: 1)
            stack.frame.size.width = 400
            stack.layoutIfNeeded()
            #expect(abs(spacer.frame.width - 160) < 1e-9, "400 − 210 − 3 gaps of 10")
            #expect(a.frame.width == 100)
        }
    }

    /// UIKit's `init(identifier:source:destination:performHandler:)` is a convenience
    /// initialiser: a subclass overriding the designated one inherits it.
    @Test func segueSubclassesInheritThePerformHandlerInitialiser() {
        withUIKitStage { _, root in
            var ran = 0
            let segue = CircleSegue(identifier: "unwind", source: root, destination: UIViewController()) { ran += 1 }
            segue.origin = CGPoint(x: 4, y: 4)
            segue.perform()
            #expect(ran == 1)
            #expect(segue.identifier == "unwind")
            let plain = CircleSegue(identifier: nil, source: root, destination: UIViewController())
            plain.perform()
            #expect(ran == 1)
        }
    }

    /// `addArc(tangent1End:tangent2End:radius:)` (`arct`): a line to the first tangent point, the
    /// short arc, ending at the second tangent point; degenerate cases are a line to T₁.
    @Test func tangentArcsFollowCoreGraphics() {
        var path = CGMutablePath()
        path.move(to: .zero)
        path.addArc(tangent1End: CGPoint(x: 100, y: 0), tangent2End: CGPoint(x: 100, y: 100), radius: 20)
        #expect(abs(path.currentPoint.x - 100) < 1e-9 && abs(path.currentPoint.y - 20) < 1e-9)
        let box = path.boundingBox
        #expect(abs(box.maxX - 100) < 1e-9 && abs(box.maxY - 20) < 1e-9 && box.minY >= -1e-9)
        #expect(path.contains(CGPoint(x: 95, y: 10)), "inside the arc, under the closing chord")
        #expect(!path.contains(CGPoint(x: 99, y: 1)), "the corner is rounded off")

        var straight = CGMutablePath()
        straight.move(to: .zero)
        straight.addArc(tangent1End: CGPoint(x: 50, y: 0), tangent2End: CGPoint(x: 80, y: 0), radius: 10)
        #expect(straight.currentPoint == CGPoint(x: 50, y: 0))
        var empty = CGMutablePath()
        empty.addArc(tangent1End: CGPoint(x: 5, y: 5), tangent2End: CGPoint(x: 9, y: 9), radius: 3)
        #expect(empty.currentPoint == CGPoint(x: 5, y: 5))
        let before = path.currentPoint
        path.addArc(tangent1End: CGPoint(x: CGFloat.nan, y: 0), tangent2End: .zero, radius: 5)
        #expect(path.currentPoint == before)

        // The same through a drawing context, whose path needs a current point.
        UIGraphicsBeginImageContext(CGSize(width: 200, height: 200))
        let ctx = UIGraphicsGetCurrentContext()!
        ctx.addArc(tangent1End: CGPoint(x: 10, y: 10), tangent2End: CGPoint(x: 20, y: 20), radius: 4)
        #expect(ctx.path == nil)
        ctx.move(to: CGPoint(x: 0, y: 50))
        ctx.addArc(tangent1End: CGPoint(x: 50, y: 50), tangent2End: CGPoint(x: 50, y: 0), radius: 10)
        #expect(abs(ctx.path!.currentPoint.x - 50) < 1e-9 && abs(ctx.path!.currentPoint.y - 40) < 1e-9)
        ctx.setRenderingIntent(.perceptual)
        UIGraphicsEndImageContext()
    }

    @Test func layerSurface() {
        withUIKitStage { _, root in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            root.view.addSubview(v)
            var t = CATransform3DIdentity
            t.m34 = -1.0 / 500
            v.layer.sublayerTransform = t
            #expect(v.layer.presentation()?.sublayerTransform.m34 == -1.0 / 500)
            #expect(v.layer.model().sublayerTransform.m34 == -1.0 / 500)

            let tiled = TiledView(frame: CGRect(x: 0, y: 0, width: 1000, height: 1000))
            let layer = tiled.layer as! CATiledLayer
            #expect(layer.tileSize == CGSize(width: 256, height: 256) && layer.levelsOfDetail == 1 && layer.levelsOfDetailBias == 0)
            layer.levelsOfDetailBias = 3
            #expect(type(of: layer).fadeDuration() == 0)
            #expect(CATiledLayer.fadeDuration() == 0.25)
            #expect((CATiledLayer(layer: layer) as CATiledLayer).levelsOfDetailBias == 3)
        }
    }

    @Test func viewAndTextSurface() {
        withUIKitStage { _, root in
            let v = UIView()
            #expect(v.contentScaleFactor == 3)
            v.contentScaleFactor = 2
            v.contentScaleFactor = .nan
            v.contentScaleFactor = 0
            #expect(v.contentScaleFactor == 2)
            v.minimumContentSizeCategory = .medium
            #expect(v.minimumContentSizeCategory == .medium && v.maximumContentSizeCategory == nil)

            let field = UITextField()
            field.defaultTextAttributes = [.font: UIFont.boldSystemFont(ofSize: 21), .foregroundColor: UIColor.red, .kern: 1.5]
            #expect(field.font == UIFont.boldSystemFont(ofSize: 21))
            #expect(field.textColor == .red)
            #expect(field.defaultTextAttributes[.kern] as? Double == 1.5)
            field.textColor = .blue
            #expect(field.defaultTextAttributes[.foregroundColor] as? UIColor == .blue)

            let text = UITextView()
            #expect(text.textContainer.lineFragmentPadding == 5)
            text.textContainer.lineFragmentPadding = 0
            #expect(text.textContainer === text.textContainer && text.textContainer.lineFragmentPadding == 0)
            let label = UILabel()
            label.highlightedTextColor = .white
            #expect(label.highlightedTextColor == .white)
            let table = UITableView()
            #expect(table.insetsContentViewsToSafeArea)
            let bar = UISearchBar()
            bar.enablesReturnKeyAutomatically = false
            bar.returnKeyType = .done
            #expect(!bar.enablesReturnKeyAutomatically && bar.searchTextField.returnKeyType == .done)
            #expect(UIFontDescriptor().fontAttributes.isEmpty)

            // Colours and fonts are NSObjects, as in UIKit: an attribute literal infers a common
            // type, `isEqual` compares values.
            let attributes = [NSAttributedString.Key.font: UIFont.systemFont(ofSize: 18), .foregroundColor: UIColor.black]
            #expect(attributes.count == 2)
            #expect(UIColor.red.isEqual(UIColor(red: 1, green: 0, blue: 0, alpha: 1)))
            #expect(!UIColor.red.isEqual(UIFont.systemFont(ofSize: 1)))
            #expect(Set([UIColor.red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]).count == 1)

            let built = NSMutableAttributedString()
            built.append(NSAttributedString(string: "ab"))
            #expect(built.length == 2)
            let attached = NSAttributedString(attachment: NSTextAttachment(image: UIImage()))
            #expect(attached.length == 1 && attached.attribute(.attachment, at: 0, effectiveRange: nil) is NSTextAttachment)
            let shadow = NSShadow()
            #expect(shadow.shadowOffset == CGSize(width: 0, height: -3))
            _ = root
        }
    }

    /// Core Text's framesetter sizes text as the model's string measuring does.
    @Test func coreTextSuggestsTheMeasuredSize() {
        let text = NSAttributedString(string: "A bubble of text that wraps over a few lines", attributes: [.font: UIFont.systemFont(ofSize: 14)])
        let framesetter = CTFramesetterCreateWithAttributedString(text)
        var fit = CFRange()
        let size = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRange(location: 0, length: 0), nil, CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), &fit)
        #expect(size == text.boundingRect(with: CGSize(width: 120, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin, context: nil).size)
        #expect(size.height > 14 * 1.2, "wrapped")
        #expect(fit.location == 0 && fit.length == text.length)
        let capped = CTFramesetterSuggestFrameSizeWithConstraints(framesetter, CFRangeMake(-5, 1000), nil, CGSize(width: 120, height: 20), nil)
        #expect(capped.height == 20)
    }

    /// `UIScreen.fixedCoordinateSpace`: portrait coordinates whatever the interface's orientation.
    @Test func fixedCoordinateSpaceStaysPortrait() {
        withUIKitStage { sim, root in
            let screen = UIScreen.main
            #expect(screen.fixedCoordinateSpace.bounds == CGRect(x: 0, y: 0, width: 390, height: 844))
            #expect(screen.coordinateSpace.convert(CGPoint(x: 10, y: 20), to: screen.fixedCoordinateSpace) == CGPoint(x: 10, y: 20))
            for orientation in [Device.Orientation.landscapeRight, .landscapeLeft, .portraitUpsideDown] {
                sim.application.rotate(to: orientation)
                let fixed = screen.fixedCoordinateSpace
                #expect(fixed.bounds.size == CGSize(width: 390, height: 844))
                let p = CGPoint(x: 30, y: 70)
                let there = screen.coordinateSpace.convert(p, to: fixed)
                #expect(fixed.convert(there, to: screen.coordinateSpace) == p)
                #expect(fixed.bounds.contains(there))
                // The interface's bounds cover the fixed space exactly.
                #expect(screen.coordinateSpace.convert(screen.bounds, to: fixed) == fixed.bounds)
                _ = root
            }
            sim.application.rotate(to: .landscapeRight)
            // Landscape right: the interface's top-left corner is the device's top-right one.
            #expect(screen.coordinateSpace.convert(CGPoint.zero, to: screen.fixedCoordinateSpace) == CGPoint(x: 390, y: 0))
        }
    }

    @Test func valuesAppearancesAndPointerArrays() {
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(NSValue(uiEdgeInsets: insets).uiEdgeInsetsValue == insets)
        #expect(NSValue(directionalEdgeInsets: NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)).directionalEdgeInsetsValue.trailing == 4)
        #expect(NSValue(uiOffset: UIOffset(horizontal: 5, vertical: 6)).uiOffsetValue.vertical == 6)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 1)).uiEdgeInsetsValue == .zero)

        let nav = UINavigationBarAppearance()
        nav.configureWithOpaqueBackground()
        nav.titleTextAttributes = [.foregroundColor: UIColor.red]
        let base: UIBarAppearance = nav
        let copied: UIBarAppearance = base.copy()  // UIKit's `Self`-returning copy, in a typed context
        #expect(copied is UINavigationBarAppearance && copied !== nav)
        #expect((copied as? UINavigationBarAppearance)?.titleTextAttributes[.foregroundColor] as? UIColor == .red)
        #expect(copied.backgroundColor == .white)
        let typed: UINavigationBarAppearance = nav.copy()
        #expect(typed.titleTextAttributes.count == 1)

        let list = NSPointerArray.weakObjects()
        var kept: UIView? = UIView()
        let other = UIView()
        list.addPointer(Unmanaged.passUnretained(kept!).toOpaque())
        list.addPointer(Unmanaged.passUnretained(other).toOpaque())
        list.addPointer(nil)
        #expect(list.count == 3 && list.allObjects.count == 2)
        kept = nil
        #expect(list.pointer(at: 0) == nil && list.allObjects.count == 1)
        list.compact()
        #expect(list.count == 1 && list.pointer(at: 0) == Unmanaged.passUnretained(other).toOpaque())
        #expect(list.pointer(at: 7) == nil)
        list.removePointer(at: -1)
        list.insertPointer(nil, at: 9)
        #expect(list.count == 1)
        #expect(UINT64_MAX == UInt64.max && !ProcessInfo.processInfo.isiOSAppOnMac)
    }

    /// `constraintsAffectingLayout(for:)`: the active constraints placing or sizing the view along
    /// the axis, wherever they are installed.
    @Test func constraintsAffectingLayoutByAxis() {
        withUIKitStage { _, root in
            let v = UIView()
            v.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(v)
            let leading = v.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10)
            let width = v.widthAnchor.constraint(equalToConstant: 100)
            let top = v.topAnchor.constraint(equalTo: root.view.safeAreaLayoutGuide.topAnchor)
            let height = v.heightAnchor.constraint(equalToConstant: 40)
            NSLayoutConstraint.activate([leading, width, top, height])
            let horizontal = v.constraintsAffectingLayout(for: .horizontal)
            #expect(horizontal.count == 2 && horizontal.contains { $0 === leading } && horizontal.contains { $0 === width })
            let vertical = v.constraintsAffectingLayout(for: .vertical)
            #expect(vertical.count == 2 && vertical.contains { $0 === top } && vertical.contains { $0 === height })
            height.isActive = false
            #expect(v.constraintsAffectingLayout(for: .vertical).count == 1)
        }
    }

    /// UIKit declares these open: apps override them.
    @Test func openMembersAppsOverride() throws {
        try withUIKitStage { sim, root in
            let tabs = GlowTabs()
            root.present(tabs, animated: false)
            try sim.runUntilIdle()
            #expect(tabs.tabBar is GlowBar)
            #expect((tabs as UITabBarController).tabBar === tabs.tabBar)
            let mirrored = MirroredView()
            #expect(mirrored.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            #expect("\(mirrored)" == "mirrored")
            let window = RecordingWindow(frame: UIScreen.main.bounds)
            let vc = UIViewController()
            vc.title = "first"
            window.rootViewController = vc
            #expect(window.roots == ["first"])
            #expect(window.rootViewController === vc)
        }
    }

    /// b23's gaps: header-footer nibs and background views, the highlight glow, `@synchronized`.
    @Test func headerFooterNibsBackgroundsAndSynchronization() {
        withUIKitStage { _, root in
            final class Footer: UITableViewHeaderFooterView {}
            let nib = UINib(nibName: "NinthPassFooter", bundle: nil)
            UINib.register(name: "NinthPassFooter") { _ in [Footer(reuseIdentifier: nil)] }
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
            root.view.addSubview(table)
            table.register(nib, forHeaderFooterViewReuseIdentifier: "footer")
            let footer = table.dequeueReusableHeaderFooterView(withIdentifier: "footer")
            #expect(footer is Footer)
            let clear = UIView()
            footer?.backgroundView = clear
            footer?.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
            #expect(clear.superview === footer && footer?.subviews.first === clear)
            #expect(clear.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
            footer?.backgroundView = nil
            #expect(clear.superview == nil)

            let button = UIButton(type: .system)
            #expect(!button.showsTouchWhenHighlighted)
            button.showsTouchWhenHighlighted = true
            #expect(button.showsTouchWhenHighlighted)
        }

        let token = NSObject()
        #expect(objc_sync_exit(token) == OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
        objc_sync_enter(token)
        objc_sync_enter(token)  // recursive, as @synchronized is
        #expect(objc_sync_exit(token) == OBJC_SYNC_SUCCESS)
        #expect(objc_sync_exit(token) == OBJC_SYNC_SUCCESS)
        #expect(objc_sync_exit(token) == OBJC_SYNC_NOT_OWNING_THREAD_ERROR)
        // Two threads incrementing under the lock lose no update.
        final class Counter: @unchecked Sendable { var n = 0 }
        let counter = Counter()
        DispatchQueue.concurrentPerform(iterations: 4) { _ in
            for _ in 0..<500 {
                objc_sync_enter(counter)
                counter.n += 1
                objc_sync_exit(counter)
            }
        }
        #expect(counter.n == 2000)
    }

    /// `CATransaction.setCompletionBlock(_:)` outside `begin()`/`commit()` belongs to Core
    /// Animation's implicit transaction: it runs when the animations added during the run-loop
    /// turn end — before or after the block was set, on a layer's mask too — and at the turn's end
    /// when none was added (a mask-reveal animator completes its context this way). It used to
    /// be kept and never run.
    @Test func implicitTransactionCompletionRunsWhenTheTurnsAnimationsEnd() throws {
        try withUIKitStage { sim, root in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            root.view.addSubview(v)
            let mask = CALayer()
            v.layer.mask = mask
            mask.frame = CGRect(x: -100, y: 0, width: 100, height: 100)
            var completedAt: Double?
            CATransaction.setCompletionBlock { completedAt = sim.now }
            let slide = CABasicAnimation(keyPath: "position")
            slide.duration = 0.6
            slide.fromValue = NSValue(cgPoint: mask.position)
            slide.toValue = NSValue(cgPoint: CGPoint(x: 50, y: 50))
            mask.add(slide, forKey: "position")
            mask.position = CGPoint(x: 50, y: 50)
            try sim.runUntilIdle()
            #expect(completedAt.map { abs($0 - 0.6) < 1e-9 } == true, "\(String(describing: completedAt))")

            // Set after the animation was added, in the same turn: still waits for it.
            let start = sim.now
            var late: Double?
            let fade = CABasicAnimation(keyPath: "opacity")
            fade.duration = 0.3
            v.layer.add(fade, forKey: "fade")
            CATransaction.setCompletionBlock { late = sim.now }
            try sim.runUntilIdle()
            #expect(late.map { abs($0 - start - 0.3) < 1e-9 } == true, "\(String(describing: late))")

            // No animation in the turn: the block runs when the turn ends.
            var ranEmpty = false
            CATransaction.setCompletionBlock { ranEmpty = true }
            #expect(!ranEmpty)
            try sim.runUntilIdle()
            #expect(ranEmpty)
        }
    }
}
