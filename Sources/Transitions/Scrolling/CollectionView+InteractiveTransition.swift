import Foundation

/// An interactive change of layout (`startInteractiveTransition(to:completion:)`): the app shows
/// a `CollectionViewTransitionLayout` between the current layout and a new one, drives its
/// `transitionProgress` (a pinch, a pan, a display link), then finishes or cancels.
///
/// UIKit's sequence, as modelled:
/// - start: the delegate may supply the transition layout
///   (`collectionView(_:transitionLayoutForOldLayout:newLayout:)`, by default a
///   `CollectionViewTransitionLayout(currentLayout:nextLayout:)`); the old layout hears
///   `prepareForTransition(to:)`, the new one `prepareForTransition(from:)`; the transition
///   layout is shown (the cells stay where they were: its progress starts at 0).
/// - finish: the cells animate from where the progress left them to the new layout's attributes
///   (`updateAnimationDuration`), which then is the collection view's layout; cancel: back to the
///   old layout. Both layouts hear `finalizeLayoutTransition()`; then the completion gets
///   `(completed, finished)`: whether the new layout was kept, and whether the animation ran to
///   its end.
/// - A second start, or `setCollectionViewLayout`, while one is in progress, and a finish or
///   cancel with none, are refused (recorded as rejected calls; UIKit raises for the first and
///   ignores the others).
extension CollectionView {
    /// `startInteractiveTransition(to:completion:)` (the class's open method calls this).
    func beginInteractiveTransition(to layout: CollectionViewLayout, completion: LayoutInteractiveTransitionCompletion?) -> CollectionViewTransitionLayout {
        if let running = layoutTransition {
            simulation.reject(.transitionInFlight(container: "\(type(of: self)) (an interactive layout transition is in progress)"))
            return running.layout
        }
        let old = collectionViewLayout
        let transition = collectionDelegate?.collectionView(self, transitionLayoutForOldLayout: old, newLayout: layout)
            ?? CollectionViewTransitionLayout(currentLayout: old, nextLayout: layout)
        old.prepareForTransition(to: layout)
        layout.prepareForTransition(from: old)
        layoutTransition = (transition, completion)
        collectionViewLayout = transition
        return transition
    }

    func endInteractiveTransition(keepingNewLayout: Bool) {
        guard let running = layoutTransition else {
            simulation.reject(.notFound("an interactive layout transition of \(type(of: self)) to \(keepingNewLayout ? "finish" : "cancel")"))
            return
        }
        layoutTransition = nil
        let (current, next) = (running.layout.currentLayout, running.layout.nextLayout)
        install(keepingNewLayout ? next : current, animated: isLoaded) { finished in
            current.finalizeLayoutTransition()
            next.finalizeLayoutTransition()
            running.completion?(keepingNewLayout, finished)
        }
    }
}
