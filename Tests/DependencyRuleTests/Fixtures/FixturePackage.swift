import DependencyRule
import Foundation
import ProcessSpawning
import Testing

/// A small SwiftPM package written to a temporary folder, checked in-process.
struct FixturePackage {
    let root: URL
    /// The package description handed to the checker instead of running SwiftPM, when one was
    /// (see ``ManifestReader``).
    let handedIn: [UInt8]?

    /// Who reads the fixture's manifest for the checker.
    enum ManifestReader {
        /// `swift package dump-package`, as on the command line.
        case swiftPM
        /// The checker is handed the description `FixtureManifest` renders from the same
        /// declarations (no SwiftPM process; `FixtureManifestTests` proves it is SwiftPM's).
        /// The declarations must be the plain ones it reads, or the fixture throws.
        case handedIn
        /// Handed in when `FixtureManifest` reads every declaration, else SwiftPM: never a
        /// description of something else (the default).
        case handedInWhenPlain
    }

    /// The outcome of one `dependency-rule` run.
    struct Run: Sendable {
        let status: Int32
        let output: String
        let errors: String

        /// The diagnostics of a `--format json` run. Output that is not a JSON report is an issue
        /// of the test, never an empty list: a run that failed must not read as a clean one.
        var diagnostics: [[String: Any]] {
            guard let object = try? JSONSerialization.jsonObject(with: Data(output.utf8)) as? [String: Any],
                let diagnostics = object["diagnostics"] as? [[String: Any]]
            else {
                Issue.record("not a JSON report (exit \(status)): \(output)\(errors)")
                return []
            }
            return diagnostics
        }

        /// `rule file:line:column` of each note of each diagnostic, in order.
        var notes: [String] {
            diagnostics.flatMap { ($0["notes"] as? [[String: Any]]) ?? [] }.map { note in
                let line = (note["line"] as? Int).map { ":\($0)" } ?? ""
                let column = (note["column"] as? Int).map { ":\($0)" } ?? ""
                return "\(note["rule"]!) \(note["file"]!)\(line)\(column)"
            }
        }

        /// `rule file:line:column` of each diagnostic, for compact assertions.
        var findings: [String] {
            diagnostics.map { diagnostic in
                let line = (diagnostic["line"] as? Int).map { ":\($0)" } ?? ""
                let column = (diagnostic["column"] as? Int).map { ":\($0)" } ?? ""
                return "\(diagnostic["rule"]!) \(diagnostic["file"]!)\(line)\(column)"
            }
        }
    }

    /// Writes `Package.swift` with `targets` (the text inside `targets: [ … ]`) and `files`.
    /// - Parameter manifest: who reads the manifest for the checker (``ManifestReader``).
    init(
        targets: String, files: [String: String], config: String? = nil, name: String = "Fixture",
        manifest reader: ManifestReader = .handedInWhenPlain
    ) throws {
        let manifest = FixtureManifest.packageSwift(name: name, targets: targets)
        let handedIn: [UInt8]? =
            switch reader {
            case .swiftPM: nil
            case .handedIn: try FixtureManifest(name: name, targets: targets).dumpPackageJSON
            case .handedInWhenPlain: (try? FixtureManifest(name: name, targets: targets))?.dumpPackageJSON
            }
        try self.init(manifest: manifest, files: files, config: config, handedIn: handedIn)
    }

    init(manifest: String, files: [String: String], config: String? = nil, handedIn: [UInt8]? = nil) throws {
        self.handedIn = handedIn
        let root = try TemporaryFolder(prefix: "fixture").url
        self.root = root
        FixtureLedger.record(
            .init(
                name: "package \(root.lastPathComponent)",
                run: { arguments in
                    await runChecker(
                        [arguments[0], "--package-path", root.path] + arguments.dropFirst(),
                        currentDirectory: root.path,
                        environment: [:], manifest: handedIn)
                }, remove: { try? FileManager.default.removeItem(at: root) }))
        try write(manifest, to: "Package.swift")
        for (path, contents) in files { try write(contents, to: path) }
        if let config { try write(config, to: "dependency-rules.json") }
    }

    func write(_ contents: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    /// Runs `dependency-rule COMMAND --package-path ROOT ARGUMENTS`.
    func run(_ command: String = "check", _ arguments: String...) async -> Run {
        await run(command, arguments, environment: [:])
    }

    /// Runs `dependency-rule COMMAND --package-path ROOT ARGUMENTS` with only `environment` set.
    func run(_ command: String, _ arguments: [String], environment: [String: String]) async -> Run {
        await runChecker(
            [command, "--package-path", root.path] + arguments, currentDirectory: root.path, environment: environment,
            manifest: handedIn)
    }

    /// The text of the file at `path` in the package, or `nil`.
    func read(_ path: String) -> String? {
        try? String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
    }

    /// `check --format json`.
    func check(_ arguments: String...) async -> Run {
        await runChecker(
            ["check", "--package-path", root.path, "--format", "json"] + arguments, currentDirectory: root.path,
            environment: [:], manifest: handedIn)
    }

    /// Removes the fixture, or leaves that to the suite's ``FixtureLedger`` once `init` is checked on it.
    func remove() {
        if !FixtureLedger.defersRemoval { try? FileManager.default.removeItem(at: root) }
    }

    /// `FILE:LINE:COLUMN` of `needle` on the first line of `file` that contains `marker`.
    func location(of needle: String, onLineContaining marker: String, in file: String = "Package.swift") -> String {
        let text = (try? String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)) ?? ""
        for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated()
        where line.contains(marker) {
            guard let range = line.range(of: needle) else { break }
            return "\(file):\(index + 1):\(line.utf8.distance(from: line.startIndex, to: range.lowerBound) + 1)"
        }
        return "\(needle) not found on a line with \(marker)"
    }

    /// What `check` says without a configuration where no target or folder looks like a layer, for
    /// a check of `scope` (` --workspace .`, ` --package-path DIR`).
    static func importRulesOnly(_ scope: String) -> String {
        "dependency-rule: note: no configuration: only the import rules ran (undeclared-import, implicit-import, dependency-cycle, unused-dependency); 'dependency-rule init\(scope)' writes one\n"
    }

    /// The four standard layers, each depending on the next one in.
    static let fourLayers = """
                .target(name: "Entities"),
                .target(name: "UseCases", dependencies: ["Entities"]),
                .target(name: "InterfaceAdapters", dependencies: ["UseCases", "Entities"]),
                .target(name: "FrameworksAndDrivers", dependencies: ["InterfaceAdapters", "UseCases", "Entities"]),
        """

    /// A configuration of the four standard layers, each holding its namesake target and
    /// InterfaceAdapters also `adapters`, then the `more` members written as given
    /// (`#""unlayered": ["Logging"]"#`).
    static func fourLayersConfiguration(adapters: [String] = [], _ more: String...) -> String {
        let extra = adapters.map { ", \"\($0)\"" }.joined()
        let layers = """
              "layers": [
                { "name": "Entities", "targets": ["Entities"] }, { "name": "UseCases", "targets": ["UseCases"] },
                { "name": "InterfaceAdapters", "targets": ["InterfaceAdapters"\(extra)] },
                { "name": "FrameworksAndDrivers", "targets": ["FrameworksAndDrivers"] }
              ]
            """
        return "{\n" + ([layers] + more.map { "  " + $0 }).joined(separator: ",\n") + "\n}\n"
    }

    /// Sources for ``fourLayers`` that import exactly what they declare.
    static let cleanSources: [String: String] = [
        "Sources/Entities/Team.swift": "public struct Team {}\n",
        "Sources/UseCases/Register.swift": "import Entities\n",
        "Sources/InterfaceAdapters/Presenter.swift": "import Foundation\nimport UseCases\nimport Entities\n",
        "Sources/FrameworksAndDrivers/Main.swift":
            "import Foundation\nimport InterfaceAdapters\nimport UseCases\nimport Entities\n",
    ]
}

/// Runs the checker in this process, as `dependency-rule ARGUMENTS` would, on a thread of its own:
/// a check runs SwiftPM and waits for it, which must not hold one of the few cooperative threads
/// every other test needs.
func runChecker(
    _ arguments: [String], currentDirectory: String? = nil, environment: [String: String]? = nil,
    manifest: [UInt8]? = nil, manifests: [String: [UInt8]] = [:]
) async -> FixturePackage.Run {
    await onOwnThread {
        var output = ""
        var errors = ""
        let status = DependencyRuleCommand.run(
            arguments, currentDirectory: currentDirectory, environment: environment, manifest: manifest,
            manifests: manifests, output: { output += $0 }, errors: { errors += $0 })
        return FixturePackage.Run(status: status, output: output, errors: errors)
    }
}
