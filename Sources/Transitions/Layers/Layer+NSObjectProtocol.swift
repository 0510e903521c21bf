import Foundation

/// `CALayer` is an `NSObject` on iOS, so app code declares its own protocols as
/// `NSObjectProtocol` ones (`protocol WindDelegate: NSObjectProtocol`) and conforms layer
/// subclasses to them, or compares layers with `isEqual(_:)`. The model's layer is a plain class
/// (its animation state is hot, and Foundation's `NSObject` brings nothing it uses); it answers
/// `NSObjectProtocol`'s members as `NSObject` does for an object that does not override them:
/// equality is identity, the hash is the identity's, it is not a proxy.
extension Layer: NSObjectProtocol {
    /// `isEqual(_:)`: the same layer (`NSObject`'s identity equality).
    public func isEqual(_ object: Any?) -> Bool {
        guard let other = object as AnyObject? else { return false }
        return other === self
    }
    /// `hash`: the identity's, consistent with `isEqual(_:)`.
    public var hash: Int { ObjectIdentifier(self).hashValue }
    public func `self`() -> Self { self }
    public func isProxy() -> Bool { false }
    public var debugDescription: String { description }
}
