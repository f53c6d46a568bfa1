import Entities

/// The persistence port of the use cases: create, find, list, update and delete one kind of
/// entity.
///
/// Declared here, implemented outside (dependency inversion): the interactors never learn
/// whether an array, files or SQLite sits behind it.
public protocol Repository<Entity>: Sendable {
    associatedtype Entity: Identifiable & Sendable where Entity.ID: Sendable
    /// The entity's fields without an identity: what `create` turns into an entity.
    associatedtype Draft: Sendable

    /// Stores a new entity and returns it with the identity the store gave it.
    func create(_ draft: Draft) async throws(RepositoryError) -> Entity
    /// The entity with this identity, or `nil` when there is none.
    func find(id: Entity.ID) async throws(RepositoryError) -> Entity?
    /// Every entity, in identity order.
    func list() async throws(RepositoryError) -> [Entity]
    /// Replaces the stored entity with the same identity; `.notFound` when there is none.
    func update(_ entity: Entity) async throws(RepositoryError)
    /// Removes the entity with this identity; `.notFound` when there is none.
    func delete(id: Entity.ID) async throws(RepositoryError)
}
