import ProcessSpawning

/// Writes scripts that tests then run, such as a stand-in `swift`.
///
/// A script this process wrote itself can fail to start with "Text file busy" (`ETXTBSY`): while
/// the file is open for writing, a process that a test running beside it spawns at that moment
/// holds a copy of the descriptor until it has started. So the file is written by a child
/// process instead, and this process never holds it open for writing.
public enum ExecutableScript {
    /// Writes `text` to `path` with mode 0755, replacing what is there.
    public static func write(_ text: String, to path: String) async throws {
        let outcome = try await ChildProcess.run(
            ["/bin/sh", "-c", #"cat > "$1" && chmod 755 "$1""#, "sh", path], input: .text(text))
        guard outcome.status == 0 else {
            throw WriteError(description: "cannot write the script \(path): \(outcome.standardError)")
        }
    }

    /// The script could not be written; says why.
    public struct WriteError: Error, CustomStringConvertible {
        public let description: String
    }
}
