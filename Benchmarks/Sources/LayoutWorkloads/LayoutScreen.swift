import Foundation
import Transitions

/// A 200-view screen laid out like a real one, built with the model's Auto Layout API: a window
/// (390×844) whose root view holds a header pinned to the safe area, a scrolling-list-like column
/// of 39 rows (each row: a container with an icon, a title and a subtitle with intrinsic sizes, an
/// accessory; 5 views per row), and a bottom sheet pinned to the safe area with a height
/// constraint — 1 + 1 + 2 + 39·5 + 1 = 200 views, ~1,000 constraints (leading/trailing to margins,
/// vertical chains, sizes, optional preferences, hugging and compression resistance).
///
/// `edit()` is the measured operation: the sheet's height constant moves (as a drag or an
/// animation block does) and the root view lays out (`layoutIfNeeded()`: constraint updates, the
/// incremental solve, frames applied to every view that moved).
public final class LayoutScreen {
    public let simulation: Simulation
    public let window: Window
    public let root: View
    public let sheetHeight: LayoutConstraint
    public private(set) var viewCount = 0
    public private(set) var constraintCount = 0
    private var flip = false

    /// A fixed-size content view (a label or an image in the real screen).
    /// (The model's simulation-taking initialisers are convenience ones, as app subclasses
    /// inherit them; the size is set after.)
    final class Content: View {
        var size: CGSize = .zero
        convenience init(_ simulation: Simulation, size: CGSize, name: String) {
            self.init(simulation, name: name)
            self.size = size
        }
        override var intrinsicContentSize: CGSize { size }
    }

    public init() {
        let simulation = Simulation()
        let window = Window(simulation)
        let root = View(simulation, frame: window.bounds, name: "root")
        window.addSubview(root)
        var cs: [LayoutConstraint] = []
        var count = 2
        func make(_ name: String, in parent: View, size: CGSize? = nil) -> View {
            let v = size.map { Content(simulation, size: $0, name: name) } ?? View(simulation, name: name)
            v.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(v)
            count += 1
            return v
        }
        let safe = root.safeAreaLayoutGuide
        let header = make("header", in: root)
        let headerTitle = make("headerTitle", in: header, size: CGSize(width: 120, height: 24))
        cs += [
            header.topAnchor.constraint(equalTo: safe.topAnchor), header.leadingAnchor.constraint(equalTo: safe.leadingAnchor),
            header.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            headerTitle.leadingAnchor.constraint(equalTo: header.layoutMarginsGuide.leadingAnchor),
            headerTitle.topAnchor.constraint(equalTo: header.topAnchor, constant: 12),
            headerTitle.bottomAnchor.constraint(equalTo: header.bottomAnchor, constant: -12),
            headerTitle.trailingAnchor.constraint(lessThanOrEqualTo: header.layoutMarginsGuide.trailingAnchor),
        ]
        let list = make("list", in: root)
        cs += [
            list.topAnchor.constraint(equalTo: header.bottomAnchor), list.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            list.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        ]
        var above = list.topAnchor
        for i in 0..<39 {
            let row = make("row\(i)", in: list)
            let icon = make("icon\(i)", in: row, size: CGSize(width: 28, height: 28))
            let title = make("title\(i)", in: row, size: CGSize(width: 80 + Double(i % 7) * 10, height: 20))
            let subtitle = make("subtitle\(i)", in: row, size: CGSize(width: 140 + Double(i % 5) * 12, height: 16))
            let accessory = make("accessory\(i)", in: row, size: CGSize(width: 12, height: 12))
            title.setContentCompressionResistancePriority(.defaultHigh + 1, for: .horizontal)
            let preferred = row.heightAnchor.constraint(equalToConstant: 56)
            preferred.priority = .defaultLow
            cs += [
                row.topAnchor.constraint(equalTo: above), row.leadingAnchor.constraint(equalTo: list.leadingAnchor),
                row.trailingAnchor.constraint(equalTo: list.trailingAnchor), preferred,
                icon.leadingAnchor.constraint(equalTo: row.layoutMarginsGuide.leadingAnchor),
                icon.centerYAnchor.constraint(equalTo: row.centerYAnchor),
                title.leadingAnchor.constraint(equalToSystemSpacingAfter: icon.trailingAnchor, multiplier: 1.5),
                title.topAnchor.constraint(equalTo: row.topAnchor, constant: 8),
                subtitle.leadingAnchor.constraint(equalTo: title.leadingAnchor),
                subtitle.topAnchor.constraint(equalTo: title.bottomAnchor, constant: 2),
                subtitle.bottomAnchor.constraint(lessThanOrEqualTo: row.bottomAnchor, constant: -8),
                title.trailingAnchor.constraint(lessThanOrEqualTo: accessory.leadingAnchor, constant: -8),
                subtitle.trailingAnchor.constraint(lessThanOrEqualTo: accessory.leadingAnchor, constant: -8),
                accessory.trailingAnchor.constraint(equalTo: row.layoutMarginsGuide.trailingAnchor),
                accessory.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            ]
            above = row.bottomAnchor
        }
        let sheet = make("sheet", in: root)
        let sheetHeight = sheet.heightAnchor.constraint(equalToConstant: 200)
        cs += [
            list.bottomAnchor.constraint(lessThanOrEqualTo: sheet.topAnchor),
            sheet.leadingAnchor.constraint(equalTo: safe.leadingAnchor), sheet.trailingAnchor.constraint(equalTo: safe.trailingAnchor),
            sheet.bottomAnchor.constraint(equalTo: safe.bottomAnchor), sheetHeight,
        ]
        self.simulation = simulation
        self.window = window
        self.root = root
        self.sheetHeight = sheetHeight
        viewCount = count
        constraintCount = cs.count
        simulation.makeCurrent()
        LayoutConstraint.activate(cs)
        root.layoutIfNeeded()
    }

    /// Moves the sheet's height constant (200 ↔ 260) and lays out.
    public func edit() {
        flip.toggle()
        sheetHeight.constant = flip ? 260 : 200
        root.layoutIfNeeded()
    }

    /// A list row's frame, to check the layout.
    public var sheetFrame: CGRect { root.subviews.last!.frame }
}
