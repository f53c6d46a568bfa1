import DependencyRule
import Foundation
import Locking

/// Where the kit's own files are, to copy: the source checkout this program was built from, or the
/// copy `make install` put beside it (`PREFIX/share/clean-architecture/kit`), or a folder named
/// by `--kit-path` or `$CLEAN_ARCHITECTURE_KIT`. The example comes from these real files, so it
/// cannot drift from the kit.
public struct KitSource: Sendable {
    /// The kit's root folder.
    public let root: String
    /// What was read of the kit once, for every copy of this value: a render reads the kit for
    /// `new` and again for each feature.
    private let memo = Memo()

    private final class Memo: Sendable {
        let template = Locked<KitTemplate?>(nil)
        let swiftContents = Locked<Set<String>?>(nil)
    }

    /// A file every kit folder has, to recognise one.
    static let marker = "Sources/UseCases/Ports/UnitOfWork.swift"

    /// The kit's files every package gets besides its targets.
    static let packageFiles = [".swift-format"]

    /// - Parameter explicit: `--kit-path`, if given: then the only place looked at.
    /// - Throws: ``GenerationError`` naming the places looked at when none holds the kit.
    public init(explicit: String?, environment: [String: String]) throws(GenerationError) {
        var candidates: [(String, String)] = []
        if let explicit {
            candidates.append(("--kit-path", Path.absolute(explicit, in: Path.current)))
        } else if let variable = environment["CLEAN_ARCHITECTURE_KIT"], !variable.isEmpty {
            // Named by the user: the only place looked at, as --kit-path is.
            candidates.append(("$CLEAN_ARCHITECTURE_KIT", Path.absolute(variable, in: Path.current)))
        } else {
            let executable = Path.resolved(Path.absolute(Self.executablePath, in: Path.current))
            candidates.append(
                ("the installed copy", Path.absolute("../../share/clean-architecture/kit", in: executable)))
            candidates.append(("the source checkout", Path.absolute("../../../..", in: #filePath)))
        }
        for (_, candidate) in candidates
        where FileManager.default.fileExists(atPath: Path.appending(Self.marker, to: candidate)) {
            root = candidate
            return
        }
        let looked = candidates.map { "\($0.0) (\($0.1))" }.joined(separator: ", ")
        if explicit != nil {
            throw GenerationError(
                "cannot find the kit's files: looked in \(looked), which has no \(Self.marker); give the folder of a kit's checkout, or of the copy 'make install' put in PREFIX/share/clean-architecture/kit"
            )
        }
        throw GenerationError(
            "cannot find the kit's files: looked in \(looked); run 'make install' in CleanArchitectureKit, or pass --kit-path DIR"
        )
    }

    /// Every file below `folder` (relative to the root), with its path relative to the root;
    /// hidden files and build folders are left out.
    func files(in folder: String) throws(GenerationError) -> FileTree {
        // A missing folder must not read as an empty one: the copy would lack it silently.
        guard isFolder(folder) else {
            throw GenerationError(
                "the kit in \(root) has no folder \(folder): is it a complete CleanArchitectureKit?")
        }
        // Hidden files and folders left out; a link to a file is read, a link to a folder not followed.
        return try FolderWalk.files(
            below: folder, in: root, followingLinks: true,
            decide: { path, kind in
                path.split(separator: "/").last!.hasPrefix(".") ? .skip : kind == .folder ? .enter : .read
            },
            read: { path throws(GenerationError) in try read(Path.appending(path, to: root)) })
    }

    /// The kit read once for a generation (``KitTemplate``): every file of the kit's targets in
    /// `Sources`, `Tests` and `Fakes`, but the tools', by the part each belongs to (``KitPart``),
    /// and the roles of its targets outside the layers.
    ///
    /// The tools are what the kit's `dependency-rules.json` calls `"unlayered"` (the checker, its
    /// plugins, the generator) unless a copied target imports them (the process helpers, the lock),
    /// and the tests that import a tool. A folder of `Tests` without Swift files is not a target.
    /// In a package, the kit's `"testSupport"` targets and the unlayered ones only test support
    /// imports (the process helpers) are test support, in the configuration's order, then by name;
    /// the unlayered ones a layer imports (the lock) stay unlayered.
    /// - Throws: ``GenerationError`` when a folder or the configuration cannot be read, or a part
    ///   has no file at all.
    func template() throws(GenerationError) -> KitTemplate {
        if let read = memo.template.withLock({ $0 }) { return read }
        let template = try readTemplate()
        memo.template.withLock { $0 = template }
        return template
    }

    private func readTemplate() throws(GenerationError) -> KitTemplate {
        let configuration = try configuration()
        var sources: [String: FileTree] = [:]
        var imports: [String: Set<String>] = [:]
        for name in try folders(in: "Sources") {
            let tree = try files(in: "Sources/\(name)")
            sources[name] = tree
            imports[name] = Self.importedModules(in: tree)
        }
        let isUnlayered = { (name: String) in configuration.unlayered.contains { $0.matches(name) } }
        // The targets a package gets: all but the unlayered ones, and an unlayered one they import.
        var copied = Set(sources.keys.filter { !isUnlayered($0) })
        var pending = Array(copied)
        while let name = pending.popLast() {
            for reached in sources.keys
            where !copied.contains(reached) && imports[name]!.contains(Self.moduleName(reached)) {
                copied.insert(reached)
                pending.append(reached)
            }
        }
        let tools = Set(sources.keys.filter { !copied.contains($0) }.map(Self.moduleName))

        var trees = [try files(in: "Fakes")] + copied.sorted().map { sources[$0]! }
        for name in try folders(in: "Tests") {
            let tree = try files(in: "Tests/\(name)")
            if tree.paths.contains(where: { $0.hasSuffix(".swift") })
                && Self.importedModules(in: tree).isDisjoint(with: tools)
            {
                trees.append(tree)
            }
        }
        var parts: [KitPart: FileTree] = [:]
        for tree in trees {
            for (path, text) in tree.files {
                parts[KitPart(path: path), default: FileTree()][path] = text
            }
        }
        // A part that is missing must not read as an empty one: packages would lack it silently.
        let expected: [(KitPart, String)] =
            [(.kernel, "the kernel"), (.slice, "the slice (folders named \(Slice.name.typeName))")]
            + AppRenaming.App.all.map { (.app($0), "the \($0.programName) app (folders named \($0.typeName))") }
        for (part, description) in expected where parts[part] == nil {
            throw GenerationError(
                "the kit in \(root) has no files of \(description): is it a complete CleanArchitectureKit?")
        }

        var testSupport: [String] = []
        for pattern in configuration.testSupport {
            for name in copied.union(["Fakes"]).sorted() where pattern.matches(name) && !testSupport.contains(name) {
                testSupport.append(name)
            }
        }
        let layered = copied.filter { name in configuration.layers.contains { $0.targets.contains { $0.matches(name) } }
        }
        let importedByLayers = layered.reduce(into: Set<String>()) { $0.formUnion(imports[$1]!) }
        var unlayered: [String] = []
        for name in copied.sorted() where isUnlayered(name) {
            if importedByLayers.contains(Self.moduleName(name)) {
                unlayered.append(name)
            } else {
                testSupport.append(name)
            }
        }
        return KitTemplate(parts: parts, testSupport: testSupport, unlayered: unlayered)
    }

    /// The kit's own `dependency-rules.json`.
    private func configuration() throws(GenerationError) -> Configuration {
        let path = Path.appending(Configuration.fileName, to: root)
        guard FileManager.default.fileExists(atPath: path) else {
            throw GenerationError(
                "the kit in \(root) has no \(Configuration.fileName): is it a complete CleanArchitectureKit?")
        }
        do {
            return try Configuration.load(path: path, displayPath: path)
        } catch {
            throw GenerationError("cannot read the kit's configuration: \(error)")
        }
    }

    /// The modules the Swift files of `tree` import.
    private static func importedModules(in tree: FileTree) -> Set<String> {
        var modules = Set<String>()
        for (path, text) in tree.files where path.hasSuffix(".swift") {
            modules.formUnion(
                imported.value(for: FileText(text: text)) { Set(ImportScanner.imports(in: text).map(\.module)) })
        }
        return modules
    }

    /// The modules each file imports, by its text, scanned once in this process: every command
    /// reads the kit, and a test process runs hundreds.
    private static let imported = ProcessMemo<FileText, Set<String>>()

    /// The module a target folder of `name` makes: `dependency-rule` is `dependency_rule`.
    private static func moduleName(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// The names of the folders in `folder` (relative to the root), hidden ones left out.
    private func folders(in folder: String) throws(GenerationError) -> [String] {
        guard isFolder(folder) else {
            throw GenerationError(
                "the kit in \(root) has no folder \(folder): is it a complete CleanArchitectureKit?")
        }
        let names: [String]
        do {
            names = try FileManager.default.contentsOfDirectory(atPath: Path.appending(folder, to: root))
        } catch {
            throw GenerationError(
                "cannot list the kit's folder \(Path.appending(folder, to: root)): \(TreeWriter.reason(error))")
        }
        return names.filter { !$0.hasPrefix(".") && isFolder("\(folder)/\($0)") }.sorted()
    }

    /// The contents of every Swift file in the kit's `Sources`, `Tests` and `Fakes`: a generated
    /// file with the same contents is a copy the kit's own formatting already holds to.
    func swiftContents() throws(GenerationError) -> Set<String> {
        if let read = memo.swiftContents.withLock({ $0 }) { return read }
        var contents = Set<String>()
        for folder in ["Sources", "Tests", "Fakes"] where isFolder(folder) {
            for (path, text) in try files(in: folder).files where path.hasSuffix(".swift") { contents.insert(text) }
        }
        memo.swiftContents.withLock { $0 = contents }
        return contents
    }

    /// Whether `path` (relative to the root) is a folder.
    func isFolder(_ path: String) -> Bool {
        var isFolder: ObjCBool = false
        return FileManager.default.fileExists(atPath: Path.appending(path, to: root), isDirectory: &isFolder)
            && isFolder.boolValue
    }

    /// The file at `path` (relative to the root).
    func file(_ path: String) throws(GenerationError) -> String {
        guard FileManager.default.fileExists(atPath: Path.appending(path, to: root)) else {
            throw GenerationError("the kit in \(root) has no file \(path): is it a complete CleanArchitectureKit?")
        }
        return try read(Path.appending(path, to: root))
    }

    private func read(_ file: String) throws(GenerationError) -> String {
        do {
            return try String(contentsOfFile: file, encoding: .utf8)
        } catch {
            throw GenerationError("cannot read the kit's file \(file): \(TreeWriter.reason(error))")
        }
    }

    private static var executablePath: String {
        #if os(Linux)
            return (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe"))
                ?? CommandLine.arguments[0]
        #else
            return Bundle.main.executablePath ?? CommandLine.arguments[0]
        #endif
    }
}
