import Foundation

/// What a power cut can leave of a folder, in the spirit of ALICE: replays recorded file calls
/// under the model "a file's bytes not yet `fsync`ed may be lost; a new entry, a rename or a
/// removal is durable only once its folder is `fsync`ed, and until then any first part of a
/// folder's pending changes may have reached the disk, in order".
///
/// States are written as ``DiskImage``s: path to contents, `nil` for a folder. A rename is queued
/// on the folder it lands in, as the drivers rename within one folder; a rename across folders
/// whose removal from the source reached the disk first is not modelled.
package struct PowerCutModel {
    /// What a folder entry names.
    enum Node: Hashable {
        case file(Int)
        case folder
    }

    /// A change to a folder's entries, not durable until the folder is synced.
    enum EntryChange {
        case set(String, Node)
        case remove(String)
        case rename(String, String)
    }

    private var durable: [String: Node] = [:]
    private var current: [String: Node] = [:]
    private var pending: [String: [EntryChange]] = [:]
    private var written: [Int: Data] = [:]
    private var synced: [Int: Data] = [:]
    private var inodes: [Int32: Int] = [:]
    private var nextInode = 0

    /// The model of a disk that durably holds `image`.
    package init(_ image: DiskImage) {
        for (path, contents) in image {
            if let contents {
                durable[path] = .file(nextInode)
                (written[nextInode], synced[nextInode]) = (contents, contents)
                nextInode += 1
            } else {
                durable[path] = .folder
            }
        }
        current = durable
    }

    /// The folder that holds `path` (`""` for the root).
    package static func folder(of path: String) -> String {
        path.lastIndex(of: "/").map { String(path[..<$0]) } ?? ""
    }

    /// Applies one recorded call.
    package mutating func apply(_ event: RecordingFileOperations.Event) {
        switch event {
        case .create(let path, let descriptor, _):
            let node = Node.file(nextInode)
            (written[nextInode], synced[nextInode]) = (Data(), Data())
            inodes[descriptor] = nextInode
            nextInode += 1
            current[path] = node
            pending[Self.folder(of: path), default: []].append(.set(path, node))
        case .write(let descriptor, let bytes):
            if let inode = inodes[descriptor] { written[inode, default: Data()].append(bytes) }
        case .sync(let descriptor):
            if let inode = inodes[descriptor] { synced[inode] = written[inode] }
        case .rename(let source, let target):
            current[target] = current[source]
            current[source] = nil
            pending[Self.folder(of: target), default: []].append(.rename(source, target))
        case .link(let source, let target):
            if let node = current[source] {
                current[target] = node
                pending[Self.folder(of: target), default: []].append(.set(target, node))
            }
        case .unlink(let path):
            current[path] = nil
            pending[Self.folder(of: path), default: []].append(.remove(path))
        case .makeFolder(let path, _):
            current[path] = .folder
            pending[Self.folder(of: path), default: []].append(.set(path, .folder))
        case .syncFolder(let folder):
            for change in pending[folder] ?? [] { Self.change(&durable, change) }
            pending[folder] = nil
        }
    }

    private static func change(_ entries: inout [String: Node], _ change: EntryChange) {
        switch change {
        case .set(let path, let node): entries[path] = node
        case .remove(let path): entries[path] = nil
        case .rename(let source, let target):
            entries[target] = entries[source]
            entries[source] = nil
        }
    }

    /// Every disk a power cut now could leave.
    package func crashStates() -> Set<DiskImage> {
        var entryChoices: [[String: Node]] = [durable]
        for (_, changes) in pending {
            entryChoices = entryChoices.flatMap { entries in
                (0...changes.count).map { count in
                    var chosen = entries
                    for change in changes.prefix(count) { Self.change(&chosen, change) }
                    return chosen
                }
            }
        }
        let unsynced = written.keys.filter { written[$0] != synced[$0] }.sorted()
        var states: Set<DiskImage> = []
        for entries in entryChoices {
            let reachable = entries.filter { path, _ in
                var folder = Self.folder(of: path)
                while !folder.isEmpty {
                    guard entries[folder] == .folder else { return false }
                    folder = Self.folder(of: folder)
                }
                return true
            }
            let files = Set(reachable.values.compactMap { if case .file(let inode) = $0 { inode } else { nil } })
            let lossy = unsynced.filter(files.contains)
            // Every subset of the unsynced files may lose its bytes: keep scenarios small.
            precondition(lossy.count <= 16, "\(lossy.count) files not synced: too many states to enumerate")
            for mask in 0..<(1 << lossy.count) {
                var state: DiskImage = [:]
                for (path, node) in reachable {
                    switch node {
                    case .folder: state[path] = .some(nil)
                    case .file(let inode):
                        let lost = lossy.firstIndex(of: inode).map { mask & (1 << $0) != 0 } ?? false
                        state[path] = .some(lost ? synced[inode] : written[inode])
                    }
                }
                states.insert(state)
            }
        }
        return states
    }
}
