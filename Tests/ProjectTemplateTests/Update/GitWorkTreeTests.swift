import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

/// Conflicts marked unmerged in git's index, in a small repository of their own.
@Suite("Git's index lists an update's conflicts as unmerged")
struct GitWorkTreeTests {
    /// A repository with `files` committed.
    static func repository(in scratch: TemporaryFolder, _ files: [String: Data]) async throws -> URL {
        let root = scratch.url.appendingPathComponent("repository")
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        try await UpdateFixture.git(["init", "-q"], in: root)
        for (path, data) in files { try data.write(to: root.appendingPathComponent(path)) }
        try await UpdateFixture.commit(root, "Files")
        return root
    }

    /// Each unmerged stage of `path` with its blob: `["1": "5b0e…", …]`.
    static func stages(_ path: String, in root: URL) async throws -> [String: String] {
        var stages: [String: String] = [:]
        for line in try await UpdateFixture.git(["ls-files", "-u", "--", path], in: root).split(separator: "\n") {
            let fields = line.split(separator: "\t")[0].split(separator: " ")
            stages[String(fields[2])] = String(fields[1])
        }
        return stages
    }

    /// The blob git makes of `data`.
    static func blob(_ data: Data, in scratch: TemporaryFolder) async throws -> String {
        let file = scratch.url.appendingPathComponent("blob")
        try data.write(to: file)
        return try await UpdateFixture.git(["hash-object", "--", file.path], in: scratch.url)
            .trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The blobs of texts, by stage.
    static func blobs(_ stages: [String: Data], in scratch: TemporaryFolder) async throws -> [String: String] {
        var blobs: [String: String] = [:]
        for (stage, data) in stages { blobs[stage] = try await blob(data, in: scratch) }
        return blobs
    }

    @Test("A merged conflict: stages 1, 2 and 3 from the sides, the work tree keeps the markers")
    func merged() async throws {
        let scratch = try TemporaryFolder(prefix: "git-work-tree")
        defer { scratch.remove() }
        let root = try await Self.repository(in: scratch, ["F": Data("mine\n".utf8)])
        let git = try GitWorkTree(root: root.path)
        let step = UpdatePlan.Step(
            path: "F", movedFrom: nil, action: .conflict(hunks: 1), result: "<<<<<<< yours\nmine\n",
            sides: .init(base: "base\n", yours: "mine\n", theirs: "kit\n"))
        let conflicts = try git.unmergedConflicts([step])
        try Data("<<<<<<< yours\nmine\n".utf8).write(to: root.appendingPathComponent("F"))
        #expect(try git.markUnmerged(conflicts) == ["F"])
        let expected = try await Self.blobs(
            ["1": Data("base\n".utf8), "2": Data("mine\n".utf8), "3": Data("kit\n".utf8)], in: scratch)
        #expect(try await Self.stages("F", in: root) == expected)
        let status = try await UpdateFixture.git(["status", "--porcelain"], in: root)
        #expect(status == "UU F\n", "\(status)")
    }

    @Test("Yours not text: stage 2 is the file's bytes as they are; a side the conflict lacks is left out")
    func notText() async throws {
        let scratch = try TemporaryFolder(prefix: "git-work-tree")
        defer { scratch.remove() }
        let latin1 = Data([0x43, 0x61, 0x66, 0xE9, 0x0A])  // "Café\n" in ISO 8859-1
        let root = try await Self.repository(in: scratch, ["F": latin1])
        let git = try GitWorkTree(root: root.path)
        let step = UpdatePlan.Step(
            path: "F", movedFrom: nil, action: .conflictUnmergeable("not text"), result: nil,
            sides: .init(base: "Cafe\n", yours: nil, theirs: nil, yoursIsNotText: true))
        #expect(try git.markUnmerged(try git.unmergedConflicts([step])) == ["F"])
        let expected = try await Self.blobs(["1": Data("Cafe\n".utf8), "2": latin1], in: scratch)
        #expect(try await Self.stages("F", in: root) == expected)
        let status = try await UpdateFixture.git(["status", "--porcelain"], in: root)
        #expect(status == "UD F\n", "deleted by the kit, changed by you: \(status)")
    }

    @Test("Finishing a killed update marks only the conflicts still as it wrote them, and none after a commit")
    func finishing() async throws {
        let scratch = try TemporaryFolder(prefix: "git-work-tree")
        defer { scratch.remove() }
        let root = try await Self.repository(
            in: scratch, ["F": Data("mine\n".utf8), "G": Data("mine\n".utf8), "H": Data("mine\n".utf8)])
        let git = try GitWorkTree(root: root.path)
        let steps = ["F", "G", "H", "I"].map { path in
            UpdatePlan.Step(
                path: path, movedFrom: nil, action: .conflictBothAdded, result: nil,
                sides: .init(base: nil, yours: "mine\n", theirs: "kit\n"))
        }
        let conflicts = try git.unmergedConflicts(steps)
        // Since the update: G resolved by a person; H deleted; I never there.
        try Data("resolved\n".utf8).write(to: root.appendingPathComponent("G"))
        try FileManager.default.removeItem(at: root.appendingPathComponent("H"))
        #expect(try git.markUnmerged(conflicts, finishing: true) == ["F"])
        let unmerged = try await UpdateFixture.git(["ls-files", "-u"], in: root).split(separator: "\n")
        #expect(unmerged.map { $0.split(separator: "\t").last } == ["F", "F"], "\(unmerged)")
        // A commit since: the person has moved on, even with F as the update wrote it.
        try await UpdateFixture.git(["checkout", "--theirs", "--", "F"], in: root)
        try Data("mine\n".utf8).write(to: root.appendingPathComponent("F"))
        try await UpdateFixture.commit(root, "Resolved")
        #expect(try git.markUnmerged(conflicts, finishing: true) == [])
        #expect(try await UpdateFixture.git(["status", "--porcelain"], in: root) == "")
    }

    @Test("The index keeps the file's mode, takes any path, and lists a path once")
    func modesAndPaths() async throws {
        let scratch = try TemporaryFolder(prefix: "git-work-tree")
        defer { scratch.remove() }
        let odd = "\"quoted\" name.sh"
        let root = try await Self.repository(in: scratch, [odd: Data("mine\n".utf8)])
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: root.appendingPathComponent(odd).path)
        try await UpdateFixture.commit(root, "Executable")
        let git = try GitWorkTree(root: root.path)
        let step = UpdatePlan.Step(
            path: odd, movedFrom: nil, action: .conflictDeletedByKit, result: nil,
            sides: .init(base: "base\n", yours: "mine\n", theirs: nil))
        #expect(try git.markUnmerged(try git.unmergedConflicts([step])) == [odd])
        let stages = try await UpdateFixture.git(["ls-files", "-u", "-z"], in: root).split(separator: "\0")
        #expect(
            stages.count == 2 && stages.allSatisfy { $0.hasPrefix("100755 ") && $0.hasSuffix("\t" + odd) }, "\(stages)")
        #expect(try git.files() == [odd], "an unmerged path is one file")
    }

    @Test("A git that cannot store the sides' blobs: the update is refused before it writes anything")
    func storeFails() async throws {
        let scratch = try TemporaryFolder(prefix: "git-work-tree")
        defer { scratch.remove() }
        let root = try await Self.repository(in: scratch, ["F": Data("mine\n".utf8)])
        let fake = scratch.url.appendingPathComponent("git")
        try await ExecutableScript.write(
            """
            #!/bin/sh
            for argument in "$@"; do [ "$argument" = hash-object ] && { echo "fatal: no space left" >&2; exit 128; }; done
            exec git "$@"

            """, to: fake.path)
        let git = try GitWorkTree(root: root.path, git: fake.path)
        let step = UpdatePlan.Step(
            path: "F", movedFrom: nil, action: .conflictBothAdded, result: nil,
            sides: .init(base: nil, yours: "mine\n", theirs: "kit\n"))
        #expect {
            try git.unmergedConflicts([step])
        } throws: { error in
            "\(error)" == "'\(fake.path) hash-object' failed in \(root.path): fatal: no space left"
        }
    }

    @Test("Uncommitted work is refused short: how many files, at most five by name, and how to commit or stash them")
    func uncommittedRefusal() async throws {
        let scratch = try TemporaryFolder(prefix: "git-work-tree")
        defer { scratch.remove() }
        let root = try await Self.repository(in: scratch, ["A.swift": Data("a\n".utf8)])
        let git = try GitWorkTree(root: root.path)
        let paths = ["A.swift"] + (1...6).map { "New\($0).swift" }
        try git.refuseUncommitted(paths, doing: "the update")
        try Data("changed\n".utf8).write(to: root.appendingPathComponent("A.swift"))
        for path in paths.dropFirst() { try Data().write(to: root.appendingPathComponent(path)) }
        #expect {
            try git.refuseUncommitted(paths, doing: "the update")
        } throws: { error in
            "\(error)"
                == "7 files with uncommitted changes, which the update would touch: A.swift, New1.swift, New2.swift, New3.swift, New4.swift and 2 more; commit them first ('git add -A && git commit'), or stash them ('git stash -u')"
        }
    }
}
