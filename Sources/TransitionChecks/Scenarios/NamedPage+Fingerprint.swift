import Foundation
import Transitions

extension FingerprintSchema {
    static let namedPage = FingerprintSchema(NamedPage.self, hashed: ["presentationName"], excluded: [:]) { p, walk in
        walk.combine(p.presentationName ?? "-")
    }
}
