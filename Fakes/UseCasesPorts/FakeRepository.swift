import Entities
import UseCases

/// A repository in memory with the semantics of the real ones: ids assigned as one more than
/// the highest ever given or stored, `nil` for an unknown id on `find`, `.notFound` on `update`/`delete`,
/// `.conflict` for an entity that repeats a unique key (a team's abbreviation, a player's number on
/// a team), lists in id order. Records every call and fails on demand.
///
/// Each entity's file makes it that entity's port: `FakeRepository<Team, Team.Draft>` is a
/// `TeamRepository` (`FakeTeamRepository` in the league example).
public actor FakeRepository<Entity: Identifiable & Sendable & Hashable, Draft: Sendable & Hashable>: Repository
where Entity.ID == Identifier<Entity, Int> {
    /// A call the fake received.
    public enum Call: Hashable, Sendable {
        case create(Draft)
        case find(Entity.ID)
        case list
        case update(Entity)
        case delete(Entity.ID)
    }

    private let entityName: String
    private let make: @Sendable (Entity.ID, Draft) -> Entity
    private let conflict: @Sendable (Entity, Entity) -> [String]?
    private var entities: [Int: Entity] = [:]
    /// Failures and delays for the next calls, or for every call.
    public nonisolated let faults = FaultInjector<RepositoryError>()

    /// Every call so far, in order.
    public private(set) var calls: [Call] = []

    /// - Parameters:
    ///   - entityName: for error messages ("team").
    ///   - make: the entity for an assigned id and a draft.
    ///   - conflict: the unique key two entities share (its field names), or `nil`.
    public init(
        entityName: String, seed: [Entity] = [], make: @escaping @Sendable (Entity.ID, Draft) -> Entity,
        conflict: @escaping @Sendable (Entity, Entity) -> [String]? = { _, _ in nil }
    ) {
        self.entityName = entityName
        self.make = make
        self.conflict = conflict
        for entity in seed { entities[entity.id.rawValue] = entity }
        highestID = entities.keys.max() ?? 0
    }

    /// What is stored now, in id order.
    public var stored: [Entity] { entities.keys.sorted().map { entities[$0]! } }

    /// The highest id created so far (a deleted entity's id is not given again).
    public private(set) var highestID = 0

    /// Puts back what ``stored`` (and ``highestID``, when given) said earlier: how a fake unit of
    /// work (`FakeUnitOfWork` in the league example) undoes a unit. Not a call of the port, so it
    /// is not recorded.
    public func restore(_ entities: [Entity], highestID: Int? = nil) {
        self.entities = Dictionary(uniqueKeysWithValues: entities.map { ($0.id.rawValue, $0) })
        if let highestID { self.highestID = highestID }
    }

    public func create(_ draft: Draft) async throws(RepositoryError) -> Entity {
        calls.append(.create(draft))
        try await faults.enter()
        let id = Entity.ID(max(entities.keys.max() ?? 0, highestID) + 1)
        let entity = make(id, draft)
        try ensureUnique(entity)
        entities[id.rawValue] = entity
        highestID = id.rawValue
        return entity
    }

    public func find(id: Entity.ID) async throws(RepositoryError) -> Entity? {
        calls.append(.find(id))
        try await faults.enter()
        return entities[id.rawValue]
    }

    public func list() async throws(RepositoryError) -> [Entity] {
        calls.append(.list)
        try await faults.enter()
        return stored
    }

    public func update(_ entity: Entity) async throws(RepositoryError) {
        calls.append(.update(entity))
        try await faults.enter()
        guard entities[entity.id.rawValue] != nil else { throw .notFound(entity: entityName, id: "\(entity.id)") }
        try ensureUnique(entity)
        entities[entity.id.rawValue] = entity
    }

    public func delete(id: Entity.ID) async throws(RepositoryError) {
        calls.append(.delete(id))
        try await faults.enter()
        guard entities.removeValue(forKey: id.rawValue) != nil else {
            throw .notFound(entity: entityName, id: "\(id)")
        }
    }

    private func ensureUnique(_ entity: Entity) throws(RepositoryError) {
        for other in entities.values where other.id != entity.id {
            if let key = conflict(entity, other) { throw .conflict(entity: entityName, fields: key) }
        }
    }
}
