import Foundation
import Testing
import UIKitSourceRewriting

/// The rewrites the seventeenth corpus pass asked for, each as text and as code that typechecks
/// against TransitionsUIKit.
@Suite struct SeventeenthPassRewriteTests {
    /// A discarded `interruptibleAnimator(using:)` on an animator held by a protocol type: the
    /// model has Transit's spelling beside UIKit's, so the call gets UIKit's result type; a used
    /// result is left to pick its own.
    @Test func aDiscardedInterruptibleAnimatorIsUIKits() throws {
        expectRewrite(
            "import UIKit\n_ = animator.interruptibleAnimator!(using: context)",
            "import TransitionsUIKit\n_ = (animator.interruptibleAnimator(using: context) as UIViewImplicitlyAnimating)")
        expectRewrite(
            "import UIKit\nanimator.interruptibleAnimator(using: context)",
            "import TransitionsUIKit\n(animator.interruptibleAnimator(using: context) as UIViewImplicitlyAnimating)")
        expectRewrite(
            "import UIKit\nlet a = animator.interruptibleAnimator(using: context)",
            "import TransitionsUIKit\nlet a = animator.interruptibleAnimator(using: context)")
        let source = """
            import UIKit
            protocol PullAnimating: UIViewControllerAnimatedTransitioning {}
            final class Pull: NSObject, PullAnimating {
                private var running: UIViewPropertyAnimator?
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    interruptibleAnimator(using: transitionContext).startAnimation()
                }
                func interruptibleAnimator(using transitionContext: UIViewControllerContextTransitioning) -> UIViewImplicitlyAnimating {
                    if let running { return running }
                    let made = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
                    running = made
                    return made
                }
            }
            final class Driver: NSObject, UIViewControllerInteractiveTransitioning {
                let animator: PullAnimating
                init(animator: PullAnimating) { self.animator = animator }
                func startInteractiveTransition(_ transitionContext: UIViewControllerContextTransitioning) {
                    _ = animator.interruptibleAnimator!(using: transitionContext)
                }
            }
            """
        let (ok, output) = try typecheckRewritten(["Pull.swift": source])
        #expect(ok, "\(output)")
    }

    /// A construction on a metatype cast in place — `(NSClassFromString(name) as? UIView.Type)?.init()`
    /// — goes through the model's dynamic initialisers too: mapped over the optional, or forced.
    @Test func constructionsOnACastMetatype() throws {
        let source = """
            import UIKit
            final class Badge: UIView {}
            func make(_ name: String) -> UIView? {
                return (NSClassFromString(name) as? UIView.Type)?.init()
            }
            func framed(_ name: String) -> UIView {
                (NSClassFromString(name) as! UIView.Type).init(frame: .zero)
            }
            func tagged(_ name: String) -> Int? {
                (NSClassFromString(name) as? UIView.Type)?.init().tag
            }
            """
        let out = rewritten(source)
        #expect(out.contains("return (NSClassFromString(name) as? UIView.Type).map { MetatypeInitializer.construct($0, .plain) }"), "\(out)")
        #expect(out.contains("MetatypeInitializer.construct((NSClassFromString(name) as! UIView.Type), .frame(.zero))"), "\(out)")
        #expect(out.contains("(NSClassFromString(name) as? UIView.Type).map { MetatypeInitializer.construct($0, .plain) }?.tag"), "\(out)")
        let (ok, output) = try typecheckRewritten(["Make.swift": source])
        #expect(ok, "\(output)")
    }

    /// "A view or a guide" held as `AnyObject`: its anchors are read by casting to what has them.
    @Test func anchorsThroughAnyObject() throws {
        expectRewrite(
            "func pin(_ item: AnyObject, to anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { anchor.constraint(equalTo: item.topAnchor) }",
            "func pin(_ item: AnyObject, to anchor: NSLayoutYAxisAnchor) -> NSLayoutConstraint { anchor.constraint(equalTo: (item as! LayoutAnchorProviding).topAnchor) }")
        expectRewrite(
            "func width(_ item: AnyObject?) -> NSLayoutDimension? { item?.widthAnchor }",
            "func width(_ item: AnyObject?) -> NSLayoutDimension? { (item as? LayoutAnchorProviding)?.widthAnchor }")
        // A typed view's anchors stay as written.
        expectRewrite("func f(_ v: UIView) -> NSLayoutYAxisAnchor { v.topAnchor }", "func f(_ v: UIView) -> NSLayoutYAxisAnchor { v.topAnchor }")
        let source = """
            import UIKit
            enum Align {
                static func vertically(_ item: AnyObject, onTop: Bool, anchor: NSLayoutYAxisAnchor) -> [NSLayoutConstraint] {
                    [onTop ? anchor.constraint(equalTo: item.topAnchor) : anchor.constraint(equalTo: item.bottomAnchor)]
                }
            }
            final class Banner: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let bar = UIView()
                    view.addSubview(bar)
                    NSLayoutConstraint.activate(Align.vertically(view.safeAreaLayoutGuide, onTop: true, anchor: bar.topAnchor))
                }
            }
            """
        let (ok, output) = try typecheckRewritten(["Banner.swift": source])
        #expect(ok, "\(output)")
    }

    /// An animator group declared as UIKit types `UIViewAnimating`: its `fractionComplete` takes
    /// the model's `Double`, so it conforms; other `CGFloat`s stay.
    @Test func animatorGroupsConform() throws {
        let source = """
            import UIKit
            class AnimatorGroup: NSObject, UIViewImplicitlyAnimating {
                private let animators: [UIViewPropertyAnimator]
                init(_ animators: [UIViewPropertyAnimator]) { self.animators = animators }
                var state: UIViewAnimatingState { animators[0].state }
                var isRunning: Bool { animators[0].isRunning }
                var isReversed: Bool {
                    get { animators[0].isReversed }
                    set { animators.forEach { $0.isReversed = newValue } }
                }
                var fractionComplete: CGFloat {
                    get { return animators[0].fractionComplete }
                    set(fractionComplete) { animators.forEach { $0.fractionComplete = fractionComplete } }
                }
                var scale: CGFloat = 1
                func startAnimation() { animators.forEach { $0.startAnimation() } }
                func startAnimation(afterDelay delay: TimeInterval) { animators.forEach { $0.startAnimation(afterDelay: delay) } }
                func pauseAnimation() { animators.forEach { $0.pauseAnimation() } }
                func stopAnimation(_ withoutFinishing: Bool) { animators.forEach { $0.stopAnimation(withoutFinishing) } }
                func finishAnimation(at finalPosition: UIViewAnimatingPosition) { animators.forEach { $0.finishAnimation(at: finalPosition) } }
                func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) { animators[0].addCompletion(completion) }
            }
            """
        let out = rewritten(source)
        #expect(out.contains("    var fractionComplete: Double {"), "\(out)")
        #expect(out.contains("    var scale: CGFloat = 1"))
        let (ok, output) = try typecheckRewritten(["AnimatorGroup.swift": source])
        #expect(ok, "\(output)")
    }

    /// `value as NSNumber`: Foundation's bridging boxes numbers on iOS, Linux Foundation only
    /// literals; the coercion becomes a call that boxes, unwrapping an implicitly unwrapped value.
    @Test func numbersCoercedToNSNumber() throws {
        expectRewrite(
            "import UIKit\nlet locations = [start as NSNumber, 1 as NSNumber, -0.5 as NSNumber]",
            "import TransitionsUIKit\nlet locations = [_transitNumber(start), 1 as NSNumber, -0.5 as NSNumber]")
        let source = """
            import UIKit
            struct Style { var cellHeight: CGFloat! = 44; var count = 3; var on = true }
            final class Menu: UIView {
                var style = Style()
                var cellHeight: NSNumber { style.cellHeight as NSNumber }
                func values() -> [NSNumber] { [style.count as NSNumber, style.on as NSNumber, Float(0.5) as NSNumber, UInt8(7) as NSNumber] }
                func dash(_ layer: CAShapeLayer, _ length: CGFloat) { layer.lineDashPattern = [length as NSNumber, 2 as NSNumber] }
            }
            """
        let (ok, output) = try typecheckRewritten(["Menu.swift": source])
        #expect(ok, "\(output)")
    }

    /// A selector naming an optional requirement that returns a value (which the rewrite makes
    /// `throws`), as a data source is probed with `responds(to:)`.
    @Test func aSelectorNamesAThrowingOptionalRequirement() throws {
        let source = """
            import UIKit
            @objc protocol PagerDataSource: NSObjectProtocol {
                @objc optional func pager(_ pager: UIView, attributedTitleAt index: Int) -> NSAttributedString
            }
            final class Pager: UIView {
                weak var dataSource: PagerDataSource?
                func titles() -> Bool {
                    dataSource?.responds(to: #selector(PagerDataSource.pager(_:attributedTitleAt:))) ?? false
                }
            }
            """
        let (ok, output) = try typecheckRewritten(["Pager.swift": source])
        #expect(ok, "\(output)")
    }
}
