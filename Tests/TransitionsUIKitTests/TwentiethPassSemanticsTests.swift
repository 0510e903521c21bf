import Foundation
import Testing
import TransitionsUIKit

// Gaps the twentieth corpus pass found (photo browsers, tab bars, card stacks, reveal
// animations, navigation transitions, story viewers, toasts, drawers), each in the shape the
// app code used.

/// A profile screen that picks its avatar from the library, as such screens are written:
/// adopting both protocols the picker's delegate is typed with, dismissing in both methods.
private final class ProfileEditor: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var avatar: UIImage?
    var cancelled = 0
    func choosePhoto() {
        guard UIImagePickerController.isSourceTypeAvailable(.photoLibrary) else { return }
        let picker = UIImagePickerController()
        picker.sourceType = .photoLibrary
        picker.allowsEditing = true
        picker.mediaTypes = [kUTTypeImage as String]
        picker.delegate = self
        present(picker, animated: true)
    }
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        avatar = info[.editedImage] as? UIImage ?? info[.originalImage] as? UIImage
        picker.dismiss(animated: true)
    }
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
        cancelled += 1
        picker.dismiss(animated: true)
    }
}

/// A delegate that implements only the picking method, leaving Cancel to the picker.
private final class QuickPicker: NSObject, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
    var info: [UIImagePickerController.InfoKey: Any] = [:]
    func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
        self.info = info
    }
}

@Suite struct TwentiethPassSemanticsTests {
    /// The picker is a navigation controller the app presents, showing the library; picking
    /// tells the delegate (with the square the editor crops when editing is allowed) and the
    /// delegate's dismissal takes it away; Cancel likewise.
    @Test func anImagePickerDeliversThePickedImage() throws {
        try withUIKitStage { sim, root in
            let editor = ProfileEditor()
            root.present(editor, animated: false)
            editor.choosePhoto()
            try sim.runUntilIdle()
            let picker = try #require(editor.presentedViewController as? UIImagePickerController)
            #expect(picker.viewControllers.first?.title == "Photos" && picker.modalPresentationStyle == .pageSheet)
            picker.pick(UIImage(size: CGSize(width: 300, height: 200), name: "beach", scale: 2))
            try sim.runUntilIdle()
            #expect(editor.presentedViewController == nil)
            let avatar = try #require(editor.avatar)
            #expect(avatar.size == CGSize(width: 200, height: 200) && avatar.scale == 2 && avatar.name == "beach")

            editor.choosePhoto()
            try sim.runUntilIdle()
            (editor.presentedViewController as? UIImagePickerController)?.cancel()
            try sim.runUntilIdle()
            #expect(editor.cancelled == 1 && editor.presentedViewController == nil)
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }

    /// A delegate without a cancel method (or no delegate) leaves the picker to dismiss
    /// itself; without editing there is no edited image; a movie when only images are allowed
    /// is refused.
    @Test func aPickerWithoutDelegateMethodsDismissesItself() throws {
        try withUIKitStage { sim, root in
            let quick = QuickPicker()
            let picker = UIImagePickerController()
            picker.delegate = quick
            root.present(picker, animated: true)
            try sim.runUntilIdle()
            picker.pick(UIImage(size: CGSize(width: 10, height: 20)))
            #expect(quick.info[.originalImage] != nil && quick.info[.editedImage] == nil)
            #expect(quick.info[.mediaType] as? String == UTType.image.identifier)
            #expect(root.presentedViewController === picker, "the delegate's method does not dismiss it")
            picker.pickMovie(at: URL(fileURLWithPath: "/tmp/clip.mov"))
            #expect(sim.violations.last?.kind == .rejectedCall)
            picker.cancel()
            try sim.runUntilIdle()
            #expect(root.presentedViewController == nil)

            let lone = UIImagePickerController()
            root.present(lone, animated: false)
            lone.pick(UIImage(size: CGSize(width: 1, height: 1)))
            try sim.runUntilIdle()
            #expect(root.presentedViewController == nil, "no delegate: the picker dismisses itself")
        }
    }

    /// The simulated device has no camera, as the Simulator: the camera source is refused and
    /// recorded and the source stays; camera actions are refused.
    @Test func theCameraIsNotAvailable() {
        withUIKitStage { sim, _ in
            #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
            #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image", "public.movie"])
            #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
            let picker = UIImagePickerController()
            picker.sourceType = .camera
            #expect(picker.sourceType == .photoLibrary)
            #expect(picker.startVideoCapture() == false)
            picker.takePicture()
            #expect(sim.violations.count == 3 && sim.violations.allSatisfy { $0.kind == .rejectedCall })
        }
    }

    /// Uniform type identifiers: identifiers, extensions and conformance as the system declares
    /// them; the MobileCoreServices strings are the same identifiers.
    @Test func uniformTypesConform() throws {
        #expect(UTType.png.conforms(to: .image) && UTType.png.conforms(to: .data) && UTType.png.conforms(to: .item))
        #expect(!UTType.image.conforms(to: .png) && UTType.image.isSupertype(of: .jpeg) && !UTType.jpeg.isSubtype(of: .jpeg))
        #expect(UTType.quickTimeMovie.conforms(to: .movie) && !UTType.movie.conforms(to: .image))
        #expect(UTType(filenameExtension: "JPG") == .jpeg && UTType(filenameExtension: "xyz") == nil)
        #expect(UTType("public.png")?.preferredFilenameExtension == "png" && UTType("") == nil)
        let unknown = try #require(UTType("com.example.custom"))
        #expect(unknown.conforms(to: unknown) && !unknown.conforms(to: .data) && unknown.supertypes.isEmpty)
        #expect(kUTTypeImage as String == "public.image" && kUTTypeMovie == UTType.movie.identifier)
        #expect(UTType.video.supertypes.contains(.audiovisualContent))
    }

    /// A story's progress timer made for a fire date and paused by moving its fire date to the
    /// distant future, resumed with `Date()`: it fires at the date, stops while paused, and
    /// repeats every interval from where it was resumed. The block form likewise.
    @Test func timersFireAtTheirFireDate() throws {
        final class Ticker: NSObject {
            var ticks = 0
            func tick() { ticks += 1 }
        }
        try withUIKitStage { sim, _ in
            let ticker = Ticker()
            let timer = TransitionsUIKit.Timer(fireAt: Date().addingTimeInterval(0.5), interval: 0.2, target: ticker,
                              selector: Selector(Ticker.tick, "tick"), userInfo: nil, repeats: true)
            #expect(abs(timer.fireDate.timeIntervalSinceNow - 0.5) < 0.01, "before scheduling: the date asked for")
            RunLoop.main.add(timer, forMode: .common)
            sim.advance(by: 0.45)
            #expect(ticker.ticks == 0)
            sim.advance(by: 0.1)
            #expect(ticker.ticks == 1)
            sim.advance(by: 0.2)
            #expect(ticker.ticks == 2)
            timer.fireDate = .distantFuture
            sim.advance(by: 5)
            #expect(ticker.ticks == 2 && timer.isValid)
            timer.fireDate = Date()
            sim.advance(by: 0.001)
            #expect(ticker.ticks == 3)
            sim.advance(by: 0.2)
            #expect(ticker.ticks == 4)
            timer.invalidate()

            var fired: [Double] = []
            let start = sim.now
            let once = TransitionsUIKit.Timer(fire: Date().addingTimeInterval(0.3), interval: 0, repeats: false) { _ in fired.append(sim.now - start) }
            RunLoop.current.add(once, forMode: .default)
            try sim.runUntilIdle()
            #expect(fired.count == 1 && abs(fired[0] - 0.3) < 1e-9 && !once.isValid)
        }
    }

    /// What the pass's bars and layouts store: a tab bar's selection indicator image, a nib for
    /// a layout's decoration view (accepted: decorations are not made), a responder's input view
    /// controller (nil unless overridden).
    @Test func storedBarAndInputMembers() {
        withUIKitStage { _, root in
            let bar = UITabBar()
            bar.selectionIndicatorImage = UIImage(size: CGSize(width: 50, height: 50), name: "pill")
            #expect(bar.selectionIndicatorImage?.name == "pill")
            UICollectionViewFlowLayout().register(UINib(nibName: "Badge", bundle: nil), forDecorationViewOfKind: "badge")
            #expect(root.view.inputViewController == nil && root.inputAccessoryViewController == nil)
            let keyboard = UIInputViewController()
            #expect(!keyboard.hasFullAccess && keyboard.inputView != nil)
        }
    }

    /// UIKit's integer enumerations keep UIKit's raw values: a settings screen that maps a
    /// segment's tag to a presentation style, a library that converts the navigation operation
    /// to its own enumeration by raw value, a log of an animator's state.
    @Test func uikitEnumerationsHaveUIKitsRawValues() {
        #expect(UIModalPresentationStyle(rawValue: 0) == .fullScreen && UIModalPresentationStyle(rawValue: 5) == .overFullScreen)
        #expect(UIModalPresentationStyle.automatic.rawValue == -2 && UIModalPresentationStyle.none.rawValue == -1)
        #expect(UIModalPresentationStyle.popover.rawValue == 7 && UIModalPresentationStyle.overCurrentContext.rawValue == 6)
        #expect(UIModalTransitionStyle(rawValue: 2) == .crossDissolve && UIModalTransitionStyle.partialCurl.rawValue == 3)
        #expect(UINavigationController.Operation(rawValue: 1) == .push && UINavigationController.Operation.pop.rawValue == 2)
        #expect(UIViewAnimatingState.active.rawValue == 1 && UIViewAnimatingPosition(rawValue: 2) == .current)
        #expect("\(UIModalPresentationStyle.overFullScreen)" == "overFullScreen", "reports name the case")
    }

    /// A video thumbnail: the model decodes no frames, so the generator fails as AVFoundation
    /// does for media it cannot decode — a thrown error at once, a failed result per requested
    /// time on a later turn, cancelled ones after `cancelAllCGImageGeneration()`; times box into
    /// `NSValue` and back exactly.
    @Test func videoThumbnailsFailAsUndecodable() throws {
        try withUIKitStage { sim, _ in
            let generator = AVAssetImageGenerator(asset: AVURLAsset(url: URL(fileURLWithPath: "/tmp/story.mov")))
            generator.appliesPreferredTrackTransform = true
            var actual = CMTime(seconds: 9, preferredTimescale: 600)
            #expect(throws: (any Error).self) { try generator.copyCGImage(at: CMTime(seconds: 1, preferredTimescale: 600), actualTime: &actual) }
            #expect(actual == .zero)
            let t = CMTime(value: 1_234_567, timescale: 600)
            #expect(NSValue(time: t).timeValue == t && NSValue(cgPoint: .zero).timeValue == .invalid)
            var results: [(Double, AVAssetImageGenerator.Result, Int?)] = []
            generator.generateCGImagesAsynchronously(forTimes: [NSValue(time: t), NSValue(time: .zero)]) { requested, image, _, result, error in
                #expect(image == nil)
                results.append((requested.seconds, result, (error as NSError?)?.code))
            }
            #expect(results.isEmpty)
            try sim.runUntilIdle()
            #expect(results.map(\.1) == [.failed, .failed] && results.first?.2 == -11821)
            #expect(abs((results.first?.0 ?? 0) - 1_234_567.0 / 600) < 1e-9)
        }
    }

    /// The Swift 4 spelling of an accessibility announcement posts it.
    @Test func swift4AccessibilityNotificationsPost() {
        let before = UIAccessibility.posted.count
        UIAccessibilityPostNotification(UIAccessibilityAnnouncementNotification, "Saved")
        #expect(UIAccessibility.posted.count == before + 1 && UIAccessibility.posted.last == .announcement)
    }

    /// A GCD timer source driving a sheet's countdown: inactive until resumed, first fire at the
    /// deadline of simulated time, then every interval; suspended events are held (one on
    /// resume), an over-resume is recorded, cancel stops it and runs the cancel handler later.
    @Test func dispatchTimerSourcesRunOnTheSimulationsClock() throws {
        try withUIKitStage { sim, _ in
            var ticks: [Double] = []
            var cancelled = false
            let start = sim.now
            let timer = TransitionsUIKit.DispatchSource.makeTimerSource(queue: TransitionsUIKit.DispatchQueue(label: "countdown"))
            timer.schedule(deadline: .now() + 0.3, repeating: .milliseconds(500))
            timer.setEventHandler { ticks.append(((sim.now - start) * 1000).rounded() / 1000) }
            timer.setCancelHandler { cancelled = true }
            sim.advance(by: 1)
            #expect(ticks.isEmpty, "inactive until resumed")
            timer.resume()
            #expect(timer.data == 0)
            sim.advance(by: 1.5)
            // Resumed after the deadline: one late fire for the two missed (0.3, 0.8), then the grid.
            #expect(ticks == [1.0, 1.3, 1.8, 2.3])
            timer.suspend()
            sim.advance(by: 1.2)
            #expect(ticks.count == 4)
            timer.resume()
            sim.advance(by: 0.05)
            #expect(ticks.count == 5, "one held event on resume")
            timer.resume()
            #expect(sim.violations.last?.kind == .rejectedCall, "over-resume")
            timer.cancel()
            sim.advance(by: 2)
            #expect(ticks.count == 5 && cancelled && timer.isCancelled)

            var once = 0
            let single = TransitionsUIKit.DispatchSource.makeTimerSource()
            single.schedule(deadline: .now() + 0.1)
            single.setEventHandler { once += 1 }
            single.activate()
            try sim.runUntilIdle()
            #expect(once == 1)
        }
    }

    /// A video player forcing landscape through UIDevice's private key: the simulated device
    /// turns (the interface's landscape right is the device's landscape left), the rotation
    /// notification is posted; a non-orientation value or another key is recorded.
    @Test func forcedRotationThroughKeyValueCoding() throws {
        try withUIKitStage { sim, _ in
            final class Posts: @unchecked Sendable { var count = 0 }
            let posts = Posts()
            let token = NotificationCenter.default.addObserver(forName: UIDevice.orientationDidChangeNotification, object: UIDevice.current, queue: nil) { _ in posts.count += 1 }
            defer { NotificationCenter.default.removeObserver(token) }
            UIDevice.current.setValue(UIInterfaceOrientation.landscapeRight.rawValue, forKey: "orientation")
            #expect(UIDevice.current.orientation == .landscapeLeft && posts.count == 1)
            #expect(UIDevice.current.value(forKey: "orientation") as? Int == 3)
            UIDevice.current.setValue(NSNumber(value: UIInterfaceOrientation.portrait.rawValue), forKey: "orientation")
            #expect(UIDevice.current.orientation == .portrait && posts.count == 2)
            UIDevice.current.setValue(99, forKey: "orientation")
            UIDevice.current.setValue(1, forKey: "batteryLevel")
            #expect(sim.violations.count == 2 && UIDevice.current.orientation == .portrait)
        }
    }

    /// `AVAsset(url:)` (a story's video) plays as an `AVURLAsset` does: a file becomes ready, a
    /// network URL fails offline; a frame's `CGImage` maps to an image with `UIImage.init`.
    @Test func assetsFromURLsAndImagesFromBitmaps() throws {
        try withUIKitStage { sim, _ in
            let local = AVPlayerItem(asset: AVAsset(url: URL(fileURLWithPath: "/tmp/story.mp4")))
            let remote = AVPlayerItem(asset: AVAsset(url: URL(string: "https://example.com/story.mp4")!))
            let player = AVPlayer(playerItem: local)
            let other = AVPlayer(playerItem: remote)
            try sim.runUntilIdle()
            #expect(local.status == .readyToPlay && remote.status == .failed && player.currentItem === local && other.currentItem === remote)
            #expect(AVAsset(url: URL(fileURLWithPath: "/tmp/a.mov")).isPlayable && !AVAsset().isPlayable)
            let bitmap = UIImage(size: CGSize(width: 40, height: 20), scale: 2).cgImage
            let image = bitmap.map(UIImage.init)
            #expect(image?.size == CGSize(width: 80, height: 40) && image?.scale == 1)
        }
    }
}
