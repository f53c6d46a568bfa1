import Foundation
import ProcessSpawning
import Testing

@testable import ProjectTemplate

@Suite("SourceFormatter: swift format on generated files, each text formatted once per configuration")
struct SourceFormatterTests {
    /// A folder with the kit's `.swift-format` (or `configuration`) and `text` in `File.swift`.
    static func folder(
        _ text: String, in scratch: TemporaryFolder, _ name: String, configuration: String? = nil
    )
        throws -> String
    {
        let folder = scratch.url.appendingPathComponent(name)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let kitConfiguration = try String(
            contentsOf: Kit.root.appendingPathComponent(".swift-format"), encoding: .utf8)
        try (configuration ?? kitConfiguration).write(
            to: folder.appendingPathComponent(".swift-format"), atomically: true, encoding: .utf8)
        try text.write(to: folder.appendingPathComponent("File.swift"), atomically: true, encoding: .utf8)
        return folder.path
    }

    @Test(
        "A text formatted once is written as it came out, without swift format; another text, or another configuration, runs it"
    )
    func formattedOnce() throws {
        let scratch = try TemporaryFolder(prefix: "source-formatter")
        defer { scratch.remove() }
        // A text of its own: no other test formats it first.
        let text = "let  formattedOnce\(UInt32.random(in: 0...UInt32.max))=[1,2 ,3]\n"
        let first = try Self.folder(text, in: scratch, "first")
        try SourceFormatter().format(["File.swift"], in: first, configuration: first + "/.swift-format")
        let formatted = try String(contentsOfFile: first + "/File.swift", encoding: .utf8)
        #expect(formatted != text && formatted.contains("= [1, 2, 3]"), "\(formatted)")

        // The same text under the same configuration's text, elsewhere: no formatter to run.
        let broken = SourceFormatter(swift: "/nonexistent/swift")
        let second = try Self.folder(text, in: scratch, "second")
        try broken.format(["File.swift", "Notes.md"], in: second, configuration: second + "/.swift-format")
        #expect(try String(contentsOfFile: second + "/File.swift", encoding: .utf8) == formatted)

        // Another text, or the same under another configuration, needs the formatter.
        let other = try Self.folder(text + "let  more=1\n", in: scratch, "other")
        #expect(throws: GenerationError.self) {
            try broken.format(["File.swift"], in: other, configuration: other + "/.swift-format")
        }
        let configured = try Self.folder(text, in: scratch, "configured", configuration: "{ \"version\": 1 }\n")
        do {
            try broken.format(["File.swift"], in: configured, configuration: configured + "/.swift-format")
            Issue.record("formatted under another configuration without swift format")
        } catch {
            #expect(
                error.description.hasPrefix("cannot run '/nonexistent/swift format' to format the new files"),
                "\(error)")
        }
        #expect(try String(contentsOfFile: configured + "/File.swift", encoding: .utf8) == text)
    }

    @Test("A text's canonical equivalent (é composed or not) is another text: swift format runs on it")
    func canonicalEquivalents() throws {
        let scratch = try TemporaryFolder(prefix: "source-formatter")
        defer { scratch.remove() }
        let composed = "let  caf\u{E9}\(UInt32.random(in: 0...UInt32.max))=1\n"
        let decomposed = composed.decomposedStringWithCanonicalMapping
        #expect(composed == decomposed && !composed.utf8.elementsEqual(decomposed.utf8))
        let first = try Self.folder(composed, in: scratch, "composed")
        try SourceFormatter().format(["File.swift"], in: first, configuration: first + "/.swift-format")
        let second = try Self.folder(decomposed, in: scratch, "decomposed")
        #expect(throws: GenerationError.self) {
            try SourceFormatter(swift: "/nonexistent/swift").format(
                ["File.swift"], in: second, configuration: second + "/.swift-format")
        }
        #expect(FileManager.default.contents(atPath: second + "/File.swift") == Data(decomposed.utf8))
    }
}
