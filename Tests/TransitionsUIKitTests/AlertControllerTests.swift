import Testing
import TransitionsUIKit

// `UIAlertController` as apps use it: presented over the presenter, one button per action, a tap
// dismisses and then runs the handler.

@Suite struct AlertControllerTests {
    @Test func anAlertIsPresentedOverThePresenterAndATapDismissesThenRunsTheHandler() throws {
        try withUIKitStage { sim, root in
            var log: [String] = []
            let alert = UIAlertController(title: "Delete photo?", message: "This cannot be undone.", preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in log.append("cancel, presented: \(root.presentedViewController != nil)") })
            alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in log.append("delete") })
            alert.addAction(UIAlertAction(title: "Again", style: .cancel))  // a second cancel: refused
            #expect(alert.actions.count == 2 && sim.violations.count == 1)
            root.present(alert, animated: true)
            try sim.runUntilIdle()
            #expect(root.presentedViewController === alert && root.view.window != nil, "the presenter's view stays")
            #expect(alert.modalPresentationStyle == .overFullScreen)
            // Two actions side by side on a 270-point card centred on the screen.
            let cancel = try #require(alert.view.allSubviews.compactMap { $0 as? UIButton }.first { $0.currentTitle == "Cancel" })
            let card = try #require(cancel.superview)
            #expect(card.frame.width == 270 && abs(card.frame.midX - alert.view.bounds.midX) < 1e-9 && cancel.frame.width == 135)
            let center = cancel.convert(CGPoint(x: cancel.bounds.midX, y: cancel.bounds.midY), to: nil)
            Finger(downAt: center, in: root.view.window!).lift()
            #expect(log.isEmpty, "the handler waits for the dismissal")
            try sim.runUntilIdle()
            #expect(log == ["cancel, presented: false"] && root.presentedViewController == nil)
        }
    }

    @Test func anActionSheetKeepsItsCancelActionApartAndRefusesTextFields() throws {
        try withUIKitStage { sim, root in
            var chosen: [String] = []
            let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
            for name in ["Camera", "Library"] { sheet.addAction(UIAlertAction(title: name, style: .default) { chosen.append($0.title!) }) }
            let cancel = UIAlertAction(title: "Cancel", style: .cancel)
            sheet.addAction(cancel)
            sheet.addTextField()
            #expect(sheet.textFields == nil && sim.violations.count == 1)
            root.present(sheet, animated: false)
            try sim.runUntilIdle()
            let buttons = sheet.view.allSubviews.compactMap { $0 as? UIButton }
            let cancelButton = try #require(buttons.first { $0.currentTitle == "Cancel" })
            let library = try #require(buttons.first { $0.currentTitle == "Library" })
            let cancelFrame = cancelButton.convert(cancelButton.bounds, to: sheet.view)
            let libraryFrame = library.convert(library.bounds, to: sheet.view)
            #expect(cancelFrame.maxY <= sheet.view.bounds.maxY - sheet.view.safeAreaInsets.bottom && libraryFrame.maxY + 8 <= cancelFrame.minY)
            #expect(cancelFrame.width == sheet.view.bounds.width - 16)
            let libraryAction = sheet.actions[1]
            libraryAction.isEnabled = false
            sheet.tap(libraryAction)  // disabled: nothing
            #expect(root.presentedViewController === sheet)
            libraryAction.isEnabled = true
            sheet.tap(libraryAction)
            try sim.runUntilIdle()
            #expect(chosen == ["Library"] && root.presentedViewController == nil)
        }
    }

    @Test func fieldsPreferredActionAndTheSystemStyle() {
        withUIKitStage { sim, _ in
            let alert = UIAlertController(title: "Sign in", message: nil, preferredStyle: .alert)
            alert.addTextField { $0.placeholder = "Name" }
            alert.addTextField { $0.isSecureTextEntry = true }
            let ok = UIAlertAction(title: "OK", style: .default)
            alert.addAction(ok)
            alert.preferredAction = ok
            alert.preferredAction = UIAlertAction(title: "Elsewhere", style: .default)  // not one of its actions
            alert.modalPresentationStyle = .fullScreen  // alerts keep the system's presentation
            #expect(alert.textFields?.map(\.placeholder) == ["Name", nil] && alert.textFields?[1].isSecureTextEntry == true)
            #expect(alert.preferredAction === ok && alert.modalPresentationStyle == .overFullScreen && sim.violations.count == 2)
        }
    }
}

extension UIView {
    /// This view's descendants, depth first.
    fileprivate var allSubviews: [UIView] { subviews.flatMap { [$0] + $0.allSubviews } }
}
