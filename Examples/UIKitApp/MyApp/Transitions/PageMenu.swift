// The tab strip above a paging container, written for UIKit as paging libraries write it: the
// app registers a cell class and the strip makes its cells from that metatype; pages are made
// from controller classes; a view loads itself through a protocol. Each construction calls an
// initialiser on a metatype value, which Objective-C's dynamic initialisers allow on iOS.
// Compiled unchanged on Linux by the UIKitSources plugin.
import UIKit

class MenuCell: UIView {
    var title = ""

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .clear
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A cell inheriting its initialisers: the strip makes it with `init(frame:)`.
final class UnderlineCell: MenuCell {
    let underline = UIView()
}

/// A cell made only with a title: the strip cannot make it from its class (on iOS the runtime
/// stops with "unimplemented initializer").
final class FixedCell: MenuCell {
    init(title: String) {
        super.init(frame: .zero)
        self.title = title
    }

    required init?(coder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class PageMenuStrip: UIView {
    private var cellClass: MenuCell.Type = MenuCell.self
    private(set) var cells: [MenuCell] = []

    func register(_ cellClass: MenuCell.Type) {
        self.cellClass = cellClass
    }

    func reload(titles: [String], itemWidth: CGFloat) {
        cells.forEach { $0.removeFromSuperview() }
        cells = titles.enumerated().map { index, title in
            let cell = cellClass.init(frame: CGRect(x: CGFloat(index) * itemWidth, y: 0, width: itemWidth, height: bounds.height))
            cell.title = title
            addSubview(cell)
            return cell
        }
    }
}

class PageController: UIViewController {
    var pageIndex = 0
}

final class PhotosPage: PageController {}
final class NotesPage: PageController {}

/// Pages made from their classes, in the menu's order.
func makePages(_ classes: [PageController.Type]) -> [PageController] {
    classes.enumerated().map { index, pageClass in
        let page = pageClass.init()
        page.pageIndex = index
        return page
    }
}

protocol SelfMaking: UIView {}

extension SelfMaking {
    static func made(width: CGFloat) -> Self {
        let view = Self()
        view.frame.size.width = width
        return view
    }
}

extension PageMenuStrip: SelfMaking {}
