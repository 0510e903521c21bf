import Foundation
import Testing
import TransitionsUIKit

// Gaps the sixteenth corpus pass found (three new batches: navigation and photo-viewer
// transitions, alerts/menus/card stacks, animation kits and containers), each in the shape the
// app code used.

/// A cell that shows its own image view instead of UIKit's, and keeps its own `style` (UIKit's
/// cell has no `style` property, so subclasses declare one).
private final class PhotoCell: UITableViewCell {
    private let custom = UIImageView(frame: CGRect(x: 0, y: 0, width: 60, height: 60))
    var style: Int = 3
    override var imageView: UIImageView? { custom }
    override var textLabel: UILabel? { nil }
}

private class BaseCell: UITableViewCell {}
private final class LeafCell: BaseCell {}

/// A snapshot cache keyed by view, as matched-geometry transitions keep one.
private final class Key: NSObject {
    let name: String
    init(_ name: String) { self.name = name }
    override func isEqual(_ object: Any?) -> Bool { (object as? Key)?.name == name }
    override var hash: Int { name.hashValue }
}

/// UIKit's priority takes no literal: apps add the conformance themselves (which must not be
/// redundant) or overload on `Float` and `UILayoutPriority` (which must not be ambiguous).
extension UILayoutPriority: ExpressibleByFloatLiteral {
    public init(floatLiteral value: Float) { self.init(rawValue: value) }
}

private extension NSLayoutConstraint {
    func withPriority(_ value: Float) -> NSLayoutConstraint { withPriority(UILayoutPriority(value)) }
    func withPriority(_ value: UILayoutPriority) -> NSLayoutConstraint {
        priority = value
        return self
    }
}

@Suite struct SixteenthPassSemanticsTests {
    @Test func prioritiesTakeTheLiteralsAppsGiveThem() {
        let view = UIView()
        let c = view.widthAnchor.constraint(equalToConstant: 10).withPriority(900)
        #expect(c.priority.rawValue == 900)
        let half: UILayoutPriority = 500.5
        #expect(half.rawValue == 500.5 && (UILayoutPriority.required - 1).rawValue == 999)
    }

    /// `NSMapTable`: strong-to-weak tables forget released values, weak-to-strong ones released
    /// keys; object keys compare with `isEqual(_:)` unless the pointer personality is asked for.
    @Test func mapTablesHoldWhatTheirOptionsSay() {
        let table: NSMapTable<NSString, UIView> = .strongToWeakObjects()
        var view: UIView? = UIView()
        table.setObject(view, forKey: "hero")
        #expect(table.object(forKey: "hero") === view && table.count == 1)
        view = nil
        #expect(table.object(forKey: "hero") == nil && table.count == 0)

        let byKey = NSMapTable<Key, UIView>.weakToStrongObjects()
        var key: Key? = Key("a")
        let kept = UIView()
        byKey.setObject(kept, forKey: key)
        #expect(byKey.object(forKey: Key("a")) === kept)  // equal, not identical
        key = nil
        #expect(byKey.object(forKey: Key("a")) == nil && byKey.count == 0)

        let identity = NSMapTable<Key, UIView>(keyOptions: .objectPointerPersonality, valueOptions: .strongMemory)
        let k = Key("b")
        identity.setObject(kept, forKey: k)
        #expect(identity.object(forKey: Key("b")) == nil && identity.object(forKey: k) === kept)
        identity.setObject(nil, forKey: k)
        #expect(identity.count == 0)

        let strong = NSMapTable<NSString, NSNumber>()
        strong.setObject(1, forKey: "x")
        strong.setObject(2, forKey: "y")
        strong.setObject(3, forKey: "x")
        #expect(strong.count == 2 && strong.object(forKey: "x") == 3)
        #expect(strong.keyEnumerator().allObjects.compactMap { $0 as? NSString } == ["x", "y"])
        #expect(strong.dictionaryRepresentation().count == 2)
        strong.removeObject(forKey: "x")
        strong.removeObject(forKey: nil)
        #expect(strong.count == 1)
        strong.removeAllObjects()
        #expect(strong.count == 0)

        let weakSet = NSHashTable<UIView>(options: .weakMemory)
        do {
            let v = UIView()
            weakSet.add(v)
            #expect(weakSet.count == 1)
        }
        #expect(weakSet.count == 0)
    }

    /// Cells may answer their own image view and label (UIKit's are open, read-only), and the
    /// built-in ones follow the style the cell was made with.
    @Test func cellsOverrideTheirBuiltInViews() {
        let cell = PhotoCell(style: .subtitle, reuseIdentifier: "p")
        #expect(cell.imageView?.bounds.width == 60 && cell.textLabel == nil && cell.style == 3)
        let plain = UITableViewCell(style: .value2, reuseIdentifier: nil)
        #expect(plain.imageView == nil && plain.textLabel != nil && plain.detailTextLabel != nil)
        #expect(UITableViewCell(style: .default, reuseIdentifier: nil).detailTextLabel == nil)
    }

    /// `superclass()` walks a class chain as Darwin's runtime does (a resolver climbs it until a
    /// class has a value).
    @Test func classesNameTheirSuperclass() {
        let type: UITableViewCell.Type = LeafCell.self
        #expect(type.superclass() == BaseCell.self)
        #expect((type.superclass() as? UITableViewCell.Type)?.superclass() == UITableViewCell.self)
        #expect(NSObject.superclass() == nil)
    }

    /// Core Foundation and Objective-C runtime spellings real code calls.
    @Test func runtimeSpellings() {
        let view = UIView()
        let before = CFGetRetainCount(view)
        var holders: [UIView] = [view]
        #expect(CFGetRetainCount(view) == before + 1)
        holders.removeAll()
        #expect(CFGetRetainCount(view) == before && CFGetRetainCount(nil) == 0)
        #expect(autoreleasepool { 6 * 7 } == 42)
        #expect(objc_AssociationPolicy(rawValue: UInt(769)) == .OBJC_ASSOCIATION_RETAIN)
        let numbers: [NSNumber?] = [2.5, nil]
        #expect(numbers.map { $0.flatMap(CGFloat.init) } == [2.5, nil])
        #expect(CGFloat(truncating: 7 as NSNumber) == 7)
    }

    /// Menu elements' attributes and state belong to `UIMenuElement`, as in UIKit; the handler
    /// and provider type names exist.
    @Test func menuElementNames() {
        let attributes: UIMenuElement.Attributes = [.destructive, .keepsMenuPresented]
        let handler: UIActionHandler = { _ in }
        let action = UIAction(title: "Delete", attributes: attributes, state: UIMenuElement.State.on, handler: handler)
        #expect(action.attributes.contains(.destructive) && action.state == .on)
        let preview: UIContextMenuContentPreviewProvider = { UIViewController() }
        let actions: UIContextMenuActionProvider = { UIMenu(title: "", children: $0) }
        let configuration = UIContextMenuConfiguration(identifier: nil, previewProvider: preview, actionProvider: actions)
        #expect(configuration.preview() != nil && configuration.menu() != nil)
    }

    /// A colour's alpha copy is clamped; a NaN alpha gives none. Observation tokens are objects
    /// that hash by identity.
    @Test func colourCopiesAndObservationTokens() {
        let red = UIColor.red.cgColor
        #expect(red.copy(alpha: 0.5)?.alpha == 0.5 && red.copy(alpha: 2)?.alpha == 1 && red.copy(alpha: -1)?.alpha == 0)
        #expect(red.copy(alpha: .nan) == nil)
        let scroll = UIScrollView()
        let a = scroll.observe(\.contentOffset) { _, _ in }
        let b = scroll.observe(\.contentOffset) { _, _ in }
        let tokens: Set<NSKeyValueObservation> = [a, b, a]
        #expect(tokens.count == 2)
    }

    /// The pop gesture's private targets by their instance variables' names (`_targets`,
    /// `_target`), as the full-screen pop hack reads them; the handler answers `responds(to:)`.
    @Test func popTargetsByInstanceVariableNames() {
        withUIKitStage { _, root in
            let nav = UINavigationController(rootViewController: UIViewController())
            root.present(nav, animated: false)
            let targets = nav.interactivePopGestureRecognizer?.value(forKey: "_targets") as? [AnyObject]
            let handler = (targets?.first as? NSObject)?.value(forKey: "_target")
            let action = Selector(("handleNavigationTransition:"))
            #expect(handler != nil && (handler as AnyObject as? SelectorPerforming)?.responds(to: action) == true)
            #expect((handler as AnyObject as? SelectorPerforming)?.responds(to: Selector(("somethingElse:"))) == false)
            #expect((targets?.first as? NSObject)?.value(forKey: "_action") as? Selector == action)
        }
    }

    /// The readable content guide is the margins guide on a phone-wide view and a centred
    /// 672-point column in a wide one, in the solver and as a frame.
    @Test func readableContentFollowsTheMarginsAndCapsTheLine() {
        withUIKitStage { _, root in
            let wide = UIView(frame: CGRect(x: 0, y: 0, width: 1000, height: 300))
            let narrow = UIView(frame: CGRect(x: 0, y: 300, width: 300, height: 300))
            for v in [wide, narrow] {
                v.layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
                v.insetsLayoutMarginsFromSafeArea = false
                root.view.addSubview(v)
            }
            let text = UILabel(), short = UILabel()
            for (label, host) in [(text, wide), (short, narrow)] {
                label.translatesAutoresizingMaskIntoConstraints = false
                host.addSubview(label)
                NSLayoutConstraint.activate([
                    label.leadingAnchor.constraint(equalTo: host.readableContentGuide.leadingAnchor),
                    label.trailingAnchor.constraint(equalTo: host.readableContentGuide.trailingAnchor),
                    label.topAnchor.constraint(equalTo: host.readableContentGuide.topAnchor),
                    label.heightAnchor.constraint(equalToConstant: 20),
                ])
            }
            root.view.layoutIfNeeded()
            #expect(text.frame == CGRect(x: 164, y: 8, width: 672, height: 20))
            #expect(short.frame == CGRect(x: 8, y: 8, width: 284, height: 20))
            #expect(wide.readableContentGuide.layoutFrame == CGRect(x: 164, y: 8, width: 672, height: 284))
            #expect(narrow.readableContentGuide.layoutFrame == narrow.layoutMarginsGuide.layoutFrame)
            #expect(wide.readableContentGuide.identifier == "UIViewReadableContentGuide" && wide.readableContentGuide === wide.readableContentGuide)
        }
    }

    @Test func theVendorIdentifierIsStable() {
        withUIKitStage { _, _ in
            #expect(UIDevice.current.identifierForVendor != nil && UIDevice.current.identifierForVendor == UIDevice().identifierForVendor)
            #expect(UIDevice.current.localizedModel == "iPhone")
        }
    }

    @Test func layersStoreTheirEdgeAntialiasing() {
        let layer = CALayer()
        #expect(!layer.allowsEdgeAntialiasing && layer.edgeAntialiasingMask.contains([.layerLeftEdge, .layerTopEdge]))
        layer.allowsEdgeAntialiasing = true
        layer.edgeAntialiasingMask = [.layerBottomEdge]
        #expect(layer.allowsEdgeAntialiasing && layer.edgeAntialiasingMask == [.layerBottomEdge])
    }

    /// Swift 4.0's keyboard and activity names.
    @Test func olderNames() {
        #expect(UIKeyboardFrameBeginUserInfoKey == UIResponder.keyboardFrameBeginUserInfoKey)
        #expect(UIKeyboardAnimationDurationUserInfoKey == UIResponder.keyboardAnimationDurationUserInfoKey)
        #expect(UIKeyboardAnimationCurveUserInfoKey == UIResponder.keyboardAnimationCurveUserInfoKey)
        #expect(UIKeyboardIsLocalUserInfoKey == UIResponder.keyboardIsLocalUserInfoKey)
        #expect(UIActivity.ActivityType.postToWeibo.rawValue == "com.apple.UIKit.activity.PostToWeibo")
        let excluded: [UIActivity.ActivityType] = [.postToFlickr, .postToVimeo, .postToTencentWeibo]
        #expect(Set(excluded).count == 3)
    }
}
