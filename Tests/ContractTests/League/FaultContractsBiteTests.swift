import Contracts
import Fakes
import InterfaceAdapters
import Testing

/// A store that hides damage: corrupt records come back as missing.
struct SwallowingRecordStore: RecordStore {
    let base: any RecordStore<TeamRecord>

    func insert(_ record: TeamRecord) async throws(RecordStoreError) -> Int { try await base.insert(record) }
    func find(id: Int) async throws(RecordStoreError) -> TeamRecord? {
        do { return try await base.find(id: id) } catch .corrupt { return nil }
    }
    func findAll() async throws(RecordStoreError) -> [TeamRecord] {
        do { return try await base.findAll() } catch .corrupt { return [] }
    }
    func update(_ record: TeamRecord) async throws(RecordStoreError) { try await base.update(record) }
    func delete(id: Int) async throws(RecordStoreError) { try await base.delete(id: id) }
}

@Suite("The failure contracts bite")
struct FaultContractsBiteTests {
    @Test("A store that reports corrupt data as missing fails both corrupt-data checks")
    func hidingCorruption() async throws {
        let swallowing = Implementation<RecordStoreFaultContracts<TeamRecord>.Subject>("SwallowingRecordStore") { _ in
            let fake = FakeRecordStore<TeamRecord>()
            return RecordStoreFaultContracts<TeamRecord>.Subject(
                store: SwallowingRecordStore(base: fake),
                corrupt: { id in fake.faults.failAlways(with: .corrupt(collection: "teams", detail: "record \(id)")) })
        }
        let violations = await RecordStoreFaultContracts<TeamRecord>.corruptData.violations(on: swallowing)
        for violation in violations {
            #expect(violation.reason.contains("succeeded on corrupt data"), "\(violation)")
        }
        #expect(violations.map(\.check) == RecordStoreFaultContracts<TeamRecord>.corruptData.checks.map(\.name))
    }
}
