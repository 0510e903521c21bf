import Foundation
import Testing
import TransitionCatalogue
@testable import TransitionChecks
import Transitions

/// Keeps the state fingerprint honest as the model grows (issue 21, item 5): every stored
/// property of every library class level that a realistic campaign creates is either hashed or
/// excluded with a reason by that level's `FingerprintSchema`, declared beside the type.
///
/// How it bites (checked by hand when this test was written, then reverted): adding
/// `var mutationProbe = 0` to `View` fails it with
///
///     Transitions.View: stored property 'mutationProbe' is neither hashed nor excluded by its FingerprintSchema
///
/// (likewise `NavigationController`), and a new library class without a schema (a `ScrollView`,
/// a `Button`…) fails with "Transitions.ScrollView: no FingerprintSchema for this class level".
/// The fix is a decision in the type's `+Fingerprint.swift`: hash the property, or exclude it
/// and say why (identity, structure the walk covers, drawing no check reads, a transient).
@Suite struct FingerprintSchemaTests {
    /// Every library object of the state (`Simulation.instrumentedObjects`), collected after
    /// every step of a few hundred random steps of both scenarios.
    static func campaignObjects() -> [AnyObject] {
        var byType: [ObjectIdentifier: AnyObject] = [:]
        func collect(_ window: Window) {
            for o in window.simulation.instrumentedObjects(window: window) {
                let t = ObjectIdentifier(type(of: o))
                if byType[t] == nil { byType[t] = o }
            }
        }
        var rng = SchemaTestRNG(seed: 21)
        func run<S: Scenario>(_ scenario: S, cases: Int, steps: Int) {
            for _ in 0..<cases {
                let system = scenario.makeSystem()
                for _ in 0..<steps {
                    let actions = scenario.actions(in: system)
                    let action = actions[Int(rng.next() % UInt64(actions.count))]
                    _ = action.run(system, Int(rng.next() % 1_000_000))
                    if let w = scenario.window(of: system) { collect(w) }
                }
                try? scenario.settle(system)
                if let w = scenario.window(of: system) { collect(w) }
            }
        }
        run(TransitionScenario(), cases: 16, steps: 25)
        run(PageSwitcherScenario(), cases: 12, steps: 25)
        // The seeded faults' objects (animators, containers, interaction controllers).
        for fault in SeededFault.allCases { run(TransitionScenario(fault: fault), cases: 1, steps: 12) }
        return Array(byType.values)
    }

    /// `$__lazy_storage_$_x` is lazy `x`'s storage; everything else is named as declared.
    static func propertyName(_ label: String) -> String {
        let lazy = "$__lazy_storage_$_"
        return label.hasPrefix(lazy) ? String(label.dropFirst(lazy.count)) : label
    }

    /// The problems of one object: a library level without a schema, or whose stored
    /// properties differ from what its schema names.
    static func problems(of object: AnyObject) -> [String] {
        var out: [String] = []
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror {
            defer { mirror = m.superclassMirror }
            let name = _typeName(m.subjectType, qualified: true)
            guard StoredScalars.libraryModules.contains(where: { name.hasPrefix($0) }), let level = m.subjectType as? AnyClass else { continue }
            guard let schema = FingerprintSchemas.schema(of: level) else {
                out.append("\(name): no FingerprintSchema for this class level")
                continue
            }
            let stored = Set(m.children.compactMap(\.label).map(propertyName))
            for p in stored.subtracting(schema.names).sorted() {
                out.append("\(name): stored property '\(p)' is neither hashed nor excluded by its FingerprintSchema")
            }
            for p in schema.names.subtracting(stored).sorted() {
                out.append("\(name): FingerprintSchema names '\(p)', which is not a stored property of this level")
            }
            let overlap = Set(schema.hashed).intersection(schema.excluded.map(\.key))
            for p in overlap.sorted() { out.append("\(name): '\(p)' is both hashed and excluded") }
            for (p, reason) in schema.excluded where reason.trimmingCharacters(in: .whitespaces).isEmpty {
                out.append("\(name): '\(p)' is excluded without a reason")
            }
        }
        return out
    }

    @Test func everyLibraryLevelHasACompleteSchema() {
        let objects = Self.campaignObjects()
        // The campaign reaches the kinds the fingerprint hashes.
        let kinds = Set(objects.map { _typeName(type(of: $0), qualified: false) })
        for expected in [
            "Window", "View", "Layer", "ViewController", "NavigationController", "ContainerViewController", "TabBarController",
            "PageSwitcherController", "PageLayerView", "TransitionContext", "ViewPropertyAnimator",
        ] {
            #expect(kinds.contains(expected), "the campaign never created a \(expected)")
        }
        let problems = Set(objects.flatMap(Self.problems)).sorted()
        #expect(problems.isEmpty, "\(problems.count) fingerprint schema problems:\n" + problems.joined(separator: "\n"))
    }

    /// Each census member's class chain declares the census kind it registers as.
    @Test func censusMembershipIsDeclaredBesideTheType() {
        let objects = Self.campaignObjects()
        for o in objects {
            let kinds = FingerprintSchemas.classChain(of: type(of: o)).compactMap { FingerprintSchemas.schema(of: $0)?.census }
            #expect(kinds.count <= 1, "\(type(of: o)) declares \(kinds) census kinds")
        }
        let sim = Simulation(frameRate: 60)
        let window = Window(sim)
        let nav = NavigationController(sim, root: ViewController(sim, title: "root"))
        window.rootViewController = nav
        for (object, kind, _) in sim.census.alive {
            let declared = FingerprintSchemas.classChain(of: type(of: object)).compactMap { FingerprintSchemas.schema(of: $0)?.census }
            #expect(declared == [kind], "\(type(of: object)) registers as \(kind) but its schemas declare \(declared)")
        }
    }

    /// A schema that misses a property is caught: a stand-in level whose schema forgets one.
    @Test func aMissingPropertyIsNamed() {
        final class Probe: View {
            var mutationProbe = 0
        }
        // Probe is not a library class (this test module), so check its level directly.
        let m = Mirror(reflecting: Probe(Simulation(frameRate: 60)))
        let labels = m.children.compactMap(\.label)
        #expect(labels == ["mutationProbe"])
        let schema = FingerprintSchemas.schema(of: View.self)
        #expect(schema?.names.contains("mutationProbe") == false)
    }
}

/// SchemaTestRNG, for the campaign's choices.
struct SchemaTestRNG {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
