import SwiftSyntax

/// Initialisers of the app's Core Animation layer subclasses. A view makes its backing layer
/// from its `layerClass` metatype (`layerClass.init()`), which Swift allows only through a
/// `required` initialiser; UIKit's `CALayer.init()` is Objective-C's, callable on any subclass,
/// so apps write `override init()` without `required`. In a class that derives (through the
/// files' own classes) from a Core Animation layer class:
///
/// - `override init()` becomes `required init()` (`required` implies `override`);
/// - a class that declares designated initialisers but not `init()` gets
///   `required init() { fatalError(…) }` after its last member, on the closing brace's line —
///   what Objective-C does when Core Animation calls `init()` on such a class ("use of
///   unimplemented initializer").
///
/// Only modifiers change and the added member shares a line, so lines keep their numbers.
public final class LayerInitializerRewriter: SyntaxRewriter {
    /// Core Animation's layer classes (an app's layer derives from one of them).
    public static let layerClasses: Set<String> = [
        "CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer", "CAEmitterLayer",
        "CAScrollLayer", "CATransformLayer", "CATiledLayer", "CAMetalLayer", "CAEAGLLayer",
    ]
    private let survey: ModuleSurvey

    public init(survey: ModuleSurvey) {
        self.survey = survey
        super.init(viewMode: .sourceAccurate)
    }

    public override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        guard derivesFromALayerClass(node) else { return super.visit(node) }
        var decl = node
        var declaresInit = false
        var declaresDesignated = false
        decl.memberBlock.members = MemberBlockItemListSyntax(node.memberBlock.members.map { item in
            guard var initializer = item.decl.as(InitializerDeclSyntax.self) else { return item }
            let names = Set(initializer.modifiers.map(\.name.text))
            if !names.contains("convenience") { declaresDesignated = true }
            guard initializer.signature.parameterClause.parameters.isEmpty, initializer.optionalMark == nil else { return item }
            declaresInit = true
            guard names.contains("override"), !names.contains("required") else { return item }
            // `required` implies `override` (Swift warns when both are written).
            var mods = Array(initializer.modifiers)
            let at = mods.firstIndex { $0.name.text == "override" }!
            mods[at] = mods[at].with(\.name, .keyword(.required, leadingTrivia: mods[at].name.leadingTrivia, trailingTrivia: mods[at].name.trailingTrivia))
            initializer.modifiers = DeclModifierListSyntax(mods)
            var out = item
            out.decl = DeclSyntax(initializer)
            return out
        })
        if declaresDesignated, !declaresInit {
            decl.memberBlock = addingMember("required init() { fatalError(\"init() has not been implemented\") }", to: decl.memberBlock)
        }
        return super.visit(decl)
    }

    /// The class's superclass is a Core Animation layer class, or one of the files' classes that
    /// derives from one.
    private func derivesFromALayerClass(_ node: ClassDeclSyntax) -> Bool {
        guard var current = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return false }
        var seen: Set<String> = [node.name.text]
        while true {
            let bare = ["QuartzCore.", "TransitionsUIKit."].reduce(current) { name, prefix in
                name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
            }
            if Self.layerClasses.contains(bare) { return true }
            guard seen.insert(current).inserted, let next = survey.superclasses[current] else { return false }
            current = next
        }
    }
}
