/// Which storages the current task is inside a unit of work of (a task-local value, inherited by
/// child tasks). A unit, or a standalone operation, asked of a storage from inside one of its own
/// units would wait for itself forever; storages check this first and fail at once instead.
public enum UnitOfWorkScope {
    @TaskLocal private static var storages: Set<ObjectIdentifier> = []

    /// `true` when the current task runs inside a unit of work of `storage`.
    public static func isInside(_ storage: AnyObject) -> Bool {
        storages.contains(ObjectIdentifier(storage))
    }

    /// Runs `body` as part of a unit of work of `storage`.
    public static func inside<Result>(
        _ storage: AnyObject, isolation: isolated (any Actor)? = #isolation, _ body: () async -> Result
    ) async -> Result {
        await $storages.withValue(storages.union([ObjectIdentifier(storage)])) { await body() }
    }

    /// What a storage reports when a unit is asked for inside one of its own.
    public static let nestedUnitRefusal = RecordStoreError.unavailable(
        "a unit of work was started inside another one on the same storage, and would wait for it forever: do that work in the outer unit"
    )
}
