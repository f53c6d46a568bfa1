import DependencyRule
import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("Edge cases found in review")
struct RobustnessTests {
    @Test("Declarations are located through dependency lists that name targets with .target(name:)")
    func nestedTargetReferences() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Extra"),
                        .target(name: "Entities"),
                        .target(
                            name: "UseCases",
                            dependencies: [.target(name: "Entities"), "Extra"]
                        ),
                """,
            files: [
                "Sources/Extra/X.swift": "\n", "Sources/Entities/E.swift": "\n",
                "Sources/UseCases/U.swift": "import Entities\n",
            ])
        defer { package.remove() }
        let run = await package.check()
        #expect(
            run.findings.contains(
                "unused-dependency "
                    + package.location(of: "\"Extra\"", onLineContaining: ".target(name: \"Entities\"), \"Extra\"")))
    }

    @Test("A manifest error shows SwiftPM's own diagnostic line, relative to the package")
    func manifestDiagnostic() async throws {
        let package = try FixturePackage(
            manifest:
                "// swift-tools-version: 6.0\nimport PackageDescription\nlet package = Package(name: \"X\" targets: [])\n",
            files: [:])
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 2)
        #expect(run.errors.contains("the manifest cannot be read by SwiftPM: Package.swift:3:"), "\(run.errors)")
        #expect(!run.errors.contains(package.root.path), "paths are relative: \(run.errors)")
    }

    @Test("To a layer, an unassigned target of the package is a module from outside the architecture")
    func unassignedIsOutside() async throws {
        let package = try FixturePackage(
            targets: """
                        .target(name: "Helpers"),
                        .target(name: "Entities", dependencies: ["Helpers"]),
                """,
            files: ["Sources/Helpers/H.swift": "\n", "Sources/Entities/E.swift": "import Helpers\n"],
            config: #"{"layers": [{"name": "Entities", "targets": ["Entities"], "allowedImports": []}]}"#)
        defer { package.remove() }
        let run = await package.check()
        #expect(run.status == 1)
        #expect(run.findings.contains("forbidden-import Sources/Entities/E.swift:1:1"))
        #expect(run.findings.contains { $0.hasPrefix("unassigned-target") })
    }

    @Test("imports still lists everything when the configuration is broken, with a warning")
    func importsWithBrokenConfiguration() async throws {
        let package = try FixturePackage(
            targets: #"        .target(name: "Entities"),"#, files: ["Sources/Entities/E.swift": "import Foundation\n"],
            config: "{ broken")
        defer { package.remove() }
        let run = await package.run("imports")
        #expect(run.status == 0)
        #expect(run.output == "Sources/Entities/E.swift:1:1: import Foundation\n")
        #expect(run.errors.hasPrefix("dependency-rules.json:1:3: warning:"), "\(run.errors)")
        #expect(await package.check().status == 2, "check itself still refuses the broken configuration")
    }

    @Test("A FIFO named like a Swift file is skipped, not waited on")
    func fifo() async throws {
        let package = try FixturePackage(
            targets: #"        .target(name: "Entities"),"#, files: ["Sources/Entities/E.swift": "\n"])
        defer { package.remove() }
        #expect(mkfifo(package.root.appendingPathComponent("Sources/Entities/Pipe.swift").path, 0o644) == 0)
        let run = await package.run("imports", "--format", "json")
        #expect(run.status == 0)
        #expect(!run.output.contains("Pipe.swift"))
    }
}
