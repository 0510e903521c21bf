import Foundation
import Transitions

// Drawing: Core Graphics contexts, UIKit's image contexts and renderers. The model has no pixels
// (notes/uikit-surface.md: drawing is "stored only"): what code draws is accepted and dropped,
// and an image made from a context has the context's size and scale — which is what transition
// code uses a snapshot image for (an image view of that size, moved by the animation). Nothing
// here moves views, delivers events or completes a transition.

/// `CGContext`: the model's `GraphicsContext` (Transitions/Drawing), with Core Graphics' painting
/// calls here: every one is accepted and dropped, except that the path-building calls build the
/// context's current path and the path-painting ones consume it, as in Core Graphics.
public typealias CGContext = GraphicsContext

/// `CGPathDrawingMode`: how `drawPath(using:)` paints the current path (drawing: not rendered).
public enum CGPathDrawingMode: Int32, Sendable, Hashable { case fill, eoFill, stroke, fillStroke, eoFillStroke }

extension GraphicsContext {
    // The current path (in device space: each point through the CTM as it is added).

    /// `beginPath()`: discards the current path.
    public func beginPath() { devicePath = ShapePath() }
    /// `move(to:)`: starts a new subpath.
    public func move(to point: CGPoint) { devicePath.move(to: point, transform: ctm) }
    /// `addLine(to:)`, `addQuadCurve(to:control:)`, `addCurve(to:control1:control2:)`: a segment
    /// from the current point; without one (an empty path) nothing is added, as Core Graphics
    /// refuses it.
    public func addLine(to point: CGPoint) {
        guard !devicePath.isEmpty else { return }
        devicePath.addLine(to: point, transform: ctm)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        guard !devicePath.isEmpty else { return }
        devicePath.addQuadCurve(to: end, control: control, transform: ctm)
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        guard !devicePath.isEmpty else { return }
        devicePath.addCurve(to: end, control1: control1, control2: control2, transform: ctm)
    }
    /// `addArc(center:radius:startAngle:endAngle:clockwise:)` (a line from the current point to
    /// the arc's start, when there is one) and `addArc(tangent1End:tangent2End:radius:)` (the
    /// path's `arct`, `CGMutablePath.addArc(tangent1End:…)`; nothing without a current point).
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        devicePath.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise, transform: ctm)
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        guard !devicePath.isEmpty else { return }
        devicePath.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: ctm)
    }
    /// `addLines(between:)`: a new subpath through the points.
    public func addLines(between points: [CGPoint]) { devicePath.addLines(between: points, transform: ctm) }
    /// `addRect(_:)`, `addRects(_:)`, `addEllipse(in:)`, `addPath(_:)`: closed subpaths added.
    public func addRect(_ rect: CGRect) { devicePath.addRect(rect, transform: ctm) }
    public func addRects(_ rects: [CGRect]) { devicePath.addRects(rects, transform: ctm) }
    public func addEllipse(in rect: CGRect) { devicePath.addEllipse(in: rect, transform: ctm) }
    public func addPath(_ path: CGPath) { devicePath.append(path.applying(ctm)) }
    /// `closePath()`: closes the current subpath.
    public func closePath() {
        guard !devicePath.isEmpty else { return }
        devicePath.closeSubpath()
    }
    /// `fillPath(using:)`, `eoFillPath()`, `strokePath()`, `drawPath(using:)`, `clip(using:)`:
    /// paint (not drawn) and consume the current path.
    public func fillPath(using rule: CGPathFillRule = .winding) { beginPath() }
    public func eoFillPath() { beginPath() }
    public func strokePath() { beginPath() }
    public func drawPath(using mode: CGPathDrawingMode) { beginPath() }
    public func clip(using rule: CGPathFillRule = .winding) { beginPath() }

    // Paint: accepted, not drawn.
    public func setFillColor(_ color: CGColor) {}
    /// `setFillColor(red:green:blue:alpha:)`, `setStrokeColor(red:green:blue:alpha:)`,
    /// `setFillColor(gray:alpha:)`, `setStrokeColor(gray:alpha:)` (drawing: accepted and dropped).
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {}
    public func setFillColor(gray: CGFloat, alpha: CGFloat) {}
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) {}

    /// `width`, `height` (pixels: the size times the image context's scale), `bytesPerRow`,
    /// `bitsPerComponent`, `bitsPerPixel` — an 8-bit RGBA bitmap's. `data` is nil: the model has
    /// no pixel memory (Core Graphics answers nil for a context without a bitmap).
    public var width: Int { Self.pixels(size.width * pixelScale) }
    public var height: Int { Self.pixels(size.height * pixelScale) }
    public var bytesPerRow: Int { width * 4 }
    public var bitsPerComponent: Int { 8 }
    public var bitsPerPixel: Int { 32 }
    public var data: UnsafeMutableRawPointer? { nil }
    private var pixelScale: CGFloat { ImageContextStack.current.contexts.last(where: { $0.context === self })?.scale ?? 1 }
    private static func pixels(_ x: CGFloat) -> Int { x.isFinite && x > 0 ? Int(min(x, 1e9).rounded()) : 0 }
    /// `makeImage()`: a bitmap of the context's pixel size (there are no pixels to copy); nil
    /// for a context without pixels (zero size), as Core Graphics returns for a failed copy.
    public func makeImage() -> CGImage? {
        width > 0 && height > 0 ? CGImage(width: width, height: height) : nil
    }
    /// `draw(_:in:)` with a `CGImage` (drawing: accepted and dropped).
    public func draw(_ image: CGImage, in rect: CGRect) {}
    /// `draw(_:in:byTiling:)` (drawing: accepted and dropped).
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool) {}
    public func setStrokeColor(_ color: CGColor) {}
    public func setLineWidth(_ width: CGFloat) {}
    public func setAlpha(_ alpha: CGFloat) {}
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {}
    public func setShadow(offset: CGSize, blur: CGFloat) {}
    public func fill(_ rect: CGRect) {}
    public func fill(_ rects: [CGRect]) {}
    public func stroke(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect, width: CGFloat) {}
    public func clear(_ rect: CGRect) {}
    public func fillEllipse(in rect: CGRect) {}
    public func strokeEllipse(in rect: CGRect) {}
    public func clip(to rect: CGRect) {}
    /// `clip(to:mask:)`: clipping to an image's mask (drawing: not tracked).
    public func clip(to rect: CGRect, mask: CGImage) {}
    public func clip(to rects: [CGRect]) {}
    /// `setShouldAntialias(_:)`, `setAllowsAntialiasing(_:)`, `setShouldSmoothFonts(_:)`,
    /// `interpolationQuality` (drawing quality: accepted and dropped).
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    public func setShouldSmoothFonts(_ shouldSmoothFonts: Bool) {}
    public var interpolationQuality: CGInterpolationQuality {
        get { .default }
        set {}
    }
    /// `boundingBoxOfClipPath`: the whole context (clipping is not tracked).
    public var boundingBoxOfClipPath: CGRect { CGRect(origin: .zero, size: size) }
    public func draw(_ image: UIImage, in rect: CGRect) {}
    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint, options: CGGradientDrawingOptions) {}
    public func drawRadialGradient(
        _ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat, endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions
    ) {}
    public func setBlendMode(_ mode: CGBlendMode) {}
    /// `setRenderingIntent(_:)` (colour matching: accepted and dropped).
    public func setRenderingIntent(_ intent: CGColorRenderingIntent) {}
    public func setLineCap(_ cap: CGLineCap) {}
    public func setLineJoin(_ join: CGLineJoin) {}
}

/// `CFArray`: Core Foundation's array, as code spells the colours of a gradient
/// (`[c1, c2] as CFArray`) — Foundation's `NSArray` here.
public typealias CFArray = NSArray

/// `CGColorSpace`: stored (there are no pixels to convert). Its `model` — how many colour
/// components a colour in it has — follows from its name, as Core Graphics' named spaces do.
public final class CGColorSpace: Sendable {
    public let name: String
    /// `model`: the space's colour model.
    public let model: CGColorSpaceModel
    /// `init(name:)`: one of Core Graphics' named spaces (`CGColorSpace.sRGB`,
    /// `CGColorSpace.genericGrayGamma2_2`, …); nil for a name Core Graphics does not know.
    public init?(name: String) {
        guard let model = CGColorSpace.models[name] else { return nil }
        self.name = name
        self.model = model
    }
    /// `numberOfComponents`: the colour components of the model, without alpha.
    public var numberOfComponents: Int { model.numberOfComponents }

    /// Core Graphics' space names (`CFString`s there).
    public static let sRGB = "kCGColorSpaceSRGB"
    public static let extendedSRGB = "kCGColorSpaceExtendedSRGB"
    public static let linearSRGB = "kCGColorSpaceLinearSRGB"
    public static let displayP3 = "kCGColorSpaceDisplayP3"
    public static let genericRGBLinear = "kCGColorSpaceGenericRGBLinear"
    public static let genericGrayGamma2_2 = "kCGColorSpaceGenericGrayGamma2_2"
    public static let linearGray = "kCGColorSpaceLinearGray"
    public static let extendedGray = "kCGColorSpaceExtendedGray"
    public static let genericCMYK = "kCGColorSpaceGenericCMYK"
    public static let genericLab = "kCGColorSpaceGenericLab"
    private static let models: [String: CGColorSpaceModel] = [
        "kCGColorSpaceDeviceRGB": .rgb, sRGB: .rgb, extendedSRGB: .rgb, linearSRGB: .rgb, displayP3: .rgb, genericRGBLinear: .rgb,
        "kCGColorSpaceDeviceGray": .monochrome, genericGrayGamma2_2: .monochrome, linearGray: .monochrome, extendedGray: .monochrome,
        "kCGColorSpaceDeviceCMYK": .cmyk, genericCMYK: .cmyk, genericLab: .lab,
    ]

    /// `CGColorSpaceCreateDeviceRGB()`'s space.
    public static let deviceRGB = CGColorSpace(name: "kCGColorSpaceDeviceRGB")!
    /// `CGColorSpaceCreateDeviceGray()`'s space.
    public static let deviceGray = CGColorSpace(name: "kCGColorSpaceDeviceGray")!
    /// The space of every model colour (`UIColor.cgColor.colorSpace`): UIKit's colours made from
    /// RGB or HSB components are in extended sRGB.
    static let extendedSRGBSpace = CGColorSpace(name: extendedSRGB)!
}
/// `CGColorSpaceCreateDeviceRGB()`.
public func CGColorSpaceCreateDeviceRGB() -> CGColorSpace { .deviceRGB }
/// `CGColorSpaceCreateDeviceGray()`.
public func CGColorSpaceCreateDeviceGray() -> CGColorSpace { .deviceGray }

/// `CGColorSpaceModel`, with Core Graphics' raw values.
public enum CGColorSpaceModel: Int32, Sendable, Hashable {
    case unknown = -1, monochrome, rgb, cmyk, lab, deviceN, indexed, pattern, XYZ
    /// The colour components of a colour in a space of this model, without alpha (0 where the
    /// model has no fixed number).
    var numberOfComponents: Int {
        switch self {
        case .monochrome: 1
        case .rgb, .lab, .XYZ: 3
        case .cmyk: 4
        case .indexed: 1
        case .unknown, .deviceN, .pattern: 0
        }
    }
}

extension Color {
    /// `CGColor.colorSpace`: a model colour is RGB (`components` are red, green, blue, alpha),
    /// in the extended sRGB space UIKit's colours have.
    public var colorSpace: CGColorSpace? { .extendedSRGBSpace }

    /// `CGColor(gray:alpha:)` (iOS 13): a grey, as `init(white:alpha:)`;
    /// `CGColor(srgbRed:green:blue:alpha:)`: an sRGB colour, as `init(red:green:blue:alpha:)`
    /// (model colours are extended sRGB).
    public convenience init(gray: CGFloat, alpha: CGFloat) { self.init(white: gray, alpha: alpha) }
    public convenience init(srgbRed red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.init(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// `CGColor.copy(alpha:)`: the same colour with another alpha, clamped to 0…1 as Core
    /// Graphics clamps components; nil for a NaN alpha (no colour has one).
    public func copy(alpha: CGFloat) -> Color? {
        guard !alpha.isNaN else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: min(max(alpha, 0), 1))
    }
}

/// `CGGradient`: its colours and locations, stored (drawing it is dropped, as all drawing).
public final class CGGradient {
    public let colorSpace: CGColorSpace?
    public let colors: [Any]
    public let locations: [CGFloat]
    /// `init(colorsSpace:colors:locations:)`: nil when a location is outside 0…1 or their number
    /// differs from the colours'.
    public init?(colorsSpace space: CGColorSpace?, colors: CFArray, locations: UnsafePointer<CGFloat>?) {
        let colours = (0..<colors.count).map { colors[$0] }
        let stops = locations.map { p in (0..<colours.count).map { p[$0] } } ?? []
        guard stops.allSatisfy({ $0.isFinite && (0...1).contains($0) }) else { return nil }
        colorSpace = space
        self.colors = colours
        self.locations = stops
    }

    /// `init(colorSpace:colorComponents:locations:count:)`: `count` colours read from the flat
    /// `components` — per colour the space's components then alpha (red, green, blue, alpha in an
    /// RGB space; white, alpha in a grey one) — kept as colours. Without `locations` the colours
    /// are spread evenly from 0 to 1, as Core Graphics places them. Nil for a space whose model has
    /// no component count here, a negative count, or a location outside 0…1.
    public init?(colorSpace space: CGColorSpace, colorComponents components: UnsafePointer<CGFloat>, locations: UnsafePointer<CGFloat>?, count: Int) {
        let n = space.numberOfComponents
        guard n > 0, count >= 0 else { return nil }
        let stops = locations.map { p in (0..<count).map { p[$0] } }
            ?? (0..<count).map { count > 1 ? CGFloat($0) / CGFloat(count - 1) : 0 }
        guard stops.allSatisfy({ $0.isFinite && (0...1).contains($0) }) else { return nil }
        colors = (0..<count).map { i in
            let c = (0...n).map { components[i * (n + 1) + $0] }
            switch space.model {
            case .monochrome: return Color(white: c[0], alpha: c[1])
            case .rgb: return Color(red: c[0], green: c[1], blue: c[2], alpha: c[3])
            case .cmyk: return Color(red: (1 - c[0]) * (1 - c[3]), green: (1 - c[1]) * (1 - c[3]), blue: (1 - c[2]) * (1 - c[3]), alpha: c[4])
            default: return Color(white: 0, alpha: c[n])  // another model's components: drawn only, kept as their alpha
            }
        }
        colorSpace = space
        self.locations = stops
    }
}

/// `CGGradientDrawingOptions`.
public struct CGGradientDrawingOptions: OptionSet, Sendable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let drawsBeforeStartLocation = CGGradientDrawingOptions(rawValue: 1)
    public static let drawsAfterEndLocation = CGGradientDrawingOptions(rawValue: 2)
}

/// `CGBlendMode`, `CGLineCap`, `CGLineJoin` (drawing: accepted and dropped).
public enum CGBlendMode: Int32, Sendable { case normal, multiply, screen, overlay, darken, lighten, colorDodge, colorBurn, softLight, hardLight, difference, exclusion, hue, saturation, color, luminosity, clear, copy, sourceIn, sourceOut, sourceAtop, destinationOver, destinationIn, destinationOut, destinationAtop, xor, plusDarker, plusLighter }
public typealias CGLineCap = BezierPath.LineCapStyle
public typealias CGLineJoin = BezierPath.LineJoinStyle

/// The image contexts `UIGraphicsBeginImageContext…` opened on this thread, innermost last.
private final class ImageContextStack: @unchecked Sendable {
    // @unchecked: one stack per thread (thread-local storage below).
    var contexts: [(context: CGContext, scale: CGFloat)] = []
    static var current: ImageContextStack {
        let key = "TransitionsUIKit.ImageContextStack"
        if let s = Thread.current.threadDictionary[key] as? ImageContextStack { return s }
        let s = ImageContextStack()
        Thread.current.threadDictionary[key] = s
        return s
    }
}

/// `UIGraphicsBeginImageContextWithOptions(_:_:_:)`: opens an image context of `size`; a scale of
/// 0 means the screen's (`UIScreen.main.scale`).
public func UIGraphicsBeginImageContextWithOptions(_ size: CGSize, _ opaque: Bool, _ scale: CGFloat) {
    ImageContextStack.current.contexts.append((CGContext(size: size), scale > 0 ? scale : UIScreen.main.scale))
}

/// `UIGraphicsBeginImageContext(_:)`: at scale 1.
public func UIGraphicsBeginImageContext(_ size: CGSize) { UIGraphicsBeginImageContextWithOptions(size, false, 1) }

/// `UIGraphicsGetCurrentContext()`: the innermost open image context (nil when none is open).
public func UIGraphicsGetCurrentContext() -> CGContext? { ImageContextStack.current.contexts.last?.context }

/// `UIGraphicsGetImageFromCurrentImageContext()`: an image of the context's size and scale (nil
/// when no context is open).
public func UIGraphicsGetImageFromCurrentImageContext() -> UIImage? {
    guard let top = ImageContextStack.current.contexts.last else { return nil }
    return UIImage(size: top.context.size, scale: top.scale)
}

/// `UIGraphicsEndImageContext()`: closes the innermost image context (nothing when none is open).
public func UIGraphicsEndImageContext() { _ = ImageContextStack.current.contexts.popLast() }

/// `UIGraphicsPushContext(_:)` / `UIGraphicsPopContext()`: makes `context` the current one (what
/// `UIGraphicsGetCurrentContext()` returns and UIKit's drawing calls draw into) until the pop.
public func UIGraphicsPushContext(_ context: CGContext) { ImageContextStack.current.contexts.append((context, 1)) }
public func UIGraphicsPopContext() { _ = ImageContextStack.current.contexts.popLast() }

/// `UIRectFill(_:)`: accepted, not drawn.
public func UIRectFill(_ rect: CGRect) {}
/// `UIRectFrame(_:)`: accepted, not drawn.
public func UIRectFrame(_ rect: CGRect) {}
/// `UIRectClip(_:)`: clipping the current context (drawing: not tracked).
public func UIRectClip(_ rect: CGRect) {}

/// `UIGraphicsImageRendererFormat`.
open class UIGraphicsImageRendererFormat {
    public var scale: CGFloat = 0
    public var opaque = false
    /// `bounds`: the drawing area of the renderer the format belongs to (a renderer keeps its
    /// own copy of the format it is given, as UIKit's does); zero for a format of no renderer.
    public internal(set) var bounds: CGRect = .zero
    public init() {}
    /// The format a renderer of `bounds` keeps.
    func copy(bounds: CGRect) -> UIGraphicsImageRendererFormat {
        let copy = UIGraphicsImageRendererFormat()
        (copy.scale, copy.opaque, copy.bounds) = (scale, opaque, bounds)
        return copy
    }
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// `UIGraphicsImageRendererContext`: the context a renderer's block draws into.
open class UIGraphicsImageRendererContext {
    public let cgContext: CGContext
    public let format: UIGraphicsImageRendererFormat
    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }
    /// `currentImage`: an image of what has been drawn so far (its size and scale).
    public var currentImage: UIImage { UIImage(size: cgContext.size, scale: format.scale > 0 ? format.scale : UIScreen.main.scale) }
    public func fill(_ rect: CGRect) {}
    public func stroke(_ rect: CGRect) {}
    /// `fill(_:blendMode:)` / `stroke(_:blendMode:)` (drawing: accepted and dropped).
    public func fill(_ rect: CGRect, blendMode: CGBlendMode) {}
    public func stroke(_ rect: CGRect, blendMode: CGBlendMode) {}
    /// `clip(to:)` (drawing).
    public func clip(to rect: CGRect) {}
}

/// `UIGraphicsImageRenderer`: `image { context in … }` runs the block and returns an image of
/// the renderer's size and scale.
open class UIGraphicsImageRenderer {
    public let format: UIGraphicsImageRendererFormat
    public let bounds: CGRect
    public init(size: CGSize, format: UIGraphicsImageRendererFormat = .default()) {
        bounds = CGRect(origin: .zero, size: size)
        self.format = format.copy(bounds: bounds)
    }
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat = .default()) {
        self.bounds = bounds
        self.format = format.copy(bounds: bounds)
    }
    public convenience init(size: CGSize) { self.init(size: size, format: .default()) }
    public convenience init(bounds: CGRect) { self.init(bounds: bounds, format: .default()) }

    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let context = UIGraphicsImageRendererContext(cgContext: CGContext(size: bounds.size), format: format)
        actions(context)
        return context.currentImage
    }
}

extension Color {
    /// `set()`, `setFill()`, `setStroke()`: the colour of later drawing (accepted, not drawn).
    public func set() {}
    public func setFill() {}
    public func setStroke() {}
}

extension Layer {
    /// `render(in:)`: draws the layer tree into a context (accepted, not drawn).
    public func render(in context: CGContext) {}

    /// `allowsEdgeAntialiasing` / `edgeAntialiasingMask`: how a transformed layer's edges are
    /// smoothed when drawn (stored; false and all four edges by default, as in Core Animation).
    public var allowsEdgeAntialiasing: Bool {
        get { AssociatedObjects.get(self, key: DrawingKeys.edgeAntialiasing) as? Bool ?? false }
        set { AssociatedObjects.set(self, key: DrawingKeys.edgeAntialiasing, value: newValue, policy: .retain) }
    }
    public var edgeAntialiasingMask: CAEdgeAntialiasingMask {
        get { AssociatedObjects.get(self, key: DrawingKeys.edgeMask) as? CAEdgeAntialiasingMask ?? .all }
        set { AssociatedObjects.set(self, key: DrawingKeys.edgeMask, value: newValue, policy: .retain) }
    }
}

/// `CAEdgeAntialiasingMask`: the edges of a layer that are antialiased.
public struct CAEdgeAntialiasingMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt32
    public init(rawValue: UInt32) { self.rawValue = rawValue }
    public static let layerLeftEdge = CAEdgeAntialiasingMask(rawValue: 1 << 0)
    public static let layerRightEdge = CAEdgeAntialiasingMask(rawValue: 1 << 1)
    public static let layerBottomEdge = CAEdgeAntialiasingMask(rawValue: 1 << 2)
    public static let layerTopEdge = CAEdgeAntialiasingMask(rawValue: 1 << 3)
    static let all: CAEdgeAntialiasingMask = [.layerLeftEdge, .layerRightEdge, .layerBottomEdge, .layerTopEdge]
}

private enum DrawingKeys {
    nonisolated(unsafe) static let edgeAntialiasing = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let edgeMask = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

extension View {
    /// `drawHierarchy(in:afterScreenUpdates:)`: draws the view's tree into the current image
    /// context; true, as UIKit returns when the view is in a window, false otherwise.
    @discardableResult
    public func drawHierarchy(in rect: CGRect, afterScreenUpdates: Bool) -> Bool { window != nil }
}

extension Image {
    /// `draw(in:)`, `draw(at:)`, `draw(in:blendMode:alpha:)`, `drawAsPattern(in:)`: drawing into
    /// the current context (accepted, not drawn).
    public func draw(in rect: CGRect) {}
    public func draw(at point: CGPoint) {}
    public func draw(in rect: CGRect, blendMode: CGBlendMode, alpha: CGFloat) {}
    public func draw(at point: CGPoint, blendMode: CGBlendMode, alpha: CGFloat) {}
    public func drawAsPattern(in rect: CGRect) {}
}

extension Color {
    /// `UIColor(patternImage:)`: a colour that tiles an image, which is drawn, not modelled; as a
    /// background it counts as opaque (a tiled image covers what is behind it), a mid grey.
    public convenience init(patternImage image: Image) { self.init(white: 0.5, alpha: 1) }
}

/// `MAXFLOAT` (C's `<math.h>`, which Glibc does not export to Swift).
public let MAXFLOAT: Float = .greatestFiniteMagnitude

/// `CGInterpolationQuality` (drawing: accepted and dropped).
public enum CGInterpolationQuality: Int32, Sendable { case `default`, none, low, medium, high }

/// `CGColorRenderingIntent`: how colours outside a destination's gamut are mapped (drawing only).
public enum CGColorRenderingIntent: Int32, Sendable, Hashable {
    case defaultIntent, absoluteColorimetric, relativeColorimetric, perceptual, saturation
}

extension BezierPath {
    /// `fill(with:alpha:)` and `stroke(with:alpha:)`: `fill()` and `stroke()` with a blend mode and
    /// an opacity (drawing: as `fill()` and `stroke()`, accepted and dropped).
    public func fill(with blendMode: CGBlendMode, alpha: CGFloat) { fill() }
    public func stroke(with blendMode: CGBlendMode, alpha: CGFloat) { stroke() }
}
