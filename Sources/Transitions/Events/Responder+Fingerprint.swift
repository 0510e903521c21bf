import Foundation

// The state fingerprint of `Responder`, the base level of views and controllers.

extension Responder {
    static let fingerprintSchema = FingerprintSchema(Responder.self, hashed: ["firstResponderFlag"], excluded: [:]) { r, walk in
        walk.combine(r.firstResponderFlag)
    }
}
