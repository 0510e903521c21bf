import Foundation

/// `UISheetPresentationControllerDetentResolutionContext`: what a custom detent's resolver
/// reads.
public protocol SheetPresentationControllerDetentResolutionContext: AnyObject {
    /// The trait collection of the sheet's container view.
    var containerTraitCollection: TraitCollection { get }
    /// The largest value a detent may have: the large detent's value (UIKit's documentation:
    /// "The maximum value of a detent").
    var maximumDetentValue: CGFloat { get }
}

/// `UISheetPresentationControllerDelegate`: the adaptive delegate, and the one sheet callback
/// (optional in UIKit, defaulted here).
public protocol SheetPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// After the *user* moved the sheet to another detent (UIKit: "The system doesn't call this
    /// after you change `selectedDetentIdentifier` programmatically").
    func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController)
}

extension SheetPresentationControllerDelegate {
    public func sheetPresentationControllerDidChangeSelectedDetentIdentifier(_ sheetPresentationController: SheetPresentationController) {}
}

/// `UISheetPresentationController` (iOS 15+): the presentation controller UIKit makes for a
/// `.pageSheet`, `.formSheet` or `.automatic` presentation when no custom one is given —
/// available before the presentation from `sheetPresentationController` (and
/// `presentationController`), so `viewDidLoad` or the presenter can configure it.
///
/// Geometry, UIKit's semantics on a phone (compact width), the container being the window:
/// * a detent's *value* is the sheet's height within its safe area (UIKit's
///   `customDetentWithIdentifier:resolver:` documentation: "a height within the safe area of the
///   sheet"); the sheet's frame is that value plus the bottom safe-area inset, attached to the
///   bottom edge, the full width of the container;
/// * `large()`: the sheet's top `largeTopGap` (10 pt) below the top safe area, so
///   `maximumDetentValue` = height − top inset − 10 − bottom inset (753 on the 390 × 844
///   iPhone: frame y 57, height 787);
/// * `medium()`: "approximately half the height of the screen" (UIKit's documentation); the
///   model's choice is a sheet `mediumScreenFraction` (53 %) of the container's height tall — the
///   measured ratio across iPhones (qiita.com/cocona15531, "おおよそ画面の 53%"): frame y 397,
///   height 447 on the iPhone. Inactive in compact height, as documented;
/// * custom detents: the resolver's value, clamped to 0…`maximumDetentValue`; nil or NaN makes
///   the detent inactive (UIKit: nil is inactive; NaN is the model's choice).
///
/// A horizontally and vertically regular environment (an iPad) shows the sheet as a centred
/// card and ignores detents, as UIKit's does: a `.formSheet` is `preferredContentSize`
/// (540 × 620 when zero — UIKit's form sheet size) centred, a page sheet `pageSheetWidth` (704)
/// wide, centred horizontally, from 10 pt below the top safe area to 10 pt above the bottom one
/// (the model's choice).
///
/// In compact height (a phone in landscape) the sheet is full screen unless
/// `prefersEdgeAttachedInCompactHeight` (then bottom-attached, the safe area's width, or
/// `preferredContentSize.width` with `widthFollowsPreferredContentSizeWhenEdgeAttached`).
///
/// Chrome: a dimming view under the sheet (black, 40 % — the model's choice), opaque
/// (`alpha` 1) while the sheet is above `largestUndimmedDetentIdentifier` and clear at or below
/// it (nil: dimmed at every detent), interpolated while dragged between that detent and the next
/// larger one; the presented view's `layer.cornerRadius` is `preferredCornerRadius` (10 when
/// nil, the model's choice); a grabber (36 × 5, 5 pt below the sheet's top) with
/// `prefersGrabberVisible`.
///
/// Changes: outside `animateChanges(_:)` a new selected detent, new detents or
/// `invalidateDetents()` move the sheet at once; inside, with a critically damped spring
/// (`changeDuration`). The delegate's `sheetPresentationControllerDidChangeSelectedDetentIdentifier`
/// is called only for the user's changes (a drag), as documented.
///
/// The drag (`SheetPresentationController+Drag.swift`): a pan anywhere on the sheet moves it
/// between detents and down to dismiss.
open class SheetPresentationController: PresentationController {
    /// `UISheetPresentationController.Detent`: a height where the sheet rests.
    public final class Detent: Hashable, CustomStringConvertible {
        /// `UISheetPresentationController.Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            /// The system's medium and large detents (UIKit's raw values).
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        enum Kind { case medium, large, custom((any SheetPresentationControllerDetentResolutionContext) -> CGFloat?) }
        /// `identifier`.
        public let identifier: Identifier
        let kind: Kind
        init(identifier: Identifier, kind: Kind) {
            self.identifier = identifier
            self.kind = kind
        }

        /// `large()`: the sheet at full height.
        public static func large() -> Detent { Detent(identifier: .large, kind: .large) }
        /// `medium()`: about half the screen; inactive in compact height.
        public static func medium() -> Detent { Detent(identifier: .medium, kind: .medium) }
        /// `custom(identifier:resolver:)` (iOS 16): the resolver's value is the sheet's height
        /// within its safe area; nil makes the detent inactive. Without an identifier UIKit makes a
        /// random one (here a unique one).
        public static func custom(
            identifier: Identifier? = nil,
            resolver: @escaping (any SheetPresentationControllerDetentResolutionContext) -> CGFloat?
        ) -> Detent {
            Detent(identifier: identifier ?? Identifier("custom-\(UUID().uuidString)"), kind: .custom(resolver))
        }

        /// `resolvedValue(in:)`: the detent's value in `context`, or nil when inactive there.
        /// Clamped to 0…`maximumDetentValue`; a NaN resolver value is inactive (model's choice).
        public func resolvedValue(in context: any SheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            let maximum = max(0, context.maximumDetentValue.isFinite ? context.maximumDetentValue : 0)
            switch kind {
            case .large: return maximum
            case .medium:
                guard let c = context as? ResolutionContext else { return (maximum / 2).rounded() }
                guard c.containerTraitCollection.verticalSizeClass != .compact else { return nil }
                return min(maximum, max(0, c.mediumValue))
            case .custom(let resolver):
                guard let v = resolver(context), !v.isNaN else { return nil }
                return min(maximum, max(0, v))
            }
        }

        public static func == (a: Detent, b: Detent) -> Bool { a === b }
        public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
        public var description: String { "<Detent: \(identifier.rawValue)>" }
    }

    /// The context the model resolves detents in.
    final class ResolutionContext: SheetPresentationControllerDetentResolutionContext {
        let containerTraitCollection: TraitCollection
        let maximumDetentValue: CGFloat
        let mediumValue: CGFloat
        init(traits: TraitCollection, maximum: CGFloat, medium: CGFloat) {
            containerTraitCollection = traits
            maximumDetentValue = maximum
            mediumValue = medium
        }
    }

    /// The gap between the top safe area and a large sheet's top on a phone.
    public static let largeTopGap: CGFloat = 10
    /// The medium detent's sheet height as a fraction of the container's (model's choice).
    public static let mediumScreenFraction: CGFloat = 0.53
    /// A page sheet's width in a regular environment (model's choice).
    public static let pageSheetWidth: CGFloat = 704
    /// A form sheet's size when `preferredContentSize` is zero (UIKit's).
    public static let formSheetSize = CGSize(width: 540, height: 620)
    /// The corner radius when `preferredCornerRadius` is nil (model's choice).
    public static let defaultCornerRadius: CGFloat = 10
    /// The duration of `animateChanges(_:)` and of a settle after a drag.
    public static let changeDuration: Double = 0.5

    /// `detents` (default `[.large()]`). UIKit requires at least one; an empty array is stored
    /// as `[.large()]` (model's choice: no trap). Resolved in value order (UIKit asks for
    /// smallest to largest; the model sorts).
    public var detents: [Detent] = [.large()] {
        didSet {
            if detents.isEmpty { detents = [.large()] }
            sheetChanged()
        }
    }
    /// `selectedDetentIdentifier`: the most recently selected detent; nil is the smallest
    /// (UIKit's documentation). An identifier no active detent has shows the smallest too
    /// (model's choice) and is kept as set.
    public var selectedDetentIdentifier: Detent.Identifier? {
        didSet { if !settingFromDrag { sheetChanged() } }
    }
    /// `largestUndimmedDetentIdentifier`: at or below this detent the dimming view is clear and
    /// (in UIKit) the presenter stays interactive; nil dims at every detent.
    public var largestUndimmedDetentIdentifier: Detent.Identifier? { didSet { sheetChanged() } }
    /// `prefersGrabberVisible` (default false).
    public var prefersGrabberVisible = false { didSet { sheetChanged() } }
    /// `prefersScrollingExpandsWhenScrolledToEdge` (default true; stored: the model's sheet drag
    /// does not hand over to a scroll view inside the sheet).
    public var prefersScrollingExpandsWhenScrolledToEdge = true
    /// `prefersEdgeAttachedInCompactHeight` (default false: full screen in compact height).
    public var prefersEdgeAttachedInCompactHeight = false { didSet { sheetChanged() } }
    /// `widthFollowsPreferredContentSizeWhenEdgeAttached` (default false: the safe area's width).
    public var widthFollowsPreferredContentSizeWhenEdgeAttached = false { didSet { sheetChanged() } }
    /// `preferredCornerRadius` (nil: the system's, `defaultCornerRadius`). Negative or NaN: 0.
    public var preferredCornerRadius: CGFloat? { didSet { sheetChanged() } }
    /// `sourceView` (weak; stored: UIKit anchors a popover-style sheet to it on the Mac).
    public weak var sourceView: View?
    /// `prefersPageSizing` (iOS 17; stored).
    public var prefersPageSizing = true

    /// The dimming view and the grabber while presented.
    public private(set) var dimmingView: View?
    public private(set) var grabberView: View?
    /// The drag (`SheetPresentationController+Drag.swift`).
    var pan: SheetPanGestureRecognizer?
    var drag: DragState?
    var settingFromDrag = false
    /// The presentation transition has ended and the dismissal has not begun: the sheet owns
    /// the presented view's frame.
    var isResting = false

    public override init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        super.init(presentedViewController: presentedViewController, presenting: presentingViewController)
    }

    open override var shouldRemovePresentersView: Bool { false }
    open override var shouldPresentInFullscreen: Bool { false }

    // MARK: Geometry

    var simulationDevice: Device { simulation.application.device }

    /// The container's bounds (the window's before the presentation).
    var containerBounds: CGRect {
        if let c = containerView { return c.bounds }
        return simulationDevice.bounds
    }
    var safeInsets: EdgeInsets { containerView?.safeAreaInsets ?? simulationDevice.safeAreaInsets }

    enum Layout: Equatable { case bottomSheet, fullScreen, card }
    var layout: Layout {
        let t = traitCollection
        if t.horizontalSizeClass == .regular && t.verticalSizeClass == .regular { return .card }
        if t.verticalSizeClass == .compact && !prefersEdgeAttachedInCompactHeight { return .fullScreen }
        return .bottomSheet
    }

    /// The resolution context of the current container.
    var resolutionContext: ResolutionContext {
        let b = containerBounds, s = safeInsets
        let maximum = max(0, b.height - s.top - Self.largeTopGap - s.bottom)
        let medium = (b.height * Self.mediumScreenFraction).rounded() - s.bottom
        return ResolutionContext(traits: traitCollection, maximum: maximum, medium: medium)
    }

    /// The active detents with their values, smallest first (duplicated identifiers: the first).
    /// Never empty: when every detent is inactive, the large one.
    public var resolvedDetents: [(identifier: Detent.Identifier, value: CGFloat)] {
        let ctx = resolutionContext
        var seen = Set<Detent.Identifier>()
        var out: [(identifier: Detent.Identifier, value: CGFloat)] = []
        for d in detents {
            guard seen.insert(d.identifier).inserted, let v = d.resolvedValue(in: ctx) else { continue }
            out.append((d.identifier, v))
        }
        if out.isEmpty { out = [(.large, ctx.maximumDetentValue)] }
        return out.enumerated().sorted { ($0.element.value, $0.offset) < ($1.element.value, $1.offset) }.map(\.element)
    }

    /// The detent the sheet shows: the selected one when active, else the smallest.
    public var currentDetentIdentifier: Detent.Identifier {
        let r = resolvedDetents
        if let s = selectedDetentIdentifier, r.contains(where: { $0.identifier == s }) { return s }
        return r[0].identifier
    }

    /// The sheet's frame at a detent value (bottom sheet), or the fixed frame (card, full screen).
    func frame(forValue value: CGFloat) -> CGRect {
        let b = containerBounds, s = safeInsets
        switch layout {
        case .fullScreen:
            return b
        case .card:
            let style = presentedViewController.modalPresentationStyle
            var size: CGSize
            if style == .formSheet {
                let p = presentedViewController.preferredContentSize
                size = p.width > 0 && p.height > 0 && p.width.isFinite && p.height.isFinite ? p : Self.formSheetSize
            } else {
                size = CGSize(width: Self.pageSheetWidth, height: b.height - s.top - s.bottom - 2 * Self.largeTopGap)
            }
            size = CGSize(width: max(0, min(size.width, b.width)), height: max(0, min(size.height, b.height - s.top - s.bottom)))
            let y = style == .formSheet ? (b.midY - size.height / 2).rounded() : b.minY + s.top + Self.largeTopGap
            return CGRect(x: (b.midX - size.width / 2).rounded(), y: y, width: size.width, height: size.height)
        case .bottomSheet:
            let height = value + s.bottom
            var width = b.width
            if traitCollection.verticalSizeClass == .compact || traitCollection.horizontalSizeClass == .regular {
                width = b.width - s.left - s.right
                let p = presentedViewController.preferredContentSize.width
                if widthFollowsPreferredContentSizeWhenEdgeAttached, p > 0, p.isFinite { width = min(p, b.width) }
            }
            return CGRect(x: (b.midX - width / 2).rounded(), y: b.maxY - height, width: width, height: height)
        }
    }

    /// The frame of the sheet at `identifier` (nil: the current detent).
    public func frameOfPresentedView(at identifier: Detent.Identifier? = nil) -> CGRect {
        let r = resolvedDetents
        let id = identifier ?? currentDetentIdentifier
        return frame(forValue: r.first { $0.identifier == id }?.value ?? r[0].value)
    }

    /// At the current detent (see the type's documentation).
    open override var frameOfPresentedViewInContainerView: CGRect { frameOfPresentedView() }

    /// The corner radius applied to the presented view.
    public var effectiveCornerRadius: CGFloat {
        guard let r = preferredCornerRadius else { return Self.defaultCornerRadius }
        return r.isFinite && r > 0 ? r : 0
    }

    /// The dimming view's alpha for a sheet whose top is at `y` (see the type's documentation).
    func dimmingAlpha(sheetTop y: CGFloat) -> CGFloat {
        guard layout == .bottomSheet else { return 1 }
        let r = resolvedDetents
        let ys = r.map { frame(forValue: $0.value).minY }
        guard let undimmed = largestUndimmedDetentIdentifier, let i = r.firstIndex(where: { $0.identifier == undimmed }) else {
            // Dimmed everywhere; fading out below the smallest detent (a dismissing drag).
            let bottom = containerBounds.maxY, top = ys[0]
            return bottom - top > 0 ? min(1, max(0, (bottom - y) / (bottom - top))) : 1
        }
        guard i + 1 < r.count else { return 0 }
        let lo = ys[i], hi = ys[i + 1]  // undimmed at lo, dimmed at hi (smaller y)
        guard lo - hi > 0 else { return y <= hi ? 1 : 0 }
        return min(1, max(0, (lo - y) / (lo - hi)))
    }

    // MARK: Changes

    /// `animateChanges(_:)`: changes made inside move the sheet with a critically damped
    /// spring.
    public func animateChanges(_ changes: () -> Void) {
        simulation.animate(duration: Self.changeDuration, curve: .spring(dampingRatio: 1, initialVelocity: 0)) {
            changes()
            applyRestingLayout()
        }
    }

    /// `invalidateDetents()` (iOS 16): custom detents are resolved again and the sheet moves to
    /// its detent's new height (animated inside `animateChanges`).
    public func invalidateDetents() { sheetChanged() }

    /// A setting changed: while resting, the sheet takes its new place at once (animated inside
    /// `animateChanges` or any animation block).
    func sheetChanged() { applyRestingLayout() }

    /// Puts the presented view, the dimming view and the grabber where the current detent has
    /// them (while resting and not dragged).
    func applyRestingLayout() {
        guard isResting, drag == nil, let v = presentedView else { return }
        let f = frameOfPresentedViewInContainerView
        v.frame = f
        v.layer.cornerRadius = effectiveCornerRadius
        layoutChrome(sheetFrame: f)
    }

    /// The dimming view's alpha and the grabber's frame for a sheet at `f`.
    func layoutChrome(sheetFrame f: CGRect) {
        dimmingView?.alpha = dimmingAlpha(sheetTop: f.minY)
        if let g = grabberView {
            g.isHidden = !prefersGrabberVisible
            g.frame = CGRect(x: f.midX - 18, y: f.minY + 5, width: 36, height: 5)
        }
    }

    // MARK: Transition

    open override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        guard let container = containerView else { return }
        let dim = View(simulation, frame: container.bounds, name: "sheet dimming view")
        dim.backgroundColor = Color.black.withAlphaComponent(0.4)
        dim.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        dim.alpha = 0
        container.insertSubview(dim, at: 0)
        dimmingView = dim
        presentedView?.layer.cornerRadius = effectiveCornerRadius
        let target = dimmingAlpha(sheetTop: frameOfPresentedViewInContainerView.minY)
        if let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dim.alpha = target }, completion: nil)
        } else {
            dim.alpha = target
        }
    }

    open override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        guard completed, let container = containerView else {
            dimmingView?.removeFromSuperview()
            dimmingView = nil
            return
        }
        let grabber = View(simulation, frame: .zero, name: "sheet grabber")
        grabber.backgroundColor = Color(white: 0.75)
        grabber.layer.cornerRadius = 2.5
        container.addSubview(grabber)
        grabberView = grabber
        let recognizer = SheetPanGestureRecognizer(sheet: self)
        container.addGestureRecognizer(recognizer)
        pan = recognizer
        isResting = true
        applyRestingLayout()
    }

    open override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        isResting = false
        drag = nil
        grabberView?.isHidden = true
        if let dim = dimmingView, let coordinator = presentedViewController.transitionCoordinator {
            coordinator.animate(alongsideTransition: { _ in dim.alpha = 0 }, completion: nil)
        } else {
            dimmingView?.alpha = 0
        }
    }

    open override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed {
            dimmingView?.removeFromSuperview()
            grabberView?.removeFromSuperview()
            if let p = pan { p.view?.removeGestureRecognizer(p) }
            dimmingView = nil
            grabberView = nil
            pan = nil
        } else {
            isResting = true
            applyRestingLayout()
        }
    }
}

extension ModalPresentationStyle {
    /// The styles UIKit presents with a `SheetPresentationController`.
    public var isSheet: Bool { self == .pageSheet || self == .formSheet || self == .automatic }
}
