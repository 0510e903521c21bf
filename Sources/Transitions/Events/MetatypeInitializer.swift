import Foundation

/// An initialiser called on a metatype value: `cellClass.init(frame: rect)`, `type.init()`,
/// `T()` with `T: UIView`, `Self()` in a view's extension.
///
/// Objective-C dispatches initialisers dynamically, so on iOS UIKit code constructs views and
/// controllers from metatype values whose dynamic class is only known at run time (registered
/// cell classes, controllers named in a menu's table). Swift allows that only through a
/// `required` initialiser, and UIKit's `init(frame:)` and `init(nibName:bundle:)` are not
/// required: making the model's required would force every subclass written for the model to
/// repeat them. Instead `transit-uikit-rewrite` rewrites such a construction into
/// `MetatypeInitializer.construct(type, .frame(rect))`, which asks the dynamic class
/// (`UIKitNSObject._transitInstantiate(_:)`); the rewriter gives each class of the app's files an
/// override that calls that class's own initialiser, or stops with Swift's "Use of unimplemented
/// initializer" when the class has none — what Objective-C does on iOS when UIKit calls an
/// initialiser a Swift subclass did not inherit. UIKit's own classes answer from `library`.
public enum MetatypeInitializer {
    /// `init()`.
    case plain
    /// `init(frame:)` (views).
    case frame(CGRect)
    /// `init(nibName:bundle:)` (controllers; there are no nibs, both are ignored).
    case nib(name: String?, bundle: Bundle?)
    /// `init(frame:collectionViewLayout:)` (collection views).
    case collectionView(frame: CGRect, layout: CollectionViewLayout)
    /// `init(image:)` / `init(image:highlightedImage:)` (image views).
    case image(Image?, highlighted: Image?, labelled: Bool)
    /// `init(presentedViewController:presenting:)` (presentation controllers).
    case presentation(presented: ViewController, presenting: ViewController?)
    /// `init(rootViewController:)` (navigation controllers).
    case rootViewController(ViewController)

    /// The initialiser's selector-style name, as Swift's trap message spells it.
    public var name: String {
        switch self {
        case .plain: "init()"
        case .frame: "init(frame:)"
        case .nib: "init(nibName:bundle:)"
        case .collectionView: "init(frame:collectionViewLayout:)"
        case .image(_, _, let labelled): labelled ? "init(image:highlightedImage:)" : "init(image:)"
        case .presentation: "init(presentedViewController:presenting:)"
        case .rootViewController: "init(rootViewController:)"
        }
    }

    /// `type.init(…)` for a metatype value: an instance of `type`'s dynamic class made with this
    /// initialiser.
    public static func construct<T: UIKitNSObject>(_ type: T.Type, _ initializer: MetatypeInitializer) -> T {
        let made = type._transitInstantiate(initializer)
        guard let typed = made as? T, Swift.type(of: made) == type else { notCompiled(type, initializer) }
        return typed
    }

    /// The same for a metatype whose static type is Foundation's `NSObject` (`let cls:
    /// NSObject.Type = NSClassFromString(name) as! NSObject.Type; cls.init()`): UIKit's and the
    /// app's classes answer as above; another Foundation class's initialisers cannot be reached
    /// from a metatype on Linux (it was not compiled by the rewriter), which stops as above.
    @_disfavoredOverload
    public static func construct<T: NSObject>(_ type: T.Type, _ initializer: MetatypeInitializer) -> T {
        if let uikit = type as? UIKitNSObject.Type {
            let made = uikit._transitInstantiate(initializer)
            if let typed = made as? T, Swift.type(of: made) == type { return typed }
        }
        notCompiled(type, initializer)
    }

    /// `type.init(presentedViewController:presenting:)` for a presentation controller's metatype
    /// value (`UIPresentationController` is an `NSObject` on iOS; the model's is a root class).
    public static func construct<T: PresentationController>(_ type: T.Type, _ initializer: MetatypeInitializer) -> T {
        let made = type._transitInstantiate(initializer)
        guard let typed = made as? T, Swift.type(of: made) == type else { notCompiled(type, initializer) }
        return typed
    }

    /// Swift's trap for an initialiser the class does not have (`fatalError`, as on iOS).
    public func unimplemented(in type: AnyClass) -> Never {
        fatalError("Use of unimplemented initializer '\(name)' for class '\(type)'")
    }

    /// A class that is neither UIKit's nor compiled by the rewriter (written for the model, or in a
    /// module the rewriter did not see): its initialisers cannot be reached from a metatype.
    static func notCompiled(_ type: AnyClass, _ initializer: MetatypeInitializer) -> Never {
        fatalError(
            "Transit cannot run \(type).\(initializer.name) on a metatype value: \(type) was not compiled by transit-uikit-rewrite, "
                + "which gives each class of the app's files its metatype initialisers (UIKit's classes have theirs)")
    }

    /// UIKit's own classes, each made with `initializer` (the default of
    /// `UIKitNSObject._transitInstantiate(_:)`); a class the model does not list here was not
    /// compiled by the rewriter.
    static func library(_ type: AnyClass, _ initializer: MetatypeInitializer) -> UIKitNSObject {
        let id = ObjectIdentifier(type)
        if type == ImageView.self, case .image(let image, let highlighted, _) = initializer {
            return ImageView(image: image, highlightedImage: highlighted)
        }
        if let view = views[id] {
            switch initializer {
            case .frame(let frame): return view(frame)
            case .plain: return view(.zero)
            case .nib, .collectionView, .image, .presentation, .rootViewController: initializer.unimplemented(in: type)
            }
        }
        if type == CollectionView.self {
            guard case .collectionView(let frame, let layout) = initializer else { initializer.unimplemented(in: type) }
            return CollectionView(frame: frame, collectionViewLayout: layout)
        }
        if type == NavigationController.self, case .rootViewController(let root) = initializer {
            return NavigationController(rootViewController: root)
        }
        if let controller = controllers[id] {
            switch initializer {
            case .plain, .nib: return controller()
            case .frame, .collectionView, .image, .presentation, .rootViewController: initializer.unimplemented(in: type)
            }
        }
        if type == UIKitNSObject.self || type == Responder.self {
            if case .plain = initializer { return type == Responder.self ? Responder() : UIKitNSObject() }
            initializer.unimplemented(in: type)
        }
        notCompiled(type, initializer)
    }

    /// UIKit's presentation controllers, made with `initializer`.
    static func libraryPresentationController(_ type: AnyClass, _ initializer: MetatypeInitializer) -> PresentationController {
        guard case .presentation(let presented, let presenting) = initializer else { initializer.unimplemented(in: type) }
        if type == PresentationController.self { return PresentationController(presentedViewController: presented, presenting: presenting) }
        if type == PopoverPresentationController.self { return PopoverPresentationController(presentedViewController: presented, presenting: presenting) }
        notCompiled(type, initializer)
    }

    private static let views: [ObjectIdentifier: @Sendable (CGRect) -> View] = [
        ObjectIdentifier(View.self): { View(frame: $0) }, ObjectIdentifier(Control.self): { Control(frame: $0) },
        ObjectIdentifier(Label.self): { Label(frame: $0) }, ObjectIdentifier(ImageView.self): { ImageView(frame: $0) },
        ObjectIdentifier(Button.self): { Button(frame: $0) }, ObjectIdentifier(ScrollView.self): { ScrollView(frame: $0) },
        ObjectIdentifier(StackView.self): { StackView(frame: $0) }, ObjectIdentifier(TextField.self): { TextField(frame: $0) },
        ObjectIdentifier(TextView.self): { TextView(frame: $0) }, ObjectIdentifier(Window.self): { Window(frame: $0) },
        ObjectIdentifier(CollectionReusableView.self): { CollectionReusableView(frame: $0) },
        ObjectIdentifier(CollectionViewCell.self): { CollectionViewCell(frame: $0) },
        ObjectIdentifier(TableViewCell.self): { TableViewCell(frame: $0) },
        ObjectIdentifier(TableViewHeaderFooterView.self): { TableViewHeaderFooterView(frame: $0) },
        ObjectIdentifier(TableView.self): { TableView(frame: $0) },
        ObjectIdentifier(VisualEffectView.self): { VisualEffectView(frame: $0) },
        ObjectIdentifier(ActivityIndicatorView.self): { ActivityIndicatorView(frame: $0) },
        ObjectIdentifier(NavigationBar.self): { NavigationBar(frame: $0) }, ObjectIdentifier(TabBar.self): { TabBar(frame: $0) },
        ObjectIdentifier(Toolbar.self): { Toolbar(frame: $0) }, ObjectIdentifier(PageControl.self): { PageControl(frame: $0) },
        ObjectIdentifier(SegmentedControl.self): { SegmentedControl(frame: $0) }, ObjectIdentifier(Switch.self): { Switch(frame: $0) },
        ObjectIdentifier(Slider.self): { Slider(frame: $0) },
    ]

    private static let controllers: [ObjectIdentifier: @Sendable () -> ViewController] = [
        ObjectIdentifier(ViewController.self): { ViewController() },
        ObjectIdentifier(NavigationController.self): { NavigationController() },
        ObjectIdentifier(TabBarController.self): { TabBarController() },
        ObjectIdentifier(TableViewController.self): { TableViewController() },
        ObjectIdentifier(PageViewController.self): { PageViewController() },
    ]
}
