// A page indicator written for UIKit, as apps write one: a shape-layer subclass with Core
// Animation's initialisers, a view backed by it (`layerClass`), and a timer that advances the
// page. Compiled unchanged on Linux by the UIKitSources plugin.
import UIKit
import Foundation

final class DotLayer: CAShapeLayer {
    var dotColor: UIColor = .white

    override init() {
        super.init()
        actions = ["position": NSNull(), "bounds": NSNull()]
    }

    override init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? DotLayer { dotColor = other.dotColor }
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

/// A layer made with a value of its own (no `init()`): a view must not use it as `layerClass`.
final class RingLayer: CALayer {
    let width: CGFloat

    init(width: CGFloat) {
        self.width = width
        super.init()
        borderWidth = width
    }

    required init?(coder aDecoder: NSCoder) {
        fatalError("init(coder:) has not been implemented")
    }
}

final class PageDotsView: UIView {
    override class var layerClass: AnyClass { DotLayer.self }

    var dotLayer: DotLayer { layer as! DotLayer }
    private(set) var page = 0
    var pageCount = 3
    private var timer: Timer?

    func startAdvancing(every interval: TimeInterval) {
        timer?.invalidate()
        timer = Timer.scheduledTimer(timeInterval: interval, target: self, selector: #selector(advance(_:)), userInfo: nil, repeats: true)
    }

    func stopAdvancing() {
        timer?.invalidate()
        timer = nil
    }

    @objc func advance(_ timer: Timer) {
        page = (page + 1) % pageCount
    }
}
