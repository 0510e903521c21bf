import Foundation
import Testing
import TransitionsUIKit

// The eighth pass over real code (notes/uikit-surface.md, "eighth pass"): UIKit's behaviour
// behind the APIs the fifteenth corpus batch reached for.

@Suite struct EighthPassSemanticsTests {
    /// `setCustomSpacing(_:after:)`: the gap after one arranged view; `customSpacing(after:)` reads
    /// it back (`spacingUseDefault` for none); a hidden view takes its custom gap with it; bad
    /// values and views that are not arranged are ignored.
    @Test func stackViewCustomSpacing() {
        withUIKitStage { _, root in
            let views = (0..<3).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 30)) }
            let stack = UIStackView(arrangedSubviews: views)
            stack.axis = .vertical
            stack.spacing = 5
            stack.frame = CGRect(x: 0, y: 0, width: 100, height: 200)
            root.view.addSubview(stack)
            #expect(stack.customSpacing(after: views[0]) == UIStackView.spacingUseDefault)
            stack.setCustomSpacing(20, after: views[0])
            stack.layoutIfNeeded()
            #expect(views.map(\.frame.minY) == [0, 50, 85])
            #expect(stack.customSpacing(after: views[0]) == 20)
            stack.setCustomSpacing(.nan, after: views[1])
            stack.setCustomSpacing(-3, after: views[1])
            stack.setCustomSpacing(40, after: UIView())
            #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
            views[0].isHidden = true
            stack.layoutIfNeeded()
            #expect(views[2].frame.minY - views[1].frame.maxY == 5, "the hidden view's gap goes with it")
            views[0].isHidden = false
            stack.setCustomSpacing(UIStackView.spacingUseDefault, after: views[0])
            stack.layoutIfNeeded()
            #expect(views.map(\.frame.minY) == [0, 35, 70])
            stack.setCustomSpacing(UIStackView.spacingUseSystem, after: views[1])
            stack.layoutIfNeeded()
            #expect(views[2].frame.minY - views[1].frame.maxY == 8, "the system spacing")
            stack.removeArrangedSubview(views[1])
            #expect(stack.customSpacing(after: views[1]) == UIStackView.spacingUseDefault)
        }
    }

    /// `UIAlertController()` is an alert with no title (UIKit's `init(title:message:preferredStyle:)`
    /// is a convenience initialiser, so the plain ones are inherited).
    @Test func alertControllerPlainInitialiser() {
        withUIKitStage { _, _ in
            let alert = UIAlertController()
            #expect(alert.title == nil && alert.message == nil && alert.preferredStyle == .alert)
            #expect(alert.modalPresentationStyle == .overFullScreen)
            let sheet = UIAlertController(title: "T", message: "M", preferredStyle: .actionSheet)
            #expect(sheet.preferredStyle == .actionSheet && sheet.title == "T" && sheet.message == "M")
        }
    }

    /// `init(navigationBarClass:toolbarClass:)` with UIKit's own classes (and a class that is not
    /// a bar): an empty stack and UIKit's bars. (The app's own bar classes are made through
    /// their `init(frame:)` — the rewriter gives them the override: ComposeSheetTests.)
    @Test func navigationControllerWithBarClasses() {
        withUIKitStage { _, _ in
            let nav = UINavigationController(navigationBarClass: UINavigationBar.self, toolbarClass: UIView.self)
            #expect(nav.viewControllers.isEmpty)
            #expect(type(of: nav.navigationBar) == UINavigationBar.self)
            #expect(type(of: nav.toolbar!) == UIToolbar.self)
            nav.viewControllers = [UIViewController()]
            #expect(nav.topViewController != nil)
        }
    }
}
