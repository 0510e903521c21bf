import Foundation
import Springs
import Transitions

/// Taps, drags, selection and rotation of the page switcher.
extension PageSwitcherController {
    // MARK: Interaction

    /// A tap in the presentation: on the selected page's close button closes it; left or right of
    /// the selected page moves the selection by one; on the selected page zooms into it.
    public func handleTap(at point: CGPoint) {
        guard isShowingPresentation, !simulation.application.isIgnoringInteractionEvents, let s = selectedIndex,
            pageLayers.indices.contains(s)
        else { return }
        let layer = pageLayers[s]
        let f = layer.frame
        let close = CGRect(x: f.minX, y: f.minY, width: layer.closeButton.bounds.width, height: layer.closeButton.bounds.height)
        if close.contains(point) {
            try? removeViewController(at: s)
        } else if point.x < f.minX, s > 0 {
            select(s - 1)
        } else if point.x > f.maxX, s + 1 < viewControllers.count {
            select(s + 1)
        } else if f.contains(point) {
            dismissPresentation()
        }
    }

    /// Animates the selection to `index` in the presentation.
    public func select(_ index: Int) {
        guard viewControllers.indices.contains(index) else { return }
        guard isShowingPresentation else {
            selectedIndex = index
            showSelectedContent()
            return
        }
        selectedIndex = index
        runChain { done in
            self.simulation.animate(duration: self.selectionDuration, curve: .easeOut, animations: { self.layoutLayers() }) { _ in done() }
        }
    }

    /// A horizontal drag of the strip: follows the finger with rubber-band friction past the first
    /// and last page, then settles on the nearest page with a spring.
    public func handleDrag(_ pan: PanGesture) {
        guard isShowingPresentation, let s = selectedIndex else { return }
        if pan.state == .began && simulation.application.isIgnoringInteractionEvents { return }
        guard dragging || pan.state == .began else { return }
        let d = spacing
        func offset(for tx: Double) -> Double {
            // Friction past the ends: the part of the drag beyond the first/last page is banded.
            let minOffset = -Double(viewControllers.count - 1 - s) * d
            let maxOffset = Double(s) * d
            if tx > maxOffset { return maxOffset + PageSwitcherController.rubberBand(tx - maxOffset, dimension: d) }
            if tx < minOffset { return minOffset + PageSwitcherController.rubberBand(tx - minOffset, dimension: d) }
            return tx
        }
        switch pan.state {
        case .began:
            dragging = true
            dragOffset = offset(for: pan.translation.x)
            simulation.performWithoutAnimation { layoutLayers() }
        case .changed:
            dragOffset = offset(for: pan.translation.x)
            simulation.performWithoutAnimation { layoutLayers() }
        case .ended, .cancelled:
            dragging = false
            // Project 0.15 s of momentum, then pick the nearest page; a drag the system cancels
            // goes back to the page it started on.
            let projected = dragOffset + (pan.state == .ended ? pan.velocity.x * 0.15 : 0)
            let nearest = s - Int((projected / d).rounded())
            let target = pan.state == .cancelled ? s : min(max(nearest, 0), viewControllers.count - 1)
            selectedIndex = target
            // Keep the strip where it is visually: the offset is relative to the new selection.
            dragOffset += Double(target - s) * d
            simulation.performWithoutAnimation { layoutLayers() }
            let v = pan.state == .ended ? pan.velocity.x : 0
            let normalised = GestureHandoff.normalizedVelocity(v, from: dragOffset, to: 0)
            runChain { done in
                self.dragOffset = 0
                self.simulation.animate(
                    duration: 0.45, curve: .spring(dampingRatio: 0.85, initialVelocity: normalised),
                    animations: { self.layoutLayers() }
                ) { _ in done() }
            }
        }
    }

    /// Rotates the device: every frame is laid out again for the new bounds.
    public func setOrientation(_ o: Orientation) {
        guard o != orientation else { return }
        orientation = o
        let b = view.bounds
        relayout(for: CGSize(width: b.height, height: b.width))
    }

    /// Resizes the switcher (split screen, window resize): every frame is laid out again.
    /// Sizes that are not finite and positive are ignored.
    public func resize(to size: CGSize) {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0 else { return }
        relayout(for: size)
    }

    func relayout(for size: CGSize) {
        simulation.performWithoutAnimation {
            view.frame = CGRect(origin: .zero, size: size)
            // Every loaded page follows the new size, not only the one on screen.
            for vc in viewControllers where vc.isViewLoaded { vc.view.frame = view.bounds }
            if isShowingPresentation {
                // Animations in flight keep running towards their old targets; re-target them.
                for l in pageLayers { l.removeAllAnimations() }
                layoutLayers()
            }
        }
    }
}
