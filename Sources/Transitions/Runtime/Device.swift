import Foundation

/// The simulated device: screen, scale, safe-area insets, idiom, system version and the
/// accessibility settings that change how apps animate. `Application.device` (per simulation)
/// is what `UIScreen.main`, `UIDevice.current`, `safeAreaInsets` and trait collections read.
public struct Device: Sendable, Hashable {
    /// `UIUserInterfaceIdiom`.
    public enum Idiom: Int, Sendable, Hashable { case unspecified = -1, phone = 0, pad = 1, tv = 2, carPlay = 3, mac = 5, vision = 6 }
    /// `UIDeviceOrientation` (the model's device is held in one of the four interface orientations).
    public enum Orientation: Int, Sendable, Hashable {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        public var isValidInterfaceOrientation: Bool { isLandscape || isPortrait }
        /// `isFlat`: face up or face down (the screen parallel to the ground).
        public var isFlat: Bool { self == .faceUp || self == .faceDown }
    }

    public var name: String
    public var idiom: Idiom
    /// The screen in points, portrait.
    public var screenSize: CGSize
    /// Pixels per point.
    public var scale: CGFloat
    /// Safe-area insets of a full-screen window in portrait and in landscape (left = right = the
    /// sensor housing side's inset).
    public var portraitSafeArea: EdgeInsets
    public var landscapeSafeArea: EdgeInsets
    /// The status bar's height in portrait (0 in landscape on phones with a sensor housing).
    public var statusBarHeight: CGFloat
    /// The software keyboard's height in portrait and in landscape (points; the QuickType bar
    /// and the bottom safe area included): what `keyboardFrameEndUserInfoKey` reports for a
    /// text field. The real keyboard's height varies with language, QuickType and iOS version;
    /// these are the English keyboard's on the device class (set them for another).
    public var portraitKeyboardHeight: CGFloat
    public var landscapeKeyboardHeight: CGFloat
    /// The screen's corner radius in points (a window's corners, which container-concentric corner
    /// radii follow: `CornerConfiguration`): 47.33 on the simulated iPhone 14 class, 18 on iPad,
    /// 0 with a home button (**model's values**, the displays' published radii).
    public var screenCornerRadius: CGFloat
    /// A hardware keyboard is attached: the software keyboard does not show (an `inputView` and
    /// an `inputAccessoryView` still do, as on iOS).
    public var hasHardwareKeyboard = false
    /// The software keyboard's height in the current orientation.
    public var keyboardHeight: CGFloat { orientation.isLandscape ? landscapeKeyboardHeight : portraitKeyboardHeight }
    public var systemName = "iOS"
    public var systemVersion = "17.0"
    public var orientation: Orientation = .portrait
    /// `UIAccessibility.isReduceMotionEnabled`.
    public var isReduceMotionEnabled = false
    /// Dark mode (dynamic colours resolve to their light variant in this model either way).
    public var prefersDarkAppearance = false

    public init(
        name: String, idiom: Idiom, screenSize: CGSize, scale: CGFloat, portraitSafeArea: EdgeInsets,
        landscapeSafeArea: EdgeInsets, statusBarHeight: CGFloat, portraitKeyboardHeight: CGFloat? = nil,
        landscapeKeyboardHeight: CGFloat? = nil
    ) {
        // Defaults by class: iPad 320/405; a phone with a home indicator 336/209; one with a
        // home button 260/194.
        let pad = idiom == .pad, homeIndicator = portraitSafeArea.bottom > 0
        self.portraitKeyboardHeight = portraitKeyboardHeight ?? (pad ? 320 : homeIndicator ? 336 : 260)
        self.landscapeKeyboardHeight = landscapeKeyboardHeight ?? (pad ? 405 : homeIndicator ? 209 : 194)
        self.screenCornerRadius = pad ? 18 : homeIndicator ? 47.33 : 0
        self.name = name
        self.idiom = idiom
        self.screenSize = screenSize
        self.scale = scale
        self.portraitSafeArea = portraitSafeArea
        self.landscapeSafeArea = landscapeSafeArea
        self.statusBarHeight = statusBarHeight
    }

    /// iPhone 14-class: 390 × 844 pt at 3×, safe area 47 top / 34 bottom (portrait), 47 left and
    /// right / 21 bottom (landscape).
    public static let iPhone14 = Device(
        name: "iPhone 14", idiom: .phone, screenSize: CGSize(width: 390, height: 844), scale: 3,
        portraitSafeArea: EdgeInsets(top: 47, left: 0, bottom: 34, right: 0),
        landscapeSafeArea: EdgeInsets(top: 0, left: 47, bottom: 21, right: 47), statusBarHeight: 47)
    /// iPhone SE-class: 375 × 667 pt at 2×, a 20 pt status bar and no home indicator.
    public static let iPhoneSE = Device(
        name: "iPhone SE", idiom: .phone, screenSize: CGSize(width: 375, height: 667), scale: 2,
        portraitSafeArea: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeSafeArea: .zero, statusBarHeight: 20)
    /// iPad Pro 11-inch-class: 834 × 1194 pt at 2×, 24 top / 20 bottom.
    public static let iPadPro11 = Device(
        name: "iPad Pro (11-inch)", idiom: .pad, screenSize: CGSize(width: 834, height: 1194), scale: 2,
        portraitSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeSafeArea: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0), statusBarHeight: 24)

    /// The screen's bounds in the current orientation (points).
    public var bounds: CGRect {
        let s = orientation.isLandscape ? CGSize(width: screenSize.height, height: screenSize.width) : screenSize
        return CGRect(origin: .zero, size: s)
    }
    /// `nativeBounds`: portrait, in pixels.
    public var nativeBounds: CGRect { CGRect(x: 0, y: 0, width: screenSize.width * scale, height: screenSize.height * scale) }
    /// The insets of a window covering the screen, in the current orientation.
    public var safeAreaInsets: EdgeInsets { orientation.isLandscape ? landscapeSafeArea : portraitSafeArea }
    /// The status bar's frame (zero height in landscape on a phone with a sensor housing).
    public var statusBarFrame: CGRect {
        let h = orientation.isLandscape && idiom == .phone ? 0 : statusBarHeight
        return CGRect(x: 0, y: 0, width: bounds.width, height: h)
    }
    /// The trait collection of a full-screen window on this device.
    public var traitCollection: TraitCollection {
        let wideLandscapePhone = idiom == .phone && orientation.isLandscape && screenSize.height >= 896
        var traits = TraitCollection(
            horizontalSizeClass: idiom == .pad || wideLandscapePhone ? .regular : .compact,
            verticalSizeClass: idiom == .phone && orientation.isLandscape ? .compact : .regular,
            userInterfaceIdiom: idiom, userInterfaceStyle: prefersDarkAppearance ? .dark : .light, displayScale: scale)
        traits.layoutDirection = .leftToRight
        return traits
    }
}
