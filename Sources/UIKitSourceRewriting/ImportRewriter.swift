import SwiftSyntax

/// `import UIKit` (also `import UIKit.UIGestureRecognizerSubclass`, `import class UIKit.UIView`,
/// `CoreGraphics`, `QuartzCore`, `AVFoundation`) → `import TransitionsUIKit`; `import ObjectiveC`
/// and `import Darwin` → `import Foundation` (what Linux has of them). Records whether the file
/// imports a UIKit module, and Foundation or Dispatch directly (see `UIKitSourceRewriter`: such a
/// file gets file-private aliases for the simulation's `DispatchQueue` and `Timer`). A name
/// qualified by those modules (`Darwin.ceil(x)`) is qualified by `Foundation` instead.
public final class ImportRewriter: SyntaxRewriter {
    /// Modules TransitionsUIKit stands for.
    public static let uikitModules: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore", "AVFoundation"]
    /// Modules whose Linux counterpart is Foundation.
    public static let foundationModules: Set<String> = ["ObjectiveC", "Darwin"]

    public private(set) var importsUIKit = false
    public private(set) var importsFoundationOrDispatch = false

    public init() { super.init(viewMode: .sourceAccurate) }

    public override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        guard let module = node.path.first?.name.text else { return DeclSyntax(node) }
        let replacement: String
        if Self.uikitModules.contains(module) {
            importsUIKit = true
            replacement = "TransitionsUIKit"
        } else if Self.foundationModules.contains(module) {
            importsFoundationOrDispatch = true
            replacement = "Foundation"
        } else {
            if module == "Foundation" || module == "Dispatch" { importsFoundationOrDispatch = true }
            return DeclSyntax(node)
        }
        let name = ImportPathComponentSyntax(
            name: .identifier(replacement, leadingTrivia: node.path.leadingTrivia))
        var decl = node
        decl.importKindSpecifier = nil
        decl.path = ImportPathComponentListSyntax([name.with(\.trailingTrivia, retainedTrivia(ofPath: node))])
        return DeclSyntax(decl)
    }

    public override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        if let base = node.base?.as(DeclReferenceExprSyntax.self), Self.foundationModules.contains(base.baseName.text),
           base.argumentNames == nil {
            var ref = base
            ref.baseName = base.baseName.with(\.tokenKind, .identifier("Foundation"))
            var access = node
            access.base = ExprSyntax(ref)
            return super.visit(access)
        }
        return super.visit(node)
    }

    /// The path's trailing trivia, with any line break inside the removed parts.
    private func retainedTrivia(ofPath node: ImportDeclSyntax) -> Trivia {
        var breaks = Trivia()
        if let kind = node.importKindSpecifier { breaks += kind.trailingTrivia.lineBreaks }
        for token in node.path.tokens(viewMode: .sourceAccurate) where token.id != node.path.lastToken(viewMode: .sourceAccurate)?.id {
            breaks += token.trailingTrivia.lineBreaks + token.leadingTrivia.lineBreaks
        }
        return breaks + node.path.trailingTrivia
    }
}
