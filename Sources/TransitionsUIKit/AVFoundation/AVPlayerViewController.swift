import Foundation
import Transitions

/// `AVPlayerViewControllerDelegate` (AVKit): every method is optional; the model's controller
/// never enters full screen or picture in picture by itself, so none is called.
public protocol AVPlayerViewControllerDelegate: AnyObject {}

/// `AVPlayerViewController` (AVKit): a controller whose view shows its player's video — an
/// `AVPlayerLayer` filling the view — under the system's playback controls (not drawn), with a
/// `contentOverlayView` between the two. Presented, pushed or embedded like any controller; its
/// transitions are the app's or UIKit's, modelled as such.
open class AVPlayerViewController: ViewController {
    /// `player`: the player whose video the view shows.
    open var player: AVPlayer? {
        didSet { playerLayer.player = player }
    }
    /// `showsPlaybackControls`, `allowsPictureInPicturePlayback`, `entersFullScreenWhenPlaybackBegins`,
    /// `exitsFullScreenWhenPlaybackEnds`, `updatesNowPlayingInfoCenter`, `showsTimecodes`
    /// (stored: the controls are drawn by the system).
    open var showsPlaybackControls = true
    open var allowsPictureInPicturePlayback = true
    open var entersFullScreenWhenPlaybackBegins = false
    open var exitsFullScreenWhenPlaybackEnds = false
    open var updatesNowPlayingInfoCenter = true
    open var showsTimecodes = false
    /// `videoGravity`: the player layer's.
    open var videoGravity: AVLayerVideoGravity {
        get { playerLayer.videoGravity }
        set { playerLayer.videoGravity = newValue }
    }
    /// `isReadyForDisplay`: the player layer's.
    open var isReadyForDisplay: Bool { playerLayer.isReadyForDisplay }
    /// `videoBounds`: the player layer's video rectangle (empty: no video size).
    open var videoBounds: CGRect { playerLayer.videoRect }
    open weak var delegate: (any AVPlayerViewControllerDelegate)?

    /// The layer the video shows in, filling the view.
    private let playerLayer = AVPlayerLayer()
    /// `contentOverlayView`: a view above the video and below the controls, filling the view
    /// (made with the view).
    public private(set) var contentOverlayView: View?

    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .black
        view.layer.addSublayer(playerLayer)
        playerLayer.frame = view.bounds
        let overlay = View(frame: view.bounds)
        overlay.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(overlay)
        contentOverlayView = overlay
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        playerLayer.frame = view.bounds
    }
}
