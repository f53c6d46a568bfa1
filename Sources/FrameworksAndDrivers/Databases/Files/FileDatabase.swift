import Foundation
import InterfaceAdapters

/// Collections of records as JSON files under a root folder (`ROOT/teams/1.json`), changed in
/// atomic units: the `--store files` medium.
///
/// A unit of work takes two locks: an in-process one, so the tasks of this process take turns,
/// and an exclusive lock on `ROOT/.lock`, so processes take turns (the kernel drops it if its
/// holder dies). Then it puts back what an earlier unit left half-written (``UndoJournal``),
/// reads through its own staged changes, and only when its work returns writes them all, journal
/// first. A unit whose work throws writes nothing.
public final class FileDatabase: RecordDatabase {
    /// The folder that holds one subfolder per collection, the lock file and the journal.
    public let root: URL
    private let lockTimeout: Duration
    private let disk: any ByteStorage
    private let runner = UnitRunner()

    /// - Parameter lockTimeout: how long a unit waits for another process's unit before it fails.
    public convenience init(root: URL, lockTimeout: Duration = .seconds(10)) {
        self.init(root: root, lockTimeout: lockTimeout, disk: DiskByteStorage(root: root))
    }

    /// A storage whose files are read and written through `disk` (rooted at `root`): how the
    /// package's own tests stop a commit half-way.
    package init(root: URL, lockTimeout: Duration, disk: any ByteStorage) {
        self.root = root.standardizedFileURL
        self.lockTimeout = lockTimeout
        self.disk = disk
    }

    public func transaction<Result: Sendable, Failure: Error>(
        _ work: @Sendable (any TransactionStores) async throws(Failure) -> Result
    ) async throws(TransactionError<Failure>) -> Result {
        try await runner.run { () throws(RecordStoreError) in
            try await begin()
        } work: { (unit) async throws(Failure) in
            try await work(Stores(storage: unit.staged))
        } commit: { (unit) throws(RecordStoreError) in
            defer { unit.lock.release() }
            // Closed before its changes are read: a store kept past the unit fails, rather than
            // write into changes that are no longer looked at.
            unit.staged.close()
            try UndoJournal.commit(unit.staged.changes, to: disk)
        } rollBack: { unit in
            unit.staged.close()
            unit.lock.release()
        }
    }

    /// A unit in progress: the lock that keeps other processes out, and the changes it stages.
    private struct Unit {
        let lock: FileLock
        let staged: StagedByteStorage
    }

    /// Takes the lock file, then puts back what an earlier unit left half-written.
    private func begin() async throws(RecordStoreError) -> Unit {
        do {
            try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
        } catch {
            throw .unavailable("cannot create the data folder \(root.path): \(describeSystemError(error))")
        }
        let lock = try await FileLock.acquire(
            at: root.appendingPathComponent(".lock").path, guarding: "the data in \(root.path)",
            timeout: lockTimeout)
        do {
            try UndoJournal.recover(disk, in: root.path)
        } catch {
            lock.release()
            throw error
        }
        return Unit(lock: lock, staged: StagedByteStorage(base: disk))
    }

    /// The stores of one unit: file record stores on its staged changes.
    private struct Stores: TransactionStores {
        let storage: StagedByteStorage

        func store<Record: StorableRecord>(of type: Record.Type) -> any RecordStore<Record> {
            FileRecordStore<Record>(storage: storage)
        }
    }
}
