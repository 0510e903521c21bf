import Foundation
import Springs

/// A weak box for liveness checks.
public struct Weak<T: AnyObject> {
    public weak var value: T?
    public init(_ v: T) { value = v }
}
