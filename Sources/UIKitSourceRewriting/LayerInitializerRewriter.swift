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
/// Storyboard segues likewise: a storyboard makes its custom segue class with
/// `init(identifier:source:destination:)` (`requiredInitializers`).
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

    /// UIKit classes the model makes from metatypes through a `required` initialiser, which
    /// UIKit's (Objective-C's) is not: each with that initialiser's key and the stub a subclass
    /// that does not provide it gets. Core Animation's layers (`layerClass.init()`) and
    /// storyboard segues (a storyboard's custom segue class made with
    /// `init(identifier:source:destination:)`).
    static let requiredInitializers: [(roots: Set<String>, key: String, stub: String)] = [
        (layerClasses, "init()", "required init() { fatalError(\"init() has not been implemented\") }"),
        (
            ["UIStoryboardSegue"], "init(identifier:source:destination:)",
            "required init(identifier: String?, source: UIViewController, destination: UIViewController) "
                + "{ fatalError(\"init(identifier:source:destination:) has not been implemented\") }"
        ),
    ]

    public override func visit(_ node: ClassDeclSyntax) -> DeclSyntax {
        guard let (_, key, stub) = Self.requiredInitializers.first(where: { derives(node, from: $0.roots) }) else { return super.visit(node) }
        var decl = node
        var declaresInit = false
        var declaresDesignated = false
        // A required initialiser must be as accessible as the class can be subclassed: public in
        // an `open` class (an internal `override init()` there was fine on iOS, not required).
        let isOpen = node.modifiers.contains { $0.name.text == "open" }
        let accessLevels: Set<String> = ["public", "open", "internal", "fileprivate", "private", "package"]
        decl.memberBlock.members = MemberBlockItemListSyntax(node.memberBlock.members.map { item in
            guard var initializer = item.decl.as(InitializerDeclSyntax.self) else { return item }
            let names = Set(initializer.modifiers.map(\.name.text))
            if !names.contains("convenience") { declaresDesignated = true }
            guard DequeueInitializerRewriter.key(initializer) == key, initializer.optionalMark == nil else { return item }
            declaresInit = true
            guard names.contains("override"), !names.contains("required") else { return item }
            // `required` implies `override` (Swift warns when both are written).
            var mods = Array(initializer.modifiers)
            let at = mods.firstIndex { $0.name.text == "override" }!
            mods[at] = mods[at].with(\.name, .keyword(.required, leadingTrivia: mods[at].name.leadingTrivia, trailingTrivia: mods[at].name.trailingTrivia))
            if isOpen {
                if let a = mods.firstIndex(where: { accessLevels.contains($0.name.text) && $0.detail == nil }) {
                    if mods[a].name.text != "public" {
                        mods[a] = mods[a].with(\.name, .keyword(.public, leadingTrivia: mods[a].name.leadingTrivia, trailingTrivia: mods[a].name.trailingTrivia))
                    }
                } else {
                    let lead = mods[at].leadingTrivia
                    mods[at] = mods[at].with(\.leadingTrivia, [])
                    mods.insert(DeclModifierSyntax(name: .keyword(.public, leadingTrivia: lead, trailingTrivia: .space)), at: at)
                }
            }
            initializer.modifiers = DeclModifierListSyntax(mods)
            var out = item
            out.decl = DeclSyntax(initializer)
            return out
        })
        if declaresDesignated, !declaresInit { decl.memberBlock = addingMember((isOpen ? "public " : "") + stub, to: decl.memberBlock) }
        return super.visit(decl)
    }

    /// The class's superclass is one of `roots`, or one of the files' classes that derives from one.
    private func derives(_ node: ClassDeclSyntax, from roots: Set<String>) -> Bool {
        guard var current = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription else { return false }
        var seen: Set<String> = [node.name.text]
        while true {
            let bare = ["QuartzCore.", "TransitionsUIKit."].reduce(current) { name, prefix in
                name.hasPrefix(prefix) ? String(name.dropFirst(prefix.count)) : name
            }
            if roots.contains(bare) { return true }
            guard seen.insert(current).inserted, let next = survey.superclasses[current] else { return false }
            current = next
        }
    }
}
