import Foundation

/// The stored properties a class of yours adds to a library class (a container's selected
/// index, a flag), read by reflection: numbers, flags, strings and enum cases by value,
/// optionals and references by presence, collections by count. The library's own classes
/// (modules Transitions, TransitionCatalogue and TransitionChecks) are hashed field by field
/// through their `FingerprintSchema`s instead: reflection is slow, and they are most of the
/// objects.
package enum StoredScalars {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var libraryTypes: [ObjectIdentifier: Bool] = [:]

    /// The package's modules whose classes describe themselves with a `FingerprintSchema`.
    package static let libraryModules = ["Transitions.", "TransitionCatalogue.", "TransitionChecks."]

    /// True for the package's own classes.
    package static func isLibrary(_ type: Any.Type) -> Bool {
        let key = ObjectIdentifier(type)
        lock.lock()
        defer { lock.unlock() }
        if let known = libraryTypes[key] { return known }
        let name = _typeName(type, qualified: true)
        let library = libraryModules.contains { name.hasPrefix($0) }
        libraryTypes[key] = library
        return library
    }

    static func hash(_ object: AnyObject, into h: inout FingerprintHasher) {
        guard !isLibrary(type(of: object)) else { return }
        var mirror: Mirror? = Mirror(reflecting: object)
        while let m = mirror, !isLibrary(m.subjectType) {
            for child in m.children where child.label != "reportTitle" && child.label != "name" {
                h.combine(child.label ?? "")
                value(child.value, depth: 0, into: &h)
            }
            mirror = m.superclassMirror
        }
    }

    /// The controllers a subclass stores (alone, in optionals or in arrays), in declaration order.
    static func controllers(in vc: ViewController) -> [ViewController] {
        guard !isLibrary(type(of: vc)) else { return [] }
        var found: [ViewController] = []
        func collect(_ x: Any, depth: Int) {
            if let c = x as? ViewController { return found.append(c) }
            guard depth < 2 else { return }
            let m = Mirror(reflecting: x)
            switch m.displayStyle {
            case .optional, .collection: for c in m.children { collect(c.value, depth: depth + 1) }
            default: return
            }
        }
        var mirror: Mirror? = Mirror(reflecting: vc)
        while let m = mirror, !isLibrary(m.subjectType) {
            for child in m.children { collect(child.value, depth: 0) }
            mirror = m.superclassMirror
        }
        return found
    }

    private static func value(_ x: Any, depth: Int, into h: inout FingerprintHasher) {
        switch x {
        case let v as Double: h.combine(v)
        case let v as Int: h.combine(v)
        case let v as Bool: h.combine(v)
        case let v as String: h.combine(v)
        case let v as CGPoint: h.combine(v)
        case let v as CGRect: h.combine(v)
        case let v as CGSize:
            h.combine(v.width)
            h.combine(v.height)
        default:
            let m = Mirror(reflecting: x)
            switch m.displayStyle {
            case .optional:
                if let some = m.children.first { value(some.value, depth: depth, into: &h) } else { h.combine(0 as UInt64) }
            case .enum:
                h.combine("\(x)")
            case .collection, .dictionary, .set:
                h.combine(m.children.count)
            case .struct, .tuple:
                if depth < 2 { for c in m.children { value(c.value, depth: depth + 1, into: &h) } }
            default:
                h.combine(1 as UInt64)  // a reference or a closure: present
            }
        }
    }
}
