import SwiftSyntax

/// What one file says about the modules it belongs to and uses: the modules it imports, the
/// types it declares `public` or `open` (a library's API), and every identifier it names.
/// `UIKitSourceRewriter.clientImportedModules` reads them to guess which imported modules are
/// compiled among the files (`import BottomSheet` in a demo that uses `BottomSheetView`, which
/// `Sources/` declares `public`).
public struct ModuleFacts: Sendable, Equatable {
    public var imports: Set<String>
    public var publishedTypes: Set<String>
    public var usedIdentifiers: Set<String>

    public init(imports: Set<String>, publishedTypes: Set<String>, usedIdentifiers: Set<String>) {
        self.imports = imports
        self.publishedTypes = publishedTypes
        self.usedIdentifiers = usedIdentifiers
    }

    init(_ file: SourceFileSyntax, imports: Set<String>) {
        let finder = PublishedTypeFinder(viewMode: .sourceAccurate)
        finder.walk(file)
        var used: Set<String> = []
        for token in file.tokens(viewMode: .sourceAccurate) {
            if case .identifier(let name) = token.tokenKind { used.insert(name) }
        }
        self.init(imports: imports, publishedTypes: finder.names, usedIdentifiers: used)
    }

    /// Types declared with `public` or `open` (classes, structs, enums, protocols, actors,
    /// type aliases), at any depth.
    final class PublishedTypeFinder: SyntaxVisitor {
        var names: Set<String> = []
        private func check(_ modifiers: DeclModifierListSyntax, _ name: TokenSyntax) {
            if modifiers.contains(where: { [.keyword(.public), .keyword(.open)].contains($0.name.tokenKind) }) {
                names.insert(name.text)
            }
        }
        override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind { check(node.modifiers, node.name); return .visitChildren }
        override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { check(node.modifiers, node.name); return .visitChildren }
        override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { check(node.modifiers, node.name); return .visitChildren }
        override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { check(node.modifiers, node.name); return .visitChildren }
        override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { check(node.modifiers, node.name); return .visitChildren }
        override func visit(_ node: TypeAliasDeclSyntax) -> SyntaxVisitorContinueKind { check(node.modifiers, node.name); return .skipChildren }
        override func visit(_ node: CodeBlockSyntax) -> SyntaxVisitorContinueKind { .skipChildren }
    }
}
