import Foundation
import Transitions

// UIKit's view types and small value types that transition code touches but whose drawing the
// model does not render: they keep what is set on them, and take part in the view tree like any
// view.

public typealias UIStatusBarStyle = StatusBarStyle
public typealias UIContentContainer = ContentContainer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias CGPath = ShapePath

/// `UIImage`: an image's size and name (no pixels). `UIImage(named:)` and
/// `UIImage(systemName:)` return an image of size zero named after the asset, so code written
/// for an app bundle runs.
public final class UIImage: @unchecked Sendable {
    public let name: String?
    public let size: CGSize
    public init(size: CGSize = .zero, name: String? = nil) {
        self.size = size
        self.name = name
    }
    public convenience init() { self.init(size: .zero) }
    public convenience init?(named name: String) { self.init(size: .zero, name: name) }
    public convenience init?(systemName name: String) { self.init(size: .zero, name: name) }
}

/// `UIImageView`: a view showing an image (its size when created from one).
open class UIImageView: View {
    public var image: UIImage?
    public var highlightedImage: UIImage?
    public var isHighlighted = false

    public override init(frame: CGRect) { super.init(frame: frame) }

    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }
}

/// `UIFont`: a point size and weight (no glyphs).
public struct UIFont: Sendable, Hashable {
    /// `UIFont.Weight`.
    public struct Weight: Sendable, Hashable {
        public let rawValue: Double
        public init(rawValue: Double) { self.rawValue = rawValue }
        public static let regular = Weight(rawValue: 0)
        public static let medium = Weight(rawValue: 0.23)
        public static let semibold = Weight(rawValue: 0.3)
        public static let bold = Weight(rawValue: 0.4)
    }
    public var pointSize: CGFloat
    public var weight: Weight
    public static func systemFont(ofSize size: CGFloat, weight: Weight = .regular) -> UIFont { UIFont(pointSize: size, weight: weight) }
    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(pointSize: size, weight: .bold) }
}

/// `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable, Hashable { case left, center, right, justified, natural }

/// `UILabel`: text and its attributes (not drawn).
open class UILabel: View {
    public var text: String?
    public var textColor: UIColor = .black
    public var font: UIFont = .systemFont(ofSize: 17)
    public var textAlignment: NSTextAlignment = .natural
    public var numberOfLines = 1

    public override init(frame: CGRect) { super.init(frame: frame) }
}

/// `UIBezierPath`, as far as the model keeps paths (shadow paths): the outline's bounding box.
public final class UIBezierPath {
    public private(set) var bounds: CGRect
    public init(rect: CGRect) { bounds = rect }
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) { self.init(rect: rect) }
    public convenience init(ovalIn rect: CGRect) { self.init(rect: rect) }
    /// `cgPath`.
    public var cgPath: CGPath { CGPath(boundingBox: bounds) }
}

extension CGPoint {
    /// `applying(_:)`: the point through an affine transform.
    public func applying(_ t: CGAffineTransform) -> CGPoint { t.apply(to: self) }
}

extension CGSize {
    /// `applying(_:)`: the size through the transform's linear part (may be negative, as in Core
    /// Graphics).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// `applying(_:)`: the bounding box of the transformed corners (Core Graphics' definition).
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { t.apply(to: $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}
