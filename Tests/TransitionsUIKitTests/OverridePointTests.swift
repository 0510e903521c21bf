import Testing
import TransitionsUIKit

// UIKit members apps override, as the second development corpus overrides them: the model reads
// each through its open declaration, so the override takes effect where UIKit's would.

/// A navigation controller that is its own transitioning delegate by overriding the property (a
/// side-menu library's pattern): UIKit reads the getter when presenting it.
private final class MenuNavigationController: UINavigationController, UIViewControllerTransitioningDelegate {
    var vended = 0
    override var transitioningDelegate: UIViewControllerTransitioningDelegate? {
        get { self }
        set {}
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> UIViewControllerAnimatedTransitioning?
    {
        vended += 1
        return Crossfade()
    }
}

private final class Crossfade: NSObject, UIViewControllerAnimatedTransitioning {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to) else { return }
        to.alpha = 0
        transitionContext.containerView.addSubview(to)
        UIView.animate(withDuration: 0.2, animations: { to.alpha = 1 }) { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        }
    }
}

/// A view that tracks tint changes and its own removal.
private final class Badge: UIView {
    var tintChanges = 0
    var removals = 0
    override func tintColorDidChange() { tintChanges += 1 }
    override func removeFromSuperview() {
        removals += 1
        super.removeFromSuperview()
    }
}

/// A pan that refuses touch sequences from its view while `refusing` (UIKit 13.4's
/// `shouldReceive(_:)` on the recognizer itself).
private final class GatedPan: UIPanGestureRecognizer {
    var refusing = true
    var asked = 0
    override func shouldReceive(_ event: UIEvent) -> Bool {
        asked += 1
        return !refusing && super.shouldReceive(event)
    }
}

private final class PanTarget: NSObject {
    var began = 0
    func pan(_ r: UIPanGestureRecognizer) { if r.state == .began { began += 1 } }
}

/// A carousel layout that snaps the resting offset to whole 100-point pages and counts bounds
/// changes it is asked about.
private final class SnappingLayout: UICollectionViewFlowLayout {
    var boundsQuestions = 0
    override func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint, withScrollingVelocity velocity: CGPoint) -> CGPoint {
        CGPoint(x: proposedContentOffset.x, y: (proposedContentOffset.y / 100).rounded() * 100)
    }
    override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        boundsQuestions += 1
        return false
    }
}

private final class Numbers: NSObject, UICollectionViewDataSource {
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "n", for: indexPath)
    }
}

@Suite struct OverridePointTests {
    @Test func anOverriddenTransitioningDelegateIsWhatUIKitAsks() throws {
        try withUIKitStage { sim, root in
            let menu = MenuNavigationController(rootViewController: UIViewController())
            root.present(menu, animated: true)
            try sim.runUntilIdle()
            #expect(menu.vended == 1 && root.presentedViewController === menu && sim.violations.isEmpty)
        }
    }

    @Test func tintChangesReachInheritingSubviewsAndRemovalIsOverridable() {
        withUIKitStage { _, root in
            let outer = Badge(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let inheriting = Badge(frame: .zero)
            let ownTint = Badge(frame: .zero)
            ownTint.tintColor = .red
            outer.addSubview(inheriting)
            outer.addSubview(ownTint)
            root.view.addSubview(outer)
            outer.tintColor = .green
            outer.tintColor = .green
            #expect(outer.tintChanges == 1 && inheriting.tintChanges == 1 && ownTint.tintChanges == 1, "ownTint's first change was its own")
            inheriting.removeFromSuperview()
            #expect(inheriting.removals == 1 && inheriting.superview == nil)
        }
    }

    @Test func aRecognizerThatRefusesTheEventDoesNotReceiveIt() {
        withUIKitStage { sim, root in
            let target = PanTarget()
            let pan = GatedPan(target: target, action: Selector(PanTarget.pan(_:), "pan:"))
            root.view.addGestureRecognizer(pan)
            let window = root.view.window!
            func drag() {
                let f = Finger(downAt: CGPoint(x: 200, y: 400), in: window)
                for i in 1...10 {
                    sim.advanceFrame()
                    f.move(to: CGPoint(x: 200, y: 400 + Double(i) * 12))
                }
                f.lift()
            }
            drag()
            #expect(pan.asked == 1 && target.began == 0)
            pan.refusing = false
            drag()
            #expect(pan.asked == 2 && target.began == 1)
        }
    }

    @Test func aCollectionViewLayoutSnapsTheRestingOffset() throws {
        try withUIKitStage { sim, root in
            let layout = SnappingLayout()
            layout.itemSize = CGSize(width: 300, height: 90)
            let numbers = Numbers()
            let list = UICollectionView(frame: CGRect(x: 0, y: 100, width: 300, height: 500), collectionViewLayout: layout)
            list.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "n")
            list.dataSource = numbers
            root.view.addSubview(list)
            list.reloadData()
            let f = Finger(downAt: CGPoint(x: 150, y: 500), in: root.view.window!)
            for i in 1...8 {
                sim.advanceFrame()
                f.move(to: CGPoint(x: 150, y: 500 - Double(i) * 23))
            }
            f.lift()
            try sim.runUntilIdle()
            #expect(list.contentOffset.y > 0 && list.contentOffset.y.truncatingRemainder(dividingBy: 100) == 0, "\(list.contentOffset)")
            #expect(layout.boundsQuestions > 0)
        }
    }
}
