import Foundation

// The state fingerprint of `Responder`, the base level of views and controllers.

extension FingerprintSchema {
    static let responder = FingerprintSchema(Responder.self, hashed: ["firstResponderFlag"], excluded: [:]) { r, walk in
        walk.combine(r.firstResponderFlag)
    }
}
