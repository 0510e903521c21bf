import Foundation

/// `UIImagePickerControllerDelegate`. Both methods are optional in UIKit; when the delegate
/// leaves one out (or there is none) the picker dismisses itself, which is what the defaults
/// here do.
public protocol ImagePickerControllerDelegate: SelectorPerforming {
    /// The user chose an image or a movie; `info` describes it (`ImagePickerController.InfoKey`).
    /// The app dismisses the picker.
    func imagePickerController(_ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any])
    /// The user tapped Cancel. The app dismisses the picker.
    func imagePickerControllerDidCancel(_ picker: ImagePickerController)
}

extension ImagePickerControllerDelegate {
    public func imagePickerController(_ picker: ImagePickerController, didFinishPickingMediaWithInfo info: [ImagePickerController.InfoKey: Any]) {
        picker.dismissItself()
    }
    public func imagePickerControllerDidCancel(_ picker: ImagePickerController) {
        picker.dismissItself()
    }
}

/// `UIImagePickerController`: the system's photo-library and camera picker, a navigation
/// controller the app presents (UIKit's default presentation, `.pageSheet` on a phone since
/// iOS 13; the transitions are the app's or UIKit's and are modelled as such). Its stack starts
/// with the library's album list.
///
/// The simulated device is the iOS Simulator's kind: it has a photo library and no camera.
/// `isSourceTypeAvailable(.camera)` is false, and choosing the camera as `sourceType` is refused
/// and recorded (UIKit raises "Source type 1 not available") and the source stays as it was;
/// the camera's own settings are stored, and its actions (`takePicture()`, video capture) are
/// refused and recorded.
///
/// The user's actions: `pick(_:)` (an image chosen in the library; with `allowsEditing`, the
/// crop the editor's square leaves is the edited image) and `pickMovie(at:)` tell the delegate
/// `imagePickerController(_:didFinishPickingMediaWithInfo:)`; `cancel()` tells it
/// `imagePickerControllerDidCancel(_:)`. A delegate that does not implement the method (or no
/// delegate) leaves the picker to dismiss itself, as UIKit's does. The delegate is the
/// navigation controller's `delegate` (UIKit types it as both protocols; an app assigns itself,
/// adopting both).
open class ImagePickerController: NavigationController {
    /// `UIImagePickerController.SourceType`.
    public enum SourceType: Int, Sendable, Hashable {
        case photoLibrary = 0, camera = 1, savedPhotosAlbum = 2
    }
    /// `UIImagePickerController.CameraDevice`.
    public enum CameraDevice: Int, Sendable, Hashable { case rear = 0, front = 1 }
    /// `UIImagePickerController.CameraCaptureMode`.
    public enum CameraCaptureMode: Int, Sendable, Hashable { case photo = 0, video = 1 }
    /// `UIImagePickerController.CameraFlashMode`.
    public enum CameraFlashMode: Int, Sendable, Hashable { case off = -1, auto = 0, on = 1 }
    /// `UIImagePickerController.QualityType`.
    public enum QualityType: Int, Sendable, Hashable {
        case typeHigh = 0, typeMedium = 1, typeLow = 2, type640x480 = 3, typeIFrame1280x720 = 4, typeIFrame960x540 = 5
    }
    /// `UIImagePickerController.ImageURLExportPreset`.
    public enum ImageURLExportPreset: Int, Sendable, Hashable { case compatible = 0, current = 1 }
    /// `UIImagePickerController.InfoKey`: the keys of the dictionary the delegate receives.
    public struct InfoKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }
    /// The uniform type identifiers of an image and a movie (`kUTTypeImage`, `kUTTypeMovie`).
    public static let imageType = "public.image", movieType = "public.movie"

    /// `isSourceTypeAvailable(_:)`: the library and the saved-photos album; no camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { sourceType != .camera }
    /// `availableMediaTypes(for:)`: images and movies where the source is available.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? [imageType, movieType] : nil
    }
    /// `isCameraDeviceAvailable(_:)`: no camera.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }
    /// `isFlashAvailable(for:)`: no camera, no flash.
    open class func isFlashAvailable(for cameraDevice: CameraDevice) -> Bool { false }
    /// `availableCaptureModes(for:)`: none (nil, as UIKit's for a missing device).
    open class func availableCaptureModes(for cameraDevice: CameraDevice) -> [NSNumber]? { nil }

    /// `sourceType` (`.photoLibrary`). An unavailable source (the camera) is refused and recorded.
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            guard !Self.isSourceTypeAvailable(sourceType) else { return }
            simulation.record(.rejectedCall, "UIImagePickerController: source type \(sourceType.rawValue) not available (the simulated device has no camera)")
            sourceType = oldValue
        }
    }
    /// `mediaTypes` (images only by default, as UIKit's).
    open var mediaTypes: [String] = [ImagePickerController.imageType]
    /// `allowsEditing`: the user crops a picked image to a square.
    open var allowsEditing = false
    /// `allowsImageEditing` (the pre-iOS 3.1 name).
    open var allowsImageEditing: Bool {
        get { allowsEditing }
        set { allowsEditing = newValue }
    }
    /// `videoQuality`, `videoMaximumDuration` (600 s), `videoExportPreset`, `imageExportPreset` (stored).
    open var videoQuality: QualityType = .typeMedium
    open var videoMaximumDuration: TimeInterval = 600
    open var videoExportPreset = "AVAssetExportPresetPassthrough"
    open var imageExportPreset: ImageURLExportPreset = .compatible
    /// The camera's settings (stored: there is no camera).
    open var cameraDevice: CameraDevice = .rear
    open var cameraCaptureMode: CameraCaptureMode = .photo
    open var cameraFlashMode: CameraFlashMode = .auto
    open var showsCameraControls = true
    open var cameraOverlayView: View?
    open var cameraViewTransform: AffineTransform2D = .identity

    /// `init()` / `init(nibName:bundle:)`: a picker showing the library's album list.
    public convenience init() { self.init(nibName: nil, bundle: nil) }
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        let albums = ViewController()
        albums.title = "Photos"
        super.init(rootViewController: albums)
        modalPresentationStyle = .pageSheet
    }
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// `takePicture()`, `startVideoCapture()`, `stopVideoCapture()`: refused and recorded (no camera).
    open func takePicture() { refuseCamera("takePicture()") }
    @discardableResult
    open func startVideoCapture() -> Bool {
        refuseCamera("startVideoCapture()")
        return false
    }
    open func stopVideoCapture() { refuseCamera("stopVideoCapture()") }
    private func refuseCamera(_ call: String) {
        simulation.record(.rejectedCall, "UIImagePickerController.\(call): the simulated device has no camera")
    }

    // MARK: The user's actions

    private var pickerDelegate: (any ImagePickerControllerDelegate)? { delegate as? any ImagePickerControllerDelegate }

    /// The user chooses `image` in the library. The delegate hears the original image and its
    /// media type; with `allowsEditing`, also the edited image — the centred square the editor's
    /// crop box leaves when the user does not move it, an image of that size at the original's
    /// scale — and its crop rectangle in pixels. Refused and recorded when images are not among
    /// `mediaTypes`.
    public func pick(_ image: Image) {
        guard mediaTypes.contains(Self.imageType) else {
            return simulation.record(.rejectedCall, "UIImagePickerController: images are not among mediaTypes \(mediaTypes)")
        }
        var info: [InfoKey: Any] = [.mediaType: Self.imageType, .originalImage: image]
        if allowsEditing {
            let scale = image.scale.isFinite && image.scale > 0 ? image.scale : 1
            let pixels = CGSize(width: image.size.width * scale, height: image.size.height * scale)
            let side = min(pixels.width, pixels.height)
            let crop = CGRect(x: ((pixels.width - side) / 2).rounded(.down), y: ((pixels.height - side) / 2).rounded(.down), width: side, height: side)
            info[.cropRect] = NSValue(rect: crop)
            info[.editedImage] = Image(size: CGSize(width: side / scale, height: side / scale), name: image.name, scale: scale)
        }
        finishPicking(info)
    }

    /// The user chooses the movie at `url`. Refused and recorded when movies are not among
    /// `mediaTypes`.
    public func pickMovie(at url: URL) {
        guard mediaTypes.contains(Self.movieType) else {
            return simulation.record(.rejectedCall, "UIImagePickerController: movies are not among mediaTypes \(mediaTypes)")
        }
        finishPicking([.mediaType: Self.movieType, .mediaURL: url])
    }

    /// The user taps Cancel.
    public func cancel() {
        guard let pickerDelegate else { return dismissItself() }
        pickerDelegate.imagePickerControllerDidCancel(self)
    }

    private func finishPicking(_ info: [InfoKey: Any]) {
        guard let pickerDelegate else { return dismissItself() }
        pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
    }

    /// What the picker does when its delegate leaves the choice to it: it is dismissed
    /// (animated), when it is presented.
    func dismissItself() {
        guard presentingViewController != nil else { return }
        dismiss(animated: true)
    }
}
