import DependencyRule
import Foundation
import ProcessSpawning

/// Which kit a package is made from: its version, the commit its files were taken at, and the
/// repository it is published from, whose releases hold its checker (the generated CI downloads
/// it from there). `make install` stamps an installed kit with it (``stampFile``); a source
/// checkout tells it through git; a copy with neither has only the program's version.
public struct KitIdentity: Sendable, Equatable {
    /// The kit's version: `1.0.0`.
    public var version: String
    /// The commit the kit's files were taken at (40 hex digits); `nil` when unknown.
    public var commit: String?
    /// Whether the files differed from that commit.
    public var modified: Bool
    /// Where the kit is published (`https://github.com/OWNER/NAME`); `nil` when the copy cannot
    /// tell (no git remote a CI runner could reach, no stamp).
    public var repository: String?

    public init(version: String, commit: String? = nil, modified: Bool = false, repository: String? = nil) {
        self.version = version
        self.commit = commit
        self.modified = modified
        self.repository = repository
    }

    /// Where CleanArchitectureKit is published: the repository a package's CI gets the checker
    /// from when neither `--kit-repository` nor the kit's copy names another.
    public static let home = "https://github.com/clean-architecture-kit/CleanArchitectureKit"

    /// How version `a` compares with `b`, as Semantic Versioning orders them: by their numbers,
    /// dot by dot (`1.10.0` after `1.9.2`), a pre-release before its release (`1.2.0-beta.2`
    /// before `1.2.0`), build metadata (`+…`) ignored; a part that is not a number compares as
    /// text, after numbers.
    static func compare(_ a: String, _ b: String) -> ComparisonResult {
        func parts(_ version: String) -> (core: [Substring], preRelease: [Substring]?) {
            let plain = version.split(separator: "+", maxSplits: 1, omittingEmptySubsequences: false)[0]
            let halves = plain.split(separator: "-", maxSplits: 1, omittingEmptySubsequences: false)
            return (halves[0].split(separator: "."), halves.count > 1 ? halves[1].split(separator: ".") : nil)
        }
        func order(_ x: Substring, _ y: Substring) -> ComparisonResult {
            switch (Int(x), Int(y)) {
            case (let m?, let n?): m == n ? .orderedSame : m < n ? .orderedAscending : .orderedDescending
            case (_?, nil): .orderedAscending
            case (nil, _?): .orderedDescending
            case (nil, nil): x == y ? .orderedSame : x < y ? .orderedAscending : .orderedDescending
            }
        }
        let (left, right) = (parts(a), parts(b))
        for index in 0..<max(left.core.count, right.core.count) {
            let result = order(
                index < left.core.count ? left.core[index] : "0", index < right.core.count ? right.core[index] : "0")
            if result != .orderedSame { return result }
        }
        switch (left.preRelease, right.preRelease) {
        case (nil, nil): return .orderedSame
        case (nil, _?): return .orderedDescending
        case (_?, nil): return .orderedAscending
        case (let x?, let y?):
            for (m, n) in zip(x, y) where order(m, n) != .orderedSame { return order(m, n) }
            return x.count == y.count ? .orderedSame : x.count < y.count ? .orderedAscending : .orderedDescending
        }
    }

    /// The stamp `make install` writes in the installed kit's folder.
    static let stampFile = "KIT.json"

    /// The identity of the kit in `kit`: its stamp, else what git says of its folder, else the
    /// program's version alone.
    /// - Throws: ``GenerationError`` for a stamp that cannot be read.
    static func of(_ kit: KitSource, programVersion: String) throws(GenerationError) -> KitIdentity {
        let stamp = Path.appending(stampFile, to: kit.root)
        if FileManager.default.fileExists(atPath: stamp) { return try read(stamp) }
        var identity = KitIdentity(version: programVersion)
        // The kit's own repository, not one it happens to sit in. Its origin as written, not as
        // an `insteadOf` rewrites it for this machine.
        guard
            let top = git(["rev-parse", "--show-toplevel"], in: kit.root),
            Path.resolved(top) == Path.resolved(kit.root),
            let commit = git(["rev-parse", "--verify", "-q", "HEAD"], in: kit.root), commit.count == 40
        else {
            return identity
        }
        identity.commit = commit
        identity.modified =
            git(
                ["status", "--porcelain", "--", "Package.swift", "dependency-rules.json", "Sources", "Tests", "Fakes"],
                in: kit.root
            )
            .map { !$0.isEmpty } ?? false
        identity.repository = git(["config", "--get", "remote.origin.url"], in: kit.root).flatMap(webAddress(ofRemote:))
        return identity
    }

    /// The web address of a git remote a CI runner can reach: `https://HOST[:PORT]/OWNER/NAME` for
    /// `https://HOST[:PORT]/OWNER/NAME(.git)`, and `https://HOST/OWNER/NAME` for
    /// `git@HOST:OWNER/NAME(.git)` and `ssh://git@HOST[:PORT]/OWNER/NAME` (an SSH port is not the
    /// web's); `nil` for a local path, a `file://` URL, a query or a fragment, or anything else.
    public static func webAddress(ofRemote remote: String) -> String? {
        var text = remote.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.contains("?"), !text.contains("#") else { return nil }
        if text.hasSuffix("/") { text.removeLast() }
        if text.hasSuffix(".git") { text.removeLast(4) }
        let host: String
        let path: Substring
        // A git remote, not Swift: a regular expression is the reader.
        if let match = text.wholeMatch(of: /https:\/\/(?:[^@\/]+@)?([^\/:]+(?::\d+)?)\/(.+)/) {
            (host, path) = (String(match.output.1), match.output.2)
        } else if let match = text.wholeMatch(of: /ssh:\/\/(?:[^@\/]+@)?([^\/:]+)(?::\d+)?\/(.+)/) {
            (host, path) = (String(match.output.1), match.output.2)
        } else if let match = text.wholeMatch(of: /[^@\/]+@([^\/:]+):(.+)/) {
            (host, path) = (String(match.output.1), match.output.2)
        } else {
            return nil
        }
        let parts = path.split(separator: "/", omittingEmptySubsequences: false)
        guard parts.count == 2, parts.allSatisfy({ !$0.isEmpty && !$0.contains(" ") }) else { return nil }
        return "https://\(host)/\(parts.joined(separator: "/"))"
    }

    /// The stamp `make install` writes (``stampFile``): JSON, keys sorted, `null` for what is
    /// unknown.
    var stamp: String {
        JSONOutput.object([
            ("commit", JSONOutput(commit)), ("modified", .bool(modified)), ("repository", JSONOutput(repository)),
            ("version", .string(version)),
        ]).text
    }

    /// What `clean-architecture kit` says of the kit in `folder`.
    func description(in folder: String) -> String {
        """
        CleanArchitectureKit \(UpdateReport.describe(self))
          folder:     \(folder)
          commit:     \(commit ?? "unknown")
          repository: \(repository ?? "unknown (a new package's CI downloads the checker from \(Self.home))")

        """
    }

    private static func read(_ stamp: String) throws(GenerationError) -> KitIdentity {
        do throws(CheckError) {
            let bytes = try FileSystem.read(stamp)
            let reader = JSONReader(file: stamp)
            let root = try JSONValue.parse(bytes, file: stamp)
            let fields = try reader.object(
                root, allowed: ["commit", "modified", "repository", "version"], what: "the stamp")
            func optional(_ key: String) throws(CheckError) -> String? {
                guard let value = fields[key], value.value.kindDescription != "null" else { return nil }
                return try reader.string(value, what: "\"\(key)\"")
            }
            guard let version = fields["version"] else { throw reader.error("\"version\" is missing", at: root) }
            return KitIdentity(
                version: try reader.string(version, what: "\"version\""),
                commit: try optional("commit").flatMap { $0.isEmpty ? nil : $0 },
                modified: try fields["modified"].map { (value) throws(CheckError) in
                    try reader.bool(value, what: "\"modified\"")
                } ?? false,
                repository: try optional("repository").flatMap(webAddress(ofRemote:)))
        } catch {
            let place = error.line.map { " (line \($0)\(error.column.map { ", column \($0)" } ?? ""))" } ?? ""
            throw GenerationError(
                "cannot read the kit's stamp \(stamp): \(error.message)\(place); run 'make install' in CleanArchitectureKit again"
            )
        }
    }

    /// What `git ARGUMENTS` prints in `folder`, trimmed; `nil` when git is missing or fails.
    private static func git(_ arguments: [String], in folder: String) -> String? {
        guard let outcome = try? ChildProcess.run(["git", "-C", folder] + arguments), outcome.status == 0 else {
            return nil
        }
        return outcome.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
