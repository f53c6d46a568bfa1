import Foundation
import ProcessSpawning
import TestSupport
import Testing

@Suite("StartGate: children wait at the gate until it opens, then all go")
struct StartGateTests {
    @Test("No child runs its command before the gate opens; after it opens, every one does")
    func gate() async throws {
        let temporary = try TemporaryFolder(prefix: "gate")
        defer { temporary.remove() }
        let folder = temporary.url
        let gate = try StartGate()
        let children = try (0..<4).map { index in
            try ReportingProcess.start(
                ["/bin/sh", "-c", "echo waiting; read _; touch '\(folder.path)/\(index)'; echo went"],
                input: .gate(gate))
        }
        for child in children { _ = try await child.line(where: { $0 == "waiting" }, describedAs: "reaching the gate") }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).isEmpty, "a child went early")
        gate.open()
        for child in children {
            _ = try await child.line(where: { $0 == "went" }, describedAs: "going through the gate")
            #expect(await child.child.exitStatus() == 0)
        }
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path).count == 4)
    }
}
