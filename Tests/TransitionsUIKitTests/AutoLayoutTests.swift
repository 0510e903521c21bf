import Foundation
import Testing
import TransitionChecks
import TransitionsUIKit

/// A view with a fixed intrinsic size (text sized by `TextMetrics`: 0.55·pointSize per
/// character, 1.2·pointSize per line).
final class SizedLabel: UIView {
    var text: String { didSet { invalidateIntrinsicContentSize() } }
    let pointSize: Double
    init(_ text: String, pointSize: Double = 20) {
        self.text = text
        self.pointSize = pointSize
        super.init(frame: .zero)
        modelName = "label(\(text))"
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { TextMetrics.size(of: text, pointSize: pointSize) }
}

private func close(_ a: CGRect, _ b: CGRect, _ tol: Double = 1e-6) -> Bool {
    abs(a.minX - b.minX) <= tol && abs(a.minY - b.minY) <= tol && abs(a.width - b.width) <= tol && abs(a.height - b.height) <= tol
}

private func autoLayoutView(_ name: String) -> UIView {
    let v = UIView()
    v.modelName = name
    v.translatesAutoresizingMaskIntoConstraints = false
    return v
}

@Suite struct AutoLayoutTests {
    /// A bottom sheet pinned to the safe area; its height constraint animates with
    /// `layoutIfNeeded()` inside `UIView.animate`: the model frame jumps to the new layout, what is
    /// on screen moves between the two layouts.
    @Test func bottomSheetHeightAnimatesThroughLayoutIfNeeded() throws {
        try withUIKitStage { sim, root in
            let sheet = autoLayoutView("sheet")
            root.view.addSubview(sheet)
            let height = sheet.heightAnchor.constraint(equalToConstant: 200)
            height.identifier = "sheetHeight"
            let guide = root.view.safeAreaLayoutGuide
            NSLayoutConstraint.activate([
                sheet.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
                sheet.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
                sheet.bottomAnchor.constraint(equalTo: guide.bottomAnchor), height,
            ])
            #expect(sim.violations.isEmpty)
            root.view.layoutIfNeeded()
            let low = CGRect(x: 0, y: 844 - 34 - 200, width: 390, height: 200)
            let high = CGRect(x: 0, y: 844 - 34 - 400, width: 390, height: 400)
            #expect(close(sheet.frame, low), "\(sheet.frame)")
            #expect(close(guide.layoutFrame, CGRect(x: 0, y: 47, width: 390, height: 844 - 47 - 34)))

            height.constant = 400
            UIView.animate(withDuration: 0.5) { root.view.layoutIfNeeded() }
            #expect(close(sheet.frame, high), "model at the end at once: \(sheet.frame)")
            #expect(close(sheet.layer.presentation()!.frame, low), "on screen still the old layout")
            sim.advance(by: 0.25)
            let mid = sheet.onScreen.frame
            #expect(mid.height > 200 + 1 && mid.height < 400 - 1, "\(mid)")
            #expect(abs(mid.maxY - (844 - 34)) < 1e-6, "the bottom edge stays pinned: \(mid)")
            try sim.runUntilIdle()
            #expect(close(sheet.onScreen.frame, high))
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }

    /// The deprecated bar guides: `topLayoutGuide` spans the view's top edge to the safe area,
    /// `bottomLayoutGuide` the safe area's bottom to the view's bottom edge; their `length` is the
    /// inset, and views pinned to them sit where pinning to the safe area puts them.
    @Test func barLayoutGuidesAreTheSafeAreaInsets() {
        withUIKitStage { sim, root in
            let top = root.topLayoutGuide, bottom = root.bottomLayoutGuide
            #expect(top.length == 47 && bottom.length == 34)
            #expect(root.topLayoutGuide === top, "one guide per controller")
            let banner = autoLayoutView("banner")
            root.view.addSubview(banner)
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: top.bottomAnchor),
                banner.bottomAnchor.constraint(equalTo: bottom.topAnchor),
                banner.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                banner.widthAnchor.constraint(equalToConstant: 100),
            ])
            root.view.layoutIfNeeded()
            #expect(close(banner.frame, CGRect(x: 0, y: 47, width: 100, height: 844 - 47 - 34)), "\(banner.frame)")
            #expect(close((top as! UILayoutGuide).layoutFrame, CGRect(x: 0, y: 0, width: 390, height: 47)))
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }

    /// Layout runs in the frame's layout phase without `layoutIfNeeded()`, and only then.
    @Test func layoutRunsOnTheNextFrame() {
        withUIKitStage { sim, root in
            let box = autoLayoutView("box")
            root.view.addSubview(box)
            let width = box.widthAnchor.constraint(equalToConstant: 100)
            NSLayoutConstraint.activate([
                box.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 10),
                box.leftAnchor.constraint(equalTo: root.view.leftAnchor, constant: 20),
                width, box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
            ])
            #expect(box.frame == .zero, "nothing before the layout pass")
            sim.advanceFrame()
            #expect(close(box.frame, CGRect(x: 20, y: 10, width: 100, height: 50)))
            width.constant = 200
            #expect(close(box.frame, CGRect(x: 20, y: 10, width: 100, height: 50)), "a constant change waits for layout")
            sim.advanceFrame()
            #expect(close(box.frame, CGRect(x: 20, y: 10, width: 200, height: 100)))
            // Bounds changes lay out again: a centred view follows its superview.
            let centred = autoLayoutView("centred")
            root.view.addSubview(centred)
            NSLayoutConstraint.activate([
                centred.centerXAnchor.constraint(equalTo: root.view.centerXAnchor),
                centred.centerYAnchor.constraint(equalTo: root.view.centerYAnchor),
                centred.widthAnchor.constraint(equalToConstant: 50), centred.heightAnchor.constraint(equalToConstant: 50),
            ])
            sim.advanceFrame()
            #expect(close(centred.frame, CGRect(x: 170, y: 397, width: 50, height: 50)))
            root.view.frame = CGRect(x: 0, y: 0, width: 300, height: 600)
            sim.advanceFrame()
            #expect(close(centred.frame, CGRect(x: 125, y: 275, width: 50, height: 50)), "\(centred.frame)")
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }

    /// A self-sizing header: `systemLayoutSizeFitting(layoutFittingCompressedSize)` from two
    /// labels' intrinsic sizes stacked with margins.
    @Test func selfSizingHeaderFitsItsLabels() {
        withUIKitStage { sim, root in
            let header = UIView()
            header.modelName = "header"
            let title = SizedLabel("Settings", pointSize: 20)  // 8 × 11 = 88 wide, 24 high
            let subtitle = SizedLabel("All your preferences", pointSize: 10)  // 20 × 5.5 = 110, 12
            for l in [title, subtitle] {
                l.translatesAutoresizingMaskIntoConstraints = false
                header.addSubview(l)
            }
            NSLayoutConstraint.activate([
                title.topAnchor.constraint(equalTo: header.topAnchor, constant: 16),
                title.leadingAnchor.constraint(equalTo: header.leadingAnchor, constant: 20),
                title.trailingAnchor.constraint(lessThanOrEqualTo: header.trailingAnchor, constant: -20),
                subtitle.topAnchor.constraint(equalToSystemSpacingBelow: title.bottomAnchor, multiplier: 1),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitle.trailingAnchor.constraint(lessThanOrEqualTo: header.trailingAnchor, constant: -20),
                subtitle.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -16),
            ])
            let size = header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            #expect(abs(size.height - (16 + 24 + 8 + 12 + 16)) < 1e-6, "\(size)")
            #expect(abs(size.width - (20 + 110 + 20)) < 1e-6, "\(size)")
            // Wider than needed at the target's width, with a required horizontal priority.
            let wide = header.systemLayoutSizeFitting(
                CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            #expect(abs(wide.width - 390) < 1e-6 && abs(wide.height - 76) < 1e-6, "\(wide)")
            // A longer title: the intrinsic size is read again after invalidation.
            title.text = "Settings and privacy"  // 20 × 11 = 220
            #expect(abs(header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).width - 260) < 1e-6)
            #expect(sim.violations.isEmpty, "\(sim.violations)")
            _ = root
        }
    }

    /// Priorities: an optional constraint loses to a required one; between optional ones the
    /// higher priority wins; hugging and compression resistance order intrinsic sizes.
    @Test func prioritiesOrderOptionalConstraints() {
        withUIKitStage { sim, root in
            let a = autoLayoutView("a")
            root.view.addSubview(a)
            let wantWide = a.widthAnchor.constraint(equalToConstant: 300)
            wantWide.priority = .defaultHigh
            let wantNarrow = a.widthAnchor.constraint(equalToConstant: 100)
            wantNarrow.priority = .defaultLow
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                a.topAnchor.constraint(equalTo: root.view.topAnchor),
                a.heightAnchor.constraint(equalToConstant: 10), wantWide, wantNarrow,
            ])
            root.view.layoutIfNeeded()
            #expect(abs(a.frame.width - 300) < 1e-6, "higher optional wins")
            wantNarrow.priority = UILayoutPriority(rawValue: 800)
            root.view.layoutIfNeeded()
            #expect(abs(a.frame.width - 100) < 1e-6, "after re-prioritising")
            let cap = a.widthAnchor.constraint(lessThanOrEqualToConstant: 50)
            cap.isActive = true
            root.view.layoutIfNeeded()
            #expect(abs(a.frame.width - 50) < 1e-6, "required beats both")

            // Two labels in a row of fixed width: the one with lower hugging stretches, the one
            // with lower compression resistance shrinks.
            let row = autoLayoutView("row")
            root.view.addSubview(row)
            let left = SizedLabel("abcd"), right = SizedLabel("efgh")  // 44 wide each
            for l in [left, right] {
                l.translatesAutoresizingMaskIntoConstraints = false
                row.addSubview(l)
            }
            left.setContentHuggingPriority(.defaultHigh, for: .horizontal)
            let rowWidth = row.widthAnchor.constraint(equalToConstant: 200)
            NSLayoutConstraint.activate([
                row.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100), row.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                rowWidth, row.heightAnchor.constraint(equalToConstant: 30),
                left.leadingAnchor.constraint(equalTo: row.leadingAnchor), left.trailingAnchor.constraint(equalTo: right.leadingAnchor),
                right.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                left.topAnchor.constraint(equalTo: row.topAnchor), right.topAnchor.constraint(equalTo: row.topAnchor),
            ])
            root.view.layoutIfNeeded()
            #expect(abs(left.frame.width - 44) < 1e-6 && abs(right.frame.width - 156) < 1e-6, "\(left.frame) \(right.frame)")
            #expect(left.contentHuggingPriority(for: .horizontal) == .defaultHigh && right.contentHuggingPriority(for: .horizontal) == .defaultLow)
            rowWidth.constant = 60
            right.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            root.view.layoutIfNeeded()
            #expect(abs(left.frame.width - 44) < 1e-6 && abs(right.frame.width - 16) < 1e-6, "\(left.frame) \(right.frame)")
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }

    /// `translatesAutoresizingMaskIntoConstraints`: a frame-placed view with a flexible width
    /// inside a constrained container follows the container as its autoresizing mask says, and
    /// a constrained view can hang off it.
    @Test func autoresizingMaskBecomesConstraints() {
        withUIKitStage { sim, root in
            let container = autoLayoutView("container")
            root.view.addSubview(container)
            let width = container.widthAnchor.constraint(equalToConstant: 200)
            NSLayoutConstraint.activate([
                container.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100),
                container.leadingAnchor.constraint(equalTo: root.view.leadingAnchor, constant: 10),
                width, container.heightAnchor.constraint(equalToConstant: 100),
            ])
            root.view.layoutIfNeeded()
            let bar = UIView(frame: CGRect(x: 10, y: 10, width: 180, height: 20))  // 10-pt margins
            bar.modelName = "bar"
            bar.autoresizingMask = [.flexibleWidth]
            container.addSubview(bar)
            let badge = autoLayoutView("badge")
            container.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.trailingAnchor.constraint(equalTo: bar.trailingAnchor), badge.topAnchor.constraint(equalTo: bar.bottomAnchor),
                badge.widthAnchor.constraint(equalToConstant: 20), badge.heightAnchor.constraint(equalToConstant: 20),
            ])
            root.view.layoutIfNeeded()
            #expect(close(badge.frame, CGRect(x: 170, y: 30, width: 20, height: 20)), "\(badge.frame)")
            width.constant = 300
            root.view.layoutIfNeeded()
            #expect(close(bar.frame, CGRect(x: 10, y: 10, width: 280, height: 20)), "\(bar.frame)")
            #expect(close(badge.frame, CGRect(x: 270, y: 30, width: 20, height: 20)), "\(badge.frame)")
            // The app moves the frame-placed view: its translated constraints follow.
            bar.frame = CGRect(x: 0, y: 50, width: 100, height: 20)
            root.view.layoutIfNeeded()
            #expect(close(badge.frame, CGRect(x: 80, y: 70, width: 20, height: 20)), "\(badge.frame)")
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }

    /// Installing: `constraints` on the common ancestor, `addConstraint`, `firstItem`/`secondItem`,
    /// deactivation, guides, margins attributes, item:attribute: initialiser with notAnAttribute.
    @Test func constraintsInstallOnTheCommonAncestor() {
        withUIKitStage { sim, root in
            let a = autoLayoutView("a"), b = autoLayoutView("b")
            root.view.addSubview(a)
            root.view.addSubview(b)
            let c = NSLayoutConstraint(item: a, attribute: .width, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 40)
            let d = a.leadingAnchor.constraint(equalTo: b.trailingAnchor, constant: 5)
            NSLayoutConstraint.activate([c, d])
            #expect(a.constraints.count == 1 && a.constraints.first === c)
            #expect(root.view.constraints.contains { $0 === d })
            #expect(d.firstItem === a && d.secondItem === b && d.firstAttribute == .leading && d.secondAttribute == .trailing)
            NSLayoutConstraint.deactivate([d])
            #expect(!d.isActive && root.view.constraints.isEmpty)
            root.view.addConstraint(d)
            #expect(d.isActive && root.view.constraints.count == 1)
            root.view.removeConstraint(d)
            #expect(!d.isActive)

            // Margins: a view pinned to its root view's margins (UIKit's system minimum, 16 pt
            // leading and trailing, none top and bottom, plus the safe area at the top).
            let inner = autoLayoutView("inner")
            root.view.addSubview(inner)
            NSLayoutConstraint.activate([
                NSLayoutConstraint(item: inner, attribute: .leading, relatedBy: .equal, toItem: root.view, attribute: .leadingMargin, multiplier: 1, constant: 0),
                inner.topAnchor.constraint(equalTo: root.view.layoutMarginsGuide.topAnchor),
                inner.trailingAnchor.constraint(equalTo: root.view.layoutMarginsGuide.trailingAnchor),
                inner.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.view.layoutIfNeeded()
            #expect(close(inner.frame, CGRect(x: 16, y: 47, width: 358, height: 10)), "\(inner.frame)")
            root.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 20, bottom: 0, trailing: 20)
            root.view.layoutIfNeeded()
            #expect(close(inner.frame, CGRect(x: 20, y: 47, width: 350, height: 10)), "\(inner.frame)")

            // A layout guide between two views.
            let spacer = UILayoutGuide()
            root.view.addLayoutGuide(spacer)
            let x = autoLayoutView("x"), y = autoLayoutView("y")
            root.view.addSubview(x)
            root.view.addSubview(y)
            NSLayoutConstraint.activate([
                x.leadingAnchor.constraint(equalTo: root.view.leadingAnchor), x.widthAnchor.constraint(equalToConstant: 100),
                spacer.leadingAnchor.constraint(equalTo: x.trailingAnchor), spacer.widthAnchor.constraint(equalToConstant: 30),
                y.leadingAnchor.constraint(equalTo: spacer.trailingAnchor), y.widthAnchor.constraint(equalToConstant: 10),
                spacer.topAnchor.constraint(equalTo: root.view.topAnchor), spacer.heightAnchor.constraint(equalToConstant: 1),
                x.topAnchor.constraint(equalTo: root.view.topAnchor), y.topAnchor.constraint(equalTo: root.view.topAnchor),
                x.heightAnchor.constraint(equalToConstant: 5), y.heightAnchor.constraint(equalToConstant: 5),
            ])
            root.view.layoutIfNeeded()
            #expect(close(y.frame, CGRect(x: 130, y: 0, width: 10, height: 5)), "\(y.frame)")
            #expect(close(spacer.layoutFrame, CGRect(x: 100, y: 0, width: 30, height: 1)), "\(spacer.layoutFrame)")
            #expect(spacer.owningView === root.view && root.view.layoutGuides.count == 1)
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }

    /// `updateConstraints` / `setNeedsUpdateConstraints` / `updateViewConstraints`.
    @Test func updateConstraintsRunsBeforeLayout() throws {
        final class Box: UIView {
            var updates = 0
            var pin: NSLayoutConstraint?
            override func updateConstraints() {
                updates += 1
                if pin == nil, let s = superview {
                    pin = topAnchor.constraint(equalTo: s.topAnchor, constant: 30)
                    NSLayoutConstraint.activate([pin!, leadingAnchor.constraint(equalTo: s.leadingAnchor), widthAnchor.constraint(equalToConstant: 10), heightAnchor.constraint(equalToConstant: 10)])
                }
                super.updateConstraints()
            }
        }
        withUIKitStage { sim, root in
            let box = Box()
            box.modelName = "box"
            box.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(box)
            box.setNeedsUpdateConstraints()
            #expect(box.needsUpdateConstraints())
            sim.advanceFrame()
            #expect(box.updates == 1 && !box.needsUpdateConstraints())
            #expect(close(box.frame, CGRect(x: 0, y: 30, width: 10, height: 10)))
            box.setNeedsUpdateConstraints()
            box.updateConstraintsIfNeeded()
            #expect(box.updates == 2)
            #expect(sim.violations.isEmpty)
        }
    }

    /// A property animator scrubs a constraint-driven layout (`fractionComplete`).
    @Test func propertyAnimatorScrubsLayout() throws {
        try withUIKitStage { sim, root in
            let card = autoLayoutView("card")
            root.view.addSubview(card)
            let top = card.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 600)
            NSLayoutConstraint.activate([
                top, card.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                card.widthAnchor.constraint(equalToConstant: 390), card.heightAnchor.constraint(equalToConstant: 200),
            ])
            root.view.layoutIfNeeded()
            top.constant = 100
            let animator = UIViewPropertyAnimator(duration: 1, curve: .linear) { root.view.layoutIfNeeded() }
            animator.pauseAnimation()
            animator.fractionComplete = 0.25
            sim.advanceFrame()
            #expect(abs(card.onScreen.frame.minY - 475) < 1e-6, "\(card.onScreen.frame)")
            #expect(abs(card.frame.minY - 100) < 1e-6)
            animator.fractionComplete = 0.75
            sim.advanceFrame()
            #expect(abs(card.onScreen.frame.minY - 225) < 1e-6, "\(card.onScreen.frame)")
            animator.continueAnimation(withTimingParameters: nil, durationFactor: 1)
            try sim.runUntilIdle()
            #expect(abs(card.onScreen.frame.minY - 100) < 1e-6)
        }
    }

    /// A card whose height constraint animates inside the transition's animator, driven by a
    /// percent-driven interaction: it scrubs with the finger and runs back on cancel.
    @Test func cardHeightScrubsUnderPercentDrivenTransition() throws {
        try withUIKitStage { sim, root in
            let delegate = CardTransitionDelegate()
            let card = UIViewController(sim, title: "card")
            card.modalPresentationStyle = .custom
            card.transitioningDelegate = delegate
            root.present(card, animated: true)
            sim.advanceFrame()
            let interaction = delegate.interaction
            interaction.update(0.5)
            sim.advanceFrame()
            let view: UIView = card.view
            #expect(abs(view.onScreen.frame.height - 250) < 1e-6, "half-way: \(view.onScreen.frame)")
            #expect(abs(view.frame.height - 500) < 1e-6, "model at the end")
            #expect(abs(view.onScreen.frame.maxY - 844) < 1e-6)
            interaction.update(0.2)
            sim.advanceFrame()
            #expect(abs(view.onScreen.frame.height - 100) < 1e-6, "scrubbed back: \(view.onScreen.frame)")
            interaction.cancel()
            try sim.runUntilIdle()
            #expect(root.presentedViewController == nil)
            #expect(view.superview == nil)
            #expect(delegate.animator.height?.constant == 0, "the animator reset its constant on cancel")
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }

    // MARK: Failure modes

    /// Conflicting required constraints: the one added last is broken and the violation names it
    /// and every constraint it conflicts with, in UIKit's log style.
    @Test func unsatisfiableConstraintsAreBrokenAndRecorded() throws {
        try withUIKitStage { sim, root in
            let v = autoLayoutView("panel")
            root.view.addSubview(v)
            let h44 = v.heightAnchor.constraint(equalToConstant: 44)
            h44.identifier = "panelHeight"
            let top = v.topAnchor.constraint(equalTo: root.view.topAnchor)
            let bottom = v.bottomAnchor.constraint(equalTo: root.view.bottomAnchor)
            NSLayoutConstraint.activate([top, h44, v.leadingAnchor.constraint(equalTo: root.view.leadingAnchor), v.widthAnchor.constraint(equalToConstant: 10)])
            bottom.isActive = true
            let violation = try #require(sim.violations.first)
            #expect(violation.kind == .unsatisfiableConstraints)
            #expect(violation.detail.contains("'panelHeight' panel.height == 44"), "\(violation.detail)")
            #expect(violation.detail.contains("panel.top == root.top") || violation.detail.contains("panel.top == "), "\(violation.detail)")
            #expect(violation.detail.contains("NSAutoresizingMaskLayoutConstraint"), "the window-sized root view's frame: \(violation.detail)")
            #expect(violation.detail.hasSuffix("breaking constraint \(bottom)"), "\(violation.detail)")
            #expect(bottom.isActive && bottom.isBroken && !h44.isBroken)
            root.view.layoutIfNeeded()
            #expect(close(v.frame, CGRect(x: 0, y: 0, width: 10, height: 44)))

            // A view that forgot translatesAutoresizingMaskIntoConstraints = false.
            let forgot = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            forgot.modelName = "forgot"
            root.view.addSubview(forgot)
            forgot.widthAnchor.constraint(equalToConstant: 80).isActive = true
            // Judged at the layout pass, where UIKit translates the mask (the app may still turn
            // the translation off before it).
            #expect(sim.violations.count == 1)
            root.view.layoutIfNeeded()
            let second = try #require(sim.violations.dropFirst().first)
            #expect(second.kind == .unsatisfiableConstraints)
            #expect(second.detail.contains("<NSAutoresizingMaskLayoutConstraint h=--- v=--- forgot.width == 50>"), "\(second.detail)")
            // A required constant changed into a contradiction.
            let count = sim.violations.count
            h44.constant = 40
            #expect(sim.violations.count == count, "the conflict was already broken")
        }
    }

    /// Bad input is refused with a typed error in the record; nothing else changes.
    @Test func badInputIsRefused() {
        withUIKitStage { sim, root in
            let v = autoLayoutView("v")
            root.view.addSubview(v)
            let nanConstant = v.widthAnchor.constraint(equalToConstant: .nan)
            nanConstant.isActive = true
            #expect(!nanConstant.isActive)
            #expect(nanConstant.invalidity == LayoutError.nonFinite(what: "constant nan", constraint: "v.width"))
            let infMultiplier = v.widthAnchor.constraint(equalTo: root.view.widthAnchor, multiplier: .infinity)
            #expect(infMultiplier.invalidity != nil)
            let zero = v.widthAnchor.constraint(equalTo: root.view.widthAnchor, multiplier: 0)
            #expect(zero.invalidity == LayoutError.zeroMultiplier(constraint: "v.width ~ root.view.width"))
            let crossed = NSLayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: root.view, attribute: .width, multiplier: 1, constant: 0)
            #expect(crossed.invalidity != nil)
            let mixed = NSLayoutConstraint(item: v, attribute: .leading, relatedBy: .equal, toItem: root.view, attribute: .left, multiplier: 1, constant: 0)
            #expect(mixed.invalidity != nil)
            let located = NSLayoutConstraint(item: v, attribute: .top, relatedBy: .equal, toItem: nil, attribute: .notAnAttribute, multiplier: 1, constant: 5)
            #expect(located.invalidity != nil)
            #expect(sim.violations.count == 6 && sim.violations.allSatisfy { $0.kind == .invalidConstraint }, "\(sim.violations)")

            let good = v.widthAnchor.constraint(equalToConstant: 10)
            good.isActive = true
            good.constant = .infinity
            #expect(good.constant == 10 && sim.violations.last?.kind == .invalidConstraint)
            good.priority = .defaultLow  // required → optional on an installed constraint
            #expect(good.priority == .required && sim.violations.last?.kind == .rejectedCall)
            #expect(sim.violations.last!.detail.contains("Mutating a priority"))

            // No common ancestor.
            let stray = autoLayoutView("stray")
            let orphan = v.widthAnchor.constraint(equalTo: stray.widthAnchor)
            orphan.isActive = true
            #expect(!orphan.isActive && sim.violations.last?.kind == .rejectedCall)
            #expect(sim.violations.last!.detail.contains("no common ancestor"))
        }
    }

    /// Ambiguity: a view with a height but no vertical position is ambiguous in y only.
    @Test func ambiguousLayoutIsDetected() {
        withUIKitStage { sim, root in
            let v = autoLayoutView("floating")
            root.view.addSubview(v)
            NSLayoutConstraint.activate([
                v.leadingAnchor.constraint(equalTo: root.view.leadingAnchor), v.widthAnchor.constraint(equalToConstant: 10),
                v.heightAnchor.constraint(equalToConstant: 10),
            ])
            root.view.layoutIfNeeded()
            #expect(v.hasAmbiguousLayout)
            #expect(root.view.ambiguousLayouts.map(\.1) == [["y"]])
            v.topAnchor.constraint(greaterThanOrEqualTo: root.view.topAnchor).isActive = true
            #expect(v.hasAmbiguousLayout, "an inequality alone leaves y free")
            let pin = v.topAnchor.constraint(equalTo: root.view.topAnchor, constant: 100)
            pin.priority = .defaultLow
            pin.isActive = true
            #expect(!v.hasAmbiguousLayout, "an optional constraint settles it")
            #expect(sim.violations.isEmpty)
        }
    }

    /// Removing a view removes its constraints to views outside its subtree (UIKit's rule).
    @Test func removingAViewDeactivatesItsOutsideConstraints() {
        withUIKitStage { sim, root in
            let v = autoLayoutView("v")
            root.view.addSubview(v)
            let outside = v.topAnchor.constraint(equalTo: root.view.topAnchor)
            let own = v.widthAnchor.constraint(equalToConstant: 5)
            NSLayoutConstraint.activate([outside, own])
            v.removeFromSuperview()
            #expect(!outside.isActive && own.isActive)
            #expect(sim.violations.isEmpty)
        }
    }
}

/// The card transition: the animator pins the presented view to the container's bottom and
/// animates its height constraint from 0 to 500 with `layoutIfNeeded()`; on cancel it resets the
/// constant (as UIKit code must: the model values of a cancelled run are the start values, the
/// constraint's constant is not).
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    var height: NSLayoutConstraint?
    func transitionDuration(using context: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
    func animateTransition(using context: any UIViewControllerContextTransitioning) {
        let container = context.containerView
        guard let to = context.view(forKey: .to) else { return context.completeTransition(false) }
        to.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(to)
        let height = to.heightAnchor.constraint(equalToConstant: 0)
        self.height = height
        NSLayoutConstraint.activate([
            to.leadingAnchor.constraint(equalTo: container.leadingAnchor), to.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            to.bottomAnchor.constraint(equalTo: container.bottomAnchor), height,
        ])
        container.layoutIfNeeded()
        height.constant = 500
        UIView.animate(withDuration: transitionDuration(using: context), delay: 0, options: [.curveLinear], animations: {
            container.layoutIfNeeded()
        }) { _ in
            if context.transitionWasCancelled {
                height.constant = 0
                container.layoutIfNeeded()
            }
            context.completeTransition(!context.transitionWasCancelled)
        }
    }
}

final class CardTransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = CardAnimator()
    let interaction = UIPercentDrivenInteractiveTransition()
    func animationController(forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)?
    { animator }
    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning) -> (any UIViewControllerInteractiveTransitioning)? {
        interaction
    }
}

/// UIKit translates autoresizing masks at the layout pass: a view may be constrained before or
/// after `translatesAutoresizingMaskIntoConstraints` is turned off (even after another view was
/// constrained to it while it still translated); left on, the conflict is reported at layout.
/// A frame-positioned view in an Auto Layout tree moved A → B → A: what is constrained to it
/// follows every move, the one back to where it started too (the engine once compared a
/// generated constraint's new constant with the one it was first made with, not the solver's
/// current one, and skipped the move back).
@Suite struct GeneratedConstantRoundTripTests {
    @Test func aFrameMovedThereAndBackIsFollowed() {
        withUIKitStage { _, root in
            let handle = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 40))
            root.view.addSubview(handle)
            let below = UIView()
            below.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(below)
            NSLayoutConstraint.activate([
                below.topAnchor.constraint(equalTo: handle.bottomAnchor, constant: 10),
                below.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                below.widthAnchor.constraint(equalToConstant: 100),
                below.heightAnchor.constraint(equalToConstant: 20),
            ])
            var seen: [CGFloat] = []
            for y in [100.0, 300, 100, 300, 100] {
                handle.frame.origin.y = y
                root.view.layoutIfNeeded()
                seen.append(below.frame.minY)
            }
            #expect(seen == [150, 350, 150, 350, 150])
        }
    }
}

@Suite struct AutoresizingTranslationOrderTests {
    enum Order: CaseIterable { case offBefore, offAfter, neverOff }

    @Test(arguments: Order.allCases) func translationIsJudgedAtLayout(order: Order) {
        withUIKitStage { sim, root in
            let top = UIView(frame: .zero)
            let label = UILabel()
            top.addSubview(label)
            root.view.addSubview(top)
            label.translatesAutoresizingMaskIntoConstraints = false
            label.centerXAnchor.constraint(equalTo: top.centerXAnchor).isActive = true
            if order == .offBefore { top.translatesAutoresizingMaskIntoConstraints = false }
            NSLayoutConstraint.activate([
                top.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                top.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
                top.topAnchor.constraint(equalTo: root.view.topAnchor),
                top.heightAnchor.constraint(equalToConstant: 50),
            ])
            if order == .offAfter { top.translatesAutoresizingMaskIntoConstraints = false }
            root.view.layoutIfNeeded()
            let conflicts = sim.violations.filter { $0.kind == .unsatisfiableConstraints }
            if order == .neverOff {
                #expect(!conflicts.isEmpty && conflicts.allSatisfy { $0.detail.contains("NSAutoresizingMaskLayoutConstraint") })
                #expect(top.frame.size == .zero, "the translation (frame .zero) wins; the new constraints are broken")
            } else {
                #expect(conflicts.isEmpty, "\(conflicts)")
                #expect(top.frame == CGRect(x: 0, y: 0, width: 390, height: 50))
            }
        }
    }
}
