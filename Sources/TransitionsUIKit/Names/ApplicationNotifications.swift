import Foundation
import Transitions

// The application's life-cycle and status-bar notifications. Code observes them to end or
// cancel what is under way (an interactive transition cancelled when the app goes to the
// background, a sheet re-laid out when the status bar changes). The model runs one app in the
// foreground with a fixed status bar: none of these is ever posted here — observing them
// compiles and the handler never runs, as on a device that is never backgrounded.
extension Application {
    public static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")
    public static let significantTimeChangeNotification = Notification.Name("UIApplicationSignificantTimeChangeNotification")
    public static let userDidTakeScreenshotNotification = Notification.Name("UIApplicationUserDidTakeScreenshotNotification")
    public static let willChangeStatusBarFrameNotification = Notification.Name("UIApplicationWillChangeStatusBarFrameNotification")
    public static let didChangeStatusBarFrameNotification = Notification.Name("UIApplicationDidChangeStatusBarFrameNotification")
}
// (`willChangeStatusBarOrientationNotification`, `didChangeStatusBarOrientationNotification` and
// `statusBarOrientationUserInfoKey` are the model's: posted on every rotation.)

extension Notification.Name {
    // Swift 4 spellings (see UIKitSwift4Names.swift).
    @available(*, deprecated, renamed: "UIApplication.didEnterBackgroundNotification")
    public static let UIApplicationDidEnterBackground = Application.didEnterBackgroundNotification
    @available(*, deprecated, renamed: "UIApplication.willEnterForegroundNotification")
    public static let UIApplicationWillEnterForeground = Application.willEnterForegroundNotification
    @available(*, deprecated, renamed: "UIApplication.didBecomeActiveNotification")
    public static let UIApplicationDidBecomeActive = Application.didBecomeActiveNotification
    @available(*, deprecated, renamed: "UIApplication.willResignActiveNotification")
    public static let UIApplicationWillResignActive = Application.willResignActiveNotification
    @available(*, deprecated, renamed: "UIApplication.willChangeStatusBarFrameNotification")
    public static let UIApplicationWillChangeStatusBarFrame = Application.willChangeStatusBarFrameNotification
}
