/// One operation a case can perform.
public struct Action<System> {
    /// A kind groups actions for swarm testing and coverage (e.g. "present", "gesture", "time").
    public var kind: String
    public var name: String
    /// Runs the action with a parameter choice; returns a description for the trace.
    public var run: (System, Int) -> String

    public init(kind: String, name: String, run: @escaping (System, Int) -> String) {
        self.kind = kind
        self.name = name
        self.run = run
    }
}
