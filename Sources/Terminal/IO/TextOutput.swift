import Foundation
import FrameworksAndDrivers

/// Somewhere text goes: a file handle, or a buffer in tests.
public struct TextOutput: Sendable {
    private let sink: @Sendable (String) -> Void

    public init(_ sink: @escaping @Sendable (String) -> Void) {
        self.sink = sink
    }

    public func write(_ text: String) { sink(text) }

    public static let standardOutput = TextOutput { FileHandle.standardOutput.write(Data($0.utf8)) }
    public static let standardError = TextOutput { FileHandle.standardError.write(Data($0.utf8)) }
}
