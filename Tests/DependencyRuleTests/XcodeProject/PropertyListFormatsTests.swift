import Foundation
import Testing

@testable import DependencyRule

/// A `project.pbxproj` converted to JSON (`plutil -convert json`) or saved as an XML property list
/// reads as the same project; Xcode's JSON5 `project.xcproj` is refused by name.
@Suite("project.pbxproj in JSON and XML: the same project", .initAcceptsEveryFixture)
struct PropertyListFormatsTests {
    /// `value` as JSON text.
    static func json(_ value: PropertyList) -> String {
        switch value {
        case .string(let text):
            return "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"")
                + "\""
        case .data: return "\"\""
        case .array(let elements): return "[" + elements.map { json($0.value) }.joined(separator: ",") + "]"
        case .dictionary(let members):
            return "{\n"
                + members.entries.map { json($0.key.value) + ":" + json($0.value.value) }.joined(separator: ",\n") + "}"
        }
    }

    /// `value` as the body of an XML property list.
    static func xml(_ value: PropertyList) -> String {
        func escaped(_ text: String) -> String {
            text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        }
        switch value {
        case .string(let text): return "<string>\(escaped(text))</string>"
        case .data: return "<data></data>"
        case .array(let elements):
            return "<array>\n" + elements.map { xml($0.value) }.joined(separator: "\n") + "\n</array>"
        case .dictionary(let members):
            return "<dict>\n"
                + members.entries.map { "<key>\(escaped($0.key.string ?? ""))</key>" + xml($0.value.value) }.joined(
                    separator: "\n")
                + "\n</dict>"
        }
    }

    @Test("The synchronized-folder app's project in JSON and in XML gives the same targets, files and imports")
    func sameProject() async throws {
        let app = try SynchronizedFolderTests.app()
        defer { app.remove() }
        let openStep = await app.run("imports", "--format", "json")
        #expect(openStep.status == 0, "\(openStep.errors)")
        let text = try #require(app.read("Synced.xcodeproj/project.pbxproj"))
        let parsed = try PropertyList.parse(Array(text.utf8), file: "project.pbxproj")
        for converted in [
            Self.json(parsed.value),
            "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<!DOCTYPE plist PUBLIC \"-//Apple//DTD PLIST 1.0//EN\" \"http://www.apple.com/DTDs/PropertyList-1.0.dtd\">\n<plist version=\"1.0\">\n"
                + Self.xml(parsed.value) + "\n</plist>\n",
        ] {
            try app.write(converted, to: "Synced.xcodeproj/project.pbxproj")
            let run = await app.run("imports", "--format", "json")
            #expect(run.status == 0, "\(run.errors)")
            #expect(run.output == openStep.output)
        }
    }

    @Test("Which syntax a file is in, from its first characters")
    func syntax() {
        #expect(PropertyListFormats.syntax(of: Array("// !$*UTF8*$!\n{ a = b; }".utf8)) == .openStep)
        #expect(PropertyListFormats.syntax(of: Array("{ \"a\" = b; }".utf8)) == .openStep)
        #expect(PropertyListFormats.syntax(of: Array("  {\n  \"archiveVersion\" : \"1\" }".utf8)) == .json)
        #expect(PropertyListFormats.syntax(of: Array("<?xml version=\"1.0\"?><plist/>".utf8)) == .xml)
    }

    @Test(
        "A malformed XML property list: where, and what was expected; a project kept as project.xcproj is refused by name"
    )
    func refusals() async throws {
        let app = try SynchronizedFolderTests.app()
        defer { app.remove() }
        try app.write(
            "<?xml version=\"1.0\"?>\n<plist version=\"1.0\">\n<dict>\n<key>objects</key>\n<integer>1\n</dict>",
            to: "Synced.xcodeproj/project.pbxproj")
        let xml = await app.run("check")
        #expect(xml.status == 2)
        #expect(
            xml.errors == "Synced.xcodeproj/project.pbxproj:5:1: error: <integer> is not closed by </integer>\n",
            "\(xml.errors)")

        for (text, message) in [
            (
                "<?xml version=\"1.0\"?>\n<dict></dict>\n",
                "Synced.xcodeproj/project.pbxproj:2: error: an XML property list starts with <plist>"
            ),
            (
                "<plist version=\"1.0\">\n<dict>\n<key>a</key>\n<number>1</number>\n</dict>\n</plist>\n",
                "Synced.xcodeproj/project.pbxproj:4:1: error: unknown property-list element <number>"
            ),
            (
                "<plist version=\"1.0\">\n<dict>\n<string>a</string>\n</dict>\n</plist>\n",
                "Synced.xcodeproj/project.pbxproj:3:1: error: expected <key> or </dict> in a <dict>, found <string>"
            ),
        ] {
            try app.write(text, to: "Synced.xcodeproj/project.pbxproj")
            let run = await app.run("check")
            #expect(run.status == 2 && run.output.isEmpty)
            #expect(run.errors == message + "\n", "\(run.errors)")
        }

        try FileManager.default.removeItem(at: app.root.appendingPathComponent("Synced.xcodeproj/project.pbxproj"))
        try app.write("{ /* JSON5 */ }\n", to: "Synced.xcodeproj/project.xcproj")
        let json5 = await app.run("check")
        #expect(json5.status == 2)
        #expect(
            json5.errors
                == "Synced.xcodeproj/project.xcproj: error: the project is stored as project.xcproj (Xcode's JSON5 project format), which the checker does not read yet; it reads project.pbxproj\n",
            "\(json5.errors)")
    }
}
