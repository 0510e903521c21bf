import Foundation

/// Safe-area insets, UIKit's rule: a window's safe area is the part of the screen outside the
/// device's status bar, sensor housing and home indicator (`Device.safeAreaInsets`); a view's is
/// its superview's intersected with its own frame, shrunk by the `additionalSafeAreaInsets` of
/// the controller whose root view it is. `safeAreaInsets` are the distances from the view's
/// edges to that area (0 where the view is inside it), in model values with transforms ignored
/// (as UIKit computes them from frames). A view outside a window has none.
extension View {

    /// `safeAreaLayoutGuide`'s frame: the bounds inset by the safe-area insets.
    package var safeAreaFrame: CGRect { bounds.inset(by: safeAreaInsets) }

    func safeAreaInsets(on device: Device) -> EdgeInsets {
        guard let w = window, let safe = safeRectInWindow(device, w) else { return .zero }
        let f = self === w ? w.bounds : w.layer.convert(bounds, from: layer, .modelIgnoringTransforms)
        return EdgeInsets(
            top: min(max(0, safe.minY - f.minY), f.height), left: min(max(0, safe.minX - f.minX), f.width),
            bottom: min(max(0, f.maxY - safe.maxY), f.height), right: min(max(0, f.maxX - safe.maxX), f.width))
    }

    /// The safe area in the window's coordinates (nil: the view is outside it entirely).
    private func safeRectInWindow(_ device: Device, _ w: Window) -> CGRect? {
        if self === w {
            let screenSafe = device.bounds.inset(by: device.safeAreaInsets)
            let r = screenSafe.offsetBy(dx: -w.frame.minX, dy: -w.frame.minY).intersection(w.bounds)
            return r.isNull ? nil : r
        }
        guard let parent = superview?.safeRectInWindow(device, w) else { return nil }
        guard let extra = owningController?.additionalSafeAreaInsets, extra != .zero else { return parent }
        let own = w.layer.convert(bounds, from: layer, .modelIgnoringTransforms).intersection(parent)
        let r = own.isNull ? CGRect.null : own.inset(by: extra)
        return r.isNull ? nil : r
    }

    /// Tells this view and its descendants that their safe area may have changed.
    func notifySafeAreaChange() {
        for v in [self] + allDescendants { v.safeAreaDidChangeCallbacks() }
    }

    func safeAreaDidChangeCallbacks() {
        safeAreaInsetsDidChange()
        owningController?.viewSafeAreaInsetsDidChange()
        setNeedsLayout()
    }

    /// `traitCollection`: the simulated device's (views outside a window too), as inherited —
    /// a controller's root view takes its controller's traits, another view its superview's, a
    /// window its scene's — with the overrides on the way (`overrideUserInterfaceStyle`,
    /// `traitOverrides`: `Runtime/TraitOverrides.swift`), the nearest winning.
    package var modelTraitCollection: TraitCollection { modelTraits(depth: 0) }

    /// `overrideUserInterfaceStyle` (iOS 13): this view and its subviews take the style.
    public var overrideUserInterfaceStyle: TraitCollection.Style {
        get { styleOverride }
        set { styleOverride = newValue }
    }
}
