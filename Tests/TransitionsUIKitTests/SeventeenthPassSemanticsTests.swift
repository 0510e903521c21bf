import Foundation
import Testing
import TransitionsUIKit

// Gaps the seventeenth corpus pass found (three new batches: tab bars, pagers and scroll-driven
// headers; tutorial transitions, reveals and 3D effects; sheets, banners, alerts and menus),
// each in the shape the app code used.

/// A tab strip that makes its own layout, whatever it is given, so `TabStrip()` works as on iOS.
private final class TabStrip: UICollectionView {
    override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        let own = UICollectionViewFlowLayout()
        own.scrollDirection = .horizontal
        super.init(frame: frame, collectionViewLayout: own)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// An interruptible animator that groups two property animators and implements only
/// `UIViewAnimating`'s required members (UIKit's `addAnimations`/`addCompletion` are optional).
/// (`UIKitNSObject`: what `transit-uikit-rewrite` makes of an app's `NSObject` base.) Open to the
/// eighteenth pass's tests, which add UIKit's optional `continueAnimation`.
class AnimatorGroup: UIKitNSObject, UIViewImplicitlyAnimating {
    let members: [UIViewPropertyAnimator]
    init(_ members: [UIViewPropertyAnimator]) {
        self.members = members
        super.init()
    }
    var state: UIViewAnimatingState { members[0].state }
    var isRunning: Bool { members[0].isRunning }
    var isReversed: Bool {
        get { members[0].isReversed }
        set { members.forEach { $0.isReversed = newValue } }
    }
    var fractionComplete: Double {  // UIKit's `CGFloat`, as the rewrite declares it
        get { members[0].fractionComplete }
        set { members.forEach { $0.fractionComplete = newValue } }
    }
    func startAnimation() { members.forEach { $0.startAnimation() } }
    func startAnimation(afterDelay delay: TimeInterval) { members.forEach { $0.startAnimation(afterDelay: delay) } }
    func pauseAnimation() { members.forEach { $0.pauseAnimation() } }
    func stopAnimation(_ withoutFinishing: Bool) { members.forEach { $0.stopAnimation(withoutFinishing) } }
    func finishAnimation(at finalPosition: UIViewAnimatingPosition) { members.forEach { $0.finishAnimation(at: finalPosition) } }
}

/// A data source whose optional title requirement is missing: the rewrite makes such a
/// requirement `throws`, and its default throws.
private struct MissingRequirement: Error {}
private final class Titles: NSObject {
    var asked = 0
    func title(_ index: NSNumber) throws -> String {
        asked += 1
        if index.intValue < 0 { throw MissingRequirement() }
        return "Tab \(index)"
    }
}

private final class Ticker: NSObject {
    var frames = 0
    func step(_ link: CADisplayLink) { frames += 1 }
}

/// A swipeable cell that is its own pan's delegate (UIKit's cell is a recognizer delegate) and
/// only lets the pan begin for horizontal drags.
private final class SwipeCell: UITableViewCell {
    let pan = UIPanGestureRecognizer()
    var asked = 0
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        addGestureRecognizer(pan)
        pan.delegate = self
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        asked += 1
        guard gestureRecognizer === pan else { return true }
        let v = pan.velocity(in: self)
        return abs(v.x) > abs(v.y)
    }
}

/// A video screen that listens for remote controls, and a reorder delegate that keeps rows in
/// their section.
private final class VideoScreen: UIViewController {
    var heard: [UIEvent.EventSubtype] = []
    override func remoteControlReceived(with event: UIEvent?) { heard.append(event?.subtype ?? .none) }
}
private final class SameSection: NSObject, UITableViewDelegate {
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath, toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath.section == sourceIndexPath.section ? proposedDestinationIndexPath : sourceIndexPath
    }
}
private final class PlainDelegate: NSObject, UITableViewDelegate {}

@Suite struct SeventeenthPassSemanticsTests {
    /// Remote controls: registration is accepted and a controller may override the handler
    /// (never sent on the simulated device; the default forwards along the chain). Reordering:
    /// the delegate's answer, or the proposed path by default.
    @Test func remoteControlsAndReorderTargets() throws {
        try withUIKitStage { sim, root in
            let screen = VideoScreen()
            root.present(screen, animated: false)
            UIApplication.shared.beginReceivingRemoteControlEvents()
            try sim.runUntilIdle()
            UIApplication.shared.endReceivingRemoteControlEvents()
            #expect(screen.heard.isEmpty)
            screen.view.remoteControlReceived(with: nil)
            #expect(screen.heard == [.none], "a view forwards to its controller")
        }
        let table = UITableView(frame: .zero)
        let from = IndexPath(row: 1, section: 0), to = IndexPath(row: 0, section: 1)
        #expect(SameSection().tableView(table, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: to) == from)
        let plain: any UITableViewDelegate = PlainDelegate()
        #expect(plain.tableView(table, targetIndexPathForMoveFromRowAt: from, toProposedIndexPath: to) == to)
    }

    /// A cell as its own pan's delegate: a vertical drag does not begin the pan, a horizontal one does.
    @Test func cellsAreGestureRecognizerDelegates() throws {
        try withUIKitStage { sim, root in
            let cell = SwipeCell(style: .default, reuseIdentifier: nil)
            cell.frame = CGRect(x: 0, y: 100, width: 320, height: 60)
            root.view.addSubview(cell)
            var began = 0
            cell.pan.addTarget(nil) { if $0.state == .began { began += 1 } }
            root.view.window?.play([.drag(from: CGPoint(x: 160, y: 120), to: CGPoint(x: 160, y: 200), frames: 10)])
            try sim.runUntilIdle()
            #expect(began == 0 && cell.asked > 0)
            root.view.window?.play([.drag(from: CGPoint(x: 160, y: 120), to: CGPoint(x: 40, y: 120), frames: 10)])
            try sim.runUntilIdle()
            #expect(began == 1)
        }
    }

    /// `UICollectionView`'s inherited `init()`/`init(frame:)`: a subclass that supplies its own
    /// layout works; a plain one has no layout, which UIKit refuses.
    @Test func collectionViewsMadeWithoutALayout() throws {
        try withUIKitStage { sim, root in
            let strip = TabStrip()
            root.view.addSubview(strip)
            #expect((strip.collectionViewLayout as? UICollectionViewFlowLayout)?.scrollDirection == .horizontal)
            #expect(sim.violations.isEmpty)
            let plain = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            #expect(plain.collectionViewLayout is UICollectionViewFlowLayout)
            #expect(sim.violations.contains { $0.kind == .rejectedCall && $0.detail.contains("non-nil layout") })
        }
    }

    /// A group animator conforms without UIKit's optional members; through the protocol, the
    /// members it lacks do nothing, while a property animator's own run.
    @Test func implicitlyAnimatingOptionalMembers() throws {
        try withUIKitStage { sim, root in
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.view.addSubview(box)
            let first = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.alpha = 0 }
            let second = UIViewPropertyAnimator(duration: 1, curve: .linear) { box.center.x = 100 }
            let group: UIViewImplicitlyAnimating = AnimatorGroup([first, second])
            var completions = 0
            group.addCompletion { _ in completions += 1 }
            group.startAnimation()
            group.pauseAnimation()
            group.fractionComplete = 0.5
            #expect(box.layer.presentation()?.opacity == 0.5)
            group.startAnimation()
            try sim.runUntilIdle()
            #expect(box.alpha == 0 && box.center.x == 100 && completions == 0)
            let single: UIViewImplicitlyAnimating = UIViewPropertyAnimator(duration: 0.2, curve: .easeIn) { box.alpha = 1 }
            single.addCompletion { _ in completions += 1 }
            single.startAnimation()
            try sim.runUntilIdle()
            #expect(completions == 1 && box.alpha == 1)
        }
    }

    /// A selector of a method that throws (an optional requirement, rewritten): sent, it runs;
    /// when the method throws, the call is refused and recorded as an unrecognized selector.
    @Test func selectorsOfThrowingMethods() throws {
        try withUIKitStage { sim, _ in
            let titles = Titles()
            let sel = Selector(Titles.title(_:), "title:")
            #expect(titles.responds(to: sel))
            _ = titles.perform(sel, with: NSNumber(value: 2))
            #expect(titles.asked == 1 && sim.violations.isEmpty)
            _ = titles.perform(sel, with: NSNumber(value: -1))
            #expect(titles.asked == 2)
            #expect(sim.violations.contains { $0.kind == .rejectedCall && $0.detail.contains("title:") })
        }
    }

    /// `UIScreen.displayLink(withTarget:selector:)`: a link on the simulated display, calling its
    /// target once added; the screen's rate is the simulation's.
    @Test func screenDisplayLinks() throws {
        try withUIKitStage { sim, _ in
            let ticker = Ticker()
            let link = try #require(UIScreen.main.displayLink(withTarget: ticker, selector: Selector(Ticker.step(_:), "step:")))
            sim.advance(by: 2 * sim.frameInterval)
            #expect(ticker.frames == 0, "not added yet")
            link.add(to: .main, forMode: .common)
            sim.advance(by: 3 * sim.frameInterval + 1e-9)
            link.invalidate()
            #expect(ticker.frames == 3)
            #expect(UIScreen.main.maximumFramesPerSecond == Int((1 / sim.frameInterval).rounded()))
        }
    }

    /// Bitmap contexts made by hand, as a tinting helper does: the size is the pixel size, the
    /// image is that size; parameters Core Graphics refuses give nil.
    @Test func bitmapContexts() throws {
        let info = CGBitmapInfo(rawValue: CGImageAlphaInfo.premultipliedLast.rawValue)
        let space = CGColorSpaceCreateDeviceRGB()
        let context = try #require(
            CGContext(data: nil, width: 40, height: 30, bitsPerComponent: 8, bytesPerRow: 0, space: space, bitmapInfo: info.rawValue))
        context.clip(to: CGRect(x: 0, y: 0, width: 40, height: 30), mask: try #require(context.makeImage()))
        context.setFillColor(UIColor.red.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 40, height: 30))
        let image = try #require(context.makeImage())
        #expect(image.width == 40 && image.height == 30 && context.width == 40)
        #expect(CGContext(data: nil, width: 0, height: 30, bitsPerComponent: 8, bytesPerRow: 0, space: space, bitmapInfo: info.rawValue) == nil)
        #expect(CGContext(data: nil, width: 40, height: 30, bitsPerComponent: 7, bytesPerRow: 0, space: space, bitmapInfo: info.rawValue) == nil)
        #expect(CGContext(data: nil, width: 40, height: 30, bitsPerComponent: 8, bytesPerRow: 100, space: space, bitmapInfo: info.rawValue) == nil)
        #expect(CGContext(data: nil, width: 40, height: 30, bitsPerComponent: 8, bytesPerRow: 160, space: space, bitmapInfo: 9) == nil)
        #expect(CGContext(data: nil, width: 40, height: 30, bitsPerComponent: 8, bytesPerRow: 160, space: space, bitmapInfo: info.rawValue) != nil)
        #expect(CGBitmapInfo.byteOrder32Little.rawValue == 0x2000 && CGBitmapInfo.alphaInfoMask.contains(CGBitmapInfo(alpha: .noneSkipFirst)))
    }

    /// The boxing `value as NSNumber` is rewritten to keeps the value and its kind.
    @Test func numbersBoxedAsFoundationDoes() {
        let height: CGFloat! = 44.5
        #expect(_transitNumber(height).doubleValue == 44.5)
        #expect(_transitNumber(UInt64.max).uint64Value == .max && _transitNumber(-3).intValue == -3)
        #expect(_transitNumber(true).boolValue && _transitNumber(Float(0.25)).floatValue == 0.25)
    }

    /// Core Graphics' colour initialisers (iOS 13): a grey, an sRGB colour.
    @Test func coreGraphicsColors() {
        let grey = CGColor(gray: 0.9, alpha: 1)
        #expect(grey.components == [0.9, 0.9, 0.9, 1])
        let teal = CGColor(srgbRed: 0, green: 0.5, blue: 0.5, alpha: 0.8)
        #expect(teal.components == [0, 0.5, 0.5, 0.8] && teal.alpha == 0.8)
    }

    /// Fonts' vertical metrics add up to the line height; `UIFont()` is a usable placeholder.
    @Test func fontMetrics() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(abs(font.ascender - font.descender + font.leading - font.lineHeight) < 1e-9)
        #expect(font.descender < 0 && font.capHeight > font.xHeight && font.capHeight < font.ascender)
        let placeholder = UIFont()
        #expect(placeholder.pointSize == 12 && placeholder == UIFont.systemFont(ofSize: 12))
    }

    /// iOS 26's corner radius takes a number literal as a fixed radius; Core Animation's
    /// contents filters have their type name.
    @Test func cornerRadiusLiteralsAndContentsFilters() throws {
        try withUIKitStage { _, root in
            let card = UIView(frame: CGRect(x: 0, y: 0, width: 120, height: 80))
            root.view.addSubview(card)
            card.cornerConfiguration = .corners(radius: 8)
            #expect(card.layer.cornerRadius == 8)
            card.cornerConfiguration = .corners(radius: 12.5)
            #expect(card.layer.cornerRadius == 12.5)
            card.layer.minificationFilter = CALayerContentsFilter.trilinear
            #expect(card.layer.minificationFilter == .trilinear)
        }
    }

    /// `UIDynamicAnimator()` without a reference view still runs its behaviours.
    @Test func dynamicAnimatorWithoutAReferenceView() throws {
        try withUIKitStage { sim, root in
            let ball = UIView(frame: CGRect(x: 100, y: 100, width: 20, height: 20))
            root.view.addSubview(ball)
            let animator = UIDynamicAnimator()
            #expect(animator.referenceView == nil)
            animator.addBehavior(UIGravityBehavior(items: [ball]))
            sim.advance(by: 0.5)
            #expect(ball.center.y > 110 && ball.center.x == 110)
            animator.removeAllBehaviors()
        }
    }

    /// AudioToolbox's system sounds: IDs for file URLs until disposed; a completion comes on a
    /// later turn, never during the call.
    @Test func systemSounds() throws {
        try withUIKitStage { sim, _ in
            var id: SystemSoundID = 0
            #expect(AudioServicesCreateSystemSoundID(URL(fileURLWithPath: "/tmp/ding.caf") as CFURL, &id) == kAudioServicesNoError)
            #expect(id != 0)
            var untouched: SystemSoundID = 7
            #expect(AudioServicesCreateSystemSoundID(URL(string: "https://example.com/ding.caf")!, &untouched) != kAudioServicesNoError)
            #expect(untouched == 7)
            AudioServicesPlayAlertSound(id)
            AudioServicesPlaySystemSound(kSystemSoundID_Vibrate)
            var done = false
            AudioServicesPlaySystemSoundWithCompletion(id) { done = true }
            #expect(!done)
            try sim.runUntilIdle()
            #expect(done)
            #expect(AudioServicesDisposeSystemSoundID(id) == kAudioServicesNoError)
            #expect(AudioServicesDisposeSystemSoundID(id) == kAudioServicesBadSpecifierError)
        }
    }
}
