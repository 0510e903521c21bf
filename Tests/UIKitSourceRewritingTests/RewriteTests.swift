import Foundation
import Testing
import UIKitSourceRewriting

/// The rewritten text of `source` without its `#sourceLocation` line (and, unless asked for,
/// without what is generated after the last line).
func rewritten(_ source: String, survey: ModuleSurvey = ModuleSurvey(), generated: Bool = false) -> String {
    let out = UIKitSourceRewriter.rewrite(source, path: "/app/Transitions/File.swift", survey: survey)
    var lines = out.components(separatedBy: "\n")
    #expect(lines.first == "#sourceLocation(file: \"/app/Transitions/File.swift\", line: 1)")
    lines.removeFirst()
    let body = lines.joined(separator: "\n")
    if generated { return body }
    let parts = body.components(separatedBy: "#sourceLocation()\n")
    // The rewriter ends a file that lacks a final line break with one before what it generates.
    if parts.count > 1, !source.hasSuffix("\n") { return String(parts[0].dropLast()) }
    return parts[0]
}

/// `before` rewrites to `after`, line for line.
func expectRewrite(_ before: String, _ after: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let out = rewritten(before)
    #expect(out == after, sourceLocation: sourceLocation)
    #expect(
        out.components(separatedBy: "\n").count == before.components(separatedBy: "\n").count, "line count changed",
        sourceLocation: sourceLocation)
}

@Suite struct SelectorRewriteTests {
    @Test(arguments: zip(
        [
            "#selector(handle)", "#selector(handle(_:))", "#selector(self.handle(_:))", "#selector(super.handle(_:))",
            "#selector(Bar.handle(_:with:))", "#selector(Outer.Inner.tap)", "#selector(Proto.method)",
            "#selector(getter: Bar.prop)", "#selector(getter: prop)", "#selector(setter: Bar.prop)", "#selector(setter: self.prop)",
            "#selector(move(to:))", "#selector(handle(sender:))", "#selector(handle as (Foo) -> () -> Void)", "#selector((handle))",
            "#selector(other.handle(_:))",
        ],
        [
            #"Selector(Foo.handle, "handle")"#, #"Selector(Foo.handle(_:), "handle:")"#, #"Selector(Foo.handle(_:), "handle:")"#,
            #"Selector(Foo.handle(_:), "handle:")"#, #"Selector(Bar.handle(_:with:), "handle:with:")"#,
            #"Selector(Outer.Inner.tap, "tap")"#, #"Selector(Proto.method, "method")"#, #"Selector(getter: \Bar.prop, "prop")"#,
            #"Selector(getter: \Foo.prop, "prop")"#, #"Selector(setter: \Bar.prop, "setProp:")"#, #"Selector(setter: \Foo.prop, "setProp:")"#,
            #"Selector(Foo.move(to:), "moveTo:")"#, #"Selector(Foo.handle(sender:), "handleWithSender:")"#,
            #"Selector(Foo.handle as (Foo) -> () -> Void, "handle")"#, #"Selector(Foo.handle, "handle")"#, #"Selector("handle:")"#,
        ]))
    func eachFormInsideAType(selector: String, typed: String) {
        expectRewrite(
            "class Foo {\n    func f() { let s = \(selector) }\n}",
            "class Foo {\n    func f() { let s = \(typed) }\n}")
    }

    @Test func theNearestEnclosingTypeOrExtensionNamesTheMethod() {
        expectRewrite(
            """
            extension Outer.Card {
                struct Nested { let s = #selector(a) }
                func f() { _ = [1].map { _ in #selector(b(_:)) } }
            }
            let top = #selector(c)
            """,
            """
            extension Outer.Card {
                struct Nested { let s = Selector(Nested.a, "a") }
                func f() { _ = [1].map { _ in Selector(Outer.Card.b(_:), "b:") } }
            }
            let top = Selector("c")
            """)
    }

    /// A selector written through an instance (`Type.shared.method`): the method's type.
    @Test func selectorsThroughASharedInstanceNameTheType() {
        expectRewrite(
            "let s = #selector(Presenter.shared.handle(pan:))",
            "let s = Selector(Presenter.handle(pan:), \"handleWithPan:\")")
    }

    /// `#keyPath` becomes Objective-C's key string: type names in front are dropped.
    @Test func keyPathsBecomeTheirStrings() {
        expectRewrite(
            "let a = #keyPath(UIScrollView.contentOffset)\nlet b = #keyPath(Card.layer.position), c = #keyPath(frame)\nobserve(#keyPath(UIKit.UIView.center))",
            "let a = \"contentOffset\"\nlet b = \"layer.position\", c = \"frame\"\nobserve(\"center\")")
    }

    @Test func aSelectorOverSeveralLinesKeepsTheLinesAfterIt() {
        expectRewrite(
            "class Foo {\n    let s = #selector(\n        handle(_:))\n    let t = 1\n}",
            "class Foo {\n    let s = Selector(Foo.handle(_:), \"handle:\")\n\n    let t = 1\n}")
    }

    /// A class method's selector (an overlay library closes its banner with a `class func` it
    /// sends to the class itself) is the class-method form, the method found on the target
    /// class; in a subclass too, through the superclasses the files declare. A name that is both
    /// a class and an instance method is the class method's inside a class method only.
    @Test func classMethodsGetTheClassMethodForm() {
        let overlay = """
            open class Overlay: NSObject {
                open class func show(_ view: UIView) {
                    let s = #selector(close)
                    let t = #selector(Overlay.tick(_:))
                    let u = #selector(both)
                }
                func instance() { _ = [#selector(close), #selector(both), #selector(handle(_:))] }
                @objc open class func close(_ sender: AnyObject) {}
                @objc static func tick(_ timer: Timer) {}
                @objc class func both() {}
                @objc func both() {}
                @objc func handle(_ g: UIGestureRecognizer) {}
            }
            final class Loud: Overlay {
                override class func show(_ view: UIView) { let s = #selector(close) }
            }
            """
        let survey = UIKitSourceRewriter.survey([overlay], paths: ["/app/Transitions/File.swift"])
        #expect(survey.staticMethods["Overlay"] == ["show", "close", "tick", "both"])
        let out = rewritten(overlay, survey: survey)
        #expect(out.contains(#"let s = Selector(Overlay.self, classMethod: { $0.close }, "close")"#), "\(out)")
        #expect(out.contains(#"let t = Selector(Overlay.self, classMethod: { $0.tick(_:) }, "tick:")"#), "\(out)")
        #expect(out.contains(#"let u = Selector(Overlay.self, classMethod: { $0.both }, "both")"#), "\(out)")
        #expect(out.contains(
            #"_ = [Selector(Overlay.self, classMethod: { $0.close }, "close"), Selector(Overlay.both, "both"), Selector(Overlay.handle(_:), "handle:")]"#), "\(out)")
        #expect(out.contains(#"let s = Selector(Loud.self, classMethod: { $0.close }, "close")"#), "\(out)")
    }

    /// The class as the target of its own class methods — a delayed perform sent to the class,
    /// a recognizer, timer and observer with `target: self` in a class method, and the requests
    /// cancelled naming the class — compiles against TransitionsUIKit.
    @Test(.enabled(if: swiftc != nil && transitionsUIKitBuild != nil, "no swiftc or TransitionsUIKit build found"))
    func classMethodTargetsCompile() throws {
        let (ok, output) = try typecheckRewritten([
            "Toast.swift": """
                import UIKit

                open class Toast: NSObject {
                    open class func show(_ view: UIView, for duration: TimeInterval) {
                        let selector = #selector(dismiss)
                        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: selector))
                        self.perform(selector, with: view, afterDelay: duration)
                        Timer.scheduledTimer(timeInterval: duration, target: self, selector: #selector(expire(_:)), userInfo: nil, repeats: false)
                        NotificationCenter.default.addObserver(self, selector: #selector(Toast.rotated(_:)), name: UIDevice.orientationDidChangeNotification, object: nil)
                    }
                    @objc open class func dismiss(_ sender: AnyObject) {
                        NSObject.cancelPreviousPerformRequests(withTarget: self)
                    }
                    @objc class func expire(_ timer: Timer) { perform(#selector(dismiss), with: timer) }
                    @objc static func rotated(_ note: Notification) {}
                }
                """
        ])
        #expect(ok, "\(output)")
    }
}

@Suite struct ObjCAttributeTests {
    /// (The file names UIKit's types without importing UIKit, as a framework's files may: it
    /// counts as seeing UIKit, so its `NSObject` class derives from the model's runtime base.)
    @Test func objcOnMethodsPropertiesClassesAndExtensions() {
        expectRewrite(
            """
            @objc(FooView) @objcMembers
            final class Foo: NSObject {
                @objc dynamic var progress: CGFloat = 0
                @objc private(set) weak var label: UILabel?
                @objc
                func handle(_ g: UIPanGestureRecognizer) {}
                @objc(handleTap:) private func tap(_ g: UITapGestureRecognizer) {}
                @nonobjc func plain() {}
                @objc init(x: Int) {}
                @objc static func make() {}
                @objc subscript(i: Int) -> Int { i }
            }
            @objc extension Foo { @objc func g() {} }
            @objc enum Edge: Int { case left }
            """,
            """

            final class Foo: UIKitNSObject {
                var progress: CGFloat = 0
                private(set) weak var label: UILabel?

                func handle(_ g: UIPanGestureRecognizer) {}
                private func tap(_ g: UITapGestureRecognizer) {}
                func plain() {}
                init(x: Int) {}
                static func make() {}
                subscript(i: Int) -> Int { i }
            }
            extension Foo { func g() {} }
            enum Edge: Int { case left }
            """)
    }

    @Test func interfaceBuilderAttributes() {
        expectRewrite(
            """
            @IBDesignable class Card: UIView {
                @IBInspectable var radius: CGFloat = 8
                @IBOutlet weak var title: UILabel!
                @IBOutlet var views: [UIView]!
                @IBAction func close(_ sender: Any) {}
                @available(iOS 13, *) @IBAction override func open(_ sender: Any) {}
            }
            """,
            """
            class Card: UIView {
                var radius: CGFloat = 8
                weak var title: UILabel!
                var views: [UIView]!
                func close(_ sender: Any) {}
                @available(iOS 13, *) override func open(_ sender: Any) {}
            }
            """)
    }

    @Test func mainActorIsolationOfAppTypesIsDropped() {
        expectRewrite(
            "@MainActor\nopen class Sheet: NSObject {\n    @MainActor public init(delegate: Any) {}\n    func f() { Task { @MainActor in } }\n}",
            "\nopen class Sheet: NSObject {\n    public init(delegate: Any) {}\n    func f() { Task { @MainActor in } }\n}")
        // A function type's `@MainActor` goes too (a default argument calls it from the model).
        expectRewrite(
            "func f(idiom: @MainActor () -> Int = { 1 }, g: @MainActor @Sendable () -> Void) {}",
            "func f(idiom: () -> Int = { 1 }, g: @Sendable () -> Void) {}")
        // An `isolated deinit` (a main-actor UIKit subclass's on iOS) loses `isolated`.
        expectRewrite(
            "final class Dim: UIPresentationController {\n    isolated deinit { print(1) }\n}",
            "final class Dim: UIPresentationController {\n    deinit { print(1) }\n}")
    }

    /// Inside `extension CGFloat`, the standard library's `abs`/`max`/`min` are qualified (Linux
    /// Foundation's `CGFloat` has members of those names); elsewhere, members and local functions stay.
    @Test func cgFloatExtensionsCallTheStandardLibrarysFunctions() {
        expectRewrite(
            "extension CGFloat {\n    func f(_ x: CGFloat) -> CGFloat { abs(x) + max(x, 1) - min(x, self.max(2)) }\n}\nfunc g(_ x: Double) -> Double { abs(x) }",
            "extension CGFloat {\n    func f(_ x: CGFloat) -> CGFloat { Swift.abs(x) + Swift.max(x, 1) - Swift.min(x, self.max(2)) }\n}\nfunc g(_ x: Double) -> Double { abs(x) }")
    }

    /// An app delegate's entry point goes (the test target has one); `@main` elsewhere stays.
    @Test func appDelegateEntryPointsAreRemoved() {
        expectRewrite(
            "@UIApplicationMain\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\n@main final class App: UIResponder, UIApplicationDelegate {}\n@main struct Tool {}",
            "\nclass AppDelegate: UIResponder, UIApplicationDelegate {}\nfinal class App: UIResponder, UIApplicationDelegate {}\n@main struct Tool {}")
    }

    /// Swift 4's `weak var` requirement in a protocol compiles in Swift 5 mode without `weak`.
    @Test func weakPropertyRequirementsLoseTheirOwnership() {
        expectRewrite(
            "protocol Host: AnyObject {\n    weak var delegate: AnyObject? { get set }\n}\nclass C { weak var d: AnyObject? }",
            "protocol Host: AnyObject {\n    var delegate: AnyObject? { get set }\n}\nclass C { weak var d: AnyObject? }")
    }

    @Test func objcProtocolsBecomeClassBound() {
        expectRewrite(
            "@objc protocol A {}\n@objc public protocol B: NSObjectProtocol {}\n@objc protocol C: AnyObject {}\nprotocol D {}",
            "protocol A: AnyObject {}\npublic protocol B: NSObjectProtocol, AnyObject {}\nprotocol C: AnyObject {}\nprotocol D {}")
    }
}

@Suite struct OptionalRequirementTests {
    static let source = """
        @objc public protocol CardDelegate: AnyObject {
            @objc optional func cardDidMove(_ card: Card)
            @objc optional func title(for card: Card) -> String?
            @objc optional func height(for card: Card) -> CGFloat
            @objc optional var isSticky: Bool { get }
            func required()
        }
        func use(_ d: CardDelegate?, _ e: CardDelegate, card: Card) {
            d?.cardDidMove?(card)
            e.cardDidMove?(card)
            let h = e.height!(for: card)
            let t = d?.title?(for: card) ?? "-"
            let g = d?.height?(for: card) ?? 44
            if let f = e.height?(for: card) { print(f) }
            let s = e.height?(for: card).description
            onDismiss?()
            d?.required()
        }
        """

    /// A protocol extension calling its own optional requirements on `self` (`selected?()`); a
    /// closure named otherwise, and calls outside an extension, keep their `?`.
    @Test func implicitSelfRequirementCallsInExtensions() {
        expectRewrite(
            """
            @objc public protocol TitleItem where Self: UIButton {
                @objc optional func selected()
                @objc optional func setSelected(_ on: Bool)
                @objc optional func badge() -> Int
            }
            public extension TitleItem {
                func mark(_ on: Bool) {
                    on ? selected?() : nil
                    setSelected?(on)
                    let b = badge?() ?? 0
                    onTap?()
                }
            }
            func free() { selected?() }
            """,
            """
            public protocol TitleItem: AnyObject where Self: UIButton {
                func selected()
                func setSelected(_ on: Bool)
                func badge() throws -> Int
            }
            public extension TitleItem {
                func mark(_ on: Bool) {
                    on ? selected() : nil
                    setSelected(on)
                    let b = (try? badge()) ?? 0
                    onTap?()
                }
            }
            func free() { selected?() }
            """)
    }

    @Test func requirementsLoseOptionalAndCallSitesBecomePlainCalls() {
        expectRewrite(
            Self.source,
            """
            public protocol CardDelegate: AnyObject {
                func cardDidMove(_ card: Card)
                func title(for card: Card) -> String?
                func height(for card: Card) throws -> CGFloat
                var isSticky: Bool { get throws }
                func required()
            }
            func use(_ d: CardDelegate?, _ e: CardDelegate, card: Card) {
                d?.cardDidMove(card)
                e.cardDidMove(card)
                let h = (try! e.height(for: card))
                let t = d?.title(for: card) ?? "-"
                let g = (try? d?.height(for: card)) ?? 44
                if let f = (try? e.height(for: card)) { print(f) }
                let s = (try? e.height(for: card))?.description
                onDismiss?()
                d?.required()
            }
            """)
    }

    @Test func defaultsAreGeneratedAfterTheLastLine() {
        let out = rewritten(Self.source, generated: true)
        let tail = out.components(separatedBy: "#sourceLocation()\n").last!
        #expect(tail.contains("public extension CardDelegate {"))
        #expect(tail.contains("func cardDidMove(_ card: Card) {}"))
        #expect(tail.contains("func title(for card: Card) -> String? { nil }"))
        #expect(tail.contains("func height(for card: Card) throws -> CGFloat { throw OptionalRequirementMissing(requirement: \"height\") }"))
        #expect(tail.contains("fileprivate struct OptionalRequirementMissing: Error"))
        #expect(tail.contains("var isSticky: Bool { get throws { throw OptionalRequirementMissing(requirement: \"isSticky\") } }"))
        #expect(!tail.contains("required"))
    }

    /// Reading an optional requirement without calling it (Objective-C: nil when missing).
    @Test func uncalledRequirementsBindAsOptionals() {
        let survey = UIKitSourceRewriter.survey([Self.source])
        #expect(rewritten("if let f = e.cardDidMove { f(c) }", survey: survey) == "if let f = Optional(e.cardDidMove) { f(c) }")
        // UIKit's method-only optional requirements too (`UIViewImplicitlyAnimating`); a UIKit
        // name that is also a property (`navigationController`) stays.
        #expect(rewritten("if let add = animator.addCompletion { add(done) }") == "if let add = Optional(animator.addCompletion) { add(done) }")
        #expect(rewritten("if let nav = vc.navigationController { nav.pop() }") == "if let nav = vc.navigationController { nav.pop() }")
        // A read-only property of a non-optional type reads as Objective-C's optional where the
        // code treats it as one (binding, `?.`, `??`, `!`); elsewhere (its conformer's own
        // `self.isSticky`) as written.
        #expect(rewritten("guard let s = e.isSticky else { return }", survey: survey) == "guard let s = (try? e.isSticky) else { return }")
        #expect(rewritten("let d = e.isSticky?.description", survey: survey) == "let d = (try? e.isSticky)?.description")
        #expect(rewritten("let v = e.isSticky ?? false", survey: survey) == "let v = (try? e.isSticky) ?? false")
        #expect(rewritten("let w = e.isSticky!", survey: survey) == "let w = (try? e.isSticky)!")
        #expect(rewritten("let z = self.isSticky", survey: survey) == "let z = self.isSticky")
        // Any other read as a value is the optional too; the base of a longer chain, an
        // assignment's target and `&` are not reads of the requirement's optional.
        #expect(rewritten("let v = e.isSticky", survey: survey) == "let v = (try? e.isSticky)")
        #expect(rewritten("if e.isSticky != nil { f(e.isSticky) }", survey: survey) == "if (try? e.isSticky) != nil { f((try? e.isSticky)) }")
        #expect(rewritten("let u = a ?? e.isSticky", survey: survey) == "let u = a ?? (try? e.isSticky)")
        #expect(rewritten("let t = e.isSticky.description", survey: survey) == "let t = e.isSticky.description")
        #expect(rewritten("e.isSticky = true; g(&e.isSticky)", survey: survey) == "e.isSticky = true; g(&e.isSticky)")
        // `self`'s members and UIKit's requirement names (`collectionView` is also a layout's
        // property) are bound as written.
        #expect(rewritten("guard let cv = self.collectionView else { return }", survey: survey) == "guard let cv = self.collectionView else { return }")
        #expect(rewritten("if let f = self.cardDidMove { f(c) }", survey: survey) == "if let f = self.cardDidMove { f(c) }")
        #expect(rewritten("if let f = d?.cardDidMove { f(c) }", survey: survey) == "if let f = d?.cardDidMove { f(c) }")
        #expect(rewritten("if let f = e.other { f(c) }", survey: survey) == "if let f = e.other { f(c) }")
    }

    /// The requirement's accessor block keeps its lines when `get` becomes `get throws`.
    @Test func multiLineAccessorBlocksKeepTheirLines() {
        expectRewrite("@objc protocol P {\n    @objc optional var level: Int {\n        get\n    }\n}\nlet x = 1",
                      "protocol P: AnyObject {\n    var level: Int {\n        get throws\n    }\n}\nlet x = 1")
    }

    /// A settable optional property of a non-optional type has no value to give: its default
    /// stops the run naming the requirement.
    @Test func settableOptionalPropertiesStop() {
        let out = rewritten("@objc protocol P { @objc optional var level: Int { get set } }", generated: true)
        #expect(out.contains("var level: Int { get set }"), "\(out)")
        #expect(out.contains("var level: Int { get { fatalError("))
    }

    /// UIKit's optional requirements all take arguments: a closure property that shares one's
    /// name (`continueAnimation`, a `UIViewImplicitlyAnimating` method) keeps its `?()`.
    @Test func closurePropertiesNamedLikeUIKitRequirementsStay() {
        expectRewrite("interaction.continueAnimation?()\nanimator.continueAnimation?(withTimingParameters: nil, durationFactor: 1)",
                      "interaction.continueAnimation?()\nanimator.continueAnimation(withTimingParameters: nil, durationFactor: 1)")
        // A trailing closure is an argument: `animator.addAnimations? { … }` is the requirement.
        expectRewrite("animator.addAnimations? { run() }\nanimator.addCompletion! { _ in done() }",
                      "animator.addAnimations { run() }\nanimator.addCompletion { _ in done() }")
    }

    @Test func callSitesInAnotherFileUseTheSurvey() {
        let survey = UIKitSourceRewriter.survey([Self.source])
        #expect(survey.optionalRequirements == ["cardDidMove", "title", "height", "isSticky"])
        #expect(survey.throwingOptionalProperties == ["isSticky"])
        #expect(survey.throwingOptionalRequirements == ["height"])
        #expect(rewritten("x?.cardDidMove?(c); y?.other?(c)", survey: survey) == "x?.cardDidMove(c); y?.other?(c)")
    }

    /// A library's own closure property that shares an optional method requirement's name: a
    /// pager's `var didSelectPage: PageHandler?` (three arguments) beside its delegate's
    /// `optional func didSelectPage(_ index: Int)`. The property's calls keep `?` and `!` (its
    /// value is optional), its binding stays, and the requirement's call, whose labels are the
    /// requirement's, is still a plain call.
    static let pager = """
        typealias PageHandler = (_ page: Page?, _ index: Int, _ animated: Bool) -> Void
        final class Page {}
        @objc protocol PagerDelegate {
            @objc optional func didSelectPage(_ index: Int)
            @objc optional func pager(_ pager: Pager, willShow index: Int)
        }
        final class Strip {
            var didSelectPage: PageHandler?
        }
        final class Pager {
            weak var delegate: PagerDelegate?
            var strip: Strip?
            var didSelectPage: PageHandler?
            func select(_ page: Page, at index: Int) {
                self.didSelectPage?(page, index, true)
                strip?.didSelectPage!(page, index, false)
                if let handler = strip?.didSelectPage { handler(nil, index, false) }
                if let handler = self.strip!.didSelectPage { handler(nil, index, false) }
                delegate?.didSelectPage?(index)
                delegate?.pager?(self, willShow: index)
            }
        }
        """

    @Test func closurePropertiesSharingARequirementsNameKeepTheirOptionality() {
        let out = rewritten(Self.pager)
        #expect(out.contains("self.didSelectPage?(page, index, true)"), "\(out)")
        #expect(out.contains("strip?.didSelectPage!(page, index, false)"), "\(out)")
        #expect(out.contains("if let handler = self.strip!.didSelectPage { handler(nil, index, false) }"), "\(out)")
        #expect(out.contains("delegate?.didSelectPage(index)"), "\(out)")
        #expect(out.contains("delegate?.pager(self, willShow: index)"), "\(out)")
        #expect(UIKitSourceRewriter.survey([Self.pager]).optionalFunctionLabels["didSelectPage"] == [["_"]])
        // UIKit's requirements (no signatures listed): a closure property of the name keeps its
        // unlabelled calls; a labelled call is the method's.
        let survey = UIKitSourceRewriter.survey(["final class Feed { var scrollViewDidScroll: ((Feed) -> Void)?; var tableView: Feed? }"])
        #expect(rewritten("self.scrollViewDidScroll?(self)", survey: survey) == "self.scrollViewDidScroll?(self)")
        #expect(rewritten("d?.tableView?(t, didSelectRowAt: i)", survey: survey) == "d?.tableView(t, didSelectRowAt: i)")
        #expect(rewritten("d?.scrollViewDidScroll?(s)") == "d?.scrollViewDidScroll(s)")
    }

    /// An app's property named like one of its protocols' optional methods (a popup library's
    /// `var popupBar: PopupBar!` on its controllers beside `optional func popupBar(_:commit:)`):
    /// binding it binds the property, not `Optional(…)` of it (a double optional).
    @Test func propertiesNamedLikeOptionalMethodsBindAsWritten() {
        let survey = UIKitSourceRewriter.survey([
            "@objc protocol PopupBarPreviewing { @objc optional func popupBar(_ bar: PopupBar, commit host: Host) }",
            "final class PopupBar {}\nclass Host {}\nextension Host { var popupBar: PopupBar! { nil } }",
        ])
        #expect(rewritten("if let bar = self.presenting.popupBar { show(bar) }", survey: survey) == "if let bar = self.presenting.popupBar { show(bar) }")
        #expect(rewritten("guard let bar = host.popupBar else { return }", survey: survey) == "guard let bar = host.popupBar else { return }")
        // UIKit's method-only requirements likewise, when the files declare such a property.
        let own = UIKitSourceRewriter.survey(["final class Flow { var addCompletion: (() -> Void)? }"])
        #expect(rewritten("if let add = flow.addCompletion { add() }", survey: own) == "if let add = flow.addCompletion { add() }")
    }

    @Test(.enabled(if: swiftc != nil, "no swiftc found"))
    func closurePropertiesSharingARequirementsNameCompile() throws {
        let popup = """
            final class PopupBar {}
            class Host { var presenting = Host?.none }
            @objc protocol PopupBarPreviewing {
                @objc optional func popupBar(_ bar: PopupBar, commit host: Host)
            }
            extension Host {
                var popupBar: PopupBar! { nil }
                func show() -> Bool {
                    guard let presenting = presenting else { return false }
                    if let bar = presenting.popupBar { return bar === PopupBar() }
                    return false
                }
            }
            """
        let (ok, output) = try typecheckRewritten(["Pager.swift": Self.pager, "Popup.swift": popup], uikit: false)
        #expect(ok, "\(output)")
    }
}

@Suite struct ConditionTests {
    @Test(arguments: zip(
        [
            "os(iOS)", "os(macOS)", "os(Linux)", "!os(iOS)", "os(iOS) || os(tvOS)", "os(iOS) && !targetEnvironment(simulator)",
            "canImport(UIKit)", "canImport(UIKit.UIGestureRecognizerSubclass)", "canImport(AppKit)", "canImport(SwiftUI)",
            "canImport(MyKit)", "targetEnvironment(macCatalyst)", "arch(arm64)", "arch(x86_64)", "swift(>=5.9)", "DEBUG",
            "(os(iOS) || os(watchOS)) && canImport(QuartzCore)", "canImport(CoreImage)", "canImport(MapKit)",
            "canImport(CoreLocation)", "canImport(WebKit)",
        ],
        [
            "true", "false", "false", "!true", "true || false", "true && !false", "true", "true", "false", "false",
            "canImport(MyKit)", "false", "true", "false", "swift(>=5.9)", "DEBUG", "(true || false) && true", "true", "true",
            "true", "true",
        ]))
    func conditionAtoms(condition: String, value: String) {
        expectRewrite("#if \(condition)\nlet a = 1\n#endif", "#if \(value)\nlet a = 1\n#endif")
    }

    @Test func elseifAndNestedConditions() {
        expectRewrite(
            """
            #if os(macOS)
            import AppKit
            #elseif os(iOS)
            import UIKit
              #if targetEnvironment(simulator)
              let sim = true
              #endif
            #else
            let other = 1
            #endif
            """,
            """
            #if false
            import AppKit
            #elseif true
            import TransitionsUIKit
              #if false
              let sim = true
              #endif
            #else
            let other = 1
            #endif
            """)
    }
}

@Suite struct ImportTests {
    @Test func uikitModulesBecomeTransitionsUIKit() {
        expectRewrite(
            """
            import UIKit
            import UIKit.UIGestureRecognizerSubclass
            import CoreGraphics
            import QuartzCore
            import AVFoundation
            import class UIKit.UIView
            @testable import MyApp
            import ObjectiveC
            import UIKit.UIView
            import Foundation.NSCache
            import class Foundation.NSCache
            import CoreFoundation
            import CoreImage
            import MapKit
            import CoreLocation
            """,
            """
            import TransitionsUIKit
            import TransitionsUIKit
            import TransitionsUIKit
            import TransitionsUIKit
            import TransitionsUIKit
            import TransitionsUIKit
            @testable import MyApp
            import Foundation
            import TransitionsUIKit
            import Foundation
            import class Foundation.NSCache
            import Foundation
            import TransitionsUIKit
            import TransitionsUIKit
            import TransitionsUIKit
            """)
    }

    @Test func aFileImportingFoundationGetsTheSimulationsQueueAndTimer() {
        let source = """
            import UIKit
            import Foundation
            final class Pager {
                var timer: Timer?
                let queues: [DispatchQueue] = [.main]
                func start(on queue: DispatchQueue) {
                    timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in }
                    DispatchQueue.main.async { self.tick(Timer()) }
                }
                func tick(_ t: Timer) { _ = t.foundationName.Timer }
            }
            """
        let out = rewritten(source)
        #expect(out.contains("    var timer: TransitionsUIKit.Timer?\n"))
        #expect(out.contains("let queues: [TransitionsUIKit.DispatchQueue] = [.main]"))
        #expect(out.contains("func start(on queue: TransitionsUIKit.DispatchQueue) {"))
        #expect(out.contains("timer = TransitionsUIKit.Timer.scheduledTimer(withTimeInterval: 1"))
        #expect(out.contains("TransitionsUIKit.DispatchQueue.main.async { self.tick(TransitionsUIKit.Timer()) }"))
        // An internal method may take the type (a file-private alias would not be allowed there),
        // and a member named like the type is not a reference to it.
        #expect(out.contains("func tick(_ t: TransitionsUIKit.Timer) { _ = t.foundationName.Timer }"))
        #expect(out.split(separator: "\n").count == source.split(separator: "\n").count)
        #expect(rewritten("import UIKit\nimport Dispatch\nlet q = DispatchQueue.main\n").contains("TransitionsUIKit.DispatchQueue.main"))
        // Only UIKit: TransitionsUIKit's own names shadow Foundation's already; not a UIKit file: nothing.
        #expect(!rewritten("import UIKit\nlet q = DispatchQueue.main\n").contains("TransitionsUIKit.DispatchQueue"))
        #expect(!rewritten("import Foundation\nlet q = DispatchQueue.main\n").contains("TransitionsUIKit"))
        // A file declaring its own Timer keeps it.
        let own = rewritten("import UIKit\nimport Foundation\nfinal class Timer {}\nlet t = Timer()\nlet q = DispatchQueue.main\n")
        #expect(own.contains("let t = Timer()") && own.contains("TransitionsUIKit.DispatchQueue.main"))
    }
}

@Suite struct RewriteFilesTests {
    @Test func outputNamesAreUnique() {
        let inputs = ["/a/X.swift", "/b/X.swift", "/a/Y.swift", "/c/X.swift"].map { URL(fileURLWithPath: $0) }
        #expect(UIKitSourceRewriter.outputNames(for: inputs) == ["X.rewritten.swift", "X_2.rewritten.swift", "Y.rewritten.swift", "X_3.rewritten.swift"])
    }

    @Test func aFolderIsRewrittenTogether() throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("rewrite-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: dir) }
        let src = dir.appendingPathComponent("src/Sub"), out = dir.appendingPathComponent("out")
        try FileManager.default.createDirectory(at: src, withIntermediateDirectories: true)
        try "@objc protocol P { @objc optional func f() }".write(to: src.appendingPathComponent("P.swift"), atomically: true, encoding: .utf8)
        try "func g(_ p: P) { p.f?() }".write(to: src.appendingPathComponent("../Use.swift"), atomically: true, encoding: .utf8)
        let outputs = try UIKitSourceRewriter.rewrite(folder: dir.appendingPathComponent("src"), into: out)
        #expect(outputs.map(\.lastPathComponent) == ["P.rewritten.swift", "Use.rewritten.swift"])
        let use = try String(contentsOf: outputs[1], encoding: .utf8)
        #expect(use.hasSuffix("func g(_ p: P) { p.f() }"))
        #expect(use.hasPrefix("#sourceLocation(file: \"\(src.deletingLastPathComponent().appendingPathComponent("Use.swift").standardizedFileURL.path)\""))
    }
}

/// `let` bindings of Core Graphics' mutable path become `var` (the model's path is a value).
@Suite struct ValueTypeBindingRewriteTests {
    @Test(arguments: [
        "let p = CGMutablePath()", "let p: CGMutablePath = .init()", "let p = CGMutablePath.init()",
        "let p = shape.path!.mutableCopy()!", "let p = base.mutableCopy() ?? CGMutablePath()", "let p: CGMutablePath? = nil",
        "private let p = CGMutablePath(), q = 1",
    ])
    func mutablePathBindingsBecomeVar(binding: String) {
        let after = binding.replacingOccurrences(of: "let p", with: "var p")
        expectRewrite("func f() {\n    \(binding)\n}", "func f() {\n    \(after)\n}")
    }

    @Test(arguments: ["let p = UIBezierPath()", "let p = path.copy()", "var p = CGMutablePath()", "let p: CGPath = makePath()", "let (a, b) = (1, 2)"])
    func otherBindingsStay(binding: String) {
        expectRewrite("struct S {\n    \(binding)\n}", "struct S {\n    \(binding)\n}")
    }

    /// `class` members of an extension of a class the model keeps as a value are `static`
    /// (an extension's members cannot be overridden, so the two mean the same); a real class's
    /// extension, and a class declared in the file, keep `class`.
    @Test func classMembersOfValueModelledTypesBecomeStatic() {
        expectRewrite(
            """
            extension CGPath {
                class func wave(width: CGFloat) -> CGPath { CGMutablePath() }
                public class var empty: CGPath { CGMutablePath() }
                static func other() {}
            }
            extension UIColor {
                class var brand: UIColor { .red }
            }
            final class Maker {
                class func make() {}
            }
            """,
            """
            extension CGPath {
                static func wave(width: CGFloat) -> CGPath { CGMutablePath() }
                public static var empty: CGPath { CGMutablePath() }
                static func other() {}
            }
            extension UIColor {
                class var brand: UIColor { .red }
            }
            final class Maker {
                class func make() {}
            }
            """)
    }

    /// A function that adds to a path it is handed takes it `inout` (Core Graphics' path is a
    /// reference the callee builds on; the model's is a value), and its calls in the file pass
    /// `&`: directly, through another such function, and through `self.`.
    @Test func pathParametersAFunctionBuildsOnBecomeInout() {
        expectRewrite(
            """
            func draw(_ frame: CGRect, path: CGMutablePath) {
                path.addLine(to: frame.origin)
            }
            func outline(into p: CGMutablePath, size: CGFloat) {
                draw(.zero, path: p)
            }
            func read(_ path: CGMutablePath) -> CGRect { path.boundingBox }
            func make() -> CGPath {
                let contour = CGMutablePath()
                draw(.zero, path: contour)
                self.outline(into: contour, size: 2)
                _ = read(contour)
                return contour
            }
            """,
            """
            func draw(_ frame: CGRect, path: inout CGMutablePath) {
                path.addLine(to: frame.origin)
            }
            func outline(into p: inout CGMutablePath, size: CGFloat) {
                draw(.zero, path: &p)
            }
            func read(_ path: CGMutablePath) -> CGRect { path.boundingBox }
            func make() -> CGPath {
                var contour = CGMutablePath()
                draw(.zero, path: &contour)
                self.outline(into: &contour, size: 2)
                _ = read(contour)
                return contour
            }
            """)
    }

    /// A parameter that is only read, an optional path and a call with other labels stay.
    @Test func pathParametersOnlyReadStay() {
        let source = "func f(_ p: CGMutablePath?, q: CGMutablePath) { _ = q.boundingBox; p?.addLine(to: .zero) }\nfunc g(_ p: CGMutablePath) { f(p, q: p) }\n"
        expectRewrite(source, source)
    }
}

/// What a framework's files see of each other's imports, and names qualified by Apple-only modules.
@Suite struct ModuleImportRewriteTests {
    /// A library compiled together with its demo (a pod's `Tabby/Sources/…` beside `Example/`):
    /// the demo's `import Tabby` and the qualifier `Tabby.` (written by the library and the demo
    /// alike) go, as both are one module in the plugin's target. A module is local when its
    /// name is a folder of the inputs; a type of that name keeps its qualifier; Apple's modules
    /// and lower-case names are never taken for one.
    @Test func aLocalLibrarysImportAndQualifiersGo() {
        #expect(UIKitSourceRewriter.inferredLocalModules(paths: ["/r/Tabby/Sources/A.swift", "/r/Example/B.swift"], imported: ["Tabby", "UIKit", "Other"]) == ["Tabby"])
        #expect(UIKitSourceRewriter.inferredLocalModules(paths: ["/r/Tabby/A.swift", "/r/Tabby/B.swift"], imported: ["Tabby"]) == ["Tabby"])
        #expect(UIKitSourceRewriter.inferredLocalModules(paths: ["/r/UIKit/A.swift", "/r/x/B.swift"], imported: ["UIKit"]).isEmpty)
        #expect(UIKitSourceRewriter.inferredLocalModules(paths: ["/r/Lib/A.swift"], imported: ["Elsewhere"]).isEmpty)
        #expect(UIKitSourceRewriter.inferredLocalModules(paths: ["/r/Sources/Classes/Shari.swift", "/r/Demo/V.swift"], imported: ["Shari"]) == ["Shari"])
        var survey = UIKitSourceRewriter.survey(["enum Shared { enum Kind { case a } }\n"])
        survey.localModules = ["Tabby", "views", "Shared"]
        let source = "import Tabby\nlet b: Tabby.Behavior.Label = Tabby.Behavior.default\nlet n = views.count\nlet s: Shared.Kind = .a"
        let out = rewritten(source, survey: survey)
        #expect(out == "import Foundation\nlet b: Behavior.Label = Behavior.default\nlet n = views.count\nlet s: Shared.Kind = .a", "\(out)")
    }

    /// A library whose folder is not named like its module (`Sources/` beside `Example/`) is
    /// found by its project files: the Xcode project (and its targets' products), the podspec and the umbrella header at or
    /// above the inputs, and the names `Package.swift` gives. Only an imported name counts, and
    /// a project file below an unrelated folder is not read.
    @Test func projectFilesNameTheLocalModule() throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("project-names-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let fm = FileManager.default
        for folder in ["Repo/Sources", "Repo/Example/Demo", "Repo/Garland.xcodeproj", "Repo/Unrelated/Other.xcodeproj"] {
            try fm.createDirectory(at: root.appendingPathComponent(folder), withIntermediateDirectories: true)
        }
        try "".write(to: root.appendingPathComponent("Repo/Sources/GarlandKit.h"), atomically: true, encoding: .utf8)
        // The example project's framework target (its product is what the demo imports).
        try """
            /* Begin PBXNativeTarget section */
            \t\t642427251CDE10740037E8DA /* GarlandFramework */ = {
            \t\t\tisa = PBXNativeTarget;
            \t\t\tname = GarlandFramework;
            \t\t\tproductName = GarlandFramework;
            \t\t\tproductName = "$(TARGET_NAME)";
            \t\t};
            """.write(to: root.appendingPathComponent("Repo/Garland.xcodeproj/project.pbxproj"), atomically: true, encoding: .utf8)
        try "".write(to: root.appendingPathComponent("Repo/garland.podspec"), atomically: true, encoding: .utf8)
        try """
            // swift-tools-version:5.1
            import PackageDescription
            let package = Package(name: "GarlandPackage", products: [.library(name: "GarlandView", targets: ["GarlandView"])],
                                  targets: [.target(name: "GarlandView", path: "Sources")])
            """.write(to: root.appendingPathComponent("Repo/Package.swift"), atomically: true, encoding: .utf8)
        let paths = [root.appendingPathComponent("Repo/Sources/Cell.swift").path, root.appendingPathComponent("Repo/Example/Demo/VC.swift").path]
        let common = (root.appendingPathComponent("Repo").path as NSString).pathComponents
        let names = UIKitSourceRewriter.projectModuleNames(of: paths, under: common)
        #expect(names.isSuperset(of: ["Garland", "garland", "GarlandKit", "GarlandPackage", "GarlandView", "GarlandFramework"]), "\(names)")
        #expect(!names.contains("Other") && !names.contains("$(TARGET_NAME)"))
        let imported: Set<String> = ["GarlandView", "GarlandKit", "SnapKit", "UIKit"]
        #expect(UIKitSourceRewriter.inferredLocalModules(paths: paths, imported: imported) == ["GarlandView", "GarlandKit"])
        // A manifest's interpolated or computed names are not guessed.
        #expect(UIKitSourceRewriter.packageNames(in: #"let n = "X"; Package(name: "A\(n)", targets: [.target(name: n)])"#).isEmpty)
    }

    @Test(.enabled(if: swiftc != nil && transitionsUIKitBuild != nil, "no swiftc or TransitionsUIKit build found"))
    func aLibraryAndItsDemoCompileTogether() throws {
        let (ok, output) = try typecheckRewritten([
            "Ribbon/Sources/Appearance.swift": """
                import UIKit

                public enum Appearance { public enum Caption { case shown, hidden } }
                public final class RibbonBar: UIView { public var caption: Ribbon.Appearance.Caption = .hidden }
                """,
            "Example/Demo.swift": """
                import UIKit
                import Ribbon

                final class DemoController: UIViewController {
                    let bar = RibbonBar()
                    override func viewDidLoad() {
                        super.viewDidLoad()
                        bar.caption = Ribbon.Appearance.Caption.shown
                        view.addSubview(bar)
                    }
                }
                """,
        ])
        #expect(ok, "\(output)")
    }

    /// A library extracted without its project files, in a folder not named like its module
    /// (`Sources/` beside a demo that writes `import Sheets`): the module is the library's when
    /// a file importing it uses a type that a file *not* importing it declares `public` or
    /// `open`. Apple's frameworks and modules whose clients use nothing of the files' published
    /// types are not taken; a library that publishes nothing gives no guess.
    @Test func aClientsImportOfTheFilesPublishedTypesIsTheirs() {
        let library = "import UIKit\npublic final class SheetController: UIViewController {}\nopen class SheetView: UIView {}\n"
        let demo = "import UIKit\nimport Sheets\nimport SnapKit\nimport MapKit\nimport Photos\nfinal class Demo { let s = SheetController() }\n"
        let other = "import UIKit\nimport Charts\nimport Loader\nfinal class Unrelated { let c = 1 }\n"
        let facts = UIKitSourceRewriter.survey([library, demo, other]).moduleFacts
        #expect(facts[0].publishedTypes == ["SheetController", "SheetView"])
        // SnapKit is imported by the same client, so the guess takes it too: it stays imported where it exists.
        #expect(UIKitSourceRewriter.clientImportedModules(facts) == ["Sheets", "SnapKit"])
        let unpublished = UIKitSourceRewriter.survey(["import UIKit\nfinal class SheetController {}\n", demo]).moduleFacts
        #expect(UIKitSourceRewriter.clientImportedModules(unpublished).isEmpty)
        // A type the client declares itself is not a use of the library (the importer's own `public` does not count).
        let selfPublishing = UIKitSourceRewriter.survey(["import Sheets\npublic struct Own {}\nlet o = Own()\n", "public struct Other {}\n"]).moduleFacts
        #expect(UIKitSourceRewriter.clientImportedModules(selfPublishing).isEmpty)
    }

    /// The guessed module's import goes where it stands (the line keeps its number) and comes
    /// back after the file's last line under `canImport`; its qualifiers go.
    @Test func aGuessedLibraryIsImportedOnlyWhereItExists() {
        var survey = UIKitSourceRewriter.survey(["import UIKit\npublic enum Style { case plain }\n"])
        survey.conditionalModules = ["Sheets"]
        let out = rewritten("import Sheets\nlet s: Sheets.Style = Sheets.Style.plain\n", survey: survey, generated: true)
        #expect(out.hasPrefix("import Foundation\nlet s: Style = Style.plain\n"), "\(out)")
        #expect(out.contains("#if canImport(Sheets)\nimport Sheets\n#endif"), "\(out)")
    }

    @Test(.enabled(if: swiftc != nil && transitionsUIKitBuild != nil, "no swiftc or TransitionsUIKit build found"))
    func aLibraryInAnUnnamedFolderAndItsDemoCompileTogether() throws {
        let (ok, output) = try typecheckRewritten([
            "Sources/SheetPresentationController.swift": """
                import UIKit

                open class SheetPresentationController: UIPresentationController {
                    public var detent: CGFloat = 0.5
                    open override var frameOfPresentedViewInContainerView: CGRect {
                        guard let bounds = containerView?.bounds else { return .zero }
                        return CGRect(x: 0, y: bounds.height * (1 - detent), width: bounds.width, height: bounds.height * detent)
                    }
                }
                """,
            "Example/Demo.swift": """
                import UIKit
                import HalfSheet

                final class DemoDelegate: NSObject, UIViewControllerTransitioningDelegate {
                    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
                        let sheet = HalfSheet.SheetPresentationController(presentedViewController: presented, presenting: presenting)
                        sheet.detent = 0.4
                        return sheet
                    }
                }
                """,
        ])
        #expect(ok, "\(output)")
    }

    @Test func aFoundationOnlyFileOfAUIKitModuleSeesUIKit() {
        let uikitFile = "import UIKit\nclass Menu: UIViewController {}\n"
        let plain = "import Foundation\nstruct Options { var tint: UIColor = .black; var queue: DispatchQueue = .main }\n"
        let survey = UIKitSourceRewriter.survey([uikitFile, plain])
        #expect(survey.anyFileImportsUIKit)
        let out = rewritten(plain, survey: survey, generated: true)
        #expect(out.contains("\nimport TransitionsUIKit\n"), "\(out)")
        #expect(out.contains("var queue: TransitionsUIKit.DispatchQueue = .main"), "the simulation's queue wins here too")
        #expect(out.hasPrefix("import Foundation\nstruct Options"), "the file's own lines are unchanged")
        // Without a UIKit file or UIKit name in the module nothing is added.
        let model = "import Foundation\nstruct Options { var queue: DispatchQueue = .main }\n"
        #expect(!rewritten(model, survey: UIKitSourceRewriter.survey([model]), generated: true).contains("TransitionsUIKit"))
    }

    /// A framework whose Objective-C umbrella header imports UIKit: its Swift files use UIKit
    /// without importing it (none, or Foundation only), and see it through the added import.
    @Test func anUmbrellaHeadersUIKitIsSeenByFilesWithoutTheImport() {
        let bare = "class DragPop: UIPercentDrivenInteractiveTransition {\n    var shouldPop = false\n}\n"
        let foundation = "import Foundation\nextension UINavigationBar { var hairline: UIView? { subviews.first } }\n"
        let survey = UIKitSourceRewriter.survey([bare, foundation])
        #expect(survey.anyFileImportsUIKit)
        for file in [bare, foundation] {
            let out = rewritten(file, survey: survey, generated: true)
            #expect(out.contains("\nimport TransitionsUIKit\n") && out.hasPrefix(String(file.prefix(20))), "\(out)")
        }
        // A file naming AppKit's or SwiftUI's types is not taken for UIKit's.
        let appKit = "import AppKit\nlet v = UIView()\n"
        #expect(!UIKitSourceRewriter.survey([appKit]).anyFileImportsUIKit)
        #expect(!UIKitSourceRewriter.survey(["struct Ui { let UInt8Value: UInt8 = 0 }\n"]).anyFileImportsUIKit)
    }

    /// `import Combine` is TransitionsCombine (OpenCombine on the simulation's schedulers), used or
    /// not; a `Combine.` qualifier names OpenCombine; a file that imports Combine without UIKit
    /// still gets the simulation's queues (TransitionsUIKit after its last line), and one that also
    /// imports Foundation names them as TransitionsUIKit's.
    @Test func combineIsTransitionsCombine() {
        expectRewrite("import UIKit\nimport Combine\nfinal class Dim: UIView {}", "import TransitionsUIKit\nimport TransitionsCombine\nfinal class Dim: UIView {}")
        expectRewrite(
            "import Combine\nvar bag = Set<Combine.AnyCancellable>()", "import TransitionsCombine\nvar bag = Set<OpenCombine.AnyCancellable>()")
        expectRewrite("import class Combine.AnyCancellable\nlet Combine = 1", "import TransitionsCombine\nlet Combine = 1")
        // `Combine` as a value's name in a file that does not import it stays.
        expectRewrite("import UIKit\nlet x = Combine.value", "import TransitionsUIKit\nlet x = Combine.value")
        let model = rewritten(
            "import Foundation\nimport Combine\nfinal class Model: ObservableObject {\n    @Published var x = 0\n    func f() { _ = $x.receive(on: DispatchQueue.main) }\n}\n",
            generated: true)
        #expect(model.contains("receive(on: TransitionsUIKit.DispatchQueue.main)"))
        #expect(model.hasSuffix("import TransitionsUIKit\n"))
        // `#if canImport(Combine)` is taken, as on iOS.
        expectRewrite("#if canImport(Combine)\nimport Combine\n#endif", "#if true\nimport TransitionsCombine\n#endif")
    }

    /// Dynamic lookup of `NSNumber`'s and `NSValue`'s members through `AnyObject`.
    @Test func numberAndValueMembersReadThroughAnyObjectAreCasts() {
        expectRewrite(
            "let d = (note.userInfo?[key] as AnyObject).doubleValue ?? 0.5\nlet p = (change?[.newKey] as AnyObject).cgPointValue",
            "let d = (note.userInfo?[key] as AnyObject as? NSNumber)?.doubleValue ?? 0.5\nlet p = (change?[.newKey] as AnyObject as? NSValue)?.cgPointValue")
        // Other members, other casts and plain parentheses stay.
        for same in ["let v = (x as AnyObject).configure()", "let v = (x as? NSNumber)?.doubleValue", "let v = (x).doubleValue", "let v = (x as AnyObject).frame"] {
            expectRewrite(same, same)
        }
    }

    @Test func darwinQualifiedNamesAreFoundations() {
        expectRewrite("let x = Darwin.ceil(y * scale) / scale", "let x = Foundation.ceil(y * scale) / scale")
        // The runtime's own functions and types are TransitionsUIKit's (a file that declares a
        // wrapper of the same name reaches the runtime's through the qualifier); other names of
        // the module, Foundation's.
        expectRewrite("let x = ObjectiveC.sel_getName", "let x = TransitionsUIKit.sel_getName")
        expectRewrite("return ObjectiveC.objc_getAssociatedObject(o, k) as? T", "return TransitionsUIKit.objc_getAssociatedObject(o, k) as? T")
        expectRewrite("let p: ObjectiveC.objc_AssociationPolicy = .OBJC_ASSOCIATION_RETAIN", "let p: TransitionsUIKit.objc_AssociationPolicy = .OBJC_ASSOCIATION_RETAIN")
        expectRewrite("let s: ObjectiveC.Selector? = nil", "let s: TransitionsUIKit.Selector? = nil")
        expectRewrite("var stop: ObjectiveC.ObjCBool = false", "var stop: Foundation.ObjCBool = false")
        // Core Image is TransitionsUIKit's (its images and filters model regions).
        expectRewrite("let i = CoreImage.CIImage(cgImage: bitmap)", "let i = TransitionsUIKit.CIImage(cgImage: bitmap)")
        // So are MapKit and Core Location (maps as views with a Mercator viewport).
        expectRewrite("let m = MapKit.MKMapView()", "let m = TransitionsUIKit.MKMapView()")
        expectRewrite("var c: CoreLocation.CLLocationCoordinate2D", "var c: TransitionsUIKit.CLLocationCoordinate2D")
        // CoreFoundation's names are Foundation's on Linux (`CoreFoundation.sqrt` in a file that
        // imports UIKit only).
        expectRewrite("let golden: Float = (1 + CoreFoundation.sqrt(5.0)) / 2", "let golden: Float = (1 + Foundation.sqrt(5.0)) / 2")
        expectRewrite("let x = darwin.ceil(1)", "let x = darwin.ceil(1)")
        // URL loading qualified by Foundation is FoundationNetworking's on Linux (whose import
        // a file naming these types gets); Foundation's other names stay Foundation's.
        expectRewrite(
            "import Foundation\nlet s = Foundation.URLSession(configuration: .default)\nvar t: Foundation.URLSessionTask?\nlet d = Foundation.Date()",
            "import Foundation\nlet s = FoundationNetworking.URLSession(configuration: .default)\nvar t: FoundationNetworking.URLSessionTask?\nlet d = Foundation.Date()")
    }

    /// Names qualified by a UIKit module, in expressions and in types (`CoreGraphics.log` for the
    /// `CGFloat` overload, `UIKit.UIView` where an app's own type shadows UIKit's name).
    @Test func uikitQualifiedNamesAreTransitionsUIKits() {
        expectRewrite("let d = CoreGraphics.log(rate) / 2", "let d = TransitionsUIKit.log(rate) / 2")
        expectRewrite("let v: UIKit.UIView = UIKit.UIView()", "let v: TransitionsUIKit.UIView = TransitionsUIKit.UIView()")
        expectRewrite("let l = QuartzCore.CALayer()", "let l = TransitionsUIKit.CALayer()")
        expectRewrite("func f(_ c: UIKit.UIViewController?) {}", "func f(_ c: TransitionsUIKit.UIViewController?) {}")
        expectRewrite("let x = uikit.UIView()", "let x = uikit.UIView()")
    }

    /// Outlets lose `private`/`fileprivate` with `@IBOutlet` (Interface Builder connects them
    /// whatever their access; the harness's stand-ins are assigned from another file); other
    /// private properties keep it.
    @Test func outletsAreWidenedForTheirStandIns() {
        expectRewrite(
            "@IBOutlet private weak var title: UILabel!\n@IBOutlet fileprivate var rows: [UIView]!\nprivate var count = 0",
            "weak var title: UILabel!\nvar rows: [UIView]!\nprivate var count = 0")
    }

    /// A library compiled together with the app files that import it (`transit check` on a folder
    /// with both): its import names the same module, so it becomes `import Foundation`.
    @Test func importsOfModulesCompiledTogetherAreDropped() {
        let app = "import UIKit\nimport MIBlurPopup\nimport SnapKit\nfinal class Popup: UIViewController {}\n"
        var survey = UIKitSourceRewriter.survey([app], paths: ["/app/Popup.swift"])
        survey.localModules = ["MIBlurPopup"]
        let out = UIKitSourceRewriter.rewrite(app, path: "/app/Popup.swift", survey: survey)
        #expect(out.contains("\nimport TransitionsUIKit\nimport Foundation\nimport SnapKit\n"), "\(out)")
    }

    /// The full-screen pop gesture's cast of a recognizer's private targets names the model's
    /// key-value-coding base (Linux's `NSObject` and `AnyObject` have no `value(forKey:)`); other
    /// casts to `[NSObject]` stay.
    @Test func privateTargetsCastToTheRuntimeBase() {
        expectRewrite(
            "import UIKit\nlet a = pop?.value(forKey: \"targets\") as? [NSObject]\nlet b = pop!.value(forKey: \"targets\") as! [AnyObject]\nlet c = x.value(forKey: \"other\") as? [NSObject]",
            "import TransitionsUIKit\nlet a = pop?.value(forKey: \"targets\") as? [UIKitNSObject]\nlet b = pop!.value(forKey: \"targets\") as! [UIKitNSObject]\nlet c = x.value(forKey: \"other\") as? [NSObject]")
    }

    /// A class deriving from `NSObject` derives from `UIKitNSObject` (NSObject with the runtime
    /// methods UIKit code overrides), so its `override`s of `observeValue(forKeyPath:…)`,
    /// `forwardingTarget(for:)`, `awakeFromNib()` stay as written, in every spelling of
    /// `NSObject`. A `Sendable` class keeps `NSObject` (a Sendable class may inherit only from
    /// it): the first `observeValue` of its chain adopts `KeyValueStringObserver` instead of
    /// overriding (Linux's `NSObject` has no such method); classes deriving from UIKit's classes
    /// are untouched (the model declares the methods open there). Files that see no UIKit keep
    /// `NSObject` (`UIKitNSObject` is TransitionsUIKit's).
    @Test func nsObjectSubclassesDeriveFromTheRuntimeBase() {
        let f = "func observeValue(forKeyPath keyPath: String?, of object: Any?, change: [NSKeyValueChangeKey: Any]?, context: UnsafeMutableRawPointer?) {}"
        let source = """
            import UIKit
            class Watcher: NSObject {
                override \(f)
            }
            final class Loud: Watcher { override \(f) }
            final class Proxy: Foundation.NSObject, UIGestureRecognizerDelegate {
                override func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
            }
            class Item: /* base */ NSObject { override func awakeFromNib() { super.awakeFromNib() } }
            final class Quiet: NSObject, Sendable {
                @objc public override \(f)
            }
            final class Sheet: UIPresentationController { override \(f) }
            extension NSObject { func tag() {} }
            """
        expectRewrite(source, """
            import TransitionsUIKit
            class Watcher: UIKitNSObject {
                override \(f)
            }
            final class Loud: Watcher { override \(f) }
            final class Proxy: UIKitNSObject, UIGestureRecognizerDelegate {
                override func forwardingTarget(for aSelector: Selector!) -> Any? { nil }
            }
            class Item: /* base */ UIKitNSObject { override func awakeFromNib() { super.awakeFromNib() } }
            final class Quiet: NSObject, Sendable, KeyValueStringObserver {
                public \(f)
            }
            final class Sheet: UIPresentationController { override \(f) }
            extension NSObject { func tag() {} }
            """)
        expectRewrite("import Foundation\nclass Plain: NSObject {}", "import Foundation\nclass Plain: NSObject {}")
    }

    /// `import AVKit` (re-exporting AVFoundation, whose `AVMakeRect` zoom transitions use) becomes
    /// TransitionsUIKit; a file that names Foundation's URL-loading types also imports
    /// `FoundationNetworking`, where Linux keeps them (after the file's last line).
    @Test func avKitAndURLLoading() {
        expectRewrite("import AVKit\nlet r = AVMakeRect(aspectRatio: s, insideRect: b)", "import TransitionsUIKit\nlet r = AVMakeRect(aspectRatio: s, insideRect: b)")
        // Apple frameworks imported and rarely used become Foundation; large ones stay named;
        // WebKit's web view and Photos' library are TransitionsUIKit's.
        expectRewrite("import UIKit\nimport PhotosUI\nimport GameplayKit\nimport SpriteKit", "import TransitionsUIKit\nimport Foundation\nimport Foundation\nimport SpriteKit")
        expectRewrite("import Photos\nlet s = PHPhotoLibrary.authorizationStatus()", "import TransitionsUIKit\nlet s = PHPhotoLibrary.authorizationStatus()")
        expectRewrite("import WebKit\nlet w = WebKit.WKWebView()", "import TransitionsUIKit\nlet w = TransitionsUIKit.WKWebView()")
        let out = UIKitSourceRewriter.rewrite("import UIKit\nlet s = URLSession.shared", path: "/a.swift")
        #expect(out.hasSuffix("#sourceLocation()\n// Generated by transit-uikit-rewrite.\n#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif\n"), "\(out)")
        #expect(!UIKitSourceRewriter.rewrite("import UIKit\nlet session = 1 // URLSession", path: "/a.swift").contains("FoundationNetworking"))
    }

    /// `extension NSObject: Then {}` (a marker conformance) also reaches UIKit's classes that the
    /// model does not derive from NSObject, as it does on iOS; one with members, or a class the
    /// file already extends with the protocol, is left alone.
    @Test func markerConformancesOfNSObjectReachEveryUIKitClass() {
        let out = UIKitSourceRewriter.rewrite("import UIKit\nprotocol Then {}\nextension NSObject: Then {}\nextension CALayer: Then {}", path: "/a.swift")
        #expect(out.contains("extension UIGestureRecognizer: Then {}\nextension UIPresentationController: Then {}"), "\(out)")
        #expect(out.contains("extension NSLayoutConstraint: Then {}"))
        #expect(out.components(separatedBy: "extension CALayer: Then {}").count == 2)  // the file's own, not another
        let withMembers = UIKitSourceRewriter.rewrite("import UIKit\nprotocol Named { var n: String { get } }\nextension NSObject: Named { var n: String { \"x\" } }", path: "/b.swift")
        #expect(!withMembers.contains("extension CALayer"))
    }

    /// A dispatch group's `notify(queue: .main)` names the simulation's main queue (the implicit
    /// member fits Dispatch's too, which nothing services under the model); other `.main`
    /// arguments (an operation queue) stay.
    @Test func notifyOnTheMainQueueIsTheSimulations() {
        expectRewrite(
            "import UIKit\ngroup.notify(queue: .main) { done() }\nc.addObserver(forName: n, object: nil, queue: .main) { _ in }",
            "import TransitionsUIKit\ngroup.notify(queue: TransitionsUIKit.DispatchQueue.main) { done() }\nc.addObserver(forName: n, object: nil, queue: .main) { _ in }")
        expectRewrite(
            "import UIKit\nitem.notify(queue: .global(qos: .utility)) { done() }",
            "import TransitionsUIKit\nitem.notify(queue: TransitionsUIKit.DispatchQueue.global(qos: .utility)) { done() }")
        // A qualifier that names a framework mapped to Foundation is rewritten only where the
        // file imports it (an app's own `enum Photos` stays); marker conformances need UIKit.
        expectRewrite("import UIKit\nlet n = Photos.max", "import TransitionsUIKit\nlet n = Photos.max")
        #expect(!UIKitSourceRewriter.rewrite("import Foundation\nprotocol P {}\nextension NSObject: P {}", path: "/c.swift").contains("CALayer"))
    }

    /// A cell with an initialiser of its own and without `init(style:reuseIdentifier:)` gets the
    /// registered-cell initialiser the model needs, trapping as iOS does for a registered class
    /// without the base initialiser (a storyboard cell with only `init?(coder:)` too); a cell
    /// that overrides the base initialiser, or has no initialiser of its own, is left alone.
    @Test func cellsWithTheirOwnInitialiserGetTheDequeueInitialiser() {
        let source = """
            import UIKit
            class MenuCell: UITableViewCell {
                init(style: UITableViewCell.CellStyle, reuseIdentifier: String?, config: Int) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class PlainCell: UITableViewCell {
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) { super.init(style: style, reuseIdentifier: reuseIdentifier) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Photo: UICollectionViewCell { let url = 1 }
            class StoryboardCard: UICollectionViewCell {
                required init?(coder aDecoder: NSCoder) { super.init(coder: aDecoder) }
            }
            """
        let out = rewritten(source)
        #expect(out.contains("required convenience init(dequeuedWith reuseIdentifier: String) { fatalError(\"Use of unimplemented initializer 'init(style:reuseIdentifier:)' for class 'MenuCell'\") } }"), "\(out)")
        // A storyboard cell (only `init?(coder:)`) does not inherit `init(frame:)` either.
        #expect(out.contains("required convenience init(dequeuedWith reuseIdentifier: String) { fatalError(\"Use of unimplemented initializer 'init(frame:)' for class 'StoryboardCard'\") } }"), "\(out)")
        #expect(out.components(separatedBy: "dequeuedWith").count == 3)
        #expect(out.components(separatedBy: "\n").count == source.components(separatedBy: "\n").count)
    }

    /// The unified-logging modules become TransitionsUIKit (which has `os_log`, `OSLog`, `Logger`);
    /// an `os.` qualifier is rewritten only where the file imports `os`, so a variable named `os`
    /// elsewhere is left alone.
    @Test func unifiedLoggingImportsAreTransitionsUIKit() {
        expectRewrite("import os.log\nlet l = OSLog.disabled", "import TransitionsUIKit\nlet l = OSLog.disabled")
        expectRewrite("import OSLog\nlet l = Logger()", "import TransitionsUIKit\nlet l = Logger()")
        expectRewrite("import os\nlet t = os.OSLogType.debug", "import TransitionsUIKit\nlet t = TransitionsUIKit.OSLogType.debug")
        expectRewrite("import UIKit\nlet v = os.version", "import TransitionsUIKit\nlet v = os.version")
    }
}

/// UIKit's optional requirements are plain requirements of the model's protocols.
@Suite struct UIKitOptionalRequirementCallTests {
    @Test func uikitsOptionalRequirementsBecomePlainCalls() {
        expectRewrite(
            "let a = animator.interruptibleAnimator!(using: context)\nanimator.addCompletion?({ _ in })\ndelegate?.scrollViewDidScroll?(scrollView)",
            "let a = animator.interruptibleAnimator(using: context)\nanimator.addCompletion({ _ in })\ndelegate?.scrollViewDidScroll(scrollView)")
        // Delegates forwarded to: table, collection and gesture delegates' requirements.
        expectRewrite(
            "let s = delegate?.collectionView?(cv, layout: l, sizeForItemAt: i) ?? .zero\nlet h = forward.tableView!(t, heightForRowAt: i)\nreturn inner?.gestureRecognizer?(g, shouldReceive: touch) ?? true",
            "let s = delegate?.collectionView(cv, layout: l, sizeForItemAt: i) ?? .zero\nlet h = forward.tableView(t, heightForRowAt: i)\nreturn inner?.gestureRecognizer(g, shouldReceive: touch) ?? true")
        expectRewrite("_ = delegate?.textFieldShouldReturn?(field) ?? true", "_ = delegate?.textFieldShouldReturn(field) ?? true")
        // A layout asking its collection's data source, a text view's and a pager's delegates.
        expectRewrite(
            "let n = collection.dataSource?.numberOfSections?(in: collection) ?? 0\nd?.textViewDidChange?(tv)\nd?.pageViewController?(p, willTransitionTo: vcs)",
            "let n = collection.dataSource?.numberOfSections(in: collection) ?? 0\nd?.textViewDidChange(tv)\nd?.pageViewController(p, willTransitionTo: vcs)")
        // A delegate proxy forwarding orientation and bar questions.
        expectRewrite(
            "let m = d?.navigationControllerSupportedInterfaceOrientations?(nav) ?? .all\nlet p = d?.navigationBar?(bar, shouldPop: item) ?? true",
            "let m = d?.navigationControllerSupportedInterfaceOrientations(nav) ?? .all\nlet p = d?.navigationBar(bar, shouldPop: item) ?? true")
        // Optional closures of other names, and chains through UIKit's properties, stay.
        expectRewrite("onDismiss?()\nvc.navigationController?.popViewController(animated: true)", "onDismiss?()\nvc.navigationController?.popViewController(animated: true)")
    }
}

/// An app's Core Animation layer subclasses: `override init()` becomes `required` (views make
/// layers from `layerClass`), and a layer without `init()` gets UIKit's unimplemented one.
@Suite struct LayerInitializerRewriteTests {
    @Test func overridingInitBecomesRequired() {
        expectRewrite(
            "class Dot: CAShapeLayer {\n    override init() { super.init() }\n    override public init(layer: Any) { super.init(layer: layer) }\n}\nclass Big: Dot {\n    override init() { super.init() }\n}",
            "class Dot: CAShapeLayer {\n    required init() { super.init() }\n    override public init(layer: Any) { super.init(layer: layer) }\n}\nclass Big: Dot {\n    required init() { super.init() }\n}")
    }

    /// In an `open` class a required initialiser must be public (an internal `override init()`
    /// was fine on iOS, where it is not required).
    @Test func openLayerClassesMakeTheirRequiredInitPublic() {
        expectRewrite(
            "open class Circle: CAShapeLayer {\n    override init() { super.init() }\n    internal override init(layer: Any) { super.init(layer: layer) }\n}\nopen class Ring: Circle {\n    internal override init() { super.init() }\n}",
            "open class Circle: CAShapeLayer {\n    public required init() { super.init() }\n    internal override init(layer: Any) { super.init(layer: layer) }\n}\nopen class Ring: Circle {\n    public required init() { super.init() }\n}")
        expectRewrite(
            "open class Arc: CALayer {\n    init(angle: CGFloat) { super.init() }\n}",
            "open class Arc: CALayer {\n    init(angle: CGFloat) { super.init() }\n public required init() { fatalError(\"init() has not been implemented\") } }")
    }

    @Test func aLayerWithoutInitGetsUIKitsUnimplementedOne() {
        expectRewrite(
            "final class Ring: QuartzCore.CALayer {\n    init(width: CGFloat) { super.init() }\n    required init?(coder: NSCoder) { nil }\n}",
            "final class Ring: TransitionsUIKit.CALayer {\n    init(width: CGFloat) { super.init() }\n    required init?(coder: NSCoder) { nil }\n required init() { fatalError(\"init() has not been implemented\") } }")
    }

    /// Storyboard segues: a storyboard makes a custom segue class with
    /// `init(identifier:source:destination:)`, required in the model.
    @Test func seguesOverridingTheirInitialiserMakeItRequired() {
        expectRewrite(
            "class External: UIStoryboardSegue {\n    override init(identifier: String?, source: UIViewController, destination: UIViewController) {\n        super.init(identifier: identifier, source: source, destination: destination)\n    }\n}",
            "class External: UIStoryboardSegue {\n    required init(identifier: String?, source: UIViewController, destination: UIViewController) {\n        super.init(identifier: identifier, source: source, destination: destination)\n    }\n}")
        expectRewrite(
            "class Fade: UIStoryboardSegue {\n    init(duration: Double, source: UIViewController, destination: UIViewController) { super.init(identifier: nil, source: source, destination: destination) }\n}",
            "class Fade: UIStoryboardSegue {\n    init(duration: Double, source: UIViewController, destination: UIViewController) { super.init(identifier: nil, source: source, destination: destination) }\n required init(identifier: String?, source: UIViewController, destination: UIViewController) { fatalError(\"init(identifier:source:destination:) has not been implemented\") } }")
    }

    @Test func otherClassesAndLayersWithoutInitialisersStay() {
        for source in [
            "class V: UIView {\n    override init(frame: CGRect) { super.init(frame: frame) }\n}",
            "class L: CALayer {\n    var tint = 0\n}",
            "class L: CALayer {\n    convenience init(tint: Int) { self.init() }\n}",
            "class L: CALayer {\n    required override init() { super.init() }\n}",
        ] {
            expectRewrite(source, source)
        }
    }
}

@Suite struct ProcessInfoRewriteTests {
    /// `ProcessInfo()` (Apple's answers for this process; Linux Foundation's initialiser is not
    /// public) is the shared object; other calls, and files that declare their own
    /// `ProcessInfo`, stay.
    @Test func processInfoObjectsAreTheSharedOne() {
        expectRewrite(
            "let model = ProcessInfo().environment[\"SIMULATOR_MODEL_IDENTIFIER\"]\nlet v = Foundation.ProcessInfo(\n).operatingSystemVersion\nlet p = ProcessInfo.processInfo",
            "let model = ProcessInfo.processInfo.environment[\"SIMULATOR_MODEL_IDENTIFIER\"]\nlet v = Foundation.ProcessInfo.processInfo\n.operatingSystemVersion\nlet p = ProcessInfo.processInfo")
        expectRewrite("struct ProcessInfo {}\nlet own = ProcessInfo()", "struct ProcessInfo {}\nlet own = ProcessInfo()")
    }

    @Test(.enabled(if: swiftc != nil && transitionsUIKitBuild != nil, "no swiftc or TransitionsUIKit build found"))
    func processInfoObjectsCompile() throws {
        let (ok, output) = try typecheckRewritten([
            "Device.swift": """
                import UIKit

                extension UIDevice {
                    var modelIdentifier: String {
                        if let simulated = ProcessInfo().environment["SIMULATOR_MODEL_IDENTIFIER"] { return simulated }
                        return ProcessInfo().processName
                    }
                }
                """
        ])
        #expect(ok, "\(output)")
    }
}
