import Foundation

/// Stand-ins for a storyboard controller's outlets (`OutletStandIns` in TransitionChecks),
/// connected by the generated harness when the controller's view loads.
extension HarnessGenerator {
    /// UIKit types a storyboard outlet may have, and how the harness makes a stand-in of each.
    static let outletMakers: [String: String] = [
        "UIView": "UIView()", "UILabel": "UILabel()", "UIButton": "UIButton(type: .system)", "UIImageView": "UIImageView()",
        "UIScrollView": "UIScrollView()", "UIStackView": "UIStackView()", "UITextField": "UITextField()", "UITextView": "UITextView()",
        "UISwitch": "UISwitch()", "UISlider": "UISlider()", "UISegmentedControl": "UISegmentedControl()", "UIStepper": "UIStepper()", "UIPageControl": "UIPageControl()",
        "UIActivityIndicatorView": "UIActivityIndicatorView()", "UINavigationBar": "UINavigationBar()", "UITabBar": "UITabBar()",
        "UITableView": "UITableView()", "UICollectionView": "UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())",
        "UIVisualEffectView": "UIVisualEffectView(effect: nil)",
    ]

    /// The statements that connect `c`'s outlets to stand-ins (`OutletStandIns`), `c` being
    /// named `owner` there and its views going into `root` (`vc` and `vc` for a controller;
    /// `cell` and `cell.contentView` for a prototype cell); nil when one cannot be made (a type
    /// the harness does not know how to make, a bar item outside a controller). Private outlets
    /// are assigned too: the rewriter drops `private` from outlets.
    func outletConnections(of c: TransitionDiscovery.DiscoveredClass, owner: String = "vc", root: String = "vc") -> [String]? {
        var out: [String] = []
        // Private outlets too: the rewriter widens them (Interface Builder ignores access).
        for o in c.outlets {
            if o.isCollection {
                out.append("\(owner).\(o.name) = []")
            } else if o.type == "NSLayoutConstraint" {
                out.append("\(owner).\(o.name) = OutletStandIns.constraint(in: \(root))")
            } else if o.type == "UIBarButtonItem", owner == root {
                out.append("\(owner).\(o.name) = OutletStandIns.barButtonItem(in: \(owner))")
            } else if let make = Self.outletMakers[o.type] {
                out.append("\(owner).\(o.name) = OutletStandIns.view(\(make), in: \(root))")
                if owner == root { out += prototypeRegistrations(for: o, owner: owner) }
            } else if let view = discovery.classes.first(where: { $0.name == o.type }), isUIKitView(view), !view.isPrivate, !view.isGeneric,
                initializers(of: view).contains(where: { i in i.parameters.allSatisfy(\.hasDefault) || i.parameters.first?.label == "frame" })
            {
                out.append("\(owner).\(o.name) = OutletStandIns.view(\(o.type)(), in: \(root))")
            } else {
                return nil
            }
        }
        return out
    }

    /// A storyboard table or collection view comes with its prototype cells registered: each
    /// identifier the files dequeue with, registered with the app's cell class of that name (the
    /// usual storyboard practice; its outlets get stand-ins in its content view before
    /// `awakeFromNib()`) or UIKit's plain cell.
    private func prototypeRegistrations(for o: TransitionDiscovery.Outlet, owner: String) -> [String] {
        let (identifiers, base): (Set<String>, String)
        switch o.type {
        case "UITableView": (identifiers, base) = (discovery.tableCellIdentifiers, "UITableViewCell")
        case "UICollectionView": (identifiers, base) = (discovery.collectionCellIdentifiers, "UICollectionViewCell")
        default: return []
        }
        return identifiers.sorted().flatMap { id -> [String] in
            let register = "OutletStandIns.registerPrototype"
            guard let cell = discovery.classes.first(where: { $0.name == id && !$0.isPrivate && !$0.isGeneric && derives($0, from: base) }) else {
                return ["\(register)(\(base).self, on: \(owner).\(o.name), identifier: \(String(reflecting: id)))"]
            }
            guard let connections = outletConnections(of: cell, owner: "cell", root: "cell.contentView"), !connections.isEmpty else {
                return ["\(register)(\(cell.name).self, on: \(owner).\(o.name), identifier: \(String(reflecting: id)))"]
            }
            return ["\(register)(\(cell.name).self, on: \(owner).\(o.name), identifier: \(String(reflecting: id))) { made in"]
                + ["    guard let cell = made as? \(cell.name) else { return }"] + connections.map { "    " + $0 } + ["}"]
        }
    }

    /// Stand-in nibs for the nib names the files load that name a view or cell class of the
    /// app's (a nib-based cell registered with `UINib(nibName: "EmbeddedCell", bundle: nil)`): the
    /// class made in code, its outlets connected — before `awakeFromNib()`, which loading sends.
    func nibRegistrations() -> [String] {
        discovery.nibNames.sorted().flatMap { name -> [String] in
            guard let c = discovery.classes.first(where: { $0.name == name && !$0.isPrivate && !$0.isGeneric }),
                c.roles.isDisjoint(with: [.viewController, .navigationController, .tabBarController])
            else { return [] }
            let (make, root): (String, String)
            if derives(c, from: "UITableViewCell") {
                (make, root) = ("\(name)(style: .default, reuseIdentifier: nil)", "made.contentView")
            } else if derives(c, from: "UICollectionViewCell") {
                (make, root) = ("\(name)(frame: .zero)", "made.contentView")
            } else if isUIKitView(c) {
                (make, root) = ("\(name)(frame: .zero)", "made")
            } else {
                return []
            }
            // Made in code only if it inherits UIKit's initialisers or declares the one used.
            let label = make.contains("style:") ? "style" : "frame"
            guard (c.initializers.isEmpty && !c.declaresCoderInit) || c.initializers.contains(where: { $0.parameters.first?.label == label }) else {
                return []
            }
            let connections = outletConnections(of: c, owner: "made", root: root) ?? []
            return ["UINib.register(name: \(String(reflecting: name))) { _ in", "    let made = \(make)"] + connections.map { "    " + $0 }
                + ["    return [made]", "}"]
        }
    }

    /// Stand-in storyboards: each of the app's controllers the harness can make is the initial
    /// scene of a storyboard of its own name (`String(describing: self)` storyboards), and the
    /// scene of its name in every storyboard the files name; a storyboard named after none of
    /// them has no initial scene.
    func storyboardRegistrations() -> [String] {
        let controllers = discovery.classes.filter { !$0.roles.isDisjoint(with: [.viewController, .navigationController, .tabBarController]) }
            .compactMap { c -> (String, String)? in
                guard case .expression(let e) = construction(of: c, hasControllers: false) else { return nil }
                return (c.name, e)
            }
        guard !controllers.isEmpty else { return [] }
        let byName = Dictionary(controllers, uniquingKeysWith: { a, _ in a })
        let scenes = discovery.sceneIdentifiers.sorted().compactMap { id in byName[id].map { "\(String(reflecting: id)): { \($0) }" } }
        var names = Set(controllers.map(\.0)).union(discovery.storyboardNames)
        names.remove("")
        return names.sorted().map { name in
            var own = scenes
            if let e = byName[name], !discovery.sceneIdentifiers.contains(name) { own.append("\(String(reflecting: name)): { \(e) }") }
            let initial = byName[name] != nil ? String(reflecting: name) : "nil"
            return "UIStoryboard.register(name: \(String(reflecting: name)), initial: \(initial), scenes: [\(own.isEmpty ? ":" : own.joined(separator: ", "))])"
        }
    }

    /// Whether `c` derives from `base` through the app's classes.
    func derives(_ c: TransitionDiscovery.DiscoveredClass, from base: String) -> Bool {
        discovery.inherits(c) { $0 == base }
    }

    /// Whether `c` derives (through the app's classes) from a UIKit view type the harness knows.
    func isUIKitView(_ c: TransitionDiscovery.DiscoveredClass) -> Bool {
        discovery.inherits(c) { Self.outletMakers[$0] != nil }
    }
}
