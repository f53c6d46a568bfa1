import Contracts
import Fakes
import InterfaceAdapters
import UseCases

/// The storage every feature's records live on, for the record-store and unit-of-work contracts:
/// each store of the package (``all``) and the fake, made fresh in a scratch folder. Generic over
/// the record, so that each feature's contract tests run the same checks on its own record.
enum Databases {
    /// The stores under contract, each declared in its folder. `clean-architecture new --store`
    /// keeps the chosen stores' folders and their entries here.
    static let all: [any StoreContracts.Type] = [
        MemoryContracts.self,
        FilesContracts.self,
        SQLiteContracts.self,
    ]

    /// `Record`'s collection on every store, and the fake.
    static func stores<Record: StorableRecord>(of type: Record.Type) -> [Implementation<any RecordStore<Record>>] {
        all.map { $0.store(of: type) }
            + [Implementation("FakeRecordStore", kind: "fake") { _ in FakeRecordStore<Record>() }]
    }

    /// The stores that can hold corrupt data, each with a way to damage one record.
    static func corruptible<Record: StorableRecord>(
        _ type: Record.Type
    ) -> [Implementation<RecordStoreFaultContracts<Record>.Subject>] {
        let collection = Record.schema.collection
        return all.compactMap { $0.corruptible(type) } + [
            Implementation("FakeRecordStore", kind: "fake") { _ in
                let store = FakeRecordStore<Record>()
                return RecordStoreFaultContracts<Record>.Subject(
                    store: store,
                    corrupt: { id in
                        store.faults.failAlways(with: .corrupt(collection: collection, detail: "record \(id) damaged"))
                    })
            }
        ]
    }

    /// The stores whose medium can go away, each with a way to take it away.
    static func breakable<Record: StorableRecord>(
        _ type: Record.Type
    ) -> [Implementation<RecordStoreFaultContracts<Record>.Subject>] {
        all.compactMap { $0.breakable(type) } + [
            Implementation("FakeRecordStore", kind: "fake") { _ in
                let store = FakeRecordStore<Record>()
                return RecordStoreFaultContracts<Record>.Subject(
                    store: store,
                    breakMedium: { store.faults.failAlways(with: .unavailable("the fake's medium is gone")) })
            }
        ]
    }

    /// Every store's medium, keeping records in atomic units, fresh and empty.
    static var transactional: [Implementation<any RecordDatabase>] { all.map { $0.database } }

    /// A feature's `RecordStoreUnitOfWork` on every medium: `make` builds it on a medium.
    static func unitsOfWork<Repositories: Sendable>(
        _ make: @escaping @Sendable (any RecordDatabase) -> RecordStoreUnitOfWork<Repositories>
    ) -> [Implementation<any UnitOfWork<Repositories>>] {
        transactional.map { medium in
            Implementation("RecordStoreUnitOfWork \(medium.name)", kind: medium.kind) { scratch in
                let opened = try await medium.open(scratch)
                return Opened(
                    make(opened.subject), reopening: Reopening { try await opened.reopening.afterPowerCut().map(make) })
            }
        }
    }

    /// A feature's repository on every store and the fake store: `make` builds it on a store.
    static func repositories<Record: StorableRecord, Subject: Sendable>(
        of type: Record.Type, _ make: @escaping @Sendable (any RecordStore<Record>) -> Subject
    ) -> [Implementation<Subject>] {
        stores(of: type).map { store in
            Implementation("RecordStoreRepository on \(store.name)", kind: store.kind) { scratch in
                make(try await store.make(scratch))
            }
        }
    }
}
