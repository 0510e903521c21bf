/// One operation a case can perform.
public struct Action<System> {
    /// A kind groups actions for swarm testing and coverage (e.g. "present", "gesture", "time").
    public var kind: String
    public var name: String
    /// The parameter choices exhaustive exploration tries, one program per value: a documented
    /// discretisation of what random cases draw from `0..<1_000_000` (e.g. animated or not,
    /// each index, a grid of gestures). Default: `[0]`, the plainest. Computed on demand —
    /// random cases never ask, so building the list costs them nothing.
    public var parameters: [Int] {
        let p = parameterChoices()
        return p.isEmpty ? [0] : p
    }
    private let parameterChoices: () -> [Int]
    /// Runs the action with a parameter choice; returns a description for the trace.
    public var run: (System, Int) -> String

    public init(kind: String, name: String, parameters: @autoclosure @escaping () -> [Int] = [0], run: @escaping (System, Int) -> String) {
        self.kind = kind
        self.name = name
        parameterChoices = parameters
        self.run = run
    }
}

extension Action {
    /// One parameter choice per distinct value of `key`: the smallest choice below `limit` that
    /// decodes to each — the discrete set for an action whose parameter is decoded by remainders.
    /// `limit` is clamped to 1…2²⁰ (a search, not a proof: keep the keys' periods small).
    public static func choices<Key: Hashable>(below limit: Int, distinctBy key: (Int) -> Key) -> [Int] {
        var seen = Set<Key>()
        return (0..<min(max(1, limit), 1 << 20)).filter { seen.insert(key($0)).inserted }
    }
}
