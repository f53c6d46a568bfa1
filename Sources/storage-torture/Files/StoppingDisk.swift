import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import Locking

/// A disk that stops the commit of one unit half-way: after its second record file (the journal
/// is written first), it says so and waits for standard input to end.
final class StoppingDisk: ByteStorage {
    private let base: DiskByteStorage
    private let stopUnit: Int
    private let state = Locked((unit: 0, files: 0))

    init(base: DiskByteStorage, unit: Int) {
        self.base = base
        stopUnit = unit
    }

    /// The loop is about to run unit `number`.
    func startUnit(_ number: Int) { state.withLock { $0 = (number, 0) } }

    func write(_ data: Data, to key: String) throws(ByteStorageError) {
        try base.write(data, to: key)
        guard !key.hasPrefix(".") else { return }
        let (unit, files) = state.withLock { state in
            state.files += 1
            return (state.unit, state.files)
        }
        if unit == stopUnit && files == 2 {
            Output.say("stopped in commit \(unit) after writing \(key)")
            while readLine() != nil {}
        }
    }

    func read(_ key: String) throws(ByteStorageError) -> Data? { try base.read(key) }
    func keys(in folder: String) throws(ByteStorageError) -> [String] { try base.keys(in: folder) }
    func revision(of key: String) throws(ByteStorageError) -> StorageRevision? { try base.revision(of: key) }
    func create(_ data: Data, at key: String) throws(ByteStorageError) { try base.create(data, at: key) }
    func remove(_ key: String) throws(ByteStorageError) { try base.remove(key) }
}
