import Foundation
import SwiftParser
import SwiftSyntax

/// Rewrites Swift files written for UIKit so that they compile, unchanged, against
/// TransitionsUIKit on Linux. Each construct has its own pass (a `SyntaxRewriter`):
///
/// 0. `ExtensionOverrideMover`: `override` members of extensions move into the class's body;
///    `ExtensionMemberDispatch`: members an app adds to a UIKit class in an extension and
///    overrides in subclasses dispatch through a protocol.
/// 1. `PlatformConditionEvaluator`: `#if os(iOS)`, `canImport(UIKit)`… evaluated as on iOS;
///    `PreviewMacroRemover`: Xcode's `#Preview { … }` canvas previews go.
/// 2. `ImportRewriter`: `import UIKit` (…) → `import TransitionsUIKit`.
/// 3. `ObservablePropertyRewriter`: an `@objc dynamic var`'s setter notifies key-value observers;
///    `ObjCAttributeRemover`: `@objc`, `dynamic`, `@IBAction`, `@IBOutlet`… removed;
///    `AnyObjectBridgeRewriter`: `(x as AnyObject).doubleValue` → a conditional `NSNumber` /
///    `NSValue` cast, `x.value(forKey:)`, `perform(_:…)`, `isEqual(_:)` on an `AnyObject` → a cast
///    to what answers them (Objective-C's dynamic lookup on `AnyObject`);
///    `DelegateNarrowingRewriter`: a collection or table view's `delegate` read to call its
///    delegate methods is the delegate as UIKit types it.
/// 4. `OptionalRequirementRewriter`: `optional` requirements get defaults; their call sites
///    become plain calls.
/// 5. `SelectorRewriter`: `#selector(…)` → a typed `Selector`; `SwizzledMethodRewriter`: in
///    files that swizzle, a method a `#selector` names asks the model's method tables first.
///    `SelectorOverrideRewriter`: an override of `responds(to:)` / `forwardingTarget(for:)` taking
///    `Selector` takes `Selector?` and unwraps it on the brace's line.
/// 6. `ValueTypeBindingRewriter`: `let path = CGMutablePath()` → `var` (the model's path is a value);
///    `PathParameterRewriter`: a function that adds to a path parameter takes it `inout`, its calls `&path`.
///    `FoundationInitializerRewriter`: `ProcessInfo()` → `ProcessInfo.processInfo`, `NSAttributedString()` →
///    `NSAttributedString(string: "")` (initialisers Linux Foundation does not make public).
/// 7. `NSObjectBaseRewriter`: a class deriving from `NSObject` derives from `UIKitNSObject`
///    (NSObject with the runtime methods UIKit code overrides: `awakeFromNib`, `responds(to:)`,
///    `forwardingTarget(for:)`, `observeValue(forKeyPath:…)`…); `KeyValueObserverRewriter`: a
///    `Sendable` one keeps `NSObject`, and its `override func observeValue(forKeyPath:…)` adopts
///    `KeyValueStringObserver` instead (Linux Foundation's `NSObject` has no such method).
/// 8. `LayerInitializerRewriter`: an app's `CALayer` subclass's `override init()` becomes
///    `required` (views make their layers from `layerClass` metatypes).
/// 9. `MetatypeInitializerRewriter`: `cellClass.init(frame:)`, `T()`, `Self()` on a view,
///    controller or `NSObject` metatype → `MetatypeInitializer.construct(…)`, and each class of
///    the files gets the override that answers it.
/// 10. `CategoryOverrideRewriter`: an `override` in an extension of a UIKit class (a category)
///    is renamed and dispatched by the model through `CategoryOverride`'s protocols.
/// 11. `WitnessAccessRewriter`: a public class's method implementing an optional requirement
///    of a UIKit protocol without an access modifier becomes `public` (the model's defaults make
///    Swift ask for it; Objective-C's optional requirements do not).
/// 12. `ValueBridgeCastRewriter`: `x as? CGRect` (and the other Core Graphics structs) also opens
///    an `NSValue`, as Foundation's bridging does on iOS.
///
/// Every pass keeps each line's number, and the output starts with
/// `#sourceLocation(file: "<the original path>", line: 1)`, so a compile error in the rewritten
/// file names the original file and line. What a pass generates (default implementations,
/// file-private aliases) goes after the last line, behind `#sourceLocation()`.
///
/// In a file that imports a UIKit module and also Foundation or Dispatch, `DispatchQueue`,
/// `Timer` and the GCD timer source's names become `TransitionsUIKit.DispatchQueue` /
/// `TransitionsUIKit.Timer` / …
/// (`SimulationTypeQualifier`): both modules would otherwise be candidates for the name, and the
/// simulation's main queue and timers must win (unless the files declare a type of that name).
public enum UIKitSourceRewriter {
    /// Names whose simulation version a file importing Foundation or Dispatch gets by alias.
    public static let simulationTypes = ["DispatchQueue", "Timer", "DispatchSource", "DispatchSourceTimer"]

    /// Rewrites one file's text. `path` goes into `#sourceLocation` (pass the absolute path of
    /// the original); `survey` is what the files compiled together declare (`survey(_:)`).
    public static func rewrite(_ source: String, path: String, survey: ModuleSurvey = ModuleSurvey()) -> String {
        var moveSurvey = survey
        if !moveSurvey.surveyedPaths.contains(path) { moveSurvey.add(Parser.parse(source: source), path: path) }
        var dispatchers: [String] = []
        let source = ExtensionMemberDispatch.apply(
            ExtensionOverrideMover.apply(source, path: path, survey: moveSurvey), survey: moveSurvey, generated: &dispatchers)
        var file = Syntax(Parser.parse(source: source))
        file = PlatformConditionEvaluator().rewrite(file)
        file = PreviewMacroRemover(file: file.cast(SourceFileSyntax.self)).rewrite(file)
        let imports = ImportRewriter(
            localModules: survey.localModules, conditionalModules: survey.conditionalModules, declaredTypes: survey.topLevelTypeNames)
        file = imports.rewrite(file)
        // The notifications are TransitionsUIKit's: a file set that sees no UIKit has no observers.
        if imports.importsUIKit || survey.anyFileImportsUIKit { file = ObservablePropertyRewriter().rewrite(file) }
        file = ObjCAttributeRemover().rewrite(file)
        file = AnyObjectBridgeRewriter(survey: moveSurvey).rewrite(file)
        file = DelegateNarrowingRewriter(superclasses: moveSurvey.superclasses).rewrite(file)
        var localSurvey = survey
        localSurvey.add(file.cast(SourceFileSyntax.self))
        let optionals = OptionalRequirementRewriter(
            requirements: localSurvey.optionalRequirements.union(OptionalRequirementRewriter.uikitOptionalRequirements),
            throwingRequirements: localSurvey.throwingOptionalRequirements,
            functionRequirements: localSurvey.optionalFunctionRequirements,
            uikitOnly: OptionalRequirementRewriter.uikitOptionalRequirements.subtracting(localSurvey.optionalRequirements),
            throwingProperties: localSurvey.throwingOptionalProperties,
            propertyNames: Set(localSurvey.propertyTypes.keys), functionLabels: localSurvey.optionalFunctionLabels)
        file = optionals.rewrite(file)
        var continuing: [String] = []
        if imports.importsUIKit || localSurvey.anyFileImportsUIKit {
            file = DiscardedResultRewriter().rewrite(file)
            let witnesses = WitnessTypeRewriter()
            file = witnesses.rewrite(file)
            var published = moveSurvey.moduleFacts.reduce(into: Set<String>()) { $0.formUnion($1.publishedTypes) }
            published.formUnion(ModuleFacts(file.cast(SourceFileSyntax.self), imports: []).publishedTypes)
            file = Syntax(
                WitnessAccessRewriter(publishedTypes: published, adopters: moveSurvey.uikitProtocolAdopters, superclasses: moveSurvey.superclasses)
                    .rewriteFile(file.cast(SourceFileSyntax.self)))
            continuing = witnesses.continuingTypes.map { "extension \($0): UIKitAnimationContinuing {}" }
        }
        file = SelectorRewriter(survey: moveSurvey).rewrite(file)
        file = SwizzledMethodRewriter(survey: moveSurvey).rewrite(file)
        if imports.importsUIKit || localSurvey.anyFileImportsUIKit { file = SelectorOverrideRewriter().rewrite(file) }
        file = ValueTypeBindingRewriter().rewrite(file)
        file = PathParameterRewriter.apply(file)
        file = FoundationInitializerRewriter(declaredTypeNames: localSurvey.typeNamesDeclared).rewrite(file)
        // `UIKitNSObject` is TransitionsUIKit's: a file set that sees no UIKit keeps `NSObject`.
        if imports.importsUIKit || localSurvey.anyFileImportsUIKit { file = NSObjectBaseRewriter(sendableClasses: moveSurvey.sendableClasses).rewrite(file) }
        file = KeyValueObserverRewriter(survey: moveSurvey).rewrite(file)
        file = LayerInitializerRewriter(survey: moveSurvey).rewrite(file)
        file = MetatypeInitializerRewriter(survey: moveSurvey, objectsRebased: imports.importsUIKit || localSurvey.anyFileImportsUIKit)
            .rewrite(file)
        file = DequeueInitializerRewriter(survey: moveSurvey).rewrite(file)
        let (categories, categoryConformances) = CategoryOverrideRewriter.apply(file, survey: moveSurvey)
        file = categories
        file = CGFloatFunctionQualifier(file: file.cast(SourceFileSyntax.self)).rewrite(file)
        if imports.importsUIKit || localSurvey.anyFileImportsUIKit { file = ValueBridgeCastRewriter().rewrite(file) }

        var generated = optionals.defaultImplementations + dispatchers + categoryConformances + continuing
        if imports.importsUIKit || localSurvey.anyFileImportsUIKit { generated += nsObjectConformanceExtensions(file.cast(SourceFileSyntax.self)) }
        generated += imports.conditionalImports.sorted().map { "#if canImport(\($0))\nimport \($0)\n#endif" }
        if Self.usesNetworking(file) { generated.append("#if canImport(FoundationNetworking)\nimport FoundationNetworking\n#endif") }
        // A file that imports Combine schedules on the simulation's queues, which are TransitionsUIKit's.
        let seesUIKit = imports.importsUIKit || localSurvey.anyFileImportsUIKit || imports.importsCombine
        if !imports.importsUIKit, seesUIKit { generated.append("import TransitionsUIKit") }
        if seesUIKit { file = MainQueueArgumentQualifier().rewrite(file) }
        if seesUIKit, imports.importsFoundationOrDispatch {
            let declared = topLevelTypeNames(file.cast(SourceFileSyntax.self)).union(localSurvey.declaredTypes)
            let names = Set(simulationTypes.filter { !declared.contains($0) })
            if !names.isEmpty { file = SimulationTypeQualifier(names: names).rewrite(file) }
        }
        var out = "#sourceLocation(file: \(stringLiteral(path)), line: 1)\n" + file.description
        if !generated.isEmpty {
            if !out.hasSuffix("\n") { out += "\n" }
            out += "#sourceLocation()\n// Generated by transit-uikit-rewrite.\n" + generated.joined(separator: "\n") + "\n"
        }
        return out
    }

    /// UIKit's classes that are `NSObject`s on iOS but not in the model (their Swift roots):
    /// `extension NSObject: Then {}` reaches them there, so a marker conformance given to
    /// `NSObject` is given to each of them too.
    static let nsObjectRootsOutsideNSObject = [
        "CALayer", "CAAnimation", "CADisplayLink", "UIGestureRecognizer", "UIPresentationController", "NSLayoutConstraint",
        "UILayoutGuide", "UICollectionViewLayout", "UIBezierPath", "UIColor", "UIStoryboardSegue", "UIVisualEffect", "UIMotionEffect",
    ]

    /// `extension NSObject: P {}` with an empty body (a marker conformance, like the Then
    /// library's): the same conformance for UIKit's classes that the model does not derive from
    /// `NSObject` (those the file does not already extend with `P`).
    static func nsObjectConformanceExtensions(_ file: SourceFileSyntax) -> [String] {
        let extensions = file.statements.compactMap { $0.item.as(ExtensionDeclSyntax.self) }
        var already = Set<String>()
        for ext in extensions {
            for inherited in ext.inheritanceClause?.inheritedTypes ?? [] {
                already.insert(ext.extendedType.trimmedDescription + ":" + inherited.type.trimmedDescription)
            }
        }
        var out: [String] = []
        for ext in extensions where NSObjectBaseRewriter.nsObjectSpellings.contains(ext.extendedType.trimmedDescription)
            && ext.genericWhereClause == nil && ext.memberBlock.members.isEmpty
        {
            for inherited in ext.inheritanceClause?.inheritedTypes ?? [] {
                let p = inherited.type.trimmedDescription
                for root in nsObjectRootsOutsideNSObject where !already.contains(root + ":" + p) {
                    out.append("extension \(root): \(p) {}")
                }
            }
        }
        return out
    }

    /// Foundation's URL-loading types, which Linux keeps in `FoundationNetworking` (Apple's
    /// Foundation has them): a file that names one imports that module too.
    static let networkingTypes: Set<String> = [
        "URLSession", "URLSessionConfiguration", "URLSessionTask", "URLSessionDataTask", "URLSessionDownloadTask",
        "URLSessionDelegate", "URLSessionDataDelegate", "URLSessionTaskDelegate", "URLRequest", "NSURLRequest",
        "NSMutableURLRequest", "URLResponse", "HTTPURLResponse", "URLCache", "CachedURLResponse", "HTTPCookie",
        "URLSessionDownloadDelegate", "URLSessionUploadTask", "URLSessionStreamTask", "URLSessionWebSocketTask",
        "URLAuthenticationChallenge", "URLCredential", "URLProtectionSpace", "HTTPCookieStorage", "URLSessionTaskMetrics",
    ]

    static func usesNetworking(_ file: Syntax) -> Bool {
        file.tokens(viewMode: .sourceAccurate).contains { token in
            if case .identifier(let name) = token.tokenKind { return networkingTypes.contains(name) }
            return false
        }
    }

    /// What `files` declare that each one's rewrite needs; `paths` (one per source, the paths
    /// later passed to `rewrite(_:path:survey:)`) let overrides move between files.
    public static func survey(_ sources: [String], paths: [String]? = nil) -> ModuleSurvey {
        var survey = ModuleSurvey()
        for (i, source) in sources.enumerated() {
            let file = Parser.parse(source: source)
            if let paths, i < paths.count { survey.add(file, path: paths[i]) } else { survey.add(file) }
            let imports = Set(file.statements.compactMap { $0.item.as(ImportDeclSyntax.self)?.path.first?.name.text })
            survey.moduleFacts.append(ModuleFacts(file, imports: imports))
        }
        return survey
    }

    /// Rewrites `inputs` together into `outputDirectory` (created if needed), one output per input
    /// named after it (`Name.rewritten.swift`, then `Name_2.rewritten.swift`… when two inputs share
    /// a name; not `Name.swift`, whose `#fileID` would clash with the original's); returns
    /// the outputs in the order of the inputs. Outputs whose text did not change are not written
    /// again (their modification time stays).
    /// `localModules`: modules whose sources are among the inputs (a library compiled together
    /// with the app files that import it): their imports become `import Foundation`.
    @discardableResult
    public static func rewrite(files inputs: [URL], into outputDirectory: URL, localModules: Set<String> = []) throws -> [URL] {
        try FileManager.default.createDirectory(at: outputDirectory, withIntermediateDirectories: true)
        let outputs = outputNames(for: inputs).map { outputDirectory.appendingPathComponent($0) }
        try rewrite(files: inputs, to: outputs, localModules: localModules)
        return outputs
    }

    /// Rewrites `inputs` together, each into the output at the same index.
    public static func rewrite(files inputs: [URL], to outputs: [URL], localModules: Set<String> = []) throws {
        precondition(inputs.count == outputs.count, "one output per input")
        let sources = try inputs.map { try String(contentsOf: $0, encoding: .utf8) }
        let paths = inputs.map(\.standardizedFileURL.path)
        var survey = survey(sources, paths: paths)
        survey.localModules = localModules.union(inferredLocalModules(paths: paths, imported: survey.importedModuleNames))
        survey.conditionalModules = clientImportedModules(survey.moduleFacts).subtracting(survey.localModules)
        for i in inputs.indices {
            let text = rewrite(sources[i], path: paths[i], survey: survey)
            if let old = try? String(contentsOf: outputs[i], encoding: .utf8), old == text { continue }
            try text.write(to: outputs[i], atomically: true, encoding: .utf8)
        }
    }

    /// The modules among `imported` whose sources are among the inputs at `paths`: a module
    /// named like the inputs' common folder or a folder under it (a library's `Tabby/Sources/…`
    /// beside the demo that writes `import Tabby`), or like one of the input files (a library's
    /// `Shari.swift`), or as the project files around them name it (`projectModuleNames`: an
    /// `.xcodeproj`, a podspec, an umbrella header, `Package.swift`), and not one of Apple's. The plugin's target
    /// compiles them all into one module, so their imports and qualifiers must go.
    public static func inferredLocalModules(paths: [String], imported: Set<String>) -> Set<String> {
        let candidates = nonAppleModules(imported)
        guard !candidates.isEmpty, !paths.isEmpty else { return [] }
        let split = paths.map { Array(($0 as NSString).pathComponents.dropLast()) }
        var common = split[0]
        for p in split.dropFirst() {
            var n = 0
            while n < min(common.count, p.count), common[n] == p[n] { n += 1 }
            common = Array(common.prefix(n))
        }
        let names = Set(localModuleNames(of: paths, under: common).map { $0.replacingOccurrences(of: "-", with: "_").replacingOccurrences(of: " ", with: "_") })
        return candidates.intersection(names)
    }

    /// Modules the files import that look like a library among them whose name nothing around
    /// the files tells (a demo's `import BottomSheet` beside the library's `Sources/`, extracted
    /// without its `Package.swift`): not one of Apple's, and some file that imports it uses a type
    /// that a file *not* importing it declares `public` or `open`. The guess can also take a
    /// third-party module the same client imports (a demo importing its library and SnapKit), so
    /// these imports are kept where the module exists (`#if canImport(M) import M #endif` after the
    /// file's last line) and dropped where it does not, which is how a library compiled together
    /// with its client builds.
    public static func clientImportedModules(_ facts: [ModuleFacts]) -> Set<String> {
        let imported = facts.reduce(into: Set<String>()) { $0.formUnion($1.imports) }
        var out: Set<String> = []
        for module in nonAppleModules(imported) {
            let published = facts.filter { !$0.imports.contains(module) }.reduce(into: Set<String>()) { $0.formUnion($1.publishedTypes) }
            guard !published.isEmpty else { continue }
            if facts.contains(where: { $0.imports.contains(module) && !$0.usedIdentifiers.isDisjoint(with: published) }) {
                out.insert(module)
            }
        }
        return out
    }

    /// The modules of `imported` that are not Apple's (mapped, read as Foundation, or another SDK
    /// module): the only ones that can be a library among the files.
    static func nonAppleModules(_ imported: Set<String>) -> Set<String> {
        imported.subtracting(ImportRewriter.uikitModules).subtracting(ImportRewriter.foundationModules)
            .subtracting(ImportRewriter.appleModules)
    }

    /// Every name the sources at `paths` (under their common folder `root`) could be imported
    /// by: `folderAndFileNames` and `projectModuleNames`, before a module name's spelling rules.
    public static func localModuleNames(of paths: [String], under root: [String]) -> Set<String> {
        folderAndFileNames(of: paths, under: root).union(projectModuleNames(of: paths, under: root))
    }

    /// The names a folder of sources offers as module names, before a module name's spelling
    /// rules: the folder's own name (the last of `root`, a path's components), the folders under
    /// it that hold the files at `paths`, and the files' names without extension (a library's
    /// `Sources/Classes/Shari.swift`, a one-file library named after itself).
    public static func folderAndFileNames(of paths: [String], under root: [String]) -> Set<String> {
        var names: Set<String> = root.last.map { [$0] } ?? []
        for path in paths {
            let components = (path as NSString).pathComponents
            names.formUnion(components.dropFirst(root.count).dropLast())
            names.insert(((path as NSString).lastPathComponent as NSString).deletingPathExtension)
        }
        return names
    }

    /// Rewrites every `.swift` file under `folder` (recursively, in path order) into
    /// `outputDirectory`: what `transit check DIR` runs.
    @discardableResult
    public static func rewrite(folder: URL, into outputDirectory: URL) throws -> [URL] {
        try rewrite(files: swiftFiles(under: folder), into: outputDirectory)
    }

    /// The `.swift` files under `folder`, recursively, sorted by path (hidden files skipped).
    public static func swiftFiles(under folder: URL) -> [URL] {
        guard let e = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil, options: [.skipsHiddenFiles])
        else { return [] }
        return e.compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" }.sorted { $0.path < $1.path }
    }

    /// Output file names for `inputs`: `Name.rewritten.swift`, made unique with `_2`, `_3`…
    public static func outputNames(for inputs: [URL]) -> [String] {
        var used: [String: Int] = [:]
        return inputs.map { url in
            let stem = url.deletingPathExtension().lastPathComponent
            let n = (used[stem] ?? 0) + 1
            used[stem] = n
            return n == 1 ? "\(stem).rewritten.swift" : "\(stem)_\(n).rewritten.swift"
        }
    }

    static func topLevelTypeNames(_ file: SourceFileSyntax) -> Set<String> { topLevelTypeNames(in: file.statements) }

    /// The types `statements` declare at their level, in every clause of an `#if` among them (a
    /// library wrapped in `#if os(iOS)` declares its types at file scope all the same).
    static func topLevelTypeNames(in statements: CodeBlockItemListSyntax) -> Set<String> {
        var names: Set<String> = []
        for item in statements {
            guard let decl = item.item.as(DeclSyntax.self) else { continue }
            if let conditional = decl.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .statements(let inner)? = clause.elements { names.formUnion(topLevelTypeNames(in: inner)) }
                }
            }
            if let d = decl.as(ClassDeclSyntax.self) { names.insert(d.name.text) }
            if let d = decl.as(StructDeclSyntax.self) { names.insert(d.name.text) }
            if let d = decl.as(EnumDeclSyntax.self) { names.insert(d.name.text) }
            if let d = decl.as(TypeAliasDeclSyntax.self) { names.insert(d.name.text) }
            if let d = decl.as(ActorDeclSyntax.self) { names.insert(d.name.text) }
        }
        return names
    }
}
