import Foundation

/// `UIView`'s attributes that change how a view draws or is laid out by Auto Layout, neither of
/// which the model renders: stored, read back, and part of the state fingerprint. The
/// autoresizing mask is applied (`autoresizeSubviews(from:)`, below).
struct DisplayAttributes: Hashable {
    var autoresizingMask: View.AutoresizingMask = []
    var autoresizesSubviews = true
    var translatesAutoresizingMaskIntoConstraints = true
    var contentMode: View.ContentMode = .scaleToFill
    var isOpaque = true
    var tintColor: Color? = nil
    var tintAdjustmentMode: View.TintAdjustmentMode = .automatic
    /// `cornerConfiguration` once set (iOS 26; `CornerConfiguration`).
    var cornerConfiguration: CornerConfiguration?
}

extension View {
    /// `UIView.AutoresizingMask`: which margins and sizes follow the superview's bounds.
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// `UIView.ContentMode` (stored; content drawing is not modelled).
    public enum ContentMode: Int, Sendable, Hashable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// `autoresizingMask`: applied when the superview's bounds size changes (default none).
    public var autoresizingMask: AutoresizingMask {
        get { display.autoresizingMask }
        set { display.autoresizingMask = newValue }
    }
    /// `autoresizesSubviews` (default true).
    public var autoresizesSubviews: Bool {
        get { display.autoresizesSubviews }
        set { display.autoresizesSubviews = newValue }
    }
    /// `translatesAutoresizingMaskIntoConstraints` (default true): the frame and autoresizing mask
    /// become required constraints when the view takes part in Auto Layout (`LayoutEngine`).
    public var translatesAutoresizingMaskIntoConstraints: Bool {
        get { display.translatesAutoresizingMaskIntoConstraints }
        set {
            guard newValue != display.translatesAutoresizingMaskIntoConstraints else { return }
            display.translatesAutoresizingMaskIntoConstraints = newValue
            layoutInputsChanged()
        }
    }
    /// Tells this view and the subviews that inherit its tint (`tintColorDidChange()`).
    func notifyTintChange() {
        tintColorDidChange()
        for v in subviewList where v.display.tintColor == nil { v.notifyTintChange() }
    }

    /// `UIView.TintAdjustmentMode`.
    public enum TintAdjustmentMode: Int, Sendable, Hashable { case automatic, normal, dimmed }

    /// `tintAdjustmentMode`: reads the effective mode — the view's own, else (automatic) its
    /// superview's, `.normal` at the root — as UIKit's getter does. A presentation controller
    /// sets `.dimmed` on the presenting view behind a dimming view: `tintColor` then reads as a
    /// grey of the tint's luminance, and every view whose effective mode changed hears
    /// `tintColorDidChange()`.
    public var tintAdjustmentMode: TintAdjustmentMode {
        get {
            if display.tintAdjustmentMode != .automatic { return display.tintAdjustmentMode }
            return superview?.tintAdjustmentMode ?? .normal
        }
        set {
            let before = tintAdjustmentMode
            display.tintAdjustmentMode = newValue
            if tintAdjustmentMode != before { notifyDimmingChange() }
        }
    }

    /// The effective mode changed here: this view and the descendants that follow it are told.
    private func notifyDimmingChange() {
        tintColorDidChange()
        for v in subviewList where v.display.tintAdjustmentMode == .automatic { v.notifyDimmingChange() }
    }

    /// The tint before dimming: the view's own, else its superview's, else the system blue.
    var undimmedTint: Color { display.tintColor ?? superview?.undimmedTint ?? Color(red: 0, green: 0.478, blue: 1) }

    /// Resizes the subviews whose masks ask for it after this view's bounds size changed from
    /// `old` (UIKit's rule: per axis, the change is shared among the flexible parts — margin,
    /// size, margin — in proportion to their current lengths, equally when those are all zero).
    func autoresizeSubviews(from old: CGSize) {
        let new = modelBounds.size
        guard autoresizesSubviews, old != new else { return }
        for s in subviewList where !s.autoresizingMask.isEmpty {
            let f = s.frame
            let m = s.autoresizingMask
            let (x, w) = View.share(
                start: f.minX, length: f.width, container: old.width, delta: new.width - old.width,
                flexible: (m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin)))
            let (y, h) = View.share(
                start: f.minY, length: f.height, container: old.height, delta: new.height - old.height,
                flexible: (m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin)))
            s.frame = CGRect(x: x, y: y, width: max(w, 0), height: max(h, 0))
        }
    }

    private static func share(
        start: Double, length: Double, container: Double, delta: Double, flexible: (Bool, Bool, Bool)
    ) -> (Double, Double) {
        let parts = [start, length, container - start - length]
        let flex = [flexible.0, flexible.1, flexible.2]
        let count = flex.filter { $0 }.count
        guard count > 0, delta.isFinite else { return (start, length) }
        let total = zip(parts, flex).reduce(0.0) { $1.1 ? $0 + max($1.0, 0) : $0 }
        func portion(_ i: Int) -> Double {
            guard flex[i] else { return 0 }
            return total > 0 ? delta * max(parts[i], 0) / total : delta / Double(count)
        }
        return (start + portion(0), length + portion(1))
    }
}
