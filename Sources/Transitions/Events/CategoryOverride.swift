import Foundation
import Synchronization

/// Overrides an app declares inside an extension of a UIKit class (an Objective-C category):
/// `extension UINavigationController { open override var childForStatusBarStyle: … }`,
/// `extension UIButton { open override func point(inside:with:) … }` (larger touch areas),
/// `extension UIScrollView { open override func gestureRecognizerShouldBegin(_:) … }`.
///
/// On iOS a category replaces the class's method: instances of the class and of its subclasses
/// run it (a subclass's own override first, whose `super` call reaches it), and its own `super`
/// call runs the superclass's method. Swift cannot override in an extension of a class from
/// another module, so `transit-uikit-rewrite` renames such a member and conforms the class to the
/// member's protocol here; the model's own implementation of the member (where UIKit's
/// dispatch ends: a subclass override's `super` call, or the member itself for a class that
/// does not override it) asks `run` first, which runs the category unless it is already running
/// for that object and member — its `super` call then reaches the model's behaviour.
///
/// Where the model's own container overrides a member (a navigation controller's
/// `viewDidLoad`), the container calls `super` first, so the category runs there, before the
/// rest of the container's code, instead of replacing it (UIKit would lose its own
/// implementation; the model keeps its containers working). A member not
/// listed here, overridden in an extension of a UIKit class, stays a compile error (Swift's
/// "cannot be overridden from extension"), never a silent no-op.
public enum CategoryOverride {
    /// The objects and members whose category is running on this thread.
    @TaskLocal static var running: Set<Running> = []

    struct Running: Hashable {
        let object: ObjectIdentifier
        let member: String
    }

    /// `category()` for `object`'s `member`, or nil when it is already running (the category's
    /// `super` call, or the category calling the member on itself).
    static func run<T>(_ object: AnyObject, _ member: String, _ category: () -> T) -> T? {
        let key = Running(object: ObjectIdentifier(object), member: member)
        let now = running
        if now.contains(key) { return nil }
        return $running.withValue(now.union([key])) { category() }
    }

    // Responders: touches (a view's or controller's; `Control`'s tracking is where a category on
    // a control class ends, so it runs there before the control tracks).
    public protocol TouchesBegan: Responder { func categoryTouchesBegan(_ touches: Set<Touch>, with event: Event?) }
    public protocol TouchesMoved: Responder { func categoryTouchesMoved(_ touches: Set<Touch>, with event: Event?) }
    public protocol TouchesEnded: Responder { func categoryTouchesEnded(_ touches: Set<Touch>, with event: Event?) }
    public protocol TouchesCancelled: Responder { func categoryTouchesCancelled(_ touches: Set<Touch>, with event: Event?) }

    // Objects: key-value observing and nib loading (`UIKitNSObject`'s members).
    public protocol ObserveValue: UIKitNSObject {
        func categoryObserveValue(forKeyPath keyPath: String?, of object: Any?, change: [KeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?)
    }
    public protocol AwakeFromNib: UIKitNSObject { func categoryAwakeFromNib() }
    /// A view's or controller's `traitCollectionDidChange(_:)`.
    public protocol TraitCollectionDidChange: Responder { func categoryTraitCollectionDidChange(_ previousTraitCollection: TraitCollection?) }

    /// `UIApplication.next`, read once when the app launches (`Application.launch()`).
    public protocol ApplicationNext: AnyObject { var categoryNext: Responder? { get } }

    // Views.
    public protocol HitTest: View { func categoryHitTest(_ point: CGPoint, with event: Event?) -> View? }
    public protocol PointInside: View { func categoryPoint(inside point: CGPoint, with event: Event?) -> Bool }
    public protocol SizeToFit: View { func categorySizeToFit() }
    public protocol GestureRecognizerShouldBegin: View { func categoryGestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool }

    // Controllers: the view's life cycle.
    public protocol ViewDidLoad: ViewController { func categoryViewDidLoad() }
    public protocol ViewWillAppear: ViewController { func categoryViewWillAppear(_ animated: Bool) }
    public protocol ViewDidAppear: ViewController { func categoryViewDidAppear(_ animated: Bool) }
    public protocol ViewWillDisappear: ViewController { func categoryViewWillDisappear(_ animated: Bool) }
    public protocol ViewDidDisappear: ViewController { func categoryViewDidDisappear(_ animated: Bool) }
    public protocol ViewWillLayoutSubviews: ViewController { func categoryViewWillLayoutSubviews() }
    public protocol ViewDidLayoutSubviews: ViewController { func categoryViewDidLayoutSubviews() }

    // Controllers: status bar and orientation.
    public protocol PreferredStatusBarStyle: ViewController { var categoryPreferredStatusBarStyle: StatusBarStyle { get } }
    public protocol PrefersStatusBarHidden: ViewController { var categoryPrefersStatusBarHidden: Bool { get } }
    public protocol ChildForStatusBarStyle: ViewController { var categoryChildForStatusBarStyle: ViewController? { get } }
    public protocol ChildForStatusBarHidden: ViewController { var categoryChildForStatusBarHidden: ViewController? { get } }
    public protocol ShouldAutorotate: ViewController { var categoryShouldAutorotate: Bool { get } }
    public protocol SupportedInterfaceOrientations: ViewController {
        var categorySupportedInterfaceOrientations: InterfaceOrientationMask { get }
    }

    /// The members above whose protocol an object's class adopts, one bit each. The model's
    /// members ask `UIKitNSObject.adoptsCategory(_:)` before casting: a failed `as?` to a protocol
    /// costs a conformance search (about 2,000 instructions, on every call of a life-cycle or
    /// hit-testing member), so each class is searched once, here, and each object keeps its
    /// class's answer.
    package struct Members: OptionSet, Sendable {
        package let rawValue: UInt32
        package init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Set once the object holds its class's answer.
        static let known = Members(rawValue: 1 << 31)
        static let touchesBegan = Members(rawValue: 1 << 0)
        static let touchesMoved = Members(rawValue: 1 << 1)
        static let touchesEnded = Members(rawValue: 1 << 2)
        static let touchesCancelled = Members(rawValue: 1 << 3)
        static let observeValue = Members(rawValue: 1 << 4)
        static let awakeFromNib = Members(rawValue: 1 << 5)
        static let traitCollectionDidChange = Members(rawValue: 1 << 6)
        static let hitTest = Members(rawValue: 1 << 7)
        static let pointInside = Members(rawValue: 1 << 8)
        static let sizeToFit = Members(rawValue: 1 << 9)
        static let gestureRecognizerShouldBegin = Members(rawValue: 1 << 10)
        static let viewDidLoad = Members(rawValue: 1 << 11)
        static let viewWillAppear = Members(rawValue: 1 << 12)
        static let viewDidAppear = Members(rawValue: 1 << 13)
        static let viewWillDisappear = Members(rawValue: 1 << 14)
        static let viewDidDisappear = Members(rawValue: 1 << 15)
        static let viewWillLayoutSubviews = Members(rawValue: 1 << 16)
        static let viewDidLayoutSubviews = Members(rawValue: 1 << 17)
        static let preferredStatusBarStyle = Members(rawValue: 1 << 18)
        static let prefersStatusBarHidden = Members(rawValue: 1 << 19)
        static let childForStatusBarStyle = Members(rawValue: 1 << 20)
        static let childForStatusBarHidden = Members(rawValue: 1 << 21)
        static let shouldAutorotate = Members(rawValue: 1 << 22)
        static let supportedInterfaceOrientations = Members(rawValue: 1 << 23)
    }

    /// Each class's answer, by class: classes are few and never unloaded.
    private static let membersByClass = Mutex<[ObjectIdentifier: Members]>([:])

    /// The category members `object`'s class adopts (`Members.known` included).
    static func members(adoptedBy object: UIKitNSObject) -> Members {
        let cls = ObjectIdentifier(type(of: object))
        if let known = membersByClass.withLock({ $0[cls] }) { return known }
        var m: Members = .known
        if object is TouchesBegan { m.insert(.touchesBegan) }
        if object is TouchesMoved { m.insert(.touchesMoved) }
        if object is TouchesEnded { m.insert(.touchesEnded) }
        if object is TouchesCancelled { m.insert(.touchesCancelled) }
        if object is ObserveValue { m.insert(.observeValue) }
        if object is AwakeFromNib { m.insert(.awakeFromNib) }
        if object is TraitCollectionDidChange { m.insert(.traitCollectionDidChange) }
        if object is HitTest { m.insert(.hitTest) }
        if object is PointInside { m.insert(.pointInside) }
        if object is SizeToFit { m.insert(.sizeToFit) }
        if object is GestureRecognizerShouldBegin { m.insert(.gestureRecognizerShouldBegin) }
        if object is ViewDidLoad { m.insert(.viewDidLoad) }
        if object is ViewWillAppear { m.insert(.viewWillAppear) }
        if object is ViewDidAppear { m.insert(.viewDidAppear) }
        if object is ViewWillDisappear { m.insert(.viewWillDisappear) }
        if object is ViewDidDisappear { m.insert(.viewDidDisappear) }
        if object is ViewWillLayoutSubviews { m.insert(.viewWillLayoutSubviews) }
        if object is ViewDidLayoutSubviews { m.insert(.viewDidLayoutSubviews) }
        if object is PreferredStatusBarStyle { m.insert(.preferredStatusBarStyle) }
        if object is PrefersStatusBarHidden { m.insert(.prefersStatusBarHidden) }
        if object is ChildForStatusBarStyle { m.insert(.childForStatusBarStyle) }
        if object is ChildForStatusBarHidden { m.insert(.childForStatusBarHidden) }
        if object is ShouldAutorotate { m.insert(.shouldAutorotate) }
        if object is SupportedInterfaceOrientations { m.insert(.supportedInterfaceOrientations) }
        membersByClass.withLock { $0[cls] = m }
        return m
    }
}
