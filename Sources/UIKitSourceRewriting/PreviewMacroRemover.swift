import SwiftParser
import SwiftSyntax

/// Removes `#Preview { … }` declarations: Xcode's canvas previews (UIKit has the macro since
/// iOS 17), which build nothing an app runs and need the preview macros' plug-in, which Linux does
/// not have. Each becomes one private `typealias _TransitRemovedPreview<line> = Never` on its first
/// line, followed by the line breaks it spanned, so the lines after it keep their numbers. Inside
/// `#if DEBUG` and other conditional blocks too. Other macros stay.
public final class PreviewMacroRemover: SyntaxRewriter {
    private let converter: SourceLocationConverter

    public init(file: SourceFileSyntax) {
        converter = SourceLocationConverter(fileName: "", tree: file)
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: CodeBlockItemSyntax) -> CodeBlockItemSyntax {
        // At the top level the parser reads `#Preview { … }` as a declaration or an expression.
        let name = node.item.as(MacroExpansionDeclSyntax.self)?.macroName ?? node.item.as(MacroExpansionExprSyntax.self)?.macroName
        guard let name, name.text == "Preview" else { return super.visit(node) }
        let macro = node.item
        let line = name.startLocation(converter: converter).line
        let inner = Trivia(pieces: Array(retainedTrivia(of: macro).dropFirst(macro.leadingTrivia.count)))
        let placeholder = Parser.parse(source: "private typealias _TransitRemovedPreview\(line) = Never").statements.first!.item
        var out = node
        out.item = placeholder.with(\.leadingTrivia, macro.leadingTrivia).with(\.trailingTrivia, inner)
        out.semicolon = nil
        return out
    }
}
