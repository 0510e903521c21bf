import Testing
import TransitionChecks
import TransitionsUIKit

/// A draggable panel that attaches itself to a controller: a view added to the controller's
/// view with a pan recognizer that moves it. `holdsControllerStrongly` is the retain cycle a
/// careless library makes (the controller owns the panel, the panel the controller).
private final class DragPanel: NSObject {
    weak var weakHost: UIViewController?
    var strongHost: UIViewController?
    let panel = UIView()
    var drags = 0

    init(addTo controller: UIViewController, holdsControllerStrongly: Bool) {
        super.init()
        if holdsControllerStrongly { strongHost = controller } else { weakHost = controller }
        panel.frame = CGRect(x: 0, y: 500, width: 390, height: 344)
        panel.backgroundColor = .white
        controller.view.addSubview(panel)
        panel.addGestureRecognizer(UIPanGestureRecognizer(target: self, action: Selector(DragPanel.dragged(_:), "dragged:")))
    }

    func dragged(_ pan: UIPanGestureRecognizer) {
        drags += 1
        panel.frame.origin.y = max(100, 500 + pan.translation(in: panel.superview).y)
    }
}

@Suite struct AttachmentTests {
    private func program(strong: Bool) -> UserProgram {
        var program = UserProgram()
        program.presentationStyles = [.fullScreen]
        program.attachToPresented = { presented in [DragPanel(addTo: presented, holdsControllerStrongly: strong)] }
        return program
    }

    /// Attached with each presented controller and owned by it: the checker drags the panel and
    /// releases it with its controller.
    @Test func attachedObjectsAreExercisedAndReleasedWithTheirController() {
        let report = Checker(TransitionScenario(program: program(strong: false)), configuration: .init(cases: 60, maxSteps: 20, seed: 8)).run()
        #expect(report.failures.isEmpty, "\(report.failures.first.map(String.init(describing:)) ?? "")")
        #expect(report.featureCounts.keys.contains("reached attached DragPanel") && report.featureCounts.keys.contains { $0.contains("DragPanel.dragged") }, "\(report.featureCounts)")
    }

    /// One that holds its controller strongly keeps it after the dismissal: a leak, found.
    @Test func anAttachmentHoldingItsControllerIsALeak() throws {
        let report = Checker(TransitionScenario(program: program(strong: true)), configuration: .init(cases: 60, maxSteps: 20, seed: 8)).run()
        let failure = try #require(report.failures.first)
        #expect(failure.invariant == "no leaked controllers or views", "\(failure)")
    }
}
