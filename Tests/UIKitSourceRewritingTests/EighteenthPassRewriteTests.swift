import Foundation
import Testing
import UIKitSourceRewriting

/// The rewrites the eighteenth corpus pass asked for, each as text and as code that typechecks
/// against TransitionsUIKit.
@Suite struct EighteenthPassRewriteTests {
    /// A subscript read through a value declared `AnyObject` (a callback's untyped payload):
    /// Objective-C finds `NSDictionary`'s or `NSArray`'s subscript; here the value is cast to a
    /// dictionary (an integer literal: an array) and the read is optional, as the lookup's is.
    /// An assignment through it stays as written.
    @Test func subscriptsReadThroughAnyObjectAreCasts() throws {
        expectRewrite(
            "func done(data: AnyObject?) { let t = data?[\"title\"] as? String }",
            "func done(data: AnyObject?) { let t = (data as? [AnyHashable: Any])?[\"title\"] as? String }")
        expectRewrite(
            "func first(items: AnyObject) -> Any? { items[0] }",
            "func first(items: AnyObject) -> Any? { (items as? [Any])?[0] }")
        expectRewrite(
            "func first(items: AnyObject) { items[0] = 1 }",
            "func first(items: AnyObject) { items[0] = 1 }")
        expectRewrite(
            "func first(items: [String: Int]) -> Int? { items[\"a\"] }",
            "func first(items: [String: Int]) -> Int? { items[\"a\"] }")
        let source = """
            import UIKit
            final class Result: UIViewController {
                let label = UILabel()
                func modalDidDismiss(callbackData data: AnyObject? = nil) {
                    label.text = "Callback: \\(data?["title"] as? String ?? "")."
                }
            }
            """
        let (ok, output) = try typecheckRewritten(["Result.swift": source])
        #expect(ok, "\(output)")
    }

    /// `containerClass.init()` where `containerClass` is a protocol's metatype and the protocol
    /// is bound to `UIView`: the construction goes through the model's dynamic initialisers and
    /// answers the protocol's existential, as on iOS.
    @Test func aBoundProtocolsMetatypeConstructs() throws {
        let source = """
            import UIKit
            public protocol PageContainer: UIView { var pageCount: Int { get } }
            final class Pages: UIView, PageContainer { var pageCount: Int { 3 } }
            open class Flipper: UIView {
                open class var containerClass: PageContainer.Type { Pages.self }
                let container: PageContainer
                override public init(frame: CGRect) {
                    container = type(of: self).containerClass.init()
                    super.init(frame: frame)
                    addSubview(container)
                }
                public required init?(coder: NSCoder) { fatalError() }
            }
            """
        let (ok, output) = try typecheckRewritten(["Flipper.swift": source])
        #expect(ok, "\(output)")
        let out = try #require(try rewrittenFiles(["Flipper.swift": source]).first)
        #expect(out.contains("container = (MetatypeInitializer.construct(type(of: self).containerClass, .plain) as! any PageContainer)"), "\(out)")
    }

    /// A `UIViewPropertyAnimator` subclass observing `fractionComplete` (UIKit's `CGFloat`)
    /// overrides the model's property: the written type becomes the model's.
    @Test func aPropertyAnimatorSubclassObservesItsFraction() throws {
        let source = """
            import UIKit
            final class LayerScrubber: UIViewPropertyAnimator {
                var pausedTime: Double = 0
                weak var mainLayer: CALayer?
                override var fractionComplete: CGFloat {
                    willSet { mainLayer?.timeOffset = pausedTime + duration * Double(newValue) }
                }
                override func startAnimation() {
                    mainLayer?.speed = 1
                    super.startAnimation()
                }
            }
            """
        let (ok, output) = try typecheckRewritten(["LayerScrubber.swift": source])
        #expect(ok, "\(output)")
        let out = try #require(try rewrittenFiles(["LayerScrubber.swift": source]).first)
        #expect(out.contains("override var fractionComplete: Double {"), "\(out)")
    }

    /// An app's animator group that implements `continueAnimation(withTimingParameters:
    /// durationFactor:)` (optional in UIKit) is declared `UIKitAnimationContinuing` after the file,
    /// so a call through `UIViewImplicitlyAnimating` reaches it; a property-animator subclass and a
    /// group without the method get no such declaration.
    @Test func animatorGroupsThatContinueAreReachedThroughTheProtocol() throws {
        let source = """
            import UIKit
            final class Group: NSObject, UIViewImplicitlyAnimating {
                let members: [UIViewPropertyAnimator]
                init(_ members: [UIViewPropertyAnimator]) { self.members = members }
                var state: UIViewAnimatingState { members[0].state }
                var isRunning: Bool { members[0].isRunning }
                var isReversed: Bool {
                    get { members[0].isReversed }
                    set { members.forEach { $0.isReversed = newValue } }
                }
                var fractionComplete: CGFloat {
                    get { members[0].fractionComplete }
                    set { members.forEach { $0.fractionComplete = newValue } }
                }
                func startAnimation() { members.forEach { $0.startAnimation() } }
                func startAnimation(afterDelay delay: TimeInterval) { members.forEach { $0.startAnimation(afterDelay: delay) } }
                func pauseAnimation() { members.forEach { $0.pauseAnimation() } }
                func stopAnimation(_ withoutFinishing: Bool) { members.forEach { $0.stopAnimation(withoutFinishing) } }
                func finishAnimation(at finalPosition: UIViewAnimatingPosition) { members.forEach { $0.finishAnimation(at: finalPosition) } }
                func continueAnimation(withTimingParameters parameters: UITimingCurveProvider?, durationFactor: CGFloat) {
                    members.forEach { $0.continueAnimation(withTimingParameters: parameters, durationFactor: durationFactor) }
                }
            }
            final class Plain: NSObject, UIViewAnimating {
                var state: UIViewAnimatingState { .inactive }
                var isRunning: Bool { false }
                var isReversed = false
                var fractionComplete: CGFloat = 0
                func startAnimation() {}
                func startAnimation(afterDelay delay: TimeInterval) {}
                func pauseAnimation() {}
                func stopAnimation(_ withoutFinishing: Bool) {}
                func finishAnimation(at finalPosition: UIViewAnimatingPosition) {}
            }
            func resume(_ animator: UIViewImplicitlyAnimating) {
                animator.continueAnimation?(withTimingParameters: nil, durationFactor: 0.5)
            }
            """
        let (ok, output) = try typecheckRewritten(["Group.swift": source])
        #expect(ok, "\(output)")
        let out = try #require(try rewrittenFiles(["Group.swift": source]).first)
        #expect(out.contains("extension Group: UIKitAnimationContinuing {}"), "\(out)")
        #expect(!out.contains("extension Plain: UIKitAnimationContinuing"))
        // A type local to a function cannot be named after the file: it gets no declaration.
        let local = source.replacingOccurrences(of: "final class Group:", with: "func make() { final class Group:")
            .replacingOccurrences(of: "\nfinal class Plain:", with: "\n}\nfinal class Plain:")
        let localOut = try #require(try rewrittenFiles(["Group.swift": local]).first)
        #expect(!localOut.contains("UIKitAnimationContinuing {}"), "\(localOut)")
    }
}
