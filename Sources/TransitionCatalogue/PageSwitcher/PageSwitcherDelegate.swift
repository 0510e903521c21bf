import Foundation
import Springs
import Transitions

public protocol PageSwitcherDelegate: AnyObject {
    func pageSwitcherDidShowPresentation(_ switcher: PageSwitcherController)
    func pageSwitcherDidDismissPresentation(_ switcher: PageSwitcherController)
}

extension PageSwitcherDelegate {
    public func pageSwitcherDidShowPresentation(_ switcher: PageSwitcherController) {}
    public func pageSwitcherDidDismissPresentation(_ switcher: PageSwitcherController) {}
}
