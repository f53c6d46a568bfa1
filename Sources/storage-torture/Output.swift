import Foundation

/// What `storage-torture` says: each line as soon as it is written, for the test reading it.
enum Output {
    static func say(_ line: String, terminator: String = "\n") {
        FileHandle.standardOutput.write(Data((line + terminator).utf8))
    }

    /// Says what went wrong on standard error and exits with `status`.
    static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data("storage-torture: \(message)\n".utf8))
        exit(status)
    }

    /// Runs `body`, which exits by itself; an error it throws is said, and the program exits 1.
    static func exitingOnError(_ body: () async throws -> Never) async -> Never {
        do {
            try await body()
        } catch {
            fail("\(error)", status: 1)
        }
    }
}
