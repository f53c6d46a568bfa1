/// Reads an ``XcodeProject`` out of the objects of its `project.pbxproj`.
///
/// - A target's Swift files: the `.swift` files of its sources build phase, their paths resolved
///   through the groups (`<group>`, with or without a `path`), `SOURCE_ROOT` (the project's folder
///   and its `projectDirPath`) or `<absolute>`; and, for Xcode 16 synchronized folders
///   (`PBXFileSystemSynchronizedRootGroup`), every `.swift` file under each folder in its
///   `fileSystemSynchronizedGroups`. A `PBXFileSystemSynchronizedBuildFileExceptionSet` for the
///   target toggles what it lists: out of a folder the target has, into the target from a folder
///   it does not have.
/// - Its dependencies: `dependencies` (targets of this project or of a sub-project, and package
///   products), `packageProductDependencies`, and what its frameworks phase links (products of
///   targets, and package products). Plugin products (`plugin:`) are build tools, not linked.
/// - Fail closed: a malformed file, an object id that names nothing, a source or folder that
///   does not exist is an error naming the file, the line and what was wrong.
struct XcodeProjectReader {
    /// The `.xcodeproj` bundle, absolute.
    let bundle: String
    /// `project.pbxproj` as messages name it.
    let file: String
    /// The bundle as messages name it.
    let displayPath: String
    /// Whether a Swift file the project lists that is not there is collected
    /// (``XcodeProject/missingFiles``) instead of thrown.
    var collectingMissing = false

    /// How messages name `path` (absolute): from where they name the project from.
    func display(_ path: String) -> String {
        let folder = Path.parent(of: displayPath.hasPrefix("/") ? displayPath : "/" + displayPath)
        let relative = Path.relativeClimbing(path, from: Path.parent(of: bundle))
        guard displayPath.contains("/") else { return relative.isEmpty ? "." : relative }
        let base = displayPath.hasPrefix("/") ? folder : String(folder.dropFirst())
        return relative.isEmpty ? base : base + "/" + relative
    }

    /// Reads the project at `bundle` (absolute); `displayPath` names the `.xcodeproj` in messages.
    /// - Parameter collectingMissing: whether a listed Swift file that is not there is collected
    ///   in ``XcodeProject/missingFiles`` rather than thrown.
    static func read(
        bundle: String, displayPath: String, collectingMissing: Bool = false
    ) throws(CheckError) -> XcodeProject {
        let file = displayPath + "/project.pbxproj"
        guard FileSystem.kind(of: bundle) == .folder else {
            throw CheckError("no such Xcode project", file: displayPath)
        }
        if FileSystem.kind(of: bundle + "/project.pbxproj") == nil,
            FileSystem.kind(of: bundle + "/project.xcproj") != nil
        {
            throw CheckError(
                "the project is stored as project.xcproj (Xcode's JSON5 project format), which the checker does not read yet; it reads project.pbxproj",
                file: displayPath + "/project.xcproj")
        }
        let bytes: [UInt8]
        do {
            bytes = try FileSystem.read(bundle + "/project.pbxproj")
        } catch {
            throw CheckError("cannot read the project: \(error.message)", file: file)
        }
        return try XcodeProjectReader(
            bundle: bundle, file: file, displayPath: displayPath, collectingMissing: collectingMissing
        ).project(from: bytes)
    }

    func project(from bytes: [UInt8]) throws(CheckError) -> XcodeProject {
        var missingFiles: [CheckError] = []
        let root = try PropertyListFormats.parse(bytes, file: file)
        guard let top = root.dictionary else {
            throw error("a project file holds a dictionary, not \(root.value.kindDescription)", at: root)
        }
        guard let objectsValue = top["objects"], let objects = objectsValue.dictionary else {
            throw error("the project file has no \"objects\" dictionary", at: root)
        }
        var table = ProjectObjects(file: file, capacity: objects.entries.count)
        for (key, value) in objects.entries {
            guard let id = key.string, let object = value.dictionary else {
                throw error("each object is a dictionary under its id, not \(value.value.kindDescription)", at: value)
            }
            table.add(id, object, at: key.line)
        }
        guard let rootValue = top["rootObject"], let rootID = rootValue.string else {
            throw error("the project file has no \"rootObject\"", at: root)
        }
        let project = try table.object(rootID, referencedAt: rootValue, by: "\"rootObject\"")
        guard project.isa == "PBXProject" else {
            throw error("\"rootObject\" names a \(project.isa), not the PBXProject", at: rootValue)
        }
        let folder = bundle.split(separator: "/").dropLast().joined(separator: "/")
        var projectFolder = "/" + folder
        if let directory = project.fields["projectDirPath"]?.string, !directory.isEmpty {
            projectFolder = Path.absolute(directory, in: projectFolder)
        }
        var paths = ElementPaths(objects: table, projectFolder: projectFolder, file: file)

        var localPackages: [(path: String, line: Int)] = []
        var packageOfReference: [String: XcodeProject.PackageReference] = [:]
        for reference in try table.list(project, "packageReferences") {
            let package = try table.object(reference.id, referencedAt: reference.located, by: "\"packageReferences\"")
            switch package.isa {
            case "XCLocalSwiftPackageReference":
                guard let relative = package.fields["relativePath"]?.string else {
                    throw error("a local package reference without \"relativePath\"", line: package.line)
                }
                let path = Path.absolute(relative, in: projectFolder)
                packageOfReference[reference.id] = .local(path)
                localPackages.append((path, reference.located.line))
            case "XCRemoteSwiftPackageReference":
                packageOfReference[reference.id] = .remote(package.fields["repositoryURL"]?.string ?? "")
            default:
                throw error(
                    "\"packageReferences\" names a \(package.isa), not a package reference",
                    line: reference.located.line)
            }
        }
        // Folders holding a Package.swift, added as file references (local packages before
        // XCLocalSwiftPackageReference), and other projects added as file references.
        var subprojects: [(path: String, line: Int)] = []
        for (id, object) in table.all where object.isa == "PBXFileReference" {
            guard let path = try paths.path(of: id) else { continue }
            let type = object.fields["lastKnownFileType"]?.string ?? object.fields["explicitFileType"]?.string
            if type == "wrapper.pb-project" || path.hasSuffix(".xcodeproj") {
                subprojects.append((path, object.line))
            } else if type == "folder" || type == "wrapper" || type == nil,
                FileSystem.kind(of: path + "/Package.swift") == .file,
                !localPackages.contains(where: { $0.path == path })
            {
                localPackages.append((path, object.line))
            }
        }
        subprojects.sort { $0.line < $1.line }
        localPackages.sort { $0.line < $1.line }

        let targetReferences = try table.list(project, "targets")
        var nativeTargets: [(id: String, object: ProjectObjects.Object)] = []
        for reference in targetReferences {
            let target = try table.object(
                reference.id, referencedAt: reference.located, by: "\"targets\" of the project")
            guard target.isa == "PBXNativeTarget" else { continue }  // aggregate and legacy targets compile nothing
            nativeTargets.append((reference.id, target))
        }
        let nameOfTarget = Dictionary(
            nativeTargets.map { ($0.id, $0.object.fields["name"]?.string ?? $0.id) }, uniquingKeysWith: { $1 })
        // The product file of each target, for what frameworks phases link.
        var targetOfProduct: [String: String] = [:]
        for (id, target) in nativeTargets {
            if let product = target.fields["productReference"]?.string { targetOfProduct[product] = id }
        }
        // Exception sets of synchronized folders, by the target they are about.
        var additions: [String: [(group: String, paths: [String])]] = [:]
        var exceptionsOfGroup: [String: [(target: String, paths: [String])]] = [:]
        for (id, object) in table.all where object.isa == "PBXFileSystemSynchronizedRootGroup" {
            for reference in try table.list(object, "exceptions") {
                let set = try table.object(reference.id, referencedAt: reference.located, by: "\"exceptions\"")
                guard set.isa == "PBXFileSystemSynchronizedBuildFileExceptionSet",
                    let target = set.fields["target"]?.string
                else { continue }
                let listed = (set.fields["membershipExceptions"]?.array ?? []).compactMap(\.string)
                exceptionsOfGroup[id, default: []].append((target, listed))
                additions[target, default: []].append((id, listed))
            }
        }

        var targets: [XcodeProject.Target] = []
        for (id, target) in nativeTargets {
            let name = nameOfTarget[id]!
            let type = ProductType(identifier: target.fields["productType"]?.string ?? "")
            var files: Set<String> = []
            var dependencies: [XcodeProject.Dependency] = []
            func add(_ kind: XcodeProject.Dependency.Kind, line: Int) {
                if !dependencies.contains(where: { $0.kind == kind }) {
                    dependencies.append(XcodeProject.Dependency(kind: kind, line: line))
                }
            }
            func product(
                _ id: String, referencedAt located: PropertyList.Located
            ) throws(CheckError) -> XcodeProject
                .Dependency.Kind?
            {
                let dependency = try table.object(id, referencedAt: located, by: "target '\(name)'")
                guard let productName = dependency.fields["productName"]?.string, !productName.hasPrefix("plugin:")
                else { return nil }
                let package = try dependency.fields["package"].map { (value) throws(CheckError) in
                    let id = value.string ?? ""
                    if let reference = packageOfReference[id] { return reference }
                    // A package reference the project does not list (an edit by hand): read it as is.
                    let object = try table.object(id, referencedAt: value, by: "package product '\(productName)'")
                    switch object.isa {
                    case "XCLocalSwiftPackageReference":
                        guard let relative = object.fields["relativePath"]?.string else {
                            throw error("a local package reference without \"relativePath\"", line: object.line)
                        }
                        return XcodeProject.PackageReference.local(Path.absolute(relative, in: projectFolder))
                    case "XCRemoteSwiftPackageReference":
                        return XcodeProject.PackageReference.remote(object.fields["repositoryURL"]?.string ?? "")
                    default:
                        throw error(
                            "package product '\(productName)' names a \(object.isa), not a package reference", at: value
                        )
                    }
                }
                return .product(name: productName, package: package)
            }

            // Dependencies first, in the order the project lists them.
            for reference in try table.list(target, "dependencies") {
                let dependency = try table.object(reference.id, referencedAt: reference.located, by: "target '\(name)'")
                if let other = dependency.fields["target"]?.string, let otherName = nameOfTarget[other] {
                    add(.target(otherName), line: reference.located.line)
                } else if let proxyValue = dependency.fields["targetProxy"], let proxyID = proxyValue.string {
                    let proxy = try table.object(proxyID, referencedAt: proxyValue, by: "a dependency of '\(name)'")
                    if let kind = try proxiedTarget(proxy, project: rootID, names: nameOfTarget, paths: &paths) {
                        add(kind, line: reference.located.line)
                    }
                } else if let productValue = dependency.fields["productRef"], let productID = productValue.string {
                    if let kind = try product(productID, referencedAt: productValue) {
                        add(kind, line: reference.located.line)
                    }
                }
            }
            for reference in try table.list(target, "packageProductDependencies") {
                if let kind = try product(reference.id, referencedAt: reference.located) {
                    add(kind, line: reference.located.line)
                }
            }
            for phaseReference in try table.list(target, "buildPhases") {
                let phase = try table.object(
                    phaseReference.id, referencedAt: phaseReference.located, by: "target '\(name)'")
                guard phase.isa == "PBXSourcesBuildPhase" || phase.isa == "PBXFrameworksBuildPhase" else { continue }
                for fileReference in try table.list(phase, "files") {
                    let buildFile = try table.object(
                        fileReference.id, referencedAt: fileReference.located, by: "a build phase of '\(name)'")
                    if let productValue = buildFile.fields["productRef"], let productID = productValue.string {
                        if phase.isa == "PBXFrameworksBuildPhase",
                            let kind = try product(productID, referencedAt: productValue)
                        {
                            add(kind, line: fileReference.located.line)
                        }
                        continue
                    }
                    guard let referenceValue = buildFile.fields["fileRef"], let referenceID = referenceValue.string
                    else {
                        continue
                    }
                    let element = try table.object(
                        referenceID, referencedAt: referenceValue, by: "a build file of '\(name)'")
                    if phase.isa == "PBXFrameworksBuildPhase" {
                        if let producer = targetOfProduct[referenceID], let producerName = nameOfTarget[producer] {
                            add(.target(producerName), line: fileReference.located.line)
                        } else if element.isa == "PBXReferenceProxy", let remote = element.fields["remoteRef"],
                            let remoteID = remote.string
                        {
                            let proxy = try table.object(
                                remoteID, referencedAt: remote, by: "a linked product of '\(name)'")
                            if let kind = try proxiedTarget(proxy, project: rootID, names: nameOfTarget, paths: &paths)
                            {
                                add(kind, line: fileReference.located.line)
                            }
                        }
                        continue
                    }
                    // The sources phase: its Swift files.
                    guard element.isa == "PBXFileReference", let path = try paths.path(of: referenceID),
                        path.hasSuffix(".swift")
                    else { continue }
                    guard FileSystem.kind(of: path) == .file else {
                        let missing = error(
                            "target '\(name)' compiles '\(display(path))', which does not exist (a file generated by a build step? generate it first)",
                            at: fileReference.located)
                        guard collectingMissing else { throw missing }
                        missingFiles.append(missing)
                        continue
                    }
                    files.insert(path)
                }
            }
            // Synchronized folders, and what exception sets toggle.
            let ownGroups = try table.list(target, "fileSystemSynchronizedGroups")
            for reference in ownGroups {
                let group = try table.object(reference.id, referencedAt: reference.located, by: "target '\(name)'")
                guard let folder = try paths.path(of: reference.id) else { continue }
                let excluded = (exceptionsOfGroup[reference.id] ?? []).filter { $0.target == id }.flatMap(\.paths)
                try files.formUnion(
                    synchronizedSwiftFiles(
                        in: folder, of: group, excluding: Set(excluded.map(Path.normalized)), target: name,
                        line: reference.located.line))
            }
            let own = Set(ownGroups.map(\.id))
            for addition in additions[id] ?? [] where !own.contains(addition.group) {
                guard let folder = try paths.path(of: addition.group) else { continue }
                guard let group = table[addition.group] else { continue }
                for listed in addition.paths {
                    let path = folder + "/" + Path.normalized(listed)
                    switch FileSystem.kind(of: path) {
                    case .file?: if path.hasSuffix(".swift") { files.insert(path) }
                    case .folder?:
                        try files.formUnion(
                            synchronizedSwiftFiles(in: path, of: group, excluding: [], target: name, line: group.line))
                    case nil:
                        let missing = error(
                            "an exception set adds '\(listed)' of the synchronized folder '\(display(folder))' to target '\(name)', but it does not exist",
                            line: group.line)
                        guard collectingMissing else { throw missing }
                        missingFiles.append(missing)
                    }
                }
            }
            targets.append(
                XcodeProject.Target(
                    name: name, moduleName: try moduleName(of: target, named: name, table: table), productType: type,
                    swiftFiles: files.sorted(), dependencies: dependencies, line: target.line))
        }
        var read = XcodeProject(
            path: bundle, file: file, targets: targets, localPackages: localPackages, subprojects: subprojects)
        read.missingFiles = missingFiles
        return read
    }

    /// The module name the target's build configurations give it (see
    /// ``XcodeProject/Target/moduleName``).
    private func moduleName(
        of target: ProjectObjects.Object, named name: String, table: ProjectObjects
    ) throws(CheckError) -> String {
        var settings: [[String: String]] = []
        if let listValue = target.fields["buildConfigurationList"], let listID = listValue.string {
            let list = try table.object(listID, referencedAt: listValue, by: "target '\(name)'")
            for reference in try table.list(list, "buildConfigurations") {
                let configuration = try table.object(
                    reference.id, referencedAt: reference.located, by: "target '\(name)'")
                var values: [String: String] = [:]
                for (key, value) in configuration.fields["buildSettings"]?.dictionary?.entries ?? [] {
                    if let key = key.string, let text = value.string { values[key] = text }
                }
                settings.append(values)
            }
        }
        func agreed(_ key: String) -> String? {
            let values = Set(settings.compactMap { $0[key] })
            guard values.count == 1, settings.allSatisfy({ $0[key] != nil }) else { return nil }
            return values.first
        }
        /// `$(TARGET_NAME)`, `$(TARGET_NAME:c99extidentifier)` and literal text; `nil` for any
        /// other setting.
        func expanded(_ value: String) -> String? {
            var result = value.replacing("$(TARGET_NAME:c99extidentifier)", with: XcodeProject.moduleName(for: name))
            result = result.replacing("${TARGET_NAME}", with: name).replacing("$(TARGET_NAME)", with: name)
            return result.contains("$") || result.isEmpty ? nil : result
        }
        if let module = agreed("PRODUCT_MODULE_NAME").flatMap(expanded) { return XcodeProject.moduleName(for: module) }
        if let product = agreed("PRODUCT_NAME").flatMap(expanded) { return XcodeProject.moduleName(for: product) }
        return XcodeProject.moduleName(for: name)
    }

    /// The target a container item proxy stands for: one of this project, or one of another
    /// project it references; `nil` for a proxy of anything else.
    private func proxiedTarget(
        _ proxy: ProjectObjects.Object, project: String, names: [String: String], paths: inout ElementPaths
    ) throws(CheckError) -> XcodeProject.Dependency.Kind? {
        guard proxy.isa == "PBXContainerItemProxy", let portal = proxy.fields["containerPortal"]?.string else {
            return nil
        }
        let remote = proxy.fields["remoteGlobalIDString"]?.string ?? ""
        if portal == project {
            return names[remote].map { .target($0) }
        }
        guard let other = try paths.path(of: portal), let name = proxy.fields["remoteInfo"]?.string else { return nil }
        return .projectTarget(project: other, name: name)
    }

    /// The Swift files under a synchronized folder, less those `excluded` lists (relative to the
    /// folder; a folder listed excludes what it holds). Bundles (`.xcassets`, `.docc`, …) and
    /// the group's `explicitFolders` are one resource each, as Xcode treats them.
    private func synchronizedSwiftFiles(
        in folder: String, of group: ProjectObjects.Object, excluding excluded: Set<String>, target: String, line: Int
    ) throws(CheckError) -> [String] {
        guard FileSystem.kind(of: folder) == .folder else {
            throw error(
                "the synchronized folder '\(display(folder))' of target '\(target)' does not exist", line: line)
        }
        let explicit = Set((group.fields["explicitFolders"]?.array ?? []).compactMap(\.string).map(Path.normalized))
        var files: [String] = []
        var pending = [""]
        while let relative = pending.popLast() {
            let current = relative.isEmpty ? folder : folder + "/" + relative
            let entries: [FileSystem.Entry]
            do {
                entries = try FileSystem.entries(of: current, strict: true)
            } catch {
                throw CheckError(error.message, file: display(current))
            }
            for entry in entries where !entry.name.hasPrefix(".") {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if excluded.contains(path) { continue }
                switch entry.kind(in: current) {
                case .folder?:
                    let ext =
                        entry.name.split(separator: ".").count > 1 ? String(entry.name.split(separator: ".").last!) : ""
                    if !explicit.contains(path), !Self.opaqueFolderExtensions.contains(ext) { pending.append(path) }
                case .file?:
                    if entry.name.hasSuffix(".swift") { files.append(folder + "/" + path) }
                case nil:
                    continue
                }
            }
        }
        return files
    }

    /// Folders Xcode treats as one file inside a synchronized folder.
    static let opaqueFolderExtensions: Set<String> = SourceResolver.Rules.opaqueFolderExtensions.union([
        "xcodeproj", "xcworkspace", "playground", "bundle", "framework", "xcframework", "app", "appex", "lproj",
        "swiftpm", "rcproject", "scnassets", "spritekit", "reality",
    ])

    private func error(_ message: String, at value: PropertyList.Located) -> CheckError {
        CheckError(message, file: file, line: value.line, column: value.column)
    }

    private func error(_ message: String, line: Int) -> CheckError {
        CheckError(message, file: file, line: line)
    }
}
