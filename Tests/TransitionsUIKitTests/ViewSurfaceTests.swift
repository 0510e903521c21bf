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

/// Buttons have a title label among their subviews and a size from their title; a stack view of
/// them that is only positioned gets its size from them (no ambiguity), as in UIKit.
@Suite struct ButtonAndStackSizingTests {
    @Test func buttonsSizeToTheirTitles() {
        withUIKitStage { _, root in
            let button = UIButton(type: .system)
            button.setTitle("Short Toast", for: .normal)
            // 11 characters × 0.55 × 15 pt = 90.75, rounded up to whole points; 1.2 × 15 pt + 12 high.
            #expect(button.intrinsicContentSize == CGSize(width: 91, height: 30))
            let label = button.titleLabel
            #expect(label?.superview === button && label?.text == "Short Toast")
            button.titleLabel?.font = .systemFont(ofSize: 20)
            button.invalidateIntrinsicContentSize()
            #expect(button.intrinsicContentSize.height == 36)
            button.contentEdgeInsets = UIEdgeInsets(top: 4, left: 8, bottom: 4, right: 8)
            #expect(button.intrinsicContentSize == CGSize(width: 137, height: 44))
            #expect(UIButton(type: .system).intrinsicContentSize == CGSize(width: 30, height: 30))
            _ = root
        }
    }

    @Test func aCentredStackOfButtonsIsNotAmbiguous() {
        withUIKitStage { sim, root in
            let buttons = ["One", "Three", "Seventeen"].map { title -> UIButton in
                let b = UIButton(type: .system)
                b.setTitle(title, for: .normal)
                return b
            }
            let stack = UIStackView(arrangedSubviews: buttons)
            stack.axis = .vertical
            stack.spacing = 8
            stack.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(stack)
            NSLayoutConstraint.activate([
                stack.centerXAnchor.constraint(equalTo: root.view.centerXAnchor),
                stack.centerYAnchor.constraint(equalTo: root.view.centerYAnchor),
            ])
            root.view.layoutIfNeeded()
            #expect(!stack.hasAmbiguousLayout)
            // Three 30-point buttons and two 8-point gaps; as wide as "Seventeen" (74.25 → 75).
            #expect(stack.frame.size == CGSize(width: 75, height: 106), "\(stack.frame)")
            #expect(stack.frame.midX == root.view.bounds.midX)
            buttons[2].isHidden = true
            root.view.layoutIfNeeded()
            #expect(stack.frame.size == CGSize(width: 42, height: 68), "\(stack.frame)")
            #expect(sim.violations.isEmpty)
        }
    }
}

/// Puts the presented view at a centred card two thirds of the container.
private final class TwoThirdsCardAnimator: NSObject, UIViewControllerAnimatedTransitioning, UIViewControllerTransitioningDelegate {
    func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.2 }
    func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        guard let to = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(true) }
        container.addSubview(to)
        let b = container.bounds
        to.frame = CGRect(x: b.width / 6, y: b.height / 6, width: b.width * 2 / 3, height: b.height * 2 / 3)
        to.alpha = 0
        UIView.animate(withDuration: 0.2, animations: { to.alpha = 1 }, completion: { _ in transitionContext.completeTransition(true) })
    }
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController) -> UIViewControllerAnimatedTransitioning? { self }
}

@Suite struct SmallerPresentedViewTests {
    /// Over full screen the presenter stays visible around a smaller presented view: not a black
    /// screen. Full screen removes the presenter: the same card leaves black around it.
    @Test(arguments: [(UIModalPresentationStyle.overFullScreen, false), (.fullScreen, true)])
    func aCardOverThePresenterIsNotABlackScreen(style: UIModalPresentationStyle, black: Bool) throws {
        try withUIKitStage { sim, root in
            let delegate = TwoThirdsCardAnimator()
            let card = UIViewController()
            card.modalPresentationStyle = style
            card.transitioningDelegate = delegate
            root.present(card, animated: true)
            try sim.runUntilIdle()
            let window = try #require(card.view.window)
            let problems = ModelInvariants.blackScreen(window)
            #expect(problems.contains { $0.contains("on screen, window") } == black, "\(problems)")
        }
    }
}

@Suite struct CellBackgroundTests {
    /// A cell's background views sit behind its content, fill it, and the selected one shows
    /// only while the cell is selected or highlighted.
    @Test func backgroundsBehindTheContent() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        let plain = UIView(), selected = UIView()
        cell.backgroundView = plain
        cell.selectedBackgroundView = selected
        #expect(cell.subviews.firstIndex { $0 === plain } == 0 && cell.subviews.firstIndex { $0 === selected } == 1)
        #expect(cell.subviews.last === cell.contentView && plain.frame == cell.bounds)
        #expect(selected.isHidden)
        cell.isSelected = true
        #expect(!selected.isHidden)
        cell.setSelected(false, animated: false)
        cell.isHighlighted = true
        #expect(!selected.isHidden)
        cell.isHighlighted = false
        #expect(selected.isHidden)
        cell.frame = CGRect(x: 0, y: 0, width: 300, height: 60)
        #expect(plain.frame == CGRect(x: 0, y: 0, width: 300, height: 60))
        cell.backgroundView = nil
        #expect(plain.superview == nil)
    }
}
