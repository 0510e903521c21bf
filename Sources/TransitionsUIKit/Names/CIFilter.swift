import Foundation
import Transitions

/// `CIFilter` (Core Image): a named image filter whose inputs are set by key. The model knows
/// the filters transition code uses and what region each one's output covers (`CIImage`
/// models regions, not pixels):
///
/// - colour filters (`CIColorControls`, `CIExposureAdjust`, `CIColorInvert`, `CISepiaTone`,
///   the `CIPhotoEffect…` family, …): the input's extent;
/// - `CIGaussianBlur`: the input's extent grown by three times `inputRadius` on every side
///   (the kernel's reach, where Core Image's renderer puts the blurred edge; default radius
///   10);
/// - `CICrop` (`inputRectangle`), `CIAffineTransform` (`inputTransform`),
///   `CILanczosScaleTransform` (`inputScale`, `inputAspectRatio`): the input's extent cropped,
///   mapped, scaled;
/// - `CIAffineClamp` and the generators (`CIConstantColorGenerator`, gradients,
///   checkerboards): the whole plane;
/// - compositing and blend modes (`CISourceOverCompositing`, `CIMultiplyBlendMode`, …): the
///   union of the input and background images.
///
/// `init(name:)` is nil for a name not in that list — as Core Image answers a name it does not
/// have; a filter Core Image has but the model does not is nil too (notes/uikit-surface.md).
/// `outputImage` is nil while a required input image is missing, as Core Image's is. A
/// parameter that is not a finite number, or is negative where Core Image's minimum is zero,
/// reads as the filter's default.
open class CIFilter: @unchecked Sendable {
    /// How a filter's output region follows from its inputs.
    enum Geometry: Sendable {
        case color, blur, crop, affine, lanczos, clamp, generator, composite
    }
    static let geometries: [String: Geometry] = {
        var table: [String: Geometry] = [:]
        for name in [
            "CIColorControls", "CIExposureAdjust", "CIColorInvert", "CISepiaTone", "CIColorMonochrome", "CIColorMatrix",
            "CIVibrance", "CIHueAdjust", "CIGammaAdjust", "CIToneCurve", "CIColorClamp", "CIColorPosterize", "CIFalseColor",
            "CIMaskToAlpha", "CIMaximumComponent", "CIMinimumComponent", "CITemperatureAndTint", "CIWhitePointAdjust",
            "CIVignette", "CIPhotoEffectChrome", "CIPhotoEffectFade", "CIPhotoEffectInstant", "CIPhotoEffectMono",
            "CIPhotoEffectNoir", "CIPhotoEffectProcess", "CIPhotoEffectTonal", "CIPhotoEffectTransfer", "CILinearToSRGBToneCurve",
            "CISRGBToneCurveToLinear",
        ] { table[name] = .color }
        table["CIGaussianBlur"] = .blur
        table["CICrop"] = .crop
        table["CIAffineTransform"] = .affine
        table["CILanczosScaleTransform"] = .lanczos
        table["CIAffineClamp"] = .clamp
        for name in [
            "CIConstantColorGenerator", "CICheckerboardGenerator", "CIStripesGenerator", "CIRandomGenerator", "CILinearGradient",
            "CIRadialGradient", "CISmoothLinearGradient",
        ] { table[name] = .generator }
        for name in [
            "CISourceOverCompositing", "CIAdditionCompositing", "CIMultiplyCompositing", "CIMaximumCompositing",
            "CIMinimumCompositing", "CIMultiplyBlendMode", "CIScreenBlendMode", "CIOverlayBlendMode", "CIDarkenBlendMode",
            "CILightenBlendMode", "CISoftLightBlendMode", "CIHardLightBlendMode", "CIColorBlendMode", "CILuminosityBlendMode",
        ] { table[name] = .composite }
        return table
    }()

    /// `name`.
    public let name: String
    let geometry: Geometry?
    private var values: [String: Any] = [:]

    /// `init(name:)`: nil when the model does not know the filter (see above).
    public init?(name: String) {
        guard let geometry = CIFilter.geometries[name] else { return nil }
        self.name = name
        self.geometry = geometry
    }
    /// `init(name:parameters:)`: the filter with its inputs set.
    public convenience init?(name: String, parameters: [String: Any]?) {
        self.init(name: name)
        for (key, value) in parameters ?? [:] { setValue(value, forKey: key) }
    }
    /// For an app's own filter (a subclass that overrides `outputImage`).
    public init() {
        name = "\(Self.self)"
        geometry = nil
    }

    /// `inputKeys`: the keys of the inputs this filter has been given (the model keeps no
    /// attribute dictionaries).
    open var inputKeys: [String] { values.keys.sorted() }
    open var outputKeys: [String] { [kCIOutputImageKey] }
    /// `setValue(_:forKey:)` / `value(forKey:)`: an input by key (nil removes it);
    /// `kCIOutputImageKey` reads `outputImage`.
    open func setValue(_ value: Any?, forKey key: String) { values[key] = value }
    open func value(forKey key: String) -> Any? { key == kCIOutputImageKey ? outputImage : values[key] }
    /// `setDefaults()`: clears the inputs that have defaults (every numeric input reads its
    /// default when unset), keeping the images.
    open func setDefaults() { values = values.filter { $0.value is CIImage } }

    /// `outputImage`: the region the filtered image covers (see the type's description).
    open var outputImage: CIImage? {
        guard let geometry else { return nil }
        let input = values[kCIInputImageKey] as? CIImage
        switch geometry {
        case .generator: return CIImage(extent: .infinite)
        case .color: return input.map { CIImage(extent: $0.extent) }
        case .clamp: return input?.clampedToExtent()
        case .blur:
            guard let input else { return nil }
            if input.extent.isInfinite || input.extent.isNull { return CIImage(extent: input.extent) }
            let reach = 3 * number(kCIInputRadiusKey, default: 10, minimum: 0)
            return CIImage(extent: input.extent.insetBy(dx: -reach, dy: -reach))
        case .crop:
            guard let input else { return nil }
            // Core Image's default rectangle is the whole plane.
            let rect = (values["inputRectangle"] as? CIVector)?.cgRectValue ?? .infinite
            return input.cropped(to: rect)
        case .affine:
            guard let input else { return nil }
            return input.transformed(by: transform(values[kCIInputTransformKey]))
        case .lanczos:
            guard let input else { return nil }
            let scale = number(kCIInputScaleKey, default: 1, minimum: 0)
            let aspect = number(kCIInputAspectRatioKey, default: 1, minimum: 0)
            return input.transformed(by: CGAffineTransform(scaleX: scale * aspect, y: scale))
        case .composite:
            guard let input else { return nil }
            guard let background = values[kCIInputBackgroundImageKey] as? CIImage else { return nil }
            return input.composited(over: background)
        }
    }

    /// The numeric input `key`: its default when unset, not a number, not finite, or below
    /// `minimum`.
    private func number(_ key: String, default value: Double, minimum: Double) -> Double {
        guard let given = numericValue(values[key]), given.isFinite, given >= minimum else { return value }
        return given
    }
    /// `inputTransform`: a `CGAffineTransform`, boxed in an `NSValue` or not; identity otherwise.
    private func transform(_ value: Any?) -> CGAffineTransform {
        if let t = value as? CGAffineTransform { return t }
        if let boxed = value as? NSValue { return boxed.cgAffineTransformValue }
        return .identity
    }

    /// `filterNames(inCategory:)`: the filters the model knows (every category: the model keeps
    /// none).
    open class func filterNames(inCategory category: String?) -> [String] { geometries.keys.sorted() }
}

/// Core Image's input and output keys.
public let kCIInputImageKey = "inputImage"
public let kCIOutputImageKey = "outputImage"
public let kCIInputBackgroundImageKey = "inputBackgroundImage"
public let kCIInputMaskImageKey = "inputMaskImage"
public let kCIInputTargetImageKey = "inputTargetImage"
public let kCIInputRadiusKey = "inputRadius"
public let kCIInputColorKey = "inputColor"
public let kCIInputSaturationKey = "inputSaturation"
public let kCIInputBrightnessKey = "inputBrightness"
public let kCIInputContrastKey = "inputContrast"
public let kCIInputEVKey = "inputEV"
public let kCIInputScaleKey = "inputScale"
public let kCIInputAspectRatioKey = "inputAspectRatio"
public let kCIInputCenterKey = "inputCenter"
public let kCIInputExtentKey = "inputExtent"
public let kCIInputTransformKey = "inputTransform"
public let kCIInputIntensityKey = "inputIntensity"
public let kCIInputAngleKey = "inputAngle"
public let kCIInputWidthKey = "inputWidth"
public let kCIInputSharpnessKey = "inputSharpness"
public let kCIInputTimeKey = "inputTime"
