import FrameworksAndDrivers
import Locking
import Terminal

/// Text written to a ``TextOutput``, for assertions.
final class CapturedText: Sendable {
    private let text = Locked("")
    var value: String { text.withLock { $0 } }
    var output: TextOutput { TextOutput { [self] line in text.withLock { $0 += line } } }
}
