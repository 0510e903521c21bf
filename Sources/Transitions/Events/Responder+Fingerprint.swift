import Foundation

// The state fingerprint of `Responder`, the base level of views and controllers, and of
// `UIKitNSObject` under it (its methods are override points; its one stored property, the
// observers of an app object's own properties, is not state).

extension FingerprintSchema {
    static let responder = FingerprintSchema(Responder.self, hashed: ["firstResponderFlag"], excluded: [:]) { r, walk in
        walk.combine(r.firstResponderFlag)
    }
}

extension FingerprintSchema {
    static let uikitNSObject = FingerprintSchema(
        UIKitNSObject.self, hashed: [],
        excluded: [
            "ownObserverList": "observation tokens (KVO of an app object's own properties): the app's closures, called on changes of state hashed elsewhere",
            "adoptedCategoryMembers": "a cache of which category protocols the object's class adopts: the same for every object of the class, never changes",
        ]
    ) { _, _ in }
}
