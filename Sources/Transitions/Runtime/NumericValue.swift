import Foundation

/// The number an untyped value holds, as Objective-C APIs that take `id` read one (a metrics
/// dictionary's entry, a filter's input): a `Double`, `CGFloat`, `Float`, `Int` or `NSNumber`;
/// nil for anything else. Finiteness is the caller's to check.
package func numericValue(_ value: Any?) -> Double? {
    switch value {
    case let v as Double: v
    case let v as CGFloat: Double(v)
    case let v as Float: Double(v)
    case let v as Int: Double(v)
    case let v as NSNumber: v.doubleValue
    default: nil
    }
}
