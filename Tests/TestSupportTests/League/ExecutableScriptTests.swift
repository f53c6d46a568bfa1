import Foundation
import ProcessSpawning
import TestSupport
import Testing

@Suite("ExecutableScript writes the scripts tests run, through a child process")
struct ExecutableScriptTests {
    @Test("The script is written whole, executable, and replaces what was there; it runs")
    func writes() async throws {
        let folder = try TemporaryFolder(prefix: "script")
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("hello").path
        try await ExecutableScript.write("#!/bin/sh\necho first\n", to: path)
        try await ExecutableScript.write("#!/bin/sh\necho \"hello $1\"\n", to: path)
        let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
        #expect(mode == 0o755)
        let ran = try await ChildProcess.run([path, "world"])
        #expect(ran.status == 0 && ran.standardOutput == "hello world\n", "\(ran)")
    }

    @Test("A script that cannot be written is an error naming it, not a silent success")
    func unwritable() async throws {
        let folder = try TemporaryFolder(prefix: "script")
        defer { folder.remove() }
        let path = folder.url.appendingPathComponent("missing/hello").path
        do {
            try await ExecutableScript.write("#!/bin/sh\n", to: path)
            Issue.record("writing into a missing folder succeeded")
        } catch let error as ExecutableScript.WriteError {
            #expect(error.description.hasPrefix("cannot write the script \(path): "), "\(error)")
        }
        #expect(!FileManager.default.fileExists(atPath: path))
    }
}
