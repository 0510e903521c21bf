import Foundation
import Transitions

/// `UIBarPositioning`: a bar that knows its position.
public protocol UIBarPositioning: AnyObject {
    var barPosition: UIBarPosition { get }
}

/// `UIBarPositioningDelegate`: `position(for:)`, UIKit's optional requirement (default
/// `.any`). The model draws no bars, so it never asks: a bar's `barPosition` is where the
/// model puts it.
public protocol UIBarPositioningDelegate: AnyObject {
    func position(for bar: any UIBarPositioning) -> UIBarPosition
}

extension UIBarPositioningDelegate {
    public func position(for bar: any UIBarPositioning) -> UIBarPosition { .any }
}

extension NavigationBar: UIBarPositioning {
    /// `barPosition`: `.topAttached` for a navigation controller's bar (it sits under the
    /// status bar and UIKit's navigation controller answers so), else `.top`.
    public var barPosition: UIBarPosition { managingController != nil ? .topAttached : .top }
}

extension TabBar: UIBarPositioning {
    /// `barPosition`: `.bottom` (the model's tab bars are along the bottom).
    public var barPosition: UIBarPosition { .bottom }
}
