// swift-tools-version: 6.1
// The one file an app repository (with its Xcode project) adds to check its UIKit transitions on
// Linux: `swift test` compiles the files named in LinuxTests/uikit-sources, unchanged.
import PackageDescription

let package = Package(
    name: "MyAppTransitionChecks",
    dependencies: [
        // An app names Transit by its repository URL; this example sits inside Transit's own.
        .package(name: "Transit", path: "../..")
    ],
    targets: [
        .testTarget(
            name: "LinuxTests",
            dependencies: [
                .product(name: "TransitionsUIKit", package: "Transit"),
                .product(name: "TransitionChecks", package: "Transit"),
            ],
            path: "LinuxTests",
            plugins: [.plugin(name: "UIKitSources", package: "Transit")]
        )
    ],
    // UIKit code is usually Swift 5; the rewritten files compile in the app's language mode.
    swiftLanguageModes: [.v5]
)
