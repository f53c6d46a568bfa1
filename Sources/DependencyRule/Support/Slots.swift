import Locking

/// One slot per item of a parallel loop (`concurrentPerform`), filled under a lock; read once
/// every item is done.
final class Slots<Value: Sendable>: Sendable {
    private let slots: Locked<[Result<Value, CheckError>?]>

    init(count: Int) { slots = Locked(Array(repeating: nil, count: count)) }

    func set(_ index: Int, _ result: Result<Value, CheckError>) {
        slots.withLock { $0[index] = result }
    }

    /// Every slot's result, in order; each must have been set.
    var results: [Result<Value, CheckError>] {
        slots.withLock { $0.map { $0! } }
    }

    /// Every slot's value, in order, or the first error.
    func values() throws(CheckError) -> [Value] {
        try results.map { (result) throws(CheckError) in try result.get() }
    }
}
