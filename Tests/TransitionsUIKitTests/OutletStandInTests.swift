import Testing
import TransitionChecks
import TransitionsUIKit

/// A storyboard-made controller (its `@IBOutlet`s as the rewriter leaves them: plain properties): outlets used from `viewDidLoad`, a constraint outlet animated, a
/// weak card view that must stay alive.
private final class PhotoDetailController: UIViewController {
    weak var card: UIView!
    weak var caption: UILabel!
    weak var close: UIButton!
    weak var cardHeight: NSLayoutConstraint!
    var tags: [UILabel]!
    var loadedWithOutlets = false

    override func viewDidLoad() {
        super.viewDidLoad()
        loadedWithOutlets = card != nil && caption != nil && close != nil && cardHeight != nil && tags != nil
        card.layer.cornerRadius = 12
        caption.text = "Sunset"
        cardHeight.constant = 320
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        UIView.animate(withDuration: 0.2) {
            self.cardHeight.constant = 280
            self.view.layoutIfNeeded()
        }
    }
}

/// A prototype cell with its own outlets, configured from `awakeFromNib()`.
private final class PhotoCell: UITableViewCell {
    weak var title: UILabel!
    var awoke = false
    override func awakeFromNib() {
        super.awakeFromNib()
        awoke = title != nil
        title.font = .boldSystemFont(ofSize: 15)
    }
}

/// A storyboard list whose table's cells are the storyboard's prototypes.
private final class GalleryController: UIViewController, UITableViewDataSource {
    weak var table: UITableView!
    override func viewDidLoad() {
        super.viewDidLoad()
        table.dataSource = self
        table.reloadData()
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "PhotoCell", for: indexPath) as! PhotoCell
        cell.title.text = "Photo \(indexPath.row)"
        return cell
    }
}

/// A base class that builds on its storyboard scene in `loadView()` (after `super.loadView()`).
private class SlidingSheetBase: UIViewController {
    var header: UIView { fatalError("subclasses give their header") }
    override func loadView() {
        super.loadView()
        header.layer.cornerRadius = 8
    }
}

private final class SlidingSheet: SlidingSheetBase {
    weak var bar: UIView!
    override var header: UIView { bar }
}

@Suite struct OutletStandInTests {
    /// What `transit check`'s harness generates for such a controller: each outlet connected to a
    /// stand-in when the view loads, before `viewDidLoad()`; the checker then runs it cleanly.
    @Test func storyboardControllersRunWithStandInOutlets() {
        var program = UserProgram()
        program.presentationStyles = [.fullScreen]
        program.makePresented = { sim, _ in sim.asCurrent { PhotoDetailController() } }
        program.connectOutlets = { controller in
            if let vc = controller as? PhotoDetailController {
                vc.card = OutletStandIns.view(UIView(), in: vc)
                vc.caption = OutletStandIns.view(UILabel(), in: vc)
                vc.close = OutletStandIns.view(UIButton(type: .system), in: vc)
                vc.cardHeight = OutletStandIns.constraint(in: vc)
                vc.tags = []
            }
        }
        UIKitSeedsTests.expectClean("storyboard controller", program, seed: 21, maxSteps: 20, actions: ["present", "dismiss"])
        let sim = Simulation()
        sim.connectOutlets = program.connectOutlets
        let vc = sim.asCurrent { PhotoDetailController() }
        _ = vc.view
        #expect(vc.loadedWithOutlets && vc.card.superview === vc.view && vc.card.frame == vc.view.bounds)
        #expect(vc.close.frame.origin == .zero && vc.close.frame.size == vc.close.intrinsicContentSize, "a control at its own size")
        #expect(vc.cardHeight.isActive && vc.cardHeight.constant == 320)
        let inCard = UIView()
        vc.card.addSubview(inCard)
        #expect(vc.card.isLayoutStandIn && inCard.isInLayoutStandIn && !vc.view.isInLayoutStandIn, "layout checks leave stand-ins out")
    }

    /// Prototype cells of a storyboard table: made with their outlets connected, then
    /// `awakeFromNib()`; the list is shown and scrolls cleanly under the checker.
    @Test func prototypeCellsAreMadeWithTheirOutlets() {
        var program = UserProgram()
        program.presentationStyles = [.fullScreen]
        program.makePresented = { sim, _ in sim.asCurrent { GalleryController() } }
        program.connectOutlets = { controller in
            if let vc = controller as? GalleryController {
                vc.table = OutletStandIns.view(UITableView(), in: vc)
                OutletStandIns.registerPrototype(PhotoCell.self, on: vc.table, identifier: "PhotoCell") { made in
                    guard let cell = made as? PhotoCell else { return }
                    cell.title = OutletStandIns.view(UILabel(), in: cell.contentView)
                }
            }
        }
        UIKitSeedsTests.expectClean("storyboard list", program, seed: 4, maxSteps: 20, actions: ["present"])
        let sim = Simulation()
        sim.connectOutlets = program.connectOutlets
        let window = UIWindow(sim)
        let vc = sim.asCurrent { GalleryController() }
        window.rootViewController = vc
        window.makeKeyAndVisible()
        let cells = vc.table.visibleCells.compactMap { $0 as? PhotoCell }
        #expect(!cells.isEmpty && cells.allSatisfy { $0.awoke && $0.title.superview === $0.contentView })
        #expect(cells.first?.title.text == "Photo 0")
    }

    /// Outlets are connected where UIKit's default `loadView()` loads the scene: an override that
    /// calls `super.loadView()` finds them.
    @Test func outletsAreConnectedInsideTheDefaultLoadView() {
        let sim = Simulation()
        sim.connectOutlets = { controller in
            if let vc = controller as? SlidingSheet { vc.bar = OutletStandIns.view(UIView(), in: vc) }
        }
        let sheet = sim.asCurrent { SlidingSheet() }
        _ = sheet.view
        #expect(sheet.bar.layer.cornerRadius == 8)
    }
}
