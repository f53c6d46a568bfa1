import DependencyRule
import Foundation
import ProcessSpawning

/// Formats generated Swift files with the toolchain's `swift format`, under the package's
/// `.swift-format`, so that what is generated passes `make lint` whatever the length of the names
/// put into it.
///
/// A text formatted once in this process under the same configuration file's text is written as
/// it came out, without running `swift format` again: an update formats its base and the kit's
/// render, which are mostly the same files, and a test process formats the same package often.
struct SourceFormatter {
    /// The `swift` executable; looked up on `PATH`.
    var swift = "swift"

    /// What `swift format` made of each text, by the text and the configuration file's text.
    private static let formatted = ProcessMemo<Key, String>()

    private struct Key: Hashable {
        let configuration: FileText
        let text: FileText
    }

    /// Formats, in place, the Swift files of `paths` (relative to `folder`).
    /// - Parameter configuration: a `.swift-format` file, or `nil` to let swift-format look for one
    ///   (then every file is formatted anew: which file it finds is swift-format's).
    func format(_ paths: [String], in folder: String, configuration: String?) throws(GenerationError) {
        let setting = configuration.flatMap { try? String(contentsOfFile: $0, encoding: .utf8) }
        var pending: [(path: String, key: Key?)] = []
        for path in paths where path.hasSuffix(".swift") {
            let key = setting.flatMap { setting in
                (try? String(contentsOfFile: Path.appending(path, to: folder), encoding: .utf8)).map {
                    Key(configuration: FileText(text: setting), text: FileText(text: $0))
                }
            }
            if let key, let text = Self.formatted[key] {
                if !text.hasSameBytes(as: key.text.text) {
                    try TreeWriter.write(FileTree([path: text]), into: folder)
                }
            } else {
                pending.append((path, key))
            }
        }
        guard !pending.isEmpty else { return }
        try run(pending.map { Path.appending($0.path, to: folder) }, configuration: configuration)
        for case (let path, let key?) in pending {
            guard let text = try? String(contentsOfFile: Path.appending(path, to: folder), encoding: .utf8) else {
                continue
            }
            Self.formatted.keep(text, for: key)
        }
    }

    /// `tree`'s Swift files formatted under `configuration` (when it exists), the others as they
    /// are; formatted in a folder of its own.
    func formatted(_ tree: FileTree, configuration: String) throws(GenerationError) -> FileTree {
        guard tree.paths.contains(where: { $0.hasSuffix(".swift") }) else { return tree }
        let scratch: TemporaryFolder
        do {
            scratch = try TemporaryFolder(prefix: "clean-architecture-format")
        } catch {
            throw GenerationError("cannot make a folder to format in: \(error)")
        }
        defer { scratch.remove() }
        try TreeWriter.write(tree, into: scratch.path)
        try format(
            tree.paths, in: scratch.path,
            configuration: FileManager.default.fileExists(atPath: configuration) ? configuration : nil)
        var formatted = tree
        for path in tree.paths where path.hasSuffix(".swift") {
            let file = Path.appending(path, to: scratch.path)
            do {
                formatted[path] = try String(contentsOfFile: file, encoding: .utf8)
            } catch {
                throw GenerationError("cannot read the formatted \(file): \(TreeWriter.reason(error))")
            }
        }
        return formatted
    }

    /// Runs `swift format --in-place` on `files`.
    private func run(_ files: [String], configuration: String?) throws(GenerationError) {
        var command = [swift, "format", "format", "--in-place", "--parallel"]
        if let configuration { command += ["--configuration", configuration] }
        let outcome: ChildProcess.Outcome
        do {
            outcome = try ChildProcess.run(command + files)
        } catch {
            throw GenerationError("cannot run '\(swift) format' to format the new files: \(error)")
        }
        guard outcome.status == 0 else {
            let reason =
                outcome.standardError.split(separator: "\n").first.map(String.init) ?? "exit status \(outcome.status)"
            throw GenerationError("'\(swift) format' failed on the new files: \(reason)")
        }
    }
}
