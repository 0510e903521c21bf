// swift-tools-version: 6.1
import PackageDescription

let package = Package(
    name: "Transit",
    products: [
        // MARK: - Public API
        .library(name: "Springs", targets: ["Springs"]),
        .library(name: "SpringODE", targets: ["SpringODE"]),
        .library(name: "Transitions", targets: ["Transitions"]),
        .library(name: "TransitionsUIKit", targets: ["TransitionsUIKit"]),
        .library(name: "TransitionCatalogue", targets: ["TransitionCatalogue"]),
        .library(name: "TransitionChecks", targets: ["TransitionChecks"]),
        .library(name: "TransitionChecksTesting", targets: ["TransitionChecksTesting"]),
        .executable(name: "transit", targets: ["transit"]),
    ],
    dependencies: [
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.8.2"),
        .package(url: "https://github.com/x-sheep/swift-property-based", from: "2.0.1"),
    ],
    targets: [
        // MARK: - Public API
        .target(name: "Springs", dependencies: ["_SpringsShims"]),
        .target(name: "SpringODE", dependencies: ["CGSL", "Springs"]),
        .target(name: "Transitions", dependencies: ["Springs"]),
        // UIKit's spellings over Transitions: transition code written for UIKit compiles with only
        // its import changed.
        .target(name: "TransitionsUIKit", dependencies: ["Transitions", "Springs"]),
        // Systems built on the model: the articles' animators and the page switcher.
        .target(name: "TransitionCatalogue", dependencies: ["Transitions", "Springs"]),
        .target(name: "TransitionChecks", dependencies: ["Transitions", "TransitionCatalogue"]),
        // The Swift Testing / swift-property-based adapter, kept apart so that `transit` and apps
        // that only run campaigns never link the test frameworks.
        .target(
            name: "TransitionChecksTesting",
            dependencies: ["TransitionChecks", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .executableTarget(
            name: "transit",
            dependencies: [
                "Springs", "SpringODE", "TransitionChecks",
                .product(name: "ArgumentParser", package: "swift-argument-parser"),
            ]
        ),

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
            name: "SpringODETests",
            dependencies: ["SpringODE", "Springs", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "TransitionsTests",
            dependencies: ["Transitions", "TransitionCatalogue", "TransitionChecks", "Springs", .product(name: "PropertyBased", package: "swift-property-based")]
        ),
        .testTarget(
            name: "TransitionsUIKitTests",
            dependencies: ["TransitionsUIKit", "TransitionChecks", "TransitionCatalogue", "Transitions"]
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
