import Contracts
import Foundation
import FrameworksAndDrivers
import InterfaceAdapters
import PowerCut

/// The files store under contract, opened again as a power cut would leave it (``RecordedDisk``):
/// a record is a file that can be damaged, and a collection a folder that can go.
enum FilesContracts: StoreContracts {
    static func store<Record: StorableRecord>(of type: Record.Type) -> Implementation<any RecordStore<Record>> {
        Implementation("FileRecordStore", kind: "files") { scratch in
            let disk = try RecordedDisk(root: URL(fileURLWithPath: scratch.path + "/records"))
            return Opened(
                FileRecordStore<Record>(storage: DiskByteStorage(root: disk.root, system: disk.operations)),
                reopening: disk.reopening(in: scratch) { FileRecordStore<Record>(root: $0) })
        }
    }

    static func corruptible<Record: StorableRecord>(
        _ type: Record.Type
    ) -> Implementation<RecordStoreFaultContracts<Record>.Subject>? {
        let collection = Record.schema.collection
        return Implementation("FileRecordStore", kind: "files") { scratch in
            RecordStoreFaultContracts<Record>.Subject(
                store: FileRecordStore<Record>(root: URL(fileURLWithPath: scratch.path)),
                corrupt: { id in
                    try Data("{ not json".utf8).write(
                        to: URL(fileURLWithPath: "\(scratch.path)/\(collection)/\(id).json"))
                })
        }
    }

    static func breakable<Record: StorableRecord>(
        _ type: Record.Type
    ) -> Implementation<RecordStoreFaultContracts<Record>.Subject>? {
        let collection = Record.schema.collection
        return Implementation("FileRecordStore", kind: "files") { scratch in
            RecordStoreFaultContracts<Record>.Subject(
                store: FileRecordStore<Record>(root: URL(fileURLWithPath: scratch.path)),
                breakMedium: {
                    // The collection's folder replaced by a file.
                    let folder = URL(fileURLWithPath: "\(scratch.path)/\(collection)")
                    try FileManager.default.removeItem(at: folder)
                    try Data("not a folder".utf8).write(to: folder)
                })
        }
    }

    static var database: Implementation<any RecordDatabase> {
        Implementation("on files", kind: "files") { scratch in
            let disk = try RecordedDisk(root: URL(fileURLWithPath: scratch.path + "/records"))
            return Opened(
                FileDatabase(
                    root: disk.root, lockTimeout: .seconds(10),
                    disk: DiskByteStorage(root: disk.root, system: disk.operations)),
                reopening: disk.reopening(in: scratch) { FileDatabase(root: $0) })
        }
    }
}
