import Foundation
import Testing
import UIKitSourceRewriting

/// What the twentieth corpus pass asked of the rewriter, each as code that typechecks against
/// TransitionsUIKit.
@Suite struct TwentiethPassRewriteTests {
    /// Xcode's `#Preview` canvas blocks go (at the top level and inside `#if DEBUG`), keeping
    /// every later line's number; another macro stays.
    @Test func previewMacrosAreRemovedLineForLine() {
        expectRewrite(
            """
            final class Card {}
            #Preview {
                let c = Card()
                return c
            }
            #if DEBUG
            #Preview("Dark", traits: .portrait) { Card() }
            #endif
            #warning("keep")
            """,
            """
            final class Card {}
            private typealias _TransitRemovedPreview2 = Never


            
            #if DEBUG
            private typealias _TransitRemovedPreview7 = Never
            #endif
            #warning("keep")
            """)
    }

    /// A UIKit file with previews of its controller compiles, and an error after the preview
    /// still names its own line.
    @Test func aControllerWithPreviewsCompiles() throws {
        let source = """
            import UIKit
            final class DrawerController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .systemBackground }
            }
            #Preview {
                let controller = DrawerController()
                controller.view.frame = UIScreen.main.bounds
                return controller
            }
            func broken() -> Int { "not a number" }
            """
        let (ok, output) = try typecheckRewritten(["Drawer.swift": source])
        #expect(!ok)
        #expect(output.contains("Drawer.swift:10:"), "\(output)")
        #expect(!output.contains("Preview"), "\(output)")
    }

    /// A photo picker screen as written for iOS: `import Photos`, a sort descriptor by key, a
    /// caching manager, the library's change observer, the image picker, the save-to-album
    /// callback named by `#selector`, `kUTTypeImage`, predicates by format — compiles unchanged.
    @Test func photoLibraryCodeCompiles() throws {
        let source = """
            import UIKit
            import Photos
            import MobileCoreServices

            final class AlbumViewController: UIViewController, PHPhotoLibraryChangeObserver,
                UIImagePickerControllerDelegate, UINavigationControllerDelegate {
                private var assets: PHFetchResult<PHAsset>!
                private let manager = PHCachingImageManager()
                private let imageView = UIImageView()

                override func viewDidLoad() {
                    super.viewDidLoad()
                    PHPhotoLibrary.requestAuthorization { [weak self] status in
                        guard status == .authorized || status == .limited else { return }
                        DispatchQueue.main.async { self?.fetch() }
                    }
                }
                private func fetch() {
                    let options = PHFetchOptions()
                    options.sortDescriptors = [NSSortDescriptor(key: "creationDate", ascending: false)]
                    options.predicate = NSPredicate(format: "mediaType == %d", PHAssetMediaType.image.rawValue)
                    assets = PHAsset.fetchAssets(with: .image, options: options)
                    PHPhotoLibrary.shared().register(self)
                    guard let first = assets.firstObject else { return }
                    let request = PHImageRequestOptions()
                    request.deliveryMode = .highQualityFormat
                    manager.requestImage(for: first, targetSize: CGSize(width: 300, height: 300), contentMode: .aspectFill, options: request) { [weak self] image, _ in
                        self?.imageView.image = image
                    }
                }
                func photoLibraryDidChange(_ changeInstance: PHChange) {
                    DispatchQueue.main.async {
                        if let details = changeInstance.changeDetails(for: self.assets) { self.assets = details.fetchResultAfterChanges }
                    }
                }
                @objc func pick() {
                    let picker = UIImagePickerController()
                    picker.sourceType = UIImagePickerController.isSourceTypeAvailable(.camera) ? .camera : .photoLibrary
                    picker.mediaTypes = [kUTTypeImage as String]
                    picker.delegate = self
                    present(picker, animated: true)
                }
                func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
                    guard let image = info[.originalImage] as? UIImage else { return }
                    UIImageWriteToSavedPhotosAlbum(image, self, #selector(image(_:didFinishSavingWithError:contextInfo:)), nil)
                    picker.dismiss(animated: true)
                }
                @objc func image(_ image: UIImage, didFinishSavingWithError error: NSError?, contextInfo: UnsafeRawPointer) {
                    if let error { print(error.localizedDescription) }
                }
            }
            extension String {
                var isValidEmail: Bool {
                    let emailRegEx = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\\\.[A-Za-z]{2,64}"
                    return NSPredicate(format: "SELF MATCHES %@", emailRegEx).evaluate(with: self)
                }
            }
            """
        let (ok, output) = try typecheckRewritten(["Album.swift": source])
        #expect(ok, "\(output)")
    }

    /// `UIWebView`, which iOS deprecated and the App Store refuses, is refused with the
    /// alternative rather than a missing type.
    @Test func uiWebViewNamesTheAlternative() throws {
        let source = "import UIKit\nfinal class Legal: UIViewController { let web = UIWebView() }\n"
        let (ok, output) = try typecheckRewritten(["Legal.swift": source])
        #expect(!ok && output.contains("use WKWebView"), "\(output)")
        #expect(!output.contains("cannot find type"), "\(output)")
    }

    /// A GCD timer written as on iOS — `DispatchSource.makeTimerSource(queue:)` on a queue of its
    /// own, a `DispatchSourceTimer?` property — compiles in a file that also imports Foundation
    /// and Dispatch (the names are the simulation's).
    @Test func dispatchTimerSourcesCompile() throws {
        let source = """
            import UIKit
            import Foundation
            import Dispatch
            final class BottomSheetViewController: UIViewController {
                private var timer: DispatchSourceTimer?
                private var remaining = 10
                func startTimer() {
                    let queue = DispatchQueue(label: "com.example.timer")
                    timer = DispatchSource.makeTimerSource(queue: queue)
                    timer?.schedule(deadline: .now(), repeating: .milliseconds(500))
                    timer?.setEventHandler { [weak self] in
                        DispatchQueue.main.async { self?.remaining -= 1 }
                    }
                    timer?.resume()
                }
                deinit { timer?.cancel() }
            }
            """
        let (ok, output) = try typecheckRewritten(["Sheet.swift": source])
        #expect(ok, "\(output)")
    }

    /// `#selector(self.handle…)` inside a protocol's extension bound to a controller names the
    /// method on `Self` (here an extension of `UIViewController`'s, which the protocol's
    /// existential does not have); a class's own selector still names the class.
    @Test func selectorsInProtocolExtensionsNameSelf() throws {
        let source = """
            import UIKit
            public protocol CardPresenting {
                var cardHeight: CGFloat { get }
            }
            extension CardPresenting where Self: UIViewController {
                public func attachCard() {
                    let tap = UITapGestureRecognizer(target: self, action: #selector(self.handleTapGesture(recognizer:)))
                    let pan = UIPanGestureRecognizer(target: self, action: #selector(handlePanGesture(recognizer:)))
                    view.addGestureRecognizer(tap)
                    view.addGestureRecognizer(pan)
                }
            }
            fileprivate extension UIViewController {
                @objc func handleTapGesture(recognizer: UITapGestureRecognizer) {}
                @objc func handlePanGesture(recognizer: UIPanGestureRecognizer) {}
            }
            final class Host: UIViewController, CardPresenting {
                var cardHeight: CGFloat { 300 }
                @objc func close() {}
                func wire(_ b: UIButton) { b.addTarget(self, action: #selector(close), for: .touchUpInside) }
            }
            """
        let out = try rewrittenFiles(["Card.swift": source])[0]
        #expect(out.contains("Selector(Self.handleTapGesture(recognizer:), \"handleTapGestureWithRecognizer:\")"), "\(out)")
        #expect(out.contains("Selector(Host.close, \"close\")"), "\(out)")
        let (ok, output) = try typecheckRewritten(["Card.swift": source])
        #expect(ok, "\(output)")
    }
}
