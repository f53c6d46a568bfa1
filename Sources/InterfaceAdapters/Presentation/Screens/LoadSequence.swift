/// Numbers a screen's loads, so that only the latest one, whose task is still waited for, shows
/// its result: an older load that ends later, or one whose view went away, changes nothing.
public struct LoadSequence: Sendable {
    private var started = 0

    public init() {}

    /// Starts a load: its number.
    public mutating func start() -> Int {
        started += 1
        return started
    }

    /// Whether load `number` may show its result.
    public func isCurrent(_ number: Int) -> Bool {
        number == started && !Swift.Task.isCancelled
    }
}
