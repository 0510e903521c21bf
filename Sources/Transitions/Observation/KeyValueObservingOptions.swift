import Foundation

/// `NSKeyValueObservingOptions`: what an observation reports.
///
/// * `.new`, `.old`: the change carries the new / old value (otherwise `newValue` / `oldValue`
///   are nil).
/// * `.initial`: the handler runs once at once, from `observe`, with the current value as `new`
///   (and no old value), as KVO does.
/// * `.prior`: the handler also runs before each change, with `isPrior` true and the old value
///   (see `KeyValueObserverList` for when the model knows a change is coming).
public struct KeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let new = KeyValueObservingOptions(rawValue: 1)
    public static let old = KeyValueObservingOptions(rawValue: 2)
    public static let initial = KeyValueObservingOptions(rawValue: 4)
    public static let prior = KeyValueObservingOptions(rawValue: 8)
}
