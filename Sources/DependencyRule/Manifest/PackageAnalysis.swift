import Dispatch
import Synchronization

/// A package read for checking: its targets, their files and every import in them.
public struct PackageAnalysis: Sendable {
    /// A source file, the imports in it and its `// dependency-rule:` comments.
    public struct File: Sendable {
        /// Relative to the package root.
        public let path: String
        public let imports: [ImportDeclaration]
        public let directives: [DirectiveComment]
        /// What it declares at file scope.
        public var outline = ImportScanner.Outline()

        public init(path: String, imports: [ImportDeclaration], directives: [DirectiveComment] = []) {
            self.path = path
            self.imports = imports
            self.directives = directives
        }
    }

    /// A target with its scanned files.
    public struct Target: Sendable {
        public let target: PackageTarget
        public let files: [File]
    }

    public let name: String
    /// The package folder, as given.
    public let root: String
    public let targets: [Target]
    /// The text of the manifest SwiftPM read, for locating declarations.
    public let manifestText: String
    /// Which manifest that is: `Package.swift`, or the `Package@swift-*.swift` SwiftPM chose.
    public var manifestFile = "Package.swift"
    /// The `// dependency-rule:` comments of `Package.swift`.
    public let manifestDirectives: [DirectiveComment]
    /// Time spent per phase, for `--timings`.
    public let timings: [(phase: String, seconds: Double)]
    /// The targets a library or executable product ships: production code, whoever uses it here.
    public var exportedTargets: Set<String> = []
    /// What reading the package found wrong without stopping the check (broken links).
    public var warnings: [Diagnostic] = []

    public var fileCount: Int { targets.reduce(0) { $0 + $1.files.count } }
    public var importCount: Int { targets.reduce(0) { $0 + $1.files.reduce(0) { $0 + $1.imports.count } } }

    /// Reads the manifest from `manifest`, resolves every target's sources and scans them,
    /// several files at a time.
    /// - Parameter outlines: also outline what each file declares (``File/outline``), which
    ///   `init` reads and `check` does not.
    public static func load(
        packageRoot: String, manifest: ManifestSource = .swiftPM(), outlines: Bool = false
    ) throws(CheckError) -> PackageAnalysis {
        var clock = PhaseClock()
        // Dispatch starts its worker threads on first use, late for a lexing that lasts a few
        // milliseconds: ask for one now, so that it is there when the files are lexed.
        DispatchQueue.global().async {}
        // While SwiftPM reads the manifest (a cache miss), lex the files in the usual folders.
        var early: [String: ImportScanner.Result] = [:]
        let loaded: ManifestLoader.Loaded
        switch manifest {
        case .swiftPM(let cacheFolder, let deadline):
            var loader = ManifestLoader()
            loader.deadline = deadline
            loaded = try loader.load(packageRoot: packageRoot, cacheFolder: cacheFolder) {
                let paths = conventionalSwiftFiles(in: packageRoot)
                early =
                    (try? Dictionary(
                        uniqueKeysWithValues: zip(paths, scanAll(paths, root: packageRoot, outlines: outlines)))) ?? [:]
            }
            clock.lap(
                loaded.fromCache
                    ? "manifest (cached)"
                    : "manifest (swift package dump-package, \(early.count) files lexed meanwhile)")
        case .dumpPackageJSON(let bytes):
            guard FileSystem.kind(of: packageRoot) == .folder else {
                throw CheckError("no such package folder", file: packageRoot)
            }
            loaded = ManifestLoader.Loaded(
                dump: try ManifestDump(json: bytes, origin: "the package description handed in"), fromCache: false,
                manifestBytes: (try? FileSystem.read(packageRoot + "/Package.swift")) ?? [])
            clock.lap("manifest (handed in)")
        }

        let localNames = Set(loaded.dump.targets.map(\.name))
        let resolver = SourceResolver(packageRoot: packageRoot, toolsVersion: loaded.dump.toolsVersion)
        var targets: [PackageTarget] = []
        var warnings: [Diagnostic] = []
        for dump in loaded.dump.targets {
            targets.append(try resolver.target(from: dump, localNames: localNames, warnings: &warnings))
        }
        clock.lap("sources")
        // A file in two targets: SwiftPM refuses the package, and the checker cannot say whose
        // imports it holds.
        var owner: [String: String] = [:]
        for target in targets {
            for path in target.swiftFiles {
                if let other = owner.updateValue(target.name, forKey: path) {
                    throw CheckError(
                        "targets '\(other)' and '\(target.name)' both hold this file, which SwiftPM refuses (overlapping sources): give each target a folder of its own, or exclude the file from one",
                        file: path)
                }
            }
        }

        let paths = targets.flatMap(\.swiftFiles)
        let remaining = paths.filter { early[$0] == nil }
        let lexed = Dictionary(
            uniqueKeysWithValues: zip(remaining, try scanAll(remaining, root: packageRoot, outlines: outlines)))
        let scanned = paths.map { early[$0] ?? lexed[$0] ?? ImportScanner.Result(imports: [], directives: []) }
        clock.lap("lexing \(remaining.count) files")

        var next = 0
        let analyzed = targets.map { target in
            let files = target.swiftFiles.map { path in
                defer { next += 1 }
                var file = File(path: path, imports: scanned[next].imports, directives: scanned[next].directives)
                file.outline = scanned[next].outline
                return file
            }
            return Target(target: target, files: files)
        }
        let manifestText = String(decoding: loaded.manifestBytes, as: UTF8.self)
        var analysis = PackageAnalysis(
            name: loaded.dump.name, root: packageRoot, targets: analyzed, manifestText: manifestText,
            manifestDirectives: ImportScanner.scan(manifestText).directives, timings: clock.laps, warnings: warnings)
        analysis.exportedTargets = loaded.dump.exportedTargets
        analysis.manifestFile = loaded.manifestFile
        return analysis
    }

    /// The `.swift` files under the folders SwiftPM looks in by default, skipping hidden entries.
    private static func conventionalSwiftFiles(in root: String) -> [String] {
        var files: [String] = []
        var pending = ["Sources", "Source", "src", "srcs", "Tests", "Plugins"].filter {
            FileSystem.kind(of: root + "/" + $0) == .folder
        }
        while let folder = pending.popLast() {
            for entry in (try? FileSystem.entries(of: root + "/" + folder)) ?? [] where !entry.name.hasPrefix(".") {
                let path = folder + "/" + entry.name
                switch entry.kind(in: root + "/" + folder) {
                case .folder?: pending.append(path)
                case .file? where entry.name.hasSuffix(".swift"): files.append(path)
                default: continue
                }
            }
        }
        return files
    }

    /// Reads and scans every file, in parallel; fails on the first file that cannot be read.
    private static func scanAll(
        _ paths: [String], root: String, outlines: Bool
    ) throws(CheckError) -> [ImportScanner.Result] {
        let results = ResultSlots(count: paths.count)
        DispatchQueue.concurrentPerform(iterations: paths.count) { index in
            do throws(CheckError) {
                let imports = try FileSystem.withContents(of: root + "/" + paths[index]) {
                    ImportScanner.scan($0, outline: outlines)
                }
                results.set(index, .success(imports))
            } catch {
                results.set(index, .failure(CheckError(error.message, file: paths[index])))
            }
        }
        return try results.values()
    }
}

/// One slot per file, filled by the iterations of `concurrentPerform` under a lock.
private final class ResultSlots: Sendable {
    private let slots: Mutex<[Result<ImportScanner.Result, CheckError>?]>

    init(count: Int) { slots = Mutex(Array(repeating: nil, count: count)) }

    func set(_ index: Int, _ result: Result<ImportScanner.Result, CheckError>) {
        slots.withLock { $0[index] = result }
    }

    func values() throws(CheckError) -> [ImportScanner.Result] {
        let all = slots.withLock { $0 }
        return try all.map { (slot) throws(CheckError) in try slot!.get() }
    }
}

/// Measures phases with a monotonic clock.
struct PhaseClock {
    private var last = DispatchTime.now().uptimeNanoseconds
    private(set) var laps: [(phase: String, seconds: Double)] = []

    mutating func lap(_ phase: String) {
        let now = DispatchTime.now().uptimeNanoseconds
        laps.append((phase, Double(now - last) / 1e9))
        last = now
    }
}
