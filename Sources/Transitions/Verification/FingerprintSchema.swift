import Foundation
import Springs

/// What one class level of a library type contributes to the state fingerprint and to the leak
/// census, declared beside the type in its `Type+Fingerprint.swift` file.
///
/// Every stored property the level declares is named once: in `hashed` (it can change what a
/// future step or check does, so two states that differ in it must not be merged) or in
/// `excluded`, with the reason it need not be (identity, structure the walk covers, drawing no
/// check reads, a transient that is always the same between steps); a lazy property by its
/// declared name (its storage is `$__lazy_storage_$_name`). `FingerprintSchemaTests`
/// compares these names with the level's stored properties (`Mirror`) for every library object
/// a campaign creates, so a property added without a decision fails the suite.
///
/// ```swift
/// extension NavigationController {
///     static let fingerprintSchema = FingerprintSchema(NavigationController.self,
///         hashed: ["viewControllers", "edgePanInteraction", "edgePanHandoff", "edgeWidth", …],
///         excluded: ["delegateWasSet": "bookkeeping for the released-delegate misuse check"]
///     ) { n, walk in walk.combine(n.viewControllers.map { walk.labels.label($0) }) … }
/// }
/// ```
package struct FingerprintSchema: @unchecked Sendable {
    /// The class level this schema describes (not its subclasses).
    package let level: AnyClass
    /// Stored properties of the level that the fingerprint hashes.
    package let hashed: [String]
    /// Stored properties of the level it deliberately leaves out, each with the reason.
    package let excluded: KeyValuePairs<String, String>
    /// The census kind objects of this level register as (set on the level that registers).
    package let census: Census.Kind?
    let hash: (AnyObject, inout FingerprintWalk) -> Void
    /// Controllers and views this level keeps as part of the interface (a navigation stack, a
    /// container's pages, a host view): the fingerprint walks them, the leak census counts them
    /// as reachable.
    let interface: ((AnyObject) -> [AnyObject])?

    package init<T: AnyObject>(
        _ level: T.Type, census: Census.Kind? = nil, hashed: [String], excluded: KeyValuePairs<String, String>,
        interface: ((T) -> [AnyObject])? = nil,
        hash: @escaping (T, inout FingerprintWalk) -> Void
    ) {
        self.level = level
        self.hashed = hashed
        self.excluded = excluded
        self.census = census
        self.hash = { object, walk in hash(unsafeDowncast(object, to: T.self), &walk) }
        self.interface = interface.map { f in { f(unsafeDowncast($0, to: T.self)) } }
    }

    /// Every name the schema accounts for.
    package var names: Set<String> { Set(hashed).union(excluded.map(\.key)) }
}

/// The state a fingerprint walk threads through the schemas: the digest so far and the labels
/// objects are referred to by.
package struct FingerprintWalk {
    package var h = FingerprintHasher()
    package var labels = FingerprintLabels()
    /// With `FingerprintWalk(tracing: true)`, each level's own digest by type and level name
    /// (`Simulation+Testing.swift`: which level tells two states apart).
    package var trace: [String]? = nil
    /// Chains already resolved in this walk (no lock on the hot path).
    private var chains: [ObjectIdentifier: FingerprintSchemas.Chain] = [:]

    package init() {}
    package init(tracing: Bool) { trace = tracing ? [] : nil }

    package mutating func combine(_ x: Int) { h.combine(x) }
    package mutating func combine(_ x: Bool) { h.combine(x) }
    package mutating func combine(_ x: Double) { h.combine(x) }
    package mutating func combine(_ x: String) { h.combine(x) }
    package mutating func combine(_ x: [Int]) { h.combine(x) }
    package mutating func combine(_ x: CGPoint) { h.combine(x) }
    package mutating func combine(_ x: CGRect) { h.combine(x) }
    package mutating func combine(_ x: UInt64) { h.combine(x) }
    package mutating func combine(_ s: CGSize) {
        h.combine(s.width)
        h.combine(s.height)
    }
    package mutating func combine(_ c: Color?) {
        if let c { for x in [c.red, c.green, c.blue, c.alpha] { h.combine(x) } } else { h.combine(-1) }
    }
    package mutating func combine(_ curve: AnimationCurve) {
        switch curve {
        case .timing(let t): combine(t)
        case .spring(let d, let v):
            h.combine(d)
            h.combine(v)
        }
    }
    package mutating func combine(_ t: AffineTransform2D) { for x in [t.a, t.b, t.c, t.d, t.tx, t.ty] { h.combine(x) } }
    /// A timing curve, by its values (as in-flight animations are hashed).
    package mutating func combine(_ curve: TimingCurve) { for f in [0.13, 0.5, 0.87] { h.combine(curve.progress(at: f)) } }
    /// An object of yours by its type's name ("-" for none): which code will run, not its address.
    package mutating func combine(typeOf x: AnyObject?) { h.combine(x.map { _typeName(type(of: $0), qualified: false) } ?? "-") }

    /// `object`'s levels, base class first: each library level through its schema, the levels
    /// of your subclasses through `StoredScalars` (reflection).
    package mutating func hashLevels(_ object: AnyObject) {
        let chain = self.chain(of: type(of: object))
        for s in chain.schemas { s.hash(object, &self) }
        if chain.hasUnschemed { StoredScalars.hash(object, into: &h) }
        if trace != nil { traceLevels(object, chain) }
    }

    /// The controllers and views `object`'s levels keep as part of the interface.
    package mutating func interface(of object: AnyObject) -> [AnyObject] {
        let chain = self.chain(of: type(of: object))
        var out: [AnyObject] = []
        for s in chain.schemas { if let f = s.interface { out += f(object) } }
        return out
    }

    private mutating func traceLevels(_ object: AnyObject, _ chain: FingerprintSchemas.Chain) {
        for s in chain.schemas {
            var sub = FingerprintWalk()
            sub.labels = labels
            s.hash(object, &sub)
            trace?.append("\(Swift.type(of: object)).\(s.level): \(sub.h.finalize())")
        }
    }

    mutating func chain(of type: AnyClass) -> FingerprintSchemas.Chain {
        let key = ObjectIdentifier(type)
        if let c = chains[key] { return c }
        let c = FingerprintSchemas.chain(of: type)
        chains[key] = c
        return c
    }
}

/// The registry of schemas, by class level, and the resolved chain per dynamic type.
///
/// Each library module registers its own list once (`Transitions` here; the catalogue and the
/// checks from their types' initialisers); the registry never names a class.
package enum FingerprintSchemas {
    package struct Chain: @unchecked Sendable {
        /// The schemas of the library levels, base class first.
        package var schemas: [FingerprintSchema] = []
        /// Levels without a schema (yours, or a library level not registered): hashed by
        /// reflection.
        package var hasUnschemed = false
        /// The library levels without a schema (what the completeness test reports).
        package var missing: [AnyClass] = []
    }

    private static let lock = NSLock()
    nonisolated(unsafe) private static var byLevel: [ObjectIdentifier: FingerprintSchema] = {
        var d: [ObjectIdentifier: FingerprintSchema] = [:]
        for s in transitionsSchemas { d[ObjectIdentifier(s.level)] = s }
        return d
    }()
    nonisolated(unsafe) private static var chains: [ObjectIdentifier: Chain] = [:]

    /// Adds a module's schemas (idempotent); resolved chains are recomputed.
    package static func register(_ schemas: [FingerprintSchema]) {
        lock.lock()
        defer { lock.unlock() }
        for s in schemas { byLevel[ObjectIdentifier(s.level)] = s }
        chains = [:]
    }

    /// The schema of exactly this class level, if one is registered.
    package static func schema(of level: AnyClass) -> FingerprintSchema? {
        lock.lock()
        defer { lock.unlock() }
        return byLevel[ObjectIdentifier(level)]
    }

    /// The controllers and views `object`'s library levels keep as part of the interface (the
    /// leak census's reachability; the fingerprint walk's off-screen pages).
    package static func interface(of object: AnyObject) -> [AnyObject] {
        var out: [AnyObject] = []
        for s in chain(of: type(of: object)).schemas { if let f = s.interface { out += f(object) } }
        return out
    }

    /// The class chain of `type`, base class first.
    package static func classChain(of type: AnyClass) -> [AnyClass] {
        var out: [AnyClass] = []
        var t: AnyClass? = type
        while let c = t {
            out.append(c)
            t = _getSuperclass(c)
        }
        return out.reversed()
    }

    static func chain(of type: AnyClass) -> Chain {
        let key = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        if let c = chains[key] { return c }
        var c = Chain()
        for level in classChain(of: type) {
            if let s = byLevel[ObjectIdentifier(level)] {
                c.schemas.append(s)
            } else {
                c.hasUnschemed = true
                if StoredScalars.isLibrary(level) { c.missing.append(level) }
            }
        }
        chains[key] = c
        return c
    }
}
