import Cassowary
import Foundation

/// `NSLayoutConstraint`: `firstItem.firstAttribute (relation) multiplier × secondItem.secondAttribute + constant`.
///
/// Items are views or layout guides, held weakly (a constraint installed on a superview that
/// referred to it strongly would be a cycle). Activating installs the constraint on the items'
/// nearest common ancestor (`View.constraints`) and adds it to the layout engine of that view's
/// root (`LayoutEngine`, one per window or root view); the next layout pass — the frame's layout
/// phase, or `layoutIfNeeded()` — applies the solution to frames. Changing `constant` moves the
/// installed constraint in place (`Solver.setConstant`: a few dual-simplex pivots).
///
/// Refused input is recorded in `Simulation.violations` with a `LayoutError`; nothing else
/// changes: a NaN/∞ constant, multiplier or priority, a multiplier of 0 with a second item,
/// incompatible attributes (fixed at creation: the constraint can never be activated),
/// activation without a common ancestor (`rejectedCall`), and changing an installed constraint
/// between required and optional (`rejectedCall`).
open class LayoutConstraint: CustomStringConvertible {
    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    /// `multiplier` (UIKit's `CGFloat`; the engine reads `multiplierValue`).
    public var multiplier: CGFloat { CGFloat(multiplierValue) }
    let multiplierValue: Double
    /// `identifier`: shown in descriptions and conflict reports.
    public var identifier: String?
    /// `shouldBeArchived` (stored).
    public var shouldBeArchived = false

    /// The simulation of its items (weak: the simulation's engines hold active constraints).
    weak var simulation: Simulation?
    /// Why the constraint can never be active (fixed at creation), or nil.
    package let invalidity: LayoutError?

    // Engine state.
    weak var installedOn: View?
    weak var engine: LayoutEngine?
    /// The solver's row for this constraint while it is in an engine.
    var solverConstraint: Cassowary.Constraint?
    /// Broken by the engine to recover from a conflict (UIKit keeps such a constraint active but
    /// ignores it until it is deactivated or its constant changes).
    package internal(set) var isBroken = false
    private var active = false

    public init(
        item view1: Any, attribute attr1: Attribute, relatedBy relation: Relation,
        toItem view2: Any?, attribute attr2: Attribute, multiplier: CGFloat, constant c: CGFloat
    ) {
        let multiplier = Double(multiplier), c = Double(c)
        let first = view1 as AnyObject
        let second = view2.map { $0 as AnyObject }
        firstItem = first
        firstAttribute = attr1
        self.relation = relation
        secondItem = second
        secondAttribute = second == nil ? .notAnAttribute : attr2
        multiplierValue = multiplier
        storedConstant = c
        simulation = LayoutConstraint.simulation(of: first) ?? second.flatMap(LayoutConstraint.simulation(of:)) ?? Simulation.current
        invalidity = LayoutConstraint.validate(
            first: first, attr1, second: second, second == nil ? .notAnAttribute : attr2, multiplier: multiplier, constant: c)
        if let invalidity { simulation?.record(.invalidConstraint, invalidity.description) }
    }

    /// `awakeFromNib()`: after a storyboard or nib made the constraint (an `NSObject` method on
    /// iOS; subclasses such as keyboard-following constraints start observing here). The model's
    /// nibs make no constraints, so it is called only by the app's own code.
    open func awakeFromNib() {}

    /// `NSLayoutConstraint()`: a constraint with no items, the placeholder apps store
    /// (`var heightConstraint = NSLayoutConstraint()`) until they make the real one. Its constant
    /// can be set; activating or adding it is refused and recorded (UIKit raises: a constraint
    /// needs a first item).
    public init() {
        firstItem = nil
        firstAttribute = .notAnAttribute
        relation = .equal
        secondItem = nil
        secondAttribute = .notAnAttribute
        multiplierValue = 1
        storedConstant = 0
        simulation = Simulation.current
        invalidity = nil
    }

    /// `NSLayoutConstraint(item:attribute:relatedBy:toItem:attribute:multiplier:constant:)` with
    /// UIKit's defaults spelled out (multiplier 1, constant 0) for the anchors' use.
    convenience init(_ first: AnyObject, _ a1: Attribute, _ relation: Relation, _ second: AnyObject?, _ a2: Attribute, multiplier: Double = 1, constant: Double = 0) {
        self.init(item: first, attribute: a1, relatedBy: relation, toItem: second, attribute: a2, multiplier: CGFloat(multiplier), constant: CGFloat(constant))
    }

    static func simulation(of item: AnyObject) -> Simulation? {
        if let v = item as? View { return v.simulation }
        if let g = item as? LayoutGuide { return g.owningView?.simulation }
        return nil
    }

    private static func validate(first: AnyObject, _ a1: Attribute, second: AnyObject?, _ a2: Attribute, multiplier: Double, constant: Double) -> LayoutError? {
        let text = "\(itemName(first)).\(a1)" + (second.map { " ~ \(itemName($0)).\(a2)" } ?? "")
        guard first is View || first is LayoutGuide else { return .incompatibleAttributes(constraint: text, reason: "the first item is not a view or layout guide") }
        if let second, !(second is View || second is LayoutGuide) {
            return .incompatibleAttributes(constraint: text, reason: "the second item is not a view or layout guide")
        }
        guard constant.isFinite else { return .nonFinite(what: "constant \(constant)", constraint: text) }
        guard multiplier.isFinite else { return .nonFinite(what: "multiplier \(multiplier)", constraint: text) }
        if a1 == .notAnAttribute { return .incompatibleAttributes(constraint: text, reason: "the first attribute is notAnAttribute") }
        if second == nil || a2 == .notAnAttribute {
            if a1.kind != .size {
                return .incompatibleAttributes(constraint: text, reason: "a location (\(a1)) cannot equal a constant: it needs a second item")
            }
            return nil
        }
        if multiplier == 0 { return .zeroMultiplier(constraint: text) }
        switch (a1.kind, a2.kind) {
        case (.size, .size), (.y, .y): return nil
        case (.x, .x):
            if (a1.isDirectional && a2.isAbsoluteX) || (a1.isAbsoluteX && a2.isDirectional) {
                return .incompatibleAttributes(constraint: text, reason: "a leading/trailing attribute cannot be related to a left/right attribute")
            }
            return nil
        default:
            return .incompatibleAttributes(constraint: text, reason: "\(a1) and \(a2) are on different axes (a location and a size, or x and y)")
        }
    }

    // MARK: Mutable attributes

    private var storedConstant: Double
    /// `constant`: changing it on an active constraint moves the constraint in the engine in place
    /// and marks the window as needing layout. NaN/∞ is refused (recorded, the old value kept).
    public var constant: CGFloat {
        get { CGFloat(storedConstant) }
        set {
            let newValue = Double(newValue)
            guard newValue.isFinite else {
                simulation?.record(.invalidConstraint, LayoutError.nonFinite(what: "constant \(newValue)", constraint: description).description)
                return
            }
            guard newValue != storedConstant else { return }
            storedConstant = newValue
            engine?.constantChanged(self)
        }
    }

    private var storedPriority = LayoutPriority.required
    /// `priority` (default required). Changing an installed constraint between required and
    /// optional is refused (UIKit raises) and recorded; optional → optional re-weights it.
    public var priority: LayoutPriority {
        get { storedPriority }
        set {
            guard newValue.isValid else {
                simulation?.record(.invalidConstraint, LayoutError.invalidPriority(constraint: description, priority: newValue.rawValue).description)
                return
            }
            guard newValue != storedPriority else { return }
            if active, newValue.isRequired != storedPriority.isRequired {
                simulation?.reject(layout: .requiredPriorityMutation(constraint: description, from: storedPriority.rawValue, to: newValue.rawValue))
                return
            }
            storedPriority = newValue
            engine?.priorityChanged(self)
        }
    }

    /// `isActive`: setting it activates or deactivates the constraint.
    public var isActive: Bool {
        get { active }
        set { newValue ? activate() : deactivate() }
    }

    /// `activate(_:)`: activates each constraint (refused ones are recorded and stay inactive).
    public static func activate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.activate() }
    }

    /// `deactivate(_:)`.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for c in constraints { c.deactivate() }
    }

    func activate() {
        guard !active, invalidity == nil else { return }
        guard let ancestor = commonAncestor() else {
            simulation?.reject(layout: firstView == nil || (secondItem != nil && secondView == nil) ? .missingItem(constraint: description) : .noCommonAncestor(constraint: description))
            return
        }
        install(on: ancestor)
    }

    /// Installs on `view` (activation, or `addConstraint`).
    func install(on view: View) {
        active = true
        installedOn = view
        view.layoutData.installed.append(self)
        view.simulation.autoLayout.activated(self, on: view)
    }

    func deactivate() {
        guard active else { return }
        let sim = installedOn?.simulation ?? simulation
        active = false
        engine?.remove(self)
        isBroken = false
        installedOn?.layoutData.installed.removeAll { $0 === self }
        installedOn = nil
        sim?.autoLayout.activeConstraints -= 1
    }

    // MARK: Items

    var firstView: View? { LayoutConstraint.view(of: firstItem) }
    var secondView: View? { LayoutConstraint.view(of: secondItem) }

    static func view(of item: AnyObject?) -> View? {
        if let v = item as? View { return v }
        return (item as? LayoutGuide)?.owningView
    }

    /// The nearest view that is (or contains) both items' views; nil if they share no ancestor.
    func commonAncestor() -> View? {
        guard let a = firstView else { return nil }
        guard secondItem != nil else { return a }
        guard let b = secondView else { return nil }
        var ancestors = Set<ObjectIdentifier>()
        var v: View? = a
        while let cur = v {
            ancestors.insert(ObjectIdentifier(cur))
            v = cur.superview
        }
        v = b
        while let cur = v {
            if ancestors.contains(ObjectIdentifier(cur)) { return cur }
            v = cur.superview
        }
        return nil
    }

    // MARK: Description

    static func itemName(_ item: AnyObject?) -> String {
        switch item {
        case let v as View: v.modelName
        case let g as LayoutGuide: "'\(g.identifier)':\(g.owningView?.modelName ?? "nil")"
        case nil: "nil"
        default: "\(type(of: item!))"
        }
    }

    /// UIKit's log format with view names for addresses:
    /// `<NSLayoutConstraint:'identifier' sheet.height == 0.5*root.height + 10>`.
    public var description: String {
        var rhs = ""
        if secondItem != nil || secondAttribute != .notAnAttribute {
            rhs = multiplier == 1 ? "" : "\(LayoutConstraint.format(multiplier))*"
            rhs += "\(LayoutConstraint.itemName(secondItem)).\(secondAttribute)"
            if storedConstant != 0 { rhs += storedConstant > 0 ? " + \(LayoutConstraint.format(storedConstant))" : " - \(LayoutConstraint.format(-storedConstant))" }
        } else {
            rhs = LayoutConstraint.format(storedConstant)
        }
        let id = identifier.map { "'\($0)' " } ?? ""
        let p = storedPriority.isRequired ? "" : " priority \(LayoutConstraint.format(Double(storedPriority.rawValue)))"
        return "<NSLayoutConstraint:\(id)\(LayoutConstraint.itemName(firstItem)).\(firstAttribute) \(relation) \(rhs)\(p)>"
    }

    static func format(_ x: Double) -> String {
        x == x.rounded() && abs(x) < 1e15 ? String(Int(x)) : String(format: "%g", x)
    }
}
