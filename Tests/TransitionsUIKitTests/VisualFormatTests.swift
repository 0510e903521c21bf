import Foundation
import Testing
import TransitionsUIKit

private func laidOut(_ name: String, in parent: UIView) -> UIView {
    let v = UIView()
    v.modelName = name
    v.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(v)
    return v
}

/// The Visual Format Language, as older sheets and cells write their layout.
@Suite struct VisualFormatTests {
    /// Standard spacing (8 between siblings, 20 to the superview), metrics, size predicates,
    /// priorities and an alignment option, solved: the frames are what the format says.
    @Test func aFormatPlacesViewsAsDrawn() throws {
        try withUIKitStage { sim, root in
            let box = laidOut("box", in: root.view)
            box.frame = CGRect(x: 0, y: 0, width: 300, height: 200)
            box.translatesAutoresizingMaskIntoConstraints = true
            let icon = laidOut("icon", in: box), title = laidOut("title", in: box), button = laidOut("button", in: box)
            let views = ["icon": icon, "title": title, "button": button]
            var cs = NSLayoutConstraint.constraints(
                withVisualFormat: "H:|-[icon(40)]-[title(>=10)]-(gap)-[button(==icon@750)]-|", options: [.alignAllCenterY],
                metrics: ["gap": 12], views: views)
            cs += NSLayoutConstraint.constraints(withVisualFormat: "V:|-30-[icon(40)]", options: [], metrics: nil, views: views)
            cs += NSLayoutConstraint.constraints(withVisualFormat: "V:[title(20)]", metrics: nil, views: views)
            cs += NSLayoutConstraint.constraints(withVisualFormat: "V:[button(==icon)]", metrics: nil, views: views)
            #expect(cs.allSatisfy { !$0.isActive }, "formats return inactive constraints")
            box.addConstraints(cs)
            root.view.layoutIfNeeded()
            #expect(icon.frame == CGRect(x: 20, y: 30, width: 40, height: 40))
            #expect(button.frame.maxX == 280 && button.frame.width == 40, "\(button.frame)")
            #expect(title.frame.minX == 68 && title.frame.maxX == button.frame.minX - 12, "\(title.frame)")
            #expect(title.frame.midY == icon.frame.midY && button.frame.midY == icon.frame.midY)
            #expect(sim.violations.isEmpty, "\(sim.violations)")
            let buttonWidth = try #require(cs.first { $0.firstItem === button && $0.firstAttribute == .width })
            #expect(buttonWidth.priority == UILayoutPriority(750) && buttonWidth.secondItem === icon)
        }
    }

    /// `|[a]|` pins flush; relations go both ways; right-to-left mirrors the order.
    @Test func flushRelationsAndDirection() {
        withUIKitStage { sim, root in
            let box = laidOut("box", in: root.view)
            box.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
            box.translatesAutoresizingMaskIntoConstraints = true
            let a = laidOut("a", in: box), b = laidOut("b", in: box)
            let views = ["a": a, "b": b]
            box.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|[a]|", metrics: nil, views: views))
            box.addConstraints(NSLayoutConstraint.constraints(withVisualFormat: "V:|-(>=0,<=10)-[b(50)]", metrics: nil, views: views))
            box.addConstraints(
                NSLayoutConstraint.constraints(
                    withVisualFormat: "H:|-10-[a(30)]-5-[b(40)]", options: .directionRightToLeft, metrics: nil, views: views))
            root.view.layoutIfNeeded()
            #expect(a.frame == CGRect(x: 160, y: 0, width: 30, height: 100), "\(a.frame)")
            #expect(b.frame.maxX == 155 && b.frame.width == 40 && b.frame.height == 50, "\(b.frame)")
            #expect(b.frame.minY >= 0 && b.frame.minY <= 10)
            #expect(sim.violations.isEmpty, "\(sim.violations)")
        }
    }

    /// What UIKit raises on is refused, recorded with the reason and position, and makes nothing.
    @Test func unparsableFormatsAreRefused() {
        withUIKitStage { sim, root in
            let a = laidOut("a", in: root.view)
            let orphan = UIView()
            let cases: [(String, [String: Any], NSLayoutConstraint.FormatOptions, String)] = [
                ("H:|-[missing]", ["a": a], [], "missing is not a key in the views dictionary"),
                ("H:|-(gap)-[a]", ["a": a], [], "gap is not a key in the metrics dictionary"),
                ("X:[a]", ["a": a], [], "orientation"),
                ("H:[a", ["a": a], [], "expected ']'"),
                ("H:[a]-8", ["a": a], [], "expected '-' after the spacing"),
                ("H:[a(==10@2000)]", ["a": a], [], "priority 2000"),
                ("H:[a][a]junk", ["a": a], [], "expected '-', '[' or '|'"),
                ("H:|[o]|", ["o": orphan], [], "no superview"),
                ("H:[a]-[a]", ["a": a], .alignAllLeft, "along the format's own horizontal axis"),
                ("H:[a]", ["a": 3], [], "is not a view"),
            ]
            // Non-finite metrics and numbers too large for a Double are refused, not solved.
            for (format, metrics, reason) in [
                ("H:|-(gap)-[a]", ["gap": Double.nan] as [String: Any], "the metric gap is not a finite number"),
                ("H:|-(gap)-[a]", ["gap": -Double.infinity], "the metric gap is not a finite number"),
                ("H:[a(\(String(repeating: "9", count: 400)))]", [:], "expected a constant or a view name in a predicate"),
            ] {
                let before = sim.violations.count
                #expect(NSLayoutConstraint.constraints(withVisualFormat: format, metrics: metrics, views: ["a": a]).isEmpty)
                #expect(sim.violations.count == before + 1 && sim.violations.last?.detail.contains(reason) == true, "\(format)")
            }
            for (format, views, options, reason) in cases {
                let before = sim.violations.count
                let made = NSLayoutConstraint.constraints(withVisualFormat: format, options: options, metrics: nil, views: views)
                #expect(made.isEmpty, "\(format)")
                #expect(sim.violations.count == before + 1, "\(format)")
                #expect(sim.violations.last?.detail.contains(reason) == true, "\(format): \(sim.violations.last?.detail ?? "-")")
            }
        }
    }
}
