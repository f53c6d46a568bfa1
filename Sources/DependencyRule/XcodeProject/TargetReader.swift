/// Reads one native target of a project for ``XcodeProjectReader``: its dependencies, in the
/// order the project lists them, and its Swift files (its sources phase's, and its synchronized
/// folders' less and plus what exception sets toggle), against what every target shares.
struct TargetReader {
    let reader: XcodeProjectReader
    let table: ProjectObjects
    /// The PBXProject's id: a proxy in this project points at it.
    let rootID: String
    let projectFolder: String
    let packageOfReference: [String: XcodeProject.PackageReference]
    /// Native targets' names, by id.
    let nameOfTarget: [String: String]
    /// The product file of each target, for what frameworks phases link.
    private var targetOfProduct: [String: String] = [:]
    /// What the exception sets of synchronized folders add to a target, by the target's id.
    private var additions: [String: [(group: String, paths: [String])]] = [:]
    /// What they take out of a folder, by the folder's id.
    private var exceptionsOfGroup: [String: [(target: String, paths: [String])]] = [:]

    /// The reader of `nativeTargets`, with what they share: their names and products, and the
    /// exception sets of every synchronized folder.
    init(
        reader: XcodeProjectReader, table: ProjectObjects, rootID: String, projectFolder: String,
        packageOfReference: [String: XcodeProject.PackageReference],
        nativeTargets: [(id: String, object: ProjectObjects.Object)]
    ) throws(CheckError) {
        self.reader = reader
        self.table = table
        self.rootID = rootID
        self.projectFolder = projectFolder
        self.packageOfReference = packageOfReference
        nameOfTarget = Dictionary(
            nativeTargets.map { ($0.id, $0.object.fields["name"]?.string ?? $0.id) }, uniquingKeysWith: { $1 })
        for (id, target) in nativeTargets {
            if let product = target.fields["productReference"]?.string { targetOfProduct[product] = id }
        }
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
    }

    /// The target `id`; a Swift file it lists that is not there joins `missingFiles` when the
    /// reader collects them, else is thrown.
    func target(
        _ id: String, _ target: ProjectObjects.Object, paths: inout ElementPaths, missingFiles: inout [CheckError]
    ) throws(CheckError) -> XcodeProject.Target {
        let name = nameOfTarget[id]!
        var files = try compiledFiles(of: target, named: name, paths: &paths, missingFiles: &missingFiles)
        files.formUnion(
            try synchronizedFiles(of: target, id: id, named: name, paths: &paths, missingFiles: &missingFiles))
        return XcodeProject.Target(
            name: name, moduleName: try moduleName(of: target, named: name),
            productType: ProductType(identifier: target.fields["productType"]?.string ?? ""),
            swiftFiles: files.sorted(), dependencies: try dependencies(of: target, named: name, paths: &paths),
            line: target.line)
    }

    /// Its dependencies, once each, in the order the project lists them: `dependencies`, then
    /// `packageProductDependencies`, then what its frameworks phase links.
    private func dependencies(
        of target: ProjectObjects.Object, named name: String, paths: inout ElementPaths
    ) throws(CheckError) -> [XcodeProject.Dependency] {
        var dependencies: [XcodeProject.Dependency] = []
        func add(_ kind: XcodeProject.Dependency.Kind?, line: Int) {
            if let kind, !dependencies.contains(where: { $0.kind == kind }) {
                dependencies.append(XcodeProject.Dependency(kind: kind, line: line))
            }
        }
        for reference in try table.list(target, "dependencies") {
            let dependency = try table.object(reference.id, referencedAt: reference.located, by: "target '\(name)'")
            if let other = dependency.fields["target"]?.string, let otherName = nameOfTarget[other] {
                add(.target(otherName), line: reference.located.line)
            } else if let proxyValue = dependency.fields["targetProxy"], let proxyID = proxyValue.string {
                let proxy = try table.object(proxyID, referencedAt: proxyValue, by: "a dependency of '\(name)'")
                add(try proxiedTarget(proxy, paths: &paths), line: reference.located.line)
            } else if let productValue = dependency.fields["productRef"], let productID = productValue.string {
                add(try product(productID, referencedAt: productValue, of: name), line: reference.located.line)
            }
        }
        for reference in try table.list(target, "packageProductDependencies") {
            add(try product(reference.id, referencedAt: reference.located, of: name), line: reference.located.line)
        }
        for phase in try phases(of: target, named: name, "PBXFrameworksBuildPhase") {
            for fileReference in try table.list(phase, "files") {
                let buildFile = try table.object(
                    fileReference.id, referencedAt: fileReference.located, by: "a build phase of '\(name)'")
                let line = fileReference.located.line
                if let productValue = buildFile.fields["productRef"], let productID = productValue.string {
                    add(try product(productID, referencedAt: productValue, of: name), line: line)
                    continue
                }
                guard let referenceValue = buildFile.fields["fileRef"], let referenceID = referenceValue.string else {
                    continue
                }
                let element = try table.object(
                    referenceID, referencedAt: referenceValue, by: "a build file of '\(name)'")
                if let producer = targetOfProduct[referenceID], let producerName = nameOfTarget[producer] {
                    add(.target(producerName), line: line)
                } else if element.isa == "PBXReferenceProxy", let remote = element.fields["remoteRef"],
                    let remoteID = remote.string
                {
                    let proxy = try table.object(remoteID, referencedAt: remote, by: "a linked product of '\(name)'")
                    add(try proxiedTarget(proxy, paths: &paths), line: line)
                }
            }
        }
        return dependencies
    }

    /// Its build phases of kind `isa`, in order.
    private func phases(
        of target: ProjectObjects.Object, named name: String, _ isa: String
    ) throws(CheckError) -> [ProjectObjects.Object] {
        var phases: [ProjectObjects.Object] = []
        for reference in try table.list(target, "buildPhases") {
            let phase = try table.object(reference.id, referencedAt: reference.located, by: "target '\(name)'")
            if phase.isa == isa { phases.append(phase) }
        }
        return phases
    }

    /// The package product `id` names (`nil` for a plugin, a build tool that is not linked).
    private func product(
        _ id: String, referencedAt located: PropertyList.Located, of name: String
    ) throws(CheckError) -> XcodeProject.Dependency.Kind? {
        let dependency = try table.object(id, referencedAt: located, by: "target '\(name)'")
        guard let productName = dependency.fields["productName"]?.string, !productName.hasPrefix("plugin:") else {
            return nil
        }
        let package = try dependency.fields["package"].map { (value) throws(CheckError) in
            let id = value.string ?? ""
            if let reference = packageOfReference[id] { return reference }
            // A package reference the project does not list (an edit by hand): read it as is.
            let object = try table.object(id, referencedAt: value, by: "package product '\(productName)'")
            switch object.isa {
            case "XCLocalSwiftPackageReference":
                guard let relative = object.fields["relativePath"]?.string else {
                    throw reader.error("a local package reference without \"relativePath\"", line: object.line)
                }
                return XcodeProject.PackageReference.local(Path.absolute(relative, in: projectFolder))
            case "XCRemoteSwiftPackageReference":
                return XcodeProject.PackageReference.remote(object.fields["repositoryURL"]?.string ?? "")
            default:
                throw reader.error(
                    "package product '\(productName)' names a \(object.isa), not a package reference", at: value)
            }
        }
        return .product(name: productName, package: package)
    }

    /// The Swift files of its sources phase.
    private func compiledFiles(
        of target: ProjectObjects.Object, named name: String, paths: inout ElementPaths,
        missingFiles: inout [CheckError]
    ) throws(CheckError) -> Set<String> {
        var files: Set<String> = []
        for phase in try phases(of: target, named: name, "PBXSourcesBuildPhase") {
            for fileReference in try table.list(phase, "files") {
                let buildFile = try table.object(
                    fileReference.id, referencedAt: fileReference.located, by: "a build phase of '\(name)'")
                guard buildFile.fields["productRef"] == nil, let referenceValue = buildFile.fields["fileRef"],
                    let referenceID = referenceValue.string
                else { continue }
                let element = try table.object(
                    referenceID, referencedAt: referenceValue, by: "a build file of '\(name)'")
                guard element.isa == "PBXFileReference", let path = try paths.path(of: referenceID),
                    path.hasSuffix(".swift")
                else { continue }
                guard FileSystem.kind(of: path) == .file else {
                    let missing = reader.error(
                        "target '\(name)' compiles '\(reader.display(path))', which does not exist (a file generated by a build step? generate it first)",
                        at: fileReference.located)
                    guard reader.collectingMissing else { throw missing }
                    missingFiles.append(missing)
                    continue
                }
                files.insert(path)
            }
        }
        return files
    }

    /// The Swift files of its synchronized folders, less what exception sets take out of them,
    /// plus what they add from folders it does not have.
    private func synchronizedFiles(
        of target: ProjectObjects.Object, id: String, named name: String, paths: inout ElementPaths,
        missingFiles: inout [CheckError]
    ) throws(CheckError) -> Set<String> {
        var files: Set<String> = []
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
            guard let folder = try paths.path(of: addition.group), let group = table[addition.group] else { continue }
            for listed in addition.paths {
                let path = folder + "/" + Path.normalized(listed)
                switch FileSystem.kind(of: path) {
                case .file?: if path.hasSuffix(".swift") { files.insert(path) }
                case .folder?:
                    try files.formUnion(
                        synchronizedSwiftFiles(in: path, of: group, excluding: [], target: name, line: group.line))
                case nil:
                    let missing = reader.error(
                        "an exception set adds '\(listed)' of the synchronized folder '\(reader.display(folder))' to target '\(name)', but it does not exist",
                        line: group.line)
                    guard reader.collectingMissing else { throw missing }
                    missingFiles.append(missing)
                }
            }
        }
        return files
    }

    /// The module name the target's build configurations give it (see
    /// ``XcodeProject/Target/moduleName``).
    private func moduleName(
        of target: ProjectObjects.Object, named name: String
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
        _ proxy: ProjectObjects.Object, paths: inout ElementPaths
    ) throws(CheckError) -> XcodeProject.Dependency.Kind? {
        guard proxy.isa == "PBXContainerItemProxy", let portal = proxy.fields["containerPortal"]?.string else {
            return nil
        }
        let remote = proxy.fields["remoteGlobalIDString"]?.string ?? ""
        if portal == rootID {
            return nameOfTarget[remote].map { .target($0) }
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
            throw reader.error(
                "the synchronized folder '\(reader.display(folder))' of target '\(target)' does not exist", line: line)
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
                throw CheckError(error.message, file: reader.display(current))
            }
            for entry in entries where !entry.name.hasPrefix(".") {
                let path = relative.isEmpty ? entry.name : relative + "/" + entry.name
                if excluded.contains(path) { continue }
                switch entry.kind(in: current) {
                case .folder?:
                    let ext =
                        entry.name.split(separator: ".").count > 1 ? String(entry.name.split(separator: ".").last!) : ""
                    if !explicit.contains(path), !XcodeProjectReader.opaqueFolderExtensions.contains(ext) {
                        pending.append(path)
                    }
                case .file?:
                    if entry.name.hasSuffix(".swift") { files.append(folder + "/" + path) }
                case nil:
                    continue
                }
            }
        }
        return files
    }
}
