import Foundation

/// `UILayoutGuide`: a rectangle the layout engine places like a view, with no view behind it.
///
/// A guide added with `View.addLayoutGuide(_:)` is placed only by the constraints that mention
/// it. The system guides — `View.safeAreaLayoutGuide` and `View.layoutMarginsGuide` — are inset
/// from their owning view by its safe-area insets (the window's simulated device: top 47, bottom
/// 34 on the 390×844 window) and its layout margins (`View+Layout.swift`).
open class LayoutGuide: CustomStringConvertible {
    enum Kind { case user, safeArea, margins }
    let kind: Kind
    /// `owningView`.
    public internal(set) weak var owningView: View?
    /// `identifier` (UIKit's names for the system guides).
    public var identifier: String

    public init() {
        kind = .user
        identifier = ""
    }

    init(system kind: Kind, owner: View) {
        self.kind = kind
        owningView = owner
        identifier = kind == .safeArea ? "UIViewSafeAreaLayoutGuide" : "UIViewLayoutMarginsGuide"
    }

    /// `layoutFrame`: the guide's rectangle in its owning view's coordinates, from the last layout
    /// (the system guides: the owning view's bounds inset, computed now).
    public var layoutFrame: CGRect {
        guard let owner = owningView else { return .zero }
        if let r = owner.simulation.autoLayout.solvedFrame(of: self, in: owner) { return r }
        switch kind {
        case .user: return .zero
        case .safeArea: return owner.bounds.inset(owner.layoutSafeInsets)
        case .margins: return owner.bounds.inset(owner.effectiveMargins)
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

/// Insets in points (top, left, bottom, right); the layout engine's own, so that it does not
/// depend on UIKit's `UIEdgeInsets` spelling.
public struct LayoutInsets: Sendable, Hashable {
    public var top: Double, left: Double, bottom: Double, right: Double
    public init(top: Double, left: Double, bottom: Double, right: Double) {
        (self.top, self.left, self.bottom, self.right) = (top, left, bottom, right)
    }
    public static let zero = LayoutInsets(top: 0, left: 0, bottom: 0, right: 0)
    static func + (a: LayoutInsets, b: LayoutInsets) -> LayoutInsets {
        LayoutInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

extension CGRect {
    func inset(_ i: LayoutInsets) -> CGRect {
        CGRect(x: minX + i.left, y: minY + i.top, width: max(0, width - i.left - i.right), height: max(0, height - i.top - i.bottom))
    }
}
