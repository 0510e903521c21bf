import Foundation

/// `UINib`: the top-level objects of an Interface Builder file. On Linux there are no compiled
/// nibs, so a nib is what code registers under its name — a function making its top-level
/// objects (views, cells, controllers) — before the app loads it:
///
/// ```swift
/// Nib.register(name: "MapItemCell") { _ in [MapItemCell(style: .default, reuseIdentifier: nil)] }
/// ```
///
/// Loading asks each top-level object for its `awakeAfter(using:)` replacement, then calls
/// `awakeFromNib()` on every view (and its subviews), controller and other object, as UIKit does
/// after unarchiving. A nib that is not registered is refused and recorded as a rejected call
/// (UIKit raises "Could not load NIB in bundle"); loading then yields no objects.
public final class Nib: CustomStringConvertible {
    nonisolated(unsafe) private static var registry: [String: (Any?) -> [Any]] = [:]
    private static let lock = NSLock()

    /// Registers (or replaces) the nib `name`: `make` receives the owner and returns the
    /// top-level objects in the nib's order.
    public static func register(name: String, make: @escaping (_ owner: Any?) -> [Any]) {
        lock.withLock { registry[name] = make }
    }

    /// Forgets every registered nib.
    public static func removeAllRegistrations() { lock.withLock { registry = [:] } }

    /// The nib's name.
    public let name: String

    /// `init(nibName:bundle:)` (the bundle is ignored).
    public init(nibName name: String, bundle: Bundle?) { self.name = name }

    public var description: String { "nib \"\(name)\"" }

    /// `UINib.OptionsKey`: `externalObjects` (objects a nib's proxies refer to; the model's nibs
    /// are made in code, so options are accepted and not used).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// `instantiate(withOwner:options:)`: the top-level objects, each awoken.
    public func instantiate(withOwner owner: Any?, options: [OptionsKey: Any]? = nil) -> [Any] {
        Nib.load(name, owner: owner) ?? []
    }

    /// The objects of the nib `name`, awoken; nil (and a recorded refusal) when it is not registered.
    static func load(_ name: String, owner: Any?) -> [Any]? {
        guard let make = lock.withLock({ registry[name] }) else {
            Simulation.current.reject(.notFound("nib \"\(name)\" is not registered (Nib.register(name:make:))"))
            return nil
        }
        let coder = NSCoder()
        let objects = make(owner).map { o in (o as? UIKitNSObject).map { $0.awakeAfter(using: coder) ?? $0 } ?? o }
        for o in objects {
            if let v = o as? View {
                for d in [v] + v.allDescendants { d.awakeFromNib() }
            } else if let object = o as? UIKitNSObject {
                object.awakeFromNib()
            }
        }
        return objects
    }
}

extension Bundle {
    /// `loadNibNamed(_:owner:options:)`: the registered nib's top-level objects (`Nib`); nil, with
    /// a recorded refusal, when it is not registered.
    public func loadNibNamed(_ name: String, owner: Any?, options: [AnyHashable: Any]? = nil) -> [Any]? {
        Nib.load(name, owner: owner)
    }
}

extension Nib {
    static func isRegistered(_ name: String) -> Bool { lock.withLock { registry[name] != nil } }
}
