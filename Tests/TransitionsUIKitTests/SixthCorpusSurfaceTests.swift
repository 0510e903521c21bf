import Foundation
import Testing
import TransitionsUIKit

// UIKit, Core Animation and Core Graphics surface that a sixth pass over real code reached for,
// each spelled with UIKit's names and checked for UIKit's behaviour.

/// A card-flip container as apps write one: a transform layer holding a face, its own
/// animation delegate.
private final class FlipLayer: CATransformLayer, CAAnimationDelegate {
    let face = CALayer()
    var stops: [Bool] = []
    // As the rewriter writes an app's `override init()` (views make layers from `layerClass`).
    required init() {
        super.init()
        addSublayer(face)
    }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) { stops.append(flag) }
}

/// A caption layer subclass (apps subclass text layers to vertically centre their text).
private final class CaptionLayer: CATextLayer {
    var drawn = 0
    required init() { super.init() }
    override init(layer: Any) { super.init(layer: layer) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// A layout written for right-to-left support, as apps declare it.
private final class MirroredLayout: UICollectionViewFlowLayout {
    override var flipsHorizontallyInOppositeLayoutDirection: Bool { true }
}

/// A container that lets unwinds search only its first child.
private final class Container: UIViewController {
    override func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        Array(super.allowedChildrenForUnwinding(from: source).prefix(1))
    }
}

/// An unwind destination: it has the unwind action (named below as `transit-uikit-rewrite`
/// writes `#selector(Home.backHome(_:))`).
private final class Home: UIViewController {
    func backHome(_ segue: UIStoryboardSegue) {}
}

/// A list with three rows that logs selection.
private final class Picker: UITableViewController {
    var log: [String] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("select \(indexPath.row)") }
    override func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { log.append("deselect \(indexPath.row)") }
}

/// A table with one titled header per section.
private final class Sections: UITableViewController {
    override func numberOfSections(in tableView: UITableView) -> Int { 2 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }
    override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Section \(section)" }
}

@Suite struct SixthCorpusSurfaceTests {
    /// HSB from a colour's RGB: the inverse of `UIColor(hue:saturation:brightness:alpha:)`, with
    /// any pointer nil.
    @Test func colorsGiveTheirHueSaturationAndBrightness() {
        var h: CGFloat = -1, s: CGFloat = -1, b: CGFloat = -1, a: CGFloat = -1
        #expect(UIColor.red.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(h == 0 && s == 1 && b == 1 && a == 1)
        #expect(UIColor(white: 0.5, alpha: 0.25).getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(h == 0 && s == 0 && b == 0.5 && a == 0.25)  // a grey has no hue and no saturation
        #expect(UIColor.black.getHue(&h, saturation: &s, brightness: &b, alpha: nil))
        #expect(s == 0 && b == 0)
        #expect(UIColor.blue.getHue(&h, saturation: nil, brightness: nil, alpha: nil))
        #expect(abs(h - 2.0 / 3) < 1e-12)
        #expect(UIColor.red.getHue(nil, saturation: nil, brightness: nil, alpha: nil))
        // Round trip through HSB.
        let teal = UIColor(hue: 0.45, saturation: 0.6, brightness: 0.8, alpha: 1)
        #expect(teal.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(h - 0.45) < 1e-9 && abs(s - 0.6) < 1e-9 && abs(b - 0.8) < 1e-9)
        // The RGB and white getters.
        var r: CGFloat = 0, w: CGFloat = 0
        #expect(UIColor.orange.getRed(&r, green: nil, blue: nil, alpha: nil) && r == 1)
        #expect(UIColor.gray.getWhite(&w, alpha: nil) && w == 0.5)
    }

    /// Colour spaces have models; a colour's space is RGB; a gradient from flat components.
    @Test func colorSpacesAndGradientsFromComponents() throws {
        #expect(CGColorSpaceCreateDeviceRGB().model == .rgb)
        #expect(CGColorSpaceCreateDeviceGray().model == .monochrome)
        #expect(CGColorSpace(name: CGColorSpace.sRGB)?.model == .rgb)
        #expect(CGColorSpace(name: CGColorSpace.genericCMYK)?.numberOfComponents == 4)
        #expect(CGColorSpace(name: "not a space") == nil)
        let cg = UIColor.systemBlue.cgColor
        #expect(cg.colorSpace?.model == .rgb && cg.numberOfComponents == 4)

        let components: [CGFloat] = [1, 0, 0, 1, 0, 0, 1, 0.5]
        let gradient = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: [0, 0.75], count: 2))
        #expect(gradient.locations == [0, 0.75])
        #expect(gradient.colors as? [UIColor] == [UIColor.red, UIColor(red: 0, green: 0, blue: 1, alpha: 0.5)])
        // No locations: spread evenly; grey components are white and alpha.
        let greys = try #require(CGGradient(colorSpace: CGColorSpaceCreateDeviceGray(), colorComponents: [0, 1, 0.5, 1, 1, 1], locations: nil, count: 3))
        #expect(greys.locations == [0, 0.5, 1])
        #expect(greys.colors as? [UIColor] == [UIColor.black, UIColor(white: 0.5, alpha: 1), UIColor.white])
        #expect(CGGradient(colorSpace: CGColorSpaceCreateDeviceRGB(), colorComponents: components, locations: [0, 2], count: 2) == nil)
    }

    /// Text layers keep what they draw, with Core Animation's defaults; transform layers and
    /// text layers subclass as apps write them, and place their sublayers as any layer.
    @Test func textAndTransformLayers() {
        let sim = Simulation()
        sim.asCurrent {
            let text = CATextLayer()
            #expect(text.string == nil && text.font == nil && text.fontSize == 36 && text.foregroundColor == UIColor.white.cgColor)
            #expect(text.alignmentMode == .natural && text.truncationMode == .none && !text.isWrapped && !text.allowsFontSubpixelQuantization)
            text.string = "Hello"
            text.font = UIFont.systemFont(ofSize: 12)
            text.fontSize = 12
            text.foregroundColor = UIColor.black.cgColor
            text.alignmentMode = .center
            text.truncationMode = CATextLayerTruncationMode.end
            text.isWrapped = true
            text.allowsFontSubpixelQuantization = true
            text.contentsScale = 3
            let copy = CaptionLayer(layer: text)
            #expect(copy.string as? String == "Hello" && copy.font is UIFont && copy.fontSize == 12)
            #expect(copy.alignmentMode == CATextLayerAlignmentMode.center && copy.truncationMode == .end && copy.isWrapped)
            #expect(copy.allowsFontSubpixelQuantization && copy.foregroundColor == UIColor.black)
            #expect(CATextLayerAlignmentMode.justified.rawValue == "justified" && CATextLayerTruncationMode.middle.rawValue == "middle")

            // A transform layer's transform composes with its sublayers', as for any layer.
            let root = CALayer()
            root.frame = CGRect(x: 0, y: 0, width: 400, height: 400)
            let flip = FlipLayer()
            flip.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
            root.addSublayer(flip)
            flip.face.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            #expect(flip.sublayers?.first === flip.face && flip.isKind(of: CALayer.self))
            flip.transform = CATransform3DMakeScale(2, 2, 1)  // about the centre (150, 150)
            #expect(root.convert(CGPoint(x: 50, y: 50), from: flip.face) == CGPoint(x: 150, y: 150))
            #expect(root.convert(CGPoint.zero, from: flip.face) == CGPoint(x: 50, y: 50))

            // The subclass is its own animation's delegate.
            let spin = CABasicAnimation(keyPath: "transform.rotation.y")
            spin.toValue = CGFloat.pi
            spin.duration = 0.5
            spin.delegate = flip
            flip.add(spin, forKey: "flip")
            sim.advance(by: 1)
            #expect(flip.stops == [true])
        }
    }

    /// `CATransaction`'s properties, by their setters and by key, take effect: the duration and
    /// timing function of explicit animations added inside, disabled actions for block
    /// animations, the completion block.
    @Test func transactionPropertiesTakeEffect() throws {
        try withUIKitStage { sim, root in
            let layer = CALayer()
            root.view.layer.addSublayer(layer)
            func fade() -> CABasicAnimation {
                let a = CABasicAnimation(keyPath: "opacity")
                a.fromValue = 0
                a.toValue = 1
                return a
            }
            #expect(CATransaction.animationDuration() == 0.25 && !CATransaction.disableActions() && CATransaction.animationTimingFunction() == nil)

            // Duration by key: an animation with none of its own takes the transaction's.
            var done = false
            CATransaction.begin()
            CATransaction.setValue(NSNumber(value: 2.0), forKey: kCATransactionAnimationDuration)
            CATransaction.setValue({ done = true } as () -> Void, forKey: kCATransactionCompletionBlock)
            #expect(CATransaction.animationDuration() == 2 && (CATransaction.value(forKey: kCATransactionAnimationDuration) as? NSNumber)?.doubleValue == 2)
            #expect(CATransaction.completionBlock() != nil)
            layer.add(fade(), forKey: "fade")
            CATransaction.commit()
            #expect(CATransaction.animationDuration() == 0.25)  // the transaction's property ended with it
            sim.advance(by: 1)
            #expect(abs(Double(layer.presentation()?.opacity ?? 0) - 0.5) < 0.02)
            #expect(layer.animation(forKey: "fade") != nil && !done)
            try sim.runUntilIdle()
            #expect(done && layer.animation(forKey: "fade") == nil)

            // A nested transaction inherits its enclosing one's properties; the timing function
            // goes to the attached copy only.
            let easeIn = CAMediaTimingFunction(name: .easeIn)
            let animation = fade()
            animation.duration = 1
            CATransaction.begin()
            CATransaction.setAnimationTimingFunction(easeIn)
            CATransaction.begin()
            #expect(CATransaction.value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction === easeIn)
            layer.add(animation, forKey: "eased")
            CATransaction.commit()
            CATransaction.commit()
            #expect(animation.timingFunction == nil)
            sim.advance(by: 0.5)
            let eased = Double(layer.presentation()?.opacity ?? 1)
            #expect(abs(eased - easeIn.progress(at: 0.5)) < 0.02 && eased < 0.4)
            try sim.runUntilIdle()

            // Disabled actions: a block's changes are not animated.
            let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.view.addSubview(view)
            CATransaction.begin()
            CATransaction.setValue(true, forKey: kCATransactionDisableActions)
            #expect(CATransaction.disableActions())
            UIView.animate(withDuration: 1) { view.alpha = 0 }
            CATransaction.commit()
            #expect(view.layer.animationKeys() == nil && view.layer.presentation()?.opacity == 0)
            UIView.animate(withDuration: 1) { view.alpha = 1 }
            #expect(view.layer.animationKeys() != nil)
            try sim.runUntilIdle()

            // Outside every transaction the implicit one holds them until the run loop turns.
            CATransaction.setDisableActions(true)
            UIView.animate(withDuration: 1) { view.alpha = 0.5 }
            #expect(view.layer.animationKeys() == nil && CATransaction.disableActions())
            sim.advanceFrame()
            #expect(!CATransaction.disableActions())
            UIView.animate(withDuration: 1) { view.alpha = 1 }
            #expect(view.layer.animationKeys() != nil)
            try sim.runUntilIdle()
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }

    /// Core Graphics' C transform functions, as Core Graphics defines them.
    @Test func cStyleAffineTransformFunctions() {
        #expect(CGAffineTransformIsIdentity(CGAffineTransformIdentity))
        let turn = CGAffineTransformMakeRotation(.pi / 2)
        let p = CGPoint(x: 1, y: 0).applying(turn)
        #expect(abs(p.x) < 1e-12 && abs(p.y - 1) < 1e-12)
        let scale = CGAffineTransformMakeScale(2, 4), move = CGAffineTransformMakeTranslation(10, 20)
        #expect(CGPoint(x: 1, y: 1).applying(scale) == CGPoint(x: 2, y: 4))
        // Concat(a, b): a first, then b.
        #expect(CGPoint(x: 1, y: 1).applying(CGAffineTransformConcat(scale, move)) == CGPoint(x: 12, y: 24))
        #expect(CGPoint(x: 1, y: 1).applying(CGAffineTransformConcat(move, scale)) == CGPoint(x: 22, y: 84))
        let both = CGAffineTransformConcat(scale, move)
        #expect(CGAffineTransformIsIdentity(CGAffineTransformConcat(both, CGAffineTransformInvert(both))))
        #expect(!CGAffineTransformIsIdentity(move))
        let singular = CGAffineTransformMakeScale(0, 1)
        #expect(CGAffineTransformInvert(singular) == singular)  // no inverse: returned unchanged
    }

    /// Layer-local time: each layer's `(parent − beginTime)·speed + timeOffset`, converted along
    /// the superlayer chain both ways.
    @Test func layersConvertTimesAlongTheirTimelines() {
        let sim = Simulation()
        sim.asCurrent {
            let parent = CALayer(), child = CALayer(), other = CALayer()
            parent.addSublayer(child)
            parent.addSublayer(other)
            parent.speed = 2
            parent.timeOffset = 1
            child.speed = 3
            child.beginTime = 3
            // Global 10 → parent 21 → child 54; global 4 → parent 9 → child 18.
            #expect(child.convertTime(10, from: nil) == 54)
            #expect(child.convertTime(18, to: nil) == 4)
            #expect(child.convertTime(21, from: parent) == 54)
            #expect(child.convertTime(54, to: parent) == 21)
            #expect(parent.convertTime(18, from: child) == 9)
            #expect(other.convertTime(54, from: child) == 21)  // the sibling runs on the parent's timeline
            #expect(child.convertTime(CACurrentMediaTime(), from: nil) == (CACurrentMediaTime() * 2 + 1 - 3) * 3)
            // Paused: the local time stands at the offset.
            child.speed = 0
            child.timeOffset = 7
            #expect(child.convertTime(100, from: nil) == 7 && child.convertTime(CACurrentMediaTime(), from: nil) == 7)
        }
    }

    /// `reversing()` runs the same segments backwards, subpaths in reverse order; a context
    /// keeps the path it is given until it draws it.
    @Test func reversedPathsAndContextPaths() {
        let rect = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        rect.lineWidth = 3
        let backwards = rect.reversing()
        #expect(backwards.cgPath.elements == [
            .move(CGPoint(x: 0, y: 0)), .line(CGPoint(x: 0, y: 20)), .line(CGPoint(x: 10, y: 20)), .line(CGPoint(x: 10, y: 0)), .close,
        ])
        #expect(backwards.bounds == rect.bounds && backwards.lineWidth == 3 && backwards.contains(CGPoint(x: 5, y: 5)))
        #expect(rect.cgPath.elements.count == 5)  // the receiver is unchanged

        let line = UIBezierPath()
        line.move(to: .zero)
        line.addLine(to: CGPoint(x: 5, y: 5))
        line.addCurve(to: CGPoint(x: 30, y: 0), controlPoint1: CGPoint(x: 10, y: 10), controlPoint2: CGPoint(x: 20, y: 10))
        #expect(line.reversing().cgPath.elements == [
            .move(CGPoint(x: 30, y: 0)), .curve(to: CGPoint(x: 5, y: 5), control1: CGPoint(x: 20, y: 10), control2: CGPoint(x: 10, y: 10)),
            .line(.zero),
        ])
        #expect(line.reversing().reversing().cgPath == line.cgPath)
        let both = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        both.append(line)
        #expect(both.reversing().cgPath.elements.first == .move(CGPoint(x: 30, y: 0)))
        #expect(both.reversing().cgPath.elements.last == .close)

        UIGraphicsBeginImageContextWithOptions(CGSize(width: 100, height: 100), false, 1)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return #expect(Bool(false)) }
        #expect(context.isPathEmpty && context.path == nil && context.boundingBoxOfPath.isNull)
        context.addQuadCurve(to: CGPoint(x: 9, y: 9), control: .zero)  // no current point: refused
        #expect(context.isPathEmpty)
        context.move(to: CGPoint(x: 0, y: 0))
        context.addQuadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 80))
        #expect(context.currentPointOfPath == CGPoint(x: 100, y: 0))
        #expect(context.path?.elements.last == .quadCurve(to: CGPoint(x: 100, y: 0), control: CGPoint(x: 50, y: 80)))
        #expect(context.boundingBoxOfPath.minY == 0 && context.boundingBoxOfPath.maxY > 30 && context.boundingBoxOfPath.maxY <= 40)
        context.translateBy(x: 10, y: 0)  // the path stays where it was drawn: in the new user space it is 10 to the left
        #expect(context.currentPointOfPath == CGPoint(x: 90, y: 0))
        context.saveGState()
        context.restoreGState()
        #expect(!context.isPathEmpty)  // the path is not graphics state
        context.drawPath(using: .fillStroke)
        #expect(context.isPathEmpty && context.path == nil)
        for mode in [CGPathDrawingMode.fill, .eoFill, .stroke, .fillStroke, .eoFillStroke] {
            context.addRect(CGRect(x: 0, y: 0, width: 5, height: 5))
            context.drawPath(using: mode)
            #expect(context.isPathEmpty)
        }
        #expect(CGPathDrawingMode.eoFillStroke.rawValue == 4)
    }

    /// The idiom macro is the device's idiom; a search bar's cancel button by its setter.
    @Test func idiomMacroAndSearchBarCancelButton() {
        let sim = Simulation()
        sim.asCurrent {
            #expect(UI_USER_INTERFACE_IDIOM() == UIDevice.current.userInterfaceIdiom)
            #expect(UI_USER_INTERFACE_IDIOM() == .phone)
            let bar = UISearchBar()
            #expect(!bar.showsCancelButton)
            bar.setShowsCancelButton(true, animated: true)
            #expect(bar.showsCancelButton)
            bar.setShowsCancelButton(false, animated: false)
            #expect(!bar.showsCancelButton)
        }
    }

    /// Unwind sources: what `childContaining(_:)` and `allowedChildrenForUnwinding(from:)` read,
    /// and the default destination test.
    @Test func unwindSegueSources() {
        withUIKitStage { _, root in
            let container = Container()
            let first = UIViewController(), second = UIViewController(), deep = UIViewController()
            container.addChild(first)
            container.addChild(second)
            second.addChild(deep)
            let source = UIStoryboardUnwindSegueSource(source: deep, unwindAction: Selector(Home.backHome(_:), "backHome:"), sender: nil)
            #expect(source.source === deep && source.sender == nil)
            #expect(container.childContaining(source) === second)
            #expect(container.allowedChildrenForUnwinding(from: source).map(ObjectIdentifier.init) == [ObjectIdentifier(first)])
            let home = Home()
            #expect(home.canPerformUnwindSegueAction(source.unwindAction, from: deep, sender: nil))
            #expect(!first.canPerformUnwindSegueAction(source.unwindAction, from: deep, sender: nil))
            _ = root
        }
    }

    /// Bar items, toolbars and buttons: iOS 14's space items, iOS 26's shared background,
    /// toolbar appearances, button image placement and image adjustments.
    @Test func barsButtonsAndSpaces() {
        let sim = Simulation()
        sim.asCurrent {
            let flexible = UIBarButtonItem.flexibleSpace(), fixed = UIBarButtonItem.fixedSpace(12)
            #expect(flexible.systemItem == .flexibleSpace && fixed.systemItem == .fixedSpace && fixed.width == 12)
            let items: [UIBarButtonItem] = [.flexibleSpace(), UIBarButtonItem(title: "Done", style: .done, target: nil, action: nil), .fixedSpace(8)]
            #expect(items.count == 3 && flexible !== items[0])
            #expect(!flexible.hidesSharedBackground)
            fixed.hidesSharedBackground = true
            #expect(fixed.hidesSharedBackground)

            let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
            #expect(toolbar.compactAppearance == nil && toolbar.scrollEdgeAppearance == nil)
            let standard = toolbar.standardAppearance
            #expect(toolbar.standardAppearance === standard)  // made once
            let appearance = UIToolbarAppearance()
            appearance.configureWithOpaqueBackground()
            appearance.backgroundColor = .systemGray6
            toolbar.standardAppearance = appearance
            toolbar.scrollEdgeAppearance = appearance
            toolbar.compactAppearance = UIToolbarAppearance()
            #expect(toolbar.standardAppearance === appearance && toolbar.scrollEdgeAppearance === appearance && toolbar.compactAppearance != nil)

            var configuration = UIButton.Configuration.filled()
            #expect(configuration.imagePlacement == .leading && configuration.imagePadding == 0)
            configuration.imagePlacement = .top
            configuration.imagePadding = 6
            let button = UIButton(configuration: configuration)
            #expect(button.configuration?.imagePlacement == NSDirectionalRectEdge.top && button.configuration?.imagePadding == 6)
            #expect(button.configuration != UIButton.Configuration.filled())
            #expect(NSDirectionalRectEdge.all.contains([.leading, .trailing]))
            let legacy = UIButton(type: .custom)
            #expect(legacy.adjustsImageWhenHighlighted && legacy.adjustsImageWhenDisabled)
            legacy.adjustsImageWhenHighlighted = false
            #expect(!legacy.adjustsImageWhenHighlighted && legacy.adjustsImageWhenDisabled)
        }
    }

    /// Resizable images keep their cap insets and mode through later derivations.
    @Test func resizableImages() throws {
        let image = try #require(UIImage(named: "bubble"))
        #expect(image.capInsets == .zero && image.resizingMode == .tile)
        let insets = UIEdgeInsets(top: 10, left: 12, bottom: 10, right: 12)
        let stretched = image.resizableImage(withCapInsets: insets, resizingMode: .stretch)
        #expect(stretched !== image && stretched.capInsets == insets && stretched.resizingMode == UIImage.ResizingMode.stretch)
        #expect(stretched.size == image.size && stretched.scale == image.scale)
        #expect(image.capInsets == .zero)  // the receiver is unchanged
        let tiled = image.resizableImage(withCapInsets: insets)
        #expect(tiled.resizingMode == .tile && tiled.capInsets == insets)
        let template = stretched.withRenderingMode(.alwaysTemplate)
        #expect(template.renderingMode == .alwaysTemplate && template.capInsets == insets && template.resizingMode == .stretch)
        let back = template.resizableImage(withCapInsets: .zero, resizingMode: .tile)
        #expect(back.renderingMode == .alwaysTemplate && back.capInsets == .zero)
    }

    /// iOS 26's glass as a visual effect: in an effect view, animated in like a blur.
    @Test func glassEffects() {
        withUIKitStage { sim, root in
            let glass = UIGlassEffect(style: .clear)
            #expect(glass.style == .clear && !glass.isInteractive && glass.tintColor == nil)
            glass.isInteractive = true
            glass.tintColor = .systemBlue
            #expect(UIGlassEffect().style == .regular && UIGlassEffect().isKind(of: UIVisualEffect.self))
            #expect(glass != UIGlassEffect(style: .clear) && UIGlassEffect(style: .regular) == UIGlassEffect(style: .regular))
            let view = UIVisualEffectView(effect: glass)
            #expect(view.effect === glass && view.presentedEffectIntensity == 1)
            let fading = UIVisualEffectView(effect: nil)
            root.view.addSubview(fading)
            UIView.animate(withDuration: 1) { fading.effect = UIGlassEffect() }
            sim.advance(by: 0.5)
            #expect(fading.presentedEffectIntensity > 0 && fading.presentedEffectIntensity < 1)
        }
    }

    /// Table selection by the table's own multiple-selection flags; header padding; a layout's
    /// right-to-left flag; layout direction and appearance proxies.
    @Test func tableSelectionPaddingAndLayoutDirection() throws {
        try withUIKitStage { sim, root in
            let picker = Picker(style: .plain)
            root.addChild(picker)
            root.view.addSubview(picker.view)
            picker.view.frame = root.view.bounds
            let table = try #require(picker.tableView)
            table.layoutIfNeeded()
            #expect(!table.allowsMultipleSelection && !table.allowsMultipleSelectionDuringEditing)
            table.tapRow(at: IndexPath(row: 0, section: 0))
            table.tapRow(at: IndexPath(row: 1, section: 0))  // single selection: replaces
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
            table.allowsMultipleSelection = true
            table.tapRow(at: IndexPath(row: 2, section: 0))
            table.tapRow(at: IndexPath(row: 0, section: 0))
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0), IndexPath(row: 0, section: 0)])
            #expect(table.indexPathForSelectedRow == IndexPath(row: 0, section: 0))  // the lowest
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
            table.tapRow(at: IndexPath(row: 2, section: 0))  // a selected row: deselected
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 0, section: 0)])
            #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
            #expect(picker.log == ["select 0", "deselect 0", "select 1", "select 2", "select 0", "deselect 2"])
            table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)  // adds
            #expect(table.indexPathsForSelectedRows?.count == 3)
            table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
            // While editing, the editing flag decides.
            table.setEditing(true, animated: false)
            table.tapRow(at: IndexPath(row: 1, section: 0))
            #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
            table.allowsMultipleSelectionDuringEditing = true
            table.tapRow(at: IndexPath(row: 2, section: 0))
            #expect(table.indexPathsForSelectedRows?.count == 2)
            table.setEditing(false, animated: false)
            table.selectRow(at: nil, animated: false, scrollPosition: .none)
            #expect(table.indexPathsForSelectedRows == nil && table.indexPathForSelectedRow == nil)

            let sections = Sections(style: .plain)
            root.addChild(sections)
            root.view.addSubview(sections.view)
            sections.view.frame = root.view.bounds
            let list = try #require(sections.tableView)
            list.layoutIfNeeded()
            #expect(list.sectionHeaderTopPadding == UITableView.automaticDimension)
            #expect(list.rectForHeader(inSection: 1).minY == 74)  // header 30 and row 44 above it
            list.sectionHeaderTopPadding = 10
            list.layoutIfNeeded()
            #expect(list.rectForHeader(inSection: 0) == CGRect(x: 0, y: 10, width: list.bounds.width, height: 30))
            #expect(list.rectForHeader(inSection: 1).minY == 94)  // 10 + 30 + 44, then its own 10
            #expect(list.contentSize.height == 168)  // two sections of 10 + 30 + 44
            list.sectionHeaderTopPadding = 0
            #expect(list.rectForHeader(inSection: 1).minY == 74)

            #expect(!UICollectionViewLayout().flipsHorizontallyInOppositeLayoutDirection)
            let mirrored: UICollectionViewLayout = MirroredLayout()
            #expect(mirrored.flipsHorizontallyInOppositeLayoutDirection)
            #expect(UIView.userInterfaceLayoutDirection(for: .forceRightToLeft) == .rightToLeft)
            #expect(UIView.userInterfaceLayoutDirection(for: .unspecified) == .leftToRight)
            UILabel.appearance().textColor = .darkGray
            #expect(UILabel.appearance() === UILabel.appearance() && UILabel.appearance().textColor == .darkGray)
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }
}
