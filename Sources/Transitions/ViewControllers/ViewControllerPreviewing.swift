import Foundation

/// `UIForceTouchCapability`: whether the device senses touch pressure (3D Touch).
public enum ForceTouchCapability: Int, Sendable, Hashable { case unknown, unavailable, available }

extension TraitCollection {
    /// `forceTouchCapability`: the simulated devices have no 3D Touch (as every iPhone since the
    /// XR and 11), so `.unavailable`.
    public var forceTouchCapability: ForceTouchCapability { .unavailable }
}

/// `UIViewControllerPreviewingDelegate` (iOS 9–13, 3D Touch "peek and pop"): the controller to
/// preview at a location, and committing to it.
public protocol ViewControllerPreviewingDelegate: SelectorPerforming {
    func previewingContext(_ previewingContext: any ViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> ViewController?
    func previewingContext(_ previewingContext: any ViewControllerPreviewing, commit viewControllerToCommit: ViewController)
}

/// `UIViewControllerPreviewing`: a registration of a source view for previews.
public protocol ViewControllerPreviewing: SelectorPerforming {
    var previewingGestureRecognizerForFailureRelationship: GestureRecognizer { get }
    var delegate: any ViewControllerPreviewingDelegate { get }
    var sourceView: View { get }
    var sourceRect: CGRect { get set }
}

/// The model's registration: kept, never triggered — previews need 3D Touch, which the simulated
/// device does not have (`forceTouchCapability` is `.unavailable`), as on an iPhone without it.
final class PreviewingRegistration: UIKitNSObject, ViewControllerPreviewing {
    let previewingGestureRecognizerForFailureRelationship = GestureRecognizer()
    // The registering controller keeps the registration; the registration refers back weakly
    // (no cycle for the leak census), answering an inert delegate once the controller is gone.
    weak var previewDelegate: (any ViewControllerPreviewingDelegate & AnyObject)?
    var delegate: any ViewControllerPreviewingDelegate { previewDelegate ?? Detached() }
    private final class Detached: UIKitNSObject, ViewControllerPreviewingDelegate {
        func previewingContext(_ previewingContext: any ViewControllerPreviewing, viewControllerForLocation location: CGPoint) -> ViewController? { nil }
        func previewingContext(_ previewingContext: any ViewControllerPreviewing, commit viewControllerToCommit: ViewController) {}
    }
    let sourceView: View
    var sourceRect: CGRect

    init(delegate: any ViewControllerPreviewingDelegate & AnyObject, sourceView: View) {
        previewDelegate = delegate
        self.sourceView = sourceView
        sourceRect = sourceView.bounds
        super.init()
    }
}

extension ViewController {
    /// `registerForPreviewing(with:sourceView:)`: a registration that never fires (see
    /// `PreviewingRegistration`); kept until `unregisterForPreviewing(withContext:)`.
    @discardableResult
    public func registerForPreviewing(with delegate: any ViewControllerPreviewingDelegate & AnyObject, sourceView: View) -> any ViewControllerPreviewing {
        let registration = PreviewingRegistration(delegate: delegate, sourceView: sourceView)
        previewingRegistrations.append(registration)
        return registration
    }

    /// `unregisterForPreviewing(withContext:)`.
    public func unregisterForPreviewing(withContext previewing: any ViewControllerPreviewing) {
        previewingRegistrations.removeAll { $0 === previewing as AnyObject }
    }

    private var previewingRegistrations: [PreviewingRegistration] {
        get { AssociatedObjects.get(self, key: PreviewingKeys.registrations) as? [PreviewingRegistration] ?? [] }
        set { AssociatedObjects.set(self, key: PreviewingKeys.registrations, value: newValue, policy: .retain) }
    }
}

private enum PreviewingKeys {
    nonisolated(unsafe) static let registrations = UnsafeRawPointer(UnsafeMutableRawPointer.allocate(byteCount: 1, alignment: 1))
}

/// `UIPreviewInteractionDelegate` (iOS 10–13): the stages of a 3D Touch press on the
/// interaction's view. Every method but `previewInteraction(_:didUpdatePreviewTransition:ended:)`
/// and `previewInteractionDidCancel(_:)` is optional.
public protocol PreviewInteractionDelegate: SelectorPerforming {
    func previewInteractionShouldBegin(_ previewInteraction: PreviewInteraction) -> Bool
    func previewInteraction(_ previewInteraction: PreviewInteraction, didUpdatePreviewTransition transitionProgress: CGFloat, ended: Bool)
    func previewInteraction(_ previewInteraction: PreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat, ended: Bool)
    func previewInteractionDidCancel(_ previewInteraction: PreviewInteraction)
}

extension PreviewInteractionDelegate {
    public func previewInteractionShouldBegin(_ previewInteraction: PreviewInteraction) -> Bool { true }
    public func previewInteraction(_ previewInteraction: PreviewInteraction, didUpdateCommitTransition transitionProgress: CGFloat, ended: Bool) {}
}

/// `UIPreviewInteraction` (iOS 10–13): reports a 3D Touch press on `view` as preview and commit
/// progress. The simulated devices have no 3D Touch (`forceTouchCapability` is `.unavailable`),
/// so, as on such an iPhone, no press ever begins: the delegate is never called; `cancel()`
/// does nothing outside a press, and `location(in:)` is the view's origin.
open class PreviewInteraction: UIKitNSObject {
    public private(set) weak var view: View?
    open weak var delegate: (any PreviewInteractionDelegate & AnyObject)?

    public init(view: View) {
        self.view = view
        super.init()
    }

    /// `location(in:)`: where the press is, in `coordinateSpace`'s coordinates (no press: the
    /// view's origin).
    open func location(in coordinateSpace: View?) -> CGPoint {
        guard let view else { return .zero }
        return coordinateSpace.map { view.convert(CGPoint.zero, to: $0) } ?? view.convert(CGPoint.zero, to: nil)
    }

    /// `cancel()`: ends the press in progress; there never is one.
    open func cancel() {}
}
