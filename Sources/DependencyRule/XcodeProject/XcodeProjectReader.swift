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
        let (table, rootID, project) = try objects(in: bytes)
        var projectFolder = "/" + bundle.split(separator: "/").dropLast().joined(separator: "/")
        if let directory = project.fields["projectDirPath"]?.string, !directory.isEmpty {
            projectFolder = Path.absolute(directory, in: projectFolder)
        }
        var paths = ElementPaths(objects: table, projectFolder: projectFolder, file: file)
        var (packageOfReference, localPackages) = try packageReferences(
            of: project, in: table, projectFolder: projectFolder)
        let subprojects = try referencedProjects(in: table, paths: &paths, localPackages: &localPackages)

        var nativeTargets: [(id: String, object: ProjectObjects.Object)] = []
        for reference in try table.list(project, "targets") {
            let target = try table.object(
                reference.id, referencedAt: reference.located, by: "\"targets\" of the project")
            guard target.isa == "PBXNativeTarget" else { continue }  // aggregate and legacy targets compile nothing
            nativeTargets.append((reference.id, target))
        }
        let targetReader = try TargetReader(
            reader: self, table: table, rootID: rootID, projectFolder: projectFolder,
            packageOfReference: packageOfReference, nativeTargets: nativeTargets)
        var missingFiles: [CheckError] = []
        var targets: [XcodeProject.Target] = []
        for (id, target) in nativeTargets {
            targets.append(try targetReader.target(id, target, paths: &paths, missingFiles: &missingFiles))
        }
        localPackages.sort { $0.line < $1.line }
        var read = XcodeProject(
            path: bundle, file: file, targets: targets, localPackages: localPackages, subprojects: subprojects)
        read.missingFiles = missingFiles
        return read
    }

    /// The project file's objects, its root object's id and the root object (the PBXProject).
    private func objects(
        in bytes: [UInt8]
    ) throws(CheckError) -> (table: ProjectObjects, rootID: String, project: ProjectObjects.Object) {
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
        return (table, rootID, project)
    }

    /// The project's `packageReferences`: each by its id, and the local ones' folders with the
    /// line that lists them.
    private func packageReferences(
        of project: ProjectObjects.Object, in table: ProjectObjects, projectFolder: String
    ) throws(CheckError) -> ([String: XcodeProject.PackageReference], [(path: String, line: Int)]) {
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
        return (packageOfReference, localPackages)
    }

    /// Other projects added as file references, in the order of their lines; folders holding a
    /// `Package.swift` added as file references (local packages before
    /// XCLocalSwiftPackageReference) join `localPackages`.
    private func referencedProjects(
        in table: ProjectObjects, paths: inout ElementPaths, localPackages: inout [(path: String, line: Int)]
    ) throws(CheckError) -> [(path: String, line: Int)] {
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
        return subprojects.sorted { $0.line < $1.line }
    }

    /// Folders Xcode treats as one file inside a synchronized folder.
    static let opaqueFolderExtensions: Set<String> = SourceResolver.Rules.opaqueFolderExtensions.union([
        "xcodeproj", "xcworkspace", "playground", "bundle", "framework", "xcframework", "app", "appex", "lproj",
        "swiftpm", "rcproject", "scnassets", "spritekit", "reality",
    ])

    func error(_ message: String, at value: PropertyList.Located) -> CheckError {
        CheckError(message, file: file, line: value.line, column: value.column)
    }

    func error(_ message: String, line: Int) -> CheckError {
        CheckError(message, file: file, line: line)
    }
}
