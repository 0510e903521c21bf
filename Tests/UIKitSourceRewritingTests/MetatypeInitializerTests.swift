import Testing
import UIKitSourceRewriting

/// Constructions from metatype values (`cellClass.init(frame:)`, `type.init()`, `T()`, `Self()`),
/// which Objective-C's dynamic initialisers allow on iOS, become `MetatypeInitializer.construct`,
/// and each class of the files gets the override that answers it.
@Suite struct MetatypeInitializerTests {
    /// The override each class gets, as the rewriter writes it.
    func override(_ cases: [String], access: String = "") -> String {
        let body =
            cases.isEmpty
            ? "initializer.unimplemented(in: self)"
            : "switch initializer { \(cases.joined(separator: "; ")); default: initializer.unimplemented(in: self) }"
        return " \(access)override class func _transitInstantiate(_ initializer: MetatypeInitializer) -> UIKitNSObject { \(body) } "
    }

    @Test func aValueDeclaredWithAViewMetatypeConstructsThroughTheModel() {
        let source = """
            import UIKit
            final class Strip: UIView {
                var cellClass: UIView.Type = UILabel.self
                func make(_ frame: CGRect) -> UIView { cellClass.init(frame: frame) }
                func plain() -> UIView { cellClass.init() }
            }
            """
        let out = rewritten(source)
        #expect(out.contains("func make(_ frame: CGRect) -> UIView { MetatypeInitializer.construct(cellClass, .frame(frame)) }"), "\(out)")
        #expect(out.contains("func plain() -> UIView { MetatypeInitializer.construct(cellClass, .plain) }"))
        #expect(out.contains(override(["case .plain: return Strip()", "case .frame(let frame): return Strip(frame: frame)"]) + "}"))
        #expect(out.components(separatedBy: "\n").count == source.components(separatedBy: "\n").count)
    }

    /// `init(navigationBarClass:toolbarClass:)`: UIKit makes the named bar class itself, so the
    /// files' classes get the override that answers `init(frame:)`.
    @Test func navigationBarClassesAreConstructedByTheModel() {
        let source = """
            import UIKit
            final class MyBar: UINavigationBar {}
            final class Nav: UINavigationController {
                init() { super.init(navigationBarClass: MyBar.self, toolbarClass: nil) }
                required init?(coder: NSCoder) { super.init(coder: coder) }
            }
            """
        let out = rewritten(source)
        #expect(out.contains("final class MyBar: UINavigationBar {" + override(["case .plain: return MyBar()", "case .frame(let frame): return MyBar(frame: frame)"]) + "}"), "\(out)")
        #expect(out.components(separatedBy: "\n").count == source.components(separatedBy: "\n").count)
    }

    /// Bindings by `as?` (a class found by name), parameters, enum payloads and properties reached
    /// through a member access; controllers' `init(nibName:bundle:)`.
    @Test func everyWayOfNamingAMetatypeIsFound() {
        let source = """
            import UIKit
            enum Registration { case type(type: UIViewController.Type) }
            struct Entry { var kind: UIViewController.Type }
            func controllers(names: [String], entry: Entry, registration: Registration) -> [UIViewController] {
                var out: [UIViewController] = []
                for name in names {
                    guard let aClass = NSClassFromString(name) as? UIViewController.Type else { continue }
                    out.append(aClass.init())
                }
                out.append(entry.kind.init(nibName: nil, bundle: nil))
                if case .type(let type) = registration { out.append(type.init()) }
                return out
            }
            func one(_ controllerClass: UIViewController.Type) -> UIViewController { controllerClass.init() }
            """
        let out = rewritten(source)
        #expect(out.contains("out.append(MetatypeInitializer.construct(aClass, .plain))"), "\(out)")
        #expect(out.contains("out.append(MetatypeInitializer.construct(entry.kind, .nib(name: nil, bundle: nil)))"))
        #expect(out.contains("out.append(MetatypeInitializer.construct(type, .plain))"))
        #expect(out.contains("{ MetatypeInitializer.construct(controllerClass, .plain) }"))
    }

    /// A tuple element's label (a demo's list of screens, `[(title: String, type: UIViewController.Type)]`),
    /// reached through a member access; an unlabelled element names nothing.
    @Test func tupleElementLabelsNameMetatypes() {
        let source = """
            import UIKit
            final class Examples: UITableViewController {
                private let examples: [(title: String, vcType: UIViewController.Type)] = [("Plain", UIViewController.self)]
                private let unnamed: [(String, UIViewController.Type)] = []
                func open(_ row: Int) -> UIViewController {
                    let next = examples[row].vcType.init()
                    next.title = examples[row].title
                    return next
                }
                func other(_ row: Int) -> UIViewController { unnamed[row].1.init() }
            }
            """
        let out = rewritten(source)
        #expect(out.contains("let next = MetatypeInitializer.construct(examples[row].vcType, .plain)"), "\(out)")
        #expect(out.contains("{ unnamed[row].1.init() }"))
        #expect(out.components(separatedBy: "\n").count == source.components(separatedBy: "\n").count)
    }

    /// `T()` for a generic parameter bound to a view (in its clause or a `where` clause, alone or
    /// in a composition); `Self()` in a protocol extension of a view-bound protocol and
    /// `type(of: self).init()` in a class.
    @Test func genericParametersAndSelf() {
        let source = """
            import UIKit
            protocol Loadable: UIView {}
            extension Loadable { static func make() -> Self { Self() } }
            final class Holder<T> where T: UIScrollView & Sendable { var item = T(); func twin() -> Holder { type(of: self).init() } }
            func build<C: UICollectionViewCell>(_ c: C.Type) -> C { C.init(frame: .zero) }
            """
        let out = rewritten(source)
        #expect(out.contains("static func make() -> Self { MetatypeInitializer.construct(Self.self, .plain) }"), "\(out)")
        #expect(out.contains("var item = MetatypeInitializer.construct(T.self, .plain)"))
        #expect(out.contains("-> C { MetatypeInitializer.construct(C.self, .frame(.zero)) }"))
        // `Holder` is not a UIKit class's: its `type(of: self).init()` stays (Swift accepts it or
        // not, as on iOS).
        #expect(out.contains("type(of: self).init()"))
    }

    /// What is not a dynamic construction stays: a type's own name, `self.init`/`super.init`,
    /// a generic parameter bound to a protocol (its `init()` is the protocol's requirement),
    /// a struct's metatype, labels UIKit's initialisers do not have.
    @Test func staticConstructionsAndOtherMetatypesStay() {
        let source = """
            import UIKit
            protocol Blank { init() }
            struct Model: Blank { init() {} }
            func fresh<T: Blank>(_ t: T.Type) -> T { T() }
            func model(_ type: Model.Type) -> Model { type.init() }
            final class Card: UIView {
                convenience init(color: UIColor) { self.init(frame: .zero) }
                static func make() -> UIView { UIView.init(frame: .zero) }
                func label(_ t: UILabel.Type) -> UILabel { t.init(coder: NSCoder())! }
            }
            """
        let out = rewritten(source)
        #expect(!out.contains("MetatypeInitializer.construct"), "\(out)")
        // Nothing in the files constructs from a metatype: no class gets the override.
        #expect(!out.contains("_transitInstantiate"))
    }

    /// The override follows Swift's initialiser inheritance: a class declaring no designated
    /// initialiser inherits its superclass's; one overriding all of UIKit's designated ones
    /// inherits `init()`; one declaring others has none (the runtime's "unimplemented
    /// initializer"); a failable `init?(frame:)` is not one. Access follows the class's.
    @Test func overridesFollowInitialiserInheritance() {
        let source = """
            import UIKit
            func make(_ cls: UIView.Type) -> UIView { cls.init(frame: .zero) }
            open class Base: UIView {
                public override init(frame: CGRect) { super.init(frame: frame) }
                public required init?(coder: NSCoder) { fatalError() }
            }
            public class Inherits: Base {}
            class Custom: UIView {
                init(title: String) { super.init(frame: .zero) }
                required init?(coder: NSCoder) { fatalError() }
            }
            class Menu: UIViewController {}
            class Model: NSObject { init(id: Int) {} }
            class Plain: NSObject {}
            """
        let out = rewritten(source)
        let view = ["case .plain: return Base()", "case .frame(let frame): return Base(frame: frame)"]
        #expect(out.contains(override(view, access: "open ") + "}"), "\(out)")
        #expect(out.contains(override(view.map { $0.replacingOccurrences(of: "Base", with: "Inherits") }, access: "public ") + "}"))
        #expect(out.contains("class Custom: UIView {") && out.contains(override([]) + "}"))
        #expect(out.contains(override(["case .plain: return Menu()", "case .nib(let nibName, let bundle): return Menu(nibName: nibName, bundle: bundle)"]) + "}"))
        #expect(out.contains("init(id: Int) {}" + override([]) + "}") || out.contains(override([]) + "}\nclass Plain"))
        #expect(out.contains(override(["case .plain: return Plain()"]) + "}"))
    }

    /// Collection views are made with their layout; a UIKit class with designated initialisers
    /// besides its kind's (`UIWindow(windowScene:)`) gives no `init()` to a subclass that
    /// overrides only `init(frame:)`; a member on the closing brace's line is separated by `;`.
    @Test func collectionViewsWindowsAndOneLineClasses() {
        let source = """
            import UIKit
            func grid(_ type: UICollectionView.Type, _ layout: UICollectionViewLayout) -> UICollectionView { type.init(frame: .zero, collectionViewLayout: layout) }
            final class Grid: UICollectionView {}
            final class Overlay: UIWindow { override init(frame: CGRect) { super.init(frame: frame) }; required init?(coder: NSCoder) { fatalError() } }
            """
        let out = rewritten(source)
        #expect(out.contains("{ MetatypeInitializer.construct(type, .collectionView(frame: .zero, layout: layout)) }"), "\(out)")
        #expect(out.contains(override(["case .collectionView(let frame, let layout): return Grid(frame: frame, collectionViewLayout: layout)"]) + "}"))
        #expect(out.contains("fatalError() } ;" + override(["case .frame(let frame): return Overlay(frame: frame)"]) + "}"))
    }

    /// Image views' `init(image:)` (a snapshot of the same class) and presentation controllers'
    /// `init(presentedViewController:presenting:)` (a library's configurable controller class).
    @Test func imageViewsAndPresentationControllers() {
        let source = """
            import UIKit
            func snapshot(_ view: UIImageView) -> UIImageView { type(of: view).init(image: view.image) }
            final class Zoomed: UIImageView {}
            final class Framed: UIImageView { override init(frame: CGRect) { super.init(frame: frame) }; required init?(coder: NSCoder) { fatalError() } }
            final class Sheet: UIPresentationController {}
            struct Config { var presentationControllerType: UIPresentationController.Type = Sheet.self }
            func make(_ c: Config, _ a: UIViewController, _ b: UIViewController?) -> UIPresentationController { c.presentationControllerType.init(presentedViewController: a, presenting: b) }
            extension UIView { func copyImage() -> UIView? { if let shown = self as? UIImageView { return type(of: shown).init(image: shown.image) }; return nil } }
            final class Model { func clone(_ item: Model) -> Model { type(of: item).init() } }
            """
        let out = rewritten(source)
        #expect(out.contains("return MetatypeInitializer.construct(type(of: shown), .image(shown.image, highlighted: nil, labelled: false))"), "\(out)")
        #expect(out.contains("{ type(of: item).init() }"))
        #expect(out.contains("{ MetatypeInitializer.construct(type(of: view), .image(view.image, highlighted: nil, labelled: false)) }"), "\(out)")
        #expect(out.contains("MetatypeInitializer.construct(c.presentationControllerType, .presentation(presented: a, presenting: b))"), "\(out)")
        #expect(out.contains(override([
            "case .plain: return Zoomed()", "case .frame(let frame): return Zoomed(frame: frame)",
            "case .image(let image, nil, false): return Zoomed(image: image)",
            "case .image(let image, let highlighted, _): return Zoomed(image: image, highlightedImage: highlighted)",
        ]) + "}"), "\(out)")
        // Overriding init(frame:) and init(coder:) leaves UIImageView's other designated ones behind.
        #expect(out.contains("fatalError() } ;" + override(["case .frame(let frame): return Framed(frame: frame)"]) + "}"), "\(out)")
        #expect(out.contains(
            "final class Sheet: UIPresentationController { override class func _transitInstantiate(_ initializer: MetatypeInitializer) -> PresentationController "
                + "{ switch initializer { case .presentation(let presented, let presenting): return Sheet(presentedViewController: presented, presenting: presenting); "
                + "default: initializer.unimplemented(in: self) } } }"), "\(out)")
    }

    /// A button's own `init(image: UIImage)` (non-optional, where UIKit's image view takes
    /// `UIImage?`) is made only from a present image; an image view subclass's own optional one
    /// keeps taking nil; the rewritten files compile.
    @Test func nonOptionalImageInitialisersBindTheImage() throws {
        let source = """
            import UIKit
            class BarButton: UIButton {
                init(image: UIImage) { super.init(frame: .zero); setImage(image, for: .normal) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Badge: UIImageView {
                override init(image: UIImage?) { super.init(image: image) }
                override init(frame: CGRect) { super.init(frame: frame) }
                required init?(coder: NSCoder) { fatalError() }
            }
            func copy(_ b: UIView) -> UIView { type(of: b).init(frame: b.frame) }
            """
        let out = rewritten(source)
        #expect(out.contains("case .image(let image?, nil, false): return BarButton(image: image)"), "\(out)")
        #expect(out.contains("case .image(let image, nil, false): return Badge(image: image)"), "\(out)")
        let (ok, output) = try typecheckRewritten(["Buttons.swift": source])
        #expect(ok, "\(output)")
    }

    /// A tab controller built from configured classes: an optional navigation controller class
    /// (`navigationClass!.init(rootViewController:)`) and an array property of controller classes
    /// iterated with `self.controllers.enumerated()`.
    @Test func optionalMetatypesAndArraysReachedThroughSelf() {
        let source = """
            import UIKit
            final class Tabs: UITabBarController {
                private var controllers: [UIViewController.Type] = []
                private var navigationClass: UINavigationController.Type?
                func build() {
                    for (index, value) in self.controllers.enumerated() {
                        let vc = value.init()
                        let nav = self.navigationClass!.init(rootViewController: vc)
                        let other = navigationClass!.init(rootViewController: vc)
                        _ = (index, nav, other)
                    }
                }
            }
            final class Nav: UINavigationController {}
            """
        let out = rewritten(source)
        #expect(out.contains("let vc = MetatypeInitializer.construct(value, .plain)"), "\(out)")
        #expect(out.contains("let nav = MetatypeInitializer.construct(self.navigationClass!, .rootViewController(vc))"), "\(out)")
        #expect(out.contains("let other = MetatypeInitializer.construct(navigationClass!, .rootViewController(vc))"), "\(out)")
        #expect(out.contains("case .rootViewController(let root): return Nav(rootViewController: root)"), "\(out)")
    }

    /// An argument or base that spans lines keeps its line breaks once: every later line keeps its
    /// number.
    @Test func argumentsSpanningLinesKeepTheirLines() {
        let source = "import UIKit\nfunc f(_ cellClass: UIView.Type) -> UIView {\n    cellClass.init(frame: CGRect(x: 0, y: 0,\n        width: 10, height: 10))\n}\nlet x = 1"
        let out = rewritten(source)
        #expect(out.components(separatedBy: "\n").count == source.components(separatedBy: "\n").count, "\(out)")
        #expect(out.hasSuffix("}\nlet x = 1"))
    }

    /// Unavailable, throwing and failable initialisers are not the class's for a metatype; a name
    /// declared by two classes gets no override (their initialisers cannot be told apart); a name
    /// bound to a constructible metatype in one place and a protocol's in another is left alone;
    /// a member ending with its own `;` gets no second one.
    @Test func unusableInitialisersAndAmbiguousNames() {
        let source = """
            import UIKit
            func make(_ cls: UIView.Type) -> UIView { cls.init(frame: .zero) }
            protocol Blank { init() }
            func a(type: UIViewController.Type) -> UIViewController { type.init() }
            func b(type: Blank.Type) -> Blank { type.init() }
            final class Card: UIView {
                init(model: Int) { super.init(frame: .zero) }
                @available(*, unavailable) override init(frame: CGRect) { fatalError() }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Tiny: UIView { var a = 1; }
            final class Outer { final class Cell: UIView {} }
            final class Other { final class Cell: UIView { init(x: Int) { super.init(frame: .zero) }; required init?(coder: NSCoder) { fatalError() } } }
            """
        let out = rewritten(source)
        #expect(out.contains("class Card: UIView {") && !out.contains("return Card(frame: frame)"), "\(out)")
        #expect(out.contains("{ type.init() }") && !out.contains("construct(type,"))
        #expect(out.contains("var a = 1;  override class func"))
        #expect(!out.contains("return Cell("))
        #expect(out.components(separatedBy: "\n").count == source.components(separatedBy: "\n").count)
    }

    /// A construction that spans lines keeps them (diagnostics point at the original lines).
    @Test func linesAreKept() {
        let source = "import UIKit\nfunc f(_ c: UIView.Type) -> UIView {\n    c.init(\n        frame: .zero\n    )\n}\nlet x = 1"
        let out = rewritten(source)
        #expect(out.components(separatedBy: "\n").count == source.components(separatedBy: "\n").count, "\(out)")
        #expect(out.hasSuffix("let x = 1"))
    }
}
