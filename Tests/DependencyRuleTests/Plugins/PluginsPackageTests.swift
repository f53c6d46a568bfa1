import DependencyRule
import Foundation
import ProcessSpawning
import TestSupport
import Testing

/// The artifact bundle `make test` writes of its own build's checker (relinked with the runtime
/// in; the same bundling as `make bundle`, which writes the release build's), and the plugins
/// package made on it (`make plugins-package`): every test here shares that one build.
enum ArtifactBundle {
    /// `.build/test/bundle` of this repository.
    static let folder = SelfCheckTests.repository.appendingPathComponent(".build/test/bundle")
    static let bundle = folder.appendingPathComponent("dependency-rule.artifactbundle")

    /// Whether `make test` has written it: a plain `swift test` has no statically linked checker
    /// to bundle, and leaves these tests out, saying why.
    static var isWritten: Bool {
        FileManager.default.fileExists(atPath: bundle.appendingPathComponent("info.json").path)
    }

    /// The bundle's checker for this machine, as info.json names it.
    static func binary() throws -> URL {
        let info = bundle.appendingPathComponent("info.json")
        let data = try #require(
            FileManager.default.contents(atPath: info.path),
            "no artifact bundle at \(bundle.path): make test writes it")
        let object = try JSONSerialization.jsonObject(with: data) as? [String: Any]
        let artifact = (object?["artifacts"] as? [String: Any])?["dependency-rule"] as? [String: Any]
        let variants = artifact?["variants"] as? [[String: Any]] ?? []
        let path = try #require(variants.first?["path"] as? String, "info.json names no variant: \(object ?? [:])")
        return bundle.appendingPathComponent(path)
    }

    /// Runs a release script (`Tests/Scripts/Release`) with python3 (``KitScripts``).
    static func script(_ name: String, _ arguments: [String]) async throws -> ChildProcess.Outcome {
        try await ChildProcess.run(["python3", KitScripts.path(name)] + arguments)
    }

    /// Writes the plugins package on the bundle, by path, into `parent/CleanArchitectureKitPlugins`
    /// (the folder's name is the package's identity).
    static func pluginsPackage(in parent: URL) async throws -> URL {
        _ = try binary()
        let destination = parent.appendingPathComponent("CleanArchitectureKitPlugins")
        let made = try await script(
            "plugins_package.py",
            [destination.path, "--kit", SelfCheckTests.repository.path, "--bundle", bundle.path])
        try #require(made.status == 0, "plugins_package.py failed: \(made)")
        return destination
    }
}

@Suite(
    "The checker's artifact bundle and the plugins package",
    .enabled(if: ArtifactBundle.isWritten, "make test writes the checker's artifact bundle these tests run on"),
    .initAcceptsEveryFixture)
struct PluginsPackageTests {
    @Test("The bundle is reproducible, and its checker runs with nothing of the Swift toolchain")
    func bundle() async throws {
        let binary = try ArtifactBundle.binary()
        let scratch = try TemporaryFolder(prefix: "bundle")
        defer { scratch.remove() }
        var checksums: [String] = []
        var zips: [Data] = []
        for run in ["first", "second"] {
            let output = scratch.url.appendingPathComponent(run)
            let made = try await ArtifactBundle.script(
                "artifact_bundle.py", ["--output", output.path, "--version", "1.0.0", "--host", binary.path])
            #expect(made.status == 0, "\(made)")
            #if os(Linux)
                #expect(made.standardOutput.contains("needs glibc 2."), "the glibc it needs is said: \(made)")
            #endif
            let zip = output.appendingPathComponent("dependency-rule.artifactbundle.zip")
            zips.append(try Data(contentsOf: zip))
            let written = try String(contentsOf: zip.appendingPathExtension("sha256"), encoding: .utf8)
            let computed = try await ChildProcess.run([
                "python3", "-c",
                "import hashlib, sys; print(hashlib.sha256(open(sys.argv[1], 'rb').read()).hexdigest())",
                zip.path,
            ])
            #expect(computed.status == 0 && computed.standardOutput == written, "\(computed) \(written)")
            checksums.append(written)
        }
        #expect(zips[0] == zips[1], "two runs give the same bytes")
        #expect(checksums[0] == checksums[1] && checksums[0].count == 65, "\(checksums)")
        // The zip holds the bundle as SwiftPM reads it.
        let listing = try await ChildProcess.run([
            "python3", "-c", "import sys, zipfile; print('\\n'.join(zipfile.ZipFile(sys.argv[1]).namelist()))",
            scratch.url.appendingPathComponent("first/dependency-rule.artifactbundle.zip").path,
        ])
        let variant = binary.deletingLastPathComponent().deletingLastPathComponent().lastPathComponent
        #expect(
            listing.standardOutput.split(separator: "\n").sorted() == [
                "dependency-rule.artifactbundle/", "dependency-rule.artifactbundle/\(variant)/",
                "dependency-rule.artifactbundle/\(variant)/bin/",
                "dependency-rule.artifactbundle/\(variant)/bin/dependency-rule",
                "dependency-rule.artifactbundle/info.json",
            ], "\(listing)")

        // No environment, so no loader path: the checker still starts, and needs no Swift library.
        let bare = try await ChildProcess.run([binary.path, "--version"], environment: [:])
        #expect(bare.status == 0 && bare.standardOutput.hasPrefix("dependency-rule "), "\(bare)")
        #if os(Linux)
            let needed = try await ChildProcess.run(["readelf", "-d", binary.path])
            let libraries = needed.standardOutput.split(separator: "\n").filter { $0.contains("(NEEDED)") }
        #else
            let needed = try await ChildProcess.run(["otool", "-L", binary.path])
            let libraries = needed.standardOutput.split(separator: "\n").dropFirst()
        #endif
        #expect(needed.status == 0, "\(needed)")
        #expect(!libraries.isEmpty, "\(needed)")
        #if os(Linux)
            #expect(
                libraries.allSatisfy {
                    !$0.contains("swift") && !$0.contains("Foundation") && !$0.contains("dispatch")
                },
                "\(libraries)")
        #else
            // macOS has the Swift runtime in the system: nothing may come from a toolchain.
            #expect(libraries.allSatisfy { !$0.contains("Toolchains") && !$0.contains(".xctoolchain") }, "\(libraries)")
        #endif
    }

    @Test("The scripts refuse bad input with exit 2 and a message, and write nothing")
    func scriptErrors() async throws {
        let scratch = try TemporaryFolder(prefix: "bundle-errors")
        defer { scratch.remove() }
        let output = scratch.url.appendingPathComponent("out")
        for (arguments, message) in [
            (["--output", output.path, "--version", "1.0.0"], "no variant"),
            (["--output", output.path, "--version", "1.0.0", "--variant", "linux"], "expected NAME=BINARY:TRIPLE"),
            (["--output", output.path, "--version", "1 0", "--host", "/bin/sh"], "is not a version"),
            (["--output", output.path, "--version", "1.0.0", "--host", "/nonexistent"], "is not an executable file"),
        ] {
            let run = try await ArtifactBundle.script("artifact_bundle.py", arguments)
            #expect(run.status == 2, "\(arguments): \(run)")
            #expect(
                run.standardError.hasPrefix("artifact_bundle.py: error: ") && run.standardError.contains(message),
                "\(run)")
        }
        #expect(!FileManager.default.fileExists(atPath: output.path))

        let foreign = scratch.url.appendingPathComponent("foreign")
        try FileManager.default.createDirectory(at: foreign, withIntermediateDirectories: true)
        try Data("mine\n".utf8).write(to: foreign.appendingPathComponent("notes.txt"))
        let kit = SelfCheckTests.repository.path
        let checksum = String(repeating: "a", count: 64)
        // A folder with the kit's manifest but not its plugins' sources.
        let manifestOnly = scratch.url.appendingPathComponent("manifest-only")
        try FileManager.default.createDirectory(at: manifestOnly, withIntermediateDirectories: true)
        try FileManager.default.copyItem(
            at: SelfCheckTests.repository.appendingPathComponent("Package.swift"),
            to: manifestOnly.appendingPathComponent("Package.swift"))
        for (arguments, message) in [
            (
                [foreign.path, "--kit", kit, "--bundle", ArtifactBundle.bundle.path],
                "is neither empty nor a CleanArchitectureKitPlugins"
            ),
            ([output.path, "--kit", kit, "--url", "https://example.com/b.zip"], "--url and --checksum go together"),
            (
                [output.path, "--kit", kit, "--url", "http://example.com/b.zip", "--checksum", checksum],
                "expected an https://"
            ),
            (
                [output.path, "--kit", kit, "--url", "https://example.com/b.zip", "--checksum", "abc"],
                "expected a SHA-256"
            ),
            ([output.path, "--kit", kit, "--bundle", scratch.url.path], "is not an artifact bundle"),
            (
                [output.path, "--kit", scratch.url.path, "--url", "https://example.com/b.zip", "--checksum", checksum],
                "cannot read the kit's Package.swift"
            ),
            (
                [
                    output.path, "--kit", manifestOnly.path, "--url", "https://example.com/b.zip", "--checksum",
                    checksum,
                ],
                "the kit's CheckDependencies plugin is missing"
            ),
        ] {
            let run = try await ArtifactBundle.script("plugins_package.py", arguments)
            #expect(run.status == 2, "\(arguments): \(run)")
            #expect(
                run.standardError.hasPrefix("plugins_package.py: error: ") && run.standardError.contains(message),
                "\(run)")
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: foreign.path) == ["notes.txt"])
        #expect(!FileManager.default.fileExists(atPath: output.path))
        let noDestination = try await ChildProcess.run([
            "make", "--no-print-directory", "-C", SelfCheckTests.repository.path, "plugins-package",
        ])
        #expect(noDestination.status == 2, "\(noDestination)")
        #expect(noDestination.standardError.contains("error: make plugins-package needs DEST=DIR"), "\(noDestination)")
    }

    @Test(
        "With --url and --checksum the package points at the published zip, in a new repository's clone too; rewriting it keeps other files"
    )
    func publishedPackage() async throws {
        let scratch = try TemporaryFolder(prefix: "plugins-url")
        defer { scratch.remove() }
        // The first release writes into a fresh clone: .git and the README its host made.
        let package = scratch.url.appendingPathComponent("CleanArchitectureKitPlugins")
        try FileManager.default.createDirectory(
            at: package.appendingPathComponent(".git"), withIntermediateDirectories: true)
        try Data("# CleanArchitectureKitPlugins\n".utf8).write(to: package.appendingPathComponent("README.md"))
        let first = try await ArtifactBundle.script(
            "plugins_package.py",
            [package.path, "--kit", SelfCheckTests.repository.path, "--bundle", ArtifactBundle.bundle.path])
        #expect(first.status == 0, "\(first)")
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent(".git").path))
        try Data("keep me\n".utf8).write(to: package.appendingPathComponent("CHANGELOG.md"))
        let checksum = String(repeating: "0123456789abcdef", count: 4)
        let url = "https://example.com/releases/download/1.2.0/dependency-rule.artifactbundle.zip"
        // As the release workflow does it: through make.
        let run = try await ChildProcess.run([
            "make", "--no-print-directory", "-C", SelfCheckTests.repository.path, "plugins-package",
            "DEST=\(package.path)", "BUNDLE_URL=\(url)", "CHECKSUM=\(checksum)",
        ])
        #expect(run.status == 0, "\(run)")
        #expect(!run.standardOutput.contains("artifact_bundle.py"), "with a URL, no bundle is built: \(run)")
        let manifest = try String(contentsOf: package.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains("url: \"\(url)\"") && manifest.contains("checksum: \"\(checksum)\""), "\(manifest)")
        #expect(!manifest.contains("path:"), "\(manifest)")
        #expect(
            !FileManager.default.fileExists(
                atPath: package.appendingPathComponent("dependency-rule.artifactbundle").path))
        #expect(FileManager.default.fileExists(atPath: package.appendingPathComponent("CHANGELOG.md").path))
        let readme = try String(contentsOf: package.appendingPathComponent("README.md"), encoding: .utf8)
        #expect(readme.contains("from: \"1.2.0\""), "\(readme)")
        // The plugins are the kit's sources, byte for byte.
        for name in ["CheckDependencies", "CheckDependenciesBuildTool"] {
            let copied = package.appendingPathComponent("Plugins/\(name)/\(name).swift")
            let original = SelfCheckTests.repository.appendingPathComponent("Sources/\(name)/\(name).swift")
            #expect(try Data(contentsOf: copied) == Data(contentsOf: original), "\(name)")
        }
        let dumped = try await ChildProcess.run([
            "swift", "package", "--package-path", package.path, "--scratch-path",
            scratch.url.appendingPathComponent("scratch").path, "dump-package",
        ])
        #expect(dumped.status == 0 && dumped.standardOutput.contains("\"checksum\" : \"\(checksum)\""), "\(dumped)")
    }

    /// The command plugin, from the plugins package, in a package whose targets have the kit's
    /// layer names (which cannot depend on the kit itself).
    @Test(
        "swift package check-dependencies from the plugins package: compiler-style diagnostics, failing status, options passed on, nothing written without --output",
        .timeLimit(.minutes(10)))
    func commandPlugin() async throws {
        let fixture = try await PluginFixture(named: "command")
        defer { fixture.remove() }
        let before = try CheckDependenciesPluginTests.files(in: fixture.root, skipping: ".build")

        // A violation: the diagnostics in compiler style on standard output, and a failing status.
        try fixture.writeManifest(outward: true)
        try fixture.write(PluginFixture.outwardImport, to: "Sources/UseCases/Teams.swift")
        let violation = try await fixture.checkDependencies()
        try #require(
            violation.standardOutput.contains("dependency-rule: App: 4 targets"),
            "the plugin did not run the checker: \(violation)")
        #expect(violation.status == 1, "\(violation)")
        #expect(
            violation.standardOutput.contains(
                "Sources/UseCases/Teams.swift:2:1: error: [outward-dependency] 'UseCases' (layer UseCases) imports 'FrameworksAndDrivers' (layer FrameworksAndDrivers), an outer layer"
            ), "\(violation)")
        #expect(
            violation.standardError.contains("error: dependency-rule found violations of the dependency rule"),
            "\(violation)")

        // Options are passed on: --format json gives the JSON report alone on standard output.
        let json = try await fixture.checkDependencies("--format", "json")
        #expect(json.status == 1)
        let document = try JSONSerialization.jsonObject(with: Data(json.standardOutput.utf8)) as? [String: Any]
        let diagnostics = document?["diagnostics"] as? [[String: Any]] ?? []
        #expect(diagnostics.map { $0["rule"] as? String } == ["outward-dependency", "outward-dependency"], "\(json)")

        // A usage error of the checker fails too, with its message shown.
        let usage = try await fixture.checkDependencies("--format", "xml")
        #expect(usage.status == 1)
        #expect(
            usage.standardOutput.contains(
                "dependency-rule: error: --format must be text, json, sarif, github, junit or markdown, not 'xml'\nRun 'dependency-rule check --help' for usage."
            ), "\(usage)")
        #expect(usage.standardError.contains("error: dependency-rule check failed with exit status 2"), "\(usage)")
        let packagePath = try await fixture.checkDependencies("--package-path", "/")
        #expect(packagePath.status == 1)
        #expect(packagePath.standardError.contains("check-dependencies sets --package-path itself"), "\(packagePath)")
        let cachePath = try await fixture.checkDependencies("--cache-path=/tmp")
        #expect(cachePath.status == 1)
        #expect(
            cachePath.standardError.contains("check-dependencies sets --cache-path itself: the manifest cache goes to"),
            "\(cachePath)")

        // Nothing was written into the package (but the manifest and the file this test changed).
        #expect(try CheckDependenciesPluginTests.files(in: fixture.root, skipping: ".build") == before)

        // --output FILE writes the report there (SwiftPM's own --allow-writing-to-directory, which
        // the sandbox on macOS needs, is taken out of the options passed on).
        let report = fixture.outputs.appendingPathComponent("report.sarif")
        let written = try await fixture.checkDependencies(
            "--allow-writing-to-directory", fixture.outputs.path, "--format", "sarif", "--output", report.path)
        #expect(written.status == 1, "\(written)")
        #expect(!written.standardOutput.contains("error: [outward-dependency]"), "\(written)")
        let sarif = try String(contentsOf: report, encoding: .utf8)
        #expect(sarif.contains("\"outward-dependency\""), "\(sarif)")

        // Without the violation the check passes.
        try fixture.writeManifest()
        try fixture.write(PluginFixture.cleanTeams, to: "Sources/UseCases/Teams.swift")
        let clean = try await fixture.checkDependencies("--strict")
        #expect(clean.status == 0, "\(clean)")
        #expect(clean.standardOutput.contains("0 errors, 0 warnings"), "\(clean)")
        #expect(!clean.standardError.contains("error:"), "\(clean)")
    }

    @Test(
        "CheckDependenciesBuildTool: an outward import fails swift build at its place, each finding once; a build that changes nothing does not run the check",
        .timeLimit(.minutes(10)))
    func buildToolPlugin() async throws {
        let fixture = try await PluginFixture(named: "build-tool")
        defer { fixture.remove() }

        // Clean but for an unused dependency: the build passes and shows the warning once,
        // though the plugin runs on all four targets.
        try fixture.writeManifest(buildTool: true, unusedDependency: true)
        let warned = try await fixture.build()
        #expect(warned.status == 0, "\(warned)")
        let warning = "/Package.swift:"
        let warningLines = warned.standardOutput.split(separator: "\n").filter {
            $0.contains(warning) && $0.contains("warning: [unused-dependency] target 'FrameworksAndDrivers'")
        }
        #expect(warningLines.count == 1, "\(warned.standardOutput)\(warned.standardError)")
        #expect(warningLines.first?.hasPrefix(fixture.root.path + "/Package.swift:") == true, "\(warningLines)")

        // A build that changes nothing does not run the checker again: its stamps stay as they were.
        let stamps = try fixture.stamps()
        #expect(stamps.count == 4, "one stamp per target: \(stamps)")
        let again = try await fixture.build()
        #expect(again.status == 0, "\(again)")
        #expect(!again.standardOutput.contains("unused-dependency"), "\(again)")
        #expect(try fixture.stamps() == stamps)

        // "strict": true in the configuration (the plugin takes no options): the warning fails the
        // build as an error; without it, the build passes again.
        try fixture.write(
            """
            {
              "layers": [
                { "name": "Entities", "targets": ["Entities"] }, { "name": "UseCases", "targets": ["UseCases"] },
                { "name": "InterfaceAdapters", "targets": ["InterfaceAdapters"] },
                { "name": "FrameworksAndDrivers", "targets": ["FrameworksAndDrivers"] }
              ],
              "strict": true
            }

            """, to: "dependency-rules.json")
        let strict = try await fixture.build()
        #expect(strict.status != 0, "\(strict)")
        #expect(
            (strict.standardOutput + strict.standardError).contains(
                fixture.root.path + "/Package.swift:15:62: error: [unused-dependency]"), "\(strict)")
        try FileManager.default.removeItem(at: fixture.root.appendingPathComponent("dependency-rules.json"))
        let relaxed = try await fixture.build()
        #expect(relaxed.status == 0, "\(relaxed)")

        // The outward import: the build fails, with the diagnostic at the import, once.
        try fixture.writeManifest(buildTool: true, outward: true)
        try fixture.write(PluginFixture.outwardImport, to: "Sources/UseCases/Teams.swift")
        let failed = try await fixture.build()
        #expect(failed.status != 0, "\(failed)")
        let output = failed.standardOutput + failed.standardError
        let at = fixture.root.path + "/Sources/UseCases/Teams.swift:2:1: error: [outward-dependency]"
        #expect(output.components(separatedBy: at).count == 2, "once, at its place: \(output)")

        // Removed, the build succeeds again.
        try fixture.writeManifest(buildTool: true)
        try fixture.write(PluginFixture.cleanTeams, to: "Sources/UseCases/Teams.swift")
        let fixed = try await fixture.build()
        #expect(fixed.status == 0, "\(fixed)")
        #expect(!fixed.standardOutput.contains("error:"), "\(fixed)")
    }
}

/// A package in a temporary folder whose targets have the kit's layer names (`Entities`,
/// `UseCases`, `InterfaceAdapters`, `FrameworksAndDrivers`), depending by path on a plugins
/// package made for it, with a folder for reports beside it.
struct PluginFixture {
    let base: URL
    let root: URL
    let outputs: URL
    /// SwiftPM's scratch folder: outside the package, so that a listing of the package shows
    /// anything the plugin writes.
    let scratch: URL
    let plugins: URL

    static let cleanTeams = "import Entities\n\npublic func teams() -> [Team] { [] }\n"
    static let outwardImport =
        "import Entities\nimport FrameworksAndDrivers\n\npublic func teams() -> [Team] { _ = run(); return [] }\n"

    init(named name: String) async throws {
        base = try TemporaryFolder(prefix: "plugin-fixture").url
        root = base.appendingPathComponent("App")
        outputs = base.appendingPathComponent("reports")
        scratch = base.appendingPathComponent("scratch-\(name)")
        try FileManager.default.createDirectory(at: outputs, withIntermediateDirectories: true)
        plugins = try await ArtifactBundle.pluginsPackage(in: base)
        try writeManifest()
        try write("public struct Team {\n    public init() {}\n}\n", to: "Sources/Entities/Team.swift")
        try write(Self.cleanTeams, to: "Sources/UseCases/Teams.swift")
        try write(
            "import UseCases\n\npublic func count() -> Int { teams().count }\n",
            to: "Sources/InterfaceAdapters/Count.swift")
        try write("public func run() -> Int { 0 }\n", to: "Sources/FrameworksAndDrivers/Run.swift")
    }

    /// The manifest: clean, or with UseCases depending on FrameworksAndDrivers (`outward`), or
    /// FrameworksAndDrivers declaring Entities without importing it (`unusedDependency`), with the
    /// build-tool plugin on every target or not.
    func writeManifest(buildTool: Bool = false, outward: Bool = false, unusedDependency: Bool = false) throws {
        let plugins = buildTool ? ", plugins: check" : ""
        try write(
            """
            // swift-tools-version: 6.0
            import PackageDescription

            let check: [Target.PluginUsage] = [
                .plugin(name: "CheckDependenciesBuildTool", package: "CleanArchitectureKitPlugins")
            ]

            let package = Package(
                name: "App",
                dependencies: [.package(path: \(SwiftLiteral.quoted(self.plugins.path)))],
                targets: [
                    .target(name: "Entities"\(plugins)),
                    .target(name: "UseCases", dependencies: ["Entities"\(outward ? ", \"FrameworksAndDrivers\"" : "")]\(plugins)),
                    .target(name: "InterfaceAdapters", dependencies: ["UseCases"]\(plugins)),
                    .target(name: "FrameworksAndDrivers", dependencies: [\(unusedDependency ? "\"Entities\"" : "")]\(plugins)),
                ]
            )

            """, to: "Package.swift")
    }

    func write(_ contents: String, to path: String) throws {
        let url = root.appendingPathComponent(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(contents.utf8).write(to: url)
    }

    /// `swift package --package-path ROOT --scratch-path SCRATCH check-dependencies ARGUMENTS`.
    func checkDependencies(_ arguments: String...) async throws -> ChildProcess.Outcome {
        try await ChildProcess.run(
            ["swift", "package", "--package-path", root.path, "--scratch-path", scratch.path, "check-dependencies"]
                + arguments)
    }

    /// `swift build` of the fixture.
    func build() async throws -> ChildProcess.Outcome {
        try await ChildProcess.run(["swift", "build", "--package-path", root.path, "--scratch-path", scratch.path])
    }

    /// The build-tool plugin's stamps, with their modification times.
    func stamps() throws -> [String: Date] {
        var found: [String: Date] = [:]
        let walker = FileManager.default.enumerator(atPath: scratch.path)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix("DependencyRuleChecked.swift") else { continue }
            let attributes = try FileManager.default.attributesOfItem(atPath: scratch.appendingPathComponent(path).path)
            found[path] = attributes[.modificationDate] as? Date
        }
        return found
    }

    func remove() { try? FileManager.default.removeItem(at: base) }
}
