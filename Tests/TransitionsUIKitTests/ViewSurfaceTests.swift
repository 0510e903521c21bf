import Foundation
import Testing
import TransitionsUIKit

/// A button that reacts to its own state, as UIKit subclasses do.
private final class HighlightingButton: UIButton {
    var highlightChanges: [Bool] = []
    override var isHighlighted: Bool {
        didSet { highlightChanges.append(isHighlighted) }
    }
    override var isEnabled: Bool {
        didSet { alpha = isEnabled ? 1 : 0.5 }
    }
}

/// A view that lays out again whenever its frame is set.
private final class FrameWatcher: UIView {
    var frames: [CGRect] = []
    override var frame: CGRect {
        didSet { frames.append(frame) }
    }
}

private final class Cell: UITableViewCell {
    var selections: [Bool] = []
    override var isSelected: Bool { didSet { selections.append(isSelected) } }
}

@Suite struct ViewSurfaceTests {
    /// UIKit's view and control state properties are overridable.
    @Test func stateOverridesRun() {
        withUIKitStage { _, root in
            let button = HighlightingButton(type: .custom)
            button.frame = CGRect(x: 0, y: 0, width: 100, height: 44)
            root.view.addSubview(button)
            button.isHighlighted = true
            button.isHighlighted = false
            #expect(button.highlightChanges == [true, false])
            button.isEnabled = false
            #expect(button.alpha == 0.5 && !button.state.isEmpty)
            let watcher = FrameWatcher(frame: .zero)
            watcher.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
            #expect(watcher.frames.last == CGRect(x: 1, y: 2, width: 3, height: 4))
            let cell = Cell(style: .default, reuseIdentifier: nil)
            cell.isSelected = true
            #expect(cell.selections == [true])
        }
    }

    /// `UIView.perform(.delete, on:…)`: the views fade out alongside the caller's animations, then
    /// leave their superview with their alpha restored.
    @Test func systemDeleteAnimation() throws {
        try withUIKitStage { sim, root in
            let doomed = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            let other = UIView(frame: CGRect(x: 0, y: 60, width: 50, height: 50))
            root.view.addSubview(doomed)
            root.view.addSubview(other)
            var finished: Bool?
            UIView.perform(.delete, on: [doomed], options: [.beginFromCurrentState, .allowUserInteraction], animations: {
                other.alpha = 0.5
            }, completion: { finished = $0 })
            #expect(doomed.superview === root.view && doomed.alpha == 0)
            sim.advance(by: 0.15)
            #expect(doomed.layer.presentation()!.opacity > 0 && doomed.layer.presentation()!.opacity < 1)
            try sim.runUntilIdle()
            #expect(finished == true && doomed.superview == nil && doomed.alpha == 1 && other.alpha == 0.5)
        }
    }

    /// A popover pointing at a bar button item: at its custom view, or where a trailing bar
    /// button sits.
    @Test func popoverFromABarButtonItem() throws {
        try withUIKitStage { sim, root in
            let content = UIViewController()
            content.preferredContentSize = CGSize(width: 200, height: 100)
            content.modalPresentationStyle = .popover
            let item = UIBarButtonItem(title: "More", style: .plain, target: nil, action: nil)
            let popover = try #require(content.popoverPresentationController)
            popover.barButtonItem = item
            let delegate = NoAdaptation()
            popover.delegate = delegate
            root.present(content, animated: false)
            try sim.runUntilIdle()
            let frame = content.view.frame
            let safe = root.view.bounds.inset(by: root.view.safeAreaInsets)
            #expect(popover.arrowDirection == .up && frame.minY == safe.minY + 44 + 13, "\(frame)")
            #expect(frame.maxX <= root.view.bounds.maxX - 10)
        }
    }

    /// Swift 4 spellings still compile (deprecated aliases), and `UIColor(cgColor:)`.
    @Test func olderSpellings() {
        let position: UITableViewScrollPosition = .middle
        #expect(position == UITableView.ScrollPosition.middle)
        let style: UITableViewCellSeparatorStyle = .none
        #expect(style == .none)
        #expect(UIColor(cgColor: UIColor.red.cgColor) == UIColor.red)
    }
}

private final class NoAdaptation: NSObject, UIPopoverPresentationControllerDelegate {
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
}
