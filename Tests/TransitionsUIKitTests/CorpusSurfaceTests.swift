import Foundation
import Testing
import TransitionsUIKit

// The UIKit surface the app corpus reaches for: controls, table updates, text fields and
// labels, and small types. Each test runs UIKit code as written and checks UIKit's documented
// behaviour on the model.

/// Collects what a control sends.
private final class Sent {
    var events: [String] = []
}

@Suite struct CorpusSurfaceTests {
    // MARK: Controls

    /// `UISwitch`: 51 × 31; code changes send nothing; a tap toggles and sends `.valueChanged`.
    @Test func switchTapTogglesAndSendsValueChanged() throws {
        try withUIKitStage { _, root in
            let toggle = UISwitch(frame: CGRect(x: 20, y: 100, width: 200, height: 200))
            #expect(toggle.frame == CGRect(x: 20, y: 100, width: 51, height: 31) && toggle.intrinsicContentSize == CGSize(width: 51, height: 31))
            root.view.addSubview(toggle)
            let sent = Sent()
            toggle.addTarget(nil, for: .valueChanged) { c in sent.events.append("\((c as? UISwitch)?.isOn == true)") }
            toggle.onTintColor = .systemGreen
            toggle.thumbTintColor = .white
            toggle.setOn(true, animated: true)
            toggle.isOn = true
            #expect(sent.events.isEmpty && toggle.isOn && toggle.onTintColor == .systemGreen)
            let window = try #require(root.view.window)
            let center = toggle.convert(CGPoint(x: 25, y: 15), to: nil)
            Finger(downAt: center, in: window).lift()
            #expect(!toggle.isOn && sent.events == ["false"])
            toggle.isEnabled = false
            Finger(downAt: center, in: window).lift()
            #expect(!toggle.isOn && sent.events == ["false"], "a disabled switch ignores taps")
        }
    }

    /// `UISegmentedControl`: equal segments; a tap selects and sends `.valueChanged` once;
    /// inserting and removing keep the selected segment; code sends nothing.
    @Test func segmentedControlSelectsTheTappedSegment() throws {
        try withUIKitStage { sim, root in
            let control = UISegmentedControl(items: ["Day", "Week", "Month"])
            #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
            control.frame = CGRect(x: 0, y: 200, width: 300, height: 32)
            root.view.addSubview(control)
            let sent = Sent()
            control.addTarget(nil, for: .valueChanged) { c in sent.events.append("\((c as? UISegmentedControl)?.selectedSegmentIndex ?? -9)") }
            control.selectedSegmentIndex = 0
            #expect(sent.events.isEmpty)
            let window = try #require(root.view.window)
            Finger(downAt: CGPoint(x: 250, y: 216), in: window).lift()
            #expect(control.selectedSegmentIndex == 2 && sent.events == ["2"])
            Finger(downAt: CGPoint(x: 260, y: 216), in: window).lift()
            #expect(sent.events == ["2"], "the selected segment again: no change, nothing sent")
            control.setEnabled(false, forSegmentAt: 1)
            Finger(downAt: CGPoint(x: 150, y: 216), in: window).lift()
            #expect(control.selectedSegmentIndex == 2 && sent.events == ["2"], "a disabled segment ignores taps")
            control.insertSegment(withTitle: "Hour", at: 0, animated: true)
            #expect(control.numberOfSegments == 4 && control.selectedSegmentIndex == 3 && control.titleForSegment(at: 0) == "Hour")
            control.setTitle("Year", forSegmentAt: 3)
            #expect(control.titleForSegment(at: 3) == "Year" && control.titleForSegment(at: 9) == nil)
            control.insertSegment(withTitle: "End", at: 99, animated: false)
            #expect(control.titleForSegment(at: 4) == "End", "insertion clamps the index")
            control.removeSegment(at: 3, animated: false)
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 4)
            control.selectedSegmentIndex = 7
            #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && sim.violations.contains { $0.detail.contains("out of range") })
            control.selectedSegmentTintColor = .systemBlue
            control.removeAllSegments()
            #expect(control.numberOfSegments == 0 && control.selectedSegmentTintColor == .systemBlue)
        }
    }

    /// `UIActivityIndicatorView`: hidden while stopped when `hidesWhenStopped` (the default).
    @Test func activityIndicatorHidesWhenStopped() {
        withUIKitStage { _, root in
            let spinner = UIActivityIndicatorView(style: .large)
            root.view.addSubview(spinner)
            #expect(spinner.hidesWhenStopped && spinner.isHidden && !spinner.isAnimating)
            #expect(spinner.frame.size == CGSize(width: 37, height: 37) && UIActivityIndicatorView(style: .medium).intrinsicContentSize.width == 20)
            spinner.color = .red
            spinner.startAnimating()
            #expect(spinner.isAnimating && !spinner.isHidden && spinner.color == .red)
            spinner.stopAnimating()
            #expect(!spinner.isAnimating && spinner.isHidden)
            spinner.hidesWhenStopped = false
            #expect(!spinner.isHidden)
            spinner.startAnimating()
            spinner.stopAnimating()
            #expect(!spinner.isHidden, "kept on screen when told not to hide")
            #expect(UIActivityIndicatorView.Style(rawValue: 0)?.size == CGSize(width: 37, height: 37), "whiteLarge is large")
        }
    }
}
