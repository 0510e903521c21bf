import Foundation
import Testing
import TransitionsUIKit

/// Storyboard-style code as apps write it: the destination configured in `prepare(for:sender:)`.
private final class ListController: UIViewController {
    var prepared: [String] = []
    let sheet = SheetTransitioning()
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        prepared.append(segue.identifier ?? "?")
        #expect(segue.source === self)
        #expect(segue.destination.presentingViewController == nil, "prepare runs before the segue performs")
        if segue.identifier == "sheet" {
            segue.destination.modalPresentationStyle = .custom
            segue.destination.transitioningDelegate = sheet
        }
    }
}

private final class DetailController: UIViewController {}

private final class SheetTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    var asked = 0
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?, source: UIViewController) -> UIPresentationController? {
        asked += 1
        return UIPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

private final class FadeSegue: UIStoryboardSegue {
    nonisolated(unsafe) static var performed = 0
    override func perform() {
        FadeSegue.performed += 1
        source.present(destination, animated: false)
    }
}

@Suite(.serialized) struct StoryboardTests {
    init() {
        UIStoryboard.register(name: "Main", initial: "list", scenes: [
            "list": { ListController() },
            "detail": { DetailController() },
        ], segues: [
            "sheet": .init(kind: .presentModally, destination: "detail"),
            "push": .init(kind: .show, destination: "detail"),
            "fade": .init(kind: .custom, destination: "detail"),
        ], segueClasses: ["fade": FadeSegue.self])
    }

    @Test func scenesAreMadeByIdentifierAndKnowTheirStoryboard() throws {
        withUIKitStage { sim, _ in
            let board = UIStoryboard(name: "Main", bundle: nil)
            let list = board.instantiateInitialViewController()
            #expect(list is ListController && list?.storyboard === board)
            #expect(board.instantiateViewController(withIdentifier: "detail") is DetailController)
            #expect(sim.violations.isEmpty)
            #expect(UIStoryboard(name: "Other", bundle: .main).instantiateInitialViewController() == nil)
        }
    }

    @Test func aMissingSceneOrSegueIsRefusedAndRecorded() {
        withUIKitStage { sim, root in
            _ = UIStoryboard(name: "Main", bundle: nil).instantiateViewController(withIdentifier: "nowhere")
            _ = UIStoryboard(name: "Gone", bundle: nil).instantiateViewController(withIdentifier: "list")
            root.performSegue(withIdentifier: "noSuchSegue", sender: nil)
            #expect(sim.violations.count == 3)
            #expect(sim.violations.allSatisfy { $0.kind == .rejectedCall })
            #expect(sim.violations[1].detail.contains("no storyboard named \"Gone\""))
            #expect(root.presentedViewController == nil)
        }
    }

    @Test func aModalSegueRunsPrepareThenPresentsWithWhatPrepareSet() throws {
        try withUIKitStage { sim, root in
            let list = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! ListController
            root.present(list, animated: false)
            try sim.runUntilIdle()
            list.performSegue(withIdentifier: "sheet", sender: nil)
            try sim.runUntilIdle()
            #expect(list.prepared == ["sheet"])
            let detail = try #require(list.presentedViewController as? DetailController)
            #expect(detail.presentingViewController === list && detail.modalPresentationStyle == .custom)
            #expect(list.sheet.asked == 1, "the transitioning delegate set in prepare was used")
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }

    @Test func aShowSeguePushesInsideANavigationControllerAndCustomSeguesPerform() throws {
        try withUIKitStage { sim, root in
            let list = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! ListController
            let nav = UINavigationController(rootViewController: list)
            root.present(nav, animated: false)
            try sim.runUntilIdle()
            list.performSegue(withIdentifier: "push", sender: nil)
            try sim.runUntilIdle()
            #expect(nav.viewControllers.count == 2 && nav.topViewController is DetailController)
            let before = FadeSegue.performed
            nav.topViewController!.performSegue(withIdentifier: "fade", sender: nil)
            try sim.runUntilIdle()
            #expect(FadeSegue.performed == before + 1)
            #expect(nav.topViewController?.presentedViewController is DetailController)
            #expect(list.prepared == ["push"], "prepare is asked of the segue's source only")
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }
}

private final class CardCell: UITableViewCell {
    var awoken = 0
    override func awakeFromNib() {
        super.awakeFromNib()
        awoken += 1
    }
}

private final class Header: UIView {
    var awoken = 0
    override func awakeFromNib() { awoken += 1 }
}

/// Nibs registered in code: `UINib`, `Bundle.loadNibNamed`, cells registered by nib.
@Suite(.serialized) struct NibTests {
    @Test func registeredNibsMakeTheirObjectsAndAwakeThem() {
        withUIKitStage { sim, root in
            UINib.register(name: "Header") { _ in [Header(frame: CGRect(x: 0, y: 0, width: 100, height: 40))] }
            let header = Bundle.main.loadNibNamed("Header", owner: nil, options: nil)?.first as? Header
            #expect(header?.awoken == 1)
            #expect(UINib(nibName: "Header", bundle: nil).instantiate(withOwner: nil, options: nil).count == 1)
            #expect(Bundle.main.loadNibNamed("Missing", owner: nil, options: nil) == nil)
            #expect(sim.violations.count == 1 && sim.violations[0].detail.contains("nib \"Missing\" is not registered"))
        }
    }

    @Test func aTableMakesCellsFromARegisteredNib() {
        withUIKitStage { sim, root in
            UINib.register(name: "CardCell") { _ in [CardCell(style: .default, reuseIdentifier: nil)] }
            let table = UITableView(frame: root.view.bounds, style: .plain)
            table.register(UINib(nibName: "CardCell", bundle: nil), forCellReuseIdentifier: "card")
            let cell = table.dequeueReusableCell(withIdentifier: "card", for: IndexPath(row: 0, section: 0))
            #expect((cell as? CardCell)?.awoken == 1 && cell.reuseIdentifier == "card")
            #expect(sim.violations.isEmpty)
        }
    }
}
