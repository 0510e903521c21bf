import Foundation

/// `UIProgressView`: a bar showing `progress` (0…1). The bar is drawn only; `progress` and the
/// styles are read back, and `intrinsicContentSize` is UIKit's (height 4 for `.default`, 2.5 for
/// `.bar`), so Auto Layout sizes the view as on iOS.
open class ProgressView: View {
    /// `UIProgressView.Style`.
    public enum Style: Int, Sendable, Hashable { case `default`, bar }

    /// `progressViewStyle`.
    open var progressViewStyle: Style = .default { didSet { invalidateIntrinsicContentSize() } }
    private var storedProgress: Float = 0
    /// `progress`, clamped to 0…1 (NaN reads as 0), as UIKit pins it; with an
    /// `observedProgress`, its `fractionCompleted` (UIKit observes it).
    open var progress: Float {
        get { observedProgress.map { Self.clamp(Float($0.fractionCompleted)) } ?? storedProgress }
        set { storedProgress = Self.clamp(newValue) }
    }
    private static func clamp(_ v: Float) -> Float { v.isNaN ? 0 : min(max(v, 0), 1) }
    open var progressTintColor: Color?
    open var trackTintColor: Color?
    open var progressImage: Image?
    open var trackImage: Image?
    /// `observedProgress`: a `Progress` whose `fractionCompleted` the bar shows.
    open var observedProgress: Progress?

    public override init(frame: CGRect) { super.init(frame: frame) }
    /// `init(progressViewStyle:)`.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
        frame.size = CGSize(width: 0, height: intrinsicContentSize.height)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `setProgress(_:animated:)` (the bar is drawn: the value changes at once).
    open func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: progressViewStyle == .bar ? 2.5 : 4)
    }
}
