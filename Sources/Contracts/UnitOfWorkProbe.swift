import UseCases

/// How the ``UnitOfWorkContract`` reaches one feature's repository inside a unit: it makes,
/// reads and changes entities that carry a number, so that its checks hold for any feature. Each
/// feature declares one beside its repository's contract, and its contract tests run the
/// unit-of-work contract with it.
public protocol UnitOfWorkProbe: Sendable {
    /// What a unit's work gets.
    associatedtype Repositories: Sendable
    /// The feature's entity.
    associatedtype Entity: Equatable & Sendable

    /// Creates an entity that carries `number`.
    static func create(_ number: Int, in repositories: Repositories) async throws(RepositoryError) -> Entity
    /// Every entity, in identity order.
    static func list(in repositories: Repositories) async throws(RepositoryError) -> [Entity]
    /// The stored entity with `entity`'s identity, or `nil`.
    static func find(_ entity: Entity, in repositories: Repositories) async throws(RepositoryError) -> Entity?
    /// Stores `entity` carrying `number` instead, and returns it so.
    static func renumber(
        _ entity: Entity, to number: Int, in repositories: Repositories
    ) async throws(RepositoryError)
        -> Entity
    /// The number `entity` carries.
    static func number(of entity: Entity) -> Int?
    /// Deletes an entity that does not exist: must fail with `.notFound`.
    static func deleteMissing(in repositories: Repositories) async throws(RepositoryError)
}
