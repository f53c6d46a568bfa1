import Foundation
import FrameworksAndDrivers

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Where typed secrets come from: standard input, or a script in tests.
public struct TextInput: Sendable {
    private let reader: @Sendable (_ prompt: String) -> String?

    /// - Parameter reader: the next line, without its newline, or `nil` at the end of input;
    ///   `prompt` is what to show a person typing it.
    public init(_ reader: @escaping @Sendable (_ prompt: String) -> String?) {
        self.reader = reader
    }

    /// The next line, or `nil` at the end of input, asked for with `prompt` where someone types.
    public func readSecret(prompt: String) -> String? { reader(prompt) }

    /// Standard input. At a terminal, the prompt goes to standard error and the typing is not
    /// echoed; from a pipe or a file, the first line is read as it is, without a prompt.
    public static let standardInput = TextInput { prompt in
        var original = termios()
        guard isatty(STDIN_FILENO) == 1, tcgetattr(STDIN_FILENO, &original) == 0 else {
            return Swift.readLine(strippingNewline: true)
        }
        FileHandle.standardError.write(Data(prompt.utf8))
        var silent = original
        silent.c_lflag &= ~tcflag_t(ECHO)
        tcsetattr(STDIN_FILENO, TCSANOW, &silent)
        defer {
            tcsetattr(STDIN_FILENO, TCSANOW, &original)
            FileHandle.standardError.write(Data("\n".utf8))
        }
        return Swift.readLine(strippingNewline: true)
    }
}
