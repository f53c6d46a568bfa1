import Fakes
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import ProcessSpawning
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

@Suite("A writer killed with SIGKILL mid-write leaves every file old or new, never torn", .serialized)
struct KillTests {
    @Test("Killed at random moments, ten times", arguments: 0..<10)
    func killedWriter(attempt: Int) async throws {
        let products = try #require(BuildProducts.directory(containing: "storage-torture"), "storage-torture not built")
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let ready = folder.url.appendingPathComponent("ready")
        let writer = try ChildProcess.spawn([
            "/bin/sh", "-c", "exec \"$0\" \"$1\" > \"$2\"", products.appendingPathComponent("storage-torture").path,
            folder.url.path, ready.path,
        ])
        for _ in 0..<400 {
            if (try? String(contentsOf: ready, encoding: .utf8))?.contains("ready") == true { break }
            usleep(10_000)
        }
        usleep(UInt32(20_000 + attempt * 23_000))  // kill at a different point of the loop each time
        writer.terminate(signal: SIGKILL)

        let storage = DiskByteStorage(root: folder.url)
        let value = try #require(try storage.read("value.bin"), "value.bin is missing")
        let payloads = [Data(repeating: 0x61, count: 256 * 1024), Data(repeating: 0x62, count: 256 * 1024)]
        #expect(payloads.contains(value), "value.bin is torn: \(value.count) bytes")

        let store: any RecordStore<TeamRecord> = FileRecordStore<TeamRecord>(
            root: folder.url.appendingPathComponent("records"))
        let team = try #require(try await store.find(id: 1), "the team record is missing or unreadable")
        let nicknames = [String(repeating: "A", count: 64 * 1024), String(repeating: "B", count: 64 * 1024)]
        #expect(nicknames.contains(team.nickname ?? ""), "the team record is torn")

        let written = try storage.keys(in: "sequence")
        #expect(!written.isEmpty, "the writer wrote nothing before it was killed")
        for key in written {
            let bytes = try #require(try storage.read(key))
            #expect(payloads.contains(bytes), "\(key) is torn: \(bytes.count) bytes")
        }
    }
}
