import Foundation
import Transitions

/// Stand-ins for a storyboard's outlets, which the harness `transit check` generates connects
/// when a controller of the app's that a storyboard would make has loaded its view (before its
/// `viewDidLoad()`, as a storyboard connects them: `UserProgram.connectOutlets`).
///
/// The storyboard's geometry and its connections (actions, constraints between views) are not
/// in the source: each view outlet is added to the root view, filling it (controls at their
/// intrinsic size at the origin), so weak outlets stay alive; a bar button item goes into the
/// navigation item; a constraint outlet is an active height constraint of a hidden, pinned
/// holder view (setting its `constant` moves nothing visible, and stays satisfiable). The
/// checker's findings about the app's own layout therefore do not cover storyboard controllers.
public enum OutletStandIns {
    /// `view` added to `controller`'s root view (filling it; a control at its intrinsic size).
    @discardableResult
    public static func view<V: View>(_ view: V, in controller: ViewController) -> V {
        self.view(view, in: controller.view as View)
    }

    /// `view` added to `root` (a cell's content view), as `view(_:in:)` for a controller.
    @discardableResult
    public static func view<V: View>(_ view: V, in root: View) -> V {
        if view is Control {
            let size = view.intrinsicContentSize
            view.frame = CGRect(origin: .zero, size: CGSize(width: max(size.width, 0), height: max(size.height, 0)))
        } else {
            view.frame = root.bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        root.addSubview(view)
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
