#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// An unknown of a linear system: a name for diagnostics and the value the last
/// ``Solver/updateVariables()`` wrote.
///
/// Variables are compared and hashed by identity, as kiwisolver's are: two variables with the
/// same name are different unknowns. The value is guarded by a lock so that a `Variable` can be
/// shared across tasks (it is `Sendable`); the solver is its only writer.
public final class Variable: Sendable {
    /// A label for diagnostics and error messages; it plays no part in identity.
    public let name: String
    private let storage: ValueBox

    /// A new unknown with value 0.
    public init(_ name: String = "", value: Double = 0) {
        self.name = name
        self.storage = ValueBox(value)
    }

    /// The value written by the last ``Solver/updateVariables()`` (or given at creation).
    public var value: Double {
        get { storage.load() }
        set { storage.store(newValue) }
    }
}

extension Variable: Hashable {
    public static func == (a: Variable, b: Variable) -> Bool { a === b }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension Variable: CustomStringConvertible {
    public var description: String { name.isEmpty ? "v\(UInt(bitPattern: ObjectIdentifier(self).hashValue) % 100_000)" : name }
}

/// A `Double` behind a pthread mutex: portable (no availability floor) and `Sendable` for real.
final class ValueBox: @unchecked Sendable {
    // @unchecked: `value` is only read and written with `mutex` held.
    private var value: Double
    private let mutex: UnsafeMutablePointer<pthread_mutex_t>

    init(_ value: Double) {
        self.value = value
        mutex = .allocate(capacity: 1)
        mutex.initialize(to: pthread_mutex_t())
        pthread_mutex_init(mutex, nil)
    }

    deinit {
        pthread_mutex_destroy(mutex)
        mutex.deallocate()
    }

    func load() -> Double {
        pthread_mutex_lock(mutex)
        defer { pthread_mutex_unlock(mutex) }
        return value
    }

    func store(_ v: Double) {
        pthread_mutex_lock(mutex)
        value = v
        pthread_mutex_unlock(mutex)
    }
}
