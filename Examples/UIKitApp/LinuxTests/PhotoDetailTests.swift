import Testing
import TransitionsUIKit

/// The photo detail screen (MyApp/Transitions/PhotoDetail.swift), compiled unchanged: rotation
/// reaches it through a transition coordinator, the keyboard's duration read through `AnyObject`,
/// a zoom snapshot of the thumbnail's own class, a glyph hit-tested along its strokes.
@Suite struct PhotoDetailTests {
    @Test func rotationKeyboardSnapshotAndGlyph() throws {
        let sim = Simulation()
        let window = UIWindow(frame: sim.application.device.bounds)
        let detail = PhotoDetailViewController()
        window.rootViewController = detail
        window.makeKeyAndVisible()
        try sim.runUntilIdle()
        let portrait = window.bounds.size
        sim.application.rotate(to: .landscapeLeft)
        #expect(detail.sizesSeen == [CGSize(width: portrait.height, height: portrait.width)])
        #expect(detail.photoView.frame.width == portrait.width - 40)
        try sim.runUntilIdle()
        #expect(detail.rotationsFinished == 1)

        // The caption field raises the keyboard, whose notification says 0.25 s.
        #expect(detail.captionField.becomeFirstResponder())
        #expect(detail.keyboardAnimationDuration == 0.25 && sim.application.keyboardFrame != nil)
        detail.captionField.resignFirstResponder()
        try sim.runUntilIdle()
        // A notification posted by hand, with another duration, and one without the key.
        NotificationCenter.default.post(
            name: UIResponder.keyboardWillShowNotification, object: nil,
            userInfo: [UIResponder.keyboardAnimationDurationUserInfoKey: 0.35, UIResponder.keyboardAnimationCurveUserInfoKey: 7])
        #expect(detail.keyboardAnimationDuration == 0.35)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil, userInfo: [:])
        #expect(detail.keyboardAnimationDuration == 0.25)  // the key missing: the code's default

        let thumbnail = RoundedThumbnail(image: UIImage(named: "photo"))
        thumbnail.frame = CGRect(x: 10, y: 20, width: 80, height: 80)
        let snapshot = PhotoDetailViewController.zoomSnapshot(of: thumbnail)
        #expect(snapshot is RoundedThumbnail && snapshot.frame == thumbnail.frame)

        let glyph = CloseGlyph(frame: CGRect(x: 0, y: 0, width: 44, height: 44))
        #expect(glyph.point(inside: CGPoint(x: 22, y: 22), with: nil))  // where the strokes cross
        #expect(glyph.point(inside: CGPoint(x: 12, y: 12), with: nil))
        #expect(!glyph.point(inside: CGPoint(x: 22, y: 3), with: nil))  // between the arms
    }
}
