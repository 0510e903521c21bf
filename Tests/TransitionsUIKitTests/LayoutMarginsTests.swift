import Foundation
import Testing
import TransitionChecks
import TransitionsUIKit

/// A root view that counts `viewLayoutMarginsDidChange()` on its controller.
private final class MarginsController: UIViewController {
    var marginChanges = 0
    override func viewLayoutMarginsDidChange() { marginChanges += 1 }
}

private func pinned(to guide: UILayoutGuide, in view: UIView) -> UIView {
    let v = UIView()
    v.translatesAutoresizingMaskIntoConstraints = false
    view.addSubview(v)
    NSLayoutConstraint.activate([
        v.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
        v.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
        v.topAnchor.constraint(equalTo: guide.topAnchor),
        v.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
    ])
    return v
}

/// A controller's root view takes UIKit's system minimum layout margins (iOS 11): never below
/// `systemMinimumLayoutMargins` while `viewRespectsSystemMinimumLayoutMargins`; other views keep
/// 8 points on every side.
@Suite struct LayoutMarginsTests {
    @Test func rootViewsStartAtTheSystemMinimumAndOtherViewsAtEightPoints() {
        withUIKitStage { _, root in
            #expect(root.systemMinimumLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
            #expect(root.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
            #expect(root.view.directionalLayoutMargins == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
            let plain = UIView()
            #expect(plain.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
            root.view.addSubview(plain)
            #expect(plain.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))

            // The margins guide: the safe area (47 top, 34 bottom on the simulated iPhone 14) inset by the margins.
            let content = pinned(to: root.view.layoutMarginsGuide, in: root.view)
            root.view.layoutIfNeeded()
            #expect(content.frame == CGRect(x: 16, y: 47, width: 358, height: 844 - 47 - 34))
        }
    }

    @Test func smallerMarginsAreRaisedToTheMinimumUnlessTheControllerOptsOut() {
        let sim = Simulation()
        let window = Window(sim)
        let root = MarginsController(sim, title: "root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        sim.asCurrent {
            let content = pinned(to: root.view.layoutMarginsGuide, in: root.view)
            root.view.layoutMargins = .zero
            #expect(root.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
            root.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 10, leading: 4, bottom: 10, trailing: 30)
            #expect(root.view.layoutMargins == UIEdgeInsets(top: 10, left: 16, bottom: 10, right: 30))
            root.view.layoutIfNeeded()
            #expect(content.frame == CGRect(x: 16, y: 57, width: 390 - 16 - 30, height: 844 - 57 - 44))

            let before = root.marginChanges
            root.viewRespectsSystemMinimumLayoutMargins = false
            #expect(root.view.layoutMargins == UIEdgeInsets(top: 10, left: 4, bottom: 10, right: 30))
            #expect(root.marginChanges == before + 1)
            root.view.layoutIfNeeded()
            #expect(content.frame.minX == 4)
            root.viewRespectsSystemMinimumLayoutMargins = false  // unchanged: nothing reported
            #expect(root.marginChanges == before + 1)
            root.viewRespectsSystemMinimumLayoutMargins = true
            root.view.layoutIfNeeded()
            #expect(content.frame.minX == 16)
        }
    }

    /// Regular width (an iPad) and the wide iPhones take 20 points; a child controller's root
    /// view has its own controller's minimum.
    @Test func widerEnvironmentsTakeTwentyPointsAndChildrenTheirOwnMinimum() {
        withUIKitStage { sim, root in
            let child = UIViewController()
            root.addChild(child)
            root.view.addSubview(child.view)
            child.didMove(toParent: root)
            #expect(child.view.layoutMargins.left == 16)
            sim.application.device = .iPadPro11
            #expect(root.systemMinimumLayoutMargins.leading == 20)
            #expect(root.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
            #expect(child.view.layoutMargins.right == 20)
            var wide = Device.iPhone14
            wide.screenSize = CGSize(width: 430, height: 932)
            sim.application.device = wide
            #expect(root.systemMinimumLayoutMargins.trailing == 20)
            // A controller's root view outside any window is still a root view.
            let loose = UIViewController()
            loose.view.layoutMargins = .zero
            #expect(loose.view.layoutMargins.left == 20)
        }
    }

    /// `preservesSuperviewLayoutMargins`: where the superview's margins reach into the view, its
    /// margins guide keeps clear of them too — by the smallest amount needed, edge by edge.
    @Test func preservedSuperviewMarginsReachIntoTheView() {
        withUIKitStage { _, root in
            let container = UIView()
            container.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(container)
            let leading = container.leadingAnchor.constraint(equalTo: root.view.leadingAnchor)
            NSLayoutConstraint.activate([
                leading, container.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
                container.topAnchor.constraint(equalTo: root.view.topAnchor), container.bottomAnchor.constraint(equalTo: root.view.bottomAnchor),
            ])
            let content = pinned(to: container.layoutMarginsGuide, in: container)
            root.view.layoutIfNeeded()
            // Its own 8-point margins inside the safe area (47 top, 34 bottom).
            #expect(content.frame == CGRect(x: 8, y: 55, width: 374, height: 844 - 55 - 42))

            container.preservesSuperviewLayoutMargins = true
            root.view.layoutIfNeeded()
            // The root view's 16-point side margins reach in; top and bottom stay the container's own.
            #expect(content.frame == CGRect(x: 16, y: 55, width: 358, height: 844 - 55 - 42))

            // Inset by 10: only 6 points of the root's margin reach in, less than its own 8.
            leading.constant = 10
            root.view.layoutIfNeeded()
            #expect(content.frame.minX == 8)
            #expect(container.layoutMarginsGuide.layoutFrame.minX == 8)

            // Without Auto Layout: the guide's frame follows the same rule.
            let loose = UIView(frame: CGRect(x: 4, y: 100, width: 200, height: 50))
            root.view.addSubview(loose)
            #expect(loose.layoutMarginsGuide.layoutFrame.minX == 8)
            loose.preservesSuperviewLayoutMargins = true
            #expect(loose.layoutMarginsGuide.layoutFrame.minX == 12, "16 − 4")
        }
    }
}
