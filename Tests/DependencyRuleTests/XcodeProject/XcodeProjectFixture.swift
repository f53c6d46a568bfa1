import Foundation

/// An Xcode project written the way Xcode writes `project.pbxproj` (sections, comments, quoting),
/// from a short description: targets with their product types, sources (through nested groups,
/// one per folder), synchronized folders and their exception sets, target dependencies, linked
/// frameworks and package products (local, remote, or added as a folder with no package named).
struct XcodeProjectFixture {
    struct Target {
        var name: String
        /// After `com.apple.product-type.`: `application`, `app-extension`, `framework`,
        /// `bundle.unit-test`, `application.on-demand-install-capable`…
        var type = "application"
        /// Swift files of the sources phase, relative to the project's folder.
        var sources: [String] = []
        /// Synchronized folders it has (`fileSystemSynchronizedGroups`), relative to the project's folder.
        var synchronized: [String] = []
        /// Targets of this project it depends on (`dependencies`).
        var dependsOn: [String] = []
        /// Framework targets of this project whose products its frameworks phase links.
        var links: [String] = []
        /// Package products it links: `Product` (no package named: a local package added as a
        /// folder) or `Product@key`, a key of ``localPackages`` or ``remotePackages``.
        var products: [String] = []
        /// `PRODUCT_MODULE_NAME` in its build settings.
        var moduleName: String?
    }

    var targets: [Target]
    /// `XCLocalSwiftPackageReference`s: key → relative path.
    var localPackages: [String: String] = [:]
    /// `XCRemoteSwiftPackageReference`s: key → repository URL.
    var remotePackages: [String: String] = [:]
    /// Local packages added as folders (file references, `lastKnownFileType = wrapper`).
    var folderPackages: [String] = []
    /// Exception sets: the synchronized folder, the target, the paths it lists.
    var exceptions: [(folder: String, target: String, paths: [String])] = []
    var objectVersion = 77

    /// Deterministic object ids, 24 hex digits as Xcode writes them.
    private final class IDs {
        var next = 0x1000
        func make() -> String {
            next += 1
            return String(format: "A1B2C3D4E5F6%012X", next)
        }
    }

    /// The text of `project.pbxproj`.
    var text: String {
        let ids = IDs()
        var sections: [String: [String]] = [:]
        func add(_ isa: String, _ id: String, _ comment: String, _ fields: [(String, String)]) {
            let body = fields.map { "\t\t\t\($0.0) = \($0.1);" }.joined(separator: "\n")
            sections[isa, default: []].append(
                "\t\t\(id) /* \(comment) */ = {\n\t\t\tisa = \(isa);\n\(body)\n\t\t};")
        }
        func list(_ items: [(id: String, comment: String)]) -> String {
            "(\n" + items.map { "\t\t\t\t\($0.id) /* \($0.comment) */,\n" }.joined() + "\t\t\t)"
        }
        func quoted(_ text: String) -> String {
            text.allSatisfy { $0.isLetter || $0.isNumber || "_$./".contains($0) } && !text.isEmpty
                ? text
                : "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                    + "\""
        }

        // Groups: one per folder, from the sources' paths; files by path.
        let mainGroup = ids.make()
        var groupChildren: [String: [(id: String, comment: String)]] = [:]
        var groupOf: [String: String] = ["": mainGroup]
        var fileRefs: [String: String] = [:]
        func group(_ folder: String) -> String {
            if let known = groupOf[folder] { return known }
            let parts = folder.split(separator: "/").map(String.init)
            let parent = group(parts.dropLast().joined(separator: "/"))
            let id = ids.make()
            groupOf[folder] = id
            groupChildren[parent, default: []].append((id, parts.last!))
            return id
        }
        for target in targets {
            for source in target.sources where fileRefs[source] == nil {
                let parts = source.split(separator: "/").map(String.init)
                let parent = group(parts.dropLast().joined(separator: "/"))
                let id = ids.make()
                fileRefs[source] = id
                groupChildren[parent, default: []].append((id, parts.last!))
                add(
                    "PBXFileReference", id, parts.last!,
                    [
                        ("lastKnownFileType", "sourcecode.swift"), ("path", quoted(parts.last!)),
                        ("sourceTree", "\"<group>\""),
                    ])
            }
        }
        // Synchronized folders, each a root group in the main group, with their exception sets.
        var rootGroups: [String: String] = [:]
        var targetIDs: [String: String] = [:]
        for target in targets { targetIDs[target.name] = ids.make() }
        for folder in Set(targets.flatMap(\.synchronized) + exceptions.map(\.folder)).sorted() {
            rootGroups[folder] = ids.make()
        }
        var exceptionIDs: [String: [(id: String, comment: String)]] = [:]
        for exception in exceptions {
            let id = ids.make()
            exceptionIDs[exception.folder, default: []].append(
                (id, "Exceptions for \"\(exception.folder)\" folder in \"\(exception.target)\" target"))
            add(
                "PBXFileSystemSynchronizedBuildFileExceptionSet", id,
                "Exceptions for \"\(exception.folder)\" folder in \"\(exception.target)\" target",
                [
                    (
                        "membershipExceptions",
                        "(\n" + exception.paths.map { "\t\t\t\t\(quoted($0)),\n" }.joined() + "\t\t\t)"
                    ),
                    ("target", "\(targetIDs[exception.target]!) /* \(exception.target) */"),
                ])
        }
        for (folder, id) in rootGroups.sorted(by: { $0.key < $1.key }) {
            groupChildren["", default: []].append((id, folder))
            var fields: [(String, String)] = []
            if let sets = exceptionIDs[folder] { fields.append(("exceptions", list(sets))) }
            fields += [("path", quoted(folder)), ("sourceTree", "\"<group>\"")]
            add("PBXFileSystemSynchronizedRootGroup", id, folder, fields)
        }
        for path in folderPackages {
            let id = ids.make()
            groupChildren["", default: []].append((id, path))
            add(
                "PBXFileReference", id, Self.last(path),
                [
                    ("lastKnownFileType", "wrapper"), ("name", quoted(Self.last(path))), ("path", quoted(path)),
                    ("sourceTree", "\"<group>\""),
                ])
        }
        // Products of targets, in a Products group.
        let productsGroup = ids.make()
        var productRefs: [String: String] = [:]
        for target in targets {
            let id = ids.make()
            productRefs[target.name] = id
            let ext =
                target.type.hasPrefix("bundle.")
                ? "xctest"
                : target.type.hasPrefix("framework")
                    ? "framework"
                    : target.type.contains("extension") ? "appex" : "app"
            groupChildren[productsGroup, default: []].append((id, "\(target.name).\(ext)"))
            add(
                "PBXFileReference", id, "\(target.name).\(ext)",
                [
                    (
                        "explicitFileType",
                        "wrapper.\(ext == "app" ? "application" : ext == "xctest" ? "cfbundle" : ext == "appex" ? "app-extension" : "framework")"
                    ),
                    ("includeInIndex", "0"), ("path", quoted("\(target.name).\(ext)")),
                    ("sourceTree", "BUILT_PRODUCTS_DIR"),
                ])
        }
        groupChildren["", default: []].append((productsGroup, "Products"))
        for (folder, id) in groupOf {
            var fields: [(String, String)] = [("children", list(groupChildren[id] ?? []))]
            if !folder.isEmpty { fields.append(("path", quoted(Self.last(folder)))) }
            fields.append(("sourceTree", "\"<group>\""))
            add("PBXGroup", id, folder.isEmpty ? "Main" : Self.last(folder), fields)
        }
        add(
            "PBXGroup", productsGroup, "Products",
            [
                ("children", list(groupChildren[productsGroup] ?? [])), ("name", "Products"),
                ("sourceTree", "\"<group>\""),
            ])

        // Packages.
        var packageIDs: [String: String] = [:]
        var packageList: [(id: String, comment: String)] = []
        for (key, path) in localPackages.sorted(by: { $0.key < $1.key }) {
            let id = ids.make()
            packageIDs[key] = id
            packageList.append((id, "XCLocalSwiftPackageReference \"\(path)\""))
            add(
                "XCLocalSwiftPackageReference", id, "XCLocalSwiftPackageReference \"\(path)\"",
                [("relativePath", quoted(path))])
        }
        for (key, url) in remotePackages.sorted(by: { $0.key < $1.key }) {
            let id = ids.make()
            packageIDs[key] = id
            packageList.append((id, "XCRemoteSwiftPackageReference \"\(Self.last(url))\""))
            add(
                "XCRemoteSwiftPackageReference", id, "XCRemoteSwiftPackageReference \"\(Self.last(url))\"",
                [
                    ("repositoryURL", quoted(url)),
                    (
                        "requirement",
                        "{\n\t\t\t\tkind = upToNextMajorVersion;\n\t\t\t\tminimumVersion = 1.0.0;\n\t\t\t}"
                    ),
                ])
        }

        // Targets.
        var targetList: [(id: String, comment: String)] = []
        for target in targets {
            let id = targetIDs[target.name]!
            targetList.append((id, target.name))
            var phases: [(id: String, comment: String)] = []
            let sourcesPhase = ids.make()
            var sourceFiles: [(id: String, comment: String)] = []
            for source in target.sources {
                let buildFile = ids.make()
                sourceFiles.append((buildFile, "\(Self.last(source)) in Sources"))
                add(
                    "PBXBuildFile", buildFile, "\(Self.last(source)) in Sources",
                    [("fileRef", "\(fileRefs[source]!) /* \(Self.last(source)) */")])
            }
            add(
                "PBXSourcesBuildPhase", sourcesPhase, "Sources",
                [
                    ("buildActionMask", "2147483647"), ("files", list(sourceFiles)),
                    ("runOnlyForDeploymentPostprocessing", "0"),
                ])
            phases.append((sourcesPhase, "Sources"))
            let frameworksPhase = ids.make()
            var linked: [(id: String, comment: String)] = []
            for other in target.links {
                let buildFile = ids.make()
                linked.append((buildFile, "\(other).framework in Frameworks"))
                add(
                    "PBXBuildFile", buildFile, "\(other).framework in Frameworks",
                    [("fileRef", "\(productRefs[other]!) /* \(other).framework */")])
            }
            var productDependencies: [(id: String, comment: String)] = []
            for product in target.products {
                let parts = product.split(separator: "@").map(String.init)
                let dependency = ids.make()
                productDependencies.append((dependency, parts[0]))
                var fields: [(String, String)] = []
                if parts.count > 1 { fields.append(("package", "\(packageIDs[parts[1]]!) /* \(parts[1]) */")) }
                fields.append(("productName", quoted(parts[0])))
                add("XCSwiftPackageProductDependency", dependency, parts[0], fields)
                let buildFile = ids.make()
                linked.append((buildFile, "\(parts[0]) in Frameworks"))
                add(
                    "PBXBuildFile", buildFile, "\(parts[0]) in Frameworks",
                    [("productRef", "\(dependency) /* \(parts[0]) */")])
            }
            add(
                "PBXFrameworksBuildPhase", frameworksPhase, "Frameworks",
                [
                    ("buildActionMask", "2147483647"), ("files", list(linked)),
                    ("runOnlyForDeploymentPostprocessing", "0"),
                ])
            phases.append((frameworksPhase, "Frameworks"))
            var dependencies: [(id: String, comment: String)] = []
            for other in target.dependsOn {
                let proxy = ids.make()
                add(
                    "PBXContainerItemProxy", proxy, "PBXContainerItemProxy",
                    [
                        ("containerPortal", "\(Self.projectID) /* Project object */"), ("proxyType", "1"),
                        ("remoteGlobalIDString", targetIDs[other]!), ("remoteInfo", quoted(other)),
                    ])
                let dependency = ids.make()
                dependencies.append((dependency, "PBXTargetDependency"))
                add(
                    "PBXTargetDependency", dependency, "PBXTargetDependency",
                    [
                        ("target", "\(targetIDs[other]!) /* \(other) */"),
                        ("targetProxy", "\(proxy) /* PBXContainerItemProxy */"),
                    ])
            }
            let configurationList = ids.make()
            var configurations: [(id: String, comment: String)] = []
            for name in ["Debug", "Release"] {
                let configuration = ids.make()
                configurations.append((configuration, name))
                var settings = "{\n\t\t\t\tPRODUCT_NAME = \"$(TARGET_NAME)\";\n"
                if let module = target.moduleName { settings += "\t\t\t\tPRODUCT_MODULE_NAME = \(quoted(module));\n" }
                settings += "\t\t\t\tSWIFT_VERSION = 6.0;\n\t\t\t}"
                add("XCBuildConfiguration", configuration, name, [("buildSettings", settings), ("name", name)])
            }
            add(
                "XCConfigurationList", configurationList,
                "Build configuration list for PBXNativeTarget \"\(target.name)\"",
                [
                    ("buildConfigurations", list(configurations)), ("defaultConfigurationIsVisible", "0"),
                    ("defaultConfigurationName", "Release"),
                ])
            var fields: [(String, String)] = [
                (
                    "buildConfigurationList",
                    "\(configurationList) /* Build configuration list for PBXNativeTarget \"\(target.name)\" */"
                ),
                ("buildPhases", list(phases)), ("buildRules", "(\n\t\t\t)"), ("dependencies", list(dependencies)),
            ]
            if !target.synchronized.isEmpty {
                fields.append(("fileSystemSynchronizedGroups", list(target.synchronized.map { (rootGroups[$0]!, $0) })))
            }
            fields += [("name", quoted(target.name))]
            if !productDependencies.isEmpty { fields.append(("packageProductDependencies", list(productDependencies))) }
            fields += [
                ("productName", quoted(target.name)),
                ("productReference", "\(productRefs[target.name]!) /* \(target.name) */"),
                ("productType", "\"com.apple.product-type.\(target.type)\""),
            ]
            add("PBXNativeTarget", id, target.name, fields)
        }
        var projectFields: [(String, String)] = [
            (
                "attributes",
                "{\n\t\t\t\tBuildIndependentTargetsInParallel = 1;\n\t\t\t\tLastSwiftUpdateCheck = 1600;\n\t\t\t}"
            ),
            ("compatibilityVersion", "\"Xcode 14.0\""), ("developmentRegion", "en"), ("hasScannedForEncodings", "0"),
            ("knownRegions", "(\n\t\t\t\ten,\n\t\t\t\tBase,\n\t\t\t)"), ("mainGroup", mainGroup),
        ]
        if !packageList.isEmpty { projectFields.append(("packageReferences", list(packageList))) }
        projectFields += [
            ("productRefGroup", "\(productsGroup) /* Products */"), ("projectDirPath", "\"\""), ("projectRoot", "\"\""),
            ("targets", list(targetList)),
        ]
        add("PBXProject", Self.projectID, "Project object", projectFields)

        var text =
            "// !$*UTF8*$!\n{\n\tarchiveVersion = 1;\n\tclasses = {\n\t};\n\tobjectVersion = \(objectVersion);\n\tobjects = {\n"
        for isa in sections.keys.sorted() {
            text +=
                "\n/* Begin \(isa) section */\n" + sections[isa]!.joined(separator: "\n")
                + "\n/* End \(isa) section */\n"
        }
        text += "\t};\n\trootObject = \(Self.projectID) /* Project object */;\n}\n"
        return text
    }

    static let projectID = "A1B2C3D4E5F6000000000001"

    private static func last(_ path: String) -> String {
        String(path.split(separator: "/").last ?? Substring(path))
    }
}
