import Cassowary
import Foundation
import Testing

/// Agreement with kiwisolver on the committed tables (scripts/gen_cassowary_reference.py).
@Suite struct ReferenceTests {
    /// Relative tolerance: |swift − kiwi| ≤ 1e-7·(1 + |kiwi|) per variable per checkpoint.
    static let tolerance = 1e-7

    @Test func agreesWithKiwisolver() throws {
        let url = try #require(Bundle.module.url(forResource: "kiwi_systems", withExtension: "json", subdirectory: "Reference"))
        let doc = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: url)) as? [String: Any])
        let systems = try #require(doc["systems"] as? [[String: Any]])
        #expect(systems.count == 300)
        var compared = 0, checkpoints = 0, worst = 0.0
        for system in systems {
            let seed = system["seed"] as! Int
            let xs = (0..<(system["variables"] as! Int)).map { Variable("x\($0)") }
            let solver = Solver()
            var constraints: [Int: Constraint] = [:]
            for case let op as [Any] in system["ops"] as! [Any] {
                switch op[0] as! String {
                case "add":
                    let terms = (op[2] as! [[Double]]).map { Term(xs[Int($0[0])], $0[1]) }
                    let relation: Relation = ["<=": .lessThanOrEqual, "==": .equal, ">=": .greaterThanOrEqual][op[4] as! String]!
                    let strength = (op[5] as? String) == "required" ? Strength.required : Strength((op[5] as! NSNumber).doubleValue)
                    let c = Constraint(Expression(terms, constant: (op[3] as! NSNumber).doubleValue), relation, strength: strength)
                    try solver.addConstraint(c)
                    constraints[op[1] as! Int] = c
                case "remove":
                    try solver.removeConstraint(constraints.removeValue(forKey: op[1] as! Int)!)
                case "constant":
                    try solver.setConstant((op[2] as! NSNumber).doubleValue, for: constraints[op[1] as! Int]!)
                case "edit":
                    try solver.addEditVariable(xs[op[1] as! Int], strength: Strength((op[2] as! NSNumber).doubleValue))
                case "unedit":
                    try solver.removeEditVariable(xs[op[1] as! Int])
                case "suggest":
                    try solver.suggestValue(xs[op[1] as! Int], (op[2] as! NSNumber).doubleValue)
                case "check":
                    solver.updateVariables()
                    checkpoints += 1
                    for (x, expected) in zip(xs, op[1] as! [Any]) {
                        guard let e = (expected as? NSNumber)?.doubleValue else { continue }
                        let d = abs(x.value - e) / (1 + abs(e))
                        worst = max(worst, d)
                        compared += 1
                        #expect(d <= Self.tolerance, "seed \(seed): \(x.name) = \(x.value), kiwi \(e)")
                    }
                default:
                    Issue.record("unknown op \(op)")
                }
            }
        }
        print("kiwi reference: \(systems.count) systems, \(checkpoints) checkpoints, \(compared) values, worst relative difference \(worst)")
    }
}
