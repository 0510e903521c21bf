import Foundation

/// `UIImage`: an image's size and name (no pixels). `UIImage(named:)` and
/// `UIImage(systemName:)` return an image of size zero named after the asset, so code written
/// for an app bundle runs.
public final class Image: UIKitNSObject, @unchecked Sendable {
    /// `accessibilityIdentifier` (`UIAccessibilityIdentification`; stored).
    public var accessibilityIdentifier: String? {
        get { storedAccessibility(AccessibilityKey.identifier) }
        set { storeAccessibility(newValue, AccessibilityKey.identifier) }
    }

    public let name: String?
    public let size: CGSize
    public let scale: CGFloat
    /// Made with `init(systemName:)` (`isSymbolImage`) and the configuration it was made or
    /// derived with (`configuration`): `Image+Symbols.swift`.
    package var isSymbol = false
    package var imageConfiguration: Configuration?
    public init(size: CGSize = .zero, name: String? = nil, scale: CGFloat = 1) {
        self.name = name
        self.size = size
        self.scale = scale
        super.init()
    }
    public convenience override init() { self.init(size: .zero) }
    public convenience init?(named name: String) { self.init(size: .zero, name: name) }
    public convenience init?(systemName name: String) {
        self.init(size: .zero, name: name)
        isSymbol = true
    }
    /// `init(contentsOfFile:)`: nil when there is no file at the path (as UIKit); otherwise an
    /// image named after the path, of size zero (the model decodes no pixels).
    public convenience init?(contentsOfFile path: String) {
        guard FileManager.default.fileExists(atPath: path) else { return nil }
        self.init(size: .zero, name: path)
    }
    /// `init(named:in:compatibleWith:)`: as `init(named:)` (bundles and traits select no other
    /// asset: there are none).
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        self.init(size: .zero, name: name)
    }
}

/// `UIImageView`: a view showing an image; made from one, it takes the image's size
/// (`intrinsicContentSize` is the image's size). `contentMode` is stored (View+Display).
open class ImageView: View {
    open var image: Image? { didSet { if image?.size != oldValue?.size { setNeedsLayout() } } }
    open var highlightedImage: Image?
    open var isHighlighted = false
    /// `animationImages`, `animationDuration` (stored: not drawn).
    public var animationImages: [Image]?
    /// `highlightedAnimationImages` (stored: not drawn).
    public var highlightedAnimationImages: [Image]?
    public var animationDuration: TimeInterval = 0
    public var animationRepeatCount = 0
    /// `startAnimating()` / `stopAnimating()` / `isAnimating`: cycling through `animationImages`
    /// is drawing only; whether it runs is kept (UIKit starts nothing without animation images).
    open func startAnimating() { imagesAnimating = animationImages?.isEmpty == false }
    open func stopAnimating() { imagesAnimating = false }
    open var isAnimating: Bool { imagesAnimating }
    private var imagesAnimating = false

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `ImageView()`: `init(frame: .zero)`.
    public convenience init() { self.init(frame: .zero) }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `init(image:)`: a view the image's size at the origin. Designated, as UIKit's
    /// (`init(image:)` and `init(image:highlightedImage:)` are `NS_DESIGNATED_INITIALIZER`s), so
    /// subclasses override them and call them from their own initialisers.
    public init(image: Image?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }
    public init(image: Image?, highlightedImage: Image?) {
        super.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        self.highlightedImage = highlightedImage
    }

    open override var intrinsicContentSize: CGSize {
        image.map(\.size) ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? bounds.size }
}
