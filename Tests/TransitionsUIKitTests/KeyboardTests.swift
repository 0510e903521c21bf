import Foundation
import Springs
import Testing
import TransitionsUIKit

// The software keyboard: first-responder rules, UIKit's notifications with their userInfo, the
// implicit animation around the will-notifications, keyboardLayoutGuide, input and accessory
// views, hardware keyboards, scroll views that dismiss it, rotation.

/// What the keyboard posted, in order (Foundation's block observers are `@Sendable`; the model
/// runs on one thread).
private final class KeyboardLog: @unchecked Sendable {
    var names: [String] = []
    var infos: [[AnyHashable: Any]] = []
    var objects: [AnyObject?] = []
    var tokens: [NSObjectProtocol] = []
    var onWillShow: ((Notification) -> Void)?

    init(object: Any?) {
        let names: [Notification.Name] = [
            UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
            UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidChangeFrameNotification,
            UIResponder.keyboardDidShowNotification, UIResponder.keyboardDidHideNotification,
        ]
        for name in names {
            tokens.append(NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [unowned self] note in
                self.names.append(note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: ""))
                self.infos.append(note.userInfo ?? [:])
                self.objects.append(note.object as AnyObject?)
                if note.name == UIResponder.keyboardWillShowNotification { self.onWillShow?(note) }
            })
        }
    }

    func stop() { for t in tokens { NotificationCenter.default.removeObserver(t) } }

    func endFrame(_ i: Int) -> CGRect? { (infos[i][UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue }
    func beginFrame(_ i: Int) -> CGRect? { (infos[i][UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue }
}

/// A field that can refuse to stop editing.
private final class Gate: NSObject, UITextFieldDelegate {
    var mayEnd = true
    var ended = 0
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { mayEnd }
    func textFieldDidEndEditing(_ textField: UITextField) { ended += 1 }
}

/// A chat screen whose input bar rides on the keyboard (`inputAccessoryView` of the controller).
private final class ChatController: UIViewController {
    let bar = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 52))
    override var canBecomeFirstResponder: Bool { true }
    override var inputAccessoryView: UIView? { bar }
}

/// A custom key-input view (a PIN pad's digits): it takes keys, so the keyboard shows for it.
private final class DigitsView: UIView, UIKeyInput {
    var digits = ""
    var hasText: Bool { !digits.isEmpty }
    func insertText(_ text: String) { digits += text }
    func deleteBackward() { _ = digits.popLast() }
    override var canBecomeFirstResponder: Bool { true }
}

@Suite struct KeyboardTests {
    /// Showing and hiding: UIKit's order, frames in screen coordinates, duration 0.25, curve 7,
    /// the screen as the object; the did-notifications a keyboard duration later.
    @Test func showAndHidePostUIKitsNotifications() throws {
        try withUIKitStage { sim, root in
            let screen = UIScreen.main
            #expect(UIScreen.main === screen && root.view.window?.screen === screen)
            let log = KeyboardLog(object: screen)
            defer { log.stop() }
            let field = UITextField(frame: CGRect(x: 20, y: 600, width: 350, height: 44))
            root.view.addSubview(field)
            #expect(sim.application.keyboardFrame == nil)
            #expect(field.becomeFirstResponder() && field.isFirstResponder && field.isEditing)
            #expect(log.names == ["WillChangeFrame", "WillShow"])
            let shown = CGRect(x: 0, y: 844 - 336, width: 390, height: 336)
            #expect(log.beginFrame(1) == CGRect(x: 0, y: 844, width: 390, height: 336))
            #expect(log.endFrame(1) == shown)
            #expect(log.infos[1][UIResponder.keyboardAnimationDurationUserInfoKey] as? Double == 0.25)
            #expect(log.infos[1][UIResponder.keyboardAnimationCurveUserInfoKey] as? Int == 7)
            #expect(log.infos[1][UIResponder.keyboardIsLocalUserInfoKey] as? Bool == true)
            #expect(log.objects[1] === screen)
            #expect(sim.application.keyboardFrame == shown)
            sim.advance(by: 0.2)
            #expect(log.names.count == 2, "the did-notifications wait for the keyboard's animation")
            try sim.runUntilIdle()
            #expect(log.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])

            #expect(field.resignFirstResponder() && !field.isFirstResponder)
            #expect(Array(log.names.suffix(2)) == ["WillChangeFrame", "WillHide"])
            #expect(log.beginFrame(5) == shown && log.endFrame(5) == CGRect(x: 0, y: 844, width: 390, height: 336))
            #expect(sim.application.keyboardFrame == nil)
            try sim.runUntilIdle()
            #expect(Array(log.names.suffix(2)) == ["DidChangeFrame", "DidHide"])
        }
    }

    /// Only a responder in a window can become first responder (UIKit: "only … if it is part
    /// of an active view hierarchy"); no keyboard for one that is not.
    @Test func aResponderOutsideAWindowCannotBecomeFirstResponder() {
        withUIKitStage { sim, _ in
            let log = KeyboardLog(object: UIScreen.main)
            defer { log.stop() }
            let field = UITextField(frame: CGRect(x: 0, y: 0, width: 100, height: 30))
            #expect(!field.becomeFirstResponder() && !field.isFirstResponder)
            let loose = UIViewController()
            #expect(!loose.becomeFirstResponder())
            #expect(log.names.isEmpty && sim.application.keyboardFrame == nil)
        }
    }

    /// One first responder per window: focus moving between fields resigns the first (its
    /// delegate hears it) and posts one more will-show, no hide; a field that refuses to end
    /// editing keeps the focus; endEditing(true) forces it.
    @Test func focusMovesBetweenFieldsWithOneKeyboard() throws {
        try withUIKitStage { sim, root in
            let log = KeyboardLog(object: UIScreen.main)
            defer { log.stop() }
            let a = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
            let b = UITextField(frame: CGRect(x: 20, y: 160, width: 300, height: 40))
            let gate = Gate()
            a.delegate = gate
            root.view.addSubview(a)
            root.view.addSubview(b)
            #expect(a.becomeFirstResponder())
            try sim.runUntilIdle()
            log.names = []
            #expect(b.becomeFirstResponder())
            #expect(!a.isFirstResponder && b.isFirstResponder && gate.ended == 1)
            #expect(log.names == ["WillShow"], "the same keyboard: no frame change, no hide")
            try sim.runUntilIdle()
            #expect(log.names == ["WillShow", "DidShow"])

            #expect(a.becomeFirstResponder())
            gate.mayEnd = false
            log.names = []
            #expect(!b.becomeFirstResponder(), "the current first responder refused to resign")
            #expect(a.isFirstResponder && !b.isFirstResponder && log.names.isEmpty)
            #expect(!root.view.endEditing(false) && a.isFirstResponder)
            #expect(root.view.endEditing(true) && !a.isFirstResponder)
            #expect(log.names == ["WillChangeFrame", "WillHide"] && sim.application.keyboardFrame == nil)
        }
    }

    /// What an observer changes in keyboardWillShow animates with the keyboard (UIKit posts it
    /// inside the keyboard's animation block), on the keyboard's curve.
    @Test func changesInWillShowAnimateWithTheKeyboard() throws {
        try withUIKitStage { sim, root in
            let log = KeyboardLog(object: UIScreen.main)
            defer { log.stop() }
            let bar = UIView(frame: CGRect(x: 0, y: 800, width: 390, height: 44))
            root.view.addSubview(bar)
            log.onWillShow = { note in
                guard let end = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue else { return }
                bar.frame.origin.y = end.minY - 44
            }
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
            root.view.addSubview(field)
            field.becomeFirstResponder()
            #expect(bar.frame.minY == 464)
            sim.advance(by: 0.125)
            let p = try #require(bar.layer.presentation()).frame.minY
            let progress = try TimingCurve.bezier(0.38, 0.7, 0.125, 1).progress(at: 0.5)
            #expect(abs(p - (800 + (464 - 800) * progress)) < 1e-6, "mid-way on the keyboard's curve")
            try sim.runUntilIdle()
            #expect(bar.layer.presentation()?.frame.minY == 464)
        }
    }

    /// `UIView.AnimationOptions(rawValue: curve << 16)` with the keyboard's curve 7 animates on
    /// the keyboard's curve (what apps pass back from the notification).
    @Test func curveSevenIsTheKeyboardsCurve() throws {
        try withUIKitStage { sim, root in
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            root.view.addSubview(v)
            let curve: UInt = 7
            UIView.animate(withDuration: 0.4, delay: 0, options: UIView.AnimationOptions(rawValue: curve << 16), animations: { v.center.x = 105 })
            sim.advance(by: 0.1)
            let expected = 5 + 100 * (try TimingCurve.bezier(0.38, 0.7, 0.125, 1).progress(at: 0.25))
            #expect(abs((v.layer.presentation()?.position.x ?? 0) - expected) < 1e-6)
        }
    }

    /// keyboardLayoutGuide: the bottom safe area while the keyboard is hidden, the covered part
    /// of the view while it shows, laid out inside the keyboard's animation.
    @Test func keyboardLayoutGuideFollowsTheKeyboard() throws {
        try withUIKitStage { sim, root in
            let bar = UIView()
            bar.translatesAutoresizingMaskIntoConstraints = false
            root.view.addSubview(bar)
            NSLayoutConstraint.activate([
                bar.leadingAnchor.constraint(equalTo: root.view.leadingAnchor),
                bar.trailingAnchor.constraint(equalTo: root.view.trailingAnchor),
                bar.heightAnchor.constraint(equalToConstant: 50),
                bar.bottomAnchor.constraint(equalTo: root.view.keyboardLayoutGuide.topAnchor),
            ])
            root.view.layoutIfNeeded()
            #expect(bar.frame == CGRect(x: 0, y: 844 - 34 - 50, width: 390, height: 50))
            #expect(root.view.keyboardLayoutGuide.layoutFrame == CGRect(x: 0, y: 810, width: 390, height: 34))
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
            root.view.addSubview(field)
            field.becomeFirstResponder()
            #expect(bar.frame.maxY == 508, "laid out in the keyboard's animation block")
            sim.advance(by: 0.1)
            let mid = try #require(bar.layer.presentation()).frame.maxY
            #expect(mid < 810 && mid > 508)
            try sim.runUntilIdle()
            field.resignFirstResponder()
            #expect(bar.frame.maxY == 810)
            root.view.keyboardLayoutGuide.usesBottomSafeArea = false
            root.view.layoutIfNeeded()
            #expect(bar.frame.maxY == 844)
        }
    }

    /// An input accessory view on a controller that can become first responder shows alone
    /// (no keys); a text field's input view replaces the keys; a custom UIKeyInput view shows the
    /// keyboard; a hardware keyboard leaves only the accessory.
    @Test func inputAndAccessoryViewsAndHardwareKeyboards() {
        withUIKitStage { sim, root in
            let chat = ChatController()
            root.addChild(chat)
            root.view.addSubview(chat.view)
            chat.didMove(toParent: root)
            #expect(chat.becomeFirstResponder())
            #expect(sim.application.keyboardFrame == CGRect(x: 0, y: 844 - 52, width: 390, height: 52))

            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
            field.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 216))
            field.inputAccessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 44))
            root.view.addSubview(field)
            #expect(field.becomeFirstResponder() && !chat.isFirstResponder)
            #expect(sim.application.keyboardFrame?.height == 260)

            let digits = DigitsView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
            root.view.addSubview(digits)
            #expect(digits.becomeFirstResponder())
            #expect(sim.application.keyboardFrame?.height == 336)
            digits.insertText("4")
            #expect(digits.hasText)

            digits.resignFirstResponder()
            sim.application.device.hasHardwareKeyboard = true
            #expect(chat.becomeFirstResponder() && sim.application.keyboardFrame?.height == 52)
            let plain = UITextField(frame: CGRect(x: 20, y: 200, width: 300, height: 40))
            root.view.addSubview(plain)
            #expect(plain.becomeFirstResponder() && sim.application.keyboardFrame == nil, "a hardware keyboard: no software keys")
        }
    }

    /// `UIApplication.shared.sendAction(#selector(UIResponder.resignFirstResponder), to: nil, …)`
    /// reaches the first responder and puts the keyboard away; with nothing first responder it
    /// goes up from the key window, where nothing else resigns (handled: the window can).
    @Test func sendActionToNilReachesTheFirstResponder() {
        withUIKitStage { sim, root in
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
            root.view.addSubview(field)
            field.becomeFirstResponder()
            let resign = Selector(UIResponder.resignFirstResponder, "resignFirstResponder")
            #expect(UIApplication.shared.sendAction(resign, to: nil, from: nil, for: nil))
            #expect(!field.isFirstResponder && sim.application.keyboardFrame == nil)
            #expect(UIApplication.shared.sendAction(resign, to: nil, from: nil, for: nil))
            let becomes = Selector(UIResponder.becomeFirstResponder, "becomeFirstResponder")
            #expect(UIApplication.shared.sendAction(becomes, to: field, from: nil, for: nil) && field.isFirstResponder)
            #expect(!UIApplication.shared.sendAction(resign, to: 42, from: nil, for: nil), "a target that cannot perform it")
        }
    }

    /// A first responder that leaves the window resigns, and the keyboard hides.
    @Test func removingTheFirstResponderHidesTheKeyboard() {
        withUIKitStage { sim, root in
            let gate = Gate()
            gate.mayEnd = false
            let container = UIView(frame: root.view.bounds)
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
            field.delegate = gate
            container.addSubview(field)
            root.view.addSubview(container)
            field.becomeFirstResponder()
            #expect(sim.application.keyboardFrame != nil)
            container.removeFromSuperview()
            #expect(!field.isFirstResponder && sim.application.keyboardFrame == nil)
        }
    }

    /// `keyboardDismissMode = .onDrag` ends editing when a drag begins; `.interactive` when the
    /// finger reaches the keyboard.
    @Test func scrollViewsDismissTheKeyboard() throws {
        try withUIKitStage { sim, root in
            let window = try #require(root.view.window)
            let scroll = UIScrollView(frame: root.view.bounds)
            scroll.contentSize = CGSize(width: 390, height: 3000)
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
            scroll.addSubview(field)
            root.view.addSubview(scroll)

            func drag(from a: CGPoint, to b: CGPoint) throws {
                let finger = Finger(downAt: a, in: window)
                for i in 1...10 {
                    sim.advanceFrame()
                    finger.move(to: CGPoint(x: a.x + (b.x - a.x) * Double(i) / 10, y: a.y + (b.y - a.y) * Double(i) / 10))
                }
                finger.lift()
                try sim.runUntilIdle()
            }
            field.becomeFirstResponder()
            try drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400))
            #expect(field.isFirstResponder, "keyboardDismissMode .none keeps it")
            scroll.keyboardDismissMode = .onDrag
            try drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 400))
            #expect(!field.isFirstResponder && sim.application.keyboardFrame == nil)

            scroll.keyboardDismissMode = .interactive
            field.becomeFirstResponder()
            try drag(from: CGPoint(x: 200, y: 200), to: CGPoint(x: 200, y: 400))
            #expect(field.isFirstResponder, "above the keyboard")
            try drag(from: CGPoint(x: 200, y: 300), to: CGPoint(x: 200, y: 600))
            #expect(!field.isFirstResponder, "the finger reached the keyboard")
        }
    }

    /// A rotation with the keyboard up posts its new frame (the landscape keyboard).
    @Test func rotationMovesTheKeyboard() throws {
        try withUIKitStage { sim, root in
            let log = KeyboardLog(object: UIScreen.main)
            defer { log.stop() }
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
            root.view.addSubview(field)
            field.becomeFirstResponder()
            try sim.runUntilIdle()
            log.names = []
            log.infos = []
            sim.application.rotate(to: .landscapeLeft)
            #expect(log.names == ["WillChangeFrame", "WillShow"])
            #expect(log.endFrame(1) == CGRect(x: 0, y: 390 - 209, width: 844, height: 209))
            #expect(UIScreen.main.bounds.width == 844, "the screen object follows the rotation")
        }
    }

    /// Bad sizes do not reach the keyboard's frame: a NaN or negative input view falls back to
    /// the device's keyboard, a NaN accessory adds nothing.
    @Test func badInputViewSizesAreIgnored() {
        withUIKitStage { sim, root in
            let field = UITextField(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
            let input = UIView()
            input.frame.size.height = .nan
            field.inputView = input
            let accessory = UIView()
            accessory.frame.size.height = -.infinity
            field.inputAccessoryView = accessory
            root.view.addSubview(field)
            field.becomeFirstResponder()
            let frame = sim.application.keyboardFrame
            #expect(frame?.height == 336 && frame.map { $0.minY.isFinite } == true)
        }
    }
}

/// Hears keyboard notifications through a selector, as app code registers.
private final class SelectorListener: NSObject {
    var heard = 0
    func keyboardWillShow(_ note: Notification) { heard += 1 }
}

/// Simulations are separate worlds: an app's selector observer hears its own simulation's
/// keyboard, not another's posting on the same process-wide `NotificationCenter.default`.
@Suite struct KeyboardIsolationTests {
    @Test func selectorObserversHearOnlyTheirSimulation() {
        let a = Simulation(), b = Simulation()
        a.makeCurrent()
        let listener = SelectorListener()
        NotificationCenter.default.addObserver(
            listener, selector: Selector(SelectorListener.keyboardWillShow(_:), "keyboardWillShow:"),
            name: UIResponder.keyboardWillShowNotification, object: nil)
        defer { NotificationCenter.default.removeObserver(listener) }
        func focusAField(in sim: Simulation) {
            sim.makeCurrent()
            let window = UIWindow(frame: sim.application.device.bounds)
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let field = UITextField(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
            root.view.addSubview(field)
            field.becomeFirstResponder()
        }
        focusAField(in: b)
        #expect(listener.heard == 0, "another simulation's keyboard")
        focusAField(in: a)
        #expect(listener.heard == 1)
        NotificationCenter.default.post(name: UIResponder.keyboardWillShowNotification, object: nil)
        #expect(listener.heard == 2, "a post made while its simulation is current")
    }
}
