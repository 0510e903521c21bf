import Foundation

/// Stand-ins for a storyboard controller's outlets (`OutletStandIns` in TransitionChecks),
/// connected by the generated harness when the controller's view loads.
extension HarnessGenerator {
    /// UIKit types a storyboard outlet may have, and how the harness makes a stand-in of each.
    static let outletMakers: [String: String] = [
        "UIView": "UIView()", "UILabel": "UILabel()", "UIButton": "UIButton(type: .system)", "UIImageView": "UIImageView()",
        "UIScrollView": "UIScrollView()", "UIStackView": "UIStackView()", "UITextField": "UITextField()", "UITextView": "UITextView()",
        "UISwitch": "UISwitch()", "UISlider": "UISlider()", "UISegmentedControl": "UISegmentedControl()", "UIStepper": "UIStepper()",
        "UIActivityIndicatorView": "UIActivityIndicatorView()", "UINavigationBar": "UINavigationBar()", "UITabBar": "UITabBar()",
        "UITableView": "UITableView()", "UICollectionView": "UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())",
        "UIVisualEffectView": "UIVisualEffectView(effect: nil)",
    ]

    /// The statements that connect `c`'s outlets to stand-ins (`OutletStandIns`), with the
    /// controller as `vc`; nil when one cannot be made (a private outlet, a type the harness does
    /// not know how to make).
    func outletConnections(of c: TransitionDiscovery.DiscoveredClass) -> [String]? {
        var out: [String] = []
        for o in c.outlets {
            guard !o.isPrivate else { return nil }
            if o.isCollection {
                out.append("vc.\(o.name) = []")
            } else if o.type == "NSLayoutConstraint" {
                out.append("vc.\(o.name) = OutletStandIns.constraint(in: vc)")
            } else if o.type == "UIBarButtonItem" {
                out.append("vc.\(o.name) = OutletStandIns.barButtonItem(in: vc)")
            } else if let make = Self.outletMakers[o.type] {
                out.append("vc.\(o.name) = OutletStandIns.view(\(make), in: vc)")
            } else if let view = discovery.classes.first(where: { $0.name == o.type }), isUIKitView(view), !view.isPrivate, !view.isGeneric,
                initializers(of: view).contains(where: { i in i.parameters.allSatisfy(\.hasDefault) || i.parameters.first?.label == "frame" })
            {
                out.append("vc.\(o.name) = OutletStandIns.view(\(o.type)(), in: vc)")
            } else {
                return nil
            }
        }
        return out
    }

    /// Whether `c` derives (through the app's classes) from a UIKit view type the harness knows.
    func isUIKitView(_ c: TransitionDiscovery.DiscoveredClass) -> Bool {
        var seen: Set<String> = []
        var queue = c.inherits
        while let n = queue.popLast() {
            if Self.outletMakers[n] != nil { return true }
            guard seen.insert(n).inserted, let parent = discovery.classes.first(where: { $0.name == n }) else { continue }
            queue += parent.inherits
        }
        return false
    }
}
