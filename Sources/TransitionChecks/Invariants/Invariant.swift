/// A named, documented rule.
public struct Invariant<System> {
    public var name: String
    public var documentation: String
    /// Returns the broken rules (empty when the invariant holds).
    public var check: (System) -> [String]
    /// When present and false for a system, the invariant does not apply to it: it is neither
    /// checked nor counted (the Auto Layout checks apply only where constraints are active, so
    /// campaigns without constraints report exactly what they did before).
    public var appliesTo: ((System) -> Bool)?

    public init(_ name: String, _ documentation: String, appliesTo: ((System) -> Bool)? = nil, check: @escaping (System) -> [String]) {
        self.name = name
        self.documentation = documentation
        self.appliesTo = appliesTo
        self.check = check
    }
}
