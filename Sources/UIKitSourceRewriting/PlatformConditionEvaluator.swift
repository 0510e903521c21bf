import SwiftSyntax

/// Evaluates `#if` conditions as an iOS device build would: `os(iOS)` → `true`, any other
/// `os(…)` → `false`; `canImport(UIKit)` and the other frameworks the import pass maps to
/// TransitionsUIKit → `true`; Apple frameworks Transit does not provide (`AppKit`, `SwiftUI`,
/// `ObjectiveC`, …) → `false`; `targetEnvironment(simulator)` and `targetEnvironment(macCatalyst)`
/// → `false` (a device); `arch(arm64)` → `true`, other architectures → `false`. Everything else
/// (`swift(>=…)`, `compiler(…)`, `DEBUG`, `canImport` of other modules) stays as written.
///
/// Only the condition atoms change, each into a literal on the same line, so `&&`, `||`, `!`,
/// parentheses, `#elseif` and nesting keep their meaning and every line keeps its number.
public final class PlatformConditionEvaluator: SyntaxRewriter {
    /// Modules an iOS build can import that the rewritten file gets from TransitionsUIKit (or
    /// from Foundation on Linux, Combine from TransitionsCombine).
    public static let availableModules: Set<String> = [
        "UIKit", "CoreGraphics", "QuartzCore", "AVFoundation", "Foundation", "Dispatch", "Darwin", "os",
        "TransitionsUIKit", "Transitions", "CoreImage", "MapKit", "CoreLocation", "WebKit", "AVKit", "CoreMedia",
        "Combine",
    ]
    /// Apple modules that are absent here: conditions on them are false.
    public static let missingModules: Set<String> = [
        "AppKit", "Cocoa", "SwiftUI", "ObjectiveC", "WatchKit", "TVUIKit", "CoreHaptics",
        "Photos", "PhotosUI", "SafariServices", "CoreData", "CoreMotion",
        "UniformTypeIdentifiers", "MobileCoreServices", "AudioToolbox", "Metal", "MetalKit", "SpriteKit",
        "SceneKit", "ARKit", "GameplayKit", "MessageUI", "StoreKit", "Accelerate", "CoreText", "ImageIO",
    ]

    public init() { super.init(viewMode: .sourceAccurate) }

    /// `#if` / `#elseif` clauses: their condition's atoms (nested `#if`s are visited too).
    public override func visit(_ node: IfConfigClauseSyntax) -> IfConfigClauseSyntax {
        var clause = node
        if let condition = node.condition {
            clause.condition = ConditionAtoms().rewrite(condition).cast(ExprSyntax.self)
        }
        return super.visit(clause)
    }

    /// The value of one condition atom on an iOS device, or nil to leave it as written.
    static func value(of function: String, argument: String) -> Bool? {
        switch function {
        case "os": return argument == "iOS"
        case "targetEnvironment": return false
        case "arch": return argument == "arm64"
        case "canImport":
            let module = argument.split(separator: ".").first.map(String.init) ?? argument
            if availableModules.contains(module) { return true }
            if missingModules.contains(module) { return false }
            return nil
        default: return nil
        }
    }

    /// Rewrites the atoms of one condition.
    final class ConditionAtoms: SyntaxRewriter {
        init() { super.init(viewMode: .sourceAccurate) }

        override func visit(_ node: FunctionCallExprSyntax) -> ExprSyntax {
            guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
                let first = node.arguments.first,
                let value = PlatformConditionEvaluator.value(
                    of: callee.baseName.text, argument: first.expression.trimmedDescription)
            else { return super.visit(node) }
            let literal = BooleanLiteralExprSyntax(literal: .keyword(value ? .true : .false))
            return ExprSyntax(literal.with(\.leadingTrivia, node.leadingTrivia).with(\.trailingTrivia, retainedTrivia(ofInterior: node)))
        }

        /// The trailing trivia of the atom plus any line break inside it.
        private func retainedTrivia(ofInterior node: FunctionCallExprSyntax) -> Trivia {
            var pieces: [TriviaPiece] = []
            for token in node.tokens(viewMode: .sourceAccurate) where token.id != node.lastToken(viewMode: .sourceAccurate)?.id {
                pieces += token.trailingTrivia.filter(\.isNewline)
                if token.id != node.firstToken(viewMode: .sourceAccurate)?.id { pieces += token.leadingTrivia.filter(\.isNewline) }
            }
            return Trivia(pieces: pieces) + node.trailingTrivia
        }
    }
}
