/// A word as a POSIX shell reads it back: as it is when it holds only letters, digits and
/// `-_./`, else in single quotes (a quote inside as `'\''`). For the commands a tool prints for
/// people to run.
public enum ShellWord {
    public static func quoted(_ text: String) -> String {
        !text.isEmpty && text.allSatisfy { $0.isLetter || $0.isNumber || "-_./".contains($0) }
            ? text : "'" + text.replacing("'", with: "'\\''") + "'"
    }
}
