import Foundation
import Testing

@testable import UIKitSourceRewriting

/// The syntax pass that finds an app's transition objects, and the harness it generates.
@Suite struct DiscoveryTests {
    static let source = """
        import UIKit
        class BaseAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
            func animateTransition(using c: UIViewControllerContextTransitioning) {}
        }
        final class SlideAnimator: BaseAnimator {
            init(duration: TimeInterval) { super.init() }
        }
        final class Delegate: NSObject {}
        extension Delegate: UIViewControllerTransitioningDelegate {}
        final class Sheet: UIPresentationController {
            init(presented: UIViewController, presenting: UIViewController?, dimming: UIView) {
                super.init(presentedViewController: presented, presenting: presenting)
            }
        }
        final class Pull: UIPercentDrivenInteractiveTransition {}
        final class Nav: NSObject, UINavigationControllerDelegate { init(edge: UIScreenEdgePanGestureRecognizer, animated: Bool = true) {} }
        final class Card: UIViewController {
            required init?(coder: NSCoder) { fatalError() }
            init() { super.init(nibName: nil, bundle: nil) }
        }
        private final class Hidden: NSObject, UIViewControllerAnimatedTransitioning {}
        """

    let d = TransitionDiscovery(files: [("/app/T.swift", source)])

    @Test func rolesFollowInheritanceAndExtensions() {
        func roles(_ n: String) -> Set<TransitionDiscovery.Role> { d.classes.first { $0.name == n }?.roles ?? [] }
        #expect(roles("SlideAnimator") == [.animator])  // through BaseAnimator
        #expect(roles("Delegate") == [.transitioningDelegate])  // through an extension
        #expect(roles("Sheet") == [.presentationController])
        #expect(roles("Pull") == [.interactionController])
        #expect(roles("Nav") == [.navigationDelegate])
        #expect(roles("Card") == [.viewController])
        #expect(d.classes.first { $0.name == "SlideAnimator" }?.line == 6)
    }

    @Test func initialisersAreCalledWithWhatTheScenarioOwnsElseStubbed() {
        let g = HarnessGenerator(discovery: d)
        func how(_ n: String, _ controllers: Bool = false) -> HarnessGenerator.Construction {
            g.construction(of: d.classes.first { $0.name == n }!, hasControllers: controllers)
        }
        #expect(how("Delegate", true) == .expression("Delegate()"))
        #expect(how("Sheet", true) == .expression("Sheet(presented: presented, presenting: presenting, dimming: UIView())"))
        #expect(how("Nav") == .expression("Nav(edge: UIScreenEdgePanGestureRecognizer())"))  // the default is kept
        #expect(how("Card") == .expression("Card()"))  // init(coder:) is never used
        #expect(how("SlideAnimator") == .expression("SlideAnimator(duration: 0.35)"))  // about UIKit's own
        #expect(how("Hidden") == .skipped("private or nested"))
        // The unit has delegates: they make its animators, so no animator is stubbed.
        #expect(g.missingFactories().isEmpty)
        // Without a delegate the harness calls the animator itself: stubbed.
        let animatorsOnly = TransitionDiscovery(files: [("/app/A.swift", """
            import UIKit
            final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                init(tint: UIColor) { super.init() }
            }
            """)])
        let stubs = HarnessGenerator(discovery: animatorsOnly).missingFactories()
        #expect(stubs.map(\.name) == ["SlideAnimator"])
        #expect(stubs.first?.source.contains("<#") == true)  // the compiler points here
        #expect(HarnessGenerator(discovery: animatorsOnly, existingFactories: ["make_SlideAnimator"]).missingFactories().isEmpty)
    }

    /// Initialisers are inherited as Swift inherits them: a presentation controller that declares
    /// none has UIKit's `init(presentedViewController:presenting:)`, through the unit's own
    /// superclasses too; a title is a string the harness can give; a view controller that is its
    /// own transitioning delegate gets a factory without controllers, called as declared.
    @Test func inheritedInitialisersAndFactorySignatures() {
        let source = """
            import UIKit
            class Base: UIPresentationController {}
            final class Card: Base {}
            final class Toast: UIViewController, UIViewControllerTransitioningDelegate {
                init(title: String) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            final class Banner: UIViewController, UIViewControllerTransitioningDelegate {
                init(style: BannerStyle) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let d = TransitionDiscovery(files: [("/app/U.swift", source)])
        let g = HarnessGenerator(discovery: d)
        func how(_ n: String, _ controllers: Bool) -> HarnessGenerator.Construction {
            g.construction(of: d.classes.first { $0.name == n }!, hasControllers: controllers)
        }
        #expect(how("Card", true) == .expression("Card(presentedViewController: presented, presenting: presenting)"))
        #expect(how("Base", true) == .expression("Base(presentedViewController: presented, presenting: presenting)"))
        #expect(how("Toast", false) == .expression("Toast(title: \"Toast\")"))
        #expect(how("Banner", true) == .factory("TransitFactories.make_Banner()"))
        #expect(how("Banner", false) == .factory("TransitFactories.make_Banner()"))
        let stub = try? #require(g.missingFactories().first { $0.name == "Banner" })
        #expect(stub?.source.contains("static func make_Banner() -> Banner") == true)
    }

    /// A navigation delegate that takes the navigation controller is made with the scenario's; a
    /// controller with outlets comes from a storyboard: it is made in code and its outlets get
    /// stand-ins when its view loads (private ones too: the rewriter widens outlets) — unless one is
    /// of a type the harness cannot make (then it is skipped unless you give its factory); a factory you wrote is used even where an
    /// initialiser would do.
    /// A base class whose subclasses share its role (an abstract animator and navigation
    /// delegate whose hooks are empty in the base) is left out of the harness when they are there;
    /// alone, it is used.
    @Test func abstractBasesGiveWayToTheirSubclasses() {
        let source = """
            import UIKit
            class BaseTransition: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using c: UIViewControllerContextTransitioning?) -> TimeInterval { 0.25 }
                func animateTransition(using c: UIViewControllerContextTransitioning) { run(c) }
                func run(_ c: UIViewControllerContextTransitioning) {}
            }
            final class CubeTransition: BaseTransition {
                override func run(_ c: UIViewControllerContextTransitioning) { c.completeTransition(true) }
            }
            """
        let h = HarnessGenerator(discovery: TransitionDiscovery(files: [("/app/G.swift", source)])).harness(app: "G")
        #expect(h.contains("program.navigationDelegate = { CubeTransition() }"), "\(h)")
        #expect(!h.contains("BaseTransition()"), "\(h)")
        let alone = "import UIKit\nclass BaseTransition: NSObject, UINavigationControllerDelegate {}\n"
        #expect(HarnessGenerator(discovery: TransitionDiscovery(files: [("/app/A.swift", alone)])).harness(app: "A").contains("BaseTransition()"))
    }

    @Test func navigationControllersOutletsAndYourFactories() {
        let source = """
            import UIKit
            final class BackSwiper: NSObject, UINavigationControllerDelegate {
                init(navigationController: UINavigationController) { super.init() }
            }
            final class CardView: UIView {}
            final class Sheet: UIViewController {
                @IBOutlet weak var table: UITableView!
                @IBOutlet weak var card: CardView!
                @IBOutlet weak var height: NSLayoutConstraint!
                @IBOutlet var buttons: [UIButton]!
                @IBOutlet weak var close: UIBarButtonItem?
            }
            final class Map: UIViewController { @IBOutlet weak var map: MKMapView! }
            final class Secret: UIViewController { @IBOutlet private weak var label: UILabel!; @IBOutlet weak var map: MKMapView! }
            final class Plain: UIViewController {}
            """
        let d = TransitionDiscovery(files: [("/app/N.swift", source)])
        let h = HarnessGenerator(discovery: d).harness(app: "N")
        #expect(h.contains("program.navigationDelegateForController = { navigationController in BackSwiper(navigationController: navigationController) }"))
        let g = HarnessGenerator(discovery: d)
        let sheet = d.classes.first { $0.name == "Sheet" }!
        #expect(sheet.outlets.map(\.name) == ["table", "card", "height", "buttons", "close"])
        #expect(g.construction(of: sheet, hasControllers: false) == .expression("Sheet()"))
        #expect(h.contains("""
                if let vc = controller as? Sheet {
                    vc.table = OutletStandIns.view(UITableView(), in: vc)
                    vc.card = OutletStandIns.view(CardView(), in: vc)
                    vc.height = OutletStandIns.constraint(in: vc)
                    vc.buttons = []
                    vc.close = OutletStandIns.barButtonItem(in: vc)
                }
            """), "\(h)")
        for name in ["Map", "Secret"] {
            guard case .skipped(let why) = g.construction(of: d.classes.first { $0.name == name }!, hasControllers: false) else {
                Issue.record("\(name) made")
                continue
            }
            #expect(why.contains("storyboard"))
        }
        #expect(!h.contains("Map()") && h.contains("Plain()"))
        let yours = HarnessGenerator(discovery: d, existingFactories: ["make_Sheet", "make_Plain"])
        #expect(yours.construction(of: sheet, hasControllers: false) == .factory("TransitFactories.make_Sheet()"))
        #expect(yours.construction(of: d.classes.first { $0.name == "Plain" }!, hasControllers: false) == .factory("TransitFactories.make_Plain()"))
    }

    /// A storyboard table comes with its prototype cells: the identifiers the files dequeue with,
    /// registered with the app's cell class of that name (its outlets connected in its content
    /// view) or UIKit's plain cell.
    @Test func storyboardTablesGetTheirPrototypeCells() {
        let source = """
            import UIKit
            final class PhotoCell: UITableViewCell {
                @IBOutlet weak var title: UILabel!
                @IBOutlet weak var thumb: UIImageView!
            }
            final class Gallery: UIViewController, UITableViewDataSource {
                @IBOutlet weak var table: UITableView!
                func tableView(_ t: UITableView, numberOfRowsInSection s: Int) -> Int { 3 }
                func tableView(_ t: UITableView, cellForRowAt i: IndexPath) -> UITableViewCell {
                    if i.row == 0 { return t.dequeueReusableCell(withIdentifier: "Header")! }
                    let cell = t.dequeueReusableCell(withIdentifier: "PhotoCell", for: i) as! PhotoCell
                    return cell
                }
            }
            """
        let d = TransitionDiscovery(files: [("/app/G.swift", source)])
        #expect(d.tableCellIdentifiers == ["Header", "PhotoCell"])
        let h = HarnessGenerator(discovery: d).harness(app: "G")
        #expect(h.contains("""
                    vc.table = OutletStandIns.view(UITableView(), in: vc)
                    OutletStandIns.registerPrototype(UITableViewCell.self, on: vc.table, identifier: "Header")
                    OutletStandIns.registerPrototype(PhotoCell.self, on: vc.table, identifier: "PhotoCell") { made in
                        guard let cell = made as? PhotoCell else { return }
                        cell.title = OutletStandIns.view(UILabel(), in: cell.contentView)
                        cell.thumb = OutletStandIns.view(UIImageView(), in: cell.contentView)
                    }
            """), "\(h)")
    }

    /// A nib the files load that names a cell or view class of the app's gets a stand-in: the
    /// class made in code with its outlets connected (loading then sends `awakeFromNib()`).
    @Test func nibsNamedAfterTheAppsClassesGetStandIns() {
        let source = """
            import UIKit
            final class EmbeddedCell: UITableViewCell { @IBOutlet weak var title: UILabel! }
            final class Badge: UIView {}
            final class Sealed: UIView { required init?(coder: NSCoder) { fatalError() } }
            final class Sheet: UIViewController {
                override func viewDidLoad() {
                    super.viewDidLoad()
                    let t = UITableView()
                    t.register(UINib(nibName: String(describing: EmbeddedCell.self), bundle: nil), forCellReuseIdentifier: "E")
                    _ = Bundle.main.loadNibNamed("Badge", owner: nil, options: nil)
                    _ = UINib(nibName: "Sealed", bundle: nil)
                    _ = UINib(nibName: "Unknown", bundle: nil)
                }
            }
            """
        let d = TransitionDiscovery(files: [("/app/S.swift", source)])
        #expect(d.nibNames == ["Badge", "EmbeddedCell", "Sealed", "Unknown"])
        let h = HarnessGenerator(discovery: d).harness(app: "S")
        #expect(h.contains("""
            UINib.register(name: "Badge") { _ in
                let made = Badge(frame: .zero)
                return [made]
            }
            UINib.register(name: "EmbeddedCell") { _ in
                let made = EmbeddedCell(style: .default, reuseIdentifier: nil)
                made.title = OutletStandIns.view(UILabel(), in: made.contentView)
                return [made]
            }
            """), "\(h)")
        #expect(!h.contains("\"Sealed\"") && !h.contains("\"Unknown\""))
    }

    /// Stand-in storyboards: each controller the harness can make is the initial scene of a
    /// storyboard of its own name, and the scene of its name in the storyboards the files name.
    @Test func storyboardsNamedByTheFilesGetTheAppsControllers() {
        let source = """
            import UIKit
            final class Menu: UIViewController { @IBOutlet weak var list: UITableView! }
            final class Detail: UIViewController {}
            final class Host: UIViewController {
                func open() {
                    let menu = UIStoryboard(name: String(describing: Menu.self), bundle: nil).instantiateInitialViewController()
                    let detail = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "Detail")
                    _ = (menu, detail)
                }
            }
            """
        let d = TransitionDiscovery(files: [("/app/H.swift", source)])
        #expect(d.storyboardNames == ["Main", "Menu"] && d.sceneIdentifiers == ["Detail"])
        let h = HarnessGenerator(discovery: d).harness(app: "H")
        for line in [
            #"UIStoryboard.register(name: "Main", initial: nil, scenes: ["Detail": { Detail() }])"#,
            #"UIStoryboard.register(name: "Menu", initial: "Menu", scenes: ["Detail": { Detail() }, "Menu": { Menu() }])"#,
            #"UIStoryboard.register(name: "Detail", initial: "Detail", scenes: ["Detail": { Detail() }])"#,
        ] {
            #expect(h.contains(line), "\(line)\n\(h)")
        }
    }

    /// A parameter of a protocol of the app's that one of its classes adopts gets one of those
    /// objects: made, or the class's shared instance when it has no initialiser to call.
    @Test func protocolParametersGetTheAppsAdoptingObjects() {
        let source = """
            import UIKit
            protocol EntryPresenter: AnyObject { func dismiss() }
            final class WindowProvider: EntryPresenter {
                static let shared = WindowProvider()
                private init() {}
                func dismiss() {}
            }
            protocol Styling {}
            final class DefaultStyling: Styling {}
            final class Root: UIViewController {
                init(with presenter: EntryPresenter, styling: Styling) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let d = TransitionDiscovery(files: [("/app/E.swift", source)])
        #expect(d.classes.first { $0.name == "WindowProvider" }?.sharedInstance == "shared")
        let root = d.classes.first { $0.name == "Root" }!
        #expect(HarnessGenerator(discovery: d).construction(of: root, hasControllers: false) == .expression(
            "Root(with: WindowProvider.shared, styling: DefaultStyling())"))
    }

    /// Objects made with a controller that attach themselves to it (a draggable container, a
    /// sheet coordinator) are made with each presented controller; views and recognizers made
    /// with one are not attachments.
    @Test func objectsMadeWithAControllerAttachToPresentedOnes() {
        let source = """
            import UIKit
            struct ContainerLayout { var top: CGFloat = 100 }
            open class ContainerController: NSObject {
                public init(addTo controller: UIViewController, layout: ContainerLayout) { super.init() }
            }
            final class Grabber: UIView { init(host: UIViewController) { super.init(frame: .zero) } }
            final class BannerWindow: UIWindow { init(with root: UIViewController) { super.init(frame: .zero) } }
            final class Watcher: NSObject, UIGestureRecognizerDelegate { init(parent: UIViewController) { super.init() } }
            extension Watcher: UICollectionViewDelegateFlowLayout {}
            class SettingsBase: UIViewController {
                func settingsCount() -> Int { fatalError("subclasses implement this") }
            }
            """
        let d = TransitionDiscovery(files: [("/app/C.swift", source)])
        #expect(d.classes.first { $0.name == "ContainerController" }?.roles == [.attachment])
        #expect(d.classes.first { $0.name == "Grabber" }?.roles.isEmpty == true)
        #expect(d.classes.first { $0.name == "BannerWindow" }?.roles.isEmpty == true, "a window is UIKit's, not an attachment")
        #expect(d.classes.first { $0.name == "Watcher" }?.roles == [.attachment], "adopting UIKit's protocols is fine")
        let base = d.classes.first { $0.name == "SettingsBase" }!
        guard case .skipped(let why) = HarnessGenerator(discovery: d).construction(of: base, hasControllers: false) else {
            Issue.record("an abstract base is not made")
            return
        }
        #expect(why.contains("abstract"))
        #expect(HarnessGenerator(discovery: d).harness(app: "C").contains("    return [ContainerController(addTo: presented, layout: ContainerLayout()), Watcher(parent: presented)]"))
    }

    /// Configuration a presenter sets before presenting (`prepare(for:sender:)` fills implicitly
    /// unwrapped properties) gets the values the harness can give when the view loads; the
    /// others stay nil.
    @Test func presentersConfigurationIsGivenWhereTheHarnessCan() {
        let source = """
            import UIKit
            enum Style { case light, dark }
            final class Popup: UIViewController {
                var customAnimationDuration: TimeInterval!
                var customInitialScaleAmmount: CGFloat!
                var style: Style!
                var count: Int!
                private var hidden: String!
                var ready: Bool = false
            }
            """
        let d = TransitionDiscovery(files: [("/app/P.swift", source)])
        #expect(d.classes.first { $0.name == "Popup" }?.configurationProperties.map(\.name) == ["customAnimationDuration", "customInitialScaleAmmount", "style", "count"])
        let h = HarnessGenerator(discovery: d).harness(app: "P")
        #expect(h.contains("""
                if let vc = controller as? Popup {
                    vc.customAnimationDuration = 0.35
                    vc.customInitialScaleAmmount = 1
                    vc.style = Style.light
                }
            """), "\(h)")
    }

    /// A transitioning delegate that vends a presentation controller (in an extension here) is
    /// used with `.custom` only, the one style UIKit asks it for one.
    @Test func delegatesWithPresentationControllersPresentCustom() {
        let source = """
            import UIKit
            final class Card: NSObject {}
            extension Card: UIViewControllerTransitioningDelegate {
                func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? { nil }
            }
            """
        let d = TransitionDiscovery(files: [("/app/C.swift", source)])
        #expect(d.classes.first?.methods == ["presentationController"])
        #expect(HarnessGenerator(discovery: d).harness(app: "C").contains("program.presentationStyles = [.custom]"))
        #expect(!HarnessGenerator(discovery: self.d).harness(app: "T").contains("presentationStyles = [.custom]"))
    }

    /// A sheet library whose presentation controller asks the presented controller for its own
    /// protocol (`as? SheetContent`, `UIViewController & SheetContent`): the harness uses its
    /// delegate only with controllers that adopt it (a plain controller could not be presented
    /// through the library's API, and its objects would find nothing to lay out).
    @Test func delegatesAreUsedWithTheControllersTheirObjectsAskFor() {
        let source = """
            import UIKit
            protocol SheetContent: AnyObject { var sheetHeight: CGFloat { get } }
            protocol Unrelated {}
            final class SheetPC: UIPresentationController {
                var content: SheetContent? { presentedViewController as? SheetContent }
            }
            final class SheetDelegate: NSObject, UIViewControllerTransitioningDelegate {
                func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? { nil }
            }
            extension UIViewController {
                func presentSheet(_ vc: UIViewController & SheetContent) {}
            }
            final class List: UIViewController, SheetContent { var sheetHeight: CGFloat { 300 } }
            final class Other: UIViewController, Unrelated {}
            """
        let d = TransitionDiscovery(files: [("/app/S.swift", source)])
        #expect(d.presentableProtocols == ["SheetContent"])
        let harness = HarnessGenerator(discovery: d).harness(app: "S")
        #expect(harness.contains("guard presented is SheetContent else { return nil }"), "\(harness)")
        // Without such a protocol the delegate is used with every controller.
        #expect(!HarnessGenerator(discovery: self.d).harness(app: "T").contains("guard presented is"))
    }

    /// A custom container made with its children gets two controllers of the scenario's.
    @Test func containersMadeWithTheirChildren() {
        let source = """
            import UIKit
            final class Pager: UIViewController {
                init(viewControllers: [UIViewController]) { super.init(nibName: nil, bundle: nil) }
                required init?(coder: NSCoder) { fatalError() }
            }
            """
        let d = TransitionDiscovery(files: [("/app/P.swift", source)])
        let c = d.classes[0]
        #expect(HarnessGenerator(discovery: d).construction(of: c, hasControllers: false) == .expression("Pager(viewControllers: [UIViewController(), UIViewController()])"))
    }

    /// Configuration the app's objects take is made from the app's own types where it can be:
    /// an enum's first plain case, a struct whose properties all have defaults (or whose
    /// initialiser the harness can call), another class of the app's, a duration of 0.35 s.
    @Test func configurationValuesAreMadeFromTheAppsOwnTypes() {
        let source = """
            import UIKit
            enum Edge { case left, right }
            enum Style { case custom(CGFloat) }
            struct Appearance { var cornerRadius: CGFloat = 12; var dims = true }
            struct Sizing { let height: CGFloat; init(edge: Edge, appearance: Appearance = Appearance()) { height = 300 } }
            final class Interaction: UIPercentDrivenInteractiveTransition {}
            final class MenuDelegate: NSObject, UIViewControllerTransitioningDelegate {
                init(edge: Edge, sizing: Sizing, appearance: Appearance, interaction: Interaction, duration: TimeInterval) {}
            }
            final class Styled: NSObject, UIViewControllerTransitioningDelegate { init(style: Style) {} }
            """
        let d = TransitionDiscovery(files: [("/app/M.swift", source)])
        let g = HarnessGenerator(discovery: d)
        let menu = d.classes.first { $0.name == "MenuDelegate" }!
        #expect(g.construction(of: menu, hasControllers: true) == .expression(
            "MenuDelegate(edge: Edge.left, sizing: Sizing(edge: Edge.left), appearance: Appearance(), interaction: Interaction(), duration: 0.35)"))
        // An enum with no plain case cannot be made: a stub.
        let styled = d.classes.first { $0.name == "Styled" }!
        if case .factory = g.construction(of: styled, hasControllers: true) {} else { Issue.record("Styled should need a factory") }
    }

    /// Handlers and completions the app's objects take are closures that do nothing (with the
    /// parameters their types name); an enum with only cases carrying values is made from the
    /// first case whose values the harness can give. A closure that must return a value, and a
    /// case of numbers with no meaning to go by, still need a factory.
    @Test func closuresAndEnumsWithValuesAreMade() {
        let source = """
            import UIKit
            enum Edge { case left, right }
            enum Size { case points(CGFloat); case fraction(of: Edge, animated: Bool = true) }
            final class Banner: NSObject, UIViewControllerTransitioningDelegate {
                init(size: Size, onDismiss: @escaping () -> Void, progress: @escaping (CGFloat, Bool) -> (), tapped: ((UIView) -> Void)?) {}
            }
            final class Tinted: NSObject, UIViewControllerTransitioningDelegate { init(tint: @escaping (CGFloat) -> UIColor) {} }
            final class Measured: NSObject, UIViewControllerTransitioningDelegate { init(size: Measure) {} }
            enum Measure { case points(CGFloat) }
            """
        let d = TransitionDiscovery(files: [("/app/B.swift", source)])
        let g = HarnessGenerator(discovery: d)
        let banner = d.classes.first { $0.name == "Banner" }!
        #expect(g.construction(of: banner, hasControllers: true) == .expression(
            "Banner(size: Size.fraction(of: Edge.left), onDismiss: {}, progress: { _, _ in }, tapped: nil)"))
        for name in ["Tinted", "Measured"] {
            let c = d.classes.first { $0.name == name }!
            if case .factory = g.construction(of: c, hasControllers: true) {} else { Issue.record("\(name) should need a factory") }
        }
        #expect(HarnessGenerator.emptyClosure(ofType: "@escaping @MainActor (Int) throws -> Void") == "{ _ in }")
        #expect(HarnessGenerator.emptyClosure(ofType: "(() -> Void)") == "{}")
        #expect(HarnessGenerator.emptyClosure(ofType: "() -> Void extra") == nil)
        #expect(HarnessGenerator.emptyClosure(ofType: "[() -> Void]") == nil)
    }

    /// Closures that must return a value are made when the harness can make the value (a
    /// factory of controllers makes fresh ones); an alias of the app's stands for its type.
    @Test func factoryClosuresAndAliasesAreMade() {
        let source = """
            import UIKit
            public typealias Action = () -> ()
            final class Presenter: NSObject, UIViewControllerTransitioningDelegate {
                init(menuFactory: @escaping () -> UIViewController, onOpen: @escaping Action, sizeFor: @escaping (UIView) -> CGSize) {}
            }
            final class Slide: NSObject, UIViewControllerTransitioningDelegate {
                typealias Completion = (Bool) -> Void
                init(done: Completion, make: @escaping (Int) -> Options) {}
            }
            struct Options { var inset: CGFloat = 8 }
            """
        let d = TransitionDiscovery(files: [("/app/P.swift", source)])
        let g = HarnessGenerator(discovery: d)
        #expect(d.typeAliases == ["Action": "() -> ()", "Slide.Completion": "(Bool) -> Void"])
        let presenter = d.classes.first { $0.name == "Presenter" }!
        if case .factory = g.construction(of: presenter, hasControllers: true) {} else { Issue.record("a CGSize result has no value: a factory") }
        let slide = d.classes.first { $0.name == "Slide" }!
        #expect(g.construction(of: slide, hasControllers: true) == .expression("Slide(done: { _ in }, make: { _ in Options() })"))
        let simpler = TransitionDiscovery(files: [("/app/P.swift", source.replacingOccurrences(of: ", sizeFor: @escaping (UIView) -> CGSize", with: ""))])
        let p2 = simpler.classes.first { $0.name == "Presenter" }!
        #expect(HarnessGenerator(discovery: simpler).construction(of: p2, hasControllers: true) == .expression(
            "Presenter(menuFactory: { UIViewController() }, onOpen: {})"))
    }

    /// An animator made for one direction — a `Bool` or an enum case named for it, the enum
    /// nested in the animator — is made in both forms, and the harness vends the dismissal form
    /// for dismissals and pops; no factory stub is asked for.
    @Test func oneDirectionAnimatorsAreMadeInBothForms() {
        let source = """
            import UIKit
            open class MenuAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                public enum Mode { case presentation, dismissal }
                public init(mode: Mode, tapped: (() -> Void)? = nil) {}
            }
            final class Fade: NSObject, UIViewControllerAnimatedTransitioning { init(isPresenting: Bool) {} }
            final class Plain: NSObject, UIViewControllerAnimatedTransitioning { init(duration: TimeInterval) {} }
            """
        let d = TransitionDiscovery(files: [("/app/A.swift", source)])
        let g = HarnessGenerator(discovery: d)
        #expect(d.valueTypes["MenuAnimator.Mode"]?.plainCases == ["presentation", "dismissal"])
        #expect(g.directionalForms(of: "MenuAnimator")! == ("MenuAnimator(mode: MenuAnimator.Mode.presentation)", "MenuAnimator(mode: MenuAnimator.Mode.dismissal)"))
        #expect(g.directionalForms(of: "Fade")! == ("Fade(isPresenting: true)", "Fade(isPresenting: false)"))
        #expect(g.directionalForms(of: "Plain") == nil)
        #expect(g.missingFactories().isEmpty)
        let harness = g.harness(app: "App")
        #expect(harness.contains("program.animators = [{ MenuAnimator(mode: MenuAnimator.Mode.presentation) }, { Fade(isPresenting: true) }, { Plain(duration: 0.35) }]"), "\(harness)")
        #expect(harness.contains("program.dismissalAnimators = [{ MenuAnimator(mode: MenuAnimator.Mode.dismissal) }, { Fade(isPresenting: false) }, { Plain(duration: 0.35) }]"))
        #expect(HarnessGenerator.Direction.named("isDismissing") == .dismiss && HarnessGenerator.Direction.named("presenting") == .present)
        #expect(HarnessGenerator.Direction.named("animated") == nil)
    }

    /// Protocols the app force-casts controllers to are required: animators are used only with
    /// adopting controllers, and when none in the files adopts one, `--list` says so (nothing
    /// is presented through them rather than trapping). A protocol a non-controller class adopts
    /// (a cell's) is not about controllers.
    @Test func forceCastProtocolsRestrictWhereAnimatorsAreUsed() {
        let source = """
            import UIKit
            @objc public protocol Menu { var menuItems: [UIView] { get } }
            protocol Reusable {}
            final class Cell: UITableViewCell, Reusable {}
            final class MenuAnimator: NSObject, UIViewControllerAnimatedTransitioning {
                func animateTransition(using context: UIViewControllerContextTransitioning) {
                    let menu = context.viewController(forKey: .to)!
                    _ = (menu as! Menu).menuItems
                    _ = UITableViewCell() as! Reusable
                }
            }
            """
        let d = TransitionDiscovery(files: [("/app/M.swift", source)])
        #expect(d.requiredProtocols == ["Menu"] && d.unadoptedRequiredProtocols == ["Menu"], "\(d.requiredProtocols) \(d.presentableProtocols)")
        #expect(HarnessGenerator(discovery: d).harness(app: "App").contains("program.animatorsAccept = { $0 is Menu }"))
        let adopted = TransitionDiscovery(files: [("/app/M.swift", source), ("/app/C.swift", "import UIKit\nfinal class Side: UIViewController, Menu { var menuItems: [UIView] { [] } }")])
        #expect(adopted.requiredProtocols == ["Menu"] && adopted.unadoptedRequiredProtocols.isEmpty)
    }

    /// A controller that installs a navigation delegate it owns is a root in the app: the
    /// generated harness keeps it alive (popping it must not release the delegate).
    @Test func controllersThatOwnTheNavigationDelegateAreKept() {
        let source = """
            import UIKit
            final class ZoomDelegate: NSObject, UINavigationControllerDelegate {}
            final class Grid: UIViewController {
                let zoom = ZoomDelegate()
                override func viewDidLoad() { super.viewDidLoad(); navigationController?.delegate = zoom }
            }
            final class Detail: UIViewController {}
            """
        let d = TransitionDiscovery(files: [("/app/G.swift", source)])
        #expect(d.classes.first { $0.name == "Grid" }?.setsNavigationDelegate == true)
        #expect(d.classes.first { $0.name == "Detail" }?.setsNavigationDelegate == false)
        #expect(HarnessGenerator(discovery: d).harness(app: "G").contains("program.keepsAlive = { $0 is Grid }"))
    }

    /// A controller that is itself the navigation delegate is pushed (and installs itself), never
    /// made on the side as the stack's delegate: such a one would never enter the interface.
    @Test func controllersThatAreTheNavigationDelegateArePushedNotMadeAside() {
        let source = """
            import UIKit
            final class Root: UIViewController, UINavigationControllerDelegate {
                override func viewDidLoad() { super.viewDidLoad(); navigationController?.delegate = self }
            }
            """
        let h = HarnessGenerator(discovery: TransitionDiscovery(files: [("/app/R.swift", source)])).harness(app: "R")
        #expect(!h.contains("program.navigationDelegate ="), "\(h)")
        #expect(h.contains("program.makePushed") && h.contains("program.keepsAlive = { $0 is Root }"))
    }

    /// The app's tab bar controller subclass is the scenario's (its `viewDidLoad` sets its
    /// delegate and installs its recognizers), with the scenario's pages; a tab bar delegate of
    /// its own is set on the scenario's tab bar controller.
    @Test func tabBarControllersAndDelegatesAreUsed() {
        let source = """
            import UIKit
            final class SwipeTabs: UITabBarController {
                let swipe = SwipeDelegate()
                override func viewDidLoad() { super.viewDidLoad(); delegate = swipe }
            }
            final class SwipeDelegate: NSObject, UITabBarControllerDelegate {}
            final class SelfDelegating: UITabBarController, UITabBarControllerDelegate {}
            """
        let d = TransitionDiscovery(files: [("/app/T.swift", source)])
        let h = HarnessGenerator(discovery: d).harness(app: "T")
        #expect(h.contains("program.tabBarDelegate = { SwipeDelegate() }"), "\(h)")
        #expect(!h.contains("{ SelfDelegating() }\n"), "a tab bar controller is not made as another's delegate")
        #expect(h.contains("program.makeTabBarController = { _, pages in"), "\(h)")
        #expect(h.contains("tabs.viewControllers = pages"))
        #expect(HarnessGenerator(discovery: d).missingFactories().isEmpty)
    }

    /// The presentation styles the app sets are the ones it is checked with (a delegate written
    /// for full screen is not run as `.custom`); none set, full screen (UIKit's default for
    /// custom animators), and no style line at all for a unit without transition objects.
    @Test func presentationStylesTheAppSetsAreUsed() {
        let source = """
            import UIKit
            final class Fade: NSObject, UIViewControllerTransitioningDelegate {
                func configure(_ vc: UIViewController) {
                    vc.transitioningDelegate = self
                    vc.modalPresentationStyle = .fullScreen
                    if vc.isBeingPresented { vc.modalPresentationStyle = UIModalPresentationStyle.overFullScreen }
                }
            }
            """
        let h = HarnessGenerator(discovery: TransitionDiscovery(files: [("/app/F.swift", source)])).harness(app: "F")
        #expect(h.contains("program.presentationStyles = [.fullScreen, .overFullScreen]"), "\(h)")
        #expect(HarnessGenerator(discovery: d).harness(app: "T").contains("program.presentationStyles = [.fullScreen]"))
        let none = TransitionDiscovery(files: [("/app/V.swift", "import UIKit\nfinal class V: UIViewController {}\n")])
        #expect(!HarnessGenerator(discovery: none).harness(app: "V").contains("presentationStyles"))
    }

    @Test func theHarnessUsesEachObjectWhereUIKitWould() {
        let h = HarnessGenerator(discovery: d).harness(app: "T")
        #expect(h.contains("program.transitioningDelegate = { presented in"))
        #expect(h.contains("Sheet(presented: presented, presenting: presenting, dimming: UIView())"))
        #expect(h.contains("program.navigationDelegate = { Nav(edge: UIScreenEdgePanGestureRecognizer()) }"))
        #expect(h.contains("program.makePresented"))
        #expect(h.contains("program.makePushed"))  // the unit has a navigation delegate
        #expect(!h.contains("program.animators"))  // animators come from the app's delegates
        #expect(h.contains("AppCheck.run(program: program"))
    }
}

/// A controller or view whose only initialiser is `init?(coder:)` comes from a storyboard: the
/// harness makes it as a storyboard does, with a coder that holds nothing — unless that
/// initialiser only traps, or the class is not a view or controller.
@Suite struct CoderConstructionTests {
    @Test func storyboardOnlyControllersAreMadeWithAStandInCoder() {
        let source = """
            import UIKit
            final class Popup: UIViewController, UIViewControllerTransitioningDelegate {
                required init?(coder aDecoder: NSCoder) {
                    super.init(coder: aDecoder)
                    modalPresentationStyle = .custom
                }
            }
            final class Sealed: UIViewController { required init?(coder: NSCoder) { fatalError("no storyboards") } }
            final class Badge: UIView { required init?(coder: NSCoder) { super.init(coder: coder) } }
            final class Helper: NSObject, UIViewControllerTransitioningDelegate { required init?(coder: NSCoder) { super.init() } }
            """
        let d = TransitionDiscovery(files: [("/app/P.swift", source)])
        let g = HarnessGenerator(discovery: d)
        func how(_ n: String) -> HarnessGenerator.Construction { g.construction(of: d.classes.first { $0.name == n }!, hasControllers: false) }
        #expect(how("Popup") == .expression("Popup(coder: StandInCoder())!"))
        #expect(how("Sealed") != .expression("Sealed(coder: StandInCoder())!"))
        #expect(g.initializers(of: d.classes.first { $0.name == "Badge" }!).first?.parameters.first?.type == "NSCoder")
        #expect(how("Helper") != .expression("Helper(coder: StandInCoder())!"))
    }
}
