import Foundation

/// `NSPointerArray` (Darwin's Foundation; Linux's has none): an ordered collection of pointers
/// that may be nil, holding objects weakly (`weakObjects()`, the common use: a list of observers
/// that does not keep them alive) or strongly (`strongObjects()`). A weakly held object that is
/// deallocated reads as nil at its index until `compact()` removes the nils; `allObjects` skips
/// them. Raw pointers are stored as given (`addPointer(_:)`), as Foundation's opaque memory does;
/// an object added through `Unmanaged.passUnretained(obj).toOpaque()` is held as the options say.
/// Indexes outside `0..<count` are ignored by the mutators and read as nil (Foundation raises a
/// range exception there; the model refuses without trapping).
public final class NSPointerArray: @unchecked Sendable {
    /// `NSPointerFunctions.Options` (the memory options this model distinguishes).
    public struct Options: OptionSet, Sendable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let strongMemory = Options([])
        public static let opaqueMemory = Options(rawValue: 2 << 0)
        public static let weakMemory = Options(rawValue: 5 << 0)
        public static let objectPersonality = Options([])
    }

    private enum Slot {
        case strong(AnyObject)
        case weak(WeakRef)
        case raw(UnsafeMutableRawPointer)
        case empty
    }
    private final class WeakRef {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    private let weak: Bool
    private let opaque: Bool
    private var slots: [Slot] = []

    /// `init(options:)`.
    public init(options: Options = .strongMemory) {
        weak = options.contains(.weakMemory)
        opaque = options.contains(.opaqueMemory) && !weak
    }
    /// `weakObjects()`, `strongObjects()`.
    public static func weakObjects() -> NSPointerArray { NSPointerArray(options: .weakMemory) }
    public static func strongObjects() -> NSPointerArray { NSPointerArray(options: .strongMemory) }

    /// `count`: the number of slots, nils included (settable: a larger count pads with nils, a
    /// smaller one truncates).
    public var count: Int {
        get { slots.count }
        set {
            let n = max(0, newValue)
            if n < slots.count { slots.removeLast(slots.count - n) } else { slots += Array(repeating: .empty, count: n - slots.count) }
        }
    }

    private func slot(for pointer: UnsafeMutableRawPointer?) -> Slot {
        guard let pointer else { return .empty }
        if opaque { return .raw(pointer) }
        let object = Unmanaged<AnyObject>.fromOpaque(pointer).takeUnretainedValue()
        return weak ? .weak(WeakRef(object)) : .strong(object)
    }
    private func pointer(_ s: Slot) -> UnsafeMutableRawPointer? {
        switch s {
        case .strong(let o): return Unmanaged.passUnretained(o).toOpaque()
        case .weak(let w): return w.object.map { Unmanaged.passUnretained($0).toOpaque() }
        case .raw(let p): return p
        case .empty: return nil
        }
    }

    /// `addPointer(_:)`, `insertPointer(_:at:)`, `replacePointer(at:withPointer:)`, `removePointer(at:)`.
    public func addPointer(_ pointer: UnsafeMutableRawPointer?) { slots.append(slot(for: pointer)) }
    public func insertPointer(_ item: UnsafeMutableRawPointer?, at index: Int) {
        guard (0...slots.count).contains(index) else { return }
        slots.insert(slot(for: item), at: index)
    }
    public func replacePointer(at index: Int, withPointer item: UnsafeMutableRawPointer?) {
        guard slots.indices.contains(index) else { return }
        slots[index] = slot(for: item)
    }
    public func removePointer(at index: Int) {
        guard slots.indices.contains(index) else { return }
        slots.remove(at: index)
    }
    /// `pointer(at:)`: nil for an empty slot, a deallocated weak object, or an index out of range.
    public func pointer(at index: Int) -> UnsafeMutableRawPointer? {
        slots.indices.contains(index) ? pointer(slots[index]) : nil
    }
    /// `compact()`: removes the nil slots (deallocated weak objects among them).
    public func compact() { slots.removeAll { pointer($0) == nil } }
    /// `allObjects`: the objects still held, in order.
    public var allObjects: [Any] {
        slots.compactMap { s -> Any? in
            switch s {
            case .strong(let o): return o
            case .weak(let w): return w.object
            case .raw, .empty: return nil
            }
        }
    }
}
