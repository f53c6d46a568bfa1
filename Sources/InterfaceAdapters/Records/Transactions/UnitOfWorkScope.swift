/// Which unit runners the current task is inside a unit of (a task-local value, inherited by child
/// tasks): what lets ``UnitRunner`` refuse a unit, or a standalone operation, that would wait for
/// the very unit it runs in.
enum UnitOfWorkScope {
    @TaskLocal private static var runners: Set<ObjectIdentifier> = []

    /// `true` when the current task runs inside a unit of `runner`.
    static func isInside(_ runner: AnyObject) -> Bool {
        runners.contains(ObjectIdentifier(runner))
    }

    /// Runs `body` as part of a unit of `runner`.
    static func inside<Result>(
        _ runner: AnyObject, isolation: isolated (any Actor)? = #isolation, _ body: () async -> Result
    ) async -> Result {
        await $runners.withValue(runners.union([ObjectIdentifier(runner)])) { await body() }
    }
}
