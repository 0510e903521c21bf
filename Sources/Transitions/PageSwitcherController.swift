import Foundation
import Springs

/// Device orientation for the page switcher's layout.
public enum Orientation: String, Sendable, Hashable { case portrait, landscape }

public protocol PageSwitcherDelegate: AnyObject {
    func pageSwitcherDidShowPresentation(_ switcher: PageSwitcherController)
    func pageSwitcherDidDismissPresentation(_ switcher: PageSwitcherController)
}

extension PageSwitcherDelegate {
    public func pageSwitcherDidShowPresentation(_ switcher: PageSwitcherController) {}
    public func pageSwitcherDidDismissPresentation(_ switcher: PageSwitcherController) {}
}

/// A text label (the page name under the strip).
public final class LabelView: View {
    public var text = ""
}

/// Page dots: how many pages and which one is current.
public final class PageDotsView: View {
    public var numberOfPages = 0
    public var currentPage = 0
}

/// One page of the presentation: a scaled snapshot of a page with its close button.
public final class PageLayerView: View {
    public internal(set) weak var page: ViewController?
    public let closeButton: View
    public var hasShadow = false

    init(_ simulation: Simulation, page: ViewController, frame: CGRect) {
        self.page = page
        closeButton = View(simulation, frame: CGRect(x: 0, y: 0, width: 30, height: 30), name: "close(\(page.title))")
        super.init(simulation, frame: frame, name: "page(\(page.title))")
        isSnapshot = true
        try? addSubview(closeButton)
    }
}

/// The Mobile-Safari-style page switcher.
///
/// An ordered list of pages; normally the selected page's view fills the screen. The presentation
/// shows every page as a scaled snapshot side by side (`pageFrame`), the selected one at full
/// opacity with its close button, the others at 0.4, with the selected page's name and page dots
/// below. Taps left/right of the selection move by one, a drag moves the strip (with rubber-band
/// friction past the ends) and settles on the nearest page with a spring, tapping the close
/// button removes the page, tapping the selected page zooms back in. Interaction is ignored
/// while animations run; the ignoring depth always returns to 0.
open class PageSwitcherController: ViewController {
    public private(set) var viewControllers: [ViewController] = []
    public private(set) var selectedIndex: Int?
    public private(set) var isShowingPresentation = false
    public weak var delegate: (any PageSwitcherDelegate)?
    public var showsShadow = false
    public private(set) var orientation: Orientation = .portrait
    public private(set) var presentationView: View?
    public private(set) var pageLayers: [PageLayerView] = []
    public private(set) var nameLabel: LabelView?
    public private(set) var pageDots: PageDotsView?
    /// Horizontal offset of the strip while dragging (after rubber-banding).
    public private(set) var dragOffset = 0.0
    /// Number of animation chains in flight (interaction is ignored while > 0).
    public private(set) var animationsInFlight = 0

    public var numberOfViewControllers: Int { viewControllers.count }

    public init(_ simulation: Simulation, title: String = "pages", pages: [ViewController] = []) {
        super.init(simulation, title: title)
        for p in pages { appendChild(p) }
        selectedIndex = pages.isEmpty ? nil : 0
    }

    override open func viewDidLoad() {
        super.viewDidLoad()
        showSelectedContent()
    }

    // MARK: Layout

    /// Scale of a page in the presentation: 0.6 in portrait, 0.45 in landscape.
    public static func pageScale(_ o: Orientation) -> Double { o == .portrait ? 0.6 : 0.45 }

    /// The documented layout: pages of `bounds × scale`, centred vertically (slightly above centre
    /// to leave room for the name and dots), spaced 1.1 page widths apart, the selected page in
    /// the middle, shifted by `offset`.
    ///
    /// ```
    /// w = W·s, h = H·s, spacing = 1.1·w
    /// x = W/2 + (index − selected)·spacing + offset − w/2,   y = 0.45·H − h/2
    /// ```
    public static func pageFrame(
        index: Int, selected: Int, bounds: CGRect, orientation: Orientation,
        offset: Double = 0
    ) -> CGRect {
        let s = pageScale(orientation)
        let w = bounds.width * s, h = bounds.height * s
        let spacing = 1.1 * w
        let x = bounds.midX + Double(index - selected) * spacing + offset - w / 2
        let y = bounds.minY + 0.45 * bounds.height - h / 2
        return CGRect(x: x, y: y, width: w, height: h)
    }

    /// iOS's rubber band: x ↦ d·c·x / (d + c·|x|), c = 0.55, d = the page spacing.
    public static func rubberBand(_ x: Double, dimension d: Double) -> Double {
        let c = 0.55
        return d * c * x / (d + c * abs(x))
    }

    /// The name shown for a page: the controller's `pageName`, else its view's name, else a
    /// visible placeholder.
    public static func name(of page: ViewController) -> String {
        if let n = page.pageName, !n.isEmpty { return n }
        if page.isViewLoaded, !page.view.name.isEmpty { return page.view.name }
        return "Untitled"
    }

    var spacing: Double { 1.1 * view.bounds.width * PageSwitcherController.pageScale(orientation) }

    // MARK: Pages

    private func appendChild(_ vc: ViewController, at index: Int? = nil) {
        addChild(vc)
        vc.didMove(toParent: self)
        viewControllers.insert(vc, at: min(index ?? viewControllers.count, viewControllers.count))
    }

    /// Replaces the pages without animation (direct mutation shows no animation).
    public func setViewControllers(_ pages: [ViewController], selectedIndex index: Int? = 0) {
        for vc in viewControllers {
            vc.willMove(toParent: nil)
            if vc.isViewLoaded, vc.view.superview != nil { vc.view.removeFromSuperview() }
            vc.removeFromParent()
        }
        viewControllers = []
        for p in pages { appendChild(p) }
        selectedIndex = pages.isEmpty ? nil : min(max(index ?? 0, 0), pages.count - 1)
        if isShowingPresentation { rebuildLayers() } else { showSelectedContent() }
    }

    /// Adds a page at the end. While the presentation shows, the strip animates to the new page
    /// and then zooms into it (a chain of transactions with completion blocks); otherwise the page
    /// becomes the selected one at once.
    public func addViewController(_ vc: ViewController) throws(TransitionError) {
        try insertViewController(vc, at: viewControllers.count)
    }

    public func insertViewController(_ vc: ViewController, at index: Int) throws(TransitionError) {
        guard index >= 0, index <= viewControllers.count else { throw .notFound("index \(index) in \(title)") }
        guard vc.parent == nil, vc.presentingViewController == nil else { throw .alreadyPresenting(vc.title) }
        _ = view
        appendChild(vc, at: index)
        if let s = selectedIndex, index <= s { selectedIndex = s + 1 }
        if selectedIndex == nil { selectedIndex = 0 }
        guard isShowingPresentation, let pv = presentationView else {
            selectedIndex = index
            showSelectedContent()
            return
        }
        let layer = makeLayer(for: vc, index: index)
        layer.alpha = 0
        try pv.insertSubview(layer, at: index)
        pageLayers.insert(layer, at: index)
        // Chain: scroll to the new page, then zoom into it.
        runChain { done in
            self.selectedIndex = index
            self.simulation.transaction(completion: {
                self.dismissPresentation()
                done()
            }) {
                self.simulation.animate(duration: 0.3, curve: .easeInOut, animations: { self.layoutLayers() })
            }
        }
    }

    /// Removes the page at `index`. Removing the selected page selects its right neighbour (or
    /// the left one at the end); removing the last page leaves no selection.
    public func removeViewController(at index: Int) throws(TransitionError) {
        guard viewControllers.indices.contains(index) else { throw .notFound("index \(index) in \(title)") }
        let vc = viewControllers.remove(at: index)
        let wasSelected = index == selectedIndex
        vc.willMove(toParent: nil)
        if vc.isViewLoaded, vc.view.superview === view {
            vc.beginAppearanceTransition(false, animated: false)
            vc.view.removeFromSuperview()
            vc.endAppearanceIfNeeded()
        }
        vc.removeFromParent()
        if viewControllers.isEmpty {
            selectedIndex = nil
        } else if let s = selectedIndex {
            if wasSelected { selectedIndex = min(index, viewControllers.count - 1) } else if index < s { selectedIndex = s - 1 }
        }
        if isShowingPresentation {
            let layer = pageLayers.remove(at: index)
            runChain { done in
                self.simulation.animate(
                    duration: 0.25, curve: .easeInOut,
                    animations: {
                        layer.alpha = 0
                        layer.transform = AffineTransform2D(scaleX: 0.8, y: 0.8)
                        self.layoutLayers()
                    },
                    completion: { _ in
                        layer.removeFromSuperview()
                        done()
                    })
            }
        } else {
            showSelectedContent()
        }
    }

    // MARK: Presentation

    public func showPresentation(animated: Bool = true) {
        guard !isShowingPresentation, animationsInFlight == 0 else { return }
        _ = view
        isShowingPresentation = true
        let pv = View(simulation, frame: view.bounds, name: "\(title).presentation")
        presentationView = pv
        try? view.addSubview(pv)
        let label = LabelView(
            simulation, frame: CGRect(x: 0, y: view.bounds.height * 0.8, width: view.bounds.width, height: 30), name: "name")
        let dots = PageDotsView(
            simulation, frame: CGRect(x: 0, y: view.bounds.height * 0.86, width: view.bounds.width, height: 20), name: "dots")
        try? pv.addSubview(label)
        try? pv.addSubview(dots)
        nameLabel = label
        pageDots = dots
        rebuildLayers()
        if let s = selectedIndex, let sel = viewControllers[safe: s], sel.isViewLoaded, sel.view.superview === view {
            sel.beginAppearanceTransition(false, animated: animated)
            sel.view.removeFromSuperview()
        }
        guard animated, let s = selectedIndex, pageLayers.indices.contains(s) else {
            finishShow()
            return
        }
        // Entrance zoom: the selected page shrinks from full screen into the strip.
        let layer = pageLayers[s]
        let target = layer.frame
        simulation.performWithoutAnimation { layer.frame = view.bounds }
        runChain { done in
            self.simulation.animate(
                duration: 0.35, curve: .spring(dampingRatio: 1, initialVelocity: 0),
                animations: {
                    layer.frame = target
                },
                completion: { _ in
                    self.finishShow()
                    done()
                })
        }
    }

    private func finishShow() {
        if let s = selectedIndex, let sel = viewControllers[safe: s] { sel.endAppearanceIfNeeded() }
        delegate?.pageSwitcherDidShowPresentation(self)
    }

    public func dismissPresentation(animated: Bool = true) {
        guard isShowingPresentation else { return }
        guard animated, let s = selectedIndex, pageLayers.indices.contains(s) else {
            finishDismiss()
            return
        }
        // Exit zoom: the selected page grows to full screen, the others fade.
        let layer = pageLayers[s]
        runChain { done in
            self.simulation.animate(
                duration: 0.3, curve: .easeInOut,
                animations: {
                    layer.frame = self.view.bounds
                    layer.alpha = 1
                    for (i, l) in self.pageLayers.enumerated() where i != s { l.alpha = 0 }
                },
                completion: { _ in
                    self.finishDismiss()
                    done()
                })
        }
    }

    private func finishDismiss() {
        guard isShowingPresentation else { return }
        isShowingPresentation = false
        for l in pageLayers { l.removeFromSuperview() }
        pageLayers = []
        presentationView?.removeFromSuperview()
        presentationView = nil
        nameLabel = nil
        pageDots = nil
        dragOffset = 0
        showSelectedContent()
        delegate?.pageSwitcherDidDismissPresentation(self)
    }

    /// Puts the selected page's view on screen (and only it), with appearance callbacks.
    private func showSelectedContent() {
        guard isViewLoaded, !isShowingPresentation else { return }
        for (i, vc) in viewControllers.enumerated() where i != selectedIndex && vc.isViewLoaded && vc.view.superview === view {
            vc.beginAppearanceTransition(false, animated: false)
            vc.view.removeFromSuperview()
            vc.endAppearanceIfNeeded()
        }
        guard let s = selectedIndex, let vc = viewControllers[safe: s] else { return }
        vc.view.frame = view.bounds
        if vc.view.superview !== view {
            let onScreen = appearanceState == .appeared || appearanceState == .appearing
            if onScreen { vc.beginAppearanceTransition(true, animated: false) }
            try? view.insertSubview(vc.view, at: 0)
            if appearanceState == .appeared { vc.endAppearanceIfNeeded() }
        }
    }

    private func makeLayer(for vc: ViewController, index: Int) -> PageLayerView {
        let frame = PageSwitcherController.pageFrame(
            index: index, selected: selectedIndex ?? 0, bounds: view.bounds,
            orientation: orientation, offset: dragOffset)
        let l = PageLayerView(simulation, page: vc, frame: frame)
        l.hasShadow = showsShadow
        return l
    }

    private func rebuildLayers() {
        for l in pageLayers { l.removeFromSuperview() }
        pageLayers = []
        guard let pv = presentationView else { return }
        for (i, vc) in viewControllers.enumerated() {
            let l = makeLayer(for: vc, index: i)
            try? pv.insertSubview(l, at: i)
            pageLayers.append(l)
        }
        simulation.performWithoutAnimation { layoutLayers() }
    }

    /// Frames, opacity, close buttons, name and dots from the current selection and offset.
    func layoutLayers() {
        let sel = selectedIndex ?? 0
        for (i, l) in pageLayers.enumerated() {
            l.frame = PageSwitcherController.pageFrame(
                index: i, selected: sel, bounds: view.bounds, orientation: orientation,
                offset: dragOffset)
            l.alpha = i == sel ? 1 : 0.4
            l.transform = .identity
            l.closeButton.isHidden = i != sel
        }
        nameLabel?.text = selectedIndex.flatMap { viewControllers[safe: $0] }.map(PageSwitcherController.name(of:)) ?? ""
        nameLabel?.frame = CGRect(x: 0, y: view.bounds.height * 0.8, width: view.bounds.width, height: 30)
        pageDots?.numberOfPages = viewControllers.count
        pageDots?.currentPage = selectedIndex ?? 0
        pageDots?.frame = CGRect(x: 0, y: view.bounds.height * 0.86, width: view.bounds.width, height: 20)
        presentationView?.frame = view.bounds
    }

    /// Runs an animation chain with interaction ignored until `done` is called.
    private func runChain(_ body: (@escaping () -> Void) -> Void) {
        animationsInFlight += 1
        simulation.application.beginIgnoringInteractionEvents()
        var finished = false
        body {
            guard !finished else { return }
            finished = true
            self.animationsInFlight -= 1
            self.simulation.application.endIgnoringInteractionEvents()
        }
    }

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
            self.simulation.animate(duration: 0.3, curve: .easeInOut, animations: { self.layoutLayers() }) { _ in done() }
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
            // Project 0.15 s of momentum, then pick the nearest page.
            let projected = dragOffset + (pan.state == .ended ? pan.velocity.x * 0.15 : 0)
            let target = min(max(s - Int((projected / d).rounded()), 0), viewControllers.count - 1)
            selectedIndex = target
            // Keep the strip where it is visually: the offset is relative to the new selection.
            dragOffset += Double(target - s) * d
            simulation.performWithoutAnimation { layoutLayers() }
            let v = pan.state == .ended ? pan.velocity.x : 0
            let normalised = abs(dragOffset) > 1e-9 ? -v / dragOffset : 0
            runChain { done in
                self.dragOffset = 0
                self.simulation.animate(
                    duration: 0.45, curve: .spring(dampingRatio: 0.85, initialVelocity: normalised),
                    animations: { self.layoutLayers() }
                ) { _ in done() }
            }
        }
    }
    private var dragging = false

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

    private func relayout(for size: CGSize) {
        simulation.performWithoutAnimation {
            view.frame = CGRect(origin: .zero, size: size)
            for vc in viewControllers where vc.isViewLoaded && vc.view.superview === view { vc.view.frame = view.bounds }
            if isShowingPresentation {
                // Animations in flight keep running towards their old targets; re-target them.
                for l in pageLayers { l.removeAllAnimations() }
                layoutLayers()
            }
        }
    }
}

extension Array {
    subscript(safe i: Int) -> Element? { indices.contains(i) ? self[i] : nil }
}
