import Foundation

// The state fingerprint of `Responder`, the base level of views and controllers, and of
// `UIKitNSObject` under it (no stored state: its methods are override points).

extension FingerprintSchema {
    static let responder = FingerprintSchema(Responder.self, hashed: ["firstResponderFlag"], excluded: [:]) { r, walk in
        walk.combine(r.firstResponderFlag)
    }
}

extension FingerprintSchema {
    static let uikitNSObject = FingerprintSchema(UIKitNSObject.self, hashed: [], excluded: [:]) { _, _ in }
}
