import Foundation
import Springs
import Transitions

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
    public internal(set) var viewControllers: [ViewController] = []
    public internal(set) var selectedIndex: Int?
    public internal(set) var isShowingPresentation = false
    public weak var delegate: (any PageSwitcherDelegate)?
    /// Page layers cast a shadow (LSPageViewController's `useShadows`: opacity 0.5, radius 4,
    /// offset (1, 3)); off by default, as in the article.
    public var showsShadow = false
    /// The selected page shows its close button (LSPageViewController's `shouldShowCloseButton`).
    public var showsCloseButton = true
    /// Seconds per page the strip travels when a page is added during the presentation (the
    /// article's 0.2 s × pages moved), then `addedPageFadeDuration` to show the page, then the zoom.
    public var addPageScrollDurationPerPage = 0.2
    public var addedPageFadeDuration = 0.3
    /// A tap on a neighbour moves the strip over 0.5 s, ease-out (the article's transaction).
    public var selectionDuration = 0.5
    public internal(set) var orientation: Orientation = .portrait
    public internal(set) var presentationView: View?
    public internal(set) var pageLayers: [PageLayerView] = []
    public internal(set) var nameLabel: LabelView?
    public internal(set) var pageDots: PageDotsView?
    /// Horizontal offset of the strip while dragging (after rubber-banding).
    public internal(set) var dragOffset = 0.0
    /// Number of animation chains in flight (interaction is ignored while > 0).
    public internal(set) var animationsInFlight = 0
    /// True between a drag's began and its end.
    var dragging = false

    public var numberOfViewControllers: Int { viewControllers.count }

    public init(_ simulation: Simulation, title: String = "pages", pages: [ViewController] = []) {
        _ = FingerprintSchemas.catalogueRegistered
        let pending = simulation.beginInit(of: Self.self, name: title)
        super.init(nibName: nil, bundle: nil)
        pending.end()
        for p in pages { appendChild(p) }
        selectedIndex = pages.isEmpty ? nil : 0
    }

    /// Not made from archives: always nil.
    public required init?(coder: NSCoder) { nil }

    override open func viewDidLoad() {
        super.viewDidLoad()
        showSelectedContent()
    }

    // MARK: Pages

    func appendChild(_ vc: ViewController, at index: Int? = nil) {
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
        guard index >= 0, index <= viewControllers.count else { throw .notFound("index \(index) in \(reportTitle)") }
        guard vc.parent == nil, vc.ownPresentingViewController == nil else { throw .alreadyPresenting(vc.reportTitle) }
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
        pv.insertSubview(layer, at: index)
        pageLayers.insert(layer, at: index)
        // The article's chain: scroll to the new page (0.2 s per page moved, ease-in-out) with the
        // new page still transparent, then show it (0.3 s), then zoom into it.
        let from = selectedIndex ?? index
        let pagesMoved = Double(abs(from - index))
        runChain { done in
            self.selectedIndex = index
            self.simulation.animate(
                duration: self.addPageScrollDurationPerPage * pagesMoved, curve: .easeInOut,
                animations: { self.layoutLayers(revealing: false) },
                completion: { _ in
                    self.simulation.animate(
                        duration: self.addedPageFadeDuration, curve: .easeInOut, animations: { self.layoutLayers() },
                        completion: { _ in
                            self.dismissPresentation()
                            done()
                        })
                })
        }
    }

    /// Removes the page at `index`. Removing the selected page selects its right neighbour (or
    /// the left one at the end); removing the last page leaves no selection.
    public func removeViewController(at index: Int) throws(TransitionError) {
        guard viewControllers.indices.contains(index) else { throw .notFound("index \(index) in \(reportTitle)") }
        let vc = viewControllers.remove(at: index)
        let wasSelected = index == selectedIndex
        vc.willMove(toParent: nil)
        if vc.isViewLoaded, vc.view.superview === view {
            vc.beginAppearance(false, animated: false)
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
        let pv = View(simulation, frame: view.bounds, name: "\(reportTitle).presentation")
        presentationView = pv
        view.addSubview(pv)
        let label = LabelView(
            simulation, frame: CGRect(x: 0, y: view.bounds.height * 0.8, width: view.bounds.width, height: 30), name: "name")
        let dots = PageDotsView(
            simulation, frame: CGRect(x: 0, y: view.bounds.height * 0.86, width: view.bounds.width, height: 20), name: "dots")
        pv.addSubview(label)
        pv.addSubview(dots)
        nameLabel = label
        pageDots = dots
        rebuildLayers()
        if let s = selectedIndex, let sel = viewControllers[safe: s], sel.isViewLoaded, sel.view.superview === view {
            sel.beginAppearance(false, animated: animated)
            sel.view.removeFromSuperview()
            leavingForPresentation = sel
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

    func finishShow() {
        // The page that began disappearing when the presentation opened — even if the
        // selection moved on during the zoom (a page added meanwhile is selected).
        leavingForPresentation?.endAppearanceIfNeeded()
        leavingForPresentation = nil
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

    func finishDismiss() {
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
    func showSelectedContent() {
        guard isViewLoaded, !isShowingPresentation else { return }
        for (i, vc) in viewControllers.enumerated() where i != selectedIndex && vc.isViewLoaded && vc.view.superview === view {
            vc.beginAppearance(false, animated: false)
            vc.view.removeFromSuperview()
            vc.endAppearanceIfNeeded()
        }
        guard let s = selectedIndex, let vc = viewControllers[safe: s] else { return }
        vc.view.frame = view.bounds
        if vc.view.superview !== view {
            let onScreen = appearanceState == .appeared || appearanceState == .appearing
            if onScreen { vc.beginAppearance(true, animated: false) }
            view.insertSubview(vc.view, at: 0)
            if appearanceState == .appeared { vc.endAppearanceIfNeeded() }
        }
    }

    /// The page whose view left for the presentation and has not finished disappearing.
    weak var leavingForPresentation: ViewController?

    func makeLayer(for vc: ViewController, index: Int) -> PageLayerView {
        let frame = PageSwitcherController.pageFrame(
            index: index, selected: selectedIndex ?? 0, bounds: view.bounds,
            orientation: orientation, offset: dragOffset)
        let l = PageLayerView(simulation, page: vc, frame: frame)
        l.hasShadow = showsShadow
        if showsShadow {
            l.layer.shadowOpacity = 0.5
            l.layer.shadowRadius = 4
            l.layer.shadowOffset = CGSize(width: 1, height: 3)
        }
        return l
    }

    func rebuildLayers() {
        for l in pageLayers { l.removeFromSuperview() }
        pageLayers = []
        guard let pv = presentationView else { return }
        for (i, vc) in viewControllers.enumerated() {
            let l = makeLayer(for: vc, index: i)
            pv.insertSubview(l, at: i)
            pageLayers.append(l)
        }
        simulation.performWithoutAnimation { layoutLayers() }
    }

    /// Frames, opacity, close buttons, name and dots from the current selection and offset.
    /// With `revealing` false the selected page keeps its opacity and hides its close button (the
    /// first leg of the add-page chain).
    func layoutLayers(revealing: Bool = true) {
        let sel = selectedIndex ?? 0
        for (i, l) in pageLayers.enumerated() {
            l.frame = PageSwitcherController.pageFrame(
                index: i, selected: sel, bounds: view.bounds, orientation: orientation,
                offset: dragOffset)
            if i != sel {
                l.alpha = 0.4
            } else if revealing {
                l.alpha = 1
            }
            l.transform = .identity
            l.closeButton.isHidden = !(i == sel && showsCloseButton && revealing)
        }
        nameLabel?.text = selectedIndex.flatMap { viewControllers[safe: $0] }.map(PageSwitcherController.name(of:)) ?? ""
        nameLabel?.frame = CGRect(x: 0, y: view.bounds.height * 0.8, width: view.bounds.width, height: 30)
        pageDots?.numberOfPages = viewControllers.count
        pageDots?.currentPage = selectedIndex ?? 0
        pageDots?.frame = CGRect(x: 0, y: view.bounds.height * 0.86, width: view.bounds.width, height: 20)
        presentationView?.frame = view.bounds
    }

    /// Runs an animation chain with interaction ignored until `done` is called.
    func runChain(_ body: (@escaping () -> Void) -> Void) {
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

}
