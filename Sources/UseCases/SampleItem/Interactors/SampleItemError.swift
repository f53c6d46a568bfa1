import Entities

/// Why a sample item request was refused, in the domain's terms. It carries data only: the
/// presenter words it.
public enum SampleItemError: Swift.Error, Hashable, Sendable, UnitOfWorkFailure {
    /// A value broke a rule of the entity.
    case invalid(SampleItem.Invalid)
    /// No sample item has this id.
    case notFound(SampleItem.ID)
    /// The storage behind the repository, or the unit of work, failed.
    case storage(RepositoryError)
}
