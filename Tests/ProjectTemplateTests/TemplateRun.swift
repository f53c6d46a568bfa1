import Foundation
import ProcessSpawning
import ProjectTemplate

/// The outcome of one `clean-architecture` run, in process.
struct TemplateRun: Sendable, CustomStringConvertible {
    let status: Int32
    let output: String
    let errors: String

    var description: String { "exit \(status)\n--- stdout\n\(output)--- stderr\n\(errors)" }
}

/// Runs `clean-architecture ARGUMENTS` in `folder`, on a thread of its own (it runs `swift format`
/// and `swift package dump-package` and waits for them).
func runTemplate(_ arguments: [String], in folder: URL) async -> TemplateRun {
    await onOwnThread {
        var output = ""
        var errors = ""
        let status = CleanArchitectureCommand.run(
            arguments, currentDirectory: folder.path, environment: ProcessInfo.processInfo.environment,
            output: { output += $0 }, errors: { errors += $0 })
        return TemplateRun(status: status, output: output, errors: errors)
    }
}

/// A temporary folder, removed by ``remove()``.
struct Scratch: Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("template-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: url) }

    /// Every file and folder below the scratch folder, as relative paths, sorted: to prove a
    /// refused run wrote nothing.
    var listing: [String] { Self.listing(of: url) }

    static func listing(of folder: URL) -> [String] {
        (FileManager.default.enumerator(atPath: folder.path)?.allObjects as? [String] ?? []).sorted()
    }
}

/// This checkout: the kit the template copies.
enum Kit {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
}
