import Entities
import Fakes
import InterfaceAdapters
import Testing
import UseCases

@Suite("RecordStoreRepository implements the repository ports over any record store")
struct RepositoryTests {
    func teams(_ store: FakeRecordStore<TeamRecord>) -> some TeamRepository {
        RecordStoreRepository(store: store, bridge: TeamBridge.self)
    }

    @Test("Create, find, list, update and delete go through the store as records")
    func crud() async throws {
        let store = FakeRecordStore<TeamRecord>()
        let repository = teams(store)
        let boston = try await repository.create(
            try Team.Draft(city: "Boston", nickname: "Red Sox", abbreviation: "BOS"))
        let newYork = try await repository.create(
            try Team.Draft(city: "New York", nickname: "Yankees", abbreviation: "NYY"))
        #expect(boston.id == Team.ID(1) && newYork.id == Team.ID(2))
        #expect(await store.stored.map(\.abbreviation) == ["BOS", "NYY"])

        #expect(try await repository.find(id: boston.id) == boston)
        #expect(try await repository.find(id: Team.ID(99)) == nil)
        #expect(try await repository.list() == [boston, newYork])

        let renamed = try Team(id: boston.id, city: "Boston", nickname: "Americans", abbreviation: "BOS")
        try await repository.update(renamed)
        #expect(try await repository.find(id: boston.id) == renamed)

        try await repository.delete(id: boston.id)
        #expect(try await repository.list() == [newYork])
    }

    @Test("Unknown ids on update and delete are reported as not found, naming the entity")
    func notFound() async throws {
        let repository = teams(FakeRecordStore())
        let ghost = try Team(id: Team.ID(7), city: "Nowhere", nickname: "Ghosts", abbreviation: "GHO")
        await #expect(throws: RepositoryError.notFound(entity: "team", id: "7")) { try await repository.update(ghost) }
        await #expect(throws: RepositoryError.notFound(entity: "team", id: "7")) {
            try await repository.delete(id: ghost.id)
        }
    }

    @Test("An incomplete stored record is reported as corrupt data, naming what is missing")
    func incompleteStoredRecord() async throws {
        let store = FakeRecordStore<TeamRecord>([TeamRecord(id: 1, nickname: "Red Sox", abbreviation: "BOS")])
        let repository = teams(store)
        await #expect(throws: RepositoryError.corrupt("teams record 1 is incomplete: missing city")) {
            try await repository.list()
        }
        await #expect(throws: RepositoryError.corrupt("teams record 1 is incomplete: missing city")) {
            try await repository.find(id: Team.ID(1))
        }
    }

    @Test(
        "Store failures keep their meaning",
        arguments: [
            (RecordStoreError.unavailable("disk full"), RepositoryError.unavailable("disk full")),
            (.duplicateID(collection: "teams", id: 1), .duplicate(entity: "team", id: "1")),
            (
                .corrupt(collection: "teams", detail: "teams/1.json is not JSON"),
                .corrupt("teams: teams/1.json is not JSON")
            ),
        ])
    func storeFailures(storeError: RecordStoreError, expected: RepositoryError) async throws {
        let store = FakeRecordStore<TeamRecord>()
        store.faults.failNext(with: storeError)
        await #expect(throws: expected) {
            try await teams(store).create(try Team.Draft(city: "Boston", nickname: "Red Sox", abbreviation: "BOS"))
        }
        #expect(await store.stored.isEmpty)
    }

    @Test("Players go through their own bridge")
    func players() async throws {
        let store = FakeRecordStore<PlayerRecord>()
        let repository: some PlayerRepository = RecordStoreRepository(store: store, bridge: PlayerBridge.self)
        let draft = try Player.Draft(
            firstName: "David", lastName: "Ortiz", number: 34, teamID: Team.ID(1), position: .designatedHitter)
        let ortiz = try await repository.create(draft)
        #expect(
            await store.stored == [
                PlayerRecord(
                    id: 1, firstName: "David", lastName: "Ortiz", number: 34, teamID: 1, position: "designatedHitter")
            ])
        #expect(try await repository.find(id: ortiz.id) == ortiz)
    }
}
