import Foundation
import Transitions

// UIKit's view types and small value types that transition code touches but whose drawing the
// model does not render: they keep what is set on them, and take part in the view tree like any
// view.

public typealias UIStatusBarStyle = StatusBarStyle
public typealias UIContentContainer = ContentContainer
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
public typealias CGPath = ShapePath

public typealias UIImage = Image
public typealias UIImageView = ImageView
public typealias UIFont = Font
public typealias NSTextAlignment = TextAlignment
public typealias UILabel = Label
public typealias UIBaselineAdjustment = Label.BaselineAdjustment
public typealias UIBezierPath = BezierPath
public typealias UIRectCorner = RectCorner
public typealias UIStackView = StackView
public typealias UITextView = TextView
public typealias UITextField = TextField
/// `UIKeyInput`: a responder that takes typed text (the software keyboard shows for it).
public typealias UIKeyInput = KeyInput

public typealias UIKeyboardLayoutGuide = KeyboardLayoutGuide
/// `UICornerConfiguration` / `UICornerRadius` (iOS 26).
public typealias UICornerConfiguration = CornerConfiguration
public typealias UICornerRadius = CornerRadius
public typealias UIVisualEffect = VisualEffect
public typealias UIBlurEffect = BlurEffect
public typealias UIGlassEffect = GlassEffect
public typealias UIVibrancyEffect = VibrancyEffect
public typealias UIVibrancyEffectStyle = VibrancyEffect.Style
public typealias UIVisualEffectView = VisualEffectView

extension CGPoint {
    /// `equalTo(_:)` (Core Graphics' `CGPointEqualToPoint`): `==`.
    public func equalTo(_ point2: CGPoint) -> Bool { self == point2 }
    /// `applying(_:)`: the point through an affine transform.
    public func applying(_ t: CGAffineTransform) -> CGPoint { t.apply(to: self) }
}

extension CGSize {
    /// `equalTo(_:)` (`CGSizeEqualToSize`): `==`.
    public func equalTo(_ size2: CGSize) -> Bool { self == size2 }
    /// `applying(_:)`: the size through the transform's linear part (may be negative, as in Core
    /// Graphics).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// `equalTo(_:)` (`CGRectEqualToRect`): the standardized rectangles are equal, so a rectangle
    /// with a negative width equals the same area spelled with a positive one, as in Core Graphics.
    public func equalTo(_ rect2: CGRect) -> Bool { standardized == rect2.standardized }
    /// `applying(_:)`: the bounding box of the transformed corners (Core Graphics' definition).
    public func applying(_ t: CGAffineTransform) -> CGRect {
        let corners = [
            CGPoint(x: minX, y: minY), CGPoint(x: maxX, y: minY), CGPoint(x: minX, y: maxY), CGPoint(x: maxX, y: maxY),
        ].map { t.apply(to: $0) }
        let xs = corners.map(\.x), ys = corners.map(\.y)
        return CGRect(x: xs.min()!, y: ys.min()!, width: xs.max()! - xs.min()!, height: ys.max()! - ys.min()!)
    }
}

/// `UITableViewController`.
public typealias UITableViewController = TableViewController
/// `UICollectionViewController`.
public typealias UICollectionViewController = CollectionViewController

public typealias UIAlertController = AlertController
public typealias UIAlertAction = AlertAction
public typealias UIContextualAction = ContextualAction
public typealias UISwipeActionsConfiguration = SwipeActionsConfiguration
public typealias UITableViewRowAction = TableViewRowAction
@available(*, deprecated, renamed: "UITableViewRowAction.Style")
public typealias UITableViewRowActionStyle = TableViewRowAction.Style
public typealias UIActivityViewController = ActivityViewController
public typealias UIImagePickerController = ImagePickerController
public typealias UIInputViewController = InputViewController
public typealias UIImagePickerControllerDelegate = ImagePickerControllerDelegate
public typealias UIActivity = Activity
public typealias UITextViewDelegate = TextViewDelegate
public typealias UIMenuElement = MenuElement
public typealias UIMenu = Menu
public typealias UIContextMenuConfiguration = ContextMenuConfiguration
public typealias UIContextMenuInteraction = ContextMenuInteraction
public typealias UIContextMenuInteractionDelegate = ContextMenuInteractionDelegate
public typealias UITargetedPreview = TargetedPreview
public typealias UIPreviewParameters = PreviewParameters
public typealias UIPreviewTarget = PreviewTarget
public typealias UIContextMenuInteractionAnimating = ContextMenuInteractionAnimating
public typealias UIContextMenuInteractionCommitAnimating = ContextMenuInteractionCommitAnimating
public typealias UIContextMenuInteractionCommitStyle = ContextMenuInteractionCommitStyle

/// SafariServices' names (`import SafariServices` is TransitionsUIKit's).
public typealias SFSafariViewController = SafariViewController
public typealias SFSafariViewControllerDelegate = SafariViewControllerDelegate

/// The pointer's names (iPadOS 13.4): no pointer moves on the simulated phone.
public typealias UIPointerInteraction = PointerInteraction
public typealias UIPointerInteractionDelegate = PointerInteractionDelegate
public typealias UIPointerInteractionAnimating = PointerInteractionAnimating
public typealias UIPointerRegion = PointerRegion
public typealias UIPointerRegionRequest = PointerRegionRequest
public typealias UIPointerStyle = PointerStyle
public typealias UIPointerEffect = PointerEffect
public typealias UIPointerShape = PointerShape
