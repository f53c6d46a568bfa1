import Foundation
import ProcessSpawning
import ProjectTemplate
import TestSupport
import Testing

@Suite("make install and make uninstall: the programs, and the kit's files the template copies")
struct InstallTests {
    @Test("PREFIX and DESTDIR as users expect; the installed clean-architecture copies from the installed kit")
    func installs() async throws {
        let scratch = try TemporaryFolder(prefix: "template-tests")
        defer { scratch.remove() }
        let products = try GeneratedPackage.products().path
        let prefix = scratch.url.appendingPathComponent("prefix").path

        // DESTDIR stages the tree under another root, as packagers do.
        let staged = try await ChildProcess.run(
            [
                "make", "-C", Kit.root.path, "--no-print-directory", "install", "PREFIX=/opt/kit",
                "DESTDIR=\(scratch.url.path)/stage", "BIN_DIR=\(products)",
            ])
        #expect(staged.status == 0, "\(staged)")
        for path in ["stage/opt/kit/bin/dependency-rule", "stage/opt/kit/bin/clean-architecture"] {
            #expect(
                FileManager.default.isExecutableFile(atPath: scratch.url.appendingPathComponent(path).path), "\(path)")
        }
        #expect(
            FileManager.default.fileExists(
                atPath: scratch.url.appendingPathComponent(
                    "stage/opt/kit/share/clean-architecture/kit/Sources/UseCases/Ports/UnitOfWork.swift"
                ).path))

        let installed = try await ChildProcess.run(
            ["make", "-C", Kit.root.path, "--no-print-directory", "install", "PREFIX=\(prefix)", "BIN_DIR=\(products)"])
        #expect(installed.status == 0, "\(installed)")
        // The stamp: the version, and this checkout's commit (it is a git repository of its own).
        let stamp = try JSONSerialization.jsonObject(
            with: Data(contentsOf: URL(fileURLWithPath: "\(prefix)/share/clean-architecture/kit/KIT.json")))
        let fields = try #require(stamp as? [String: Any])
        let head = try await ChildProcess.run(["git", "-C", Kit.root.path, "rev-parse", "HEAD"])
        #expect(fields["version"] as? String == CleanArchitectureCommand.version, "\(fields)")
        #expect(
            fields["commit"] as? String == head.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines),
            "\(fields)")
        #expect(fields["modified"] is Bool && fields.keys.contains("repository"), "\(fields)")
        var environment = ProcessInfo.processInfo.environment
        environment["CLEAN_ARCHITECTURE_KIT"] = nil
        let made = try await ChildProcess.run(
            [
                "\(prefix)/bin/clean-architecture", "new", "Bookshelf", "--example", "none", "--output",
                "\(scratch.url.path)/made",
            ],
            environment: environment)
        #expect(made.status == 0, "\(made)")
        #expect(
            made.standardOutput.contains(
                "(Copied from the kit in \(prefix)/share/clean-architecture/kit. Its CI downloads"),
            "\(made)")
        // Its CI gets the checker from the installed kit's origin, or from the kit's home.
        let origin = try await ChildProcess.run(["git", "-C", Kit.root.path, "config", "--get", "remote.origin.url"])
        let repository = KitIdentity.webAddress(ofRemote: origin.standardOutput) ?? KitIdentity.home
        let workflow = try String(
            contentsOf: scratch.url.appendingPathComponent("made/.github/workflows/architecture.yml"), encoding: .utf8)
        #expect(
            workflow.contains("  KIT_REPOSITORY: \(repository)\n  KIT_VERSION: \(CleanArchitectureCommand.version)\n"),
            "\(workflow)")
        let version = try await ChildProcess.run(["\(prefix)/bin/dependency-rule", "--version"])
        #expect(version.status == 0 && version.standardOutput.hasPrefix("dependency-rule "), "\(version)")

        let removed = try await ChildProcess.run(
            ["make", "-C", Kit.root.path, "--no-print-directory", "uninstall", "PREFIX=\(prefix)"])
        #expect(removed.status == 0, "\(removed)")
        // The shared folders stay, empty: PREFIX/bin is not the kit's to remove.
        #expect(TemporaryFolder.listing(of: URL(fileURLWithPath: prefix)) == ["bin", "share"])
    }

    @Test("make new without NAME or DEST says how to call it, exit 2")
    func newUsage() async throws {
        let run = try await ChildProcess.run([
            "make", "-C", Kit.root.path, "--no-print-directory", "new", "NAME=Bookshelf",
        ])
        #expect(run.status == 2, "\(run)")
        #expect(run.standardError.contains("usage: make new NAME=Bookshelf DEST=../Bookshelf"), "\(run)")
    }
}
