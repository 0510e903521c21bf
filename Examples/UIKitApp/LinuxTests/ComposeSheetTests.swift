import Testing
import TransitionsUIKit

/// The compose screen (MyApp/Transitions/ComposeSheet.swift), compiled unchanged: its navigation
/// controller makes the app's bar class, the form honours its custom spacing, focus moves from
/// field to field under one keyboard, the send bar rides on the keyboard's layout guide, and the
/// discard alert starts from `UIAlertController()`.
@Suite struct ComposeSheetTests {
    @Test func composeFollowsTheKeyboardWithTheAppsOwnBar() throws {
        let sim = Simulation()
        let window = UIWindow(frame: sim.application.device.bounds)
        let compose = ComposeViewController()
        let nav = ComposeNavigationController(compose: compose)
        window.rootViewController = nav
        window.makeKeyAndVisible()
        try sim.runUntilIdle()

        let bar = try #require(nav.navigationBar as? ComposeBar, "the bar is the app's class")
        #expect(bar.navigationController === nav)
        let (subject, body) = (compose.subjectField, compose.bodyField)
        #expect(body.frame.minY - subject.frame.maxY == 24, "custom spacing after the subject")
        #expect(compose.sendBar.frame.maxY == compose.view.bounds.height - 34, "on the bottom safe area")

        #expect(subject.becomeFirstResponder())
        #expect(compose.keyboardHeights == [336])
        try sim.runUntilIdle()
        #expect(compose.sendBar.frame.maxY == compose.view.bounds.height - 336, "on the keyboard")
        _ = compose.textFieldShouldReturn(subject)
        #expect(body.isFirstResponder && !subject.isFirstResponder)
        #expect(compose.keyboardHeights == [336], "one keyboard: no frame change between fields")
        _ = compose.textFieldShouldReturn(body)
        #expect(compose.keyboardHeights == [336, 0] && !body.isFirstResponder)
        try sim.runUntilIdle()
        #expect(compose.sendBar.frame.maxY == compose.view.bounds.height - 34)

        let alert = compose.discardConfirmation {}
        #expect(alert.title == "Discard draft?" && alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Discard", "Keep"] && alert.actions.map(\.style) == [.destructive, .cancel])
    }
}
