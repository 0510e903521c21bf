import Foundation
import Testing
import TransitionsUIKit

/// A constraint that follows the keyboard, as apps write one: it starts observing in
/// `awakeFromNib()` (an `NSObject` method on iOS) and names the notifications through
/// `UIApplication`, a `UIResponder` on iOS.
final class KeyboardFollowingConstraint: NSLayoutConstraint, @unchecked Sendable {
    private(set) var heights: [CGFloat] = []
    private var token: NSObjectProtocol?
    override func awakeFromNib() {
        super.awakeFromNib()
        token = NotificationCenter.default.addObserver(forName: UIApplication.keyboardWillShowNotification, object: nil, queue: nil) {
            [weak self] note in
            guard let self, let frame = (note.userInfo?[UIApplication.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
            self.constant = frame.height
            self.heights.append(frame.height)
        }
    }
    func stop() { token.map(NotificationCenter.default.removeObserver) }
}

@Suite struct TwelfthPassSemanticsTests {
    @Test func aConstraintHearsTheKeyboardThroughTheApplicationsNames() throws {
        #expect(UIApplication.keyboardWillShowNotification == UIResponder.keyboardWillShowNotification)
        #expect(UIApplication.keyboardDidHideNotification == UIResponder.keyboardDidHideNotification)
        #expect(UIApplication.keyboardAnimationCurveUserInfoKey == UIResponder.keyboardAnimationCurveUserInfoKey)
        try withUIKitStage { sim, root in
            let field = UITextField(frame: CGRect(x: 20, y: 600, width: 350, height: 44))
            root.view.addSubview(field)
            let bottom = KeyboardFollowingConstraint()
            bottom.awakeFromNib()
            defer { bottom.stop() }
            #expect(field.becomeFirstResponder())
            try sim.runUntilIdle()
            #expect(bottom.heights == [336] && bottom.constant == 336)
        }
    }

    /// The app delegate of Xcode's template with Core Data: the container's one store loads
    /// without error, and saving a context that has no changes writes nothing.
    @Test func theCoreDataTemplateLaunches() throws {
        let container = NSPersistentContainer(name: "Transitions")
        var loaded: [URL?] = []
        container.loadPersistentStores { description, error in
            #expect(error == nil)
            loaded.append(description.url)
        }
        #expect(loaded.count == 1 && loaded[0]?.lastPathComponent == "Transitions.sqlite")
        let context = container.viewContext
        #expect(!context.hasChanges && context.concurrencyType == .mainQueueConcurrencyType)
        try context.save()
        var ran = false
        container.performBackgroundTask { background in ran = background.concurrencyType == .privateQueueConcurrencyType }
        #expect(ran)
    }
}
