import Foundation
import Testing
import TransitionsUIKit

// The ninth pass over real code (notes/uikit-surface.md, "ninth pass"): UIKit's behaviour
// behind the APIs the twentieth to twenty-second corpus batches reached for.

/// A view with a fixed intrinsic width.
private final class Intrinsic: UIView {
    let width: CGFloat
    init(width: CGFloat) {
        self.width = width
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var intrinsicContentSize: CGSize { CGSize(width: width, height: 20) }
}

/// A segue subclass overriding only the designated initialiser (as apps' animated segues do).
private final class CircleSegue: UIStoryboardSegue {
    var origin = CGPoint.zero
    required init(identifier: String?, source: UIViewController, destination: UIViewController) {
        super.init(identifier: identifier, source: source, destination: destination)
    }
}

@Suite struct NinthPassSemanticsTests {
    /// `.fill`: the view with the lowest hugging priority takes the room left over; when room is
    /// missing the view with the lowest compression resistance gives way first; a view with no
    /// intrinsic width absorbs both before any priority is consulted.
    @Test func fillStackViewsFollowHuggingAndCompressionPriorities() {
        withUIKitStage { _, root in
            let a = Intrinsic(width: 100), b = Intrinsic(width: 50), c = Intrinsic(width: 60)
            let stack = UIStackView(arrangedSubviews: [a, b, c])
            stack.spacing = 10
            stack.frame = CGRect(x: 0, y: 0, width: 300, height: 20)
            root.view.addSubview(stack)
            a.setContentHuggingPriority(.defaultLow - 1, for: .horizontal)
            b.setContentHuggingPriority(.required, for: .horizontal)
            stack.layoutIfNeeded()
            // 300 − 210 − 20 = 70 extra: the first view hugs least.
            #expect([a, b, c].map(\.frame.width) == [170, 50, 60])
            #expect([a, b, c].map(\.frame.minX) == [0, 180, 240])

            // 150 wide: 80 missing. c (750) and a (750) resist less than b (raised): the later of
            // the two equals, c, gives its 60 first, then a gives 20.
            b.setContentCompressionResistancePriority(.required, for: .horizontal)
            stack.frame.size.width = 150
            stack.layoutIfNeeded()
            #expect([a, b, c].map(\.frame.width) == [80, 50, 0])
            a.setContentCompressionResistancePriority(.defaultLow, for: .horizontal)
            stack.setNeedsLayout()
            stack.layoutIfNeeded()
            #expect([a, b, c].map(\.frame.width) == [20, 50, 60])

            // A plain view (no intrinsic width) among them absorbs the difference.
            let spacer = UIView()
            stack.insertArrangedSubview(spacer, at: 1)
            stack.frame.size.width = 400
            stack.layoutIfNeeded()
            #expect(abs(spacer.frame.width - 160) < 1e-9, "400 − 210 − 3 gaps of 10")
            #expect(a.frame.width == 100)
        }
    }

    /// UIKit's `init(identifier:source:destination:performHandler:)` is a convenience
    /// initialiser: a subclass overriding the designated one inherits it.
    @Test func segueSubclassesInheritThePerformHandlerInitialiser() {
        withUIKitStage { _, root in
            var ran = 0
            let segue = CircleSegue(identifier: "unwind", source: root, destination: UIViewController()) { ran += 1 }
            segue.origin = CGPoint(x: 4, y: 4)
            segue.perform()
            #expect(ran == 1)
            #expect(segue.identifier == "unwind")
            let plain = CircleSegue(identifier: nil, source: root, destination: UIViewController())
            plain.perform()
            #expect(ran == 1)
        }
    }
}
