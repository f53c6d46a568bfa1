import Foundation
import InterfaceAdapters

/// How a file unit of work reaches the disk all or nothing. Before changing any file, the unit
/// writes, in one atomic replace, a journal of what every file it will change holds now; then it
/// changes the files, each by an atomic replace; then it removes the journal, which is the moment
/// the unit is kept. A unit that fails half-way puts the old bytes back at once; a process killed
/// half-way leaves the journal, and the next unit (under the same lock) puts them back first.
///
/// The journal is `ROOT/.journal`, JSON: `[{"key": "teams/1.json", "before": "<base64>" | null}]`.
/// The journal and the files go through the disk's durable writes (`DurableFiles`: synced, then
/// renamed, then the folder synced), so it holds across a power cut as well as a killed process;
/// the power-cut contract replays every disk a cut could leave and checks it.
enum UndoJournal {
    static let key = ".journal"

    /// What a key held before the unit.
    private struct Entry: Codable {
        let key: String
        let before: Data?
    }

    /// Writes `changes` to `disk` as one unit: all of them, or, when this throws, none.
    static func commit(
        _ changes: [(key: String, change: StagedByteStorage.Change)], to disk: any ByteStorage
    ) throws(RecordStoreError) {
        guard !changes.isEmpty else { return }
        var entries: [Entry] = []
        for (key, _) in changes {
            entries.append(Entry(key: key, before: try mapped { () throws(ByteStorageError) in try disk.read(key) }))
        }
        let journal: Data
        do {
            journal = try JSONEncoder().encode(entries)
        } catch {
            throw .unavailable("cannot encode the undo journal: \(error)")
        }
        try mapped { () throws(ByteStorageError) in try disk.write(journal, to: key) }
        do {
            for (key, change) in changes {
                switch change {
                case .write(let data): try disk.write(data, to: key)
                case .remove: try removeIfPresent(key, from: disk)
                }
            }
        } catch {
            do {
                try undo(entries, on: disk)
            } catch let undoError {
                throw .unavailable(
                    "the changes were not kept (\(error)), and not all of what they replaced could be put back yet (\(undoError)): the next unit of work puts it back from the journal"
                )
            }
            throw .unavailable("the changes were not kept: \(error)")
        }
        try mapped { () throws(ByteStorageError) in try disk.remove(key) }
    }

    /// Puts back what a unit that did not finish changed, if its journal is there. `folder`
    /// names the storage in messages.
    static func recover(_ disk: any ByteStorage, in folder: String) throws(RecordStoreError) {
        guard let journal = try mapped({ () throws(ByteStorageError) in try disk.read(key) }) else { return }
        let entries: [Entry]
        do {
            entries = try JSONDecoder().decode([Entry].self, from: journal)
        } catch {
            throw .corrupt(
                collection: key,
                detail:
                    "the undo journal \(folder)/\(key) of an unfinished unit of work cannot be read, so its changes cannot be undone; no unit will run until it is repaired or moved away (accepting what that unit left half-written): \(error)"
            )
        }
        try undo(entries, on: disk)
    }

    /// Restores every entry, then removes the journal. Throws when a file cannot be restored; the
    /// journal stays for the next unit to try again.
    private static func undo(_ entries: [Entry], on disk: any ByteStorage) throws(RecordStoreError) {
        try mapped { () throws(ByteStorageError) in
            for entry in entries {
                if let before = entry.before {
                    try disk.write(before, to: entry.key)
                } else {
                    try removeIfPresent(entry.key, from: disk)
                }
            }
            try disk.remove(key)
        }
    }

    private static func removeIfPresent(_ key: String, from disk: any ByteStorage) throws(ByteStorageError) {
        do {
            try disk.remove(key)
        } catch .notFound {
        }
    }

    private static func mapped<Value>(_ body: () throws(ByteStorageError) -> Value) throws(RecordStoreError) -> Value {
        do {
            return try body()
        } catch {
            throw .unavailable(error.description)
        }
    }
}
