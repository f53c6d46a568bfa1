import Foundation
// storage-torture: a test helper that writes through the real storage drivers in an endless loop,
// for tests that kill it with SIGKILL mid-write and then check that nothing is torn.
//
//   storage-torture FOLDER
//
// Alternates two whole payloads under the byte key `value.bin`, alternates a team record's
// nickname between two values, and creates `sequence/N.bin` files in order. Prints `ready` once the
// first round is written. Not part of the architecture: used by FrameworksAndDriversTests only.
import FrameworksAndDrivers
import InterfaceAdapters

guard CommandLine.arguments.count == 2 else {
    FileHandle.standardError.write(Data("usage: storage-torture FOLDER\n".utf8))
    exit(2)
}
let root = URL(fileURLWithPath: CommandLine.arguments[1])
let storage = DiskByteStorage(root: root)
let store: any RecordStore<TeamRecord> = FileRecordStore<TeamRecord>(root: root.appendingPathComponent("records"))

/// The two payloads: big enough that a write takes several system calls.
func payload(_ round: Int) -> Data { Data(repeating: round.isMultiple(of: 2) ? 0x61 : 0x62, count: 256 * 1024) }
func nickname(_ round: Int) -> String { String(repeating: round.isMultiple(of: 2) ? "A" : "B", count: 64 * 1024) }

do {
    _ = try await store.insert(TeamRecord(id: 1, city: "Boston", nickname: nickname(0), abbreviation: "BOS"))
    var round = 0
    while true {
        try storage.write(payload(round), to: "value.bin")
        try await store.update(TeamRecord(id: 1, city: "Boston", nickname: nickname(round), abbreviation: "BOS"))
        try storage.create(payload(round), at: "sequence/\(round).bin")
        if round == 0 { FileHandle.standardOutput.write(Data("ready\n".utf8)) }
        round += 1
    }
} catch {
    FileHandle.standardError.write(Data("storage-torture: \(error)\n".utf8))
    exit(1)
}
