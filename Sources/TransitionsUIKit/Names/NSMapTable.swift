import Foundation

/// `NSPointerFunctions` (Darwin's Foundation; not in Linux's): here only its `Options`, which say
/// how an `NSMapTable` or `NSHashTable` holds its keys and values.
public final class NSPointerFunctions: Sendable {
    /// `NSPointerFunctions.Options`: a memory option (low byte), a personality (second byte) and
    /// `copyIn`, with Foundation's raw values.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let strongMemory = Options([])
        public static let opaqueMemory = Options(rawValue: 2)
        public static let mallocMemory = Options(rawValue: 3)
        public static let machVirtualMemory = Options(rawValue: 4)
        public static let weakMemory = Options(rawValue: 5)
        public static let objectPersonality = Options([])
        public static let opaquePersonality = Options(rawValue: 1 << 8)
        public static let objectPointerPersonality = Options(rawValue: 2 << 8)
        public static let cStringPersonality = Options(rawValue: 3 << 8)
        public static let structPersonality = Options(rawValue: 4 << 8)
        public static let integerPersonality = Options(rawValue: 5 << 8)
        public static let copyIn = Options(rawValue: 1 << 16)

        /// The memory option is weak: the table does not keep the object alive.
        var holdsWeakly: Bool { rawValue & 0xFF == Options.weakMemory.rawValue }
        /// Objects compare by identity (pointer personality), not by `isEqual(_:)`/`hash`.
        var comparesIdentity: Bool {
            let personality = rawValue & 0xFF00
            return personality == Options.objectPointerPersonality.rawValue || personality == Options.opaquePersonality.rawValue
        }
    }
}

/// `NSMapTable` (Darwin's Foundation; not in Linux's): a dictionary of objects that may hold its
/// keys or its values weakly. A pair whose weakly held key or value has been released is gone:
/// `object(forKey:)` no longer finds it and `count` no longer counts it. Keys compare with
/// `isEqual(_:)` and `hash` (Foundation's object personality: `NSObject`s equal by value, other
/// objects by identity), or by identity alone with `.objectPointerPersonality`. Transition code
/// keeps snapshots or animators per view in one without keeping the views alive.
public final class NSMapTable<KeyType: AnyObject, ObjectType: AnyObject>: NSObject, @unchecked Sendable {
    private struct Pair {
        let key: HeldObject<KeyType>
        var object: HeldObject<ObjectType>
        var isLive: Bool { key.value != nil && object.value != nil }
    }

    private let keyOptions: NSPointerFunctions.Options
    private let valueOptions: NSPointerFunctions.Options
    private var pairs: [Pair] = []

    /// `init(keyOptions:valueOptions:capacity:)`.
    public init(keyOptions: NSPointerFunctions.Options = [], valueOptions: NSPointerFunctions.Options = [], capacity initialCapacity: Int = 0) {
        self.keyOptions = keyOptions
        self.valueOptions = valueOptions
        super.init()
    }
    /// `init()`: strong keys and values.
    public override convenience init() { self.init(keyOptions: [], valueOptions: []) }

    public class func strongToStrongObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(keyOptions: .strongMemory, valueOptions: .strongMemory) }
    public class func weakToStrongObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(keyOptions: .weakMemory, valueOptions: .strongMemory) }
    public class func strongToWeakObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(keyOptions: .strongMemory, valueOptions: .weakMemory) }
    public class func weakToWeakObjects() -> NSMapTable<KeyType, ObjectType> { NSMapTable(keyOptions: .weakMemory, valueOptions: .weakMemory) }

    private func matches(_ a: KeyType, _ b: KeyType) -> Bool {
        if a === b { return true }
        guard !keyOptions.comparesIdentity, let x = a as? NSObject, let y = b as? NSObject else { return false }
        return x.hash == y.hash && x.isEqual(y)
    }

    /// Drops the pairs whose weakly held key or value is gone; the index of `key`'s pair, if any.
    private func index(of key: KeyType) -> Int? {
        pairs.removeAll { !$0.isLive }
        return pairs.firstIndex { $0.key.value.map { matches($0, key) } ?? false }
    }

    /// `object(forKey:)`: nil for a nil key or one not in the table.
    public func object(forKey aKey: KeyType?) -> ObjectType? {
        guard let aKey, let i = index(of: aKey) else { return nil }
        return pairs[i].object.value
    }

    /// `setObject(_:forKey:)`: replaces the key's object (the first key stays, as Foundation
    /// keeps it); a nil object removes the key, a nil key is ignored.
    public func setObject(_ anObject: ObjectType?, forKey aKey: KeyType?) {
        guard let aKey else { return }
        guard let anObject else { return removeObject(forKey: aKey) }
        let slot = HeldObject(anObject, weak: valueOptions.holdsWeakly)
        if let i = index(of: aKey) {
            pairs[i].object = slot
        } else {
            pairs.append(Pair(key: HeldObject(aKey, weak: keyOptions.holdsWeakly), object: slot))
        }
    }

    /// `removeObject(forKey:)`.
    public func removeObject(forKey aKey: KeyType?) {
        guard let aKey, let i = index(of: aKey) else { return }
        pairs.remove(at: i)
    }

    /// `removeAllObjects()`.
    public func removeAllObjects() { pairs.removeAll() }

    /// `count`: the pairs whose key and object are both alive.
    public var count: Int { pairs.lazy.filter(\.isLive).count }

    /// `keyEnumerator()` / `objectEnumerator()`: the live keys or objects, in the order added.
    public func keyEnumerator() -> NSEnumerator { ArrayEnumerator(pairs.compactMap { $0.isLive ? $0.key.value : nil }) }
    public func objectEnumerator() -> NSEnumerator? { ArrayEnumerator(pairs.compactMap { $0.isLive ? $0.object.value : nil }) }

    /// `dictionaryRepresentation()`: the live pairs (keys that are not hashable objects by value
    /// are keyed by identity).
    public func dictionaryRepresentation() -> [AnyHashable: ObjectType] {
        var d: [AnyHashable: ObjectType] = [:]
        for p in pairs {
            guard let k = p.key.value, let v = p.object.value else { continue }
            d[(k as? NSObject).map(AnyHashable.init) ?? AnyHashable(ObjectIdentifier(k))] = v
        }
        return d
    }
}

/// An object a Foundation collection holds strongly or weakly (`NSMapTable`'s keys and values,
/// `NSHashTable`'s members): `value` is nil once a weakly held object is released.
final class HeldObject<T: AnyObject> {
    private weak var weakValue: T?
    private let strongValue: T?
    init(_ value: T, weak: Bool) {
        if weak { weakValue = value; strongValue = nil } else { strongValue = value }
    }
    var value: T? { strongValue ?? weakValue }
}

/// An `NSEnumerator` over a snapshot array.
private final class ArrayEnumerator: NSEnumerator {
    private var items: [AnyObject]
    private var next = 0
    init(_ items: [AnyObject]) { self.items = items }
    override func nextObject() -> Any? {
        guard next < items.count else { return nil }
        defer { next += 1 }
        return items[next]
    }
}
