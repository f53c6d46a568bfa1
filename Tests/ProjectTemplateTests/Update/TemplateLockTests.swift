import Foundation
import ProcessSpawning
import TestSupport
import Testing

@testable import ProjectTemplate

@Suite("The lock: written with sorted keys, read back the same, and refused at its place when it is not a lock")
struct TemplateLockTests {
    static let lock = TemplateLock(
        kit: KitIdentity(version: "1.2.0", commit: String(repeating: "a", count: 40), modified: true, repository: nil),
        swiftFormat: "6.3.1",
        project: .init(
            name: "Café \"Latte\"\n", example: .none, modulePrefix: true, stores: ["memory", "sqlite"],
            kitRepository: "https://github.com/acme/Kit", created: "2026-01-02"),
        features: [
            .init(name: "Book", kit: "1.1.0"),
            .init(
                name: "Shelf", kit: "1.2.0",
                fields: [.init(trusted: "label", .string), .init(trusted: "dueDate", .double, optional: true)],
                changes: [
                    .add(try! FieldAddition(.init(trusted: "pages", .int), default: "0")),
                    .rename("pages", to: "count"),
                    .add(try! FieldAddition(.init(trusted: "dueDate", .double, optional: true), default: "1.5")),
                    .remove("count"),
                ]),
        ],
        removed: [
            .init(
                name: "Lamp", kit: "1.1.0", fields: [.init(trusted: "label", .string)],
                changes: [.rename("title", to: "label")])
        ],
        keep: ["README.md", "Docs/**"],
        base: .init(files: 3, hash: "0123456789abcdef"))

    @Test("What it writes it reads back, escapes and all; keys sorted, so diffs read well")
    func roundTrip() throws {
        let text = Self.lock.text
        #expect(try TemplateLock(text: text, file: "lock.json") == Self.lock)
        #expect(text.contains(#""name": "Café \"Latte\"\n""#), "\(text)")
        let keys = text.split(separator: "\n").filter { $0.hasPrefix("  \"") }.map { $0.split(separator: "\"")[1] }
        #expect(keys == ["base", "features", "format", "keep", "kit", "project", "removed", "swiftFormat"])
        #expect(
            text.contains(
                #"{ "changes": ["pages:Int=0", "rename pages count", "dueDate:Double?=1.5", "remove count"], "fields": ["label:String", "dueDate:Double?"], "kit": "1.2.0", "name": "Shelf" }"#
            ))
        #expect(text.contains(#""format": 3,"#))
    }

    @Test("A format 1 lock, written before features had fields, is read: each feature has the title alone")
    func formatOne() throws {
        let text = Self.lock.text.replacing(#""format": 3"#, with: #""format": 1"#)
            .replacing(#/"(fields|changes)": \[[^\]]*\], /#, with: "")
        #expect(!text.contains("fields"))
        let read = try TemplateLock(text: text, file: "lock.json")
        #expect(read.features.map(\.fields) == [FeatureField.defaults, FeatureField.defaults])
        #expect(read.features.map(\.name) == ["Book", "Shelf"])
    }

    @Test("A format 2 lock's additions, as \"added\", are read as changes")
    func formatTwo() throws {
        var lock = Self.lock
        lock.removed = []
        let text = lock.text.replacing(#""format": 3"#, with: #""format": 2"#)
            .replacing(#/"changes": \[[^\]]*\]/#, with: #""added": ["dueDate:Double?=1.5"]"#)
        let read = try TemplateLock(text: text, file: "lock.json")
        #expect(read.features.last?.changes.map(\.description) == ["dueDate:Double?=1.5"])
        #expect(throws: (any Error).self) {
            try TemplateLock(text: text.replacing(#""added""#, with: #""changes""#), file: "lock.json")
        }
    }

    @Test("A feature without its fields, or a field added twice, is refused at its place")
    func missingOrRepeated() {
        let withoutFields = Self.lock.text.replacing(#""fields": ["label:String", "dueDate:Double?"], "#, with: "")
        #expect {
            try TemplateLock(text: withoutFields, file: "lock.json")
        } throws: { "\($0)".contains(#": error: "fields" is missing"#) }
        let twice = Self.lock.text.replacing(
            #""dueDate:Double?=1.5", "#, with: #""dueDate:Double?=1.5", "dueDate:Double?", "#)
        #expect {
            try TemplateLock(text: twice, file: "lock.json")
        } throws: {
            "\($0)".contains(": error: the added field dueDate:Double? is not among the feature's fields then")
        }
    }

    @Test(
        "A feature's fields that make no feature are refused at their place",
        arguments: [
            (#"["label:Text"]"#, "the field 'label:Text' has the type 'Text': choose one of String, Int, Bool, Double"),
            (
                #"["id:Int", "label:String"]"#,
                "the field name 'id' is taken by the feature's code or the app's options: choose another name"
            ),
            (#"["pages:Int"]"#, "a feature needs a String field that is not optional"),
            (#"[1]"#, #"each of a feature's "fields" must be a string"#),
            (#"["label:String"]"#, "the added field dueDate:Double? is not among the feature's fields then"),
            (
                #"["label:String", "dueDate:Int?"]"#,
                "the added field dueDate:Double? is dueDate:Int? among the feature's fields then"
            ),
            (
                #"["label:String", "dueDate:Double?", "count:Int"]"#,
                "the removed field count is still among the feature's fields then"
            ),
            (
                #"["label:String", "dueDate:Double?", "pages:Int"]"#,
                "the field pages is renamed while the feature has one of that name"
            ),
        ])
    func badFields(fields: String, message: String) throws {
        let text = Self.lock.text.replacing(#"["label:String", "dueDate:Double?"]"#, with: fields)
        #expect {
            try TemplateLock(text: text, file: "lock.json")
        } throws: { error in
            "\(error)".hasPrefix("lock.json:") && "\(error)".contains(": error: \(message)")
        }
    }

    @Test(
        "Anything but a lock is refused at its line and column",
        arguments: [
            (#"{ "format": 1 }"#, #"lock.json:1:1: error: "kit" is missing"#),
            (#"{ "format": 1, "colour": "blue" }"#, "lock.json:1:16: error: unknown key 'colour' in the lock"),
            (#"{ "format": "1" }"#, #"lock.json:1:13: error: "format" must be a whole number, not a string"#),
            (#"{ "format": 4 }"#, "lock.json:1:13: error: the lock is format 4, written by a newer kit"),
            ("[]", "lock.json:1:1: error: the lock must be an object, not an array"),
        ])
    func refused(text: String, message: String) {
        #expect {
            try TemplateLock(text: text, file: "lock.json")
        } throws: { error in
            "\(error)".hasPrefix(message)
        }
    }

    @Test("A kit's version that is none is refused at its place, the kit's and a feature's")
    func versions() {
        for (from, to) in [(#""version": ""#, #""version": "banana"#), (#""kit": ""#, #""kit": "v"#)] {
            let text = Self.lock.text.replacing(from, with: to)
            #expect(text != Self.lock.text)
            #expect {
                try TemplateLock(text: text, file: "lock.json")
            } throws: { error in
                "\(error)".wholeMatch(of: /lock\.json:\d+:\d+: error: a kit's version must look like 1\.2\.3, not '.+'/)
                    != nil
            }
        }
    }

    @Test("swift format's version is asked once per swift, its answer or its silence kept")
    func formatterVersionAskedOnce() async throws {
        let scratch = try TemporaryFolder(prefix: "formatter-version")
        defer { scratch.remove() }
        let log = scratch.url.appendingPathComponent("calls").path
        func swift(_ name: String, _ answer: String) async throws -> String {
            let path = scratch.url.appendingPathComponent(name).path
            try await ExecutableScript.write("#!/bin/sh\necho \"$0 $*\" >> '\(log)'\n\(answer)\n", to: path)
            return path
        }
        let answering = try await swift("answering", "echo 'swift-format 9.9.9'")
        let silent = try await swift("silent", "exit 1")
        #expect(TemplateLock.formatterVersion(swift: answering) == "swift-format 9.9.9")
        #expect(TemplateLock.formatterVersion(swift: answering) == "swift-format 9.9.9")
        #expect(TemplateLock.formatterVersion(swift: silent) == nil)
        #expect(TemplateLock.formatterVersion(swift: silent) == nil)
        let calls = try String(contentsOfFile: log, encoding: .utf8)
        #expect(calls == "\(answering) format --version\n\(silent) format --version\n", "\(calls)")
    }
}
