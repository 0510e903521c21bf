import Foundation
import Testing
import TransitionsUIKit

/// A contact in a searchable list.
private struct Contact {
    let name: String
    let age: Int
    let tags: [String]
}

@Suite struct PredicateFormatTests {
    /// Form validation as apps write it: `SELF MATCHES` a whole-string regular expression.
    @Test(arguments: [("jane@example.com", true), ("jane@example", false), ("jane @example.com", false), ("JANE@EXAMPLE.COM", true)])
    func emailValidation(candidate: String, valid: Bool) {
        let emailRegEx = "[A-Z0-9a-z._%+-]+@[A-Za-z0-9.-]+\\.[A-Za-z]{2,64}"
        #expect(NSPredicate(format: "SELF MATCHES %@", emailRegEx).evaluate(with: candidate) == valid)
    }

    /// String operators with their options, comparisons of numbers and key paths, compound
    /// predicates, lists, and `%K`.
    @Test func operatorsAndOptions() {
        func holds(_ format: String, _ args: Any..., on object: Any?) -> Bool {
            NSPredicate(format: format, argumentArray: args).evaluate(with: object)
        }
        #expect(holds("SELF CONTAINS[c] %@", "LIN", on: "Berlin"))
        #expect(!holds("SELF CONTAINS %@", "LIN", on: "Berlin"))
        #expect(holds("SELF BEGINSWITH[cd] %@", "ec", on: "École"))
        #expect(holds("SELF ENDSWITH 'in'", on: "Berlin") && holds("SELF LIKE 'B*l?n'", on: "Berlin"))
        let jane = Contact(name: "Jane", age: 34, tags: ["work"])
        #expect(holds("age > 30 AND name == %@", "Jane", on: jane))
        #expect(holds("age BETWEEN {30, 40} && NOT (name = 'Joe')", on: jane))
        #expect(holds("%K >= %d", "age", 34, on: jane) && !holds("age < 34", on: jane))
        #expect(holds("tags CONTAINS 'work'", on: jane) && holds("name IN %@", ["Jane", "Joe"], on: jane))
        #expect(holds("count == 2 OR FALSEPREDICATE", on: ["count": 2]) && holds("TRUEPREDICATE", on: nil))
        #expect(holds("missing == nil", on: jane) && !holds("name == nil", on: jane))
        let all: [String] = ["Ana", "bob", "Bea"]
        let names = all.filter { NSPredicate(format: "SELF BEGINSWITH[c] %@", "b").evaluate(with: $0) }
        #expect(names == ["bob", "Bea"])
    }

    /// A format Foundation would refuse is recorded and matches nothing (never a crash).
    @Test func malformedFormatsAreRecorded() {
        withUIKitStage { sim, _ in
            for bad in ["name ==", "age >> 3", "(a == 1", "SELF MATCHES %@"] {
                #expect(!NSPredicate(format: bad).evaluate(with: "x"), "\(bad)")
            }
            #expect(sim.violations.count == 4 && sim.violations.allSatisfy { $0.kind == .rejectedCall })
            #expect(!NSPredicate(format: "SELF MATCHES %@", "(").evaluate(with: "("), "an invalid pattern matches nothing")
        }
    }

    /// Photos' fetch options filter by predicate on the documented keys.
    @Test func photoFetchesFilterByPredicate() throws {
        try withUIKitStage { sim, _ in
            let library = PHPhotoLibrary.shared()
            library.addSimulatedAsset(UIImage(size: CGSize(width: 10, height: 10)))
            library.addSimulatedAsset(UIImage(size: CGSize(width: 20, height: 10)), mediaType: .video, duration: 3)
            PHPhotoLibrary.requestAuthorization { _ in }
            try sim.runUntilIdle()
            let options = PHFetchOptions()
            options.predicate = NSPredicate(format: "mediaType == %ld", PHAssetMediaType.video.rawValue)
            #expect(PHAsset.fetchAssets(with: options).map(\.pixelWidth) == [20])
            options.predicate = NSPredicate(format: "mediaType IN %@", [PHAssetMediaType.image.rawValue])
            #expect(PHAsset.fetchAssets(with: options).map(\.pixelWidth) == [10])
            let albums = PHFetchOptions()
            albums.predicate = NSPredicate(format: "estimatedAssetCount > 0")  // the default fetch limit, 0, is none
            #expect(PHAssetCollection.fetchAssetCollections(with: .smartAlbum, subtype: .any, options: albums).map(\.localizedTitle) == ["Recents", "Videos", "Recently Added"])
        }
    }
}
