import Foundation
import Testing
import UIKitSourceRewriting

/// What the twentieth corpus pass asked of the rewriter, each as code that typechecks against
/// TransitionsUIKit.
@Suite struct TwentiethPassRewriteTests {
    /// Xcode's `#Preview` canvas blocks go (at the top level and inside `#if DEBUG`), keeping
    /// every later line's number; another macro stays.
    @Test func previewMacrosAreRemovedLineForLine() {
        expectRewrite(
            """
            final class Card {}
            #Preview {
                let c = Card()
                return c
            }
            #if DEBUG
            #Preview("Dark", traits: .portrait) { Card() }
            #endif
            #warning("keep")
            """,
            """
            final class Card {}
            private typealias _TransitRemovedPreview2 = Never


            
            #if DEBUG
            private typealias _TransitRemovedPreview7 = Never
            #endif
            #warning("keep")
            """)
    }

    /// A UIKit file with previews of its controller compiles, and an error after the preview
    /// still names its own line.
    @Test func aControllerWithPreviewsCompiles() throws {
        let source = """
            import UIKit
            final class DrawerController: UIViewController {
                override func viewDidLoad() { super.viewDidLoad(); view.backgroundColor = .systemBackground }
            }
            #Preview {
                let controller = DrawerController()
                controller.view.frame = UIScreen.main.bounds
                return controller
            }
            func broken() -> Int { "not a number" }
            """
        let (ok, output) = try typecheckRewritten(["Drawer.swift": source])
        #expect(!ok)
        #expect(output.contains("Drawer.swift:10:"), "\(output)")
        #expect(!output.contains("Preview"), "\(output)")
    }
}
