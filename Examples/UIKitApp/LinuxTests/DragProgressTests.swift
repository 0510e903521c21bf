import Testing
import TransitionsUIKit

/// An app's `@objc dynamic` properties (MyApp/Transitions/DragProgress.swift), compiled
/// unchanged: observers by key path and by key are told of every change, after the app's own
/// `didSet`, and not after they stop.
@Suite struct DragProgressTests {
    @Test func dynamicPropertiesNotifyTheirObservers() {
        let sim = Simulation()
        sim.asCurrent {
            let progress = DragProgress()
            let header = CollapsingHeaderView(frame: CGRect(x: 0, y: 0, width: 320, height: 80))
            header.follow(progress)
            let dimming = DimmingFollower(progress: progress, header: header)
            progress.isDragging = true
            for f in [0.25, 0.5, 1.5] as [CGFloat] { progress.fraction = f }
            progress.fraction = 1.5  // the same value: KVO-by-comparison tells nobody
            progress.percent = 40  // through the computed property's setter
            progress.isDragging = false
            #expect(progress.releases == 1)
            #expect(dimming.alphas == [0.375, 0.25, -0.25, 0.3])
            #expect(header.collapse == 0.4)
            #expect(dimming.headerCollapses == [0.25, 0.5, 1, 0.4])
            dimming.stop()
            progress.fraction = 0
            #expect(dimming.alphas.count == 4 && header.collapse == 0)
            #expect(dimming.headerCollapses.count == 4)
        }
        #expect(sim.violations.isEmpty, "\(sim.violations)")
    }

    /// `userInfo[…] as? CGRect` reads the keyboard's frame, an `NSValue`, as on iOS.
    @Test func theKeyboardFrameReadsAsARect() {
        let header = CollapsingHeaderView(frame: .zero)
        let frame = CGRect(x: 0, y: 508, width: 390, height: 336)
        header.keyboardWillShow(Notification(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]))
        #expect(header.keyboardLift == 336)
    }
}
