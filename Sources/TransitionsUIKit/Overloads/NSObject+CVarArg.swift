import Foundation
import Transitions

/// The key of an object's format string among its associated objects.
nonisolated(unsafe) private var formatStringKey: UInt8 = 0

/// UIKit's objects as C variadic arguments, as `NSObject`s are on iOS: `String(format: "%p",
/// view)` (a key per object, as apps key their observations) and `String(format: "<%@>",
/// controller)` (its description).
///
/// Objective-C passes an object to `%@` and `%p` as its pointer. Linux's formatter describes only
/// its own string objects behind a pointer (another object behind `%@` stops the program), so an
/// object passes a string that holds its description instead: one string per object, kept as an
/// associated object, so `%p` prints an address that is unique and stable for the object's
/// life, and `%@` the object's description at the time of the call.
extension UIKitNSObject: CVarArg {
    public var _cVarArgEncoding: [Int] {
        let string = withUnsafePointer(to: &formatStringKey) { key -> NSMutableString in
            if let s = AssociatedObjects.get(self, key: key) as? NSMutableString { return s }
            let s = NSMutableString(capacity: 64)
            AssociatedObjects.set(self, key: key, value: s, policy: .retain)
            return s
        }
        string.setString(description)
        return [Int(bitPattern: Unmanaged.passUnretained(string).toOpaque())]
    }
}
