import Foundation

// UIKit's system minimum layout margins for a controller's root view (iOS 11): the root view's
// actual margins are never smaller than these while `viewRespectsSystemMinimumLayoutMargins`
// (`View.layoutMargins`). Values: notes/uikit-surface.md, "Layout margins".

extension ViewController {
    /// `systemMinimumLayoutMargins` as left/right insets (the model's layout direction is left to
    /// right; the values are symmetric): none top and bottom; 16 points leading and trailing on
    /// iPhones narrower than 414 points, 20 on the wider ones (Plus and Max) and wherever the
    /// horizontal size class is regular.
    package var systemMinimumMargins: EdgeInsets {
        let screen = simulation.application.device.screenSize
        let wide = traitCollection.horizontalSizeClass == .regular || min(screen.width, screen.height) >= 414
        let side: CGFloat = wide ? 20 : 16
        return EdgeInsets(top: 0, left: side, bottom: 0, right: side)
    }
}

extension View {
    /// The margins with or without the owning controller's minimum applied.
    func layoutMargins(respectingMinimum: Bool) -> EdgeInsets {
        guard let c = owningController else { return layoutMargins }
        let own = layoutStorage?.margins ?? .zero
        guard respectingMinimum else { return own }
        let m = c.systemMinimumMargins
        return EdgeInsets(top: max(own.top, m.top), left: max(own.left, m.left), bottom: max(own.bottom, m.bottom), right: max(own.right, m.right))
    }

    /// The root view's actual margins may have changed (its controller stopped or started
    /// respecting the system minimum): the engine reads them again, and a change is reported
    /// as a set margin would be.
    func rootMarginsMayHaveChanged(from previous: EdgeInsets) {
        layoutInputsChanged()
        setNeedsLayout()
        if layoutMargins != previous { layoutMarginsDidChange() }
    }
}
