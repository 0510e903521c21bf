import Foundation

/// `UISegmentedControl`: a row of segments, at most one selected.
///
/// Modelled (UIKit's documented behaviour):
/// * segments share the bounds' width equally, left to right (UIKit's default,
///   `apportionsSegmentWidthsByContent == false`), unless a segment has a width set with
///   `setWidth(_:forSegmentAt:)` — those keep it and the others share what is left;
/// * a tap on an enabled segment selects it and sends `.valueChanged` when the selection
///   changed; with `isMomentary` the tapped segment does not stay selected and every tap sends
///   `.valueChanged` (the index is the tapped segment's while the action runs, then
///   `noSegment`);
/// * setting `selectedSegmentIndex` in code sends nothing (Apple: the control sends
///   `.valueChanged` for the user's touches only);
/// * inserting and removing segments keep the selected segment selected (its index moves);
///   removing it leaves `noSegment`. An index out of range (other than `noSegment`) for
///   `selectedSegmentIndex` is refused and recorded (UIKit raises); insertion indexes are
///   clamped to `0...numberOfSegments`, as UIKit does.
///
/// Stored: images, `selectedSegmentTintColor`, title attributes. `animated` changes nothing but
/// drawing. The intrinsic size is an estimate (UIKit does not document it): 32 points high, each
/// segment as wide as the widest title at 13 points plus 16 points of padding.
open class SegmentedControl: Control {
    /// `UISegmentedControl.noSegment` (-1).
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: AnyObject?
        var isEnabled = true
        var width: CGFloat = 0
    }
    private var segments: [Segment] = []
    private var storedSelection = SegmentedControl.noSegment

    /// `isMomentary` (false).
    open var isMomentary = false
    /// `apportionsSegmentWidthsByContent` (stored: segments are equal unless given a width).
    open var apportionsSegmentWidthsByContent = false
    /// `selectedSegmentTintColor` (stored: drawing).
    open var selectedSegmentTintColor: Color?
    /// Title attributes per control state (stored: segments are drawn).
    private var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]

    /// `setTitleTextAttributes(_:for:)` (stored).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: Control.State) {
        titleAttributes[state.rawValue] = attributes
    }

    /// `setBackgroundImage(_:for:barMetrics:)`, `setDividerImage(_:forLeftSegmentState:rightSegmentState:barMetrics:)`
    /// and their getters (stored: segments are drawn).
    private var images: [String: Image] = [:]
    open func setBackgroundImage(_ image: Image?, for state: Control.State, barMetrics: NavigationBar.Metrics) {
        images["b\(state.rawValue).\(barMetrics.rawValue)"] = image
    }
    open func backgroundImage(for state: Control.State, barMetrics: NavigationBar.Metrics) -> Image? {
        images["b\(state.rawValue).\(barMetrics.rawValue)"]
    }
    open func setDividerImage(
        _ image: Image?, forLeftSegmentState left: Control.State, rightSegmentState right: Control.State, barMetrics: NavigationBar.Metrics
    ) {
        images["d\(left.rawValue).\(right.rawValue).\(barMetrics.rawValue)"] = image
    }
    open func dividerImage(forLeftSegmentState left: Control.State, rightSegmentState right: Control.State, barMetrics: NavigationBar.Metrics) -> Image? {
        images["d\(left.rawValue).\(right.rawValue).\(barMetrics.rawValue)"]
    }

    /// `titleTextAttributes(for:)`: what was set for exactly this state.
    open func titleTextAttributes(for state: Control.State) -> [NSAttributedString.Key: Any]? { titleAttributes[state.rawValue] }

    /// `init(items:)`: a segment per item — a `String` is a title, anything else (an image) is
    /// stored as the segment's image. No segment is selected.
    public init(items: [Any]?) {
        super.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else {
                segments.append(Segment(image: item as AnyObject))
            }
        }
        frame.size = intrinsicContentSize
    }
    public override init(frame: CGRect) { super.init(frame: frame) }
    public convenience init(_ simulation: Simulation, items: [Any]?, name: String = "segmentedControl") {
        let pending = simulation.beginInit(of: Self.self, name: name)
        self.init(items: items)
        pending.end()
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// `numberOfSegments`.
    public var numberOfSegments: Int { segments.count }

    /// `selectedSegmentIndex`: the selected segment or `noSegment`; setting it sends nothing.
    open var selectedSegmentIndex: Int {
        get { storedSelection }
        set {
            guard newValue == SegmentedControl.noSegment || segments.indices.contains(newValue) else {
                simulation.record(.rejectedCall, "selectedSegmentIndex \(newValue) out of range for \(segments.count) segments of \(modelName)")
                return
            }
            storedSelection = newValue
        }
    }

    // MARK: Segments

    /// `insertSegment(withTitle:at:animated:)`.
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// `insertSegment(with:at:animated:)` (an image segment; the image is stored).
    open func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    private func insert(_ s: Segment, at index: Int) {
        let i = min(max(index, 0), segments.count)
        segments.insert(s, at: i)
        if storedSelection != SegmentedControl.noSegment, storedSelection >= i { storedSelection += 1 }
        invalidateIntrinsicContentSize()
    }

    /// `removeSegment(at:animated:)`: an index out of range does nothing.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelection == segment {
            storedSelection = SegmentedControl.noSegment
        } else if storedSelection > segment {
            storedSelection -= 1
        }
        invalidateIntrinsicContentSize()
    }

    /// `removeAllSegments()`: no segments, none selected.
    open func removeAllSegments() {
        segments = []
        storedSelection = SegmentedControl.noSegment
        invalidateIntrinsicContentSize()
    }

    /// `setTitle(_:forSegmentAt:)` (out of range: nothing).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        invalidateIntrinsicContentSize()
    }

    /// `titleForSegment(at:)`: nil for an image segment or an index out of range.
    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }

    /// `setImage(_:forSegmentAt:)`, `imageForSegment(at:)` (stored).
    open func setImage(_ image: Image?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
    }
    open func imageForSegment(at segment: Int) -> Image? { segments.indices.contains(segment) ? segments[segment].image as? Image : nil }

    /// `setEnabled(_:forSegmentAt:)`: a disabled segment ignores taps.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }
    /// `isEnabledForSegment(at:)`.
    open func isEnabledForSegment(at segment: Int) -> Bool { segments.indices.contains(segment) ? segments[segment].isEnabled : false }

    /// `setWidth(_:forSegmentAt:)` (0: share the remaining width), `widthForSegment(at:)`.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment), width.isFinite else { return }
        segments[segment].width = max(width, 0)
    }
    open func widthForSegment(at segment: Int) -> CGFloat { segments.indices.contains(segment) ? segments[segment].width : 0 }

    // MARK: Geometry and touches

    /// The segments' rectangles in the control's bounds, left to right.
    public var segmentFrames: [CGRect] {
        guard !segments.isEmpty else { return [] }
        let b = bounds
        let fixed = segments.reduce(0) { $0 + $1.width }
        let flexible = segments.filter { $0.width == 0 }.count
        let share = flexible > 0 ? max(b.width - fixed, 0) / CGFloat(flexible) : 0
        var x = b.minX
        return segments.map { s in
            let w = s.width > 0 ? s.width : share
            defer { x += w }
            return CGRect(x: x, y: b.minY, width: w, height: b.height)
        }
    }

    /// The segment under a point of the control's coordinates.
    private func segment(at p: CGPoint) -> Int? { segmentFrames.firstIndex { $0.contains(p) } }

    /// A touch that lifts on an enabled segment selects it (see the type's notes).
    open override func endTracking(_ touch: Touch?, with event: Transitions.Event?) {
        super.endTracking(touch, with: event)
        guard let touch, let i = segment(at: touch.location(in: self)), segments[i].isEnabled else { return }
        if isMomentary {
            storedSelection = i
            sendActions(for: .valueChanged)
            storedSelection = SegmentedControl.noSegment
        } else if i != storedSelection {
            storedSelection = i
            sendActions(for: .valueChanged)
        }
    }

    /// Height of UIKit's segmented control (points).
    public static let height: CGFloat = 32

    open override var intrinsicContentSize: CGSize {
        let widest = segments.map { s in s.title.map { TextMetrics.size(of: $0, pointSize: 13).width } ?? 0 }.max() ?? 0
        let each = segments.map { $0.width > 0 ? $0.width : widest + 16 }
        return CGSize(width: each.reduce(0, +), height: SegmentedControl.height)
    }
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }
}
