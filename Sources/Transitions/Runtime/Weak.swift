import Foundation
import Springs

/// A weak box for liveness checks.
package struct Weak<T: AnyObject> {
    package weak var value: T?
    package init(_ v: T) { value = v }
}
