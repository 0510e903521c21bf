import SwiftParser
import SwiftSyntax

/// An app's `@objc dynamic var` notifies key-value observers when it is set.
///
/// On iOS `dynamic` makes the property's setter an Objective-C message, which KVO's generated
/// subclass overrides: `observe(\.progress)` and `addObserver(_:forKeyPath: "progress"…)` on an
/// app's object are notified around every assignment. Without the runtime the modifier means
/// nothing, so this pass brackets the setter with the model's notifications
/// (`_transitWillChangeValue(self)` before the store, `_transitDidChangeValue(self)` after it
/// and after the app's own `didSet`), which reach the object's `KeyValueObserverList` when it
/// has one (an app's `NSObject` subclass, a view, a layer, a controller):
///
/// * a stored property without observers gets `{ willSet { … } didSet { … } }`;
/// * one with observers gets the calls as the first statements of its `willSet` and (as a
///   `defer`) its `didSet`, and the observer it lacks;
/// * a computed property with a setter gets both as the first statements of `set`.
///
/// A read-only, `lazy` (which cannot have observers), `static`/`class`, `@NSManaged` or
/// multi-binding property is left as written. Everything is added on the lines already there.
/// Runs before `ObjCAttributeRemover` removes `dynamic`.
public final class ObservablePropertyRewriter: SyntaxRewriter {
    static let willChange = "_transitWillChangeValue(self)"
    static let didChange = "_transitDidChangeValue(self)"

    public init() { super.init(viewMode: .sourceAccurate) }

    public override func visit(_ node: VariableDeclSyntax) -> DeclSyntax {
        guard node.bindingSpecifier.tokenKind == .keyword(.var), node.bindings.count == 1, var binding = node.bindings.first,
            node.modifiers.contains(where: { $0.name.tokenKind == .keyword(.dynamic) }),
            !node.modifiers.contains(where: { ["static", "class", "lazy"].contains($0.name.text) }),
            !node.attributes.contains(where: { $0.attributeName == "NSManaged" }),
            node.parent?.is(MemberBlockItemSyntax.self) == true
        else { return DeclSyntax(node) }
        guard let accessors = Self.bracketed(binding) else { return DeclSyntax(node) }
        binding = accessors
        var decl = node
        decl.bindings = PatternBindingListSyntax([binding])
        return DeclSyntax(decl)
    }

    /// The binding with its setter bracketed, or nil when it has no setter to bracket.
    static func bracketed(_ binding: PatternBindingSyntax) -> PatternBindingSyntax? {
        var out = binding
        guard let block = binding.accessorBlock else {
            // A stored property: the observers go after its type or initial value, on its line.
            let trailing = binding.trailingTrivia
            out = out.with(\.trailingTrivia, [])
            out.accessorBlock = template.with(\.leadingTrivia, .space).with(\.trailingTrivia, trailing)
            return out
        }
        guard case .accessors(let list) = block.accessors else { return nil }  // `{ get-only body }`
        var items = Array(list)
        let specifiers = items.map { $0.accessorSpecifier.tokenKind }
        if specifiers.contains(.keyword(.set)) {
            items = items.map { $0.accessorSpecifier.tokenKind == .keyword(.set) ? prepending([willChange, "defer { \(didChange) }"], to: $0) : $0 }
        } else if specifiers.contains(.keyword(.willSet)) || specifiers.contains(.keyword(.didSet)) {
            items = items.map { accessor in
                switch accessor.accessorSpecifier.tokenKind {
                case .keyword(.willSet): return prepending([willChange], to: accessor)
                case .keyword(.didSet): return prepending(["defer { \(didChange) }"], to: accessor)
                default: return accessor
                }
            }
            guard case .accessors(let observers) = template.accessors else { return nil }
            if !specifiers.contains(.keyword(.willSet)), let will = observers.first {
                items.insert(will.with(\.leadingTrivia, .space).with(\.trailingTrivia, []), at: 0)
            }
            if !specifiers.contains(.keyword(.didSet)), let did = observers.last, let last = items.popLast() {
                items.append(last.with(\.trailingTrivia, .space))
                items.append(did.with(\.trailingTrivia, last.trailingTrivia))
            }
        } else {
            return nil  // `get` alone, or `_read`/`_modify`
        }
        var newBlock = block
        newBlock.accessors = .accessors(AccessorDeclListSyntax(items))
        out.accessorBlock = newBlock
        return out
    }

    /// `{ willSet { <willChange> } didSet { <didChange> } }`.
    static let template: AccessorBlockSyntax = {
        let file = Parser.parse(source: "var x = 0 { willSet { \(willChange) } didSet { \(didChange) } }")
        return file.statements.first!.item.as(VariableDeclSyntax.self)!.bindings.first!.accessorBlock!
    }()

    /// The accessor with `statements` first in its body, on the line of its `{` (an accessor
    /// without a body is returned as it is).
    static func prepending(_ statements: [String], to accessor: AccessorDeclSyntax) -> AccessorDeclSyntax {
        guard let body = accessor.body else { return accessor }
        var out = accessor
        out.body = UIKitSourceRewriting.prepending(statements, to: body)
        return out
    }
}
