import Foundation
import Transitions

// `UIButton.Configuration` (iOS 15): how a button looks, in one value. What moves or sizes the
// button is applied — the title and image it shows (`setTitle`/`setImage` for `.normal`), its
// content insets (the intrinsic size) — the rest is drawing, stored.

extension Button {
    /// `UIButton.Configuration`.
    public struct Configuration: Hashable, @unchecked Sendable {
        /// `UIButton.Configuration.CornerStyle`, `Size`, `TitleAlignment` (drawing, stored).
        public enum CornerStyle: Int, Sendable, Hashable { case fixed, dynamic, small, medium, large, capsule }
        public enum Size: Int, Sendable, Hashable { case mini, small, medium, large }
        public enum TitleAlignment: Int, Sendable, Hashable { case automatic, leading, center, trailing }
        /// The preset the value started from (`filled()`, `plain()` …).
        public let style: String

        public var title: String?
        public var subtitle: String?
        /// `attributedTitle` / `attributedSubtitle`: Swift attributed strings, as UIKit's
        /// (`AttributeScopes.UIKitAttributes`).
        public var attributedTitle: AttributedString?
        public var attributedSubtitle: AttributedString?
        /// `titleTextAttributesTransformer` / `subtitleTextAttributesTransformer`: applied to the
        /// title's attributes when the configuration is set.
        public var titleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var subtitleTextAttributesTransformer: UIConfigurationTextAttributesTransformer?
        public var image: Image?
        public var baseForegroundColor: Color?
        public var baseBackgroundColor: Color?
        public var cornerStyle: CornerStyle = .dynamic
        public var buttonSize: Size = .medium
        public var titleAlignment: TitleAlignment = .automatic
        /// `titleLineBreakMode` / `subtitleLineBreakMode` (iOS 16; drawing, stored; nil: the
        /// button's default, truncating the tail).
        public var titleLineBreakMode: NSLineBreakMode?
        public var subtitleLineBreakMode: NSLineBreakMode?
        /// `contentInsets`: the padding around the title and image (the button's intrinsic size
        /// includes it); presets' defaults are UIKit's medium-size insets.
        public var contentInsets = NSDirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        /// `imagePadding`: the space between the image and the title (drawing, stored).
        public var imagePadding: CGFloat = 0
        /// `imagePlacement`: the edge of the title the image sits on (`.leading` by default, as
        /// UIKit's; drawing, stored).
        public var imagePlacement: NSDirectionalRectEdge = .leading
        public var titlePadding: CGFloat = 0
        public var showsActivityIndicator = false
        /// `background`: what the button draws behind its content (drawing, stored); a
        /// preset's starts clear, its colour from `baseBackgroundColor`.
        public var background = UIBackgroundConfiguration.clear()
        /// `imageColorTransformer` (drawing, stored).
        public var imageColorTransformer: UIConfigurationColorTransformer?

        init(style: String) { self.style = style }

        public static func plain() -> Configuration { Configuration(style: "plain") }
        public static func tinted() -> Configuration { Configuration(style: "tinted") }
        public static func gray() -> Configuration { Configuration(style: "gray") }
        public static func filled() -> Configuration { Configuration(style: "filled") }
        public static func borderless() -> Configuration { Configuration(style: "borderless") }
        public static func bordered() -> Configuration { Configuration(style: "bordered") }
        public static func borderedTinted() -> Configuration { Configuration(style: "borderedTinted") }
        public static func borderedProminent() -> Configuration { Configuration(style: "borderedProminent") }

        /// The attributed title the button shows: `attributedTitle` (or `title`) restyled by
        /// the transformer; nil for a plain title without one.
        var shownTitle: AttributedString? {
            guard let transformer = titleTextAttributesTransformer else { return attributedTitle }
            guard var text = attributedTitle ?? title.map({ AttributedString($0) }) else { return nil }
            let restyled = text.runs.map { ($0.range, transformer($0.attributes)) }
            for (range, attributes) in restyled { text[range].setAttributes(attributes) }
            return text
        }

        public static func == (a: Configuration, b: Configuration) -> Bool {
            a.style == b.style && a.title == b.title && a.subtitle == b.subtitle && a.image === b.image
                && a.attributedTitle == b.attributedTitle && a.titleTextAttributesTransformer == b.titleTextAttributesTransformer
                && a.baseForegroundColor == b.baseForegroundColor && a.baseBackgroundColor == b.baseBackgroundColor
                && a.cornerStyle == b.cornerStyle && a.contentInsets == b.contentInsets && a.imagePadding == b.imagePadding
                && a.imagePlacement == b.imagePlacement
        }
        public func hash(into h: inout Hasher) {
            h.combine(style)
            h.combine(title)
            h.combine(subtitle)
        }
    }

    /// `configuration`: setting one shows its title and image and sizes the button by its
    /// insets (nil keeps what the button shows).
    public var configuration: Configuration? {
        get { AssociatedObjects.get(self, key: ButtonConfigurationKeys.configuration) as? Configuration }
        set {
            AssociatedObjects.set(self, key: ButtonConfigurationKeys.configuration, value: newValue as Any, policy: .retain)
            guard let c = newValue else { return }
            if let t = c.shownTitle { setAttributedTitle(NSAttributedString(t), for: .normal) } else { setTitle(c.title, for: .normal) }
            setImage(c.image, for: .normal)
            let i = c.contentInsets
            contentEdgeInsets = EdgeInsets(top: i.top, left: i.leading, bottom: i.bottom, right: i.trailing)
        }
    }

    /// `UIButton(configuration:primaryAction:)`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// `configurationUpdateHandler`: called by `setNeedsUpdateConfiguration()` (and when the
    /// configuration is first set through `updateConfiguration()`), as UIKit calls it when the
    /// button's state changes.
    public var configurationUpdateHandler: ((Button) -> Void)? {
        get { AssociatedObjects.get(self, key: ButtonConfigurationKeys.handler) as? (Button) -> Void }
        set { AssociatedObjects.set(self, key: ButtonConfigurationKeys.handler, value: newValue as Any, policy: .retain) }
    }
    /// `setNeedsUpdateConfiguration()` / `updateConfiguration()`: runs the update handler now.
    public func setNeedsUpdateConfiguration() { updateConfiguration() }
    public func updateConfiguration() { configurationUpdateHandler?(self) }
}

extension Button {
    /// `adjustsImageWhenHighlighted`, `adjustsImageWhenDisabled`: whether the image is drawn
    /// darker while highlighted and dimmed while disabled (drawing: stored; true by default, as
    /// UIKit's).
    public var adjustsImageWhenHighlighted: Bool {
        get { AssociatedObjects.get(self, key: ButtonConfigurationKeys.adjustsWhenHighlighted) as? Bool ?? true }
        set { AssociatedObjects.set(self, key: ButtonConfigurationKeys.adjustsWhenHighlighted, value: newValue, policy: .retain) }
    }
    /// `showsTouchWhenHighlighted` (deprecated in iOS 15): a glow drawn where the button is
    /// touched (drawing: stored, false by default).
    public var showsTouchWhenHighlighted: Bool {
        get { AssociatedObjects.get(self, key: ButtonConfigurationKeys.showsTouch) as? Bool ?? false }
        set { AssociatedObjects.set(self, key: ButtonConfigurationKeys.showsTouch, value: newValue, policy: .retain) }
    }
    public var adjustsImageWhenDisabled: Bool {
        get { AssociatedObjects.get(self, key: ButtonConfigurationKeys.adjustsWhenDisabled) as? Bool ?? true }
        set { AssociatedObjects.set(self, key: ButtonConfigurationKeys.adjustsWhenDisabled, value: newValue, policy: .retain) }
    }
    /// `reversesTitleShadowWhenHighlighted` (deprecated in iOS 15): the title's shadow drawn
    /// raised instead of engraved while highlighted (drawing: stored, false by default).
    public var reversesTitleShadowWhenHighlighted: Bool {
        get { AssociatedObjects.get(self, key: ButtonConfigurationKeys.reversesShadow) as? Bool ?? false }
        set { AssociatedObjects.set(self, key: ButtonConfigurationKeys.reversesShadow, value: newValue, policy: .retain) }
    }
}

private enum ButtonConfigurationKeys {
    nonisolated(unsafe) static let reversesShadow = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let showsTouch = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let configuration = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let handler = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let adjustsWhenHighlighted = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
    nonisolated(unsafe) static let adjustsWhenDisabled = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}
