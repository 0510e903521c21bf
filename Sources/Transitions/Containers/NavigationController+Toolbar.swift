import Foundation

extension NavigationController {
    /// `toolbar` (`UIToolbar!`): along the bottom of the navigation controller's view, hidden until
    /// `isToolbarHidden` is false (made on first use). It shows the top controller's
    /// `toolbarItems`; don't set its items yourself (UIKit: "management of this toolbar's contents
    /// is done through the custom view controllers").
    public var toolbar: Toolbar! {
        if let t = toolbarView { return t }
        let t = toolbarClass.map { MetatypeInitializer.construct($0, .frame(.zero)) } ?? Toolbar(simulation, frame: .zero, name: "\(reportTitle).toolbar")
        t.managingController = self
        t.isHidden = toolbarHidden
        t.items = topViewController?.toolbarItems
        toolbarView = t
        view.addSubview(t)
        layOutContent()
        return t
    }

    /// After the top of the stack changes (a push, pop or new stack completes): the toolbar shows
    /// the new top's items, and when this is the selected tab, the tab bar controller's bar hides
    /// while a pushed controller (not the root) has `hidesBottomBarWhenPushed`, returning when it
    /// is popped (a tab switch decides it again for the tab it shows).
    /// (UIKit slides the tab bar out with the outgoing view; the model hides it when the push
    /// completes and shows it when the pop does.)
    func topControllerChanged() {
        toolbarView?.items = topViewController?.toolbarItems
        if let tabs = tabBarController, tabs.selected === self { tabs.updateBottomBarForSelection() }
    }

    /// Whether a pushed controller (not the root) hides bottom bars.
    var hidesBottomBarForStack: Bool { stack.dropFirst().contains { $0.hidesBottomBarWhenPushed } }
}
