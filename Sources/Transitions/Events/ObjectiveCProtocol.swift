import Foundation

/// `Protocol`: an Objective-C protocol object, as `conforms(to:)` takes it. On iOS, Swift turns
/// `SomeProtocol.self` into one where a `Protocol` is expected; here `conforms(to:)` also takes
/// the protocol's type (`view.conforms(to: UIScrollViewDelegate.self)`) and makes the object for
/// the `Protocol`-taking method, which an app's proxy overrides to answer for its delegate too.
/// The model makes protocol objects no other way (`NSProtocolFromString` and the runtime's
/// protocol queries are not modelled).
///
/// Equal when made from the same protocol; `description` is the protocol's name.
public final class Protocol: Hashable, CustomStringConvertible, Sendable {
    private let identity: ObjectIdentifier
    public let description: String
    /// Whether a value's type adopts the protocol (a dynamic cast to its existential).
    private let isAdopted: @Sendable (Any) -> Bool

    package init<P>(_ type: P.Type) {
        identity = ObjectIdentifier(type)
        description = String(describing: type)
        isAdopted = { $0 is P }
    }

    /// Whether `object`'s class adopts the protocol.
    package func isAdopted(by object: Any) -> Bool { isAdopted(object) }

    public static func == (a: Protocol, b: Protocol) -> Bool { a.identity == b.identity }
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }
}
