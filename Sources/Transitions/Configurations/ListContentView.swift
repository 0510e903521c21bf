import Foundation

/// `UIListContentView` (iOS 14): shows a `ListContentConfiguration` as UIKit's cell styles do —
/// an image view and labels, laid out within the configuration's margins.
///
/// Subviews, back to front: an image view (only while there is an image), a label for the text
/// and one for the secondary text (only while there is one), showing the configuration's texts,
/// fonts, colours, alignment and line counts.
///
/// Layout (`layoutSubviews`), in the content area — the bounds inset by
/// `directionalLayoutMargins`, horizontally at least the superview's `layoutMargins` when
/// `axesPreservingSuperviewLayoutMargins` contains `.horizontal`:
/// - the image at the leading edge, centred vertically, in the room `reservedLayoutSize` keeps
///   (centred in it); its size is the image's, scaled down to `maximumSize`; an image without a
///   size (the model's symbols and named images have none) is a square of its symbol point size:
///   `imageProperties.preferredSymbolConfiguration`'s, else the image's own configuration's,
///   else the text font's;
/// - the text `imageToTextPadding` after the image (at the leading margin without one), as wide
///   as the rest of the content area, as tall as its lines (`numberOfLines`, 0: as many as the
///   width needs; the labels' estimate: `Label`);
/// - the secondary text below it, `textToSecondaryTextVerticalPadding` apart, the pair centred
///   vertically (subtitle) — or, with `prefersSideBySideTextAndSecondaryText` and room for both
///   on one line (`textToSecondaryTextHorizontalPadding` apart), at the trailing edge, as wide
///   as its text, both centred vertically (value cell).
///
/// `intrinsicContentSize`: no width; the height the layout takes at the current width (the
/// margins, and the taller of the image and the texts), at least 44 points for the cell styles
/// (UIKit's standard row height). Non-finite or negative metrics in the configuration (margins,
/// paddings, sizes) count as 0, so no frame is ever NaN.
open class ListContentView: View, ContentView {
    /// The configuration shown.
    public private(set) var listConfiguration: ListContentConfiguration

    /// The image view and labels (present while there is something to show).
    package private(set) var imageView: ImageView?
    package private(set) var textLabel: Label?
    package private(set) var secondaryTextLabel: Label?

    /// `init(configuration:)`.
    public init(configuration: ListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        modelName = "\(type(of: self))"
        apply()
    }

    public required init?(coder: NSCoder) { nil }

    /// `configuration` (`UIContentView`): a list content configuration replaces the one shown
    /// (another kind is not supported, and is ignored).
    open var configuration: any ContentConfiguration {
        get { listConfiguration }
        set {
            guard let c = newValue as? ListContentConfiguration else { return }
            listConfiguration = c
            apply()
        }
    }

    /// `supports(_:)`: list content configurations.
    open func supports(_ configuration: any ContentConfiguration) -> Bool { configuration is ListContentConfiguration }

    /// Shows the configuration: the subviews it needs with its texts and properties, then the
    /// layout.
    private func apply() {
        let c = listConfiguration
        if let image = c.image {
            let v = imageView ?? ImageView(frame: .zero)
            v.image = image
            v.tintColor = c.imageProperties.tintColor
            v.contentMode = .scaleAspectFit
            v.preferredSymbolConfiguration = c.imageProperties.preferredSymbolConfiguration
            v.layer.cornerRadius = finite(c.imageProperties.cornerRadius)
            v.clipsToBounds = c.imageProperties.cornerRadius > 0
            if v.superview !== self { insertSubview(v, at: 0) }
            imageView = v
        } else {
            imageView?.removeFromSuperview()
            imageView = nil
        }
        textLabel = label(textLabel, text: c.text, attributed: c.attributedText, c.textProperties)
        secondaryTextLabel = label(secondaryTextLabel, text: c.secondaryText, attributed: c.secondaryAttributedText, c.secondaryTextProperties)
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        place()
    }

    private func label(_ existing: Label?, text: String?, attributed: NSAttributedString?, _ p: ListContentConfiguration.TextProperties) -> Label? {
        guard text != nil || attributed != nil else {
            existing?.removeFromSuperview()
            return nil
        }
        let l = existing ?? Label(frame: .zero)
        if let attributed {
            l.attributedText = attributed
        } else {
            l.text = text.map(p.transformed)
        }
        l.font = p.font
        l.textColor = p.resolvedColor()
        l.textAlignment = switch p.alignment {
        case .natural: .natural
        case .center: .center
        case .justified: .justified
        }
        l.numberOfLines = max(0, p.numberOfLines)
        l.lineBreakMode = p.lineBreakMode
        l.adjustsFontSizeToFitWidth = p.adjustsFontSizeToFitWidth
        l.minimumScaleFactor = p.minimumScaleFactor
        if l.superview !== self { addSubview(l) }
        return l
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        place()
    }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: layout(width: bounds.width).height)
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let w = size.width.isFinite && size.width > 0 ? size.width : bounds.width
        return CGSize(width: w, height: layout(width: w).height)
    }

    private func place() {
        let l = layout(width: bounds.width, height: bounds.height)
        if let v = imageView { v.frame = l.image }
        textLabel?.frame = l.text
        secondaryTextLabel?.frame = l.secondary
    }

    /// The frames for a width (and height: nil lays out at the natural height).
    private func layout(width rawWidth: CGFloat, height rawHeight: CGFloat? = nil) -> (image: CGRect, text: CGRect, secondary: CGRect, height: CGFloat) {
        let c = listConfiguration
        let width = finite(rawWidth)
        var m = c.directionalLayoutMargins
        (m.top, m.leading, m.bottom, m.trailing) = (finite(m.top), finite(m.leading), finite(m.bottom), finite(m.trailing))
        if c.axesPreservingSuperviewLayoutMargins.contains(.horizontal), let s = superview {
            m.leading = max(m.leading, finite(s.layoutMargins.left))
            m.trailing = max(m.trailing, finite(s.layoutMargins.right))
        }
        if c.axesPreservingSuperviewLayoutMargins.contains(.vertical), let s = superview {
            m.top = max(m.top, finite(s.layoutMargins.top))
            m.bottom = max(m.bottom, finite(s.layoutMargins.bottom))
        }
        let contentWidth = max(0, width - m.leading - m.trailing)

        // The image and the room it takes.
        var imageSize = CGSize.zero
        var imageRoom = CGSize.zero
        if imageView != nil, let image = c.image {
            imageSize = naturalSize(of: image)
            let maxW = finite(c.imageProperties.maximumSize.width), maxH = finite(c.imageProperties.maximumSize.height)
            var scale: CGFloat = 1
            if maxW > 0, imageSize.width > maxW { scale = min(scale, maxW / imageSize.width) }
            if maxH > 0, imageSize.height > maxH { scale = min(scale, maxH / imageSize.height) }
            imageSize = CGSize(width: imageSize.width * scale, height: imageSize.height * scale)
            let reserved = c.imageProperties.reservedLayoutSize
            imageRoom = CGSize(width: max(imageSize.width, finite(reserved.width)), height: max(imageSize.height, finite(reserved.height)))
            imageRoom.width = min(imageRoom.width, contentWidth)
            imageSize.width = min(imageSize.width, imageRoom.width)
        }
        let textX = m.leading + (imageView != nil ? imageRoom.width + finite(c.imageToTextPadding) : 0)
        let textWidth = max(0, m.leading + contentWidth - textX)

        // The texts: side by side when preferred and they fit on one line, else stacked.
        let hPad = finite(c.textToSecondaryTextHorizontalPadding), vPad = finite(c.textToSecondaryTextVerticalPadding)
        var textSize = textLabel.map { fitted($0, width: textWidth) } ?? .zero
        var secondarySize = secondaryTextLabel.map { fitted($0, width: textWidth) } ?? .zero
        var sideBySide = false
        if c.prefersSideBySideTextAndSecondaryText, let t = textLabel, let s = secondaryTextLabel {
            let oneLineText = t.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            let oneLineSecondary = s.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: .greatestFiniteMagnitude))
            if oneLineText.width + hPad + oneLineSecondary.width <= textWidth {
                sideBySide = true
                textSize = CGSize(width: textWidth - hPad - oneLineSecondary.width, height: oneLineText.height)
                secondarySize = oneLineSecondary
            }
        }
        let both = textLabel != nil && secondaryTextLabel != nil
        let textBlock = sideBySide ? max(textSize.height, secondarySize.height) : textSize.height + secondarySize.height + (both ? vPad : 0)
        let natural = m.top + max(imageRoom.height, textBlock) + m.bottom
        let height = max(natural, c.style.isCell ? 44 : 0)
        let h = rawHeight.map(finite) ?? height
        let midY = m.top + max(0, h - m.top - m.bottom) / 2

        let image = CGRect(
            x: m.leading + (imageRoom.width - imageSize.width) / 2, y: midY - imageSize.height / 2,
            width: imageSize.width, height: imageSize.height)
        let text: CGRect, secondary: CGRect
        if sideBySide {
            text = CGRect(x: textX, y: midY - textSize.height / 2, width: textSize.width, height: textSize.height)
            secondary = CGRect(
                x: m.leading + contentWidth - secondarySize.width, y: midY - secondarySize.height / 2,
                width: secondarySize.width, height: secondarySize.height)
        } else {
            let top = midY - textBlock / 2
            text = CGRect(x: textX, y: top, width: textWidth, height: textSize.height)
            let secondaryY = textLabel != nil ? text.maxY + (both ? vPad : 0) : top
            secondary = CGRect(x: textX, y: secondaryY, width: textWidth, height: secondarySize.height)
        }
        return (image, text, secondary, height)
    }

    /// A label's size at a width (its lines' height; the width given).
    private func fitted(_ l: Label, width: CGFloat) -> CGSize {
        guard width > 0 else { return .zero }
        let s = l.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: width, height: finite(s.height))
    }

    /// The image's size: its own, or (without one) a square of the symbol point size.
    private func naturalSize(of image: Image) -> CGSize {
        let own = image.size
        if own.width.isFinite, own.height.isFinite, own.width > 0 || own.height > 0 {
            return CGSize(width: max(0, own.width), height: max(0, own.height))
        }
        let c = listConfiguration
        let side = c.imageProperties.preferredSymbolConfiguration?.resolvedPointSize
            ?? image.symbolConfiguration?.resolvedPointSize
            ?? c.textProperties.font.pointSize
        let s = finite(side)
        return CGSize(width: s, height: s)
    }

    private func finite(_ x: CGFloat) -> CGFloat { x.isFinite && x > 0 ? x : 0 }
}
