/// The canonical labels of one walk: what a scenario's extra facts refer to objects by.
package struct FingerprintLabels {
    package var controllers: [ObjectIdentifier: Int] = [:]
    package var views: [ObjectIdentifier: Int] = [:]
    /// Controller titles (as the journal records them) to labels.
    package var titles: [String: Int] = [:]

    package func label(_ v: View?) -> Int { v.flatMap { views[ObjectIdentifier($0)] } ?? -1 }
    package func label(_ vc: ViewController?) -> Int { vc.flatMap { controllers[ObjectIdentifier($0)] } ?? -1 }
    package func label(title: String) -> Int { titles[title] ?? -1 }
}
