import Foundation

/// `NSKeyValueChange`: the kind of a change (the model reports only `.setting`: to-many
/// relationships are not observed).
public enum KeyValueChange: UInt, Sendable, Hashable {
    case setting = 1, insertion, removal, replacement
}

/// `NSKeyValueObservedChange<Value>`: one notification of an observation.
public struct KeyValueObservedChange<Value> {
    /// Always `.setting`.
    public let kind: KeyValueChange
    /// The value after the change (nil unless `.new` was asked for, and in a prior notification).
    public let newValue: Value?
    /// The value before the change (nil unless `.old` was asked for, and in an `.initial` one).
    public let oldValue: Value?
    /// To-many changes are not modelled: always nil.
    public let indexes: IndexSet?
    /// True for the notification `.prior` asks for, sent before the change.
    public let isPrior: Bool

    init(newValue: Value?, oldValue: Value?, isPrior: Bool) {
        kind = .setting
        self.newValue = newValue
        self.oldValue = oldValue
        indexes = nil
        self.isPrior = isPrior
    }
}
