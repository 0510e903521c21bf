/// A named, documented rule.
public struct Invariant<System> {
    public var name: String
    public var documentation: String
    /// Returns the broken rules (empty when the invariant holds).
    public var check: (System) -> [String]

    public init(_ name: String, _ documentation: String, check: @escaping (System) -> [String]) {
        self.name = name
        self.documentation = documentation
        self.check = check
    }
}
