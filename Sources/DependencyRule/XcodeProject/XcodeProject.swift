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
    /// Read with ``XcodeProjectReader/read(bundle:displayPath:collectingMissing:)``: the Swift
    /// files it lists that are not there, each an error at its line (they are left out of
    /// ``Target/swiftFiles``). A workspace leaves out a stale framework project beside the
    /// package the app uses; any other project with one stops the check.
    var missingFiles: [CheckError] = []
}
