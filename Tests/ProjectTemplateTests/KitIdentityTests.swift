import DependencyRule
import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

@Suite("KitIdentity: the kit's version, commit and repository, from its stamp or from git")
struct KitIdentityTests {
    @Test(
        "A git remote becomes the web address a CI runner downloads from; a local one is none",
        arguments: [
            ("https://github.com/acme/Kit", "https://github.com/acme/Kit"),
            ("https://github.com/acme/Kit.git", "https://github.com/acme/Kit"),
            ("https://github.com/acme/Kit/", "https://github.com/acme/Kit"),
            ("git@github.com:acme/Kit.git", "https://github.com/acme/Kit"),
            ("ssh://git@github.com/acme/Kit.git", "https://github.com/acme/Kit"),
            ("https://git.example.com:8443/acme/Kit.git", "https://git.example.com:8443/acme/Kit"),
            ("ssh://git@git.example.com:2222/acme/Kit.git", "https://git.example.com/acme/Kit"),
            ("https://github.com/acme/Kit?tab=readme", nil), ("https://github.com/acme/Kit#readme", nil),
            ("/work/main", nil), ("file:///work/main", nil), ("../kit", nil),
            ("https://github.com/acme", nil), ("https://github.com/acme/Kit/tree/main", nil),
        ] as [(String, String?)])
    func webAddress(remote: String, expected: String?) {
        #expect(KitIdentity.webAddress(ofRemote: remote) == expected)
    }

    @Test(
        "Versions compare as Semantic Versioning orders them",
        arguments: [
            ("1.9.2", "1.10.0"), ("1.2", "1.2.1"), ("1.2.0-beta.2", "1.2.0"), ("1.2.0-beta.2", "1.2.0-beta.10"),
            ("1.2.0-alpha", "1.2.0-beta"), ("1.2.0-1", "1.2.0-alpha"), ("1.2.0-beta", "1.2.0-beta.1"),
            ("1.0.0-3-gabc1234", "1.0.0"), ("0.9.0+build.7", "1.0.0"),
        ])
    func order(older: String, newer: String) {
        #expect(KitIdentity.compare(older, newer) == .orderedAscending)
        #expect(KitIdentity.compare(newer, older) == .orderedDescending)
        #expect(KitIdentity.compare(newer, newer) == .orderedSame)
        #expect(KitIdentity.compare("1.2.0+a", "1.2.0+b") == .orderedSame, "build metadata is ignored")
    }

    /// A folder that passes for a kit (it has the kit's marker file), with `files` in it.
    static func fakeKit(in scratch: TemporaryFolder, _ files: [String: String] = [:]) throws -> KitSource {
        let root = scratch.url.appendingPathComponent("kit")
        for (path, text) in files.merging([KitSource.marker: "// marker\n"], uniquingKeysWith: { $1 }) {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url)
        }
        return try KitSource(explicit: root.path, environment: [:])
    }

    /// The identity of `kit`, asked on a thread of its own (it runs git and waits for it).
    func identity(_ kit: KitSource) async throws -> KitIdentity {
        try await onOwnThread { Result { try KitIdentity.of(kit, programVersion: "1.2.3") } }.get()
    }

    func git(_ arguments: [String], in folder: String) async throws {
        let outcome = try await ChildProcess.run(
            ["git", "-C", folder, "-c", "user.name=Test", "-c", "user.email=test@example.com"] + arguments)
        try #require(outcome.status == 0, "\(outcome)")
    }

    /// Makes `kit` a repository of its own, committed, with an SSH origin; returns its commit.
    func committed(_ kit: KitSource) async throws -> String {
        try await git(["init", "-q"], in: kit.root)
        try await git(["add", "-A"], in: kit.root)
        try await git(["commit", "-qm", "kit"], in: kit.root)
        try await git(["remote", "add", "origin", "git@github.com:acme/Kit.git"], in: kit.root)
        let head = try await ChildProcess.run(["git", "-C", kit.root, "rev-parse", "HEAD"])
        return head.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }

    @Test("A source checkout: the commit, whether its files changed, and its origin as a web address")
    func checkout() async throws {
        let scratch = try TemporaryFolder(prefix: "kit-identity")
        defer { scratch.remove() }
        let kit = try Self.fakeKit(in: scratch)
        #expect(try await identity(kit) == KitIdentity(version: "1.2.3"), "no git: the version")
        let commit = try await committed(kit)
        let found = try await identity(kit)
        #expect(
            found == KitIdentity(version: "1.2.3", commit: commit, repository: "https://github.com/acme/Kit"),
            "\(found)")
        try Data("// changed\n".utf8).write(to: URL(fileURLWithPath: kit.root + "/" + KitSource.marker))
        #expect(try await identity(kit).modified)
    }

    @Test("clean-architecture kit says which kit it copies from; its JSON is the stamp, read back whole")
    func kitCommand() async throws {
        let scratch = try TemporaryFolder(prefix: "kit-identity")
        defer { scratch.remove() }
        let kit = try Self.fakeKit(in: scratch)
        let commit = try await committed(kit)
        let text = await runTemplate(["kit", "--kit-path", kit.root], in: scratch.url)
        #expect(
            text.status == 0
                && text.output == """
                    CleanArchitectureKit \(CleanArchitectureCommand.version) (\(commit.prefix(7)))
                      folder:     \(kit.root)
                      commit:     \(commit)
                      repository: https://github.com/acme/Kit

                    """
                && text.errors.isEmpty, "\(text)")
        let json = await runTemplate(["kit", "--kit-path", kit.root, "--format", "json"], in: scratch.url)
        #expect(json.status == 0 && json.errors.isEmpty, "\(json)")
        // Installed with that stamp, the kit is the same kit, whatever git says of its folder.
        let installed = try Self.fakeKit(
            in: try TemporaryFolder(prefix: "kit-identity"), [KitIdentity.stampFile: json.output])
        defer { try? FileManager.default.removeItem(atPath: Path.parent(of: installed.root)) }
        #expect(
            try await identity(installed)
                == KitIdentity(
                    version: CleanArchitectureCommand.version, commit: commit, repository: "https://github.com/acme/Kit"
                ))
        // What is unknown is null, and read back as unknown.
        let bare = KitIdentity(version: "1.2.3")
        #expect(bare.stamp.contains("\"commit\": null") && bare.stamp.contains("\"repository\": null"), "\(bare.stamp)")
        let unknown = try Self.fakeKit(
            in: try TemporaryFolder(prefix: "kit-identity"), [KitIdentity.stampFile: bare.stamp])
        defer { try? FileManager.default.removeItem(atPath: Path.parent(of: unknown.root)) }
        #expect(try await identity(unknown) == bare)
        let missing = await runTemplate(
            ["kit", "--kit-path", scratch.url.appendingPathComponent("none").path], in: scratch.url)
        #expect(missing.status == 2 && missing.output.isEmpty && missing.errors.contains("none"), "\(missing)")
    }

    @Test("A kit folder inside another repository has no commit of its own")
    func insideAnotherRepository() async throws {
        let scratch = try TemporaryFolder(prefix: "kit-identity")
        defer { scratch.remove() }
        let kit = try Self.fakeKit(in: scratch)
        try await git(["init", "-q"], in: scratch.path)
        try await git(["add", "-A"], in: scratch.path)
        try await git(["commit", "-qm", "outer"], in: scratch.path)
        #expect(try await identity(kit) == KitIdentity(version: "1.2.3"))
    }

    @Test("An installed kit: its stamp, whatever git says; a damaged stamp is refused, naming it")
    func stamp() throws {
        let scratch = try TemporaryFolder(prefix: "kit-identity")
        defer { scratch.remove() }
        let stamp = """
            {"version": "2.0.0", "commit": "\(String(repeating: "a", count: 40))", "modified": true,
             "repository": "https://github.com/acme/Kit.git"}
            """
        let kit = try Self.fakeKit(in: scratch, [KitIdentity.stampFile: stamp])
        #expect(
            try KitIdentity.of(kit, programVersion: "1.2.3")
                == KitIdentity(
                    version: "2.0.0", commit: String(repeating: "a", count: 40), modified: true,
                    repository: "https://github.com/acme/Kit"))
        for (text, problem) in [
            (
                "{\"version\": \"2.0.0\", \"commit\": 1}",
                "\"commit\" must be a string, not a number (line 1, column 32)"
            ),
            ("{\"commit\": null}", "\"version\" is missing (line 1, column 1)"),
            ("{\"version\": \"2.0.0\", \"colour\": 1}", "unknown key 'colour' in the stamp"),
            ("{\"version\"", "expected ':' after key 'version' (line 1, column 11)"),
            (
                "{\"version\": \"2.0.0\", \"modified\": \"yes\"}",
                "\"modified\" must be true or false, not a string (line 1, column 34)"
            ),
        ] {
            try Data(text.utf8).write(to: URL(fileURLWithPath: kit.root + "/" + KitIdentity.stampFile))
            #expect {
                try KitIdentity.of(kit, programVersion: "1.2.3")
            } throws: { error in
                "\(error)".hasPrefix("cannot read the kit's stamp \(kit.root)/KIT.json: \(problem)")
                    && "\(error)".hasSuffix("; run 'make install' in CleanArchitectureKit again")
            }
        }
    }
}
