import Foundation

/// `UIActivityViewController`: the share sheet. Presented as UIKit presents it on a phone (a
/// sheet over the presenter: `.pageSheet` by default), it holds the items and the app's own
/// activities. There are no other apps or services on the simulated device, so the user can only
/// close it: `cancel()` is that (the sheet is dismissed, then `completionWithItemsHandler` hears
/// no activity and `completed == false`), and `perform(_:)` stands for choosing an activity the
/// sheet offers (dismissed, then the handler hears it completed). An excluded activity type, or
/// one the sheet does not offer, is refused and recorded.
open class ActivityViewController: ViewController {
    /// `UIActivity.ActivityType`.
    public typealias ActivityType = Activity.ActivityType
    public let activityItems: [Any]
    public let applicationActivities: [Activity]?
    /// `excludedActivityTypes`.
    open var excludedActivityTypes: [ActivityType]?
    /// `completionWithItemsHandler`: the activity chosen (nil when cancelled), whether it
    /// completed, the items it returned, and an error.
    open var completionWithItemsHandler: ((ActivityType?, Bool, [Any]?, Error?) -> Void)?

    /// `init(activityItems:applicationActivities:)`.
    public init(activityItems: [Any], applicationActivities: [Activity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
        modalPresentationStyle = .pageSheet
    }
    public required init?(coder: NSCoder) {
        activityItems = []
        applicationActivities = nil
        super.init(coder: coder)
    }

    /// The activity types the sheet offers: the system's (not excluded) and the app's own.
    public var offeredActivityTypes: [ActivityType] {
        let system: [ActivityType] = [.message, .mail, .copyToPasteboard, .airDrop, .print, .saveToCameraRoll, .addToReadingList]
        return system.filter { !(excludedActivityTypes ?? []).contains($0) } + (applicationActivities ?? []).compactMap(\.activityType)
    }

    /// The user closes the sheet without sharing.
    public func cancel() { finish(nil, completed: false) }

    /// The user chooses `type` among the offered activities. An app activity is prepared with
    /// the items (`prepare(withActivityItems:)`), then either shows its `activityViewController`
    /// — UIKit presents it over the sheet, and the sheet finishes when the activity calls
    /// `activityDidFinish(_:)` — or runs `perform()`.
    public func perform(_ type: ActivityType) {
        guard offeredActivityTypes.contains(type) else {
            return simulation.record(.rejectedCall, "\(type.rawValue) is not offered by \(reportTitle)")
        }
        guard let activity = applicationActivities?.first(where: { $0.activityType == type }) else {
            return finish(type, completed: true)
        }
        activity.prepare(withActivityItems: activityItems)
        if let shown = activity.activityViewController {
            activity.runningSheet = self
            return present(shown, animated: true)
        }
        activity.perform()
        finish(type, completed: true)
    }

    /// An activity whose view controller the sheet showed is done (`activityDidFinish(_:)`): its
    /// controller and the sheet go, then the handler hears the outcome.
    func activityFinished(_ activity: Activity, completed: Bool) {
        let type = activity.activityType
        guard presentedViewController != nil else { return finish(type, completed: completed) }
        dismiss(animated: true) { self.finish(type, completed: completed) }
    }

    private func finish(_ type: ActivityType?, completed: Bool) {
        let handler = completionWithItemsHandler
        guard presentingViewController != nil else { return handler?(type, completed, nil, nil) ?? () }
        dismiss(animated: true) { handler?(type, completed, nil, nil) }
    }
}

/// `UIActivity`: an app's own activity in the share sheet (subclasses override its members).
open class Activity: NSObject {
    /// `UIActivity.ActivityType`.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
        public static let sharePlay = ActivityType("com.apple.UIKit.activity.SharePlay")
        public static let collaborationInviteWithLink = ActivityType("com.apple.UIKit.activity.CollaborationInviteWithLink")
        public static let collaborationCopyLink = ActivityType("com.apple.UIKit.activity.CollaborationCopyLink")
        public static let addToHomeScreen = ActivityType("com.apple.UIKit.activity.AddToHomeScreen")
    }
    /// `UIActivity.Category`.
    public enum Category: Int, Sendable, Hashable { case action, share }
    open class var activityCategory: Category { .action }
    /// `activityType` (optional, as UIKit's; the model's default names the class).
    open var activityType: ActivityType? { ActivityType("\(type(of: self))") }
    open var activityTitle: String? { nil }
    open var activityImage: Image? { nil }
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { true }
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// `activityViewController`: a controller UIKit presents instead of calling `perform()`
    /// (nil: the activity has none); it calls `activityDidFinish(_:)` when the user is done.
    open var activityViewController: ViewController? { nil }
    open func perform() { activityDidFinish(true) }
    /// The sheet showing this activity's view controller (`perform(_:)`).
    weak var runningSheet: ActivityViewController?
    /// `activityDidFinish(_:)`: the sheet that showed this activity's view controller finishes.
    open func activityDidFinish(_ completed: Bool) {
        guard let sheet = runningSheet else { return }
        runningSheet = nil
        sheet.activityFinished(self, completed: completed)
    }
    public override init() { super.init() }
}
