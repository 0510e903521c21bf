import Foundation

/// `UIInterfaceOrientation`: how the interface is turned — distinct from the device's orientation
/// (`UIDeviceOrientation`, which also lies face up or down), with UIKit's raw values. Turning the
/// device left turns the interface right: the interface's `landscapeLeft` is the device's
/// `landscapeRight` (and the reverse), so that the content stays upright.
public enum InterfaceOrientation: Int, Sendable, Hashable {
    case unknown = 0, portrait = 1, portraitUpsideDown = 2, landscapeLeft = 4, landscapeRight = 3

    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }

    /// The interface orientation a device held in `device` shows (`.unknown` for a device lying
    /// face up or down or of unknown orientation: the model's device is always held upright).
    public init(_ device: Device.Orientation) {
        switch device {
        case .portrait: self = .portrait
        case .portraitUpsideDown: self = .portraitUpsideDown
        case .landscapeLeft: self = .landscapeRight
        case .landscapeRight: self = .landscapeLeft
        case .unknown, .faceUp, .faceDown: self = .unknown
        }
    }
}
