import Foundation

extension View {
    /// How reports name this view so that an app developer can find it: a view the app named
    /// keeps its name; a controller's root view is `Title.view`; an unnamed view is its UIKit
    /// class (`UIView`, or the app's own class) followed by its place among its superview's
    /// subviews and that superview's report name — `UIView #2 in ContainerViewController-4.view`.
    package var reportName: String {
        if let c = owningController { return "\(c.reportTitle).view" }
        let typeName = "\(type(of: self))"
        guard modelName == typeName else { return modelName }
        let uikit = uikitName(of: type(of: self))
        guard let s = superview else { return uikit }
        let index = (s.subviewList.firstIndex { $0 === self } ?? 0) + 1
        return "\(uikit) #\(index) in \(s.reportName)"
    }
}

/// A type as UIKit code names it: the model's classes by their UIKit (or Core Animation) names
/// (`PanGestureRecognizer` → `UIPanGestureRecognizer`, `DisplayLink` → `CADisplayLink`), the
/// app's own by theirs.
package func uikitName(of type: Any.Type) -> String {
    let name = "\(type)"
    guard StoredScalars.isLibrary(type) else { return name }
    if name.hasPrefix("UI") || name.hasPrefix("CA") || name.hasPrefix("NS") { return name }
    if ["DisplayLink", "Layer", "ShapeLayer", "GradientLayer", "TextLayer", "TransformLayer", "BasicAnimation", "SpringAnimation", "KeyframeAnimation", "AnimationGroup", "Transaction", "MediaTimingFunction"].contains(name) {
        return "CA" + name
    }
    if name == "Timer" { return name }
    return "UI" + name
}

extension TypedSelector {
    /// The selector as Swift code writes the method: `handlePan:` → `handlePan(_:)`,
    /// `tapped:event:` → `tapped(_:event:)`, `close` → `close()`.
    package var swiftName: String {
        let parts = name.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count > 1, let base = parts.first else { return name + "()" }
        let labels = ["_"] + parts.dropFirst().dropLast()
        return base + "(" + labels.map { $0 + ":" }.joined() + ")"
    }
}
