import Foundation

/// The coder a storyboard would pass to `init?(coder:)`, for controllers and views that have no
/// other initialiser: it holds nothing — every key is absent, objects decode as nil and numbers as
/// zero — so the app's `super.init(coder:)` makes the object (the model's `init?(coder:)` reads
/// nothing) and its own decoding finds no values, as for an object with no archived state.
public final class StandInCoder: NSCoder {
    public override init() { super.init() }
    public override var allowsKeyedCoding: Bool { true }
    public override func containsValue(forKey key: String) -> Bool { false }
    public override func decodeObject(forKey key: String) -> Any? { nil }
    public override func decodeObject() -> Any? { nil }
    public override func decodeBool(forKey key: String) -> Bool { false }
    public override func decodeInteger(forKey key: String) -> Int { 0 }
    public override func decodeInt32(forKey key: String) -> Int32 { 0 }
    public override func decodeInt64(forKey key: String) -> Int64 { 0 }
    public override func decodeFloat(forKey key: String) -> Float { 0 }
    public override func decodeDouble(forKey key: String) -> Double { 0 }
}
