import SwiftParser
import SwiftSyntax

// Small tools the passes share: parse a snippet into a node, and keep the line structure of what
// a pass removes.

/// An expression parsed from `text` (the passes build their replacements from text, then give
/// them the trivia of what they replace).
func expression(_ text: String) -> ExprSyntax {
    let file = Parser.parse(source: text)
    guard let item = file.statements.first?.item, let expr = item.as(ExprSyntax.self) else {
        preconditionFailure("not an expression: \(text)")
    }
    return expr
}

/// The trivia that keeps the lines of a removed node: its leading trivia, then every line break
/// inside it or after it. Put it before the next token that stays and line numbers hold.
func retainedTrivia(of node: some SyntaxProtocol) -> Trivia {
    var pieces = Array(node.leadingTrivia)
    var first = true
    for token in node.tokens(viewMode: .sourceAccurate) {
        let around = (first ? [] : Array(token.leadingTrivia)) + Array(token.trailingTrivia)
        first = false
        pieces += around.filter(\.isNewline)
    }
    return Trivia(pieces: pieces)
}

/// `removed` (what a removed node leaves) then `next` (the following token's leading trivia),
/// without the indentation of a line the removal left empty.
func joined(_ removed: Trivia, _ next: Trivia) -> Trivia {
    guard next.first?.isNewline == true else { return removed + next }
    var pieces = Array(removed)
    while let last = pieces.last, !last.isNewline, last.isWhitespace { pieces.removeLast() }
    return Trivia(pieces: pieces) + next
}

extension Trivia {
    /// Only the line breaks of this trivia.
    var lineBreaks: Trivia { Trivia(pieces: filter(\.isNewline)) }
}

/// A Swift string literal for `text` (for `#sourceLocation(file:)` and selector names).
func stringLiteral(_ text: String) -> String {
    var out = "\""
    for c in text.unicodeScalars {
        switch c {
        case "\\": out += "\\\\"
        case "\"": out += "\\\""
        case "\n": out += "\\n"
        default: out.unicodeScalars.append(c)
        }
    }
    return out + "\""
}

/// `block` with `member` (one declaration's text) added before its closing brace, on that brace's
/// line (lines keep their numbers); after a member or another added one on that line, a `;`
/// separates the declarations.
func addingMember(_ member: String, to block: MemberBlockSyntax) -> MemberBlockSyntax {
    let trivia = block.rightBrace.leadingTrivia
    let lastLine = trivia.pieces.lastIndex(where: \.isNewline).map { Array(trivia.pieces[($0 + 1)...]) } ?? Array(trivia.pieces)
    let added = lastLine.contains { if case .unexpectedText = $0 { return true } else { return false } }
    // A member that ends with its own `;` needs none more.
    let endsWithSemicolon = block.members.last?.semicolon != nil && !added
    let sameLine = added || (!block.members.isEmpty && !trivia.contains(where: \.isNewline) && !endsWithSemicolon)
    let text = (sameLine ? "; " : " ") + member + " "
    return block.with(\.rightBrace, block.rightBrace.with(\.leadingTrivia, trivia + Trivia(pieces: [.unexpectedText(text)])))
}

/// `body` with `statements` (each one statement's text) first, on the line of its `{`, each
/// ended by `;` (lines keep their numbers; a first statement on that line keeps a space).
func prepending(_ statements: [String], to body: CodeBlockSyntax) -> CodeBlockSyntax {
    var existing = Array(body.statements)
    let added = statements.enumerated().map { i, text in
        CodeBlockItemSyntax(
            leadingTrivia: i > 0 || body.leftBrace.trailingTrivia.isEmpty ? .space : [], item: Parser.parse(source: text).statements.first!.item,
            semicolon: .semicolonToken())
    }
    if let first = existing.first, !first.leadingTrivia.contains(where: \.isNewline) { existing[0] = first.with(\.leadingTrivia, .space) }
    var out = body
    out.statements = CodeBlockItemListSyntax(added + existing)
    return out
}
