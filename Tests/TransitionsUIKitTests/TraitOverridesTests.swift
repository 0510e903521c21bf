import Foundation
import Testing
import TransitionsUIKit

// iOS 17's `traitOverrides`, written as apps write them: an override reaches what inherits from
// the object (views, subviews, children, presented controllers), each affected object hears
// `traitCollectionDidChange(_:)` once with its previous traits, and removing it restores them.

/// Records the trait changes it hears.
private final class RecordingController: UIViewController {
    var previous: [UITraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previous.append(previousTraitCollection)
    }
}

private final class RecordingView: UIView {
    var previous: [UITraitCollection?] = []
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previous.append(previousTraitCollection)
    }
}

/// A controller with a recording root view and a recording subview.
private final class Screen: UIViewController {
    var previous: [UITraitCollection?] = []
    let card = RecordingView()
    override func loadView() { view = RecordingView() }
    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
    }
    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previous.append(previousTraitCollection)
    }
    var root: RecordingView { view as! RecordingView }
}

@Suite struct TraitOverridesTests {
    @Test func aControllersOverrideReachesItsViewsAndChildren() throws {
        try withUIKitStage { sim, root in
            let screen = Screen()
            screen.modalPresentationStyle = .fullScreen
            let child = RecordingController()
            screen.addChild(child)
            screen.view.addSubview(child.view)
            child.didMove(toParent: screen)
            root.present(screen, animated: false)
            try sim.runUntilIdle()
            let device = screen.traitCollection
            #expect(device.userInterfaceLevel == .unspecified)

            if #available(iOS 17, *) { screen.traitOverrides.userInterfaceLevel = .elevated }
            for t in [screen.traitCollection, screen.view.traitCollection, screen.card.traitCollection, child.traitCollection, child.view.traitCollection] {
                #expect(t.userInterfaceLevel == .elevated)
                #expect(t.horizontalSizeClass == device.horizontalSizeClass && t.userInterfaceStyle == device.userInterfaceStyle)
            }
            #expect(root.traitCollection.userInterfaceLevel == .unspecified, "the presenter is not affected")
            // Each affected object heard it once, with its previous traits.
            #expect(screen.previous == [device])
            #expect(screen.root.previous == [device] && screen.card.previous == [device])
            #expect(child.previous == [device])
            #expect(screen.traitOverrides.contains(UITraitUserInterfaceLevel.self))
            #expect(!screen.traitOverrides.contains(UITraitUserInterfaceStyle.self))

            // Setting the same value again changes nothing and tells no one.
            screen.traitOverrides.userInterfaceLevel = .elevated
            #expect(screen.previous.count == 1 && child.previous.count == 1)

            // Removing it restores the inherited traits; everyone hears it once more.
            let elevated = screen.traitCollection
            screen.traitOverrides.remove(UITraitUserInterfaceLevel.self)
            #expect(!screen.traitOverrides.contains(UITraitUserInterfaceLevel.self))
            for t in [screen.traitCollection, screen.card.traitCollection, child.traitCollection] { #expect(t == device) }
            #expect(screen.previous == [device, elevated] && screen.card.previous == [device, elevated] && child.previous == [device, elevated])
        }
    }

    @Test func theNearestOverrideWinsAndRegistrationsHearTheirTraits() throws {
        try withUIKitStage { sim, root in
            let screen = Screen()
            root.present(screen, animated: false)
            try sim.runUntilIdle()
            var heard: [UIUserInterfaceStyle] = []
            screen.card.registerForTraitChanges([UITraitUserInterfaceStyle.self]) { (view: RecordingView, previous: UITraitCollection) in
                heard.append(previous.userInterfaceStyle)
            }
            var levels = 0
            screen.card.registerForTraitChanges([UITraitUserInterfaceLevel.self]) { (_: RecordingView, _: UITraitCollection) in levels += 1 }
            screen.traitOverrides.userInterfaceStyle = .dark
            screen.card.traitOverrides.userInterfaceStyle = .light
            #expect(screen.view.traitCollection.userInterfaceStyle == .dark)
            #expect(screen.card.traitCollection.userInterfaceStyle == .light, "the view's own override is nearer")
            // The card's style changed twice (light → dark → light); the level registration never ran.
            #expect(heard == [.light, .dark] && levels == 0)
            #expect(screen.card.previous.count == 2)
            // A change the card overrides does not reach it.
            screen.traitOverrides.userInterfaceStyle = .light
            #expect(screen.card.previous.count == 2 && screen.root.previous.count == 2)
            // The view's override reaches only its subtree.
            let badge = UIView()
            screen.card.addSubview(badge)
            screen.card.traitOverrides.horizontalSizeClass = .regular
            #expect(badge.traitCollection.horizontalSizeClass == .regular)
            #expect(screen.view.traitCollection.horizontalSizeClass == root.traitCollection.horizontalSizeClass)
            #expect(screen.traitCollection.horizontalSizeClass == root.traitCollection.horizontalSizeClass)
        }
    }

    @Test func aPresentedControllerInheritsThePresentersOverrides() throws {
        try withUIKitStage { sim, root in
            root.traitOverrides.verticalSizeClass = .compact
            let modal = RecordingController()
            root.present(modal, animated: false)
            try sim.runUntilIdle()
            #expect(modal.traitCollection.verticalSizeClass == .compact && modal.view.traitCollection.verticalSizeClass == .compact)
            let pc = try #require(modal.presentationController)
            #expect(pc.traitCollection.verticalSizeClass == .compact)
            // The presentation controller's own overrides reach the presented controller.
            let before = modal.traitCollection
            pc.traitOverrides.userInterfaceLevel = .elevated
            #expect(pc.traitCollection.userInterfaceLevel == .elevated && modal.traitCollection.userInterfaceLevel == .elevated)
            #expect(modal.previous == [before])
            #expect(root.traitCollection.userInterfaceLevel == .unspecified)
            // The presenter's change reaches the presented controller, which hears it.
            root.traitOverrides.remove(UITraitVerticalSizeClass.self)
            #expect(modal.traitCollection.verticalSizeClass == root.traitCollection.verticalSizeClass)
            #expect(modal.previous.count == 2 && modal.previous.last??.verticalSizeClass == .compact)
        }
    }

    @Test func theExistingOverridesStillApply() throws {
        try withUIKitStage { sim, root in
            let child = RecordingController()
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            root.overrideUserInterfaceStyle = .dark
            root.setOverrideTraitCollection(UITraitCollection(horizontalSizeClass: .regular), forChild: child)
            #expect(child.traitCollection.userInterfaceStyle == .dark && child.traitCollection.horizontalSizeClass == .regular)
            #expect(child.view.traitCollection.horizontalSizeClass == .regular, "the child's view inherits its controller's traits")
            // traitOverrides on the same object win over overrideUserInterfaceStyle; the child's
            // own override wins over the parent's override for it.
            root.traitOverrides.userInterfaceStyle = .light
            #expect(root.traitCollection.userInterfaceStyle == .light && child.traitCollection.userInterfaceStyle == .light)
            child.traitOverrides.horizontalSizeClass = .compact
            #expect(child.traitCollection.horizontalSizeClass == .compact)
            child.traitOverrides.remove(UITraitHorizontalSizeClass.self)
            #expect(child.traitCollection.horizontalSizeClass == .regular)
        }
    }

    @Test func theWindowScenesOverridesReachEveryWindow() throws {
        try withUIKitStage { sim, root in
            let scene = try #require(root.view.window?.windowScene)
            let before = root.traitCollection
            scene.traitOverrides.userInterfaceStyle = .dark
            #expect(scene.traitCollection.userInterfaceStyle == .dark)
            #expect(root.traitCollection.userInterfaceStyle == .dark && root.view.window?.traitCollection.userInterfaceStyle == .dark)
            // Another instance stands for the same scene.
            #expect(UIApplication.shared.connectedScenes.compactMap { ($0 as? UIWindowScene)?.traitOverrides.userInterfaceStyle } == [.dark])
            scene.traitOverrides.remove(UITraitUserInterfaceStyle.self)
            #expect(root.traitCollection == before)
        }
    }

    @Test func unusualValuesAreKeptOrRefused() throws {
        try withUIKitStage { _, root in
            let view = UIView()
            root.view.addSubview(view)
            let scale = view.traitCollection.displayScale
            view.traitOverrides.displayScale = .nan
            view.traitOverrides.displayScale = -2
            #expect(!view.traitOverrides.contains(UITraitDisplayScale.self) && view.traitCollection.displayScale == scale)
            view.traitOverrides.displayScale = 2
            #expect(view.traitCollection.displayScale == 2)
            // Overriding to unspecified replaces the inherited value, as in UIKit.
            view.traitOverrides.horizontalSizeClass = .unspecified
            #expect(view.traitOverrides.contains(UITraitHorizontalSizeClass.self) && view.traitCollection.horizontalSizeClass == .unspecified)
            // A view outside a window takes its overrides, and is told nothing.
            let loose = RecordingView()
            loose.traitOverrides.userInterfaceStyle = .dark
            #expect(loose.traitCollection.userInterfaceStyle == .dark && loose.previous.isEmpty)
        }
    }
}
