import SwiftSyntax

/// `import UIKit` (also `import UIKit.UIGestureRecognizerSubclass`, `import class UIKit.UIView`,
/// `CoreGraphics`, `QuartzCore`, `CoreImage`, `MapKit`, `CoreLocation`, `AVFoundation`, `AVKit`, and the unified-logging modules `os`, `os.log`,
/// `OSLog`, whose `os_log`/`Logger` TransitionsUIKit provides) → `import TransitionsUIKit`;
/// `import ObjectiveC`, `import Darwin`, `import CoreFoundation` and lightly used Apple frameworks
/// (`foundationModules`) → `import Foundation` (what Linux has of them); a Foundation submodule
/// (`import Foundation.NSCache`, which Linux's Foundation does not have) → `import Foundation`;
/// `import Combine` → `import TransitionsCombine` (OpenCombine, scheduling on the simulation), a
/// `Combine.` qualifier → `OpenCombine.`. Records
/// whether the file imports a UIKit module, Combine, and Foundation or Dispatch directly (see
/// `UIKitSourceRewriter`: such a file gets file-private aliases for the simulation's
/// `DispatchQueue` and `Timer`). A name qualified by one of those modules, in an expression or a
/// type (`CoreGraphics.log(x)`, `UIKit.UIView`, `Darwin.ceil(x)`), is qualified by its
/// replacement instead (TransitionsUIKit re-exports Foundation, so `CoreGraphics.log` finds
/// Foundation's `CGFloat` overload).
public final class ImportRewriter: SyntaxRewriter {
    /// Modules TransitionsUIKit stands for.
    /// (`AVFoundation`, `AVKit`, `AVFAudio` and `CoreMedia`: the player, its layer and controller,
    /// `CMTime`, `AVMakeRect`, the audio player and session; `Photos`: the simulated device's photo
    /// library.)
    public static let uikitModules: Set<String> = [
        "UIKit", "CoreGraphics", "QuartzCore", "AVFoundation", "AVKit", "AVFAudio", "os", "OSLog", "SafariServices", "CoreImage",
        "MapKit", "CoreLocation", "WebKit", "CoreMedia", "Photos",
    ]
    /// Modules whose Linux counterpart is Foundation: `ObjectiveC` and `Darwin`, and Apple
    /// frameworks the model does not have that transition code imports and rarely uses (a photo
    /// browser's leftover `import PhotosUI`, `import GameplayKit` for one random number): the import
    /// compiles, and what the file does use of such a framework fails to compile by its name
    /// (`cannot find 'PHAsset' in scope`). Large frameworks (SwiftUI,
    /// SceneKit, SpriteKit, Metal) keep their import, so the error names the framework.
    public static let foundationModules: Set<String> = [
        "ObjectiveC", "Darwin", "PhotosUI", "GameplayKit", "CoreMotion", "AudioToolbox", "MediaPlayer",
        "MessageUI", "StoreKit", "UserNotifications", "MobileCoreServices", "UniformTypeIdentifiers", "CoreText",
        "ImageIO", "CoreServices", "CoreHaptics", "LocalAuthentication", "Contacts", "Accelerate", "CoreData",
        "CoreFoundation",
    ]

    /// Apple's SDK modules that are neither mapped (`uikitModules`) nor read as Foundation
    /// (`foundationModules`): never taken for a library compiled with the files.
    public static let appleModules: Set<String> = [
        "Foundation", "Dispatch", "Swift", "_Concurrency", "SwiftUI", "Combine", "XCTest", "Testing", "TransitionsUIKit",
        "Transitions", "AppKit", "Cocoa", "WatchKit", "TVUIKit", "Metal", "MetalKit", "SpriteKit", "SceneKit", "ARKit",
        "RealityKit", "GameKit", "GameController", "CloudKit", "HealthKit", "HomeKit", "EventKit", "EventKitUI", "ContactsUI",
        "CoreBluetooth", "CoreNFC", "CoreML", "Vision", "VisionKit", "Intents", "IntentsUI", "WidgetKit", "PassKit",
        "AuthenticationServices", "Network", "NetworkExtension", "CryptoKit", "CommonCrypto", "Security", "SystemConfiguration",
        "CoreTelephony", "Social", "Accounts", "QuickLook", "QuickLookThumbnailing", "LinkPresentation", "PencilKit",
        "CoreSpotlight", "BackgroundTasks", "AppTrackingTransparency", "AdSupport", "GLKit", "OpenGLES", "Speech",
        "NaturalLanguage", "CarPlay", "MultipeerConnectivity", "CallKit", "PushKit", "Messages", "iAd", "AssetsLibrary",
        "Observation", "SwiftData", "Charts", "MusicKit", "WeatherKit", "ActivityKit", "CoreAudio", "CoreVideo", "ReplayKit",
        "IOKit", "CoreImage", "CoreAudioKit", "AddressBook", "AddressBookUI", "Twitter", "NotificationCenter", "SafariServices",
        "UserNotificationsUI", "FileProvider", "DeviceCheck", "CoreTransferable", "TipKit", "StoreKitTest",
    ]

    public private(set) var importsUIKit = false
    /// Whether the file imports Combine (then `TransitionsCombine`, whose schedulers are the
    /// simulation's `DispatchQueue`, `RunLoop` and `OperationQueue`).
    public private(set) var importsCombine = false
    public private(set) var importsFoundationOrDispatch = false
    /// Modules compiled together with the file (a library whose sources sit beside the app files
    /// that import it, as `transit check DIR` builds them): `import Lib` becomes `import Foundation`.
    private let localModules: Set<String>
    /// Modules that may be compiled together with the file or may exist on their own
    /// (`UIKitSourceRewriter.clientImportedModules`): their imports become `import Foundation` in
    /// place and `conditionalImports`, which the file imports after its last line where they exist.
    private let conditionalModules: Set<String>
    public private(set) var conditionalImports: Set<String> = []
    /// Type names the files declare at file scope: a local module's name that is also such a
    /// type's is the type (a nested type of that name, `FontList.Whisper`, is not what a bare
    /// `Whisper.show(…)` outside it means).
    private let declaredTypes: Set<String>

    public init(localModules: Set<String> = [], conditionalModules: Set<String> = [], declaredTypes: Set<String> = []) {
        self.localModules = localModules
        self.conditionalModules = conditionalModules
        self.declaredTypes = declaredTypes
        super.init(viewMode: .sourceAccurate)
    }

    /// Whether `name`, as a qualifier, names a local module (`Tabby.Behavior` written inside the
    /// Tabby library, or by its demo): the qualifier goes, as every local module is compiled
    /// into the one target. Capitalised names only, never a declared type's.
    private func isLocalModuleQualifier(_ name: String) -> Bool {
        guard localModules.contains(name) || conditionalModules.contains(name), !declaredTypes.contains(name), let first = name.first
        else { return false }
        return first.isUppercase
    }

    public override func visit(_ node: ImportDeclSyntax) -> DeclSyntax {
        guard let module = node.path.first?.name.text else { return DeclSyntax(node) }
        importedModules.insert(module)
        let replacement: String
        if module == "Combine" {
            // OpenCombine, with the simulation's schedulers (TransitionsCombine).
            importsCombine = true
            replacement = "TransitionsCombine"
        } else if Self.uikitModules.contains(module) {
            importsUIKit = true
            replacement = "TransitionsUIKit"
        } else if Self.foundationModules.contains(module) || localModules.contains(module) {
            importsFoundationOrDispatch = true
            replacement = "Foundation"
        } else if conditionalModules.contains(module) {
            conditionalImports.insert(module)
            importsFoundationOrDispatch = true
            replacement = "Foundation"
        } else if (module == "Foundation" || module == "Dispatch"), node.path.count > 1, node.importKindSpecifier == nil {
            // A submodule (`import Foundation.NSCache`): Linux's Foundation has none; the module is what it names.
            importsFoundationOrDispatch = true
            replacement = module
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

    /// Modules whose names are common words (`os`, `Photos`): their qualifiers are rewritten only
    /// in a file that imports them, so a variable named `os` (an app's `enum Photos`) is left
    /// alone elsewhere.
    static let importedOnlyQualifiers: Set<String> = Set(["os", "OSLog", "Photos"]).union(foundationModules.subtracting(["ObjectiveC", "Darwin", "CoreFoundation"]))
    private var importedModules: Set<String> = []

    /// The module a qualifier stands for here, if it names one of the rewritten modules.
    /// `ObjectiveC.objc_getAssociatedObject` (a file whose own function of that name forwards to
    /// the runtime's) names the runtime function TransitionsUIKit models, not Foundation's.
    private func replacement(forQualifier name: String, member: String) -> String? {
        if Self.importedOnlyQualifiers.contains(name), !importedModules.contains(name) { return nil }
        // `Combine.AnyCancellable`: OpenCombine's, which TransitionsCombine re-exports.
        if name == "Combine" { return importedModules.contains(name) ? "OpenCombine" : nil }
        if Self.uikitModules.contains(name) || (name == "ObjectiveC" && Self.isObjectiveCRuntimeName(member)) { return "TransitionsUIKit" }
        // `Foundation.URLSession`: Linux keeps URL loading in FoundationNetworking (which a file
        // naming these types imports), leaving only unavailable stand-ins in Foundation.
        if name == "Foundation" || Self.foundationModules.contains(name), UIKitSourceRewriter.networkingTypes.contains(member) {
            return "FoundationNetworking"
        }
        if Self.foundationModules.contains(name) { return "Foundation" }
        return nil
    }

    /// Names of the Objective-C runtime that TransitionsUIKit declares (associated objects,
    /// swizzling, `objc_sync_enter`, `Selector`, `Protocol`…): the C functions' prefixes and
    /// the runtime's types.
    static func isObjectiveCRuntimeName(_ name: String) -> Bool {
        ["objc_", "class_", "method_", "sel_", "object_", "protocol_", "OBJC_"].contains { name.hasPrefix($0) }
            || ["Selector", "Protocol", "Method", "IMP", "NSSelectorFromString", "NSStringFromSelector"].contains(name)
    }

    public override func visit(_ node: MemberAccessExprSyntax) -> ExprSyntax {
        if let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil, isLocalModuleQualifier(base.baseName.text) {
            let name = node.declName.with(\.leadingTrivia, base.leadingTrivia).with(\.trailingTrivia, node.trailingTrivia)
            return visit(ExprSyntax(name))
        }
        if let base = node.base?.as(DeclReferenceExprSyntax.self), base.argumentNames == nil,
           let module = replacement(forQualifier: base.baseName.text, member: node.declName.baseName.text) {
            var ref = base
            ref.baseName = base.baseName.with(\.tokenKind, .identifier(module))
            var access = node
            access.base = ExprSyntax(ref)
            return super.visit(access)
        }
        return super.visit(node)
    }

    public override func visit(_ node: MemberTypeSyntax) -> TypeSyntax {
        if let base = node.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil, isLocalModuleQualifier(base.name.text) {
            let ident = IdentifierTypeSyntax(
                leadingTrivia: base.leadingTrivia, name: node.name.with(\.trailingTrivia, []), genericArgumentClause: node.genericArgumentClause,
                trailingTrivia: node.trailingTrivia)
            return visit(TypeSyntax(ident))
        }
        if let base = node.baseType.as(IdentifierTypeSyntax.self), base.genericArgumentClause == nil,
           let module = replacement(forQualifier: base.name.text, member: node.name.text) {
            var ident = base
            ident.name = base.name.with(\.tokenKind, .identifier(module))
            var member = node
            member.baseType = TypeSyntax(ident)
            return super.visit(member)
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
