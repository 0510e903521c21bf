import Foundation
import Transitions

/// What "restored exactly" compares: where a controller's view is and how it looks.
struct ViewSnapshot: Equatable, CustomStringConvertible {
    let controller: ViewController
    let superview: ObjectIdentifier?
    /// The superview's name, for messages.
    let superviewName: String?
    let frame: CGRect
    let alpha: Double
    let transform: AffineTransform2D
    let hidden: Bool

    init(_ vc: ViewController) {
        controller = vc
        let v: View = vc.view
        superview = v.superview.map(ObjectIdentifier.init)
        superviewName = v.superview?.modelName
        frame = v.frame
        alpha = v.alpha
        transform = v.transform
        hidden = v.isHidden
    }

    static func == (a: ViewSnapshot, b: ViewSnapshot) -> Bool {
        a.controller === b.controller && a.superview == b.superview && a.frame == b.frame && a.alpha == b.alpha
            && a.transform == b.transform && a.hidden == b.hidden
    }

    var description: String {
        let f = "(\(frame.minX), \(frame.minY), \(frame.width), \(frame.height))"
        return "(in \(superviewName ?? "no superview"), frame \(f), alpha \(alpha), transform \(transform)\(hidden ? ", hidden" : ""))"
    }
}
