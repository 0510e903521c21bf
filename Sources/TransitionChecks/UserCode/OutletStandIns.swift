import Foundation
import Transitions

/// Stand-ins for a storyboard's outlets, which the harness `transit check` generates connects
/// when a controller of the app's that a storyboard would make has loaded its view (before its
/// `viewDidLoad()`, as a storyboard connects them: `UserProgram.connectOutlets`).
///
/// The storyboard's geometry and its connections (actions, constraints between views) are not
/// in the source: each view outlet is added to the root view, filling it (a view with an
/// intrinsic size — a label, a control — at that size at the origin) through low-priority
/// constraints the app's own override, so weak outlets stay alive; a bar button item goes into the
/// navigation item; a constraint outlet is an active height constraint of a hidden, pinned
/// holder view (setting its `constant` moves nothing visible, and stays satisfiable). The
/// storyboard's constraints being unknown, the layout invariants leave stand-ins and their
/// subtrees out (`View.isLayoutStandIn`).
public enum OutletStandIns {
    /// `view` added to `controller`'s root view (filling it; a control at its intrinsic size).
    @discardableResult
    public static func view<V: View>(_ view: V, in controller: ViewController) -> V {
        self.view(view, in: controller.view as View)
    }

    /// `view` added to `root` (a cell's content view), as `view(_:in:)` for a controller. It
    /// takes part in Auto Layout as a storyboard's views do (`translatesAutoresizingMaskIntoConstraints`
    /// false), pinned to `root`'s top-left corner at low priority (250) — and, when it has no
    /// intrinsic size to keep (a plain view, a table), to `root`'s other edges too: the app's own
    /// constraints on it win, and without any its layout is still determined.
    @discardableResult
    public static func view<V: View>(_ view: V, in root: View) -> V {
        let natural = view.intrinsicContentSize
        let keepsItsSize = natural.width >= 0 && natural.height >= 0
        view.frame = keepsItsSize ? CGRect(origin: .zero, size: natural) : root.bounds
        view.translatesAutoresizingMaskIntoConstraints = false
        view.isLayoutStandIn = true
        root.addSubview(view)
        var pins = [view.topAnchor.constraint(equalTo: root.topAnchor), view.leadingAnchor.constraint(equalTo: root.leadingAnchor)]
        if !keepsItsSize {
            pins += [view.bottomAnchor.constraint(equalTo: root.bottomAnchor), view.trailingAnchor.constraint(equalTo: root.trailingAnchor)]
        }
        for pin in pins { pin.priority = .defaultLow }
        LayoutConstraint.activate(pins)
        return view
    }

    /// A bar button item kept by `controller`'s navigation item.
    public static func barButtonItem(in controller: ViewController) -> BarButtonItem {
        let item = BarButtonItem(title: nil, style: .plain, target: nil, action: nil)
        controller.navigationItem.rightBarButtonItems = (controller.navigationItem.rightBarButtonItems ?? []) + [item]
        return item
    }

    /// An active constraint the app may change: the height of a hidden holder view pinned to the
    /// root view's top-left corner with zero width.
    public static func constraint(in controller: ViewController) -> LayoutConstraint {
        constraint(in: controller.view as View)
    }

    /// A constraint stand-in in `root` (a cell's content view).
    public static func constraint(in root: View) -> LayoutConstraint {
        let holder = View(frame: .zero)
        holder.isHidden = true
        holder.isLayoutStandIn = true
        holder.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(holder)
        let height = holder.heightAnchor.constraint(equalToConstant: 0)
        LayoutConstraint.activate([
            holder.topAnchor.constraint(equalTo: root.topAnchor), holder.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            holder.widthAnchor.constraint(equalToConstant: 0), height,
        ])
        return height
    }

    /// Registers a storyboard prototype cell on a stand-in table: cells of `type` for
    /// `identifier`, their outlets connected by `connect` before `awakeFromNib()`.
    public static func registerPrototype(
        _ type: TableViewCell.Type, on table: TableView, identifier: String, connect: @escaping (TableViewCell) -> Void = { _ in }
    ) {
        table.registerPrototype(type, forCellReuseIdentifier: identifier, connect: connect)
    }

    /// Registers a storyboard prototype cell on a stand-in collection view.
    public static func registerPrototype(
        _ type: CollectionViewCell.Type, on collection: CollectionView, identifier: String,
        connect: @escaping (CollectionViewCell) -> Void = { _ in }
    ) {
        collection.registerPrototype(type, forCellWithReuseIdentifier: identifier, connect: connect)
    }
}
