/// Finds each target's folder and source files the way SwiftPM does.
///
/// - The folder is the target's `path`, else the first of `Sources/NAME`, `Source/NAME`,
///   `src/NAME`, `srcs/NAME` that exists (`Tests/NAME` first for test targets, `Plugins/NAME`
///   for plugins).
/// - The files are those under `sources:` entries (files or folders, relative to the target's
///   folder), else everything under the folder; minus `exclude:` entries; hidden files and
///   folders (a name starting with `.`) are skipped, as SwiftPM does, and so are the package's
///   manifests (`Package.swift`, `Package@swift-*.swift`) when a target's folder is the root.
/// - Fail closed: a folder that cannot be found or read is an error naming the target.
struct SourceResolver {
    let packageRoot: String

    func target(from dump: ManifestDump.Target, localNames: Set<String>) throws(CheckError) -> PackageTarget {
        let kind = PackageTarget.Kind(rawValue: dump.type) ?? .regular
        let dependencies = dump.dependencies.map { dependency -> PackageTarget.Dependency in
            switch dependency {
            case .target(let name): .target(name)
            case .byName(let name): localNames.contains(name) ? .target(name) : .product(name, package: nil)
            case .product(let name, let package): .product(name, package: package)
            }
        }
        guard kind != .binary else {
            return PackageTarget(
                name: dump.name, kind: kind, dependencies: dependencies, folder: nil, swiftFiles: [],
                hasCFamilySources: false)
        }
        let folder = try self.folder(of: dump, kind: kind)
        var files: [String] = []
        var excluded = Set(dump.exclude.map { normalized(Self.join(folder, $0)) })
        if let sources = dump.sources {
            for source in sources {
                let path = normalized(Self.join(folder, source))
                guard let found = FileSystem.kind(of: packageRoot + "/" + path) else {
                    throw CheckError("target '\(dump.name)' lists source '\(source)', which does not exist", file: path)
                }
                if found == .file { files.append(path) } else { try walk(path, into: &files, excluding: &excluded) }
            }
        } else {
            try walk(folder, into: &files, excluding: &excluded)
        }
        let swiftFiles = files.filter { $0.hasSuffix(".swift") && !excluded.contains($0) }.sorted()
        let cFamily = files.contains { file in Self.cFamilyExtensions.contains { file.hasSuffix($0) } }
        return PackageTarget(
            name: dump.name, kind: kind, dependencies: dependencies, folder: folder, swiftFiles: swiftFiles,
            hasCFamilySources: cFamily)
    }

    private func folder(of target: ManifestDump.Target, kind: PackageTarget.Kind) throws(CheckError) -> String {
        if let path = target.path {
            let folder = normalized(path)
            guard FileSystem.kind(of: packageRoot + "/" + folder) == .folder else {
                throw CheckError(
                    "the folder of target '\(target.name)' does not exist (path: \"\(path)\")", file: folder)
            }
            return folder
        }
        let parents: [String] =
            switch kind {
            case .test: ["Tests", "Sources", "Source", "src", "srcs"]
            case .plugin: ["Plugins"]
            default: ["Sources", "Source", "src", "srcs"]
            }
        for parent in parents where FileSystem.kind(of: "\(packageRoot)/\(parent)/\(target.name)") == .folder {
            return "\(parent)/\(target.name)"
        }
        throw CheckError(
            "no source folder for target '\(target.name)': expected \(parents.map { "\($0)/\(target.name)" }.joined(separator: ", ")) or a path: in Package.swift",
            file: "Package.swift")
    }

    /// Every file under `folder` (relative to the root), skipping hidden and excluded entries.
    private func walk(
        _ folder: String, into files: inout [String], excluding excluded: inout Set<String>
    ) throws(CheckError) {
        var pending = [folder]
        while let current = pending.popLast() {
            if excluded.contains(current) { continue }
            let names: [String]
            do {
                names = try FileSystem.contents(of: packageRoot + "/" + current)
            } catch {
                throw CheckError(error.message, file: current)  // relative, like every other message
            }
            for name in names where !name.hasPrefix(".") {
                if current.isEmpty
                    && (name == "Package.swift" || (name.hasPrefix("Package@swift-") && name.hasSuffix(".swift")))
                {
                    continue  // the manifest, in a target whose folder is the package root
                }
                let path = Self.join(current, name)
                if excluded.contains(path) { continue }
                switch FileSystem.kind(of: packageRoot + "/" + path) {
                case .folder?: pending.append(path)
                case .file?: files.append(path)
                case nil: continue  // a dangling link
                }
            }
        }
    }

    /// `name` inside `folder`, where the empty folder is the package root.
    private static func join(_ folder: String, _ name: String) -> String {
        folder.isEmpty ? name : folder + "/" + name
    }

    /// `a/./b/../c/` as `a/c`.
    private func normalized(_ path: String) -> String {
        var parts: [Substring] = []
        for part in path.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": if !parts.isEmpty { parts.removeLast() }
            default: parts.append(part)
            }
        }
        return parts.joined(separator: "/")
    }

    private static let cFamilyExtensions = [".c", ".cc", ".cpp", ".cxx", ".c++", ".m", ".mm", ".s", ".S"]
}
