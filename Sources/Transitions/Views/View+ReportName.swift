import Foundation

extension View {
    /// How reports name this view so that an app developer can find it: a view the app named
    /// keeps its name; a controller's root view is `Title.view`; an unnamed view is its UIKit
    /// class (`UIView`, or the app's own class) followed by its place among its superview's
    /// subviews and that superview's report name — `UIView #2 in ContainerViewController-4.view`.
    package var reportName: String {
        if let c = owningController { return "\(c.title).view" }
        let typeName = "\(type(of: self))"
        guard name == typeName else { return name }
        let uikit = StoredScalars.isLibrary(type(of: self)) ? "UI" + typeName : typeName
        guard let s = superview else { return uikit }
        let index = (s.subviews.firstIndex { $0 === self } ?? 0) + 1
        return "\(uikit) #\(index) in \(s.reportName)"
    }
}
