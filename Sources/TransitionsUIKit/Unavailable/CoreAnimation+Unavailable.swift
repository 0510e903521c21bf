import Foundation
import Transitions

// Core Animation API the model does not run: each names what to use instead.

extension LayerPropertyAnimation {
    @available(*, unavailable, message: "cumulative repeats are not modelled: use a keyframe animation whose values continue from cycle to cycle")
    public var isCumulative: Bool {
        get { fatalError() }
        set {}
    }
    @available(*, unavailable, message: "value functions are not modelled: use the transform.rotation / transform.scale / transform.translation key paths")
    public var valueFunction: Any? {
        get { fatalError() }
        set {}
    }
}
