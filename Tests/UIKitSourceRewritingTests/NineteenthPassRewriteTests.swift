import Foundation
import Testing
import UIKitSourceRewriting

/// What the nineteenth corpus pass asked of the rewriter, each as code that typechecks against
/// TransitionsUIKit (and TransitionsCombine).
@Suite struct NineteenthPassRewriteTests {
    /// A view controller that drives its transition state through Combine — a subject debounced
    /// on the main queue, a key-value publisher of a scroll view's offset, keyboard and app
    /// notifications, a timer publisher, `@Published` with `assign(to:on:)` — compiles as written.
    @Test func combineCodeCompilesUnchanged() throws {
        let source = """
            import UIKit
            import Combine
            import Foundation

            final class SheetModel: ObservableObject {
                @Published var progress: CGFloat = 0
                let dismissals = PassthroughSubject<Void, Never>()
            }

            final class SheetController: UIViewController {
                let model = SheetModel()
                let scrollView = UIScrollView()
                private var cancellables = Set<AnyCancellable>()
                private var tick: AnyCancellable?

                override func viewDidLoad() {
                    super.viewDidLoad()
                    view.addSubview(scrollView)
                    model.$progress
                        .removeDuplicates()
                        .map { 1 - $0 }
                        .assign(to: \\.alpha, on: view)
                        .store(in: &cancellables)
                    model.dismissals
                        .debounce(for: .milliseconds(250), scheduler: DispatchQueue.main)
                        .receive(on: RunLoop.main)
                        .sink { [weak self] in self?.dismiss(animated: true) }
                        .store(in: &cancellables)
                    scrollView.publisher(for: \\.contentOffset)
                        .dropFirst()
                        .sink { [weak self] offset in self?.model.progress = min(1, max(0, -offset.y / 200)) }
                        .store(in: &cancellables)
                    NotificationCenter.default.publisher(for: UIResponder.keyboardWillShowNotification)
                        .compactMap { $0.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect }
                        .sink { [weak self] frame in self?.additionalSafeAreaInsets.bottom = frame.height }
                        .store(in: &cancellables)
                    tick = Timer.publish(every: 1, on: .main, in: .common).autoconnect().sink { _ in }
                }

                func fetch() -> AnyPublisher<Int, Never> {
                    Just(1).delay(for: .seconds(0.3), scheduler: DispatchQueue.main).eraseToAnyPublisher()
                }
            }
            """
        let (ok, output) = try typecheckRewritten(["SheetController.swift": source])
        #expect(ok, "\(output)")
    }

    /// A cell declared inside an extension (`extension ItemsController { final class Cell:
    /// UITableViewCell }`) with an initialiser of its own gets the dequeue initialiser, as a
    /// top-level cell does: the survey names it by its qualified name.
    @Test func nestedCellsGetTheDequeueInitializer() throws {
        let source = """
            import UIKit
            final class ItemsController: UIViewController {}
            extension ItemsController {
                final class Cell: UITableViewCell {
                    let item: String
                    init(item: String) {
                        self.item = item
                        super.init(style: .default, reuseIdentifier: "Cell")
                    }
                    required init?(coder aDecoder: NSCoder) { return nil }
                }
            }
            """
        let out = try rewrittenFiles(["Items.swift": source])
        #expect(out[0].contains("required convenience init(dequeuedWith reuseIdentifier: String)"))
        let (ok, output) = try typecheckRewritten(["Items.swift": source])
        #expect(ok, "\(output)")
    }

    /// UIKit members apps override that the pass found closed or missing: a recognizer subclass
    /// that overrides only `init(target:action:)` still has `init()` (UIKit's is a convenience
    /// initialiser); `presentationController`, `insetsLayoutMarginsFromSafeArea`,
    /// `alignmentRectInsets` and a weak `preferredFocusedView` are overridable; views are
    /// `UITraitEnvironment`s; ivars are read by name.
    @Test func overriddenMembersCompile() throws {
        let source = """
            import UIKit
            final class DragDismissGestureRecognizer: UIPanGestureRecognizer {
                override init(target: Any?, action: Selector?) { super.init(target: target, action: action) }
            }
            final class Modal: UIViewController {
                let custom: UIPresentationController? = nil
                override var presentationController: UIPresentationController? { custom ?? super.presentationController }
                func attach(to view: UIView) { view.addGestureRecognizer(DragDismissGestureRecognizer()) }
            }
            final class Banner: UIView {
                override var insetsLayoutMarginsFromSafeArea: Bool { get { false } set {} }
                override var alignmentRectInsets: UIEdgeInsets { UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 4) }
                weak override var preferredFocusedView: UIView? { self }
            }
            func scale(of environment: UITraitEnvironment) -> CGFloat { environment.traitCollection.displayScale }
            extension NSObject {
                func ivar(named key: String) -> Any? {
                    guard let v = class_getInstanceVariable(type(of: self), key) else { return nil }
                    return object_getIvar(self, v)
                }
            }
            """
        let (ok, output) = try typecheckRewritten(["Members.swift": source])
        #expect(ok, "\(output)")
    }

    /// A demo calls its library's global function through the module's name (`Whisper.shout(…)`)
    /// while the library declares a nested type of that name (`FontList.Whisper`): the qualifier
    /// is the module's and goes, as only a type at file scope would make a bare `Whisper` a type.
    @Test func aNestedTypeDoesNotHideAModuleQualifier() throws {
        let library = """
            import UIKit
            public struct FontList {
                public struct Whisper { public static var title = UIFont.systemFont(ofSize: 12) }
            }
            public func shout(whisper message: String, to: UINavigationController) {}
            """
        let demo = """
            import UIKit
            import Whisper
            final class Demo: UIViewController {
                func tap() { Whisper.shout(whisper: "Hi", to: navigationController!) }
            }
            """
        // A library wrapped in `#if os(iOS)` declaring a class named like its module: the
        // qualifier is the class, and stays.
        let wrapped = """
            #if os(iOS)
            import UIKit
            public final class Drops { public static func hideCurrent() {} }
            #endif
            """
        let caller = "import UIKit\nimport Drops\nfunc tapped() { Drops.hideCurrent() }\n"
        let kept = try rewrittenFiles(["Drops/Sources/Drops.swift": wrapped, "Example/App.swift": caller])
        #expect(kept[1].contains("func tapped() { Drops.hideCurrent() }"))
        let out = try rewrittenFiles(["Source/Showing.swift": library, "Demo/Demo.swift": demo])
        #expect(out[0].contains("func tap() { shout(whisper: \"Hi\", to: navigationController!) }"))
        let (ok, output) = try typecheckRewritten(["Source/Showing.swift": library, "Demo/Demo.swift": demo])
        #expect(ok, "\(output)")
    }

    /// `rotationMode = .rotateAuto` compiles in UIKit's spelling (modelled since the twentieth
    /// pass: CoreAnimationTests.keyframesTurnAlongThePath), as does the older constant.
    @Test func rotationModeCompilesAsWritten() throws {
        let source = """
            import UIKit
            func orbit(_ layer: CALayer, along path: CGPath) {
                let animation = CAKeyframeAnimation(keyPath: "position")
                animation.path = path
                animation.rotationMode = .rotateAuto
                layer.add(animation, forKey: "orbit")
            }
            func orbitBack(_ animation: CAKeyframeAnimation) {
                animation.rotationMode = kCAAnimationRotateAutoReverse
                animation.calculationMode = kCAAnimationPaced
            }
            """
        let (ok, output) = try typecheckRewritten(["Orbit.swift": source])
        #expect(ok, "\(output)")
    }

    /// A growing text view tells its delegate through UIKit's typing of `delegate`
    /// (`UITextViewDelegate?`), inside the subclass and from outside; text positions and the
    /// selection as chat input bars use them.
    @Test func textViewDelegatesAndTextInputCompile() throws {
        let source = """
            import UIKit
            final class GrowingTextView: UITextView {
                override init(frame: CGRect, textContainer: NSTextContainer?) {
                    super.init(frame: frame, textContainer: textContainer)
                }
                required init?(coder: NSCoder) { super.init(coder: coder) }
                func clear() {
                    text = ""
                    delegate?.textViewDidChange?(self)
                    _ = self.delegate?.textView?(self, shouldChangeTextIn: selectedRange, replacementText: "")
                }
                func caretAtEnd() -> CGRect {
                    selectedTextRange = textRange(from: endOfDocument, to: endOfDocument)
                    return caretRect(for: endOfDocument)
                }
            }
            final class InputBar: UIView {
                let textView = GrowingTextView(frame: .zero, textContainer: nil)
                func send() { textView.delegate?.textViewDidEndEditing?(textView) }
                func wordAtCaret() -> String? {
                    guard let caret = textView.selectedTextRange?.start,
                          let word = textView.tokenizer.rangeEnclosingPosition(caret, with: .word, inDirection: .storage(.backward))
                    else { return nil }
                    return textView.text(in: word)
                }
            }
            """
        let out = try rewrittenFiles(["InputBar.swift": source])
        #expect(out[0].contains("_transitTextViewDelegate?.textViewDidChange"))
        let (ok, output) = try typecheckRewritten(["InputBar.swift": source])
        #expect(ok, "\(output)")
    }
}
