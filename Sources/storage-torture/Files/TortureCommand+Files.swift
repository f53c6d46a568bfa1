import ArgumentReading
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters

/// The commands of the files store, which write through its disk.
extension TortureCommand {
    static let bytes = TortureCommand(
        spec: CommandSpec(
            "bytes", abstract: "Writes files whole through the disk in a loop until it is killed.",
            discussion: """
                Alternates two payloads of 256 KB under the key 'value.bin', alternates a record's
                ballast between two values of 64 KB, and creates 'sequence/N.bin' in order. Prints
                'ready' once the first round is written, then 'round N' after each round.
                """,
            arguments: [folder])
    ) { arguments in
        let root = URL(fileURLWithPath: arguments.argument("FOLDER")!)
        let disk = DiskByteStorage(root: root)
        let store: any RecordStore<TallyRecord> = FileRecordStore<TallyRecord>(
            root: root.appendingPathComponent("records"))
        await Output.exitingOnError {
            _ = try await store.insert(TallyRecord(id: 1, count: 0, ballast: ballast(0)))
            var round = 0
            while true {
                try disk.write(payload(round), to: "value.bin")
                try await store.update(TallyRecord(id: 1, count: round, ballast: ballast(round)))
                try disk.create(payload(round), at: "sequence/\(round).bin")
                Output.say(round == 0 ? "ready" : "round \(round)")
                round += 1
            }
        }
    }

    static let stoppedCommit = TortureCommand(
        spec: CommandSpec(
            "stopped-commit", abstract: "Runs units on files, and stops unit N in the middle of its commit.",
            discussion: """
                As 'units files', but unit N's commit stops after its second record file (the journal
                is written first): it prints 'stopped in commit N after writing KEY' and waits for its
                standard input to end, for the test to kill it.
                """,
            arguments: [ArgumentSpec("N", .integer, help: "The unit to stop."), folder])
    ) { arguments in
        let root = URL(fileURLWithPath: arguments.argument("FOLDER")!).appendingPathComponent("records")
        let disk = StoppingDisk(base: DiskByteStorage(root: root), unit: arguments.argument("N").flatMap { Int($0) }!)
        await runUnits(FileDatabase(root: root, lockTimeout: .seconds(10), disk: disk), beforeEach: disk.startUnit)
    }

    /// The two payloads `bytes` alternates: big enough that a write takes several system calls.
    static func payload(_ round: Int) -> Data {
        Data(repeating: round.isMultiple(of: 2) ? 0x61 : 0x62, count: 256 * 1024)
    }

    /// The two values of the record's ballast that `bytes` alternates.
    static func ballast(_ round: Int) -> String {
        String(repeating: round.isMultiple(of: 2) ? "A" : "B", count: 64 * 1024)
    }
}
