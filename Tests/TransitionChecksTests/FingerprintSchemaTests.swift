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
    /// What a campaign meets: the dynamic types of every library object of every state
    /// (`Simulation.instrumentedObjects`, after every step of a few hundred random steps of both
    /// scenarios and of each seeded fault), each checked when first seen. Nothing is retained:
    /// keeping a model object past its world would change the world (a presentation controller
    /// outliving its controllers).
    static func campaign() -> (types: Set<String>, problems: [String], census: [String]) {
        var seen = Set<ObjectIdentifier>()
        var types = Set<String>()
        var problems: [String] = []
        var census: [String] = []
        func collect(_ window: Window) {
            for o in window.simulation.instrumentedObjects(window: window) {
                guard seen.insert(ObjectIdentifier(type(of: o))).inserted else { continue }
                types.insert(_typeName(type(of: o), qualified: false))
                problems += Self.problems(of: o)
                let kinds = FingerprintSchemas.classChain(of: type(of: o)).compactMap { FingerprintSchemas.schema(of: $0)?.census }
                if kinds.count > 1 { census.append("\(type(of: o)) declares \(kinds) census kinds") }
            }
            for (object, kind, _) in window.simulation.census.alive where StoredScalars.isLibrary(type(of: object)) {
                let declared = FingerprintSchemas.classChain(of: type(of: object)).compactMap { FingerprintSchemas.schema(of: $0)?.census }
                if !declared.isEmpty, declared != [kind] { census.append("\(type(of: object)) registers as \(kind) but its schemas declare \(declared)") }
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
        return (types, Array(Set(problems)).sorted(), census)
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
                let labels = m.children.compactMap(\.label).map(propertyName).sorted()
                out.append("\(name): no FingerprintSchema for this class level (stored: \(labels.joined(separator: ", ")))")
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
        let (kinds, problems, census) = Self.campaign()
        // The campaign reaches the kinds the fingerprint hashes.
        for expected in [
            "Window", "View", "Layer", "ViewController", "NavigationController", "ContainerViewController", "TabBarController",
            "PageSwitcherController", "PageLayerView", "TransitionContext", "ViewPropertyAnimator", "ScreenEdgePanGestureRecognizer",
        ] {
            #expect(kinds.contains(expected), "the campaign never created a \(expected)")
        }
        #expect(problems.isEmpty, Comment(rawValue: "\(problems.count) fingerprint schema problems:\n" + problems.joined(separator: "\n")))
        // Census membership is declared beside the type, once per chain, as the type registers.
        #expect(census.isEmpty, Comment(rawValue: census.joined(separator: "\n")))
    }

    /// The campaign's scenarios present no sheets: a presented sheet, its dimming view, grabber
    /// and pan are checked here.
    @Test func aPresentedSheetHasCompleteSchemas() throws {
        let sim = Simulation()
        let window = Window(sim)
        let root = ViewController(sim, title: "root")
        window.rootViewController = root
        window.makeKeyAndVisible()
        let vc = ViewController(sim, title: "sheet")
        vc.modalPresentationStyle = .pageSheet
        root.present(vc, animated: true)
        try sim.runUntilIdle()
        let sheet = try #require(vc.sheetPresentationController)
        let objects: [AnyObject] = [sheet, try #require(sheet.dimmingView), try #require(vc.view.superview?.gestureRecognizers?.first)]
        let problems = objects.flatMap { Self.problems(of: $0) }
        #expect(problems.isEmpty, Comment(rawValue: problems.joined(separator: "\n")))
        #expect(sim.instrumentedObjects(window: window).contains { $0 === sheet })
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
