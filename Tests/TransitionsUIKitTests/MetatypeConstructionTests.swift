import Foundation
import Testing
import TransitionsUIKit

/// `MetatypeInitializer.construct`, what `transit-uikit-rewrite` turns `cellClass.init(frame:)`,
/// `type.init()` and `T()` into: UIKit's own classes answer with an instance of the metatype's
/// dynamic class made with the initialiser named; a class that lacks it stops as the Objective-C
/// runtime does; a class the rewriter never compiled stops with a message saying so.
@Suite struct MetatypeConstructionTests {
    @Test func uikitsViewsAreMadeWithTheirFrame() {
        let sim = Simulation()
        let classes: [UIView.Type] = [
            UIView.self, UIControl.self, UILabel.self, UIImageView.self, UIButton.self, UIScrollView.self, UIStackView.self,
            UITextField.self, UITextView.self, UICollectionReusableView.self, UICollectionViewCell.self, UITableViewCell.self,
            UITableViewHeaderFooterView.self, UITableView.self, UIVisualEffectView.self, UIActivityIndicatorView.self,
            UINavigationBar.self, UITabBar.self, UIToolbar.self, UIPageControl.self, UISegmentedControl.self, UISwitch.self,
            UISlider.self,
        ]
        let frame = CGRect(x: 3, y: 4, width: 50, height: 20)
        for cls in classes {
            let view = MetatypeInitializer.construct(cls, .frame(frame))
            #expect(type(of: view) == cls)
            // UISwitch and UIActivityIndicatorView keep their intrinsic size, as UIKit's do.
            if cls != UISwitch.self && cls != UIActivityIndicatorView.self { #expect(view.frame == frame, "\(cls)") }
            #expect(view.simulation === sim)
            let plain = MetatypeInitializer.construct(cls, .plain)
            #expect(type(of: plain) == cls && plain.frame.origin == .zero)
        }
    }

    @Test func collectionViewsAreMadeWithTheirLayout() {
        _ = Simulation()
        let layout = UICollectionViewFlowLayout()
        let grid = MetatypeInitializer.construct(UICollectionView.self, .collectionView(frame: CGRect(x: 0, y: 0, width: 10, height: 20), layout: layout))
        #expect(grid.collectionViewLayout === layout && grid.bounds.height == 20)
    }

    @Test func uikitsControllersAreMadeByNibNameOrInit() {
        _ = Simulation()
        let classes: [UIViewController.Type] = [
            UIViewController.self, UINavigationController.self, UITabBarController.self, UITableViewController.self,
            UIPageViewController.self,
        ]
        for cls in classes {
            #expect(type(of: MetatypeInitializer.construct(cls, .plain)) == cls)
            #expect(type(of: MetatypeInitializer.construct(cls, .nib(name: nil, bundle: nil))) == cls)
        }
        let generic: UIKitNSObject.Type = UIResponder.self
        #expect(type(of: MetatypeInitializer.construct(generic, .plain)) == UIResponder.self)
    }

    @Test func imageViewsAndPresentationControllersAreMadeWithTheirArguments() {
        _ = Simulation()
        let image = UIImage(named: "photo")
        let view = MetatypeInitializer.construct(UIImageView.self, .image(image, highlighted: nil, labelled: false))
        #expect(view.image === image && type(of: view) == UIImageView.self)
        let root = UIViewController()
        let nav = MetatypeInitializer.construct(UINavigationController.self, .rootViewController(root))
        #expect(nav.viewControllers == [root] && type(of: nav) == UINavigationController.self)
        let presented = UIViewController(), presenting = UIViewController()
        let kinds: [UIPresentationController.Type] = [UIPresentationController.self, UIPopoverPresentationController.self]
        for kind in kinds {
            let made = MetatypeInitializer.construct(kind, .presentation(presented: presented, presenting: presenting))
            #expect(type(of: made) == kind && made.presentedViewController === presented && made.presentingViewController === presenting)
        }
    }

    /// A class that overrides the hook (as the rewriter writes it for an app's class) is made
    /// through it; the static type the caller named is kept.
    @Test func anOverridingClassIsMadeThroughItsOwnInitialiser() {
        _ = Simulation()
        final class Badge: UILabel {
            var made = "plain"
            convenience init(text: String) {
                self.init(frame: .zero)
                made = text
            }
            override class func _transitInstantiate(_ initializer: MetatypeInitializer) -> UIKitNSObject {
                switch initializer {
                case .plain: return Badge()
                case .frame(let frame): return Badge(frame: frame)
                default: initializer.unimplemented(in: self)
                }
            }
        }
        let cls: UILabel.Type = Badge.self
        let badge = MetatypeInitializer.construct(cls, .frame(CGRect(x: 0, y: 0, width: 9, height: 9)))
        #expect(badge is Badge && badge.bounds.width == 9)
    }

    @Test func aViewHasNoNibInitialiser() async {
        await #expect(processExitsWith: .failure) {
            _ = Simulation()
            _ = MetatypeInitializer.construct(UILabel.self, .nib(name: nil, bundle: nil))
        }
    }

    @Test func aControllerHasNoFrameInitialiser() async {
        await #expect(processExitsWith: .failure) {
            _ = Simulation()
            _ = MetatypeInitializer.construct(UIViewController.self, .frame(.zero))
        }
    }

    /// A subclass the rewriter did not compile (written for the model) has no metatype
    /// initialisers: Transit stops rather than return an instance of its superclass.
    @Test func aClassTheRewriterDidNotCompileStops() async {
        await #expect(processExitsWith: .failure) {
            final class Native: UIView {}
            _ = Simulation()
            let cls: UIView.Type = Native.self
            _ = MetatypeInitializer.construct(cls, .frame(.zero))
        }
    }
}
