import Testing
import UIKitSourceRewriting

/// In files that swizzle, the methods a `#selector` names ask the model's method tables first
/// (on the line of their `{`), so the classic swizzle's call of itself reaches UIKit's method.
@Suite struct SwizzledMethodTests {
    static let swizzle = """
        import UIKit
        extension UIViewController {
            static let once: Void = {
                let a = class_getInstanceMethod(UIViewController.self, #selector(viewWillAppear(_:)))!
                let b = class_getInstanceMethod(UIViewController.self, #selector(my_viewWillAppear(_:)))!
                method_exchangeImplementations(a, b)
            }()
            @objc func my_viewWillAppear(_ animated: Bool) {
                my_viewWillAppear(animated)
            }
            @objc func unrelated(_ animated: Bool) {}
        }
        extension UIGestureRecognizerDelegate {
            func my_shouldBegin(_ g: UIGestureRecognizer) -> Bool { true }
        }
        class Nav: UINavigationController {
            @objc func my_push(_ vc: UIViewController, animated flag: Bool) { my_push(vc, animated: flag) }
            @objc func my_hit(_ point: CGPoint, with event: UIEvent?) -> UIView! { nil }
            override func viewDidLoad() { super.viewDidLoad() }
            func register() { _ = [#selector(my_push), #selector(my_hit(_:with:)), #selector(viewDidLoad), #selector(my_shouldBegin(_:))] }
        }
        """

    @Test func namedMethodsGetTheCheck() {
        let out = rewritten(Self.swizzle)
        #expect(out.contains("""
                func my_viewWillAppear(_ animated: Bool) { if _transitSwizzled(self, UIViewController.self, "my_viewWillAppear:", animated) != nil { return };
                    my_viewWillAppear(animated)
            """), "\(out)")
        #expect(out.contains("""
            func my_push(_ vc: UIViewController, animated flag: Bool) { if _transitSwizzled(self, Nav.self, "my_push:animated:", vc, flag) != nil { return }; my_push(vc, animated: flag) }
            """), "\(out)")
        #expect(out.contains("""
            func my_hit(_ point: CGPoint, with event: UIEvent?) -> UIView! { if let _swizzled = _transitSwizzled(self, Nav.self, "my_hit:with:", point, event), let _value = _swizzled.value as? UIView? { return _value }; nil }
            """), "\(out)")
        // Not named by a selector; an override (Swift dispatches the class's own entry); a
        // protocol's extension.
        #expect(out.contains("func unrelated(_ animated: Bool) {}"))
        #expect(out.contains("func my_shouldBegin(_ g: UIGestureRecognizer) -> Bool { true }"))
        #expect(out.contains("override func viewDidLoad() { super.viewDidLoad() }"))
        #expect(out.components(separatedBy: "\n").count == Self.swizzle.components(separatedBy: "\n").count)
    }

    /// Files that do not swizzle keep their methods as written, even those a selector names.
    @Test func filesThatDoNotSwizzleAreLeftAlone() {
        let source = """
            import UIKit
            final class Menu: UIView {
                @objc func tap(_ sender: UITapGestureRecognizer) { tap(sender) }
                func install() { addGestureRecognizer(UITapGestureRecognizer(target: self, action: #selector(tap(_:)))) }
            }
            """
        #expect(rewritten(source).contains("func tap(_ sender: UITapGestureRecognizer) { tap(sender) }"))
    }

    /// A library's swizzle, as written (ZDAnimatorKit's and DXFullScreenPopGesture's shape: the
    /// selectors in a `Selector` extension, the add-or-exchange helper), compiles against
    /// TransitionsUIKit.
    @Test(.enabled(if: swiftc != nil && transitionsUIKitBuild != nil, "no swiftc or TransitionsUIKit build found"))
    func aLibrarysSwizzleCompiles() throws {
        let (ok, output) = try typecheckRewritten([
            "Swizzle.swift": """
                import UIKit
                extension UIViewController {
                    public static func swizzleMethod() {
                        change(.sysFunc, .zdFunc, self)
                    }
                    private static func change(_ original: Selector, _ swizzled: Selector, _ object: AnyClass) {
                        let originalMethod = class_getInstanceMethod(object, original)
                        let swizzledMethod = class_getInstanceMethod(object, swizzled)
                        let didAdd: Bool = class_addMethod(object, original, method_getImplementation(swizzledMethod!), method_getTypeEncoding(swizzledMethod!))
                        if didAdd {
                            class_replaceMethod(object, swizzled, method_getImplementation(originalMethod!), method_getTypeEncoding(originalMethod!))
                        } else {
                            method_exchangeImplementations(originalMethod!, swizzledMethod!)
                        }
                    }
                    @objc func zdViewWillAppear(_ animated: Bool) {
                        DispatchQueue.main.async { self.zdViewWillAppear(animated) }
                    }
                }
                fileprivate extension Selector {
                    static let sysFunc = #selector(UIViewController.viewWillAppear(_:))
                    static let zdFunc = #selector(UIViewController.zdViewWillAppear(_:))
                }
                extension UINavigationController {
                    static let once: Void = {
                        let a = class_getInstanceMethod(UINavigationController.self, #selector(pushViewController(_:animated:)))
                        let b = class_getInstanceMethod(UINavigationController.self, #selector(dx_pushViewController))
                        if let a, let b { method_exchangeImplementations(a, b) }
                        let c = class_getInstanceMethod(UIViewController.self, #selector(UIViewController.present(_:animated:completion:)))
                        _ = c
                    }()
                    @objc func dx_pushViewController(_ viewController: UIViewController, animated: Bool) {
                        dx_pushViewController(viewController, animated: animated)
                    }
                }
                """
        ])
        #expect(ok, "\(output)")
    }
}
