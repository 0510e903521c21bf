import Foundation

/// `UILayoutGuide`: a rectangle the layout engine places like a view, with no view behind it.
///
/// A guide added with `View.addLayoutGuide(_:)` is placed only by the constraints that mention
/// it. The system guides — `View.safeAreaLayoutGuide`, `View.layoutMarginsGuide` and
/// `View.readableContentGuide` — are inset from their owning view by its safe-area insets (the
/// window's simulated device: top 47, bottom 34 on the simulated iPhone, `View.safeAreaInsets`),
/// its layout margins and, for the readable guide, a readable line length (`View+Layout.swift`).
open class LayoutGuide: CustomStringConvertible {
    /// The scroll view guides: `scrollContent` is the content (its origin at the content's, its
    /// size free: what the constraints make it becomes the scroll view's `contentSize`),
    /// `scrollFrame` the visible frame (it moves with `contentOffset`).
    enum Kind { case user, safeArea, margins, readable, scrollContent, scrollFrame, keyboard }
    let kind: Kind
    /// `owningView`: the view the guide was added to (`addLayoutGuide(_:)`). Open, as UIKit's: a
    /// subclass observes being added (`weak override var owningView: UIView? { didSet … }`).
    open weak var owningView: View?
    /// `identifier` (UIKit's names for the system guides).
    public var identifier: String

    public init() {
        kind = .user
        identifier = ""
    }

    init(system kind: Kind, owner: View) {
        self.kind = kind
        owningView = owner
        switch kind {
        case .safeArea: identifier = "UIViewSafeAreaLayoutGuide"
        case .scrollContent: identifier = "UIScrollViewContentLayoutGuide"
        case .keyboard: identifier = "UIViewKeyboardLayoutGuide"
        case .scrollFrame: identifier = "UIScrollViewFrameLayoutGuide"
        case .readable: identifier = "UIViewReadableContentGuide"
        default: identifier = "UIViewLayoutMarginsGuide"
        }
    }

    /// `layoutFrame`: the guide's rectangle in its owning view's coordinates, from the last layout
    /// (the system guides: the owning view's bounds inset, computed now).
    public var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        if let r = owner.simulation.autoLayout.solvedFrame(of: self, in: owner) { return r }
        switch kind {
        case .user: return .zero
        case .safeArea: return owner.bounds.insetClamped(owner.safeAreaInsets)
        case .margins: return owner.bounds.insetClamped(owner.effectiveMargins)
        case .readable: return owner.bounds.insetClamped(View.readableInsets(owner.effectiveMargins, width: owner.bounds.width))
        case .scrollContent: return CGRect(origin: .zero, size: (owner as? ScrollView)?.contentSize ?? .zero)
        case .scrollFrame: return owner.bounds
        case .keyboard:
            let h = owner.keyboardGuideHeight
            return CGRect(x: owner.bounds.minX, y: owner.bounds.maxY - h, width: owner.bounds.width, height: h)
        }
    }

    public var description: String { LayoutConstraint.itemName(self) }

    // MARK: Anchors

    public var leadingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .left) }
    public var rightAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: LayoutXAxisAnchor { LayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: LayoutYAxisAnchor { LayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: LayoutDimension { LayoutDimension(self, .width) }
    public var heightAnchor: LayoutDimension { LayoutDimension(self, .height) }
}

extension CGRect {
    func insetClamped(_ i: EdgeInsets) -> CGRect {
        CGRect(x: minX + i.left, y: minY + i.top, width: max(0, width - i.left - i.right), height: max(0, height - i.top - i.bottom))
    }
}

/// `UIKeyboardLayoutGuide` (`View.keyboardLayoutGuide`): the guide that tracks the software
/// keyboard. The keyboard is always docked in the model, so `followsUndockedKeyboard` is stored.
public final class KeyboardLayoutGuide: LayoutGuide {
    /// `followsUndockedKeyboard` (stored: the model's keyboard does not undock).
    public var followsUndockedKeyboard = false
    /// `usesBottomSafeArea` (iOS 17, default true): with the keyboard hidden the guide is as
    /// tall as the bottom safe area; false, 0 tall.
    public var usesBottomSafeArea = true {
        didSet { owningView?.layoutInputsChanged() }
    }
    /// `keyboardDismissPadding` (iOS 17, stored: the model has no interactive keyboard dismissal
    /// above the keyboard).
    public var keyboardDismissPadding: CGFloat = 0

    init(owner: View) { super.init(system: .keyboard, owner: owner) }
}
