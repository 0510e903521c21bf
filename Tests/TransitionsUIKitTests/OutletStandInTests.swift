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
        sim.viewDidLoadWillRun = program.connectOutlets
        let vc = sim.asCurrent { PhotoDetailController() }
        _ = vc.view
        #expect(vc.loadedWithOutlets && vc.card.superview === vc.view && vc.card.frame == vc.view.bounds)
        #expect(vc.close.frame.origin == .zero && vc.close.frame.size == vc.close.intrinsicContentSize, "a control at its own size")
        #expect(vc.cardHeight.isActive && vc.cardHeight.constant == 320)
    }
}
