/// The canonical labels of one walk: what a scenario's extra facts refer to objects by.
package struct FingerprintLabels {
    package var controllers: [ObjectIdentifier: Int] = [:]
    package var views: [ObjectIdentifier: Int] = [:]
    /// Controllers' journal identities (`ViewController.journalID`) to labels.
    package var journalIDs: [Int: Int] = [:]

    package func label(_ v: View?) -> Int { v.flatMap { views[ObjectIdentifier($0)] } ?? -1 }
    package func label(_ vc: ViewController?) -> Int { vc.flatMap { controllers[ObjectIdentifier($0)] } ?? -1 }
    package func label(journalID: Int) -> Int { journalIDs[journalID] ?? -1 }
}
