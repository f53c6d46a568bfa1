/// An Xcode project, read from its `project.pbxproj` without Xcode: its native targets with their
/// product types, Swift files and declared dependencies, and the local packages and other
/// projects it references.
///
/// Of the build settings, only the module name is read (``Target/moduleName``), and only where
/// the project itself sets it: `.xcconfig` files are not read, and conditions such as
/// `SWIFT_ACTIVE_COMPILATION_CONDITIONS` are not evaluated. Aggregate and legacy targets compile
/// nothing and are left out.
struct XcodeProject: Sendable {
    /// A native target.
    struct Target: Sendable {
        let name: String
        /// What `import` calls it: `PRODUCT_MODULE_NAME`, else `PRODUCT_NAME` made an identifier,
        /// as the target's build configurations set it (when they agree and name no other
        /// setting than `TARGET_NAME`), else the target's name made an identifier.
        let moduleName: String
        /// `com.apple.product-type.application` and the like.
        let productType: ProductType
        /// Absolute paths, sorted.
        let swiftFiles: [String]
        /// In the order the project lists them: target dependencies, package products, then what
        /// the frameworks phase links; each once.
        let dependencies: [Dependency]
        /// The line of the target's definition in `project.pbxproj`.
        let line: Int
    }

    /// A dependency a target declares, and the line in `project.pbxproj` that declares it.
    struct Dependency: Sendable {
        enum Kind: Hashable, Sendable {
            /// A target of this project.
            case target(String)
            /// A target of another project (a sub-project), by its `.xcodeproj` path (absolute).
            case projectTarget(project: String, name: String)
            /// A product of a Swift package: a local one (its folder, absolute), a remote one
            /// (its URL), or one that names no package (a local package added as a folder, in
            /// projects made before Xcode 15).
            case product(name: String, package: PackageReference?)
        }

        let kind: Kind
        let line: Int
    }

    /// Where a package product comes from.
    enum PackageReference: Hashable, Sendable {
        /// A local package: its folder, absolute.
        case local(String)
        /// A remote package: its repository's URL.
        case remote(String)
    }

    /// The `.xcodeproj` bundle, absolute.
    let path: String
    /// The file read, as messages name it.
    let file: String
    /// The bundle's name without `.xcodeproj`.
    var name: String {
        let last = path.split(separator: "/").last.map(String.init) ?? path
        return last.hasSuffix(".xcodeproj") ? String(last.dropLast(".xcodeproj".count)) : last
    }
    let targets: [Target]

    /// `name` as Xcode makes a module name of it (`c99extidentifier`): every character that
    /// cannot be in an identifier becomes `_`, and so does a leading digit.
    static func moduleName(for name: String) -> String {
        var scalars = Array(PackageTarget.moduleName(for: name).unicodeScalars)
        // SwiftPM puts `_` before a leading digit; Xcode replaces it.
        if name.unicodeScalars.first.map({ ("0"..."9").contains($0) }) == true, scalars.count > 1 {
            scalars.removeFirst()
            scalars[0] = "_"
        }
        return String(String.UnicodeScalarView(scalars))
    }
    /// Local packages it references (`XCLocalSwiftPackageReference`, or a folder holding a
    /// `Package.swift` added as a file reference): their folders, absolute, and the lines.
    let localPackages: [(path: String, line: Int)]
    /// Other projects it references (sub-projects): their `.xcodeproj` paths, absolute.
    let subprojects: [(path: String, line: Int)]
}

/// The product type of a native target, as `project.pbxproj` writes it.
struct ProductType: Hashable, Sendable, CustomStringConvertible {
    let identifier: String

    var description: String { identifier }

    /// What the type is, in words: "an application", "an app extension".
    var noun: String {
        switch identifier.dropFirst(ProductType.prefix.count) {
        case "application": "an application"
        case "application.on-demand-install-capable": "an app clip"
        case "application.watchapp", "application.watchapp2": "a watch application"
        case "application.watchapp2-container": "a watch-only application container"
        case "app-extension", "extensionkit-extension", "app-extension.messages",
            "app-extension.messages-sticker-pack", "watchkit-extension", "watchkit2-extension", "tv-app-extension",
            "system-extension", "driver-extension", "xpc-service":
            "an app extension"
        case "application.messages": "a Messages application"
        case "tool": "a command-line tool"
        case "framework": "a framework"
        case "framework.static": "a static framework"
        case "library.static": "a static library"
        case "library.dynamic": "a dynamic library"
        case "bundle.unit-test", "bundle.ocunit-test": "a unit-test bundle"
        case "bundle.ui-testing": "a UI-test bundle"
        case "bundle": "a bundle"
        default: "a target of type \(identifier)"
        }
    }

    static let prefix = "com.apple.product-type."

    /// Test bundles: tests, never layered.
    var isTest: Bool {
        ["bundle.unit-test", "bundle.ui-testing", "bundle.ocunit-test"].contains(
            identifier.dropFirst(Self.prefix.count))
    }

    /// What a device runs or a user installs: applications, app clips, extensions, watch apps,
    /// tools. Nothing imports one; it is the outermost code of an app.
    var isEndProduct: Bool {
        let type = identifier.dropFirst(Self.prefix.count)
        return type.hasPrefix("application") || type.contains("extension") || type == "tool"
            || type == "xpc-service"
    }

    /// The kind of package target it behaves like for the rules.
    var kind: PackageTarget.Kind {
        isTest ? .test : isEndProduct ? .executable : .regular
    }
}
