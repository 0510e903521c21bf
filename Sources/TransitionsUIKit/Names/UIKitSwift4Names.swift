import Foundation
import Transitions

// The spellings of UIKit before Swift 4.2 renamed them (Xcode 10), kept as deprecated aliases:
// transition code written for Swift 4 and never migrated — common in tutorials and older
// libraries — compiles with a warning that names the current spelling. (Apple's SDK marks them
// obsoleted in Swift 4.2, so Xcode refuses them; the model only warns.)

@available(*, deprecated, renamed: "UINavigationController.Operation")
public typealias UINavigationControllerOperation = NavigationOperation
@available(*, deprecated, renamed: "UIGestureRecognizer.State")
public typealias UIGestureRecognizerState = GestureRecognizer.State
@available(*, deprecated, renamed: "UIView.AnimationOptions")
public typealias UIViewAnimationOptions = View.AnimationOptions
@available(*, deprecated, renamed: "UIView.AnimationCurve")
public typealias UIViewAnimationCurve = View.AnimationCurve
@available(*, deprecated, renamed: "UIView.KeyframeAnimationOptions")
public typealias UIViewKeyframeAnimationOptions = View.KeyframeAnimationOptions
@available(*, deprecated, renamed: "UIView.ContentMode")
public typealias UIViewContentMode = View.ContentMode
@available(*, deprecated, renamed: "UIView.AutoresizingMask")
public typealias UIViewAutoresizing = View.AutoresizingMask
@available(*, deprecated, renamed: "UIControl.Event")
public typealias UIControlEvents = Control.Event
@available(*, deprecated, renamed: "UIControl.State")
public typealias UIControlState = Control.State
@available(*, deprecated, renamed: "UITableViewCell.CellStyle")
public typealias UITableViewCellStyle = TableViewCell.CellStyle
@available(*, deprecated, renamed: "UIBlurEffect.Style")
public typealias UIBlurEffectStyle = BlurEffect.Style
@available(*, deprecated, renamed: "NSLayoutConstraint.Attribute")
public typealias NSLayoutAttribute = LayoutConstraint.Attribute
@available(*, deprecated, renamed: "NSLayoutConstraint.Relation")
public typealias NSLayoutRelation = LayoutConstraint.Relation
@available(*, deprecated, renamed: "NSLayoutConstraint.Axis")
public typealias UILayoutConstraintAxis = LayoutConstraint.Axis
@available(*, deprecated, renamed: "UITableView.ScrollPosition")
public typealias UITableViewScrollPosition = TableView.ScrollPosition
@available(*, deprecated, renamed: "UITableView.Style")
public typealias UITableViewStyle = TableView.Style
@available(*, deprecated, renamed: "UITableViewCell.SeparatorStyle")
public typealias UITableViewCellSeparatorStyle = TableView.SeparatorStyle
@available(*, deprecated, renamed: "UITableViewCell.SelectionStyle")
public typealias UITableViewCellSelectionStyle = TableViewCell.SelectionStyle
@available(*, deprecated, renamed: "UITableViewCell.AccessoryType")
public typealias UITableViewCellAccessoryType = TableViewCell.AccessoryType
@available(*, deprecated, renamed: "UITableViewCell.EditingStyle")
public typealias UITableViewCellEditingStyle = TableViewCell.EditingStyle
@available(*, deprecated, renamed: "UICollectionView.ScrollPosition")
public typealias UICollectionViewScrollPosition = CollectionView.ScrollPosition
@available(*, deprecated, renamed: "UICollectionView.ScrollDirection")
public typealias UICollectionViewScrollDirection = CollectionViewFlowLayout.ScrollDirection
@available(*, deprecated, renamed: "UIButton.ButtonType")
public typealias UIButtonType = Button.ButtonType
@available(*, deprecated, renamed: "UIBarButtonItem.SystemItem")
public typealias UIBarButtonSystemItem = BarButtonItem.SystemItem
@available(*, deprecated, renamed: "UIBarButtonItem.Style")
public typealias UIBarButtonItemStyle = BarButtonItem.Style
@available(*, deprecated, renamed: "UIScrollView.ContentInsetAdjustmentBehavior")
public typealias UIScrollViewContentInsetAdjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior
@available(*, deprecated, renamed: "UIScrollView.KeyboardDismissMode")
public typealias UIScrollViewKeyboardDismissMode = ScrollView.KeyboardDismissMode
@available(*, deprecated, renamed: "UIScrollView.IndicatorStyle")
public typealias UIScrollViewIndicatorStyle = ScrollView.IndicatorStyle
@available(*, deprecated, renamed: "RunLoop.Mode")
public typealias RunLoopMode = RunLoop.Mode

extension RunLoop.Mode {
    @available(*, deprecated, renamed: "common")
    public static var commonModes: RunLoop.Mode { .common }
    @available(*, deprecated, renamed: "default")
    public static var defaultRunLoopMode: RunLoop.Mode { .default }
}

@available(*, deprecated, renamed: "UIEdgeInsets(top:left:bottom:right:)")
public func UIEdgeInsetsMake(_ top: CGFloat, _ left: CGFloat, _ bottom: CGFloat, _ right: CGFloat) -> EdgeInsets {
    EdgeInsets(top: top, left: left, bottom: bottom, right: right)
}

@available(*, deprecated, renamed: "CGRect.inset(by:)")
public func UIEdgeInsetsInsetRect(_ rect: CGRect, _ insets: EdgeInsets) -> CGRect {
    CGRect(x: rect.minX + insets.left, y: rect.minY + insets.top,
           width: rect.width - insets.left - insets.right, height: rect.height - insets.top - insets.bottom)
}

extension ViewController {
    @available(*, deprecated, renamed: "addChild(_:)")
    public func addChildViewController(_ child: ViewController) { addChild(child) }
    @available(*, deprecated, renamed: "removeFromParent()")
    public func removeFromParentViewController() { removeFromParent() }
    @available(*, deprecated, renamed: "willMove(toParent:)")
    public func willMove(toParentViewController parent: ViewController?) { willMove(toParent: parent) }
    @available(*, deprecated, renamed: "didMove(toParent:)")
    public func didMove(toParentViewController parent: ViewController?) { didMove(toParent: parent) }
    @available(*, deprecated, renamed: "children")
    public var childViewControllers: [ViewController] { children }
}

extension View {
    @available(*, deprecated, renamed: "bringSubviewToFront(_:)")
    public func bringSubview(toFront view: View) { bringSubviewToFront(view) }
    @available(*, deprecated, renamed: "sendSubviewToBack(_:)")
    public func sendSubview(toBack view: View) { sendSubviewToBack(view) }
}

extension Notification.Name {
    @available(*, deprecated, renamed: "UITextField.textDidChangeNotification")
    public static let UITextFieldTextDidChange = TextField.textDidChangeNotification
    @available(*, deprecated, renamed: "UITextField.textDidBeginEditingNotification")
    public static let UITextFieldTextDidBeginEditing = TextField.textDidBeginEditingNotification
    @available(*, deprecated, renamed: "UITextField.textDidEndEditingNotification")
    public static let UITextFieldTextDidEndEditing = TextField.textDidEndEditingNotification
    @available(*, deprecated, renamed: "UIResponder.keyboardWillShowNotification")
    public static let UIKeyboardWillShow = Responder.keyboardWillShowNotification
    @available(*, deprecated, renamed: "UIResponder.keyboardWillHideNotification")
    public static let UIKeyboardWillHide = Responder.keyboardWillHideNotification
    @available(*, deprecated, renamed: "UIResponder.keyboardDidShowNotification")
    public static let UIKeyboardDidShow = Responder.keyboardDidShowNotification
    @available(*, deprecated, renamed: "UIResponder.keyboardDidHideNotification")
    public static let UIKeyboardDidHide = Responder.keyboardDidHideNotification
    @available(*, deprecated, renamed: "UIResponder.keyboardWillChangeFrameNotification")
    public static let UIKeyboardWillChangeFrame = Responder.keyboardWillChangeFrameNotification
    @available(*, deprecated, renamed: "UIResponder.keyboardDidChangeFrameNotification")
    public static let UIKeyboardDidChangeFrame = Responder.keyboardDidChangeFrameNotification
    @available(*, deprecated, renamed: "UIDevice.orientationDidChangeNotification")
    public static let UIDeviceOrientationDidChange = Device.orientationDidChangeNotification
}

@available(*, deprecated, renamed: "UIResponder.keyboardFrameEndUserInfoKey")
public let UIKeyboardFrameEndUserInfoKey = Responder.keyboardFrameEndUserInfoKey
@available(*, deprecated, renamed: "UIResponder.keyboardFrameBeginUserInfoKey")
public let UIKeyboardFrameBeginUserInfoKey = Responder.keyboardFrameBeginUserInfoKey
@available(*, deprecated, renamed: "UIResponder.keyboardAnimationDurationUserInfoKey")
public let UIKeyboardAnimationDurationUserInfoKey = Responder.keyboardAnimationDurationUserInfoKey
@available(*, deprecated, renamed: "UIResponder.keyboardAnimationCurveUserInfoKey")
public let UIKeyboardAnimationCurveUserInfoKey = Responder.keyboardAnimationCurveUserInfoKey
@available(*, deprecated, renamed: "UIResponder.keyboardIsLocalUserInfoKey")
public let UIKeyboardIsLocalUserInfoKey = Responder.keyboardIsLocalUserInfoKey
/// `UIKeyboardCenterBeginUserInfoKey` / `UIKeyboardCenterEndUserInfoKey` (deprecated in iOS 3.2,
/// still in the notifications the simulated keyboard posts).
public let UIKeyboardCenterBeginUserInfoKey = "UIKeyboardCenterBeginUserInfoKey"
public let UIKeyboardCenterEndUserInfoKey = "UIKeyboardCenterEndUserInfoKey"
@available(*, deprecated, renamed: "UIActivityIndicatorView.Style")
public typealias UIActivityIndicatorViewStyle = ActivityIndicatorView.Style
extension ActivityIndicatorView {
    @available(*, deprecated, renamed: "init(style:)")
    public convenience init(activityIndicatorStyle style: Style) { self.init(style: style) }
    @available(*, deprecated, renamed: "style")
    public var activityIndicatorViewStyle: Style {
        get { style }
        set { style = newValue }
    }
}
@available(*, deprecated, renamed: "UIPageViewController.OptionsKey.interPageSpacing")
public let UIPageViewControllerOptionInterPageSpacingKey = PageViewController.OptionsKey.interPageSpacing
@available(*, deprecated, renamed: "UIPageViewController.OptionsKey.spineLocation")
public let UIPageViewControllerOptionSpineLocationKey = PageViewController.OptionsKey.spineLocation
@available(*, deprecated, renamed: "UITableView.RowAnimation")
public typealias UITableViewRowAnimation = TableView.RowAnimation

// Constants that Swift 4.2 moved into their types.
@available(*, deprecated, renamed: "UIWindow.Level")
public typealias UIWindowLevel = Window.Level
@available(*, deprecated, renamed: "UIWindow.Level.normal")
public let UIWindowLevelNormal = Window.Level.normal
@available(*, deprecated, renamed: "UIWindow.Level.statusBar")
public let UIWindowLevelStatusBar = Window.Level.statusBar
@available(*, deprecated, renamed: "UIWindow.Level.alert")
public let UIWindowLevelAlert = Window.Level.alert
@available(*, deprecated, renamed: "UIImage.RenderingMode")
public typealias UIImageRenderingMode = Image.RenderingMode
@available(*, deprecated, renamed: "UITableView.automaticDimension")
public let UITableViewAutomaticDimension = TableView.automaticDimension
@available(*, deprecated, renamed: "UINavigationController.hideShowBarDuration")
public let UINavigationControllerHideShowBarDuration = CGFloat(NavigationController.hideShowBarDuration)
@available(*, deprecated, renamed: "UIView.noIntrinsicMetric")
public let UIViewNoIntrinsicMetric = View.noIntrinsicMetric
@available(*, deprecated, renamed: "UIView.layoutFittingCompressedSize")
public let UILayoutFittingCompressedSize = View.layoutFittingCompressedSize
@available(*, deprecated, renamed: "UIView.layoutFittingExpandedSize")
public let UILayoutFittingExpandedSize = View.layoutFittingExpandedSize
@available(*, deprecated, renamed: "UIScrollView.DecelerationRate.fast")
public let UIScrollViewDecelerationRateFast = ScrollView.DecelerationRate.fast
@available(*, deprecated, renamed: "UIScrollView.DecelerationRate.normal")
public let UIScrollViewDecelerationRateNormal = ScrollView.DecelerationRate.normal
@available(*, deprecated, renamed: "UIFont.Weight.regular")
public let UIFontWeightRegular = Font.Weight.regular
@available(*, deprecated, renamed: "UIFont.Weight.medium")
public let UIFontWeightMedium = Font.Weight.medium
@available(*, deprecated, renamed: "UIFont.Weight.semibold")
public let UIFontWeightSemibold = Font.Weight.semibold
@available(*, deprecated, renamed: "UIFont.Weight.bold")
public let UIFontWeightBold = Font.Weight.bold
@available(*, deprecated, renamed: "UIFont.Weight.light")
public let UIFontWeightLight = Font.Weight.light
@available(*, deprecated, renamed: "CAShapeLayerLineCap.round")
public let kCALineCapRound = ShapeLayer.LineCap.round
@available(*, deprecated, renamed: "CAShapeLayerLineCap.butt")
public let kCALineCapButt = ShapeLayer.LineCap.butt
@available(*, deprecated, renamed: "CAShapeLayerLineCap.square")
public let kCALineCapSquare = ShapeLayer.LineCap.square
@available(*, deprecated, renamed: "CAShapeLayerLineJoin.round")
public let kCALineJoinRound = ShapeLayer.LineJoin.round
@available(*, deprecated, renamed: "CAShapeLayerLineJoin.miter")
public let kCALineJoinMiter = ShapeLayer.LineJoin.miter
@available(*, deprecated, renamed: "CAShapeLayerLineJoin.bevel")
public let kCALineJoinBevel = ShapeLayer.LineJoin.bevel
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.linear")
public let kCAMediaTimingFunctionLinear = MediaTimingFunction.Name.linear
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeIn")
public let kCAMediaTimingFunctionEaseIn = MediaTimingFunction.Name.easeIn
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeOut")
public let kCAMediaTimingFunctionEaseOut = MediaTimingFunction.Name.easeOut
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.easeInEaseOut")
public let kCAMediaTimingFunctionEaseInEaseOut = MediaTimingFunction.Name.easeInEaseOut
@available(*, deprecated, renamed: "CAMediaTimingFunctionName.default")
public let kCAMediaTimingFunctionDefault = MediaTimingFunction.Name.default
@available(*, deprecated, renamed: "CAMediaTimingFillMode.forwards")
public let kCAFillModeForwards = FillMode.forwards
@available(*, deprecated, renamed: "CAMediaTimingFillMode.backwards")
public let kCAFillModeBackwards = FillMode.backwards
@available(*, deprecated, renamed: "CAMediaTimingFillMode.both")
public let kCAFillModeBoth = FillMode.both
@available(*, deprecated, renamed: "CAMediaTimingFillMode.removed")
public let kCAFillModeRemoved = FillMode.removed
@available(*, deprecated, renamed: "CAAnimationCalculationMode.linear")
public let kCAAnimationLinear = KeyframeAnimation.CalculationMode.linear
@available(*, deprecated, renamed: "CAAnimationCalculationMode.discrete")
public let kCAAnimationDiscrete = KeyframeAnimation.CalculationMode.discrete
@available(*, deprecated, renamed: "CAAnimationCalculationMode.paced")
public let kCAAnimationPaced = KeyframeAnimation.CalculationMode.paced
@available(*, deprecated, renamed: "CAAnimationCalculationMode.cubic")
public let kCAAnimationCubic = KeyframeAnimation.CalculationMode.cubic
@available(*, deprecated, renamed: "CAAnimationCalculationMode.cubicPaced")
public let kCAAnimationCubicPaced = KeyframeAnimation.CalculationMode.cubicPaced
@available(*, deprecated, renamed: "CAAnimationRotationMode.rotateAuto")
public let kCAAnimationRotateAuto = KeyframeAnimation.RotationMode.rotateAuto
@available(*, deprecated, renamed: "CAAnimationRotationMode.rotateAutoReverse")
public let kCAAnimationRotateAutoReverse = KeyframeAnimation.RotationMode.rotateAutoReverse

/// `UIAccessibilityPostNotification(_:_:)` and its notification constants (Swift 4; now
/// `UIAccessibility.post(notification:argument:)`).
@available(*, deprecated, renamed: "UIAccessibility.post(notification:argument:)")
public func UIAccessibilityPostNotification(_ notification: UIAccessibility.Notification, _ argument: Any?) {
    UIAccessibility.post(notification: notification, argument: argument)
}
@available(*, deprecated, renamed: "UIAccessibility.Notification.announcement")
public let UIAccessibilityAnnouncementNotification = UIAccessibility.Notification.announcement
@available(*, deprecated, renamed: "UIAccessibility.Notification.screenChanged")
public let UIAccessibilityScreenChangedNotification = UIAccessibility.Notification.screenChanged
@available(*, deprecated, renamed: "UIAccessibility.Notification.layoutChanged")
public let UIAccessibilityLayoutChangedNotification = UIAccessibility.Notification.layoutChanged
/// `UIAccessibilityIsReduceMotionEnabled()` (Swift 4; now `UIAccessibility.isReduceMotionEnabled`).
@available(*, deprecated, renamed: "UIAccessibility.isReduceMotionEnabled")
public func UIAccessibilityIsReduceMotionEnabled() -> Bool { UIAccessibility.isReduceMotionEnabled }
@available(*, deprecated, renamed: "UIAccessibility.isVoiceOverRunning")
public func UIAccessibilityIsVoiceOverRunning() -> Bool { UIAccessibility.isVoiceOverRunning }
/// `UIDeviceOrientationIsLandscape(_:)` and friends (C macros; now the orientations' properties).
@available(*, deprecated, message: "use orientation.isLandscape")
public func UIDeviceOrientationIsLandscape(_ o: Device.Orientation) -> Bool { o.isLandscape }
@available(*, deprecated, message: "use orientation.isPortrait")
public func UIDeviceOrientationIsPortrait(_ o: Device.Orientation) -> Bool { o.isPortrait }
@available(*, deprecated, message: "use orientation.isLandscape")
public func UIInterfaceOrientationIsLandscape(_ o: InterfaceOrientation) -> Bool { o.isLandscape }
@available(*, deprecated, message: "use orientation.isPortrait")
public func UIInterfaceOrientationIsPortrait(_ o: InterfaceOrientation) -> Bool { o.isPortrait }
@available(*, deprecated, renamed: "CATransitionType.fade")
public let kCATransitionFade = LayerTransition.Kind.fade
@available(*, deprecated, renamed: "CATransitionType.push")
public let kCATransitionPush = LayerTransition.Kind.push
@available(*, deprecated, renamed: "CATransitionType.moveIn")
public let kCATransitionMoveIn = LayerTransition.Kind.moveIn
@available(*, deprecated, renamed: "CATransitionType.reveal")
public let kCATransitionReveal = LayerTransition.Kind.reveal
@available(*, deprecated, renamed: "CATransitionSubtype.fromRight")
public let kCATransitionFromRight = LayerTransition.Direction.fromRight
@available(*, deprecated, renamed: "CATransitionSubtype.fromLeft")
public let kCATransitionFromLeft = LayerTransition.Direction.fromLeft
@available(*, deprecated, renamed: "CATransitionSubtype.fromTop")
public let kCATransitionFromTop = LayerTransition.Direction.fromTop
@available(*, deprecated, renamed: "CATransitionSubtype.fromBottom")
public let kCATransitionFromBottom = LayerTransition.Direction.fromBottom

// More Swift 4 spellings (the third development corpus).
@available(*, deprecated, renamed: "UIPageViewController.NavigationDirection")
public typealias UIPageViewControllerNavigationDirection = PageViewController.NavigationDirection
@available(*, deprecated, renamed: "UIPageViewController.TransitionStyle")
public typealias UIPageViewControllerTransitionStyle = PageViewController.TransitionStyle
@available(*, deprecated, renamed: "UIPageViewController.NavigationOrientation")
public typealias UIPageViewControllerNavigationOrientation = PageViewController.NavigationOrientation
@available(*, deprecated, renamed: "UISwipeGestureRecognizer.Direction")
public typealias UISwipeGestureRecognizerDirection = SwipeGestureRecognizer.Direction
@available(*, deprecated, renamed: "UIView.TintAdjustmentMode")
public typealias UIViewTintAdjustmentMode = View.TintAdjustmentMode
@available(*, deprecated, renamed: "UIStackView.Alignment")
public typealias UIStackViewAlignment = StackView.Alignment
@available(*, deprecated, renamed: "UIStackView.Distribution")
public typealias UIStackViewDistribution = StackView.Distribution
@available(*, deprecated, renamed: "NSAttributedString.Key")
public typealias NSAttributedStringKey = NSAttributedString.Key
@available(*, deprecated, renamed: "UIFont.TextStyle")
public typealias UIFontTextStyle = Font.TextStyle
@available(*, deprecated, renamed: "UITouch.Phase")
public typealias UITouchPhase = Touch.Phase
@available(*, deprecated, renamed: "UIEvent.EventType")
public typealias UIEventType = Event.EventType
@available(*, deprecated, renamed: "UITextField.ViewMode")
public typealias UITextFieldViewMode = TextField.ViewMode
@available(*, deprecated, renamed: "UITextField.BorderStyle")
public typealias UITextBorderStyle = TextField.BorderStyle
@available(*, deprecated, renamed: "UIAccessibilityTraits.button")
public let UIAccessibilityTraitButton = AccessibilityTraits.button
@available(*, deprecated, renamed: "UIAlertController.Style")
public typealias UIAlertControllerStyle = AlertController.Style
@available(*, deprecated, renamed: "UIAlertAction.Style")
public typealias UIAlertActionStyle = AlertAction.Style
@available(*, deprecated, renamed: "UIDatePicker.Mode")
public typealias UIDatePickerMode = DatePicker.Mode
@available(*, deprecated, renamed: "NSLayoutConstraint.FormatOptions")
public typealias NSLayoutFormatOptions = LayoutConstraint.FormatOptions

// Swift 3's global attribute-name constants (Swift 4 made them `NSAttributedString.Key` members).
@available(*, deprecated, renamed: "NSAttributedString.Key.font")
public let NSFontAttributeName = NSAttributedString.Key.font
@available(*, deprecated, renamed: "NSAttributedString.Key.foregroundColor")
public let NSForegroundColorAttributeName = NSAttributedString.Key.foregroundColor
@available(*, deprecated, renamed: "NSAttributedString.Key.backgroundColor")
public let NSBackgroundColorAttributeName = NSAttributedString.Key.backgroundColor
@available(*, deprecated, renamed: "NSAttributedString.Key.paragraphStyle")
public let NSParagraphStyleAttributeName = NSAttributedString.Key.paragraphStyle
@available(*, deprecated, renamed: "NSAttributedString.Key.kern")
public let NSKernAttributeName = NSAttributedString.Key.kern

// Swift 3's global transition-context keys (Swift 4 made them `UITransitionContextViewKey` /
// `UITransitionContextViewControllerKey` members).
@available(*, deprecated, renamed: "UITransitionContextViewKey.to")
public let UITransitionContextToViewKey = TransitionKey.to
@available(*, deprecated, renamed: "UITransitionContextViewKey.from")
public let UITransitionContextFromViewKey = TransitionKey.from
@available(*, deprecated, renamed: "UITransitionContextViewControllerKey.to")
public let UITransitionContextToViewControllerKey = TransitionKey.to
@available(*, deprecated, renamed: "UITransitionContextViewControllerKey.from")
public let UITransitionContextFromViewControllerKey = TransitionKey.from

// Text size (the simulated device's never changes: nothing is posted).
@available(*, deprecated, renamed: "UIContentSizeCategory.newValueUserInfoKey")
public let UIContentSizeCategoryNewValueKey = UIContentSizeCategory.newValueUserInfoKey
extension Notification.Name {
    @available(*, deprecated, renamed: "UIContentSizeCategory.didChangeNotification")
    public static let UIContentSizeCategoryDidChange = UIContentSizeCategory.didChangeNotification
}
@available(*, deprecated, renamed: "UIControl.ContentVerticalAlignment")
public typealias UIControlContentVerticalAlignment = Control.ContentVerticalAlignment
@available(*, deprecated, renamed: "UIControl.ContentHorizontalAlignment")
public typealias UIControlContentHorizontalAlignment = Control.ContentHorizontalAlignment

// Swift 3's global font weights not listed above (Swift 4 made them `UIFont.Weight` members).
@available(*, deprecated, renamed: "UIFont.Weight.ultraLight")
public let UIFontWeightUltraLight = Font.Weight.ultraLight
@available(*, deprecated, renamed: "UIFont.Weight.thin")
public let UIFontWeightThin = Font.Weight.thin
@available(*, deprecated, renamed: "UIFont.Weight.heavy")
public let UIFontWeightHeavy = Font.Weight.heavy
@available(*, deprecated, renamed: "UIFont.Weight.black")
public let UIFontWeightBlack = Font.Weight.black
