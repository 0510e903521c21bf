import Foundation
import Testing

@testable import Transitions

/// Reports name views so that an app developer can find them: unnamed views by their UIKit class
/// and their place in the tree, controllers' root views by the controller.
@Suite struct ReportNameTests {
    @Test func unnamedViewsAreNamedByClassAndPlace() {
        let sim = Simulation()
        sim.asCurrent {
            let window = Window(sim)
            let root = ViewController(sim, title: "Home")
            window.rootViewController = root
            window.makeKeyAndVisible()
            let first = View(frame: .zero)
            let bar = View(frame: .zero)
            let label = Label(frame: .zero)
            root.view.addSubview(first)
            root.view.addSubview(bar)
            bar.addSubview(label)
            #expect(root.view.reportName == "Home.view")
            #expect(bar.reportName == "UIView #2 in Home.view")
            #expect(label.reportName == "UILabel #1 in UIView #2 in Home.view")
            label.modelName = "titleLabel"
            #expect(label.reportName == "titleLabel")
            #expect(View(frame: .zero).reportName == "UIView")
        }
    }

    /// Target-action coverage in UIKit's words: the sender's UIKit class and the method as Swift
    /// writes it.
    @Test func typesAndSelectorsInUIKitsWords() {
        #expect(uikitName(of: PanGestureRecognizer.self) == "UIPanGestureRecognizer")
        #expect(uikitName(of: DisplayLink.self) == "CADisplayLink")
        #expect(uikitName(of: ReportNameTests.self) == "ReportNameTests")
        #expect(TypedSelector("handlePan:").swiftName == "handlePan(_:)")
        #expect(TypedSelector("tapped:event:").swiftName == "tapped(_:event:)")
        #expect(TypedSelector("close").swiftName == "close()")
    }
}
