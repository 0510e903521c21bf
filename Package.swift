// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Transit",
    products: [
        // MARK: - Public API
        .library(name: "Springs", targets: ["Springs"]),
        .library(name: "SpringODE", targets: ["SpringODE"]),
        .library(name: "Transitions", targets: ["Transitions"]),
        // UIKit's names, and Combine's (OpenCombine, with the simulation's schedulers) for the
        // files that import Combine.
        .library(name: "TransitionsUIKit", targets: ["TransitionsUIKit", "TransitionsCombine"]),
        .library(name: "TransitionCatalogue", targets: ["TransitionCatalogue"]),
        .library(name: "TransitionChecks", targets: ["TransitionChecks"]),
        .library(name: "TransitionChecksTesting", targets: ["TransitionChecksTesting"]),
        .library(name: "Cassowary", targets: ["Cassowary"]),
        .executable(name: "transit", targets: ["transit"]),
        // Compiles an app's UIKit transition files, unchanged, into a Linux test target.
        .plugin(name: "UIKitSources", targets: ["UIKitSources"]),
        .library(name: "UIKitSourceRewriting", targets: ["UIKitSourceRewriting"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.1"),
        .package(url: "https://github.com/OpenCombine/OpenCombine", from: "0.14.0"),
    ],
    targets: [
        // MARK: - Public API
        .target(name: "Springs", dependencies: ["_SpringsShims"]),
        .target(name: "SpringODE", dependencies: ["CGSL", "Springs"]),
        .target(name: "Transitions", dependencies: ["Springs", "Cassowary"]),
        // UIKit's spellings over Transitions: transition code written for UIKit compiles with only
        // its import changed.
        .target(name: "TransitionsUIKit", dependencies: ["Transitions", "Springs"]),
        // Combine for transition code that imports it: OpenCombine's publishers and operators, with
        // the main queue, run loop, timers, notifications and key-value observing on the
        // simulation's clock.
        .target(
            name: "TransitionsCombine",
            dependencies: ["TransitionsUIKit", "Transitions", .product(name: "OpenCombine", package: "OpenCombine")]
        ),
        // Systems built on the model: the articles' animators and the page switcher.
        .target(name: "TransitionCatalogue", dependencies: ["Transitions", "Springs"]),
        .target(name: "TransitionChecks", dependencies: ["Transitions", "TransitionCatalogue"]),
        // The Cassowary constraint solver (kiwisolver's algorithm): no UIKit names, no dependencies.
        .target(name: "Cassowary"),
        // The Swift Testing / swift-property-based adapter, kept apart so that `transit` and apps
        // that only run campaigns never link the test frameworks.
        .target(
            name: "TransitionChecksTesting",
            dependencies: ["TransitionChecks", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .executableTarget(
            name: "transit",
            dependencies: [
                "Springs", "SpringODE", "TransitionChecks", "UIKitSourceRewriting",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

        // The UIKit source rewriter (a swift-syntax pass), its command-line front end and the
        // build-tool plugin that runs it over an app's transition files.
        .target(
            name: "UIKitSourceRewriting",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftOperators", package: "swift-syntax"),
            ]
        ),
        .executableTarget(name: "transit-uikit-rewrite", dependencies: ["UIKitSourceRewriting"]),
        .plugin(name: "UIKitSources", capability: .buildTool(), dependencies: ["transit-uikit-rewrite"]),

        // MARK: - Implementation details
        .target(name: "_SpringsShims"),
        .systemLibrary(name: "CGSL", pkgConfig: "gsl", providers: [.apt(["libgsl-dev"])]),

        // MARK: - Tests
        .testTarget(
            name: "SpringsTests",
            dependencies: ["Springs", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Reference")]
        ),
        .testTarget(
            name: "CassowaryTests",
            dependencies: ["Cassowary", .product(name: "PropertyBased", package: "swift-property-based")],
            resources: [.copy("Reference")]
        ),
        .testTarget(
            name: "SpringODETests",
            dependencies: ["SpringODE", "Springs", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "TransitionsTests",
            dependencies: ["Transitions", "TransitionCatalogue", "TransitionChecks", "Springs", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "TransitionsUIKitTests",
            dependencies: ["TransitionsUIKit", "TransitionsCombine", "TransitionChecks", "TransitionCatalogue", "Transitions"]
        ),
        .testTarget(name: "UIKitSourceRewritingTests", dependencies: ["UIKitSourceRewriting"]),
        // The example app's Linux test target (Examples/UIKitApp), built here through the plugin so
        // that swift-syntax builds once per clone: its UIKit files compile unchanged.
        .testTarget(
            name: "UIKitSourcesPluginTests",
            dependencies: ["TransitionsUIKit", "TransitionsCombine", "TransitionChecks"],
            path: "Examples/UIKitApp/LinuxTests",
            swiftSettings: [.swiftLanguageMode(.v5)],
            plugins: [.plugin(name: "UIKitSources")]
        ),
        .testTarget(
            name: "TransitionChecksTests",
            dependencies: [
                "TransitionChecks", "TransitionChecksTesting", "Transitions", "TransitionCatalogue", "Springs", "SpringODE",
                .product(name: "PropertyBased", package: "swift-property-based"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
